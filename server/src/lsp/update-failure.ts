// A failed card data download, told to the client that can hear it. Our VS Code extension gets the
// custom notification (its own notice with Retry and Show Log, and the status bar). Any other
// client (Neovim, Helix, Emacs, Vim) gets a `window/showMessage` for a download the server started
// by itself: never a `window/showMessageRequest`, which some clients show as a prompt that blocks
// the editor (Neovim 0.7's `inputlist()`, also in `nvim --headless`). It is told once per cache:
// the data in use when it was told is kept with the downloads, so the next start with the same
// data says nothing again. An update the player asked for is answered with its own error.
import * as l10n from '@vscode/l10n';
import { MessageType, ShowMessageNotification, type Connection } from 'vscode-languageserver';
import type { ClientFeatures } from './capabilities';
import type { KeptNote } from './host';
import { CARD_DATA_UPDATE_FAILED_NOTIFICATION, type CardDataUpdateFailure } from './protocol';

export class UpdateFailureAnnouncer {
  private shown = false;

  constructor(
    private readonly connection: Connection,
    private readonly client: () => ClientFeatures | undefined,
    /** The data in use when the player was last told (kept across starts where the platform keeps downloads). */
    private readonly told?: KeptNote,
  ) {}

  failed(failure: CardDataUpdateFailure): void {
    if (this.client()?.extensionClient) {
      void this.connection.sendNotification(CARD_DATA_UPDATE_FAILED_NOTIFICATION, failure);
      return;
    }
    // A failed update request is answered with its error; only a download the server started is told here.
    if (!failure.background || this.shown) return;
    this.shown = true;
    if (this.told?.read() === failure.using) return;
    this.told?.write(failure.using);
    const message =
      failure.what === 'rules'
        ? `Decklist: ${failure.reason}`
        : l10n.t(
            'Decklist: the card data could not be updated: {0}. Decks are checked with {1}, so newer cards are unknown and legalities may be out of date.',
            failure.reason,
            failure.using,
          );
    // connection.window.showWarningMessage would send a request (it waits for an answer) even with no button.
    void this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message });
  }
}
