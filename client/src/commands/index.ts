// The extension's commands, one module each (its registration, its prompt, its view), registered
// from the list below. Each asks the server (protocol.ts) and shows the answer; edits go through
// workspace.applyEdit (undoable), conversions open new untitled documents.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { CardView } from '../card-view';
import { errorMessage, type CommandContext, type DecklistCommand } from './command';
import { compareWith } from './compare-with';
import { convert } from './convert';
import { copyAsArena } from './copy-as-arena';
import { copyAsMtgo } from './copy-as-mtgo';
import { newDeck } from './new-deck';
import { restartServer } from './restart-server';
import { saveAs } from './save-as';
import { searchCards } from './search-cards';
import { selectFormat } from './select-format';
import { showOutput } from './show-output';
import { showRulings } from './show-rulings';
import { showSameCost } from './show-same-cost';
import { showStatistics } from './show-statistics';
import { updateCardData } from './update-card-data';

export type { CommandContext } from './command';

const COMMANDS: readonly DecklistCommand[] = [
  newDeck,
  saveAs,
  updateCardData,
  selectFormat,
  showStatistics,
  convert,
  compareWith,
  copyAsArena,
  copyAsMtgo,
  searchCards,
  showRulings,
  showSameCost,
  restartServer,
  showOutput,
];

export function registerCommands(context: vscode.ExtensionContext, client: LanguageClient, ctx: CommandContext): void {
  const cardView = new CardView();
  context.subscriptions.push(cardView);
  const env = { ...ctx, client, subscriptions: context.subscriptions, cardView };
  for (const command of COMMANDS) {
    const run = command.create(env);
    context.subscriptions.push(
      vscode.commands.registerCommand(command.id, async (...args: unknown[]) => {
        try {
          return await run(...args);
        } catch (e) {
          ctx.output.appendLine(`[client] ${command.id} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
          void vscode.window.showErrorMessage(l10n.t('Decklist: {0}', errorMessage(e)));
          return undefined;
        }
      }),
    );
  }
}
