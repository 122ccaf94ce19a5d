// Runs every bench/*.bench.ts (or those matching the given substrings) one after another.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const filters = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n== bench/${f}`);
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', `bench/${f}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
