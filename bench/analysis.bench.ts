// Deck analysis speed (issue 20): `stats` for a 100-card Commander deck (target ≤ 2 ms median)
// and the card-level diff of two 100-card decks (target ≤ 2 ms median), each over decks already
// checked (as the editor has them) and including the check (as `decklist stats` / `diff` run).
// Card data: $DECKLIST_CARDS, the downloaded data, else the offline snapshot (`npm run build`);
// or --cards PATH.
// Run: node --expose-gc --import tsx bench/analysis.bench.ts [--cards PATH]   (or: npm run bench -- analysis)
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openCardDatabase } from '../server/src/core/cards/loader';
import type { Card } from '../server/src/core/cards/types';
import { createDecklistService } from '../server/src/core/index';

const TARGET_MS = 2;
const argCards = (() => {
  const i = process.argv.indexOf('--cards');
  return i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
})();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

function time(rounds: number, f: () => void): number {
  for (let i = 0; i < 100; i++) f(); // warm-up: JIT, lazily decoded card details
  (globalThis as { gc?: () => void }).gc?.();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const a = performance.now();
    f();
    xs.push(performance.now() - a);
  }
  return median(xs);
}

async function main(): Promise<void> {
  const { db } = await openCardDatabase({ cardsPath: argCards, allowDownload: false });
  console.log(`card data: ${db.info.label} (${db.info.cards} cards)`);
  // A Simic deck from the data: a legendary commander, 60 spells and 39 lands (duals among them).
  const simic = (c: Card) => c.colorIdentity.every((x) => x === 'U' || x === 'G');
  let commander: Card | undefined;
  const spells: Card[] = [];
  const lands: Card[] = [];
  for (const c of db.allCards()) {
    // (Un-sets have a card named "_____", which a deck line cannot name.)
    if (!simic(c) || c.deckbuilding.basicLand || !/\p{L}/u.test(c.name) || /Token|Vanguard|Plane|Scheme|Conspiracy/.test(c.typeLine)) continue;
    if (!commander && /Legendary.*Creature/.test(c.typeLine) && c.colorIdentity.length === 2) commander = c;
    else if (/\bLand\b/.test(c.typeLine)) lands.length < 9 && lands.push(c);
    else if (spells.length < 70) spells.push(c);
    if (commander && spells.length >= 70 && lands.length >= 9) break;
  }
  if (!commander) throw new Error('no Simic commander in the card data');
  const deck = (chosen: Card[], order: 'asis' | 'reversed', lower: boolean) => {
    const basics = 99 - chosen.length - lands.length;
    const lines = [...chosen.map((c) => `1 ${lower ? c.name.toLowerCase() : c.name}`), ...lands.map((c) => `1 ${c.name}`), `${Math.ceil(basics / 2)} Island`, `${Math.floor(basics / 2)} Forest`];
    if (order === 'reversed') lines.reverse();
    return ['// format: commander', 'Commander', `1 ${commander!.name}`, '', 'Deck', ...lines].join('\n');
  };
  const textA = deck(spells.slice(0, 60), 'asis', false);
  // Ten cards swapped, every line moved and re-cased: the diff must resolve names to find only the ten.
  const textB = deck([...spells.slice(0, 50), ...spells.slice(60, 70)], 'reversed', true);
  const service = createDecklistService({ cards: db });
  const a = service.check(textA);
  const b = service.check(textB);
  const changes = service.diff(a, b);
  console.log(`decks: ${a.counts.main + a.counts.commander} and ${b.counts.main + b.counts.commander} cards; ${changes.length} changes between them`);

  const stats = time(1000, () => service.analysis(a));
  const statsWithCheck = time(300, () => service.analysis(service.check(textA)));
  const diff = time(1000, () => service.diff(a, b));
  const diffWithCheck = time(300, () => service.diff(service.check(textA), service.check(textB)));
  const verdict = (ms: number) => (ms <= TARGET_MS ? 'ok' : `OVER the ${TARGET_MS} ms target`);
  console.log(`stats of a 100-card deck (checked):          median ${fmt(stats)} (${verdict(stats)})`);
  console.log(`stats of a 100-card deck, check included:    median ${fmt(statsWithCheck)}`);
  console.log(`diff of two 100-card decks (checked):        median ${fmt(diff)} (${verdict(diff)})`);
  console.log(`diff of two 100-card decks, checks included: median ${fmt(diffWithCheck)}`);
  if (stats > TARGET_MS || diff > TARGET_MS) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
