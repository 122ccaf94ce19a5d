// Completion (prefix and word starts) and fuzzy suggestions over a list of names.
// Shared by the in-memory database and the compact index. Heavy structures are
// built on first use.
import type { Card, NameMatch } from './types';
import { MAX_CARD_NAME_LENGTH, searchKey } from './normalize';
import { KANA_RE } from './japanese';

/** One searchable name: a card name, a face name or an alternative-language name. */
export interface SearchSource {
  /** Number of entries. */
  readonly size: number;
  /** searchKey() of entry i. */
  key(i: number): string;
  /** Index of the card entry i names. */
  card(i: number): number;
  /** The alternative name when entry i is one (e.g. Japanese), else undefined. */
  alias(i: number): string | undefined;
  /** Canonical name of card c. */
  cardName(c: number): string;
  /** Card c is not a deck card (token, emblem, vanguard, plane, scheme): ranked last. */
  low?(c: number): boolean;
  /** How much card c is played (playOrder): among equally good matches, lower first. */
  playOrder?(c: number): number;
}

/** No data on how much a card is played: after every card that has some. */
const UNPLAYED = 0x7fffffff;

/**
 * How much a card is played, as a sort key (lower first): its EDHREC rank where the data has one,
 * else more printings first, else last.
 */
export function playOrder(card: Pick<Card, 'edhrecRank' | 'printings'>): number {
  if (card.edhrecRank !== undefined) return Math.min(card.edhrecRank, 1_000_000);
  if (card.printings !== undefined) return 2_000_000 - Math.min(card.printings, 1_000_000);
  return UNPLAYED;
}

/** Layouts of objects that are not cards you put in a deck. */
export const LOW_RANK_LAYOUTS = new Set(['token', 'double_faced_token', 'emblem', 'vanguard', 'planar', 'scheme', 'art_series']);

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

/** Sorted structures for completion; computed at index build time or on first use. */
export interface SearchArrays {
  /** Entries sorted by key. */
  sorted: Int32Array;
  /** Word starts after the first word, sorted by the key's text from there on. */
  wordEntry: Int32Array;
  wordOffset: Int32Array;
  /** Bigram postings for fuzzy suggestions (absent in indexes that did not store them: built on first use). */
  grams?: GramArrays;
}

/**
 * Letter-pair postings over ' ' + key + ' ': `codes[g]` is the pair (first << 16 | second),
 * the entries containing it are `post[start[g] .. start[g + 1]]`.
 */
export interface GramArrays {
  codes: Int32Array;
  start: Int32Array;
  post: Int32Array;
}

export function buildGramArrays(keys: readonly string[]): GramArrays {
  const id = new Map<number, number>();
  const codes: number[] = [];
  // Pass 1: gram ids per entry (deduplicated with a last-seen marker), counts per gram.
  const entryGrams: number[] = [];
  const entryStart = new Int32Array(keys.length + 1);
  let lastSeen = new Int32Array(1024).fill(-1);
  let sizes = new Int32Array(1024);
  for (let e = 0; e < keys.length; e++) {
    entryStart[e] = entryGrams.length;
    const k = keys[e];
    const n = k.length;
    let prevCode = 32;
    for (let i = 0; i <= n; i++) {
      const code = i < n ? k.charCodeAt(i) : 32;
      const g = (prevCode << 16) | code;
      prevCode = code;
      let gid = id.get(g);
      if (gid === undefined) {
        gid = id.size;
        id.set(g, gid);
        codes.push(g);
        if (gid >= sizes.length) {
          const ns = new Int32Array(sizes.length * 2);
          ns.set(sizes);
          sizes = ns;
          const nl = new Int32Array(lastSeen.length * 2).fill(-1);
          nl.set(lastSeen);
          lastSeen = nl;
        }
      }
      if (lastSeen[gid] !== e) {
        lastSeen[gid] = e;
        sizes[gid]++;
        entryGrams.push(gid);
      }
    }
  }
  entryStart[keys.length] = entryGrams.length;
  const ng = id.size;
  const start = new Int32Array(ng + 1);
  for (let g = 0; g < ng; g++) start[g + 1] = start[g] + sizes[g];
  const fill = start.slice(0, ng);
  const post = new Int32Array(entryGrams.length);
  for (let e = 0; e < keys.length; e++) {
    for (let j = entryStart[e]; j < entryStart[e + 1]; j++) post[fill[entryGrams[j]]++] = e;
  }
  return { codes: Int32Array.from(codes), start, post };
}

