// Parser speed: a 100-line deck (target ≤ 0.2 ms median) and 1k/10k/50k-line files
// (target: 50k lines ≤ 100 ms, cost per line flat = linear).
// Run: node --expose-gc --import tsx bench/parse.bench.ts   (or: npm run bench -- parse)
// Before/after in one run: `node --expose-gc --import tsx bench/parse.bench.ts --against REF` also
// parses with the parser of git commit REF (its server/src, extracted into tmp/) and prints both,
// the runs of the two alternating so that the machine's load weighs on both alike.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDeck } from '../server/src/core/parse/index';

const NAMES = [
  'Lightning Bolt', 'Counterspell', 'Sol Ring', 'Arcane Signet', 'Command Tower', 'Fire // Ice', "Atraxa, Praetors' Voice",
  'Henzie "Toolbox" Torre', 'B.F.M. (Big Furry Monster)', 'Cultivate', 'Rhystic Study', 'Swords to Plowshares', 'Island', 'Forest',
];
const SETS = ['(2X2) 117', '(40k) 228', '(PDOM) 6p', '(CMR) 472', '(PLST) CMD-248', '', '', ''];

/** A realistic mix: plain lines, set/number suffixes, markers, categories, headers, comments, blanks. */
function makeDeck(lines: number, seed = 1): string {
  let x = seed;
  const rnd = (n: number) => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x % n;
  };
  const out: string[] = ['// format: commander', 'Commander', '1 Atraxa, Praetors\' Voice (2XM) 190 *CMDR*', '', 'Deck'];
  while (out.length < lines) {
    const r = rnd(100);
    if (r < 2) out.push(`Creature (${rnd(30)})`);
    else if (r < 4) out.push('# a comment about the next cards');
    else if (r < 6) out.push('');
    else {
      const q = rnd(4) + 1;
      const name = NAMES[rnd(NAMES.length)];
      const set = SETS[rnd(SETS.length)];
      const marker = rnd(10) === 0 ? ' *F*' : '';
      const tags = rnd(10) === 0 ? ' [Ramp,Land{noDeck}]' : '';
      out.push(`${rnd(3) === 0 ? `${q}x` : q} ${name}${set ? ' ' + set : ''}${marker}${tags}`);
    }
  }
  return out.slice(0, lines).join('\n') + '\n';
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Wall-clock and process CPU time (all threads, GC helpers included) per parse, in ms. */
function measure(text: string, runs: number, collectBetweenRuns = false): { min: number; median: number; p95: number; cpuMedian: number } {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Start every run from a collected heap, so a run does not pay for the previous run's garbage.
    if (collectBetweenRuns) gc();
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    parseDeck(text);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    min: times[0],
    median: times[Math.floor(times.length / 2)],
    p95: times[Math.floor(times.length * 0.95)],
    cpuMedian: cpu[Math.floor(cpu.length / 2)],
  };
}

const againstAt = process.argv.indexOf('--against');
if (againstAt >= 0) {
  compareWith(process.argv[againstAt + 1] ?? '');
  process.exit(0);
}

/** The parser of commit `ref`, extracted once into tmp/parse-bench/<commit>/ (inside the repository, so its imports resolve). */
function parserAt(ref: string): { commit: string; parse: typeof parseDeck } {
  const root = path.resolve(__dirname, '..');
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = path.join(root, 'tmp', 'parse-bench', commit);
  if (!existsSync(path.join(dir, 'server', 'src', 'core', 'parse', 'index.ts'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} server/src | tar -x -C "${dir}"`], { cwd: root });
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module chosen at run time, loaded before anything is measured
  const mod = require(path.join(dir, 'server', 'src', 'core', 'parse', 'index.ts')) as { parseDeck: typeof parseDeck };
  return { commit, parse: mod.parseDeck };
}

/** Both parsers on the same texts, runs alternating; best (min) and median wall-clock per size. */
function compareWith(ref: string): void {
  if (!ref) throw new Error('--against needs a git commit, e.g. --against main~3');
  const before = parserAt(ref);
  const sides = [
    { label: `before (${before.commit.slice(0, 10)})`, parse: before.parse },
    { label: 'after (this tree)', parse: parseDeck },
  ];
  for (const n of [100, 10_000, 50_000]) {
    const text = makeDeck(n, n);
    const runs = n >= 50_000 ? 15 : n >= 10_000 ? 30 : 2000;
    for (const side of sides) for (let i = 0; i < (n <= 100 ? 2000 : 5); i++) side.parse(text);
    const times: number[][] = sides.map(() => []);
    for (let i = 0; i < runs; i++) {
      sides.forEach((side, k) => {
        if (n > 100) gc();
        const t0 = process.hrtime.bigint();
        side.parse(text);
        times[k].push(Number(process.hrtime.bigint() - t0) / 1e6);
      });
    }
    for (const [k, side] of sides.entries()) {
      const t = times[k].sort((a, b) => a - b);
      const unit = n <= 100 ? (v: number) => `${(v * 1000).toFixed(1)} µs` : (v: number) => `${v.toFixed(2)} ms`;
      console.log(`${String(n).padStart(6)} lines, ${side.label.padEnd(22)}: best of ${runs} ${unit(t[0])}, median ${unit(t[Math.floor(t.length / 2)])}`);
    }
  }
  console.log(`load average while measuring: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPUs`);
}

const small = makeDeck(100);
// Warm up the JIT on the same shapes.
for (let i = 0; i < 2000; i++) parseDeck(small);
gc();
const s = measure(small, 5000);
console.log(
  `100-line deck: median ${(s.median * 1000).toFixed(1)} µs, p95 ${(s.p95 * 1000).toFixed(1)} µs  (target ≤ 200 µs: ${s.median <= 0.2 ? 'OK' : 'MISSED'})`,
);

const perLine: number[] = [];
for (const n of [1_000, 10_000, 50_000]) {
  const text = makeDeck(n, n);
  for (let i = 0; i < 5; i++) parseDeck(text);
  gc();
  const m = measure(text, n >= 50_000 ? 25 : 40);
  const us = (m.median * 1000) / n;
  perLine.push(us);
  const target = n === 50_000 ? `  (target ≤ 100 ms: ${m.median <= 100 ? 'OK' : 'MISSED'})` : '';
  console.log(
    `${String(n).padStart(6)} lines: median ${m.median.toFixed(2)} ms (cpu ${m.cpuMedian.toFixed(2)} ms), min ${m.min.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms, ${us.toFixed(3)} µs/line${target}`,
  );
}

console.log(`load average while measuring: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPUs (other work on the machine inflates the figures)`);
console.log(`linearity: µs/line at 50k ÷ at 1k = ${(perLine[2] / perLine[0]).toFixed(2)} (≈1 means linear)`);

// XML dialects (no target in the issue; for reference): a 100-card MTGO .dek.
{
  let x = '\ufeff<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n';
  for (let i = 0; i < 100; i++)
    x += `  <Cards CatID="${i}" Quantity="1" Sideboard="${i >= 85}" Name="${NAMES[i % NAMES.length].replace(/"/g, '&quot;')}" Annotation="0" />\n`;
  x += '</Deck>\n';
  for (let i = 0; i < 500; i++) parseDeck(x);
  gc();
  const m = measure(x, 2000);
  console.log(`100-card MTGO .dek (XML): median ${(m.median * 1000).toFixed(1)} µs, p95 ${(m.p95 * 1000).toFixed(1)} µs`);
}
