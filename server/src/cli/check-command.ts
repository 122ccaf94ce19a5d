// `decklist check [--format ID] [--cards PATH] [--config PATH] [--json] FILE...`
// Exit codes: 0 no errors, 1 any error diagnostic, 2 usage, unreadable file, bad config or card data problem.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { CliIO } from './io';
import { COMBO_MESSAGES, defaultCacheDir, openCardDatabase, openCombos, type CardDatabase, type ComboStore } from '../core/cards/index';
import {
  BUILTIN_FORMATS,
  CONFIG_FILE_NAME,
  closeIds,
  configCandidates,
  createDecklistService,
  decodeBytes,
  describeFormat,
  formatName,
  formatText,
  describeMultiplayerRules,
  detectDialect,
  MAX_DIAGNOSTICS_PER_RULE,
  normalizeFormatId,
  parseConfig,
  unknownConfigCardNames,
  type ConfigResult,
  type FileCheck,
} from '../core/index';
import { printChecksJson, printChecksText } from './check-output';
import { cardNameLanguages, inCliLocale } from './locale';
import { cannotLoadCardData, cannotReadFile, severityWord } from './messages';
import type { Locale } from '../l10n/locale';
import * as l10n from '@vscode/l10n';

/** Deck files taken from a directory given on the command line. */
const DECK_EXTENSIONS = /\.(txt|dek|dec|cod|edh|dck|mwdeck|cmdr|brawl|o8d|json)$/i;
const DECK_EXTENSION_LIST = '.txt, .dek, .dec, .cod, .edh, .dck, .mwdeck, .o8d, MTGJSON .json';

/** `decklist check --help`, in the language in force. */
export function checkUsage(): string {
  return l10n.t(
    "usage: decklist check [--format ID] [--cards PATH] [--lang LANGUAGE] [--config PATH] [--json] [--locale ja|en] FILE...\n\nChecks each decklist against a format's deck-building rules and prints every problem\nas FILE:LINE:COL: SEVERITY [CODE] MESSAGE.\n\nThe format of a file is, in this order: its \"format:\" line (when --format names another\nformat, a note says so), --format, its extension (.edh → commander, or the config's\nformat when that is a Commander-type one such as duel), the \"format\" of\ndecklist.config.json, else a guess (Commander for a deck with a commander or about 100\ncards, casual constructed otherwise). \"2hg FORMAT\" (two-headed-giant FORMAT) is Two-Headed\nGiant over any constructed format: each deck follows FORMAT, a team shares 4 copies.\n\noptions:\n  --format ID     format for files whose \"format:\" line does not name one ({0},\n                  \"2hg ID\", or one defined in decklist.config.json)\n  --cards PATH    card data file (Scryfall bulk JSON / JSON Lines, MTGJSON); default:\n                  $DECKLIST_CARDS, the downloaded Scryfall data, else the offline snapshot\n  --lang LANGUAGE also accept card names in this language (e.g. Japanese; default\n                  $DECKLIST_LANG); needs 'decklist cards update --lang LANGUAGE' once\n  --config PATH   decklist.config.json to use (default: the nearest one in the deck's\n                  directory or its parents)\n  --json          print one JSON object: {\"locale\":…,\"cardData\":{…},\"files\":[{…}]} (0-based positions)\n  --locale ja|en  the language of the messages (default: $DECKLIST_LOCALE, else $LC_ALL,\n                  $LC_MESSAGES or $LANG: ja_JP.UTF-8 → Japanese, else English)\n  --max-problems N  list at most N problems of one rule per deck, then one summary line\n                  (default {1}; 0 = list every one)\n  --list-formats  print the known formats and exit (--verbose: each format's deck rules and\n                  game rules, with the documents they come from)\n  -h, --help\n\nexit status: 0 no errors, 1 some deck has errors, 2 usage or data problem.",
    BUILTIN_FORMATS.map((f) => f.id).join(', '),
    MAX_DIAGNOSTICS_PER_RULE.toLocaleString('en-US'),
  );
}

