// The VS Code client, the same on the desktop (extension.ts: the server is a Node.js process) and on
// the web (extension-web.ts: the server is a web worker): starts the language server and adds what
// LSP has no words for (status bar, commands, statistics view). Nothing about rules lives here:
// every answer comes from the server (server/src/lsp/protocol.ts).
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import {
  CloseAction,
  ErrorAction,
  ErrorCodes,
  ResponseError,
  State,
  type BaseLanguageClient,
  type ErrorHandler,
  type LanguageClientOptions,
} from 'vscode-languageclient';
import { CARD_DATA_UPDATE_FAILED_NOTIFICATION, DECK_INFO_NOTIFICATION, KNOWN_CARDS_REQUEST, type CardDataUpdateFailure, type DeckInfo, type KnownCards } from '../../server/src/lsp/protocol';
import { registerCommands } from './commands';
import { isCompareList } from './compare';
import { applyClientLocale } from './l10n';
import { PasteDetection } from './paste-detection';
import { workspaceRestrictedSettings } from './workspace-restricted';
import { RestartPolicy } from './restart-policy';
import { DeckStatusBar } from './status-bar';
import { StatisticsView } from './statistics-view';
import { UpdateFailureNotifier } from './update-failure';

export const LANGUAGE_ID = 'decklist';
const serverName = () => l10n.t('Decklist Language Server');
/** Restarts allowed within the window before the client gives up (the crash is likely to repeat). */
const RESTART_LIMIT = 4;
const RESTART_WINDOW_MS = 3 * 60_000;

let client: BaseLanguageClient | undefined;

/** What activate() returns: used by the editor tests (test/editor) to look inside. */
export interface DecklistExtensionApi {
  statusBar(): ReturnType<DeckStatusBar['snapshot']>;
  serverPid(): number | undefined;
  isRunning(): boolean;
  statistics(): ReturnType<StatisticsView['snapshot']>;
  /** Presses the statistics view's New hand / Mulligan / Draw button (tests cannot click in a webview). */
  statisticsHand(action: 'new' | 'mulligan' | 'draw'): ReturnType<StatisticsView['handAction']>;
  /** The card data update failures told to the user this session. */
  updateFailureMessages(): string[];
  /** Whether the server has a handler for a request (false only for "method not found"). */
  serverHandles(method: string, params: unknown): Promise<boolean>;
}

class ServerErrorHandler implements ErrorHandler {
  constructor(
    private readonly policy: RestartPolicy,
    private readonly output: vscode.OutputChannel,
  ) {}

  error(): { action: ErrorAction } {
    return { action: ErrorAction.Continue };
  }

  closed(): { action: CloseAction; handled: boolean } {
    if (this.policy.crashed()) {
      this.output.appendLine(`[client] the server stopped unexpectedly; restarting it (${this.policy.recentCrashes} of ${RESTART_LIMIT} restarts in ${RESTART_WINDOW_MS / 60_000} minutes).`);
      return { action: CloseAction.Restart, handled: true };
    }
    this.output.appendLine('[client] the server keeps crashing; it will not be restarted. Use "Decklist: Restart Language Server" after fixing the cause.');
    const showLog = l10n.t('Show Log');
    const restartServer = l10n.t('Restart Server');
    void vscode.window
      .showErrorMessage(
        l10n.t(
          'The decklist language server crashed {0} times in {1} minutes and was not restarted, so decks are not checked. Its log is in the "Decklist" output.',
          RESTART_LIMIT + 1,
          RESTART_WINDOW_MS / 60_000,
        ),
        showLog,
        restartServer,
      )
      .then((choice) => {
        if (choice === showLog) this.output.show(true);
        if (choice === restartServer) void vscode.commands.executeCommand('decklist.restartServer');
      });
    return { action: CloseAction.DoNotRestart, handled: true };
  }
}

/** `decklist.locale` (`auto`: VS Code's display language), sent to the server as the `locale` initialization option. */
function configuredLocale(): string {
  const setting = vscode.workspace.getConfiguration('decklist').get<string>('locale', 'auto');
  return setting === 'en' || setting === 'ja' ? setting : vscode.env.language;
}

/**
 * What the server is told at start: that it speaks to this extension (`decklistExtension`: it may
 * send the custom notifications and name VS Code's commands), the trust, and the language.
 */
/** The restricted settings the workspace sets (read at activation, in Restricted Mode only): the server names them. */
let workspaceRestricted: string[] = [];

function initializationOptions(untrusted: boolean, platform: ClientPlatform) {
  // Command titles follow VS Code's display language, not decklist.locale: messages name them as the palette shows them.
  return {
    decklistExtension: true,
    untrusted,
    ...(untrusted ? { workspaceRestricted } : {}),
    locale: configuredLocale(),
    displayLanguage: vscode.env.language,
    ...platform.initializationOptions?.(),
  };
}

/** Stops and starts the server again (what the Node client's restart() does; the web client has none). */
async function restartClient(c: BaseLanguageClient): Promise<void> {
  await c.stop();
  await c.start();
}

/** What differs between the desktop client and the web client. */
export interface ClientPlatform {
  /** The language client with its server (a Node.js process, a web worker). */
  createClient(id: string, name: string, options: LanguageClientOptions): BaseLanguageClient;
  /** The documents the server checks (the desktop: files and untitled; the web: any file system the editor has). */
  documentSelector: LanguageClientOptions['documentSelector'];
  /** The server process's id (desktop), for the tests that crash it. */
  serverPid?(client: BaseLanguageClient): number | undefined;
  /** More initialization options (the web: where the extension's files are). */
  initializationOptions?(): Record<string, unknown>;
  /** Called once the server runs (again): the web client sends the workspace files it reads for the server. */
  started?(client: BaseLanguageClient, context: vscode.ExtensionContext): void;
}

