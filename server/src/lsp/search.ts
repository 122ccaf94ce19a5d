// decklist/searchCards: the editor's "Search cards…" over the service's offline search. In a deck
// with a known commander, results stay within the commander's color identity unless the query
// names its own identity.
import * as l10n from '@vscode/l10n';
import type { CardDatabase } from '../core/cards/index';
import type { DeckStore } from './deck-store';
import type { SearchCardsParams, SearchCardsResult } from './protocol';

const MAX_LIMIT = 500;

export function searchCardsRequest(store: DeckStore, db: CardDatabase | undefined, params: SearchCardsParams): SearchCardsResult {
  const query = typeof params?.query === 'string' ? params.query : '';
  if (!db) return { total: 0, cards: [], error: l10n.t('The card data is still loading.') };
  const limit = Math.min(MAX_LIMIT, Math.max(0, Number.isInteger(params.limit) ? params.limit! : 50));
  const a = typeof params.uri === 'string' ? store.analysis(params.uri) : undefined;
  const identity = a?.check?.context.format.commander ? a.check.context.identity : undefined;
  const service = a?.service ?? store.serviceFor(a?.configPath);
  if (!service) return { total: 0, cards: [], error: l10n.t('The card data is still loading.') };
  const format = a?.check?.context.format;
  const deckFormat = format && { legalityKey: format.legalityKey, commander: !!format.commander };
  const r = service.search(query, { limit, identity: identity && [...identity], ...(deckFormat ? { deckFormat } : {}) });
  const out: SearchCardsResult = { total: r.total, cards: r.cards };
  if (r.error) out.error = r.error;
  if (r.limitedToIdentity !== undefined) out.limitedToIdentity = r.limitedToIdentity;
  return out;
}
