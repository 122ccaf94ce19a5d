// The open decks: one parse per document version, one check per version (teammates' decks checked
// together), the nearest decklist.config.json per deck, one service per config.
import path from 'node:path';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CardDatabase, ComboStore } from '../core/cards/index';
import {
  BUNDLED_RULES,
  CONFIG_FILE_NAME,
  rulesData,
  configCandidates,
  createDecklistService,
  EDITOR_SUGGESTION_BUDGET,
  parseConfig,
  parseDeck,
  parsedDeckSummary,
  type ConfigResult,
  type Door,
  type DecklistService,
  type DeckDocument,
  type FileCheck,
  type ParsedDeckSummary,
} from '../core/index';
import type { CheckJob } from './check-job';
import type { ServerSettings } from './settings';
import { pathToUri, uriToPath } from './settings';
import { localeInForce } from '../l10n/catalog';
import type { Locale } from '../l10n/locale';

export interface DeckAnalysis {
  uri: string;
  version: number;
  document: DeckDocument;
  /** Absent while the card data loads (or could not be loaded). */
  check?: FileCheck;
  service?: DecklistService;
  /** Without a check: the format and the counts the parse alone tells (the status bar shows them while the card data loads). */
  parsed?: ParsedDeckSummary;
  /** The config file in force, if any. */
  configPath?: string;
}

export interface DeckStoreHost {
  document(uri: string): TextDocument | undefined;
  openDocuments(): TextDocument[];
  settings(): ServerSettings;
  cards(): CardDatabase | undefined;
  /** Commander Spellbook's combos when downloaded, and the store file a check worker loads. */
  combos?(): { store: ComboStore; path: string } | undefined;
  workspaceFolders(): string[];
  /** A config file was read (with its problems, possibly none). */
  onConfigRead(path: string, result: ConfigResult | undefined): void;
  /** Where the messages are read (the client's door). */
  door(): Door;
  /** A workspace file's text (a decklist.config.json); throws when it cannot be read. */
  readTextFile(file: string): string;
}

function teamOf(doc: DeckDocument): string | undefined {
  const d = doc.directives.find((x) => x.key === 'team');
  return d?.value.trim().toLowerCase() || undefined;
}

export class DeckStore {
  private readonly analyses = new Map<string, DeckAnalysis>();
  /**
   * Parses by document and version, and by the language their syntax messages are worded in (the
   * locale can change while a deck is open). The document object counts, not only its version: an
   * editor that opens a URI again (`Untitled-1` reused) starts again at version 1.
   */
  private readonly parses = new Map<string, { source: object; version: number; locale: Locale; document: DeckDocument }>();
  private readonly configs = new Map<string, ConfigResult | null>();
  private readonly services = new Map<string, DecklistService>();

  constructor(private readonly host: DeckStoreHost) {}

  /** Where the messages are read (the client's door). */
  get door(): Door {
    return this.host.door();
  }

  /** Card data, settings or a config changed: every check is stale. */
  invalidateChecks(): void {
    this.analyses.clear();
    this.services.clear();
  }

  /** The config files read so far, with what was read (for publishing their problems again). */
  configResults(): Array<[string, ConfigResult]> {
    return [...this.configs].filter((e): e is [string, ConfigResult] => e[1] !== null);
  }

  /** Checks this deck again on the next request (its suggestions were computed meanwhile). */
  invalidateCheck(uri: string): void {
    this.analyses.delete(uri);
  }

  invalidateConfigs(): void {
    this.configs.clear();
    this.invalidateChecks();
  }

  forget(uri: string): void {
    this.analyses.delete(uri);
    this.parses.delete(uri);
  }

  /** The file-system path used for a deck in messages and team checks (its URI when it has none). */
  pathOf(uri: string): string {
    return uriToPath(uri) ?? uri;
  }

  /** Maps a path from a related location back to an open document's URI (or a file URI). */
  uriOfPath(p: string): string {
    for (const d of this.host.openDocuments()) if (this.pathOf(d.uri) === p) return d.uri;
    return /^[a-z][\w+.-]*:/i.test(p) && !/^[a-z]:[\\/]/i.test(p) ? p : pathToUri(p);
  }

  parse(uri: string): DeckDocument | undefined {
    const td = this.host.document(uri);
    if (!td) return undefined;
    const hit = this.parses.get(uri);
    const locale = localeInForce();
    if (hit && hit.source === td && hit.version === td.version && hit.locale === locale) return hit.document;
    const document = parseDeck(td.getText(), { fileName: this.pathOf(uri) });
    this.parses.set(uri, { source: td, version: td.version, locale, document });
    return document;
  }

