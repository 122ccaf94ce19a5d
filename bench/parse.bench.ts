// Parser speed: a 100-line deck (target ≤ 0.2 ms median) and 1k/10k/50k-line files
// (target: 50k lines ≤ 100 ms, cost per line flat = linear).
// Run: node --expose-gc --import tsx bench/parse.bench.ts   (or: npm run bench -- parse)
import os from 'node:os';
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