export interface OpenCards {
  (options: {
    cardsPath?: string;
    languages?: string[];
    /** The languages come from the locale, not --lang: no notice when their names are missing. */
    quietWhenNamesMissing?: boolean;
    env: Record<string, string | undefined>;
    cwd: string;
    onNotice: (m: string) => void;
  }): Promise<CardDatabase>;
}

export const defaultOpenCards: OpenCards = async (o) => {
  const { db } = await openCardDatabase({
    cardsPath: o.cardsPath ? path.resolve(o.cwd, o.cardsPath) : undefined,
    languages: o.languages,
    quietWhenNamesMissing: o.quietWhenNamesMissing,
    env: o.env,
    allowDownload: false,
    onNotice: o.onNotice,
  });
  return db;
};

interface Args {
  format?: string;
  cards?: string;
  config?: string;
  languages?: string[];
  /** Problems of one rule per deck before a summary; 0 = no limit. */
  maxProblems?: number;
  json: boolean;
  listFormats: boolean;
  verbose: boolean;
  files: string[];
}

function parseArgs(argv: string[]): Args | string {
  const a: Args = { json: false, listFormats: false, verbose: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const s = argv[i];
    const value = (name: string): string | undefined => {
      const eq = s.indexOf('=');
      if (eq > 0) return s.slice(eq + 1);
      const v = argv[++i];
      return v === undefined || v.startsWith('--') ? undefined : v;
    };
    if (s === '--') {
      a.files.push(...argv.slice(i + 1));
      break;
    } else if (s === '--json') a.json = true;
    else if (s === '--list-formats') a.listFormats = true;
    else if (s === '--verbose' || s === '-v') a.verbose = true;
    else if (s === '--format' || s.startsWith('--format=')) {
      const v = value('--format');
      if (!v) return l10n.t('option --format needs a format id');
      a.format = v;
    } else if (s === '--cards' || s.startsWith('--cards=')) {
      const v = value('--cards');
      if (!v) return l10n.t('option {0} needs a file path', '--cards');
      a.cards = v;
    } else if (s === '--lang' || s.startsWith('--lang=')) {
      const v = value('--lang');
      if (!v) return l10n.t('option --lang needs a language, e.g. Japanese');
      (a.languages ??= []).push(...v.split(','));
    } else if (s === '--config' || s.startsWith('--config=')) {
      const v = value('--config');
      if (!v) return l10n.t('option {0} needs a file path', '--config');
      a.config = v;
    } else if (s === '--max-problems' || s.startsWith('--max-problems=')) {
      const v = value('--max-problems');
      if (v === undefined || !/^\d{1,9}$/.test(v))
        return v === undefined ? l10n.t('option --max-problems needs a whole number (0 = no limit)') : l10n.t("option --max-problems needs a whole number (0 = no limit), not '{0}'", v);
      a.maxProblems = Number(v);
    } else if (s.startsWith('-') && s !== '-') return l10n.t("unknown option '{0}'", s);
    else a.files.push(s);
  }
  return a;
}

export function runCheckCommand(argv: string[], io: CliIO, openCards: OpenCards = defaultOpenCards): Promise<number> {
  return inCliLocale(argv, io, async (argv, locale) => {
    if (argv.includes('-h') || argv.includes('--help')) {
      io.out(checkUsage());
      return 0;
    }
    const args = parseArgs(argv);
    if (typeof args === 'string') {
      io.err(`decklist check: ${args}\n${checkUsage()}`);
      return 2;
    }
    if (args.listFormats) return listFormats(io, args.verbose);
    return checkInLocale(args, io, openCards, locale);
  });
}

