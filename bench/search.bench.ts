// Card search benchmark: realistic Scryfall-syntax queries over 32,000 cards (target ≤ 20 ms each).
// The shared Scryfall data (20,030 cards) is topped up to 32,000 with renamed copies of its own
// cards, so the text the queries scan is real. Run: npm run bench -- search
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { readCardSource } from '../server/src/core/cards/sources';
import { buildIndex, loadIndex } from '../server/src/core/cards/compact-index';
import { createMemoryCardDatabase } from '../server/src/core/cards/memory-database';
import { searchCards } from '../server/src/core/search';
import { median, p95 } from './stats';

const root = path.resolve(__dirname, '..');
const source = process.env.CARDS_BENCH_SOURCE ?? path.resolve(root, '..', 'shared', 'carddata', 'cards.jsonl.gz');
const TARGET = 32000;

const QUERIES = [
  'bolt',
  'lightning',
  't:goblin c:r',
  't:creature id<=wug mv>=3',
  'o:"draw a card" c:u mv<=2',
  'o:"~ enters the battlefield"',
  't:legendary t:creature is:commander id:bg',
  'c:m -t:land mv>=5',
  'c=wu t:instant or c=wu t:sorcery',
  '(t:elf or t:goblin) pow>=2 mv<=3',
  'f:commander o:"search your library" -t:land',
  'banned:legacy',
  'kw:flying tou>=4',
  'c:c t:artifact mv<=2 f:modern',
  'id:esper t:creature o:flying',
  't:planeswalker loy>=5',
  '-c:c -t:land r:mythic or is:commander f:legacy',
  'o:destroy o:"target creature" c:b mv<=3',
  'pow>tou t:creature c:g',
  'name:dragon or t:dragon',
  't:land o:"add {c}"',
  'o:counter o:spell c:u -t:creature',
  'include:extras t:token',
  'a',
];

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);
const line = (label: string, value: string, target = '') => console.log(`${label.padEnd(52)} ${value.padStart(12)}  ${target}`);

async function main() {
  if (!existsSync(source)) {
    console.log(`skipped: ${source} not found (the shared card data is needed for this benchmark)`);
    return;
  }
  const data = await readCardSource(source);
  // 1. On the real index (20,030 cards): the first search builds the columns.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'decklist-search-bench-')), 'cards.dlidx');
  writeFileSync(file, buildIndex(data.cards, data.info, [], {}));
  const indexed = loadIndex(file);
  let t = performance.now();
  searchCards(indexed, 't:goblin');
  line(`first search on the index (${data.cards.length} cards, builds columns)`, fmt(performance.now() - t));

  // 2. 32,000 cards.
  const cards = [...data.cards];
  for (let i = 0; cards.length < TARGET; i++) {
    const c = data.cards[i % data.cards.length];
    cards.push({ ...c, name: `${c.name} (copy ${Math.floor(i / data.cards.length) + 1})`, faces: c.faces.map((f) => ({ ...f, name: `${f.name} (copy)` })) });
  }
  const db = createMemoryCardDatabase(cards, { ...data.info, cards: cards.length });
  t = performance.now();
  searchCards(db, 'bolt');
  line(`first search, ${cards.length} cards (builds columns)`, fmt(performance.now() - t));
  for (const q of QUERIES) searchCards(db, q); // warm-up (JIT)
  const all: number[] = [];
  const perQuery: Array<{ q: string; med: number; total: number }> = [];
  for (const q of QUERIES) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      const r = searchCards(db, q, { limit: 50 });
      times.push(performance.now() - t0);
      if (r.error) throw new Error(`${q}: ${r.error}`);
      total = r.total;
    }
    all.push(...times);
    perQuery.push({ q, med: median(times), total });
  }
  for (const { q, med, total } of perQuery) line(`  ${q}`, fmt(med), `${total} cards`);
  line(`all queries, median (${all.length} runs)`, fmt(median(all)), '(target ≤ 20 ms)');
  line('all queries, p95', fmt(p95(all)), '(target ≤ 20 ms)');
  line('slowest query, median', fmt(Math.max(...perQuery.map((p) => p.med))));
  const identity = QUERIES.map((q) => {
    const t0 = performance.now();
    searchCards(db, q, { identity: ['B', 'G'] });
    return performance.now() - t0;
  });
  line('with a commander identity (BG), median', fmt(median(identity)));
  line('machine load average (1 min) / cores', `${os.loadavg()[0].toFixed(2)} / ${os.cpus().length}`);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    const before = process.memoryUsage().heapUsed;
    const fresh = createMemoryCardDatabase(cards, { ...data.info, cards: cards.length });
    searchCards(fresh, 'x');
    gc();
    line('heap of the search columns (32,000 cards, approx.)', `${((process.memoryUsage().heapUsed - before) / 1048576).toFixed(1)} MB`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