export function buildSearchArrays(keys: readonly string[]): SearchArrays {
  const n = keys.length;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
  const we: number[] = [];
  const wo: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = keys[i];
    for (let j = k.indexOf(' '); j >= 0; j = k.indexOf(' ', j + 1)) {
      we.push(i);
      wo.push(j + 1);
    }
  }
  const suffixes = we.map((e, w) => keys[e].slice(wo[w]));
  const widx = Array.from({ length: we.length }, (_, i) => i);
  widx.sort((a, b) => (suffixes[a] < suffixes[b] ? -1 : suffixes[a] > suffixes[b] ? 1 : a - b));
  return {
    sorted: Int32Array.from(order),
    wordEntry: Int32Array.from(widx, (w) => we[w]),
    wordOffset: Int32Array.from(widx, (w) => wo[w]),
    grams: buildGramArrays(keys),
  };
}

function codesOf(k: string): Uint16Array {
  const a = new Uint16Array(k.length);
  for (let i = 0; i < k.length; i++) a[i] = k.charCodeAt(i);
  return a;
}

const CJK_RE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

export class NameSearch {
  private keys: string[] | undefined;
  private sorted: Int32Array | undefined; // entries sorted by key
  private wordEntry: Int32Array | undefined; // word-start suffixes (not at 0), sorted
  private wordOffset: Int32Array | undefined;
  private lens: Int32Array | undefined;
  /** Per entry: the length of its first word ("thrasios" of "thrasios triton hero"), or 0 for a one-word name. */
  private heads: Int32Array | undefined;

  constructor(
    private readonly src: SearchSource,
    private readonly prebuilt?: SearchArrays,
  ) {}

  private ensure(): void {
    if (this.keys) return;
    const n = this.src.size;
    const keys = new Array<string>(n);
    for (let i = 0; i < n; i++) keys[i] = this.src.key(i);
    const arrays = this.prebuilt ?? buildSearchArrays(keys);
    this.wordEntry = arrays.wordEntry;
    this.wordOffset = arrays.wordOffset;
    this.sorted = arrays.sorted;
    this.keys = keys;
  }

  /**
   * The ranking of every entry, computed once per card data: entries in the order completion
   * offers them among equally good matches (deck cards before tokens and the like, then the most
   * played, then the shorter name, then by key). `rankOf[e]` is entry e's place in `byRank`.
   */
  private ranking: { byRank: Int32Array; rankOf: Int32Array } | undefined;