async function checkInLocale(args: Args, io: CliIO, openCards: OpenCards, locale: Locale): Promise<number> {
  if (args.files.length === 0) {
    io.err(`decklist check: ${l10n.t('no deck files given')}\n${checkUsage()}`);
    return 2;
  }
  let exit = 0;
  const problem = (msg: string) => {
    io.err(msg);
    exit = 2;
  };

  const configs = new ConfigFiles(io);
  if (args.config && !(await configs.read(path.resolve(io.cwd, args.config)))) {
    io.err(`decklist check: ${l10n.t('cannot read the config file {0}', args.config)}`);
    return 2;
  }

  let db: CardDatabase;
  try {
    db = await openCards({ cardsPath: args.cards, ...cardNameLanguages(args.languages, io.env), env: io.env, cwd: io.cwd, onNotice: (m) => io.err(`decklist: ${m}`) });
  } catch (e) {
    io.err(`decklist check: ${cannotLoadCardData(e)}`);
    return 2;
  }
  const combos = await openDownloadedCombos(io);

  const decks = await readDecks(await deckFiles(args.files, io, problem), args, io, configs, problem);
  const checked = checkDecks(decks, args, db, combos, io, configs, problem);
  if (checked === undefined) return 2;

  if (args.json) printChecksJson(io, checked, db.info, combos, locale);
  else printChecksText(io, checked, db.info);
  if (exit === 2) return 2;
  return checked.some((r) => r.diagnostics.some((d) => d.severity === 'error')) ? 1 : 0;
}

/** `--list-formats [--verbose]`. */
function listFormats(io: CliIO, verbose: boolean): number {
  const teamNote = l10n.t('Two-Headed Giant over a constructed format ID (2hg legacy, two-headed-giant standard, 双頭巨人戦 モダン): each deck follows ID; a team shares 4 copies of a card other than basic lands.');
  if (!verbose) {
    for (const f of BUILTIN_FORMATS) io.out(`${f.id.padEnd(18)} ${formatName(f)}${f.description ? ` — ${formatText(f.description)}` : ''}`);
    io.out(`${'2hg ID'.padEnd(18)} ${teamNote}`);
    return 0;
  }
  for (const f of BUILTIN_FORMATS) io.out(`${describeFormat(f, { listLimit: Infinity })}\n\n`);
  io.out(`2hg ID: ${teamNote}\n\n`);
  io.out(describeMultiplayerRules());
  return 0;
}

/** decklist.config.json files, each read once (null: none there, or unreadable). */
class ConfigFiles {
  private readonly cache = new Map<string, ConfigResult | null>();

  constructor(private readonly io: CliIO) {}

  async read(file: string): Promise<ConfigResult | null> {
    if (this.cache.has(file)) return this.cache.get(file)!;
    let r: ConfigResult | null;
    try {
      r = parseConfig(decodeBytes(await this.io.readFile(file)), file);
    } catch {
      r = null;
    }
    this.cache.set(file, r);
    return r;
  }

  /** What was read from a file (after read). */
  get(file: string): ConfigResult | undefined {
    return this.cache.get(file) ?? undefined;
  }

  /** --config, else the nearest decklist.config.json in the deck's directory or its parents, up to the filesystem root. */
  async nearest(deckPath: string, option: string | undefined): Promise<string | undefined> {
    if (option) return path.resolve(this.io.cwd, option);
    for (const candidate of configCandidates(path.resolve(this.io.cwd, deckPath))) if (await this.read(candidate)) return candidate;
    return undefined;
  }
}

/** Commander Spellbook's combos, when downloaded (decklist cards update --combos); a damaged store is said and skipped. */
async function openDownloadedCombos(io: CliIO): Promise<ComboStore | undefined> {
  try {
    return await openCombos(defaultCacheDir(io.env), (m) => io.err(`decklist: ${m}`));
  } catch (e) {
    io.err(`decklist: ${COMBO_MESSAGES.builtInInstead(e instanceof Error ? e.message : String(e))}`);
    return undefined;
  }
}

/** The deck files named on the command line, a directory standing for its deck files. */
async function deckFiles(names: string[], io: CliIO, problem: (msg: string) => void): Promise<string[]> {
  const files: string[] = [];
  const isMtgjsonDeck = async (file: string): Promise<boolean> => {
    try {
      return detectDialect(decodeBytes(await io.readFile(path.resolve(io.cwd, file)))) === 'mtgjson-json';
    } catch {
      return true; // unreadable: said where every deck is read
    }
  };
  for (const file of names) {
    // `decklist check examples/*` also matches the folder's config file: it is not a deck.
    if (path.basename(file) === CONFIG_FILE_NAME) continue;
    try {
      const entries = await readdir(path.resolve(io.cwd, file), { withFileTypes: true });
      const before = files.length;
      for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        if (!e.isFile() || !DECK_EXTENSIONS.test(e.name)) continue;
        const deckPath = path.join(file, e.name);
        // A folder's other JSON (package.json, the config, card data) is not a deck: only MTGJSON deck files are taken.
        if (/\.json$/i.test(e.name) && !(await isMtgjsonDeck(deckPath))) continue;
        files.push(deckPath);
      }
      if (files.length === before) problem(`${file}: ${severityWord('error')}: ${l10n.t('no deck files in this directory ({0})', DECK_EXTENSION_LIST)}`);
      continue;
    } catch {
      // not a directory: read it as a deck below
    }
    files.push(file);
  }
  return files;
}

