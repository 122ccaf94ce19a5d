// What the client can do (negotiated in `initialize`) and what the server offers in return.
import { TextDocumentSyncKind, type ClientCapabilities, type InitializeParams, type ServerCapabilities } from 'vscode-languageserver';
import { FIX_ALL_KIND } from './code-actions';

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
  /** The client is our VS Code extension (`initializationOptions.decklistExtension`): its commands and notifications can be used. */
  decklistExtension: boolean;
  initializationSettings: unknown;
  /** The `locale` initialization option and InitializeParams.locale (see locale.ts). */
  locales: { option: unknown; client: unknown };
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
    decklistExtension: opts.decklistExtension === true,
    initializationSettings: opts.settings ?? opts,
    locales: { option: opts.locale, client: params.locale },
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
  if (client.pullDiagnostics) caps.diagnosticProvider = { identifier: 'decklist', interFileDependencies: true, workspaceDiagnostics: false };
  return caps;
}
