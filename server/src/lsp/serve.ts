// The language server's wiring, the same on every platform (server.ts: Node.js; server-web.ts: a
// browser's web worker): documents, capability negotiation and routing only; each feature's
// translation lives in its own file here, and what differs by platform comes from the host.
import * as l10n from '@vscode/l10n';
import {
  type CancellationToken,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  DocumentDiagnosticReportKind,
  MessageType,
  ShowMessageNotification,
  TextDocuments,
  type Connection,
  type ProgressToken,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { version } from '../../../package.json';
import { CONFIG_FILE_NAME } from '../core/index';
import { clientFeatures, serverCapabilities, type ClientFeatures } from './capabilities';
import { CardDataManager } from './card-data';
import { codeActions } from './code-actions';
import { complete, resolveCompletion } from './completion';
import { deckInfoOf, executeCommand, listFormats, registerDeckViewRequests, setFormatEdit } from './custom-requests';
import { DeckStore } from './deck-store';
import { configDiagnostics } from './diagnostics';
import { formatDocument } from './formatting';
import { hover } from './hover';
import { ServerLanguage } from './language';
import { setPaletteLanguage } from '../core/command-titles';
import { packageSpeaksJapanese } from '../l10n/catalog';
import { UpdateFailureAnnouncer } from './update-failure';
import { documentSymbols, foldingRanges, inlayHints } from './outline';
import * as protocol from './protocol';
import { Publisher } from './publisher';
import { documentsIn, PositionCodec } from './positions';
import { lineText } from './text-document';
import { searchCardsRequest } from './search';
import { DEFAULT_SETTINGS, hoverOptions, readSettings, restrictForUntrusted, sameCardDataSettings, uriToPath, type ServerSettings } from './settings';
import type { ServerHost } from './host';

/** Serves the decklist language over a connection, with the platform's I/O from the host. */
export function serve(connection: Connection, host: ServerHost): void {
  let client: ClientFeatures | undefined;
  const encoding = () => client?.positionEncoding ?? 'utf-16';
  const documents = new TextDocuments(documentsIn(encoding));
  let settings: ServerSettings = DEFAULT_SETTINGS;
  let restrictionShown = false;

  /** A message for the user that needs no answer (`window/showMessage`, not a request with buttons). */
  function tell(kind: 'info' | 'warning' | 'error', message: string): void {
    const type = kind === 'error' ? MessageType.Error : kind === 'warning' ? MessageType.Warning : MessageType.Info;
    void connection.sendNotification(ShowMessageNotification.type, { type, message });
  }

  const language = new ServerLanguage({
    error: (line) => connection.console.error(line),
    info: (line) => connection.console.info(line),
    tell: (text) => tell('info', text),
    // The config files' problems are worded when read: read them again in the new language.
    catalogChanged: () => store.invalidateConfigs(),
  }, host.catalogs);

  const cards = new CardDataManager(connection, () => !!client?.workDoneProgress, {
    onChange: () => recheckAll(),
    onLoadFailed: () => recheckAll(),
    onMessage: (kind, message) => tell(kind, message),
    log: (message) => connection.console.log(message),
    // The status bar of every open deck says the data's state (loading, old, failed), and why.
    onUpdateFailed: (failure) => {
      updateFailures.failed(failure);
      scheduleAll();
    },
    onStateChanged: () => scheduleAll(),
    door: () => client?.door ?? 'lsp',
  }, host.cardData);
  const updateFailures = new UpdateFailureAnnouncer(connection, () => client, host.cardData.failureTold);
  const store = new DeckStore({
    document: (uri) => documents.get(uri),
    openDocuments: () => documents.all(),
    settings: () => settings,
    cards: () => cards.db,
    combos: () => cards.combos,
    workspaceFolders: () => client?.workspaceFolders ?? [],
    onConfigRead: (file, result) => void connection.sendDiagnostics(configDiagnostics(file, result, cards.db, client?.shape)),
    door: () => client?.door ?? 'lsp',
    readTextFile: (file) => host.readTextFile(file),
  });
  const publisher = new Publisher(
    connection,
    store,
    cards,
    (uri) => documents.get(uri)?.lineCount,
    (uri) => documents.get(uri)?.version,
    () => client,
    host.largeDecks((m) => connection.console.error(m), () => ({ db: cards.db, combos: cards.combos?.store })),
  );

  function scheduleAll(): void {
    for (const d of documents.all()) publisher.schedule(d.uri);
  }

  function recheckAll(): void {
    store.invalidateChecks();
    // The config's card names are checked against the card data: new data, new warnings.
    for (const [file, result] of store.configResults()) void connection.sendDiagnostics(configDiagnostics(file, result, cards.db, client?.shape));
    scheduleAll();
    if (client?.pullDiagnostics && client.diagnosticRefresh) void connection.languages.diagnostics.refresh().catch(() => undefined);
    if (client?.inlayHintRefresh) void connection.languages.inlayHint.refresh().catch(() => undefined);
  }

  /** Settings as sent, with the language they and the client give (lsp/language.ts). */
  function localized(raw: unknown): ServerSettings {
    return language.apply(readSettings(raw), client?.locales);
  }

  async function loadSettings(pushed?: unknown): Promise<ServerSettings> {
    let raw: unknown = pushed ?? client?.initializationSettings;
    if (client?.configuration) raw = await connection.workspace.getConfiguration({ section: 'decklist' }).catch(() => raw);
    const read = localized(raw);
    if (!client?.untrusted) return read;
    const { settings: restricted, notice } = restrictForUntrusted(read, client.workspaceFolders, client.workspaceRestricted);
    if (notice && !restrictionShown) {
      restrictionShown = true;
      tell('info', notice);
    }
    return restricted;
  }

  const rootFolder = () => client?.workspaceFolders[0];

  // Columns in the client's units (positions.ts): an open document's line, else a config file's.
  const positions = new PositionCodec(encoding, (uri, line) => {
    const doc = documents.get(uri);
    if (doc) return line < doc.lineCount ? lineText(doc, line) : undefined;
    const file = uriToPath(uri);
    try {
      return file ? host.readTextFile(file).split(/\r\n|\r|\n/)[line] : undefined;
    } catch {
      return undefined;
    }
  });
  // Every published diagnostic leaves through here (the publisher, the config files' problems).
  const publish = connection.sendDiagnostics.bind(connection);
  connection.sendDiagnostics = (p) => publish({ ...p, diagnostics: positions.diagnostics(p.uri, p.diagnostics) });

  connection.onInitialize(async (params) => {
    await host.initialize?.(params);
    client = clientFeatures(params, uriToPath);
    // The palette shows Japanese titles on a Japanese VS Code when the package carries them.
    setPaletteLanguage(client.paletteLanguage === 'ja' && packageSpeaksJapanese(host.catalogs) ? 'ja' : 'en');
    settings = localized(client.initializationSettings);
    return { capabilities: serverCapabilities(client), serverInfo: { name: 'decklist-language-server', version } };
  });

  connection.onInitialized(async () => {
    if (client?.configurationChangeRegistration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'decklist' });
    if (client?.watchedFilesRegistration)
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: `**/${CONFIG_FILE_NAME}` }] });
    settings = await loadSettings();
    void cards.load(settings, rootFolder());
    recheckAll();
  });

  connection.onDidChangeConfiguration(async (change) => {
    const before = settings;
    settings = await loadSettings(client?.configuration ? undefined : change.settings);
    if (!sameCardDataSettings(before, settings)) void cards.load(settings, rootFolder());
    recheckAll();
  });

  const workspaceFilesChanged = () => {
    store.invalidateConfigs();
    recheckAll();
  };
  connection.onDidChangeWatchedFiles(workspaceFilesChanged);
  host.listen?.(connection, workspaceFilesChanged);

  documents.onDidOpen((e) => publisher.forget(e.document.uri));
  documents.onDidChangeContent((e) => publisher.schedule(e.document.uri));
  documents.onDidClose((e) => {
    store.forget(e.document.uri);
    publisher.clear(e.document.uri);
    // Its teammates lose their partner deck.
    for (const d of documents.all()) if (store.parse(d.uri)?.directives.some((x) => x.key === 'team')) publisher.schedule(d.uri);
  });

  connection.languages.diagnostics.on(({ textDocument: { uri } }) => ({ kind: DocumentDiagnosticReportKind.Full, items: positions.diagnostics(uri, publisher.diagnostics(uri)) }));

  const withDoc = <P extends { textDocument: { uri: string } }, R>(empty: R, f: (doc: TextDocument, params: P) => R) => (params: P): R => {
    const doc = documents.get(params.textDocument.uri);
    return doc ? f(doc, params) : empty;
  };

  connection.onCompletion(
    withDoc({ isIncomplete: false, items: [] }, (doc, params) =>
      positions.completion(doc.uri, complete(store, doc, { ...params, position: positions.positionIn(doc.uri, params.position) }, language.locale, client?.shape)),
    ),
  );
  connection.onCompletionResolve((item) => resolveCompletion(store, item, language.locale, client?.shape));
  connection.onHover((params) => {
    const uri = params.textDocument.uri;
    return positions.hover(uri, hover(store, { ...params, position: positions.positionIn(uri, params.position) }, { ...hoverOptions(settings), rulings: cards.rulings, locale: language.locale }, client?.shape));
  });
  connection.onCodeAction(
    withDoc([], (doc, params) =>
      positions.codeActions(
        codeActions(store, doc, { ...params, range: positions.rangeIn(doc.uri, params.range) }, { documentChanges: !!client?.documentChanges, decklistExtension: !!client?.extensionClient, executeCommand: !!client?.executeCommand }),
      ),
    ),
  );
  // Asked for on every open and scroll: a large paste gets none rather than a check on the main thread.
  const small = (doc: TextDocument) => !publisher.isLarge(doc.uri);
  connection.onDocumentSymbol(withDoc([], (doc) => (small(doc) ? positions.symbols(doc.uri, documentSymbols(store, doc)) : [])));
  connection.onFoldingRanges(withDoc([], (doc) => (small(doc) ? foldingRanges(store, doc) : [])));
  connection.languages.inlayHint.on(withDoc([], (doc, params) => (small(doc) ? positions.inlayHints(doc.uri, inlayHints(store, doc, positions.rangeIn(doc.uri, params.range))) : [])));
  connection.onDocumentFormatting(withDoc([], (doc) => positions.textEdits(doc.uri, formatDocument(store, doc))));

  connection.onRequest(protocol.DECK_INFO_REQUEST, (params: { uri: string }) => {
    const a = store.analysis(params.uri);
    return a ? deckInfoOf(a, cards) : null;
  });
  registerDeckViewRequests(connection, store, () => hoverOptions(settings).images, (ms) => cards.ready(ms));
  connection.onRequest(protocol.LIST_FORMATS_REQUEST, (params?: { uri?: string }) => listFormats(store, params?.uri));
  connection.onRequest(protocol.SET_FORMAT_REQUEST, (params: protocol.SetFormatParams) => {
    const doc = documents.get(params.uri);
    return doc ? setFormatEdit(store, doc, params, !!client?.documentChanges) : null;
  });
  const updateCards = (workDoneToken: ProgressToken | undefined, token: CancellationToken) =>
    cards.update(settings, workDoneToken !== undefined ? connection.window.attachWorkDoneProgress(workDoneToken) : undefined, token);
  connection.onRequest(protocol.UPDATE_CARD_DATA_REQUEST, (params: { workDoneToken?: ProgressToken }, token) => updateCards(params?.workDoneToken, token));
  connection.onExecuteCommand((params, token) => executeCommand(params, (progress) => updateCards(progress, token), (message) => tell('info', message)));

  connection.onRequest(protocol.SEARCH_CARDS_REQUEST, (params: protocol.SearchCardsParams) => searchCardsRequest(store, cards.db, params));
  connection.onRequest(protocol.CARD_RULINGS_REQUEST, (params: { name: string }) => cards.rulingsOf(params?.name, settings));

  documents.listen(connection);
  connection.listen();
}
