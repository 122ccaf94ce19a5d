// Rules engine speed.
//  1. Checking a 100-card Commander deck once card data is loaded (target ≤ 1 ms median):
//     check only (parsed document given), and parse + check.
//  2. `decklist check` on 500 generated deck files: decks per second, and the ratio of the
//     whole run to the time spent just loading the card index.
// Card data: the offline snapshot (dist/cards-snapshot.dlidx, `npm run build`), or
// $DECKLIST_CARDS / --cards PATH.
// Run: node --expose-gc --import tsx bench/check.bench.ts [--cards PATH]   (or: npm run bench -- check)
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openCardDatabase } from '../server/src/core/cards/loader';
import type { CardDatabase } from '../server/src/core/cards/types';
import { checkDeck } from '../server/src/core/check';
import { builtinFormat } from '../server/src/core/formats';
import { parseDeck } from '../server/src/core/parse/index';
import { runCheckCommand } from '../server/src/cli/check-command';
import type { CliIO } from '../server/src/cli/io';
import { readFile } from 'node:fs/promises';

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
function stats(xs: number[]): { median: number; p95: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.floor(s.length * 0.95)] };
}
const fmt = (ms: number) => `${ms < 1 ? (ms * 1000).toFixed(0) + ' µs' : ms.toFixed(2) + ' ms'}`;

const argCards = (() => {
  const i = process.argv.indexOf('--cards');
  return i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
})();

function rng(seed: number): (n: number) => number {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x % n;
  };
}

/** All card names of the database, if it can list them. */
function allNames(db: CardDatabase): string[] {
  const d = db as unknown as { cardNames?: () => readonly string[]; all?: () => readonly { name: string }[] };
  if (d.cardNames) return [...d.cardNames()];
  if (d.all) return d.all().map((c) => c.name);
  throw new Error('the card database cannot list its names');
}

/**
 * A realistic 100-card Commander deck: a legendary creature, 60 other singles mostly within its
 * color identity (1 in 30 off-color), basics; with `typos`, 1 card in 100 misspelt.
 */
function makeDeck(pool: Pool, seed: number, typos = false): string {
  const r = rng(seed);
  const cmd = pool.legends[r(pool.legends.length)];
  const fits = pool.cards.filter((c) => c.identity.every((x) => cmd.identity.includes(x)));
  const lines = ['// format: commander', 'Commander', `1 ${cmd.name}`, '', 'Deck'];
  const used = new Set([cmd.name]);
  while (used.size < 61) {
    const from = r(30) === 0 ? pool.cards : fits;
    let n = from[r(from.length)].name;
    if (used.has(n)) continue;
    used.add(n);
    if (typos && r(100) === 0) n = n.slice(0, -1) + 'x'; // a typo: unknown-card with suggestions
    lines.push(`1 ${n}`);
  }
  lines.push('20 Island', '19 Forest');
  return lines.join('\n') + '\n';
}

interface Pool {
  cards: { name: string; identity: string[] }[];
  legends: { name: string; identity: string[] }[];
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const { db } = await openCardDatabase({ cardsPath: argCards, allowDownload: false });
  const loadMs = performance.now() - t0;
  console.log(`card data: ${db.info.label} (${db.info.cards} cards), opened in ${fmt(loadMs)}`);

  const pool: Pool = { cards: [], legends: [] };
  for (const n of allNames(db)) {
    const c = db.lookup(n);
    if (!c || c.deckbuilding.basicLand || /Token|Vanguard|Plane|Scheme|Conspiracy/.test(c.typeLine)) continue;
    const e = { name: n, identity: [...c.colorIdentity] as string[] };
    pool.cards.push(e);
    if (/Legendary.*Creature/.test(c.typeLine) && !c.typeLine.includes('//') && e.identity.length >= 2) pool.legends.push(e);
  }
  // Island and Forest fill every deck: keep commanders whose identity has blue and green.
  pool.legends = pool.legends.filter((l) => l.identity.includes('U') && l.identity.includes('G'));
  const commander = builtinFormat('commander')!;

