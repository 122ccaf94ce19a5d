// npm run test:mutation runs our node:test files under Stryker's mocha runner through
// test/support/mutation: this checks that adapter on the node:test features the tests use (it is
// not run in CI otherwise).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

test('node:test files run under mocha: passes, skips, context after() and mock.method, describe, and failures counted', () => {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--require', './test/support/mutation/register.cjs', 'node_modules/mocha/bin/mocha.js', '--no-config', '--no-package', '--reporter', 'json', 'test/fixtures/mutation/node-test-features.test.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  const report = JSON.parse(r.stdout) as { stats: { passes: number; pending: number; failures: number }; failures: { title: string }[]; pending: { title: string }[] };
  assert.deepEqual(report.stats.passes, 4);
  assert.deepEqual(report.pending.map((p) => p.title), ['options with skip: a reason']);
  assert.deepEqual(report.failures.map((f) => f.title), ['a failing test fails']);
  assert.equal(r.status, 1, 'mocha exits with the number of failures');
});
