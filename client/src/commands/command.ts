// What every command module shares: the services it may use, and how it names its deck.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import type { CardView } from '../card-view';
import type { DeckStatusBar } from '../status-bar';
import type { StatisticsView } from '../statistics-view';

/** What the extension gives its commands. */
export interface CommandContext {
  statistics: StatisticsView;
  statusBar: DeckStatusBar;
  output: vscode.OutputChannel;
  restart(): Promise<void>;
}

/** The command's services: the language client, the extension's parts, and where to put what must be disposed. */
export interface CommandEnv extends CommandContext {
  client: LanguageClient;
  subscriptions: vscode.Disposable[];
  /** The read-only page the card commands show their answers in. */
  cardView: CardView;
}

/**
 * One palette command: its id (as in package.json) and, once at activation, its handler. `create`
 * may set up what the command keeps for the session (a content provider, a view) in `env.subscriptions`.
 */
export interface DecklistCommand {
  readonly id: string;
  create(env: CommandEnv): (...args: unknown[]) => unknown;
}

/** An error's message without the language client's "Request X failed with message: " wording. */
export function errorMessage(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).replace(/^Request \S+ failed with message: /, '');
}

/** The URI of a document as the server knows it. */
export function serverUri(env: CommandEnv, doc: vscode.TextDocument): string {
  return env.client.code2ProtocolConverter.asUri(doc.uri);
}

/** The deck a command works on: its argument (from a menu), else the active decklist editor. */
export function deckDocument(arg: unknown): vscode.TextDocument | undefined {
  const uri = arg instanceof vscode.Uri ? arg : undefined;
  const doc = uri
    ? vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())
    : vscode.window.activeTextEditor?.document;
  if (doc?.languageId === 'decklist') return doc;
  void vscode.window.showWarningMessage(l10n.t('Open a decklist first (a .dek, .edh, .dec or .cod file, or any file in the Decklist language).'));
  return undefined;
}
