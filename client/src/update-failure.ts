// Tells the user, once per session, that a background download of card data failed (the server's
// `decklist/cardDataUpdateFailed`), with Retry (the update command) and Show Log. The status bar
// keeps showing it (status-text.ts) for as long as the data is old.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { CardDataUpdateFailure } from '../../server/src/lsp/protocol';
import { updateFailureMessage } from './update-text';

export class UpdateFailureNotifier {
  private shown = false;
  /** The messages shown this session (the editor tests read them). */
  readonly messages: string[] = [];

  constructor(private readonly output: vscode.OutputChannel) {}

  failed(f: CardDataUpdateFailure): void {
    this.output.appendLine(f.what === 'rules' ? `[client] ${f.at}: ${f.reason}` : `[client] card data update failed at ${f.at}: ${f.reason}`);
    // The update command reports its own failure; the status bar shows both kinds.
    if (this.shown || !f.background) return;
    this.shown = true;
    const message = updateFailureMessage(f);
    this.messages.push(message);
    const retry = l10n.t('Retry');
    const showLog = l10n.t('Show Log');
    void vscode.window.showWarningMessage(message, retry, showLog).then((choice) => {
      if (choice === retry) void vscode.commands.executeCommand('decklist.updateCardData');
      if (choice === showLog) this.output.show(true);
    });
  }
}
