// What the client can do (negotiated in `initialize`) and what the server offers in return.
import { TextDocumentSyncKind, type ClientCapabilities, type InitializeParams, type ServerCapabilities } from 'vscode-languageserver';
import { FIX_ALL_KIND } from './code-actions';
import { UPDATE_CARD_DATA_COMMAND, type Door } from '../core/index';
import { paletteLanguageOf, type PaletteLanguage } from '../core/command-titles';

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
  /**
   * The language of VS Code's command titles: its display language (the `displayLanguage`
   * initialization option, else InitializeParams.locale), not `decklist.locale`.
   */
  paletteLanguage: PaletteLanguage;
  /** What the answers may carry: each only where the client declared it (see answerShape). */
  shape: AnswerShape;
  /** Our own VS Code extension (`initializationOptions.decklistExtension`): it takes the custom notifications. */
  extensionClient: boolean;
  /** `window/showMessageRequest` with action buttons (a Retry). */
  messageActions: boolean;
}

/**
 * The parts of an answer a client may not understand, read once from its capabilities. A client
 * that does not say it renders Markdown gets plain text (LSP: `contentFormat`,
 * `documentationFormat`); one that does not declare a diagnostic field does not receive it
 * (Eglot's strict mode rejects a diagnostic with `data`).
 */
export interface AnswerShape {
  hoverMarkdown: boolean;
  completionDocumentationMarkdown: boolean;
  completionLabelDetails: boolean;
  completionDeprecatedTag: boolean;
  relatedInformation: boolean;
  codeDescription: boolean;
  diagnosticData: boolean;
  diagnosticUnnecessaryTag: boolean;
}

/** What VS Code declares; tests and the CLI's own uses start from it. */
export const FULL_SHAPE: AnswerShape = {
  hoverMarkdown: true,
  completionDocumentationMarkdown: true,
  completionLabelDetails: true,
  completionDeprecatedTag: true,
  relatedInformation: true,
  codeDescription: true,
  diagnosticData: true,
  diagnosticUnnecessaryTag: true,
};

const saysMarkdown = (formats: readonly string[] | undefined) => !!formats?.includes('markdown');

export function answerShape(c: ClientCapabilities): AnswerShape {
  const completionItem = c.textDocument?.completion?.completionItem;
  const published = c.textDocument?.publishDiagnostics;
  // A client that pulls diagnostics declares the same fields under textDocument.diagnostic only in
  // newer protocol versions; publishDiagnostics is where every version declares them.
  return {
    hoverMarkdown: saysMarkdown(c.textDocument?.hover?.contentFormat),
    completionDocumentationMarkdown: saysMarkdown(completionItem?.documentationFormat),
    completionLabelDetails: !!completionItem?.labelDetailsSupport,
    completionDeprecatedTag: !!completionItem?.tagSupport?.valueSet?.includes(1),
    relatedInformation: !!published?.relatedInformation,
    codeDescription: !!published?.codeDescriptionSupport,
    diagnosticData: !!published?.dataSupport,
    diagnosticUnnecessaryTag: !!published?.tagSupport?.valueSet?.includes(1),
  };
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
    shape: answerShape(c),
    extensionClient: opts.decklistExtension === true,
    messageActions: !!c.window?.showMessage,
    paletteLanguage: paletteLanguageOf(opts.displayLanguage ?? params.locale),
    door: opts.decklistExtension === true ? (opts.untrusted === true ? 'vscode-restricted' : opts.web === true ? 'vscode-web' : 'vscode') : c.workspace?.executeCommand ? 'lsp-commands' : 'lsp',
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
