// Runs every bench/*.bench.ts (or those the given words name) one after another:
//   npm run bench -- [WORD...] [--OPTION [VALUE]...]
// A word that is a bench's whole name (`server` for bench/server.bench.ts) runs that bench alone;
// any other word runs the benches whose file name holds it. Everything from the first `--OPTION`
// on is passed to each bench (`npm run bench -- server --before ../main/dist/server.js`).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('--'));
const words = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const all = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const named = (word, f) => f === `${word}.bench.ts`;
const files = all.filter((f) => words.length === 0 || words.some((w) => (all.some((g) => named(w, g)) ? named(w, f) : f.includes(w))));
let failed = 0;
for (const f of files) {
  console.log(`\n== bench/${f}`);
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', `bench/${f}`, ...options], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
