// Decklist: Restart Language Server.
import type { DecklistCommand } from './command';

export const restartServer: DecklistCommand = {
  id: 'decklist.restartServer',
  create: ({ restart }) => async () => {
    await restart();
    return true;
  },
};
