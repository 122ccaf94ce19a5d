// Commander Spellbook combos: a generated 100,000-variant export (the real shape, written at bench
// time into a temporary directory and deleted after; never committed) compiled as a stream in a
// child process (its peak RSS printed), the store loaded, and the combos of 100-card decks found.
// Run: npm run bench -- combos   (targets: load ≤ 50 ms, combos of a 100-card deck ≤ 5 ms)
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { ComboStore, compileCombos } from '../server/src/core/combos/store';
import { findCombos, type DeckCardInput } from '../server/src/core/combos/find';
import { median, p95 } from './stats';

const VARIANTS = Number(process.env.COMBOS_BENCH_VARIANTS ?? 100_000);
const CARDS = 18_000;
const LOAD_TARGET_MS = 50;
const FIND_TARGET_MS = 5;

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
const line = (label: string, value: string, target = '') => console.log(`${label.padEnd(52)} ${value.padStart(14)}  ${target}`);

// mulberry32: a small deterministic PRNG so runs are comparable.
let seed = 4242;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
/** Card i with a popularity skew: low numbers (Sol Ring, Ashnod's Altar…) are in many combos. */
const skewedCard = () => Math.floor(CARDS * rand() ** 1.6);
const anyCard = () => Math.floor(CARDS * rand());
const oracleId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const cardName = (i: number) => `Bench Card ${i}`;
const COLORS = 'WUBRG';
const identityOf = (i: number) => COLORS.split('').filter((_, k) => (i * 7 + k * 13) % 5 < 2).join('');

function variantJson(v: number): string {
  const n = 2 + Math.floor(rand() ** 1.5 * 4);
  const cards = new Set<number>();
  while (cards.size < n) cards.add(skewedCard());
  const ids = [...cards];
  const identity = [...new Set(ids.flatMap((i) => identityOf(i).split('')))].join('') || 'C';
  const uses = ids.map((i, k) => ({
    card: {
      id: i,
      name: cardName(i),
      oracleId: oracleId(i),
      spoiler: false,
      typeLine: 'Legendary Creature — Human Wizard',
      imageUriFrontPng: `https://cards.scryfall.io/png/front/0/0/${oracleId(i)}.png?1700000000`,
      imageUriFrontLarge: `https://cards.scryfall.io/large/front/0/0/${oracleId(i)}.jpg?1700000000`,
      imageUriFrontNormal: `https://cards.scryfall.io/normal/front/0/0/${oracleId(i)}.jpg?1700000000`,
      imageUriFrontSmall: `https://cards.scryfall.io/small/front/0/0/${oracleId(i)}.jpg?1700000000`,
      imageUriBackPng: null,
      imageUriBackLarge: null,
      imageUriBackNormal: null,
      imageUriBackSmall: null,
    },
    zoneLocations: ['B'],
    battlefieldCardState: k === 0 ? 'untapped' : '',
    exileCardState: '',
    libraryCardState: '',
    graveyardCardState: '',
    mustBeCommander: k === 0 && rand() < 0.05,
    quantity: 1,
  }));
  const requires = rand() < 0.3 ? [{ template: { id: 1, name: 'A sacrifice outlet', scryfallQuery: 'o:sacrifice', scryfallApi: '' }, zoneLocations: ['B'], battlefieldCardState: '', exileCardState: '', libraryCardState: '', graveyardCardState: '', mustBeCommander: false, quantity: 1 }] : [];
  const produces = [{ feature: { id: 1 + (v % 300), name: rand() < 0.5 ? 'Infinite colorless mana' : 'Infinite death triggers', uncountable: true, status: 'S' }, quantity: 1 }];
  return JSON.stringify({
    id: ids.join('-') + `-${v}`,
    status: 'OK',
    uses,
    requires,
    produces,
    of: [{ id: v }],
    includes: [{ id: v }],
    identity,
    manaNeeded: '{2}{U}',
    manaValueNeeded: 3,
    easyPrerequisites: 'All permanents on the battlefield. The other cards in hand.',
    notablePrerequisites: '',
    description: 'Activate the first card, targeting the second.\nRepeat.\nThe loop gives as much as you want of the result, generated for the benchmark.',
    notes: '',
    popularity: Math.floor(rand() * 50000),
    spoiler: false,
    bracketTag: 'RSPOCE'[Math.floor(rand() * 6)],
    legalities: { commander: true, pauperCommanderMain: false, pauperCommander: false, oathbreaker: true, predh: false, brawl: false, vintage: true, legacy: true, premodern: false, modern: false, pioneer: false, standard: false, pauper: false },
    prices: { tcgplayer: '12.34', cardkingdom: '13.00', cardmarket: '11.50' },
  });
}

