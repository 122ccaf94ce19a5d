// Decklist: Show Rulings of a Card… — all of a card's downloaded Scryfall rulings, in the card view.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { CARD_RULINGS_REQUEST, type CardRulings } from '../../../server/src/lsp/protocol';
import { cardPageText, type CardPage } from '../card-view';
import { askCardName } from './card-under-cursor';
import type { DecklistCommand } from './command';
import { paletteTitle } from '../../../server/src/core/command-titles';

export const showRulings: DecklistCommand = {
  id: 'decklist.showRulings',
  create: ({ client, cardView }) => async (nameArg?: unknown) => {
    const name = await askCardName(nameArg, l10n.t('Rulings of a card'), l10n.t('Card name'));
    if (!name) return undefined;
    const rulings = await client.sendRequest<CardRulings | null>(CARD_RULINGS_REQUEST, { name });
    if (!rulings || rulings.rulings.length === 0) {
      void vscode.window.showInformationMessage(
        rulings?.date
          ? l10n.t('Decklist: {0} has no rulings.', rulings.card)
          : l10n.t('Decklist: no rulings are downloaded. Turn on "decklist.cardData.rulings" and run "{0}".', paletteTitle('updateCardData')),
      );
      return undefined;
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
