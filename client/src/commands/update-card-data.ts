// Decklist: Update Card Data — downloads the card data now, with progress and cancel.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { WorkDoneProgress } from 'vscode-languageclient';
import { UPDATE_CARD_DATA_REQUEST, type CardDataSummary } from '../../../server/src/lsp/protocol';
import { errorMessage, type DecklistCommand } from './command';
import { updateFailedMessage, updateResultMessage } from '../update-text';

export type UpdateCardDataResult = { updated: CardDataSummary } | { cancelled: true } | { error: string };

export const updateCardData: DecklistCommand = {
  id: 'decklist.updateCardData',
  create: ({ client, output }) => () =>
    vscode.window.withProgress<UpdateCardDataResult>(
      { location: vscode.ProgressLocation.Notification, title: l10n.t('Decklist: updating card data'), cancellable: true },
      async (progress, token) => {
        const workDoneToken = `decklist-update-${Date.now()}-${Math.random().toString(36).slice(2)}`;
        let done = 0;
        const listener = client.onProgress(WorkDoneProgress.type, workDoneToken, (value) => {
          if (value.kind === 'end') return;
          const pct = value.percentage;
          progress.report({ message: value.message, increment: pct !== undefined ? Math.max(0, pct - done) : undefined });
          if (pct !== undefined) done = Math.max(done, pct);
        });
        try {
          const updated = await client.sendRequest<CardDataSummary>(UPDATE_CARD_DATA_REQUEST, { workDoneToken }, token);
          void vscode.window.showInformationMessage(updateResultMessage(updated));
          // The rules data failed with the cards updated: its own sentence, once (the status bar keeps it).
          if (updated.rules?.failure) void vscode.window.showWarningMessage(`Decklist: ${updated.rules.failure}`);
          return { updated };
        } catch (e) {
          if (token.isCancellationRequested) {
            void vscode.window.showInformationMessage(l10n.t('Decklist: card data update cancelled; the previous card data stays in use.'));
            return { cancelled: true };
          }
          const error = errorMessage(e);
          output.appendLine(`[client] card data update failed: ${error}`);
          void vscode.window.showErrorMessage(updateFailedMessage(error), l10n.t('Show Log')).then((c) => {
            if (c) output.show(true);
          });
          return { error };
        } finally {
          listener.dispose();
        }
      },
    ),
};
