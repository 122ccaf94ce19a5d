// Mental Legacy (seed 002): a card cast from hand may be cast as another card with exactly the
// same mana cost. This is the card-data half: the canonical key of a mana cost and the index from
// a key to the cards that have it. Which of them a format lets one declare is formats/same-cost.ts;
// the hover text and the cost typed on a line are features/same-cost.ts.
//
// Matching follows the document (rules 2, 3 and 90m.3b):
// - costs match as a multiset of symbols: generic, colored, {C}, {X}, hybrid and Phyrexian
//   symbols must all be the same; colors and color identity do not matter;
// - a card with no mana cost matches nothing, and {0} is a cost (Tormod's Crypt is not
//   Ancestral Vision);
// - a split card matches only a split card whose halves have the same costs (Rough // Tumble
//   and Boom // Bust), never one half alone (Snapcaster Mage is not Ice);
// - only a card's own name can be declared: not a transformed back face, a flipped half or an
//   adventure; multi-face cards other than split cards are keyed by their front face.
import { LOW_RANK_LAYOUTS } from './name-search';
import type { Card, CardDatabase, Legality } from './types';

const SPLIT_LAYOUTS = new Set(['split', 'aftermath']);

/** Japanese (and the document's) color words in costs written like `(1)(青)`. */
const COST_WORDS: Record<string, string> = { 白: 'W', 青: 'U', 黒: 'B', 赤: 'R', 緑: 'G', 無色: 'C', 無: 'C' };

/** The symbols of one cost (`{1}{U}` → `1`, `U`), upper-cased; undefined when it is not a cost. */
function symbolsOf(cost: string): string[] | undefined {
  const out: string[] = [];
  const re = /\{([^{}]+)\}/g;
  let m: RegExpExecArray | null;
  let last = 0;
  while ((m = re.exec(cost))) {
    if (cost.slice(last, m.index).trim()) return undefined;
    out.push(m[1].trim().toUpperCase());
    last = re.lastIndex;
  }
  if (cost.slice(last).trim()) return undefined;
  return out;
}

/** One half's canonical key: its symbols sorted, `{0}` kept (it is a cost); '' for no cost. */
function halfKey(cost: string): string | undefined {
  const symbols = symbolsOf(cost);
  if (!symbols) return undefined;
  return symbols
    .sort()
    .map((s) => `{${s}}`)
    .join('');
}

/**
 * The canonical key of a mana cost as the card data writes it (`{1}{U}`, `{1}{R} // {5}{R}` for a
 * split card): the same key means exactly the same cost. Undefined for no mana cost, which
 * matches nothing.
 */
export function manaCostKey(cost: string): string | undefined {
  const t = cost.trim();
  if (!t) return undefined;
  const halves = t.split(/\s*\/\/\s*/);
  if (halves.length === 1) return halfKey(t) || undefined;
  const keys = halves.map(halfKey);
  if (keys.some((k) => k === undefined || k === '')) return undefined;
  // The same two costs in either order: the copy's halves are cast for their own costs.
  return 'split:' + (keys as string[]).sort().join(' // ');
}

/**
 * Reads a cost as a person types it: `{1}{U}`, `{U}{1}`, `1U`, `(1)(青)`, `{B/G}`, `XR`, and a
 * split card's `{1}{R} // {5}{R}`. Returns the canonical key and the cost in `{…}` form, or an
 * error message.
 */
