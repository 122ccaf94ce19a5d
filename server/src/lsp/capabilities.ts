// What the client can do (negotiated in `initialize`) and what the server offers in return.
import { TextDocumentSyncKind, type ClientCapabilities, type InitializeParams, type ServerCapabilities } from 'vscode-languageserver';
import { FIX_ALL_APPLIED_COMMAND, FIX_ALL_KIND } from './code-actions';
import { UPDATE_CARD_DATA_COMMAND, runsServerCommands, type Door } from '../core/index';
import { paletteLanguageOf, type PaletteLanguage } from '../core/command-titles';
import { negotiatedEncoding, type PositionEncoding } from './positions';

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
  /** In Restricted Mode, the restricted settings the workspace itself sets (VS Code ignores them; the client read its files). */
  workspaceRestricted: string[];
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
  /** The client runs the server's commands (workspace/executeCommand). */
  executeCommand: boolean;
  /** The units of every column exchanged (positions.ts); `offered` when the client listed encodings (it is then told the choice). */
  positionEncoding: PositionEncoding;
  positionEncodingOffered: boolean;
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
  completionPreselect: boolean;
  /** Items replace the whole typed name and carry it as filterText (our VS Code extension); else see core fromLastWord. */
  completionWholeName: boolean;
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
  completionPreselect: true,
  completionWholeName: true,
  relatedInformation: true,
  codeDescription: true,
  diagnosticData: true,
  diagnosticUnnecessaryTag: true,
};

const saysMarkdown = (formats: readonly string[] | undefined) => !!formats?.includes('markdown');

export function answerShape(c: ClientCapabilities, decklistExtension = false): AnswerShape {
  const completionItem = c.textDocument?.completion?.completionItem;
  const published = c.textDocument?.publishDiagnostics;
  // A client that pulls diagnostics declares the same fields under textDocument.diagnostic only in
  // newer protocol versions; publishDiagnostics is where every version declares them.
  return {
    hoverMarkdown: saysMarkdown(c.textDocument?.hover?.contentFormat),
    completionDocumentationMarkdown: saysMarkdown(completionItem?.documentationFormat),
    completionLabelDetails: !!completionItem?.labelDetailsSupport,
    completionDeprecatedTag: !!completionItem?.tagSupport?.valueSet?.includes(1),
    completionPreselect: !!completionItem?.preselectSupport,
    completionWholeName: decklistExtension,
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
    workspaceRestricted: Array.isArray(opts.workspaceRestricted) ? opts.workspaceRestricted.filter((k): k is string => typeof k === 'string' && /^decklist\.[\w.]+$/.test(k)) : [],
    initializationSettings: opts.settings ?? opts,
    locales: { option: opts.locale, client: params.locale },
    shape: answerShape(c, opts.decklistExtension === true),
    extensionClient: opts.decklistExtension === true,
    paletteLanguage: paletteLanguageOf(opts.displayLanguage ?? params.locale),
    executeCommand: !!c.workspace?.executeCommand,
    positionEncoding: negotiatedEncoding(c),
    positionEncodingOffered: !!c.general?.positionEncodings?.length,
    door: doorOf(params, opts),
  };
}

/**
 * Who reads the messages, so that their advice names a route that client can take: our extension
 * says so (`decklistExtension`), as does the Emacs mode (`decklistMode`); Helix by its clientInfo;
 * any other client by whether it runs the server's commands at all (Neovim 0.7 and ALE 3.3 do not
 * declare workspace/executeCommand: they are told the command line).
 */
function doorOf(params: InitializeParams, opts: Record<string, unknown>): Door {
  if (opts.decklistExtension === true) return opts.untrusted === true ? 'vscode-restricted' : opts.web === true ? 'vscode-web' : 'vscode';
  if (!params.capabilities?.workspace?.executeCommand) return 'lsp';
  if (opts.decklistMode === true) return 'lsp-emacs';
  return params.clientInfo?.name?.toLowerCase() === 'helix' ? 'lsp-helix' : 'lsp-commands';
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
  // VS Code runs its own command of that name; another client may run the server's. Fix-all's
  // message of what it changed runs wherever the client runs the server's commands.
  const commands = [...(runsServerCommands(client.door) ? [UPDATE_CARD_DATA_COMMAND] : []), ...(client.executeCommand ? [FIX_ALL_APPLIED_COMMAND] : [])];
  if (commands.length) caps.executeCommandProvider = { commands };
  if (client.positionEncodingOffered) caps.positionEncoding = client.positionEncoding;
  if (client.pullDiagnostics) caps.diagnosticProvider = { identifier: 'decklist', interFileDependencies: true, workspaceDiagnostics: false };
  return caps;
}
