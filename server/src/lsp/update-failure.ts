// A failed card data download, told to the client that can hear it. Our VS Code extension gets the
// custom notification (its own notice with Retry and Show Log, and the status bar). Any other
// client (Neovim, Helix, Emacs) gets a standard `window/showMessageRequest` with a Retry button
// where it declared message actions, else a `window/showMessage`: once per session for a
// background download, as in VS Code, and again for each Retry that fails too.
import * as l10n from '@vscode/l10n';
import { MessageType, ShowMessageNotification, type Connection } from 'vscode-languageserver';
import type { ClientFeatures } from './capabilities';
import { CARD_DATA_UPDATE_FAILED_NOTIFICATION, type CardDataSummary, type CardDataUpdateFailure } from './protocol';

export class UpdateFailureAnnouncer {
  private shown = false;

  constructor(
    private readonly connection: Connection,
    private readonly client: () => ClientFeatures | undefined,
    /** The update command's work: download now. */
    private readonly update: () => Promise<CardDataSummary>,
  ) {}

  failed(failure: CardDataUpdateFailure): void {
    if (this.client()?.extensionClient) {
      void this.connection.sendNotification(CARD_DATA_UPDATE_FAILED_NOTIFICATION, failure);
      return;
    }
    // A failed update request is answered with its error; only a download the server started is told here.
    if (!failure.background || this.shown) return;
    this.shown = true;
    this.tell(failure);
  }

  private tell(failure: CardDataUpdateFailure): void {
    const message = l10n.t(
      'Decklist: the card data could not be updated: {0}. Decks are checked with {1}, so newer cards are unknown and legalities may be out of date.',
      failure.reason,
      failure.using,
    );
    if (!this.client()?.messageActions) {
      // connection.window.showWarningMessage would send a request even with no button.
      void this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message });
      return;
    }
    const retry = { title: l10n.t('Retry') };
    void this.connection.window.showWarningMessage(message, retry).then(
      (choice) => {
        if (choice?.title !== retry.title) return;
        this.update().then(
          (summary) => void this.connection.window.showInformationMessage(l10n.t('Decklist: card data updated ({0}).', summary.label)),
          (e: Error) => this.tell({ ...failure, reason: e.message, at: new Date().toISOString() }),
        );
      },
      () => undefined,
    );
  }
}