async function generate(file: string): Promise<number> {
  const gz = createGzip({ level: 1 });
  const out = createWriteStream(file);
  gz.pipe(out);
  let raw = 0;
  const write = (s: string) =>
    new Promise<void>((resolve) => {
      raw += Buffer.byteLength(s);
      if (gz.write(s)) resolve();
      else gz.once('drain', resolve);
    });
  await write(`{"timestamp":"2026-11-20T04:00:00+00:00","version":"bench","variants":[`);
  for (let v = 0; v < VARIANTS; v++) await write((v ? ',' : '') + variantJson(v));
  await write(`],"aliases":[]}`);
  await new Promise<void>((resolve) => {
    out.on('finish', resolve);
    gz.end();
  });
  return raw;
}

/** Child mode: compile the file, write the store, print figures as JSON. */
async function compileChild(file: string, storeFile: string) {
  const t = performance.now();
  const r = await compileCombos(file);
  const ms = performance.now() - t;
  writeFileSync(storeFile, r.bytes);
  console.log(JSON.stringify({ ms, variants: r.variants, cards: r.cards, bytes: r.bytes.length, maxRssKb: process.resourceUsage().maxRSS }));
}

function deck(store: ComboStore): DeckCardInput[] {
  const out: DeckCardInput[] = [{ name: cardName(skewedCard()), oracleId: undefined, commander: true, count: 1 }];
  const seen = new Set<number>();
  while (out.length < 100) {
    // A third of a deck's cards are popular combo pieces, the rest anything.
    const i = out.length % 3 === 0 ? skewedCard() : anyCard();
    if (seen.has(i)) continue;
    seen.add(i);
    out.push({ name: cardName(i), oracleId: oracleId(i), commander: false, count: 1 });
  }
  out[0].oracleId = oracleId(store.cardIndex(out[0].name) ?? 0);
  return out;
}

async function main() {
  if (process.argv[2] === '--compile') return compileChild(process.argv[3], process.argv[4]);
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-bench-combos-'));
  try {
    const file = path.join(dir, 'variants.json.gz');
    let t = performance.now();
    const raw = await generate(file);
    console.log(`generated ${VARIANTS.toLocaleString('en-US')} variants: ${mb(raw)} of JSON, ${mb(statSync(file).size)} gzip, in ${((performance.now() - t) / 1000).toFixed(1)} s (${file}, deleted after)\n`);

    const storeFile = path.join(dir, 'combos.dlcmb');
    const child = spawnSync(process.execPath, ['--import', 'tsx', __filename, '--compile', file, storeFile], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`compile failed: ${child.stderr}`);
    const c = JSON.parse(child.stdout.trim().split('\n').pop()!) as { ms: number; variants: number; cards: number; bytes: number; maxRssKb: number };
    line('compile as a stream (child process)', `${(c.ms / 1000).toFixed(1)} s`, `${c.variants} variants, ${c.cards} cards, store ${mb(c.bytes)}`);
    line('  peak RSS of the compiling process', mb(c.maxRssKb * 1024), `(JSON ${mb(raw)}: bounded, not the file's size)`);

    const loads: number[] = [];
    let store!: ComboStore;
    for (let i = 0; i < 21; i++) {
      t = performance.now();
      store = ComboStore.load(storeFile);
      // The card indexes are built on the first lookup: counted in the load.
      store.cardIndex('Bench Card 1', oracleId(1));
      loads.push(performance.now() - t);
    }
    const load = median(loads.slice(1));
    line('load the store (read, checksum, views, oracle-id index)', fmt(load), `target ≤ ${LOAD_TARGET_MS} ms ${load <= LOAD_TARGET_MS ? 'OK' : 'MISSED'}`);

    const decks = Array.from({ length: 50 }, () => deck(store));
    const cold: number[] = [];
    for (const d of decks.slice(0, 10)) {
      const s = ComboStore.load(storeFile);
      t = performance.now();
      findCombos(s, d, undefined);
      cold.push(performance.now() - t);
    }
    const warm: number[] = [];
    let found = 0;
    let near = 0;
    for (let round = 0; round < 4; round++) {
      for (const d of decks) {
        t = performance.now();
        const r = findCombos(store, d, undefined);
        warm.push(performance.now() - t);
        found += r.found.length;
        near += r.nearMissTotal;
      }
    }
    const findMs = median(warm);
    line('combos of a 100-card deck, first on a fresh store', fmt(median(cold)), '(cold: name index built, scratch allocated)');
    line('combos of a 100-card deck, median', fmt(findMs), `target ≤ ${FIND_TARGET_MS} ms ${findMs <= FIND_TARGET_MS ? 'OK' : 'MISSED'}`);
    line('combos of a 100-card deck, p95', fmt(p95(warm)));
    line('  per deck: combos found / one card away (mean)', `${(found / warm.length).toFixed(1)} / ${(near / warm.length).toFixed(0)}`);
    console.log('\nThe machine may be shared: figures are medians of one run.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
