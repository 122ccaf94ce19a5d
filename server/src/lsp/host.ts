// What the language server needs from the platform it runs on: Node.js (the desktop editor, other
// editors, the npm package) or a browser's web worker (vscode.dev, github.dev). The wiring in
// serve.ts is the same for both; node-host.ts and web/web-host.ts are the two implementations.
import type { InitializeParams } from 'vscode-languageserver';
import type { CardDatabase, ComboStore, OpenCardDatabaseOptions, OpenedCardDatabase, RulingsSource } from '../core/cards/index';
import type { DeckChecker } from './large-decks';
import type { CatalogReader } from '../l10n/catalog';

/** A short text kept across starts (a file in the cache folder); read gives undefined when none is kept. */
export interface KeptNote {
  read(): string | undefined;
  write(value: string): void;
}

/** Where card data comes from, and where downloads are kept. */
export interface CardDataBackend {
  /** Opens the card data by the product's precedence (setting path, download, snapshot). */
  open(options: OpenCardDatabaseOptions): Promise<OpenedCardDatabase>;
  /** Downloads current data even when the kept copy is fresh (the update command). */
  update(options: OpenCardDatabaseOptions): Promise<OpenedCardDatabase>;
  /** Whether a file named in `decklist.cardData.path` is there (to word why it cannot be used). */
  fileExists(file: string): boolean;
  /** A `decklist.cardData.path` as an absolute path (relative to the first workspace folder). */
  resolvePath(root: string | undefined, file: string): string;
  /** The environment the card data options read (download mirrors, cache folder). */
  env: Record<string, string | undefined>;
  /** Scryfall's rulings when downloaded (read on the first hover); `reset()` after a download. */
  rulings(log: (message: string) => void): RulingsSource & { reset(): void };
  /** The data in use when the player was told that a background download failed: told once per cache, not per start. */
  failureTold?: KeptNote;
  /** Commander Spellbook's combos when downloaded: none on a platform that cannot keep them. */
  combos?: {
    /** The store file a check worker loads. */
    path: string;
    /** The compiled store when current (throws when it cannot be read). */
    current(): ComboStore | undefined;
    /** Compiles the download when needed (seconds), in the background. */
    open(log: (message: string) => void): Promise<ComboStore | undefined>;
  };
}

export interface ServerHost {
  cardData: CardDataBackend;
  /** The text of a workspace file (a decklist.config.json) by its path; throws when it cannot be read. */
  readTextFile(file: string): string;
  /** A checker of very large decks off the main thread, when the platform has one. */
  largeDecks(log: (message: string) => void, cards: () => { db: CardDatabase | undefined; combos: ComboStore | undefined }): DeckChecker | undefined;
  /** The message catalogs (the server's language); default: the package's l10n folder. */
  catalogs?: CatalogReader;
  /** Called first in `initialize`, before anything is read: fetch what the platform fetches at start. */
  initialize?(params: InitializeParams): Promise<void>;
  /** Platform-specific requests and notifications (the web client's workspace files). */
  listen?(connection: import('vscode-languageserver').Connection, changed: () => void): void;
}
