// Completion's ranking as it was computed before the ranking was precomputed (a sorted insertion
// of every match per request, in name-search.ts until 2026-11-29): the reference that the
// precomputed order must give the same answers as, and the bench's "before".
import { buildSearchArrays, type SearchSource } from '../../../server/src/core/cards/name-search';
import { MAX_CARD_NAME_LENGTH, searchKey } from '../../../server/src/core/cards/normalize';
import type { NameMatch } from '../../../server/src/core/cards/types';

const UNPLAYED = 0x7fffffff;

interface Candidate {
  entry: number;
  tier: number; // 0 whole-name prefix, 1 word-start prefix, 2 tokens in order
  /** Tier 2: query tokens that are whole words of the name (more is better). */
  whole: number;
  /** The whole name is the query. */
  exact: boolean;
  /** playOrder of the card (lower is played more). */
  play: number;
  len: number;
  key: string;
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.tier !== b.tier) return a.tier < b.tier;
  if (a.whole !== b.whole) return a.whole > b.whole;
  if (a.exact !== b.exact) return a.exact;
  if (a.play !== b.play) return a.play < b.play;
  if (a.len !== b.len) return a.len < b.len;
  return a.key < b.key;
}

function lowerBound(n: number, keyAt: (i: number) => string, q: string): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyAt(mid) < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The old completion over `src` (its sorted arrays built once). */
export function referenceCompleter(src: SearchSource): (prefix: string, limit?: number) => NameMatch[] {
  const keys = Array.from({ length: src.size }, (_, i) => src.key(i));
  const arrays = buildSearchArrays(keys);
  return (prefix, limit = 50) => referenceComplete(src, keys, arrays, prefix, limit);
}

function referenceComplete(src: SearchSource, keys: string[], arrays: { sorted: Int32Array; wordEntry: Int32Array; wordOffset: Int32Array }, prefix: string, limit: number): NameMatch[] {
  if (prefix.length > MAX_CARD_NAME_LENGTH) return [];
  const q = searchKey(prefix);
  if (!q || limit <= 0) return [];
  const { sorted, wordEntry, wordOffset } = arrays;
  // Keep a bounded best list; `limit * 4` leaves room for several entries per card.
  const cap = limit * 4;
  const best: Candidate[] = [];
  const low = src.low;
  const play = src.playOrder;
  const offer = (found: Omit<Candidate, 'exact' | 'play'>) => {
    const card = src.card(found.entry);
    const c: Candidate = { ...found, exact: found.len === q.length, play: play ? play.call(src, card) : UNPLAYED };
    if (low && low.call(src, card)) c.tier += 3;
    if (best.length >= cap && !better(c, best[best.length - 1])) return;
    let i = best.length;
    best.push(c);
    while (i > 0 && better(c, best[i - 1])) {
      best[i] = best[i - 1];
      i--;
    }
    best[i] = c;
    if (best.length > cap) best.pop();
  };
  // Tier 0: the whole name starts with the query.
  let lo = lowerBound(sorted.length, (i) => keys[sorted[i]], q);
  for (let i = lo; i < sorted.length; i++) {
    const e = sorted[i];
    const k = keys[e];
    if (!k.startsWith(q)) break;
    offer({ entry: e, tier: 0, whole: 0, len: k.length, key: k });
  }
  // Tier 1: a later word starts the query.
  const wkey = (i: number) => keys[wordEntry[i]].slice(wordOffset[i]);
  lo = lowerBound(wordEntry.length, wkey, q);
  for (let i = lo; i < wordEntry.length; i++) {
    const e = wordEntry[i];
    const k = keys[e];
    if (!k.startsWith(q, wordOffset[i])) break;
    offer({ entry: e, tier: 1, whole: 0, len: k.length, key: k });
  }
  // Tier 2: each query token starts a word, in order ("jace sculp").
  const tokens = q.split(' ');
  if (tokens.length > 1) {
    const first = tokens[0];
    // Returns how many tokens are whole words, or -1 when the tokens don't all match.
    const check = (e: number) => {
      const words = keys[e].split(' ');
      let w = 0;
      let whole = 0;
      for (const t of tokens) {
        while (w < words.length && !words[w].startsWith(t)) w++;
        if (w === words.length) return -1;
        if (words[w].length === t.length) whole++;
        w++;
      }
      return whole;
    };
    lo = lowerBound(sorted.length, (i) => keys[sorted[i]], first);
    for (let i = lo; i < sorted.length; i++) {
      const e = sorted[i];
      if (!keys[e].startsWith(first)) break;
      const whole = check(e);
      if (whole >= 0) offer({ entry: e, tier: 2, whole, len: keys[e].length, key: keys[e] });
    }
    lo = lowerBound(wordEntry.length, wkey, first);
    for (let i = lo; i < wordEntry.length; i++) {
      const e = wordEntry[i];
      if (!keys[e].startsWith(first, wordOffset[i])) break;
      const whole = check(e);
      if (whole >= 0) offer({ entry: e, tier: 2, whole, len: keys[e].length, key: keys[e] });
    }
  }
  const out: NameMatch[] = [];
  const seen = new Set<number>();
  const seenNames = new Set<string>();
  for (const c of best) {
    const card = src.card(c.entry);
    if (seen.has(card)) continue;
    seen.add(card);
    const cardName = src.cardName(card);
    if (seenNames.has(cardName)) continue; // a token named like a card
    seenNames.add(cardName);
    const base = [1, 0.8, 0.6, 0.5, 0.4, 0.3][c.tier];
    const score = Math.round((base - 0.19 * (1 - q.length / Math.max(q.length, c.len))) * 1000) / 1000;
    const m: NameMatch = { name: cardName, score };
    const alias = src.alias(c.entry);
    if (alias !== undefined) m.alias = alias;
    out.push(m);
    if (out.length >= limit) break;
  }
  return out;
}
