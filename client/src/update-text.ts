// What the Update Card Data command says when it is done, from the server's CardDataSummary. Pure
// (no VS Code), so it is unit-tested.
import * as l10n from '@vscode/l10n';
import type { CardDataSummary, CardDataUpdateFailure } from '../../server/src/lsp/protocol';
import { asSentence, shortTime } from './status-text';

const count = (n: number) => n.toLocaleString('en-US');

/** "1,234 rulings and 7 Commander Spellbook combos": what came with the cards, in one phrase. */
function extras(s: CardDataSummary): string | undefined {
  const parts: string[] = [];
  if (s.rulings) parts.push(s.rulings.rulings === 1 ? l10n.t('1 ruling') : l10n.t('{0} rulings', count(s.rulings.rulings)));
  if (s.combos) parts.push(s.combos.variants === 1 ? l10n.t('1 Commander Spellbook combo') : l10n.t('{0} Commander Spellbook combos', count(s.combos.variants)));
  if (!parts.length) return undefined;
  return parts.length === 1 ? parts[0] : l10n.t({ message: '{0} and {1}', args: parts, comment: ['two things downloaded with the cards: "4 rulings and 7 Commander Spellbook combos"'] });
}

/** The message after a successful update: what is in use now, what came with it, and whether anything was downloaded. */
export function updateResultMessage(s: CardDataSummary): string {
  const cards = count(s.cards);
  const withThem = extras(s);
  if (s.unchanged) {
    return withThem
      ? l10n.t('Decklist: the card data is current: {0} ({1} cards), with {2}. Scryfall has published nothing newer, so the cards were not downloaded again.', s.label, cards, withThem)
      : l10n.t('Decklist: the card data is current: {0} ({1} cards). Scryfall has published nothing newer, so nothing was downloaded.', s.label, cards);
  }
  return withThem
    ? l10n.t('Decklist: card data updated to {0} ({1} cards), with {2}. Open decks were checked again.', s.label, cards, withThem)
    : l10n.t('Decklist: card data updated to {0} ({1} cards). Open decks were checked again.', s.label, cards);
}

/** The message after a failed update: the reason as a sentence of its own. */
export function updateFailedMessage(error: string): string {
  return l10n.t('Decklist: the card data was not updated. {0}', asSentence(error));
}

/** A background download's failure: when (local time), why, and what the decks are checked with meanwhile. */
export function updateFailureMessage(f: CardDataUpdateFailure): string {
  // The rules data's failure is one sentence of its own (what failed, the rules in force, what to do).
  if (f.what === 'rules') return `Decklist: ${f.reason}`;
  return l10n.t(
    'Decklist: the card data could not be updated ({0}). {1} Decks are checked with {2}, so newer cards are unknown and legalities may be out of date.',
    shortTime(f.at),
    asSentence(f.reason),
    f.using,
  );
}
