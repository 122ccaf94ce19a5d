// `decklist check [--format ID] [--cards PATH] [--config PATH] [--json] FILE...`
// Exit codes: 0 no errors, 1 any error diagnostic, 2 usage, unreadable file, bad config or card data problem.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { CliIO } from './io';
import { defaultCacheDir, openCardDatabase } from '../core/cards/loader';
import { openCombos, type ComboStore } from '../core/combos/store';
import { combosJson, combosText } from './combos-output';
import { COMBO_MESSAGES } from '../core/combos/messages';
import type { CardDatabase } from '../core/cards/types';
import { createDecklistService, type FileCheck } from '../core/index';
import { MAX_DIAGNOSTICS_PER_RULE } from '../core/check';
import { CONFIG_FILE_NAME, closeIds, normalizeFormatId, parseConfig, type ConfigResult } from '../core/formats';
import { unknownConfigCardNames } from '../core/brackets/config-names';
import { BUILTIN_FORMATS } from '../core/formats/builtin';
import { describeFormat, describeMultiplayerRules } from '../core/formats/describe';
import { DIAGNOSTIC_CODES } from '../core/rules';
import { decodeBytes, detectDialect } from '../core/parse/index';
import type { DeckDiagnostic } from '../core/types';
import type { BracketFinding } from '../core/brackets';
import { bracketSummary } from '../core/brackets/describe';

/** Deck files taken from a directory given on the command line. */
const DECK_EXTENSIONS = /\.(txt|dek|dec|cod|edh|dck|mwdeck|cmdr|brawl|o8d|json)$/i;
const DECK_EXTENSION_LIST = '.txt, .dek, .dec, .cod, .edh, .dck, .mwdeck, .o8d, MTGJSON .json';

const USAGE = `usage: decklist check [--format ID] [--cards PATH] [--lang LANGUAGE] [--config PATH] [--json] FILE...

Checks each decklist against a format's deck-building rules and prints every problem
as FILE:LINE:COL: SEVERITY [CODE] MESSAGE.

The format of a file is, in this order: its "format:" line (when --format names another
format, a note says so), --format, its extension (.edh → commander, or the config's
format when that is a Commander-type one such as duel), the "format" of
decklist.config.json, else a guess (Commander for a deck with a commander or about 100
cards, casual constructed otherwise). "2hg FORMAT" (two-headed-giant FORMAT) is Two-Headed
Giant over any constructed format: each deck follows FORMAT, a team shares 4 copies.

options:
  --format ID     format for files whose "format:" line does not name one (${BUILTIN_FORMATS.map((f) => f.id).join(', ')},
                  "2hg ID", or one defined in decklist.config.json)
  --cards PATH    card data file (Scryfall bulk JSON / JSON Lines, MTGJSON); default:
                  $DECKLIST_CARDS, the downloaded Scryfall data, else the offline snapshot
  --lang LANGUAGE also accept card names in this language (e.g. Japanese; default
                  $DECKLIST_LANG); needs 'decklist cards update --lang LANGUAGE' once
  --config PATH   decklist.config.json to use (default: the nearest one in the deck's
                  directory or its parents)
  --json          print one JSON object: {"cardData":{…},"files":[{…}]} (0-based positions)
  --max-problems N  list at most N problems of one rule per deck, then one summary line
                  (default ${MAX_DIAGNOSTICS_PER_RULE.toLocaleString('en-US')}; 0 = list every one)
  --list-formats  print the known formats and exit (--verbose: each format's deck rules and
                  game rules, with the documents they come from)
  -h, --help

exit status: 0 no errors, 1 some deck has errors, 2 usage or data problem.`;

export interface OpenCards {
  (options: {
    cardsPath?: string;
    languages?: string[];
    env: Record<string, string | undefined>;
    cwd: string;
    onNotice: (m: string) => void;
  }): Promise<CardDatabase>;
}