export async function activateDecklist(context: vscode.ExtensionContext, platform: ClientPlatform): Promise<DecklistExtensionApi> {
  const output = vscode.window.createOutputChannel('Decklist', { log: true });
  context.subscriptions.push(output);
  await applyClientLocale(context.extensionUri, (line) => output.appendLine(line));
  const policy = new RestartPolicy({ limit: RESTART_LIMIT, windowMs: RESTART_WINDOW_MS });

  if (!vscode.workspace.isTrusted) workspaceRestricted = await workspaceRestrictedSettings();
  const fileWatcher = vscode.workspace.createFileSystemWatcher('**/decklist.config.json');
  context.subscriptions.push(fileWatcher);
  const clientOptions: LanguageClientOptions = {
    documentSelector: platform.documentSelector,
    synchronize: { fileEvents: fileWatcher, configurationSection: 'decklist' },
    initializationOptions: initializationOptions(!vscode.workspace.isTrusted, platform),
    outputChannel: output,
    // Hovers link to these commands ("All N rulings", cards of the same cost); no other command
    // link in a hover may run.
    markdown: { isTrusted: { enabledCommands: ['decklist.showRulings', 'decklist.showSameCost'] } },
    errorHandler: new ServerErrorHandler(policy, output),
    // Compare With…'s lists are decklist text but no decks: the web's selector (any scheme) would
    // send them, and the server would check them (problems, a format) as decks.
    middleware: {
      didOpen: (doc, next) => (isCompareList(doc.uri) ? Promise.resolve() : next(doc)),
      didClose: (doc, next) => (isCompareList(doc.uri) ? Promise.resolve() : next(doc)),
    },
  };
  client = platform.createClient('decklist', serverName(), clientOptions);
  const languageClient = client;

  const statusBar = new DeckStatusBar(languageClient);
  const statistics = new StatisticsView(languageClient);
  context.subscriptions.push(statusBar, statistics);
  const updateFailures = new UpdateFailureNotifier(output);
  context.subscriptions.push(
    languageClient.onNotification(DECK_INFO_NOTIFICATION, (info: DeckInfo) => {
      statusBar.update(info);
      statistics.deckChanged(info);
    }),
    languageClient.onNotification(CARD_DATA_UPDATE_FAILED_NOTIFICATION, (f: CardDataUpdateFailure) => updateFailures.failed(f)),
  );

  context.subscriptions.push(new PasteDetection((text) => languageClient.sendRequest<KnownCards | null>(KNOWN_CARDS_REQUEST, { text })));
  registerCommands(context, languageClient, {
    statistics,
    statusBar,
    output,
    restart: async () => {
      policy.reset();
      // Started again as it would start now (the web client's download mirrors may have changed).
      languageClient.clientOptions.initializationOptions = initializationOptions(!vscode.workspace.isTrusted, platform);
      if (languageClient.state === State.Running) await restartClient(languageClient);
      else await languageClient.start();
    },
  });

  // Restricted Mode: VS Code drops the workspace values of the restricted settings (package.json
  // capabilities), and the server, told `untrusted`, also refuses a card data path outside the
  // workspace and any download, and says so once. Once trust is granted it starts over with the
  // full settings.
  context.subscriptions.push(
    vscode.workspace.onDidGrantWorkspaceTrust(async () => {
      languageClient.clientOptions.initializationOptions = initializationOptions(false, platform);
      if (languageClient.state === State.Running) await restartClient(languageClient);
    }),
    // The server takes its language at start (as other LSP clients give it): a new one starts over.
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (!e.affectsConfiguration('decklist.locale')) return;
      await applyClientLocale(context.extensionUri, (line) => output.appendLine(line));
      statusBar.localeChanged();
      statistics.localeChanged();
      if (languageClient.state !== State.Running) return;
      languageClient.clientOptions.initializationOptions = initializationOptions(!vscode.workspace.isTrusted, platform);
      await restartClient(languageClient);
    }),
  );

  context.subscriptions.push(
    languageClient.onDidChangeState((e) => {
      if (e.newState === State.Running) platform.started?.(languageClient, context);
    }),
  );

  const startServer = async () => {
    try {
      await languageClient.start();
    } catch (e) {
      output.appendLine(`[client] could not start the server: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
      void vscode.window.showErrorMessage(l10n.t('The decklist language server could not start: {0}', e instanceof Error ? e.message : String(e)), l10n.t('Show Log')).then((c) => {
        if (c) output.show(true);
      });
    }
  };
  // Activated by a Plain Text document (paste detection), the server waits for the first deck (a
  // command's request also starts it: the language client starts on its first request).
  if (vscode.workspace.textDocuments.some((d) => d.languageId === LANGUAGE_ID)) await startServer();
  else {
    const firstDeck = vscode.workspace.onDidOpenTextDocument((d) => {
      if (d.languageId !== LANGUAGE_ID) return;
      firstDeck.dispose();
      void startServer();
    });
    context.subscriptions.push(firstDeck);
  }

  return {
    statusBar: () => statusBar.snapshot(),
    serverPid: () => platform.serverPid?.(languageClient),
    isRunning: () => languageClient.isRunning(),
    statistics: () => statistics.snapshot(),
    statisticsHand: (action) => statistics.handAction(action),
    updateFailureMessages: () => [...updateFailures.messages],
    serverHandles: async (method, params) => {
      try {
        await languageClient.sendRequest(method, params);
        return true;
      } catch (e) {
        return !(e instanceof ResponseError && e.code === ErrorCodes.MethodNotFound);
      }
    },
  };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
