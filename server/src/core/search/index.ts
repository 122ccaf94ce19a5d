// Offline card search in Scryfall's syntax over the loaded card data (CLI `decklist cards search`,
// the editor's "Search cards…"). Results are in name order; `total` counts every match.
import type { CardDatabase, Color } from '../cards/types';
import { compile } from './match';
import { parseQuery, QueryError, usesKey, type QueryNode } from './query';
import { COLOR_BIT, searchTable } from './table';
import { cardDataLabel } from '../cards/label';
import type { Door } from '../doors';

export { parseQuery, QueryError, usesKey } from './query';
export type { QueryNode, QueryTerm, SearchKey, Comparison } from './query';

export interface SearchOptions {
  /** At most this many cards in `cards` (default 50). */
  limit?: number;
  /**
   * Only cards within this color identity, unless the query has its own `id:`/`identity:` term
   * (a Commander deck's search).
   */
  identity?: readonly Color[];
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
    test = compile(tree, { table, hasLegalities: db.info.hasLegalities, label: cardDataLabel(db.info), door: options.door });
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
  const { byName, extra, identity } = table;
  for (let k = 0; k < byName.length; k++) {
    const i = byName[k];
    if (!extras && extra[i]) continue;
    if (identityMask >= 0 && (identity[i] & ~identityMask) !== 0) continue;
    if (!test(i)) continue;
    total++;
    if (cards.length < limit) cards.push({ name: table.names[i], manaCost: table.manaCost[i], typeLine: table.typeLine[i] });
  }
  const out: SearchResult = { query, total, cards };
  if (limitedToIdentity !== undefined) out.limitedToIdentity = limitedToIdentity;
  return out;
}