  private readConfig(file: string): ConfigResult | null {
    if (this.configs.has(file)) return this.configs.get(file)!;
    let result: ConfigResult | null = null;
    try {
      result = parseConfig(this.host.readTextFile(file), file);
    } catch {
      result = null;
    }
    this.configs.set(file, result);
    if (result) this.host.onConfigRead(file, result);
    return result;
  }

  /** The nearest decklist.config.json from the deck's folder up to its workspace folder. */
  configFor(uri: string): string | undefined {
    const file = uriToPath(uri);
    const folders = this.host.workspaceFolders();
    const dir = file ? path.dirname(file) : folders[0];
    if (!dir) return undefined;
    const root = folders.find((f) => !path.relative(f, dir).startsWith('..'));
    // A document without a file (untitled) is looked up from the first workspace folder.
    for (const candidate of configCandidates(file ?? path.join(dir, CONFIG_FILE_NAME), root)) if (this.readConfig(candidate)) return candidate;
    return undefined;
  }

  serviceFor(configPath: string | undefined): DecklistService | undefined {
    const cards = this.host.cards();
    if (!cards) return undefined;
    const key = configPath ?? '';
    let s = this.services.get(key);
    if (!s) {
      const settings = this.host.settings();
      const cfg = configPath ? this.configs.get(configPath) : undefined;
      const combos = this.host.combos?.()?.store;
      // Suggestions are computed after publishing (Publisher): typing a name never waits for them.
      s = createDecklistService({
        cards,
        config: cfg?.config,
        defaultFormat: settings.format,
        severities: settings.severity,
        suggestionBudget: EDITOR_SUGGESTION_BUDGET,
        door: this.host.door(),
        ...(combos ? { combos } : {}),
      });
      this.services.set(key, s);
    }
    return s;
  }

  /** The analysis of the document's current version (checked together with its open teammates). */
  analysis(uri: string): DeckAnalysis | undefined {
    const td = this.host.document(uri);
    if (!td) return undefined;
    const hit = this.analyses.get(uri);
    const document = this.parse(uri)!;
    // A check of this very parse (a new parse means new text, even at the same version).
    if (hit && hit.version === td.version && hit.document === document) return hit;
    const configPath = this.configFor(uri);
    const service = this.serviceFor(configPath);
    if (!service) {
      const config = configPath ? (this.configs.get(configPath)?.config ?? undefined) : undefined;
      const parsed = parsedDeckSummary(document, { config, defaultFormat: this.host.settings().format });
      const a: DeckAnalysis = { uri, version: td.version, document, configPath, parsed };
      this.analyses.set(uri, a);
      return a;
    }
    const members = this.teamMembers(uri, document, configPath);
    const files = members.map((m) => ({ uri: m.uri, version: m.version, path: this.pathOf(m.uri), document: this.parse(m.uri)! }));
    const checks = service.checkParsed(files.map((f) => ({ path: f.path, document: f.document })));
    files.forEach((f, i) => this.analyses.set(f.uri, { uri: f.uri, version: f.version, document: f.document, check: checks[i], service, configPath }));
    return this.analyses.get(uri);
  }

  /** A check of the deck (and its open teammates) as plain data, for the check worker. */
  checkJob(uri: string, indexPath: string, maxDiagnostics: number): Omit<CheckJob, 'id'> | undefined {
    const td = this.host.document(uri);
    if (!td) return undefined;
    const configPath = this.configFor(uri);
    const settings = this.host.settings();
    const members = this.teamMembers(uri, this.parse(uri), configPath);
    const combos = this.host.combos?.();
    return {
      indexPath,
      ...(combos ? { combosPath: combos.path } : {}),
      // Rules downloaded since the build: the worker thread starts with the bundled ones.
      ...(rulesData() !== BUNDLED_RULES ? { rules: rulesData() } : {}),
      config: configPath ? (this.configs.get(configPath)?.config ?? undefined) : undefined,
      defaultFormat: settings.format,
      severities: settings.severity,
      files: members.map((m) => ({ path: this.pathOf(m.uri), text: m.getText() })),
      maxDiagnostics,
      door: this.host.door(),
      ...(settings.languages.length ? { languages: settings.languages } : {}),
    };
  }

  /** The open decks sharing this deck's `team:` (and config), this one first. */
  teamMembers(uri: string, document = this.parse(uri), configPath = this.configFor(uri)): TextDocument[] {
    const self = this.host.document(uri);
    if (!self || !document) return [];
    const team = teamOf(document);
    if (!team) return [self];
    const others = this.host
      .openDocuments()
      .filter((d) => d.uri !== uri && teamOf(this.parse(d.uri)!) === team && this.configFor(d.uri) === configPath);
    return [self, ...others];
  }
}