interface ReadDecks {
  /** Decks grouped by the config in force ('' for none), so team rules work across files of one workspace. */
  groups: Map<string, Array<{ path: string; text: string }>>;
  /** The files in the order given, each once. */
  order: string[];
}

async function readDecks(files: string[], args: Args, io: CliIO, configs: ConfigFiles, problem: (msg: string) => void): Promise<ReadDecks> {
  const groups: ReadDecks['groups'] = new Map();
  const order: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    // The same deck named twice (a glob and a path) is checked once: it must not team up with itself.
    const abs = path.resolve(io.cwd, file);
    if (seen.has(abs)) continue;
    seen.add(abs);
    let text: string;
    try {
      text = decodeBytes(await io.readFile(abs));
    } catch (e) {
      problem(`${file}: ${severityWord('error')}: ${cannotReadFile(e)}`);
      continue;
    }
    const cfg = (await configs.nearest(file, args.config)) ?? '';
    if (!groups.has(cfg)) groups.set(cfg, []);
    groups.get(cfg)!.push({ path: file, text });
    order.push(file);
  }
  return { groups, order };
}

/** Checks each group of decks with its config's service; undefined (exit 2) for an unknown --format. */
function checkDecks(decks: ReadDecks, args: Args, db: CardDatabase, combos: ComboStore | undefined, io: CliIO, configs: ConfigFiles, problem: (msg: string) => void): FileCheck[] | undefined {
  const results = new Map<string, FileCheck>();
  for (const [cfgPath, files] of decks.groups) {
    const cfg = cfgPath ? configs.get(cfgPath) : undefined;
    if (cfg) {
      const shown = path.relative(io.cwd, cfgPath) || cfgPath;
      for (const e of cfg.errors) problem(`${shown}:${e.line + 1}:${e.character + 1}: ${severityWord('error')} [config] ${e.message}`);
      // A misspelt name in a bracket list matches nothing; the decks are still checked.
      for (const w of unknownConfigCardNames(cfg.cardNames ?? [], db)) io.err(`${shown}:${w.line + 1}:${w.character + 1}: ${severityWord('warning')} [config] ${w.message}`);
    }
    const service = createDecklistService({ cards: db, config: cfg?.config, defaultFormat: args.format, maxProblemsPerRule: args.maxProblems, ...(combos ? { combos } : {}) });
    for (const e of service.formats.errors) {
      const shown = e.path ? path.relative(io.cwd, e.path) || e.path : CONFIG_FILE_NAME;
      problem(`${shown}: ${severityWord('error')} [config] ${e.message}`);
    }
    if (args.format && !service.formats.get(args.format)) {
      const why = service.formats.unavailable?.(args.format);
      const close = why ? [] : closeIds(normalizeFormatId(args.format), service.formats.ids());
      io.err(
        why
          ? `decklist check: ${why}`
          : `decklist check: ${l10n.t(
              "unknown format '{0}'{1} (known: {2}; run 'decklist check --list-formats')",
              args.format,
              close.length ? l10n.t('; did you mean {0}?', close.map((c) => `'${c}'`).join(l10n.t({ message: ' or ', comment: ["joins two format ids: 'duel' or 'dual'"] }))) : '',
              service.formats.ids().join(', '),
            )}`,
      );
      return undefined;
    }
    for (const r of service.checkFiles(files, { format: args.format })) results.set(r.path!, r);
  }
  return decks.order.map((p) => results.get(p)!).filter(Boolean);
}
