// Decklist: Copy Deck as Arena Text.
import * as l10n from '@vscode/l10n';
import { copyDeck } from './clipboard';
import type { DecklistCommand } from './command';

export const copyAsArena: DecklistCommand = {
  id: 'decklist.copyAsArena',
  create: (env) => (arg?: unknown, answer?: unknown) => copyDeck(env, arg, 'arena', l10n.t('MTG Arena text'), answer),
};
