// A card's legality in a format, read from the card data's legalities and the format's lists.
// Shared by the deck rules (rules/context.ts) and Mental Legacy's same-cost lists (formats/same-cost.ts).
import * as l10n from '@vscode/l10n';
import type { Card, CardDataInfo, Legality } from '../cards/types';
import { inList } from '../cards/names';
import type { FormatDefinition } from './schema';
import { formatName } from './texts';
import { cardDataLabel, labelHasDate } from '../cards/label';

/** `unknown`: the data cannot say; `none`: the format has no card pool (no legality key). */
export type FormatLegality = Legality | 'unknown' | 'none';

/** What legality needs of a card. */
export type LegalityFields = Pick<Card, 'name' | 'legalities' | 'previewRelease'>;

export interface LegalityReader {
  /** The card's legality by the data's `legalityKey` (cached per card); the format's `unbanned` list wins. */
  legality(card: LegalityFields): FormatLegality;
  /** Why legality is unknown for every card (the data has none, or is older than the key's meaning), if so. */
  unavailable?: string;
  /** The legality key read for this data (the format's, or its earlier key for older data). */
  key?: string;
}

/** A previewed card not yet released when the card data was written: its `not_legal` says nothing yet. */
export function unreleasedIn(card: Pick<Card, 'previewRelease'>, info: Pick<CardDataInfo, 'date'>): boolean {
  if (card.previewRelease === undefined) return false;
  return !card.previewRelease || !info.date || info.date < card.previewRelease;
}

export function legalityReader(format: FormatDefinition, info: CardDataInfo): LegalityReader {
  const earlier = format.earlierLegalityKey;
  const key = format.legalityKey && earlier && info.date && info.date < earlier.until ? earlier.key : format.legalityKey;
  let unavailable: string | undefined;
  if (key && !info.hasLegalities) {
    unavailable = l10n.t('the card data ({0}) has no legalities', cardDataLabel(info));
  } else if (key && format.legalityKeyValidFrom && info.date && info.date < format.legalityKeyValidFrom) {
    unavailable = labelHasDate(info)
      ? l10n.t('the card data ({0}) is from before its "{1}" legality meant {2} ({3})', cardDataLabel(info), key, formatName(format), String(format.legalityKeyValidFrom))
      : l10n.t('the card data ({0}) is from {1}, before its "{2}" legality meant {3} ({4})', cardDataLabel(info), String(info.date), key, formatName(format), String(format.legalityKeyValidFrom));
  }
  const cache = new Map<LegalityFields, FormatLegality>();
  const read = (card: LegalityFields): FormatLegality => {
    if (!key) return 'none';
    if (inList(format.unbanned, card.name)) return 'legal';
    if (unavailable || !card.legalities || unreleasedIn(card, info)) return 'unknown';
    return card.legalities[key] ?? 'unknown';
  };
  return {
    unavailable,
    key,
    legality(card) {
      let l = cache.get(card);
      if (l === undefined) {
        l = read(card);
        cache.set(card, l);
      }
      return l;
    },
  };
}
