// Decklist: Show Language Server Log.
import type { DecklistCommand } from './command';

export const showOutput: DecklistCommand = {
  id: 'decklist.showOutput',
  create: ({ output }) => () => output.show(true),
};
