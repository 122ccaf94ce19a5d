// Runs every test/**/*.test.ts with Node's test runner (TypeScript through tsx).
// Usage: node scripts/run-tests.mjs [substring-filter...]
import { readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

function findTests(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    // test/editor and test/web/suite run inside VS Code (npm run test:editor); test/reliability runs
    // separately (npm run test:reliability) and prints its figures; dot folders hold installed tools.
    if (name === 'fixtures' || name === 'node_modules' || name.startsWith('.') || p === path.join('test', 'editor') || p === path.join('test', 'web', 'suite') || p === path.join('test', 'reliability')) continue;
    if (statSync(p).isDirectory()) out.push(...findTests(p));
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const filters = process.argv.slice(2);
const files = findTests('test')
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
// Tests run offline: no server or CLI they start downloads the rules data (data/rules.json) unless
// the test names a stand-in for it.
const r = spawnSync(process.execPath, ['--import', 'tsx', '--import', './test/support/fast-check-seed.ts', '--test', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, DECKLIST_RULES_URL: process.env.DECKLIST_RULES_URL ?? 'none' },
});
process.exit(r.status ?? 1);
