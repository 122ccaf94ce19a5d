// Mental Legacy (seed 002): a card cast from hand may be cast as another card with exactly the
// same mana cost. This is the index from an exact mana cost to the cards that have it, and the
// questions players ask of it: what can this card become, and which cards have this cost?
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
import { escapeMarkdown } from '../markdown';
import type { FormatDefinition } from '../formats/schema';
import { legalityReader } from '../formats/legality';
import { inList } from '../cards/names';
import { LOW_RANK_LAYOUTS } from './search';
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

interface IndexEntry {
  name: string;
  manaCost: string;
  typeLine: string;
  legalities?: Record<string, Legality>;
  legalitiesUncertain?: boolean;
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
      if (card.legalitiesUncertain) entry.legalitiesUncertain = true;
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

export interface SameCostCard {
  name: string;
  manaCost: string;
  typeLine: string;
  /** Present only when the data cannot say whether the card may be declared. */
  legality?: 'unknown';
}

export interface SameCostResult {
  /** The card asked about (its declarable name), absent for a cost query. */
  card?: string;
  /** The cost as printed (or as asked), '' when the card has none. */
  manaCost: string;
  /** The format whose card pool decides what may be declared. */
  format: string;
  /** Cards the card can be cast as (or the cards with the cost), by name; the card itself excluded. */
  cards: SameCostCard[];
  /** Cards with the same cost that the format bans or does not allow: named, not offered. */
  notLegal: Array<{ name: string; legality: 'banned' | 'not_legal' }>;
  /** Why nothing can match: the card has no mana cost. */
  noManaCost?: boolean;
  /** Why legality is unknown for every card (offline snapshot), when it is. */
  legalityUnknown?: string;
}

function resultFor(db: CardDatabase, key: string | undefined, format: FormatDefinition, except?: string): Omit<SameCostResult, 'manaCost' | 'card'> {
  const base = { format: format.id, cards: [] as SameCostCard[], notLegal: [] as SameCostResult['notLegal'] };
  const reader = legalityReader(format, db.info);
  const unknownAll = reader.unavailable;
  if (!key) return { ...base, noManaCost: true, ...(unknownAll ? { legalityUnknown: unknownAll } : {}) };
  for (const e of sameCostIndex(db).withKey(key)) {
    if (except && e.name === except) continue;
    const l = !inList(format.unbanned, e.name) && inList(format.banned, e.name) ? 'banned' : reader.legality(e);
    if (l === 'banned' || l === 'not_legal') base.notLegal.push({ name: e.name, legality: l });
    else base.cards.push({ name: e.name, manaCost: e.manaCost, typeLine: e.typeLine, ...(l === 'unknown' ? { legality: 'unknown' as const } : {}) });
  }
  return { ...base, ...(unknownAll ? { legalityUnknown: unknownAll } : {}) };
}

/** The cards a card can be cast as under Mental Legacy (the format's card pool decides). */
export function sameCostCards(db: CardDatabase, card: Card, format: FormatDefinition): SameCostResult {
  const id = castingIdentity(card);
  return { card: id.name, manaCost: id.manaCost, ...resultFor(db, id.key, format, id.name) };
}

/** The cards with exactly this cost (as typed: `{1}{U}`, `1U`, `{1}{R} // {5}{R}`), or an error. */
export function cardsWithCost(db: CardDatabase, cost: string, format: FormatDefinition): SameCostResult | { error: string } {
  const q = parseCostQuery(cost);
  if ('error' in q) return q;
  return { manaCost: q.cost, ...resultFor(db, q.key, format) };
}

// ----- For the editor: hover on a card, deck statistics, completion of a cost -----

export interface SameCostSummary {
  /** The card's declarable name and printed cost. */
  card: string;
  manaCost: string;
  /** How many other cards it can be cast as. */
  count: number;
  /** The first few of them, by name. */
  first: string[];
  /** Same-cost cards the format bans (named, not offered). */
  banned: string[];
  noManaCost: boolean;
  legalityUnknown?: string;
  /** The summary as Markdown for a hover. */
  markdown: string;
}

export interface SummaryOptions {
  /** How many names to show (default 5). */
  limit?: number;
  /** A command id for a "show all" link (`command:ID?[name]`); no link without it. */
  command?: string;
}

const escapeMd = escapeMarkdown;

/** One card's Mental Legacy line for a hover: how many cards share its exact cost, the first few, a link to all. */
export function sameCostSummary(db: CardDatabase, card: Card, format: FormatDefinition, options: SummaryOptions = {}): SameCostSummary {
  const r = sameCostCards(db, card, format);
  const limit = options.limit ?? 5;
  const first = r.cards.slice(0, limit).map((c) => c.name);
  const banned = r.notLegal.filter((x) => x.legality === 'banned').map((x) => x.name);
  const cost = r.manaCost ? `\`${r.manaCost}\`` : '';
  let md: string;
  if (r.noManaCost) {
    md = `**${escapeMd(format.name)}:** ${escapeMd(r.card!)} has no mana cost, so it cannot be cast as another card and no card can be cast as it.`;
  } else if (r.cards.length === 0) {
    md = `**${escapeMd(format.name)}:** no other card has exactly ${cost}; ${escapeMd(r.card!)} can only be cast as itself.`;
  } else {
    const more = r.cards.length > first.length ? `, … (${r.cards.length - first.length} more)` : '';
    const link = options.command
      ? ` [Show all ${r.cards.length}](command:${options.command}?${encodeURIComponent(JSON.stringify([r.card]))})`
      : '';
    md = `**${escapeMd(format.name)}:** castable as ${r.cards.length} other card${r.cards.length === 1 ? '' : 's'} with exactly ${cost}: ${first.map(escapeMd).join(', ')}${more}.${link}`;
  }
  if (banned.length) md += `\n\nBanned, so not declarable: ${banned.map(escapeMd).join(', ')}.`;
  if (r.legalityUnknown) md += `\n\n*Legality unknown: ${escapeMd(r.legalityUnknown)}; every card with the cost is listed.*`;
  return { card: r.card!, manaCost: r.manaCost, count: r.cards.length, first, banned, noManaCost: !!r.noManaCost, legalityUnknown: r.legalityUnknown, markdown: md };
}

export interface DeckSameCostStats {
  /** Distinct cards looked at (nonland cards of the deck). */
  cards: number;
  /** Cards that cannot be cast as anything else (no other card with their cost, or no cost). */
  withoutAlternative: string[];
  /** Per card, how many other cards it can be cast as. */
  alternatives: Record<string, number>;
}

/** For a deck's statistics: how many of its cards have no alternative at all. Lands are not cast, so they are left out. */
export function deckSameCostStats(db: CardDatabase, cards: Iterable<Card>, format: FormatDefinition): DeckSameCostStats {
  const alternatives: Record<string, number> = {};
  const withoutAlternative: string[] = [];
  for (const card of cards) {
    const id = castingIdentity(card);
    if (id.name in alternatives || /\bLand\b/.test(id.typeLine)) continue;
    const n = sameCostCards(db, card, format).cards.length;
    alternatives[id.name] = n;
    if (n === 0) withoutAlternative.push(id.name);
  }
  return { cards: Object.keys(alternatives).length, withoutAlternative, alternatives };
}

/**
 * A mana cost typed after a line's quantity, up to the cursor (`4 {1}{U}` or the unfinished
 * `4 {1}{U`): the cost and its columns, for completion to offer the cards with it.
 */
export function costQueryAt(line: string, character: number): { cost: string; start: number; end: number } | undefined {
  const before = line.slice(0, character);
  const m = /^(\s*\d+\s*[xX×]?\s+)((?:\{[^{}\s]*\}\s*)*\{?[^{}\s]*)$/.exec(before);
  if (!m || !m[2].startsWith('{')) return undefined;
  const typed = m[2].trimEnd();
  const cost = typed.endsWith('}') ? typed : `${typed}}`;
  if (!/^(\{[^{}\s]+\}\s*)+$/.test(cost)) return undefined;
  return { cost, start: m[1].length, end: character };
}
