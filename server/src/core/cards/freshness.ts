// Whether the card data may be older than a deck. A new set's cards appear in Scryfall's data as
// they are previewed, weeks before the set is released, so a deck can hold cards that data of a
// few weeks ago does not know; and the offline snapshot stops in January 2017.
import type { CardDataInfo } from './types';

/** Data older than this may lack the newest cards: the age at which the editor downloads again (download.ts DEFAULT_MAX_AGE_DAYS). */
export const CARD_DATA_FRESH_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * The offline snapshot, or data dated more than CARD_DATA_FRESH_DAYS ago: an unknown name may then
 * be a card newer than the data rather than a misspelling.
 */
export function cardDataMayBeOlderThanDeck(info: Pick<CardDataInfo, 'source' | 'date'>, now = Date.now()): boolean {
  if (info.source === 'snapshot') return true;
  const date = Date.parse(info.date);
  return !Number.isNaN(date) && now - date > CARD_DATA_FRESH_DAYS * DAY_MS;
}