  // --- 1. one 100-card deck ---
  const decks = Array.from({ length: 50 }, (_, i) => makeDeck(pool, i + 1));
  const docs = decks.map((t) => parseDeck(t, { fileName: 'deck.txt' }));
  for (let i = 0; i < 200; i++) checkDeck(docs[i % docs.length], db, commander); // warm-up (JIT, lazy card details)
  gc();
  const checkTimes: number[] = [];
  const fullTimes: number[] = [];
  let diags = 0;
  for (let round = 0; round < 20; round++) {
    for (let i = 0; i < docs.length; i++) {
      const a = performance.now();
      const r = checkDeck(docs[i], db, commander);
      const b = performance.now();
      checkTimes.push(b - a);
      diags += r.diagnostics.length;
      const c = performance.now();
      checkDeck(parseDeck(decks[i], { fileName: 'deck.txt' }), db, commander);
      fullTimes.push(performance.now() - c);
    }
  }
  const s1 = stats(checkTimes);
  const s2 = stats(fullTimes);
  console.log(
    `check a 100-card Commander deck (parsed): median ${fmt(s1.median)}, p95 ${fmt(s1.p95)}  (target ≤ 1 ms median: ${s1.median <= 1 ? 'met' : 'NOT met'}); ${(diags / checkTimes.length).toFixed(1)} diagnostics per deck`,
  );
  console.log(`parse + check a 100-card Commander deck: median ${fmt(s2.median)}, p95 ${fmt(s2.p95)}`);

  // A misspelt name costs one fuzzy search (the card layer's suggest) the first time it is seen.
  const typoTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const doc = parseDeck(decks[i].replace(/\n1 (.)/, (_m, ch: string) => `\n1 Qz${ch}`), { fileName: 'deck.txt' });
    const a = performance.now();
    checkDeck(doc, db, commander);
    typoTimes.push(performance.now() - a);
  }
  console.log(`check a deck with one new misspelt name (fuzzy suggestions, first time): median ${fmt(stats(typoTimes).median)}`);

  // --- 2. `decklist check` on 500 files ---
  for (const typos of [false, true]) await throughput(pool, typos);
}

async function throughput(pool: Pool, typos: boolean): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-bench-'));
  try {
    const files: string[] = [];
    for (let i = 0; i < 500; i++) {
      const f = path.join(dir, `deck-${i}.txt`);
      writeFileSync(f, makeDeck(pool, 1000 + i, typos));
      files.push(f);
    }
    let outBytes = 0;
    let lines = 0;
    const io: CliIO = {
      out: (t) => {
        outBytes += t.length;
        lines++;
      },
      err: () => {},
      readFile: (p) => readFile(p),
      env: process.env,
      cwd: dir,
    };
    const runs: Array<{ total: number; load: number }> = [];
    for (let k = 0; k < 3; k++) {
      gc();
      const l0 = performance.now();
      await openCardDatabase({ cardsPath: argCards, allowDownload: false });
      const load = performance.now() - l0;
      gc();
      const a = performance.now();
      const code = await runCheckCommand([...(argCards ? ['--cards', argCards] : []), ...files], io);
      const total = performance.now() - a;
      if (code === 2) throw new Error('decklist check failed (exit 2)');
      runs.push({ total, load });
    }
    runs.sort((x, y) => x.total - y.total);
    const med = runs[1];
    // The built CLI as a user runs it (one process), against `decklist cards info` (start + open the index).
    const cli = path.resolve(__dirname, '..', 'dist', 'cli.js');
    if (existsSync(cli)) {
      const time = (args: string[]) => {
        const ts: number[] = [];
        for (let k = 0; k < 3; k++) {
          const a = performance.now();
          spawnSync(process.execPath, [cli, ...args], { stdio: 'ignore', env: process.env });
          ts.push(performance.now() - a);
        }
        return stats(ts).median;
      };
      const cardsArgs = argCards ? ['--cards', argCards] : [];
      const whole = time(['check', ...cardsArgs, dir]);
      const info = time(['cards', 'info', ...cardsArgs]);
      console.log(
        `node dist/cli.js check <500 files>${typos ? ' (typos)' : ''}: ${fmt(whole)} wall → ${(500 / (whole / 1000)).toFixed(0)} decks/s; 'decklist cards info' (start + load index): ${fmt(info)}; ratio ${(whole / info).toFixed(1)}`,
      );
    }
    console.log(
      `decklist check, 500 files${typos ? ' with typos (1 card in 100 misspelt)' : ''}, one in-process run (median of 3): ${fmt(med.total)} → ${(500 / (med.total / 1000)).toFixed(0)} decks/s; loading the index alone: ${fmt(med.load)}; whole run / index load = ${(med.total / med.load).toFixed(1)}; ${(lines / 3 / 500).toFixed(1)} output lines per deck`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