export function parseCostQuery(text: string): { key: string; cost: string } | { error: string } {
  const t = text.normalize('NFKC').trim();
  if (!t) return { error: 'give a mana cost such as "{1}{U}" (a card with no mana cost matches nothing)' };
  const halves = t.split(/\s*\/\/\s*/).map((h) => {
    const s = h.replace(/\(([^()]+)\)/g, (_, x: string) => `{${COST_WORDS[x.trim()] ?? x}}`);
    if (s.includes('{')) return s.replace(/\{([^{}]+)\}/g, (_, x: string) => `{${COST_WORDS[x.trim()] ?? x.trim().toUpperCase()}}`);
    // Shorthand: `2UU`, `XR`, `0`: a number, then one letter per symbol.
    const m = /^(\d*)([WUBRGCXYZS]*)$/i.exec(s.replace(/\s+/g, ''));
    if (!m || (!m[1] && !m[2])) return undefined;
    return (m[1] ? `{${Number(m[1])}}` : '') + [...m[2].toUpperCase()].map((c) => `{${c}}`).join('');
  });
  if (halves.some((h) => h === undefined)) {
    return { error: `"${text}" is not a mana cost; write it like {1}{U}, {B/G} or {1}{R} // {5}{R}` };
  }
  const cost = (halves as string[]).join(' // ');
  const key = manaCostKey(cost);
  if (!key) return { error: `"${text}" is not a mana cost; write it like {1}{U}, {B/G} or {1}{R} // {5}{R}` };
  return { key, cost };
}

/** What a card can be declared as, and for: its own name and cost (front face of a multi-face card). */
export interface CastingIdentity {
  /** The name one declares: a split card's full name, else the front face's name. */
  name: string;
  /** The mana cost as printed ('' when it has none). */
  manaCost: string;
  typeLine: string;
  /** Canonical cost key; undefined when it has no mana cost (it matches nothing). */
  key?: string;
}

export function castingIdentity(card: Card): CastingIdentity {
  if (card.faces.length > 1 && SPLIT_LAYOUTS.has(card.layout)) {
    const manaCost = card.faces.map((f) => f.manaCost).join(' // ');
    return { name: card.name, manaCost, typeLine: card.typeLine, key: manaCostKey(manaCost) };
  }
  if (card.faces.length > 1) {
    const f = card.faces[0];
    return { name: f.name, manaCost: f.manaCost, typeLine: f.typeLine, key: manaCostKey(f.manaCost) };
  }
  return { name: card.name, manaCost: card.manaCost, typeLine: card.typeLine, key: manaCostKey(card.manaCost) };
}

export interface IndexEntry {
  name: string;
  manaCost: string;
  typeLine: string;
  legalities?: Record<string, Legality>;
  previewRelease?: string;
}

/** Exact mana cost → the cards with it, built from the whole card data on first use. */
export class SameCostIndex {
  private readonly byKey = new Map<string, IndexEntry[]>();
  /** Cards indexed (cards with a mana cost that one can hold in a deck). */
  readonly size: number;

  constructor(cards: Iterable<Card>) {
    const seen = new Set<string>();
    let n = 0;
    for (const card of cards) {
      if (LOW_RANK_LAYOUTS.has(card.layout)) continue; // tokens, planes, vanguards: never cast from hand
      const id = castingIdentity(card);
      if (!id.key || seen.has(id.name)) continue;
      seen.add(id.name);
      const list = this.byKey.get(id.key) ?? [];
      const entry: IndexEntry = { name: id.name, manaCost: id.manaCost, typeLine: id.typeLine };
      if (card.legalities) entry.legalities = card.legalities;
      if (card.previewRelease !== undefined) entry.previewRelease = card.previewRelease;
      list.push(entry);
      this.byKey.set(id.key, list);
      n++;
    }
    for (const list of this.byKey.values()) list.sort((a, b) => a.name.localeCompare(b.name));
    this.size = n;
  }

  /** The cards with this canonical cost key, by name. */
  withKey(key: string): readonly IndexEntry[] {
    return this.byKey.get(key) ?? [];
  }

  /** Number of distinct costs. */
  get costs(): number {
    return this.byKey.size;
  }
}

const INDEXES = new WeakMap<CardDatabase, SameCostIndex>();

/** The database's same-cost index, built on first use (one pass over the cards). */
export function sameCostIndex(db: CardDatabase): SameCostIndex {
  let index = INDEXES.get(db);
  if (!index) {
    index = new SameCostIndex(db.allCards());
    INDEXES.set(db, index);
  }
  return index;
}
