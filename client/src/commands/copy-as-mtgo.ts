// Decklist: Copy Deck as MTGO .dek.
import * as l10n from '@vscode/l10n';
import { copyDeck } from './clipboard';
import type { DecklistCommand } from './command';

export const copyAsMtgo: DecklistCommand = {
  id: 'decklist.copyAsMtgo',
  create: (env) => (arg?: unknown, answer?: unknown) => copyDeck(env, arg, 'mtgo', l10n.t('an MTGO .dek file'), answer),
};
