// Decklist: Show Rulings of a Card… — all of a card's downloaded Scryfall rulings.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { CARD_RULINGS_REQUEST, type CardRulings } from '../../../server/src/lsp/protocol';
import type { DecklistCommand } from './command';

export const showRulings: DecklistCommand = {
  id: 'decklist.showRulings',
  create: ({ client }) => async (nameArg?: unknown) => {
    const name =
      typeof nameArg === 'string' ? nameArg : await vscode.window.showInputBox({ title: l10n.t('Rulings of a card'), prompt: l10n.t('Card name') });
    if (!name) return undefined;
    const rulings = await client.sendRequest<CardRulings | null>(CARD_RULINGS_REQUEST, { name });
    if (!rulings || rulings.rulings.length === 0) {
      void vscode.window.showInformationMessage(
        rulings?.date
          ? l10n.t('Decklist: {0} has no rulings.', rulings.card)
          : l10n.t('Decklist: no rulings are downloaded. Turn on "decklist.cardData.rulings" and run "Decklist: Update Card Data".'),
      );
      return undefined;
    }
    const content = [
      `# ${l10n.t('Rulings: {0}', rulings.card)}`,
      '',
      l10n.t('Scryfall rulings of {0}, newest first.', rulings.date),
      '',
      ...rulings.rulings.flatMap((r) => [`**${r.date}** (${r.source})`, '', r.text, '']),
    ].join('\n');
    const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content });
    await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
    return doc.uri;
  },
};