  private ensureRanking(): { byRank: Int32Array; rankOf: Int32Array } {
    if (this.ranking) return this.ranking;
    const keys = this.keys!;
    const n = keys.length;
    const low = new Uint8Array(n);
    const play = new Int32Array(n);
    for (let e = 0; e < n; e++) {
      const card = this.src.card(e);
      low[e] = this.src.low?.(card) ? 1 : 0;
      play[e] = this.src.playOrder ? this.src.playOrder(card) : UNPLAYED;
    }
    const order = Array.from({ length: n }, (_, i) => i);
    order.sort((a, b) => low[a] - low[b] || play[a] - play[b] || keys[a].length - keys[b].length || (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
    const byRank = Int32Array.from(order);
    const rankOf = new Int32Array(n);
    for (let r = 0; r < n; r++) rankOf[byRank[r]] = r;
    this.ranking = { byRank, rankOf };
    return this.ranking;
  }

  /**
   * Ranked completion by prefix and word starts: names that start with the query (the name itself
   * first), then names with a later word that does, then names whose words start with the query's
   * words in order (more of them whole words first); deck cards before tokens and the like, and
   * among equals in the precomputed play order (see ensureRanking). Each request does bounded
   * work: a group of matches is taken in rank order either by sorting its few entries' ranks, or,
   * when the group is large, by walking the ranking until enough cards are found.
   */
  complete(prefix: string, limit = 50): NameMatch[] {
    if (prefix.length > MAX_CARD_NAME_LENGTH) return [];
    const q = searchKey(prefix);
    if (!q || limit <= 0) return [];
    this.ensure();
    const keys = this.keys!;
    const sorted = this.sorted!;
    const wordEntry = this.wordEntry!;
    const wordOffset = this.wordOffset!;
    const { byRank, rankOf } = this.ensureRanking();
    const n = keys.length;
    const low = this.src.low;
    const isLow = (e: number) => (low ? low.call(this.src, this.src.card(e)) : false);
    const out: NameMatch[] = [];
    const seen = new Set<number>();
    const seenNames = new Set<string>();
    /** Takes entry e as a match of `tier`; true once `limit` cards are found. */
    const take = (e: number, tier: number): boolean => {
      const card = this.src.card(e);
      if (seen.has(card)) return false;
      seen.add(card);
      const cardName = this.src.cardName(card);
      if (seenNames.has(cardName)) return false; // a token named like a card
      seenNames.add(cardName);
      const len = keys[e].length;
      const base = [1, 0.8, 0.6, 0.5, 0.4, 0.3][tier];
      const score = Math.round((base - 0.19 * (1 - q.length / Math.max(q.length, len))) * 1000) / 1000;
      const m: NameMatch = { name: cardName, score };
      const alias = this.src.alias(e);
      if (alias !== undefined) m.alias = alias;
      out.push(m);
      return out.length >= limit;
    };
    /** Entries of [lo, hi) of `list` in rank order (a sort of their ranks), or undefined when the walk is cheaper. */
    const inRankOrder = (list: Int32Array, lo: number, hi: number): Int32Array | undefined => {
      const m = hi - lo;
      const need = limit - out.length;
      if (m > 64 && m * m > need * n * 2) return undefined;
      const ranks = new Int32Array(m);
      for (let i = 0; i < m; i++) ranks[i] = rankOf[list[lo + i]];
      ranks.sort();
      return ranks;
    };
    const prefixRange = (first: string) => {
      const lo = lowerBound(sorted.length, (i) => keys[sorted[i]], first);
      let hi = lo;
      while (hi < sorted.length && keys[sorted[hi]].startsWith(first)) hi++;
      return { lo, hi };
    };
    const wkey = (i: number) => keys[wordEntry[i]].slice(wordOffset[i]);
    const wordRange = (first: string) => {
      const lo = lowerBound(wordEntry.length, wkey, first);
      let hi = lo;
      while (hi < wordEntry.length && keys[wordEntry[hi]].startsWith(first, wordOffset[hi])) hi++;
      return { lo, hi };
    };
    const whole = prefixRange(q);
    const later = wordRange(q);
    const tokens = q.split(' ');
    // Deck cards, then (the same tiers again, scored lower) tokens, emblems and the like.
    for (const lowPass of [false, true]) {
      const ok = (e: number) => isLow(e) === lowPass;
      const tierOf = (t: number) => (lowPass ? t + 3 : t);
      // Tier 0: the whole name starts with the query; the name itself first.
      for (let i = whole.lo; i < whole.hi && keys[sorted[i]] === q; i++) if (ok(sorted[i]) && take(sorted[i], tierOf(0))) return out;
      if (this.takeInOrder(inRankOrder(sorted, whole.lo, whole.hi), byRank, (e) => ok(e) && keys[e].startsWith(q), (e) => take(e, tierOf(0)))) return out;
      // Tier 1: a later word starts the query.
      const spaced = ' ' + q;
      if (this.takeInOrder(inRankOrder(wordEntry, later.lo, later.hi), byRank, (e) => ok(e) && keys[e].includes(spaced), (e) => take(e, tierOf(1)))) return out;
      // Tier 2: each query token starts a word, in order ("jace sculp"); more whole words first.
      if (tokens.length > 1 && this.tokensInOrder(tokens, prefixRange, wordRange, ok, (e) => take(e, tierOf(2)), limit - out.length)) return out;
    }
    return out;
  }

  /**
   * Offers entries in rank order: the given ranks (already sorted), else the whole ranking walked
   * with `matches`. Stops when `take` says enough; returns whether it did.
   */
  private takeInOrder(ranks: Int32Array | undefined, byRank: Int32Array, matches: (e: number) => boolean, take: (e: number) => boolean): boolean {
    if (ranks) {
      for (let i = 0; i < ranks.length; i++) {
        const e = byRank[ranks[i]];
        if (matches(e) && take(e)) return true;
      }
      return false;
    }
    for (let r = 0; r < byRank.length; r++) {
      const e = byRank[r];
      if (matches(e) && take(e)) return true;
    }
    return false;
  }

  /**
   * Tier 2 of completion: names whose words start with the query's tokens in order. Candidates
   * come from the token that starts the fewest names; ranked by how many tokens are whole words,
   * then rank. When even that token starts very many names, the ranking is walked and the first
   * matches found (8 × need of them, or all) are ranked among themselves.
   */
  private tokensInOrder(
    tokens: string[],
    prefixRange: (t: string) => { lo: number; hi: number },
    wordRange: (t: string) => { lo: number; hi: number },
    ok: (e: number) => boolean,
    take: (e: number) => boolean,
    need: number,
  ): boolean {
    const keys = this.keys!;
    const { byRank, rankOf } = this.ranking!;
    // Returns how many tokens are whole words, or -1 when the tokens don't all match.
    const check = (e: number) => {
      const words = keys[e].split(' ');
      let w = 0;
      let wholeWords = 0;
      for (const t of tokens) {
        while (w < words.length && !words[w].startsWith(t)) w++;
        if (w === words.length) return -1;
        if (words[w].length === t.length) wholeWords++;
        w++;
      }
      return wholeWords;
    };
    let best: { token: string; size: number; a: { lo: number; hi: number }; b: { lo: number; hi: number } } | undefined;
    for (const token of new Set(tokens)) {
      if (!token) continue;
      const a = prefixRange(token);
      const b = wordRange(token);
      const size = a.hi - a.lo + (b.hi - b.lo);
      if (!best || size < best.size) best = { token, size, a, b };
    }
    if (!best) return false;
    const found: Array<{ e: number; whole: number; exact: boolean }> = [];
    const consider = (e: number) => {
      if (!ok(e)) return;
      const whole = check(e);
      if (whole >= 0) found.push({ e, whole, exact: keys[e].length === tokens.join(' ').length });
    };
    const n = keys.length;
    if (best.size > 64 && best.size * best.size > need * n * 2) {
      const spaced = ' ' + best.token;
      for (let r = 0; r < byRank.length && found.length < need * 8; r++) {
        const e = byRank[r];
        if (keys[e].startsWith(best.token) || keys[e].includes(spaced)) consider(e);
      }
    } else {
      const seen = new Set<number>();
      for (let i = best.a.lo; i < best.a.hi; i++) if (!seen.has(this.sorted![i])) seen.add(this.sorted![i]);
      for (let i = best.b.lo; i < best.b.hi; i++) seen.add(this.wordEntry![i]);
      for (const e of seen) consider(e);
    }
    found.sort((x, y) => y.whole - x.whole || Number(y.exact) - Number(x.exact) || rankOf[x.e] - rankOf[y.e]);
    for (const f of found) if (take(f.e)) return true;
    return false;
  }

  /** The most played cards (playOrder, then name), one entry per card, among the entries whose alias `accept` takes; no token or the like. */
  popular(limit: number, accept: (alias: string | undefined) => boolean): NameMatch[] {
    const { src } = this;
    const found: Array<{ entry: number; card: number; play: number; name: string }> = [];
    for (let e = 0; e < src.size; e++) {
      const alias = src.alias(e);
      if (!accept(alias)) continue;
      const card = src.card(e);
      if (src.low?.(card)) continue;
      found.push({ entry: e, card, play: src.playOrder?.(card) ?? UNPLAYED, name: src.cardName(card) });
    }
    found.sort((a, b) => a.play - b.play || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.entry - b.entry));
    const out: NameMatch[] = [];
    const seen = new Set<number>();
    for (const f of found) {
      if (seen.has(f.card)) continue;
      seen.add(f.card);
      const m: NameMatch = { name: f.name, score: 1 };
      const alias = src.alias(f.entry);
      if (alias !== undefined) m.alias = alias;
      out.push(m);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Bigram postings over ' ' + key + ' ', built on first fuzzy search. */
  private grams: { id: Map<number, number>; start: Int32Array; post: Int32Array; counts: Uint16Array } | undefined;
  private touched: Int32Array | undefined;

  private ensureGrams(): void {
    if (this.grams) return;
    const g = this.prebuilt?.grams ?? buildGramArrays(this.keys!);
    const id = new Map<number, number>();
    for (let i = 0; i < g.codes.length; i++) id.set(g.codes[i], i);
    this.grams = { id, start: g.start, post: g.post, counts: new Uint16Array(this.keys!.length) };
  }

  /**
   * Fuzzy suggestions for a misspelt name, best first: candidates that share the most
   * letter pairs with it, ranked by edit distance (with transpositions).
   * Score = 1 - distance / longer length.
   */
  suggest(name: string, limit = 3): NameMatch[] {
    if (name.length > MAX_CARD_NAME_LENGTH) return [];
    const q = searchKey(name);
    if (!q || limit <= 0) return [];
    this.ensure();
    const keys = this.keys!;
    if (!this.lens) {
      this.lens = Int32Array.from(keys, (k) => k.length);
      this.heads = Int32Array.from(keys, (k) => Math.max(0, k.indexOf(' ')));
    }
    this.ensureGrams();
    const { id, start, post, counts } = this.grams!;
    // Character codes only of the few hundred candidates compared (one array per key made 20,000
    // small arrays on the first suggestion: mostly garbage-collection time).
    const codes = { at: (e: number) => codesOf(keys[e]) };
    const lens = this.lens!;
    const m = q.length;
    // A minimum similarity: at most 40% of the query's characters edited (half for
    // Japanese/Chinese, whose characters carry more), so garbage such as "v" or "zzz"
    // gets no suggestion instead of the nearest short name ("Vex", "Zap").
    const maxDist = Math.min(10, Math.floor(m * (CJK_RE.test(q) ? 0.5 : 0.4)));
    // A misspelt short name ("Thraisos" for "Thrasios, Triton Hero") is compared with the first
    // word of each name, with a tighter budget the shorter it is: one edit up to 5
    // characters, two up to 10, three beyond.
    const heads = this.heads!;
    const headDist = m < 4 ? 0 : m <= 5 ? 1 : m <= 10 ? 2 : 3;
    const headCandidates: number[] = [];
    // Count shared bigrams.
    const padded = ' ' + q + ' ';
    const qgrams = new Set<number>();
    for (let i = 0; i + 1 < padded.length; i++) {
      const gid = id.get((padded.charCodeAt(i) << 16) | padded.charCodeAt(i + 1));
      if (gid !== undefined) qgrams.add(gid);
    }
    const touched = this.touched ?? (this.touched = new Int32Array(keys.length));
    let nt = 0;
    for (const g of qgrams) {
      for (let p = start[g]; p < start[g + 1]; p++) {
        const e = post[p];
        if (counts[e] === 0) touched[nt++] = e;
        counts[e]++;
      }
    }
    // Keep the K entries sharing the most bigrams (counting sort), skipping impossible lengths.
    const K = 300;
    const hist = new Int32Array(qgrams.size + 2);
    for (let i = 0; i < nt; i++) {
      const e = touched[i];
      if (headDist > 0 && heads[e] > 0 && Math.abs(heads[e] - m) <= headDist && counts[e] * 2 >= qgrams.size && headCandidates.length < 200) headCandidates.push(e);
      if (Math.abs(lens[e] - m) <= maxDist) hist[counts[e]]++;
      else counts[e] = 0;
    }
    let threshold = qgrams.size;
    for (let acc = hist[threshold]; threshold > 1 && acc < K; ) acc += hist[--threshold];
    const buckets: number[][] = [];
    for (let i = 0; i < nt; i++) {
      const e = touched[i];
      const c = counts[e];
      counts[e] = 0;
      if (c >= threshold) (buckets[c] ??= []).push(e);
    }
    const candidates: number[] = [];
    for (let c = buckets.length - 1; c >= threshold && candidates.length < K; c--) if (buckets[c]) for (const e of buckets[c]) candidates.push(e);
    const qa = new Uint16Array(m);
    for (let i = 0; i < m; i++) qa[i] = q.charCodeAt(i);
    const maxLen = 256;
    const prev2 = new Int32Array(maxLen + 1);
    const prev = new Int32Array(maxLen + 1);
    const cur = new Int32Array(maxLen + 1);
    const best = new Map<number, { d: number; entry: number }>();
    // Once `limit` cards are found, only equally close or closer ones can enter.
    const top: number[] = [];
    let bound = maxDist;
    for (const e of candidates) {
      if (lens[e] > maxLen || Math.abs(lens[e] - m) > bound) continue;
      const d = this.distance(qa, codes.at(e), bound, prev2, prev, cur);
      if (d > bound) continue;
      const card = this.src.card(e);
      const old = best.get(card);
      if (old && old.d <= d) continue;
      best.set(card, { d, entry: e });
      if (!old) {
        let i = top.length;
        top.push(d);
        while (i > 0 && top[i - 1] > d) {
          top[i] = top[i - 1];
          i--;
        }
        top[i] = d;
        if (top.length > limit) top.pop();
        if (top.length === limit) bound = Math.min(bound, top[limit - 1]);
      }
    }
    const list = [...best.entries()].map(([card, v]) => {
      const len = Math.max(m, lens[v.entry]);
      return { card, d: v.d, entry: v.entry, score: Math.round((1 - v.d / len) * 1000) / 1000 };
    });
    for (const e of headCandidates) {
      const d = this.distance(qa, codes.at(e).subarray(0, heads[e]), headDist, prev2, prev, cur);
      if (d > headDist) continue;
      const card = this.src.card(e);
      if (best.has(card)) continue;
      best.set(card, { d, entry: e });
      // Scored like a shortened name (below), less for each edit.
      list.push({ card, d, entry: e, score: Math.round((0.5 + (0.45 * m) / lens[e] - 0.05 * d) * 1000) / 1000 });
    }
    const isLow = (c: number) => (this.src.low ? (this.src.low(c) ? 1 : 0) : 0);
    list.sort((a, b) => isLow(a.card) - isLow(b.card) || b.score - a.score || a.d - b.d || (keys[a.entry] < keys[b.entry] ? -1 : 1));
    const names = new Set<string>();
    const unique = list.filter((x) => {
      const n = this.src.cardName(x.card);
      if (names.has(n)) return false;
      names.add(n);
      return true;
    });
    const out = unique.slice(0, limit).map((x) => {
      const r: NameMatch = { name: this.src.cardName(x.card), score: x.score };
      const alias = this.src.alias(x.entry);
      if (alias !== undefined) r.alias = alias;
      return r;
    });
    // The same words in another order ("Bolt Lightning"): the card whose name they are comes first.
    for (const e of this.reordered(q)) {
      const card = this.src.card(e);
      const name = this.src.cardName(card);
      const old = out.find((o) => o.name === name);
      if (old) old.score = Math.max(old.score, REORDERED_SCORE);
      else {
        const r: NameMatch = { name, score: REORDERED_SCORE };
        const alias = this.src.alias(e);
        if (alias !== undefined) r.alias = alias;
        out.unshift(r);
      }
      out.sort((a, b) => b.score - a.score);
    }
    // A shortened name ("Thrasios" for "Thrasios, Triton Hero"): names holding the
    // query as whole words also qualify, scored by how much of the name it covers.
    if (m >= 3) {
      const padded = ' ' + q + ' ';
      for (const c of this.complete(name, limit * 3)) {
        const key = searchKey(c.alias ?? c.name);
        if (!(' ' + key + ' ').includes(padded)) continue;
        const score = Math.round((0.5 + (0.45 * m) / key.length) * 1000) / 1000;
        const old = out.find((o) => o.name === c.name);
        if (old) old.score = Math.max(old.score, score);
        else out.push(c.alias ? { name: c.name, score, alias: c.alias } : { name: c.name, score });
      }
      out.sort((a, b) => b.score - a.score);
    }
    // Japanese names have no word breaks: a shortened name is any part of the name
    // ("ロフェロス" for "ラノワールの使者ロフェロス"), maybe misspelt.
    if (KANA_RE.test(q) || CJK_RE.test(q)) {
      for (const x of this.containing(q, isLow)) {
        const old = out.find((o) => o.name === this.src.cardName(x.card));
        if (old) old.score = Math.max(old.score, x.score);
        else {
          const r: NameMatch = { name: this.src.cardName(x.card), score: x.score };
          const alias = this.src.alias(x.entry);
          if (alias !== undefined) r.alias = alias;
          out.push(r);
        }
      }
      out.sort((a, b) => b.score - a.score);
    }
    return out.slice(0, limit);
  }

  /** Entries whose key is the query's words in another order (two to four words). */
  private reordered(q: string): number[] {
    const words = q.split(' ');
    if (words.length < 2 || words.length > 4) return [];
    const keys = this.keys!;
    const sorted = this.sorted!;
    const out: number[] = [];
    for (const p of permutations(words)) {
      const key = p.join(' ');
      if (key === q) continue;
      for (let i = lowerBound(sorted.length, (j) => keys[sorted[j]], key); i < sorted.length && keys[sorted[i]] === key; i++) out.push(sorted[i]);
    }
    return out;
  }

  /**
   * Names holding the query (spaces ignored) with at most one edit (two from 8 characters; none
   * under 4), found through the query's letter pairs; scored like a shortened name, less per edit.
   */
  private containing(q: string, isLow: (c: number) => number): { card: number; entry: number; score: number }[] {
    const keys = this.keys!;
    const { id, start, post, counts } = this.grams!;
    const bare = q.replace(/ /g, '');
    const m = bare.length;
    if (m < 2) return [];
    const edits = m < 4 ? 0 : m < 8 ? 1 : 2;
    const grams = new Set<number>();
    let missing = 0;
    for (let i = 0; i + 1 < q.length; i++) {
      const gid = id.get((q.charCodeAt(i) << 16) | q.charCodeAt(i + 1));
      if (gid === undefined) missing++;
      else grams.add(gid);
    }
    const need = Math.max(1, grams.size + missing - 2 * edits);
    if (grams.size < need) return [];
    const touched = this.touched!;
    let nt = 0;
    for (const g of grams) {
      for (let p = start[g]; p < start[g + 1]; p++) {
        const e = post[p];
        if (counts[e] === 0) touched[nt++] = e;
        counts[e]++;
      }
    }
    const found = new Map<number, { card: number; entry: number; score: number }>();
    const qa = codesOf(bare);
    for (let i = 0; i < nt; i++) {
      const e = touched[i];
      const c = counts[e];
      counts[e] = 0;
      if (c < need || found.size >= 2000) continue;
      const key = keys[e].replace(/ /g, '');
      if (key.length <= m) continue;
      const d = edits === 0 ? (key.includes(bare) ? 0 : 1) : substringDistance(qa, codesOf(key), edits);
      if (d > edits) continue;
      const card = this.src.card(e);
      const score = Math.round((0.5 + (0.45 * m) / key.length - 0.05 * d) * 1000) / 1000;
      const old = found.get(card);
      if (!old || old.score < score) found.set(card, { card, entry: e, score });
    }
    return [...found.values()].sort((a, b) => isLow(a.card) - isLow(b.card) || b.score - a.score);
  }

  /** Optimal-string-alignment distance, giving up (returning > bound) early. */
  private distance(a: Uint16Array, b: Uint16Array, bound: number, p2: Int32Array, p: Int32Array, c: Int32Array): number {
    const m = a.length;
    const n = b.length;
    let prev2 = p2;
    let prev = p;
    let cur = c;
    for (let j = 0; j <= n; j++) prev[j] = j;
    for (let i = 1; i <= m; i++) {
      cur[0] = i;
      let rowMin = i;
      const ai = a[i - 1];
      const jlo = Math.max(1, i - bound);
      const jhi = Math.min(n, i + bound);
      if (jlo > 1) cur[jlo - 1] = bound + 1;
      for (let j = jlo; j <= jhi; j++) {
        const bj = b[j - 1];
        const cost = ai === bj ? 0 : 1;
        let v = prev[j - 1] + cost;
        const del = prev[j] + 1;
        if (del < v) v = del;
        const ins = cur[j - 1] + 1;
        if (ins < v) v = ins;
        if (i > 1 && j > 1 && ai === b[j - 2] && a[i - 2] === bj) {
          const t = prev2[j - 2] + 1;
          if (t < v) v = t;
        }
        cur[j] = v;
        if (v < rowMin) rowMin = v;
      }
      if (jhi < n) cur[jhi + 1] = bound + 1;
      if (rowMin > bound) return bound + 1;
      const t = prev2;
      prev2 = prev;
      prev = cur;
      cur = t;
    }
    return prev[n];
  }
}

/** A name of the same words in another order: as sure a suggestion as an exact one. */
const REORDERED_SCORE = 0.99;

function permutations(words: string[]): string[][] {
  if (words.length <= 1) return [words];
  const out: string[][] = [];
  words.forEach((w, i) => {
    for (const rest of permutations([...words.slice(0, i), ...words.slice(i + 1)])) out.push([w, ...rest]);
  });
  return out;
}

/** The fewest edits that turn `a` into some part of `b` (more than `bound`: bound + 1). */
function substringDistance(a: Uint16Array, b: Uint16Array, bound: number): number {
  let prev = new Int32Array(b.length + 1); // a part may start anywhere: row 0 is all zeros
  let cur = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1), prev[j] + 1, cur[j - 1] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > bound) return bound + 1;
    [prev, cur] = [cur, prev];
  }
  let best = bound + 1;
  for (let j = 0; j <= b.length; j++) if (prev[j] < best) best = prev[j];
  return best;
}

/** A SearchSource over plain arrays. */
export function arraySearchSource(
  entries: { key: string; card: number; alias?: string }[],
  cardName: (c: number) => string,
): SearchSource {
  return {
    size: entries.length,
    key: (i) => entries[i].key,
    card: (i) => entries[i].card,
    alias: (i) => entries[i].alias,
    cardName,
  };
}