export const defaultOpenCards: OpenCards = async (o) => {
  const { db } = await openCardDatabase({
    cardsPath: o.cardsPath ? path.resolve(o.cwd, o.cardsPath) : undefined,
    languages: o.languages,
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
      if (!v) return 'option --format needs a format id';
      a.format = v;
    } else if (s === '--cards' || s.startsWith('--cards=')) {
      const v = value('--cards');
      if (!v) return 'option --cards needs a file path';
      a.cards = v;
    } else if (s === '--lang' || s.startsWith('--lang=')) {
      const v = value('--lang');
      if (!v) return 'option --lang needs a language, e.g. Japanese';
      (a.languages ??= []).push(...v.split(','));
    } else if (s === '--config' || s.startsWith('--config=')) {
      const v = value('--config');
      if (!v) return 'option --config needs a file path';
      a.config = v;
    } else if (s === '--max-problems' || s.startsWith('--max-problems=')) {
      const v = value('--max-problems');
      if (v === undefined || !/^\d{1,9}$/.test(v)) return `option --max-problems needs a whole number (0 = no limit), not ${v === undefined ? 'nothing' : `'${v}'`}`;
      a.maxProblems = Number(v);
    } else if (s.startsWith('-') && s !== '-') return `unknown option '${s}'`;
    else a.files.push(s);
  }
  return a;
}

