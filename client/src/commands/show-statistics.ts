// Decklist: Show Deck Statistics — the statistics view beside the deck (statistics-view.ts).
import { deckDocument, type DecklistCommand } from './command';

export const showStatistics: DecklistCommand = {
  id: 'decklist.showStatistics',
  create: ({ statistics }) => async (arg?: unknown) => {
    const doc = deckDocument(arg);
    if (!doc) return undefined;
    await statistics.show(doc.uri);
    return true;
  },
};
