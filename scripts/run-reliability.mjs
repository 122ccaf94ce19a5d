// Runs the reliability suites (test/reliability/*.test.ts) and prints their figures: inputs tried,
// crashes, hangs, the slowest input and its time, and the peak memory of each hard input.
// Usage: node scripts/run-reliability.mjs [--long] [substring-filter...]
//   --long   the long fuzzing run (npm run fuzz): RELIABILITY_SCALE=500, over 1,000,000 inputs
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
const long = args.includes('--long');
const filters = args.filter((a) => a !== '--long');
const dir = path.join('test', 'reliability');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join(dir, f))
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
if (files.length === 0) {
  console.error('no reliability suites matched');
  process.exit(1);
}
if (!existsSync(path.join('dist', 'cli.js'))) console.error('note: dist/cli.js is not built (npm run build); the hard-input suite will skip');

const work = mkdtempSync(path.join(tmpdir(), 'decklist-reliability-'));
const reportFile = path.join(work, 'report.jsonl');
const env = { ...process.env, RELIABILITY_REPORT: reportFile };
if (long && !env.RELIABILITY_SCALE) env.RELIABILITY_SCALE = '500';
const t0 = Date.now();
const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--import', './test/support/fast-check-seed.ts', '--test', '--test-reporter=spec', '--test-concurrency=1', ...files],
  { stdio: 'inherit', env },
);
const seconds = ((Date.now() - t0) / 1000).toFixed(1);

const suites = existsSync(reportFile)
  ? readFileSync(reportFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
rmSync(work, { recursive: true, force: true });

const n = (x) => x.toLocaleString('en-US');
const lines = ['', `Reliability (${long ? `long run, scale ${env.RELIABILITY_SCALE}` : 'short run'}, ${seconds} s)`];
let inputs = 0;
let crashes = 0;
let hangs = 0;
let slowest;
for (const s of suites) {
  inputs += s.inputs;
  crashes += s.crashes;
  hangs += s.hangs;
  if (s.slowest && (!slowest || s.slowest.ms > slowest.ms)) slowest = { ...s.slowest, suite: s.suite };
  const slow = s.slowest ? `; slowest ${s.slowest.ms.toFixed(1)} ms (${s.slowest.label}${s.slowest.chars !== undefined ? `, ${n(s.slowest.chars)} chars` : ''})` : '';
  lines.push(`  ${s.suite}: ${n(s.inputs)} inputs, ${s.crashes} crashes, ${s.hangs} hangs${slow}`);
  for (const p of s.peakRss ?? []) lines.push(`      ${p.label.padEnd(58)} ${String(p.mb).padStart(5)} MB peak RSS  ${(p.ms / 1000).toFixed(2).padStart(6)} s  exit ${p.exit}`);
}
lines.push(`  total: ${n(inputs)} inputs tried, ${crashes} crashes, ${hangs} hangs`);
if (slowest) lines.push(`  slowest input: ${slowest.label} (${slowest.suite}) ${slowest.ms.toFixed(1)} ms`);
const rss = suites.flatMap((s) => s.peakRss ?? []);
if (rss.length) {
  const top = rss.reduce((a, b) => (b.mb > a.mb ? b : a));
  lines.push(`  peak memory: ${top.mb} MB (${top.label})`);
}
console.log(lines.join('\n'));
process.exit(r.status ?? 1);
