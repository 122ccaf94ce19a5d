// Offline card search in Scryfall's syntax over the loaded card data (CLI `decklist cards search`,
// the editor's "Search cards…"). Results are in name order; `total` counts every match.
import type { CardDatabase, Color, Legality } from '../cards/types';
import { compile } from './match';
import { parseQuery, QueryError, usesKey, type QueryNode } from './query';
import { COLOR_BIT, LEGALITY_NAMES, searchTable } from './table';
import { cardDataLabel } from '../cards/label';
import type { Door } from '../doors';

export { parseQuery, QueryError, usesKey } from './query';
export type { QueryNode, QueryTerm, SearchKey, Comparison } from './query';

/**
 * Whether a deck of a format is offered a card (completion, Search Cards… from a deck): not a
 * silver-bordered or acorn card the format does not allow (`not_legal`, or no data to say), and
 * in a Commander format no card it does not allow at all (Un-cards, Arena-only cards). `none`:
 * the format sets no card pool.
 */
export function offeredToDeck(legality: Legality | 'unknown' | 'none', funny: boolean, commanderFormat: boolean): boolean {
  if (funny && (legality === 'not_legal' || legality === 'unknown')) return false;
  return !(commanderFormat && legality === 'not_legal');
}

export interface SearchOptions {
  /** At most this many cards in `cards` (default 50). */
  limit?: number;
  /**
   * Only cards within this color identity, unless the query has its own `id:`/`identity:` term
   * (a Commander deck's search).
   */
  identity?: readonly Color[];
  /** The deck's format, to leave out what it cannot hold (offeredToDeck); `include:extras` keeps every card. */
  deckFormat?: { legalityKey?: string; commander: boolean };
  /** Where an error is read (its advice follows it); default the command line. */
  door?: Door;
}

export interface FoundCard {
  name: string;
  manaCost: string;
  typeLine: string;
}

export interface SearchResult {
  query: string;
  total: number;
  cards: FoundCard[];
  /** Set when the query cannot be read (then total is 0). */
  error?: string;
  /** The commander identity the search was limited to (letters, '' for colorless). */
  limitedToIdentity?: string;
}

/** The cards whose name in another language (the name table) starts with `term`. */
function namesStartingWith(db: CardDatabase, term: string): Set<string> {
  return new Set(db.complete(term, 500).filter((m) => m.alias !== undefined).map((m) => m.name));
}

export function searchCards(db: CardDatabase, query: string, options: SearchOptions = {}): SearchResult {
  const limit = Math.max(0, options.limit ?? 50);
  let tree: QueryNode;
  try {
    tree = parseQuery(query);
  } catch (e) {
    if (e instanceof QueryError) return { query, total: 0, cards: [], error: e.message };
    throw e;
  }
  if (!query.trim()) return { query, total: 0, cards: [] };
  const table = searchTable(db);
  let test;
  try {
    test = compile(tree, { table, hasLegalities: db.info.hasLegalities, label: cardDataLabel(db.info), namesInOtherLanguages: (term) => namesStartingWith(db, term), door: options.door });
  } catch (e) {
    if (e instanceof QueryError) return { query, total: 0, cards: [], error: e.message };
    throw e;
  }
  const extras = usesKey(tree, 'include');
  let identityMask = -1;
  let limitedToIdentity: string | undefined;
  if (options.identity && !usesKey(tree, 'identity')) {
    identityMask = 0;
    for (const c of options.identity) identityMask |= COLOR_BIT[c];
    limitedToIdentity = options.identity.join('');
  }
  const cards: FoundCard[] = [];
  let total = 0;
  const { byName, extra, identity, funny } = table;
  const pool = options.deckFormat;
  const legal = pool?.legalityKey ? table.legal.get(pool.legalityKey) : undefined;
  const legalityOf = (i: number): Legality | 'unknown' | 'none' => (!pool?.legalityKey ? 'none' : (LEGALITY_NAMES[legal?.[i] ?? 0] ?? 'unknown'));
  for (let k = 0; k < byName.length; k++) {
    const i = byName[k];
    if (!extras && extra[i]) continue;
    // A card the deck's format does not allow at all is no search result for the deck (Modern: an
    // Un-card or a non-game card, whose border the data may not say); banned cards stay, as players look them up.
    if (!extras && pool && (!offeredToDeck(legalityOf(i), funny[i] === 1, pool.commander) || legalityOf(i) === 'not_legal')) continue;
    if (identityMask >= 0 && (identity[i] & ~identityMask) !== 0) continue;
    if (!test(i)) continue;
    total++;
    if (cards.length < limit) cards.push({ name: table.names[i], manaCost: table.manaCost[i], typeLine: table.typeLine[i] });
  }
  const out: SearchResult = { query, total, cards };
  if (limitedToIdentity !== undefined) out.limitedToIdentity = limitedToIdentity;
  return out;
}
