// The decklist extensions to LSP: custom requests and notifications between the VS Code
// client (status bar, commands, statistics view) and the server. Types and method names only,
// so the client can import this file without pulling in the server.

export type { ConvertTarget } from '../core/index';
import type { ConvertTarget } from '../core/index';

export interface DeckCountsInfo {
  main: number;
  commander: number;
  companion: number;
  sideboard: number;
  maybeboard: number;
}

/** Pushed by the server after every check of an open deck (method `decklist/deckInfo`). */
export interface DeckInfo {
  uri: string;
  version: number;
  format: { id: string; name: string; source: string };
  counts: DeckCountsInfo;
  /** What the status bar shows: `99 + 1 / 100`, `60 / 60`, `75 (15 sideboard)`. */
  countText: string;
  /** The commanders as the deck writes them (`《稲妻/Lightning Bolt》` stays Japanese). */
  commanders: string[];
  problems: { errors: number; warnings: number; information: number };
  /**
   * The deck was checked with card data. False while the first card data loads, or when none could be
   * loaded: only the syntax was checked, so `problems` cannot say "no problems".
   */
  checked: boolean;
  cardData: {
    label: string;
    date: string;
    source: string;
    cards: number;
    loading: boolean;
    /** While loading: what is happening ("Downloading current card data (1.0 of 2.1 MB)…"). */
    loadingStep?: string;
    /** The last download of card data failed: the data in use is older than it should be. */
    updateFailed?: CardDataUpdateFailure;
    /** The rules data in force: "rules of 2026-11-29" (data/rules.json, bundled or downloaded since). */
    rules?: string;
  };
}

/** Why the last card data download failed, and when it was tried (ISO). */
export interface CardDataUpdateFailure {
  reason: string;
  at: string;
  /** The data still in use (its label). */
  using: string;
  /** A download the server started by itself (refresh, first download), not the update command (which reports its own failure). */
  background: boolean;
  /** Whether the data in use is out of date (older than `maxAgeDays`, or the snapshot); a failed update leaves fresh data fresh. */
  outOfDate?: boolean;
  /**
   * `rules`: the rules data (data/rules.json) failed, not the cards; `reason` is then the whole
   * sentence to show (what failed, the rules still in force, what to do), and the cards are as they were.
   */
  what?: 'rules';
}
/**
 * Sent by the server when a card data download (the background refresh, the first download, or
 * the update command) fails; params `CardDataUpdateFailure`. The client tells the user once per
 * session, with Retry and Show Log.
 */
export const CARD_DATA_UPDATE_FAILED_NOTIFICATION = 'decklist/cardDataUpdateFailed';
export const DECK_INFO_NOTIFICATION = 'decklist/deckInfo';
/** Request form of the same, for a client that wants it now: params `{ uri }`, result `DeckInfo | null`. */
export const DECK_INFO_REQUEST = 'decklist/getDeckInfo';

export type { DeckStatistics } from '../core/index';
/** params `{ uri }`, result `DeckStatistics | null` (null: no such open document). */
export const DECK_STATISTICS_REQUEST = 'decklist/statistics';

/** params `SampleHandParams`, result `SampleHandResult | null`: a seeded sample hand of the open deck. */
export const SAMPLE_HAND_REQUEST = 'decklist/sampleHand';
export interface SampleHandParams {
  uri: string;
  seed: number;
  mulligans: number;
  draws: number;
}
export type SampleHandResult = import('../core/index').SampleHand & { notes: string[] };

/**
 * params `{ uri, text?, fileName? }`, result `string | null`: the canonical sorted list of the open
 * deck, or of `text` checked with the same settings (another deck to compare it with).
 */
export const CANONICAL_LIST_REQUEST = 'decklist/canonicalList';
export interface CanonicalListParams {
  uri: string;
  text?: string;
  fileName?: string;
}

