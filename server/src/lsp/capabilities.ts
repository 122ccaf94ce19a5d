// What the client can do (negotiated in `initialize`) and what the server offers in return.
import { TextDocumentSyncKind, type ClientCapabilities, type InitializeParams, type ServerCapabilities } from 'vscode-languageserver';
import { FIX_ALL_KIND } from './code-actions';
import { UPDATE_CARD_DATA_COMMAND, type Door } from '../core/index';

export interface ClientFeatures {
  configuration: boolean;
  configurationChangeRegistration: boolean;
  watchedFilesRegistration: boolean;
  workDoneProgress: boolean;
  pullDiagnostics: boolean;
  diagnosticRefresh: boolean;
  inlayHintRefresh: boolean;
  documentChanges: boolean;
  workspaceFolders: string[];
  untrusted: boolean;
  initializationSettings: unknown;
  /** The `locale` initialization option and InitializeParams.locale (see locale.ts). */
  locales: { option: unknown; client: unknown };
  /** Where messages are read: our VS Code extension (`decklistExtension`), or another client with or without workspace/executeCommand. */
  door: Door;
}

export function clientFeatures(params: InitializeParams, toPath: (uri: string) => string | undefined): ClientFeatures {
  const c: ClientCapabilities = params.capabilities ?? {};
  const opts = (params.initializationOptions ?? {}) as Record<string, unknown>;
  const folders = (params.workspaceFolders ?? []).map((f) => toPath(f.uri)).filter((p): p is string => !!p);
  const root = params.rootUri ? toPath(params.rootUri) : (params.rootPath ?? undefined);
  if (!folders.length && root) folders.push(root);
  return {
    configuration: !!c.workspace?.configuration,
    configurationChangeRegistration: !!c.workspace?.didChangeConfiguration?.dynamicRegistration,
    watchedFilesRegistration: !!c.workspace?.didChangeWatchedFiles?.dynamicRegistration,
    workDoneProgress: !!c.window?.workDoneProgress,
    pullDiagnostics: !!c.textDocument?.diagnostic,
    diagnosticRefresh: !!c.workspace?.diagnostics?.refreshSupport,
    inlayHintRefresh: !!c.workspace?.inlayHint?.refreshSupport,
    documentChanges: !!c.workspace?.workspaceEdit?.documentChanges,
    workspaceFolders: folders,
    untrusted: opts.untrusted === true,
    initializationSettings: opts.settings ?? opts,
    locales: { option: opts.locale, client: params.locale },
    door: opts.decklistExtension === true ? 'vscode' : c.workspace?.executeCommand ? 'lsp-commands' : 'lsp',
  };
}

export function serverCapabilities(client: ClientFeatures): ServerCapabilities {
  const caps: ServerCapabilities = {
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
    completionProvider: { triggerCharacters: [' ', '《', '/', ':'], resolveProvider: true, completionItem: { labelDetailsSupport: true } },
    hoverProvider: true,
    codeActionProvider: { codeActionKinds: ['quickfix', FIX_ALL_KIND], resolveProvider: false },
    documentSymbolProvider: { label: 'Decklist' },
    foldingRangeProvider: true,
    inlayHintProvider: true,
    documentFormattingProvider: true,
    workspace: { workspaceFolders: { supported: true } },
  };
  // VS Code runs its own command of that name; another client may run the server's.
  if (client.door === 'lsp-commands') caps.executeCommandProvider = { commands: [UPDATE_CARD_DATA_COMMAND] };
  if (client.pullDiagnostics) caps.diagnosticProvider = { identifier: 'decklist', interFileDependencies: true, workspaceDiagnostics: false };
  return caps;
}
