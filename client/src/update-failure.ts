// Tells the user, once per session, that a background download of card data failed (the server's
// `decklist/cardDataUpdateFailed`), with Retry (the update command) and Show Log. The status bar
// keeps showing it (status-text.ts) for as long as the data is old.
import * as vscode from 'vscode';
import type { CardDataUpdateFailure } from '../../server/src/lsp/protocol';
import { shortTime } from './status-text';

export function updateFailureMessage(f: CardDataUpdateFailure): string {
  return `Decklist: the card data could not be updated (${shortTime(f.at)}): ${f.reason}. Decks are checked with ${f.using}, so newer cards are unknown and legalities may be out of date.`;
}

export class UpdateFailureNotifier {
  private shown = false;
  /** The messages shown this session (the editor tests read them). */
  readonly messages: string[] = [];

  constructor(private readonly output: vscode.OutputChannel) {}

  failed(f: CardDataUpdateFailure): void {
    this.output.appendLine(`[client] card data update failed at ${f.at}: ${f.reason}`);
    // The update command reports its own failure; the status bar shows both kinds.
    if (this.shown || !f.background) return;
    this.shown = true;
    const message = updateFailureMessage(f);
    this.messages.push(message);
    void vscode.window.showWarningMessage(message, 'Retry', 'Show Log').then((choice) => {
      if (choice === 'Retry') void vscode.commands.executeCommand('decklist.updateCardData');
      if (choice === 'Show Log') this.output.show(true);
    });
  }
}