/** params `{ uri, target }`, result `{ content, language, unknown, dropped, droppedMessage? }`: the deck in another export format. */
export const CONVERT_DECK_REQUEST = 'decklist/convert';
export interface ConvertDeckParams {
  uri: string;
  target: ConvertTarget;
}
export interface ConvertDeckResult {
  content: string;
  /** VS Code language id for the new untitled document (`decklist`: the MTGO `.dek` XML is a decklist too). */
  language: string;
  /** Names in the result the card data does not know, as the deck wrote them (the client warns before writing). */
  unknown: string[];
  /** What the deck had that the target cannot hold (printings, finishes, tags, sections), and how much of it. */
  dropped: Array<{ what: 'printing' | 'finish' | 'tags' | 'maybeboard' | 'companion'; lines: number; cards: number }>;
  /** The sentence that says what was left out, in the server's language; absent when nothing was (the client shows it). */
  droppedMessage?: string;
}

/**
 * params `{ uri? }`, result `FormatSummary[]`: every format the workspace knows, built-in and
 * house (the config of the deck's folder, even for a deck not open yet).
 */
export const LIST_FORMATS_REQUEST = 'decklist/formats';
export interface FormatSummary {
  id: string;
  name: string;
  /** The format in one line, for a picker (formats/summaries.ts): no ids, sources or notes. */
  description: string;
  /** A new deck of this format, in snippet syntax: `// format:` line, sections, a placeholder commander line. */
  skeleton: string;
  /** The format's decks have a commander (an .edh file). */
  commander: boolean;
}

/** params `{ uri, version, format }`, result `WorkspaceEdit | null`: writes or replaces the `// format:` line. */
export const SET_FORMAT_REQUEST = 'decklist/setFormatEdit';
export interface SetFormatParams {
  uri: string;
  version: number;
  format: string;
}

/**
 * params `{}` (with a `workDoneToken` for progress; cancellable), result `CardDataSummary`:
 * downloads current card data (even when the cache is fresh) and re-checks every open deck.
 */
export const UPDATE_CARD_DATA_REQUEST = 'decklist/updateCardData';
export interface CardDataSummary {
  label: string;
  date: string;
  source: string;
  cards: number;
  /** Scryfall's index named the cards already downloaded: nothing was downloaded again. */
  unchanged?: true;
  /** When `decklist.cardData.rulings` is on: the rulings downloaded with the cards. */
  rulings?: { date: string; cards: number; rulings: number };
  /** Commander Spellbook's combos, when downloaded or refreshed with the cards. */
  combos?: { date: string; variants: number; cards: number };
  /** The rules data in force after the update ("rules of DATE"), and why its download failed, if it did. */
  rules?: { label: string; date: string; failure?: string };
}

/**
 * params `SearchCardsParams`, result `SearchCardsResult`: Scryfall-syntax search over the card data
 * in use (offline). With the `uri` of a Commander deck whose commander is known, the search is
 * limited to the commander's color identity unless the query has its own `id:`/`identity:` term.
 */
export const SEARCH_CARDS_REQUEST = 'decklist/searchCards';
export interface SearchCardsParams {
  query: string;
  uri?: string;
  /** At most this many cards (default 50, at most 500). */
  limit?: number;
}
export interface SearchCardsResult {
  /** Every match, also those past the limit. */
  total: number;
  cards: Array<{ name: string; manaCost: string; typeLine: string }>;
  /** The query cannot be read (names the key or character at fault), or no card data yet. */
  error?: string;
  /** The commander identity the search was limited to (`WUB`, `` for colorless). */
  limitedToIdentity?: string;
}
/** The client's command "Search cards…" (quick pick; inserts `1 Name` at the cursor). */
export const SEARCH_CARDS_COMMAND = 'decklist.searchCards';

/**
 * params `{ name }`, result `CardRulings | null`: every ruling of a card, newest first. A hover's
 * "All N rulings" link runs the client command `decklist.showRulings` (SHOW_RULINGS_COMMAND in
 * core/features/hover.ts) with `[cardName]`, which shows this request's answer.
 */
