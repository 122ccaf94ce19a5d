// Mental Legacy (seed 002), the format-aware half: what a card can be cast as, or which cards have
// a cost, among the cards the format's card pool lets one declare (banned ones named apart).
// The cost keys and the index are the card layer's (cards/same-cost.ts).
import type { Card, CardDatabase } from '../cards/types';
import { inList } from '../cards/names';
import { castingIdentity, parseCostQuery, sameCostIndex } from '../cards/same-cost';
import { legalityReader } from './legality';
import type { FormatDefinition } from './schema';
import { formatName } from './texts';

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
  /** The format whose card pool decides what may be declared (its id). */
  format: string;
  /** Its name, as shown ("Mental Legacy", "Commander"). */
  formatName: string;
  /**
   * The format lets a card be cast as another card with the same cost (Mental Legacy and the like).
   * False for a deck of another format: the cards merely share the cost, judged by that format's pool.
   */
  castAs: boolean;
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
  const base = { format: format.id, formatName: formatName(format), castAs: !!format.castAsSameCost, cards: [] as SameCostCard[], notLegal: [] as SameCostResult['notLegal'] };
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
