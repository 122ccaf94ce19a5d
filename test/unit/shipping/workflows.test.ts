// The GitHub workflows are checked here by action-validator (the workflow schema), so that a broken
// workflow fails in `npm test`, not on the first push or the first release tag.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const VALIDATOR = path.resolve('node_modules', '@action-validator', 'cli', 'cli.mjs');
const validate = (file: string) => spawnSync(process.execPath, [VALIDATOR, file], { encoding: 'utf8' });

test('each workflow under .github/workflows passes action-validator', () => {
  const files = readdirSync('.github/workflows').filter((f) => /\.ya?ml$/.test(f));
  assert.deepEqual(files.sort(), ['ci.yml', 'release.yml', 'rules-watch.yml']);
  for (const f of files) {
    const r = validate(path.join('.github/workflows', f));
    assert.equal(r.status, 0, `${f}:\n${r.stdout}${r.stderr}`);
  }
});

test('the validator fails a workflow with a misspelt key', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-workflow-'));
  try {
    const broken = readFileSync('.github/workflows/ci.yml', 'utf8').replace('runs-on:', 'run-on:');
    writeFileSync(path.join(dir, 'ci.yml'), broken);
    const r = validate(path.join(dir, 'ci.yml'));
    assert.notEqual(r.status, 0);
    assert.match(r.stdout + r.stderr, /run-on/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('CI runs .ci/run on every push and pull request, with Node 20 and the npm cache', () => {
  const ci = readFileSync('.github/workflows/ci.yml', 'utf8');
  assert.match(ci, /^on:\n {2}push:\n {2}pull_request:/m);
  assert.match(ci, /node-version: 20\n\s+cache: npm/);
  assert.match(ci, /run: bash \.ci\/run/);
});

test('a release packs the release day\'s card data after the CI run and before anything is published (issue 40)', () => {
  const release = readFileSync('.github/workflows/release.yml', 'utf8');
  const steps = [...release.matchAll(/^ {8}run: (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(steps.slice(0, 3), ['bash .ci/run', 'npm run package -- --bundle-download', steps[2]]);
  assert.match(steps[2], /^node scripts\/release\.mjs /);
});

test('rules-watch runs weekly and on demand, runs npm run rules:watch, and opens a pull request or an issue', () => {
  const w = readFileSync('.github/workflows/rules-watch.yml', 'utf8');
  assert.match(w, /^on:\n {2}schedule:\n {4}- cron: '17 6 \* \* 1'\n {2}workflow_dispatch:/m);
  assert.match(w, /npm run --silent rules:watch -- --write --json > watch\.json/);
  assert.match(w, /gh pr create --base main/);
  assert.match(w, /gh issue create/);
  assert.match(w, /node-version: 20\n\s+cache: npm/);
});