export const CARD_RULINGS_REQUEST = 'decklist/rulings';
export interface CardRulings {
  card: string;
  /** Date of the rulings file ('' when none is downloaded). */
  date: string;
  rulings: Array<{ date: string; source: string; text: string }>;
  /** When none is downloaded: why, and what to do where the player is (the web downloads none). */
  notDownloaded?: string;
}

/**
 * params `{ name, uri? }`, result `SameCostResult | null`: the cards with exactly a card's mana cost,
 * judged by the deck's format (in a same-cost format such as Mental Legacy, what the card can be cast
 * as; `castAs` says which), or by Mental Legacy outside a deck. A hover's "Show all" link runs the
 * client command `decklist.showSameCost` with `[cardName]`.
 */
export const SAME_COST_REQUEST = 'decklist/sameCost';

/**
 * params `{ text }`, result `KnownCards | null`: how many card lines of a text name cards the card
 * data knows, for paste detection to tell a deck from a shopping list. Asked while the server
 * starts, it is answered once the card data is loaded; null when none is loaded after 10 s (or
 * none could be).
 */
export const KNOWN_CARDS_REQUEST = 'decklist/knownCards';
export interface KnownCards {
  /** Card lines read (distinct names). */
  names: number;
  /** Of those, the names the card data knows. */
  known: number;
}
export type { SameCostResult } from '../core/index';

/**
 * Web client → web server: the workspace's decklist.config.json files, read through the editor's
 * file system (a web worker has no other). `text: null` means the file is gone; `all: true` means
 * the list is every such file (the server forgets the others).
 */
export const WORKSPACE_FILES_NOTIFICATION = 'decklist/workspaceFiles';
export interface WorkspaceFilesParams {
  files: Array<{ uri: string; text: string | null }>;
  all?: boolean;
}

/** What the web client tells its server at start, besides the usual initialization options. */
export interface WebInitializationOptions {
  /** The extension runs on the web: its messages name only what the web version has (core/doors.ts). */
  web: true;
  /** The extension's own files (the snapshot, the message catalogs) are fetched from here. */
  extensionUri: string;
  /**
   * Download mirrors (the web suite's stand-in Scryfall), the rules data's URL (the web's
   * DECKLIST_RULES_URL: "none" keeps the bundled rules; the setting still wins), and how long a
   * stalled download waits (default 60 s).
   */
  downloadEndpoints?: { scryfallApi?: string; rulesUrl?: string; idleTimeoutMs?: number };
}

/**
 * Web server → web client: card data kept between sessions in the extension's global storage
 * (workspace.fs), which a web worker cannot reach and whose IndexedDB a browser may deny to a
 * worker on another site than the page. Bytes travel as base64.
 */
export const KEPT_DATA_READ_REQUEST = 'decklist/keptData/read';
export const KEPT_DATA_WRITE_REQUEST = 'decklist/keptData/write';
export interface KeptDataParams {
  /** A file name in the storage folder (no folders). */
  key: string;
}
export interface KeptData {
  base64: string;
  /** What the server keeps beside the bytes (when and where they were downloaded). */
  meta: unknown;
}

/**
 * params `AgentToolParams`, result `AgentToolResult`: the editor's language model tools
 * (client/src/lm-tools.ts) on an open deck, answered by core/agent-tools.ts as the MCP server's
 * tools are. `fix_deck` answers the edits for the deck's `version`; the client applies them.
 */
export const AGENT_TOOL_REQUEST = 'decklist/agentTool';
export const AGENT_TOOLS = ['check_deck', 'fix_deck', 'lookup_card', 'search_cards', 'deck_statistics', 'deck_combos'] as const;
export type AgentToolName = (typeof AGENT_TOOLS)[number];
export interface AgentToolParams {
  tool: AgentToolName;
  /** The open deck (check, fix, statistics, combos; search within its format and identity). */
  uri?: string;
  input?: { name?: string; query?: string; limit?: number; seed?: number };
}
export interface AgentToolResult {
  /** The structured answer (the MCP tool's structuredContent). */
  result?: Record<string, unknown>;
  /** Why there is none, in words for the model and the player. */
  error?: string;
  /** The version of the document the answer is for. */
  version?: number;
}
