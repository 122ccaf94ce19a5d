// Completion's ranking is computed once per card data (an order), not sorted per request: the
// answers stay those of the per-request ranking it replaced (complete-reference.ts), name for name
// and score for score, on the sample cards and, where ../shared holds it, the 20,030-card
// Scryfall data (1-, 2- and 3-letter prefixes and whole names).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LOW_RANK_LAYOUTS, NameSearch, arraySearchSource, playOrder, type SearchSource } from '../../../server/src/core/cards/name-search';
import { searchKey } from '../../../server/src/core/cards/normalize';
import { readCardSource } from '../../../server/src/core/cards/sources';
import type { Card } from '../../../server/src/core/cards/types';
import { referenceCompleter } from './complete-reference';
import { sampleCards, sharedDir } from './helpers';

function sourceOf(cards: Card[], aliases: Array<{ alias: string; card: number }> = []): SearchSource {
  const entries: { key: string; card: number; alias?: string }[] = [];
  cards.forEach((c, i) => {
    entries.push({ key: searchKey(c.name), card: i });
    if (c.faces.length > 1) for (const f of c.faces) entries.push({ key: searchKey(f.name), card: i });
  });
  for (const a of aliases) entries.push({ key: searchKey(a.alias), card: a.card, alias: a.alias });
  const src = arraySearchSource(entries, (i) => cards[i].name);
  src.low = (c) => LOW_RANK_LAYOUTS.has(cards[c].layout);
  src.playOrder = (c) => playOrder(cards[c]);
  return src;
}

/** Every query's answer from both, compared whole; returns how many queries were compared. */
function compare(src: SearchSource, queries: Iterable<string>, limits: number[]): number {
  const search = new NameSearch(src);
  const reference = referenceCompleter(src);
  let n = 0;
  for (const q of queries) {
    for (const limit of limits) {
      assert.deepEqual(search.complete(q, limit), reference(q, limit), `"${q}", limit ${limit}`);
      n++;
    }
  }
  return n;
}

test('the precomputed ranking answers as the per-request ranking did: every prefix of every sample name, Japanese names, tokens', () => {
  const cards = sampleCards();
  const aliases = [
    { alias: '稲妻', card: cards.findIndex((c) => c.name === 'Lightning Bolt') },
    { alias: '対抗呪文', card: cards.findIndex((c) => c.name === 'Counterspell') },
  ].filter((a) => a.card >= 0);
  const queries = new Set<string>(['sol r', 'swo plow', 'jace mind', 'a b', 'of the', '稲', 'zzz', 'x']);
  for (const c of cards) for (let k = 1; k <= c.name.length; k++) queries.add(c.name.slice(0, k));
  const n = compare(sourceOf(cards, aliases), queries, [1, 5, 50, 120]);
  assert.equal(n, queries.size * 4);
});

const SHARED = path.join(sharedDir, 'carddata', 'cards.jsonl.gz');

test('on the 20,030-card Scryfall data: 1-, 2- and 3-letter prefixes and whole names answer as before', { skip: existsSync(SHARED) ? false : '../shared/carddata is not here', timeout: 600_000 }, async () => {
  const { cards } = await readCardSource(SHARED);
  const src = sourceOf(cards);
  const names = cards.map((c) => c.name).filter((_, i) => i % 40 === 0);
  const queries = new Set<string>();
  for (const name of cards.map((c) => c.name)) {
    queries.add(name.slice(0, 1));
    queries.add(name.slice(0, 2));
  }
  for (const name of names) {
    queries.add(name.slice(0, 3));
    queries.add(name);
  }
  const n = compare(src, queries, [120]);
  assert.equal(n, queries.size);
});
