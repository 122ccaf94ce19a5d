// Decklist: Show Rulings of a Card… — all of a card's downloaded Scryfall rulings, in the card view.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { CARD_RULINGS_REQUEST, type CardRulings } from '../../../server/src/lsp/protocol';
import { cardPageText, type CardPage } from '../card-view';
import { askCardName } from './card-under-cursor';
import type { DecklistCommand } from './command';

export const showRulings: DecklistCommand = {
  id: 'decklist.showRulings',
  create: ({ client, cardView }) => async (nameArg?: unknown) => {
    const name = await askCardName(nameArg, l10n.t('Rulings of a card'), l10n.t('Card name'));
    if (!name) return undefined;
    const rulings = await client.sendRequest<CardRulings | null>(CARD_RULINGS_REQUEST, { name });
    if (!rulings || rulings.rulings.length === 0) {
      const message = !rulings
        ? l10n.t('Decklist: the card data does not know a card called "{0}".', name)
        : rulings.date
          ? l10n.t('Decklist: {0} has no rulings.', rulings.card)
          : // The server says what to do where the player is (on the web: nothing, rulings are the desktop's).
            l10n.t('Decklist: {0}', rulings.notDownloaded ?? '');
      void vscode.window.showInformationMessage(message);
      // What was said instead of a page (the tests read it).
      return message;
    }
    const page: CardPage = {
      title: l10n.t('Rulings: {0}', rulings.card),
      blocks: [
        { kind: 'paragraph', text: l10n.t('Scryfall rulings of {0}, newest first.', rulings.date), muted: true },
        ...rulings.rulings.map((r) => ({ kind: 'ruling' as const, date: r.date, source: r.source, text: r.text })),
      ],
    };
    cardView.show(page);
    return cardPageText(page);
  },
};
