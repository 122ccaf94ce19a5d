// The language server's platform in a browser's web worker (vscode.dev, github.dev): the
// extension's own files (card snapshot, message catalogs) are fetched from its URI, current card
// data is downloaded with fetch and kept in the extension's storage by the client (web-card-data.ts),
// workspace files arrive from the client (read through the editor's file system), and large decks
// are checked on the worker's own thread after the same pause in typing.
import type { Connection, InitializeParams } from 'vscode-languageserver';
import { parseCatalog, type CatalogReader } from '../l10n/catalog';
import type { ServerHost } from '../lsp/host';
import { InThreadDeckChecker } from '../lsp/large-decks';
import type { Locale } from '../l10n/locale';
import {
  KEPT_DATA_READ_REQUEST,
  KEPT_DATA_WRITE_REQUEST,
  WORKSPACE_FILES_NOTIFICATION,
  type KeptData,
  type WebInitializationOptions,
  type WorkspaceFilesParams,
} from '../lsp/protocol';
import { uriToPath } from '../lsp/settings';
import { WebCardData, type KeptStore, type WebCardDataPlaces } from './web-card-data';

/** The catalogs besides English (the messages themselves). */
const CATALOG_LOCALES: Locale[] = ['ja'];

export function webHost(): ServerHost {
  const places: WebCardDataPlaces = { extensionUri: '', endpoints: {} };
  /** Workspace files by path (lsp/settings.ts uriToPath), as the client last sent them. */
  const files = new Map<string, string>();
  const catalogs = new Map<Locale, ReturnType<typeof parseCatalog>>();
  /** Our web client keeps files for the worker; another client keeps nothing. */
  let kept: KeptStore | undefined;
  let keeps = false;
  const catalogFile = (locale: Locale) => `l10n/bundle.l10n.${locale}.json`;
  const readCatalog: CatalogReader = (locale) =>
    locale === 'en' ? undefined : { file: catalogFile(locale), read: catalogs.get(locale) ?? { problem: 'was not fetched' } };

  const cardData = new WebCardData(
    () => places,
    () => (keeps ? kept : undefined),
  );
  return {
    cardData,
    readTextFile(file) {
      const text = files.get(file);
      if (text === undefined) throw new Error(`${file} is not in the workspace`);
      return text;
    },
    largeDecks: (_log, cards) => new InThreadDeckChecker(cards),
    catalogs: readCatalog,
    async initialize(params: InitializeParams) {
      const options = (params.initializationOptions ?? {}) as Partial<WebInitializationOptions>;
      places.extensionUri = typeof options.extensionUri === 'string' ? options.extensionUri.replace(/\/+$/, '') : '';
      places.endpoints = { ...options.downloadEndpoints };
      keeps = options.web === true;
      cardData.prefetchSnapshot();
      await Promise.all(
        CATALOG_LOCALES.map(async (locale) => {
          try {
            const res = await fetch(`${places.extensionUri}/${catalogFile(locale)}`);
            catalogs.set(locale, res.ok ? parseCatalog(await res.text()) : { problem: `cannot be fetched (HTTP ${res.status})` });
          } catch (e) {
            catalogs.set(locale, { problem: `cannot be fetched (${e instanceof Error ? e.message : String(e)})` });
          }
        }),
      );
    },
    listen(connection: Connection, changed: () => void) {
      kept = {
        async read(key) {
          const r = await connection.sendRequest<KeptData | null>(KEPT_DATA_READ_REQUEST, { key });
          return r ? { bytes: Buffer.from(r.base64, 'base64'), meta: r.meta } : undefined;
        },
        async write(key, bytes, meta) {
          await connection.sendRequest(KEPT_DATA_WRITE_REQUEST, { key, base64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), meta } satisfies KeptData & { key: string });
        },
      };
      connection.onNotification(WORKSPACE_FILES_NOTIFICATION, (params: WorkspaceFilesParams) => {
        if (params.all) files.clear();
        for (const f of params.files ?? []) {
          const file = uriToPath(f.uri);
          if (!file) continue;
          if (typeof f.text === 'string') files.set(file, f.text);
          else files.delete(file);
        }
        changed();
      });
    },
  };
}