function pos1(d: { range: { start: { line: number; character: number } } }): string {
  return `${d.range.start.line + 1}:${d.range.start.character + 1}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export async function runCheckCommand(argv: string[], io: CliIO, openCards: OpenCards = defaultOpenCards): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.out(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    io.err(`decklist check: ${args}\n${USAGE}`);
    return 2;
  }
  if (args.listFormats) {
    const teamNote = 'Two-Headed Giant over a constructed format ID (2hg legacy, two-headed-giant standard, 双頭巨人戦 モダン): each deck follows ID; a team shares 4 copies of a card other than basic lands.';
    if (!args.verbose) {
      for (const f of BUILTIN_FORMATS) io.out(`${f.id.padEnd(18)} ${f.name}${f.description ? ` — ${f.description}` : ''}`);
      io.out(`${'2hg ID'.padEnd(18)} ${teamNote}`);
      return 0;
    }
    for (const f of BUILTIN_FORMATS) io.out(`${describeFormat(f, { listLimit: Infinity })}\n\n`);
    io.out(`2hg ID: ${teamNote}\n\n`);
    io.out(describeMultiplayerRules());
    return 0;
  }
  if (args.files.length === 0) {
    io.err(`decklist check: no deck files given\n${USAGE}`);
    return 2;
  }
  let exit = 0;
  const problem = (msg: string) => {
    io.err(msg);
    exit = 2;
  };

  // --- configs: the nearest decklist.config.json for each file (or --config) ---
  const configCache = new Map<string, ConfigResult | null>();
  const readConfig = async (file: string): Promise<ConfigResult | null> => {
    if (configCache.has(file)) return configCache.get(file)!;
    let text: string;
    try {
      text = decodeBytes(await io.readFile(file));
    } catch {
      configCache.set(file, null);
      return null;
    }
    const r = parseConfig(text, file);
    configCache.set(file, r);
    return r;
  };
  const configFor = async (deckPath: string): Promise<string | undefined> => {
    if (args.config) return path.resolve(io.cwd, args.config);
    let dir = path.dirname(path.resolve(io.cwd, deckPath));
    for (;;) {
      const candidate = path.join(dir, CONFIG_FILE_NAME);
      if (await readConfig(candidate)) return candidate;
      const up = path.dirname(dir);
      if (up === dir) return undefined;
      dir = up;
    }
  };
  if (args.config && !(await readConfig(path.resolve(io.cwd, args.config)))) {
    io.err(`decklist check: cannot read the config file ${args.config}`);
    return 2;
  }

  // --- card data ---
  let db: CardDatabase;
  try {
    db = await openCards({ cardsPath: args.cards, languages: args.languages, env: io.env, cwd: io.cwd, onNotice: (m) => io.err(`decklist: ${m}`) });
  } catch (e) {
    io.err(`decklist check: cannot load card data: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }

  // --- Commander Spellbook's combos, when downloaded (decklist cards update --combos) ---
  let combos: ComboStore | undefined;
  try {
    combos = await openCombos(defaultCacheDir(io.env), (m) => io.err(`decklist: ${m}`));
  } catch (e) {
    io.err(`decklist: ${COMBO_MESSAGES.builtInInstead(e instanceof Error ? e.message : String(e))}`);
  }

  // --- read decks, grouped by config so team rules work across files of one workspace ---
  const groups = new Map<string, Array<{ path: string; text: string }>>();
  const order: string[] = [];
  const files: string[] = [];
  const isMtgjsonDeck = async (file: string): Promise<boolean> => {
    try {
      return detectDialect(decodeBytes(await io.readFile(path.resolve(io.cwd, file)))) === 'mtgjson-json';
    } catch {
      return true; // unreadable: said below, where every deck is read
    }
  };
  for (const file of args.files) {
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
      if (files.length === before) problem(`${file}: error: no deck files in this directory (${DECK_EXTENSION_LIST})`);
      continue;
    } catch {
      // not a directory: read it as a deck below
    }
    files.push(file);
  }
  const seen = new Set<string>();
  for (const file of files) {
    // The same deck named twice (a glob and a path) is checked once: it must not team up with itself.
    const abs = path.resolve(io.cwd, file);
    if (seen.has(abs)) continue;
    seen.add(abs);
    let text: string;
    try {
      text = decodeBytes(await io.readFile(path.resolve(io.cwd, file)));
    } catch (e) {
      const code = (e as { code?: string }).code;
      problem(`${file}: error: cannot read the file${code === 'ENOENT' ? ' (no such file)' : code === 'EISDIR' ? ' (it is a directory)' : code ? ` (${code})` : ''}`);
      continue;
    }
    const cfg = (await configFor(file)) ?? '';
    if (!groups.has(cfg)) groups.set(cfg, []);
    groups.get(cfg)!.push({ path: file, text });
    order.push(file);
  }

  const reportedConfigs = new Set<string>();
  const results = new Map<string, FileCheck>();
  for (const [cfgPath, files] of groups) {
    const cfg = cfgPath ? configCache.get(cfgPath) : undefined;
    if (cfg && !reportedConfigs.has(cfgPath)) {
      reportedConfigs.add(cfgPath);
      const shown = path.relative(io.cwd, cfgPath) || cfgPath;
      for (const e of cfg.errors) problem(`${shown}:${e.line + 1}:${e.character + 1}: error [config] ${e.message}`);
      // A misspelt name in a bracket list matches nothing; the decks are still checked.
      for (const w of unknownConfigCardNames(cfg.cardNames ?? [], db)) io.err(`${shown}:${w.line + 1}:${w.character + 1}: warning [config] ${w.message}`);
    }
    const service = createDecklistService({ cards: db, config: cfg?.config, defaultFormat: args.format, maxProblemsPerRule: args.maxProblems, ...(combos ? { combos } : {}) });
    for (const e of service.formats.errors) {
      const shown = e.path ? path.relative(io.cwd, e.path) || e.path : CONFIG_FILE_NAME;
      problem(`${shown}: error [config] ${e.message}`);
    }
    if (args.format && !service.formats.get(args.format)) {
      const why = service.formats.unavailable?.(args.format);
      const close = why ? [] : closeIds(normalizeFormatId(args.format), service.formats.ids());
      io.err(
        why
          ? `decklist check: ${why}`
          : `decklist check: unknown format '${args.format}'${close.length ? `; did you mean ${close.map((c) => `'${c}'`).join(' or ')}?` : ''} (known: ${service.formats.ids().join(', ')}; run 'decklist check --list-formats')`,
      );
      return 2;
    }
    for (const r of service.checkFiles(files, { format: args.format })) results.set(r.path!, r);
  }

  const info = db.info;
  const checked = order.map((p) => results.get(p)!).filter(Boolean);
  if (args.json) {
    const toJson = (d: DeckDiagnostic) => {
      const o: Record<string, unknown> = {
        code: d.code,
        severity: d.severity,
        message: d.message,
        card: d.card ?? null,
        range: d.range,
        related: (d.related ?? []).map((r) => ({ message: r.message, range: r.range, ...(r.path ? { path: r.path } : {}) })),
      };
      if (d.data) o.data = d.data;
      return o;
    };
    const findingJson = (f: BracketFinding) => ({ rule: f.rule, cards: f.cards, bracket: f.bracket, ...(f.pairs ? { pairs: f.pairs } : {}), ...(f.combos ? { combos: f.combos } : {}) });
    io.out(
      JSON.stringify(
        {
          cardData: {
            source: info.source,
            label: info.label,
            date: info.date,
            cards: info.cards,
            hasLegalities: info.hasLegalities,
            combos: combos ? { source: 'commanderspellbook', date: combos.date, variants: combos.counts.variants } : null,
          },
          files: checked.map((r) => ({
            path: r.path,
            format: r.format,
            formatName: r.formatName,
            formatSource: r.formatSource,
            commanders: r.commanders,
            counts: r.counts,
            ...(r.bracket
              ? { bracket: { floor: r.bracket.floor, reasons: r.bracket.reasons.map(findingJson), findings: r.bracket.findings.map(findingJson) } }
              : {}),
            ...(r.combos ? combosJson(r.combos) : {}),
            diagnostics: r.diagnostics.map(toJson),
          })),
        },
        null,
        2,
      ),
    );
  } else {
    io.out(
      `card data: ${info.label} (${info.source}, ${info.date}, ${info.cards.toLocaleString('en-US')} cards${info.hasLegalities ? '' : ', no legalities'})`,
    );
    if (!info.hasLegalities)
      io.out(
        `note: this card data has no legalities, so bans and card pools come only from the formats' own lists; "decklist cards update" downloads Scryfall data with legalities (or pass --cards FILE).`,
      );
    const totals = { error: 0, warning: 0, information: 0, hint: 0 };
    for (const r of checked) {
      const c = r.counts;
      const deck = c.main + (r.context.format.deckSize.includesCommandZone || !r.context.format.commander ? c.commander : 0);
      const parts = [`${plural(deck, 'card')}${c.commander ? ` (${c.main} + ${c.commander} in the command zone)` : ''}`];
      if (c.sideboard) parts.push(`sideboard ${c.sideboard}`);
      if (c.companion) parts.push(`companion ${c.companion}`);
      if (c.maybeboard) parts.push(`${c.maybeboard} outside the deck`);
      const from = { directive: 'format: line', extension: 'file extension', option: '--format', config: CONFIG_FILE_NAME, inferred: 'a guess' }[
        r.formatSource
      ];
      const who = r.commanders.length ? `; ${r.context.format.commander?.noun ?? 'commander'} ${r.commanders.join(' + ')}` : '';
      const bracket = r.bracket ? `; ${bracketSummary(r.bracket)}` : '';
      io.out(`\n${r.path}: ${r.formatName} [${r.format}, from ${from}]${who}; ${parts.join(', ')}${bracket}`);
      if (r.combos) for (const line of combosText(r.combos)) io.out(`${r.path}: ${line}`);
      // Unknown-card messages are short; which card data did not know them is said once per file.
      if (r.diagnostics.some((d) => d.code === 'unknown-card'))
        io.out(`${r.path}: note: cards are looked up in ${info.label} (${info.date}); a card newer than that needs "decklist cards update"`);
      for (const d of r.diagnostics) {
        totals[d.severity]++;
        if (d.code === 'legality-unknown' && d.data?.allUnknown && !info.hasLegalities) {
          // Said once in the header; one short line per file keeps the count and the location.
          io.out(`${r.path}:${pos1(d)}: ${d.severity} [${d.code}] ${r.formatName}: bans and card pool not checked (the card data has no legalities; see the note above)`);
          continue;
        }
        io.out(`${r.path}:${pos1(d)}: ${d.severity} [${d.code}] ${d.message}`);
        const rel = d.related ?? [];
        if (d.code === 'legality-unknown') continue; // its related list is every card
        for (const x of rel.slice(0, 3)) io.out(`    ${x.path ?? r.path}:${pos1(x)}: note: ${x.message}`);
        if (rel.length > 3) io.out(`    … and ${rel.length - 3} more`);
      }
      const e = r.diagnostics.filter((d) => d.severity === 'error').length;
      const w = r.diagnostics.filter((d) => d.severity === 'warning').length;
      io.out(`${r.path}: ${e === 0 ? 'no errors' : plural(e, 'error')}${w ? `, ${plural(w, 'warning')}` : ''}`);
    }
    io.out(
      `\nchecked ${plural(checked.length, 'file')}: ${plural(totals.error, 'error')}, ${plural(totals.warning, 'warning')}, ${totals.information} information`,
    );
  }
  if (exit === 2) return 2;
  return checked.some((r) => r.diagnostics.some((d) => d.severity === 'error')) ? 1 : 0;
}

export { DIAGNOSTIC_CODES };
