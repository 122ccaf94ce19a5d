// `decklist stats`, `decklist hand` and `decklist diff` (also `diff --textconv` for git): the deck
// analysis of core/analysis through the same service as `check` and the editor.
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import type { CliIO } from './io';
import { cardNameLanguages, inCliLocale } from './locale';
import { cannotLoadCardData, cannotReadFile, readFailure, severityWord } from './messages';
import { defaultOpenCards, type OpenCards } from './check-command';
import type { CardDatabase } from '../core/cards/index';
import {
  analysisMessages,
  canonicalList,
  colorTitle,
  createDecklistService,
  decodeBytes,
  diffText,
  formatName,
  documentCounts,
  parseDeck,
  sectionTitle,
  type DecklistService,
  type FileCheck,
  type ManaColor,
  type Zone,
} from '../core/index';
import { cardDataLabel, labelHasDate } from '../core/cards/index';

/** The options stats, hand and diff share, for their --help. */
function commonOptions(): string {
  return l10n.t(`  --format ID     format of files whose "format:" line names none (see 'decklist check --help')
  --cards PATH    card data file (default: $DECKLIST_CARDS, the downloaded data, else the offline snapshot)
  --lang LANGUAGE also accept card names in this language (e.g. Japanese)`);
}

/** `decklist stats --help`, in the language in force. */
function statsUsage(): string {
  return l10n.t(
    `usage: decklist stats [--format ID] [--cards PATH] [--lang LANGUAGE] [--json] FILE...

Deck-building figures for each deck: colored sources per color against Frank Karsten's
2022 tables (for the deck's hardest cost in each color), Karsten's land count, the odds
of the opening hand's lands and of each land drop, and the price of the card data's date.

options:
{0}
  --json          print {"cardData":{…},"files":[{"path","format","library","lands","averageManaValue",
                  "curve","colors","recommendedLands","odds","price","unknownCards","notes"}]}
  -h, --help

exit status: 0 done, 2 usage error, unreadable file or card data problem.`,
    commonOptions(),
  );
}

/** `decklist hand --help`, in the language in force. */
function handUsage(): string {
  return l10n.t(
    `usage: decklist hand [--seed N] [--mulligans M] [--draw D] [--format ID] [--cards PATH] [--json] FILE

Draws a sample opening hand from the deck's library (the command zone stays out), taking
M London mulligans (draw seven, put M on the bottom; the first one is free in multiplayer
Commander), then D more cards. The same seed gives the same hand.

options:
  --seed N        a number (default: a random one, printed so the hand can be drawn again)
  --mulligans M   mulligans to take (default 0)
  --draw D        cards to draw after the hand (default 0)
{0}
  --json          print {"seed","hand":[names],"bottom":[names],"drawn":[names],"library","notes"}
  -h, --help

exit status: 0 done, 2 usage error, unreadable file or card data problem.`,
    commonOptions(),
  );
}

/** `decklist diff --help`, in the language in force. */
function diffUsage(): string {
  return l10n.t(
    `usage: decklist diff [--format ID] [--cards PATH] [--json] OLD NEW
       decklist diff --textconv FILE

Compares two decks card by card: the copies of each card in each section, before and
after. Names are resolved first, so a re-spelt, re-cased or translated name of the same
card is no change, and neither is a moved line.

--textconv FILE prints the deck as a canonical sorted list, for git:
    echo '*.dek diff=decklist' >> .gitattributes
    git config diff.decklist.textconv 'decklist diff --textconv'
It never fails, so a deck it cannot read does not stop 'git diff'.

options:
{0}
  --json          print {"changes":[{"name","section","from","to"}]}
  -h, --help

exit status: 0 the decks have the same cards, 1 they differ, 2 trouble (as diff(1)).`,
    commonOptions(),
  );
}

export interface Args {
  format?: string;
  cards?: string;
  languages?: string[];
  json: boolean;
  textconv: boolean;
  seed?: string;
  mulligans?: string;
  draw?: string;
  files: string[];
}

export function parseArgs(argv: string[], valued: readonly string[]): Args | string {
  const a: Args = { json: false, textconv: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const s = argv[i];
    if (s === '--') {
      a.files.push(...argv.slice(i + 1));
      break;
    }
    if (s === '--json') {
      a.json = true;
      continue;
    }
    if (s === '--textconv') {
      a.textconv = true;
      continue;
    }
    const name = s.split('=')[0];
    if (valued.includes(name)) {
      const eq = s.indexOf('=');
      const v = eq > 0 ? s.slice(eq + 1) : argv[++i];
      if (v === undefined || v === '' || (eq < 0 && v.startsWith('--'))) return l10n.t('option {0} needs a value', name);
      const key = name.slice(2);
      if (key === 'lang') (a.languages ??= []).push(...v.split(','));
      else (a as unknown as Record<string, string>)[key] = v;
      continue;
    }
    if (s.startsWith('-') && s !== '-') return l10n.t("unknown option '{0}'", s);
    a.files.push(s);
  }
  return a;
}

export const COMMON = ['--format', '--cards', '--lang'];

/** "note: …" under a deck's figures or hand. */
function noteLine(note: string): string {
  return l10n.t('note: {0}', note);
}

export async function openService(name: string, args: Args, io: CliIO, openCards: OpenCards): Promise<DecklistService | string> {
  let db: CardDatabase;
  try {
    db = await openCards({ cardsPath: args.cards, ...cardNameLanguages(args.languages, io.env), env: io.env, cwd: io.cwd, onNotice: (m) => io.err(`decklist: ${m}`) });
  } catch (e) {
    return `decklist ${name}: ${cannotLoadCardData(e)}`;
  }
  const service = createDecklistService({ cards: db, defaultFormat: args.format });
  if (args.format && !service.formats.get(args.format)) return `decklist ${name}: ${l10n.t("unknown format '{0}' (run 'decklist check --list-formats')", args.format)}`;
  return service;
}

export async function readDeck(io: CliIO, file: string): Promise<string> {
  return decodeBytes(await io.readFile(path.resolve(io.cwd, file)));
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
export const money = (v: number | null, unit: string) => (v === null ? null : unit === 'tix' ? `${v.toFixed(2)} tix` : unit === 'eur' ? `€${v.toFixed(2)}` : `$${v.toFixed(2)}`);

function statsJson(r: FileCheck, service: DecklistService) {
  const a = service.analysis(r);
  const colors: Record<string, unknown> = {};
  for (const [color, c] of Object.entries(a.colors)) {
    colors[color] = { pips: c.pips, sources: c.sources, hardestCost: c.hardestCost, hardestCard: c.hardestCard, turn: c.turn, required: c.required, enough: c.enough };
  }
  return {
    path: r.path,
    format: r.format,
    library: a.library,
    lands: a.lands,
    averageManaValue: a.averageManaValue,
    curve: a.curve,
    colors,
    table: a.table,
    recommendedLands: a.recommendedLands,
    cheapDrawAndRamp: a.cheapDrawAndRamp,
    odds: a.odds,
    price: a.price ? { usd: a.price.usd, eur: a.price.eur, tix: a.price.tix, date: a.price.date, missing: a.price.missing, sections: a.price.sections } : null,
    unknownCards: a.unknownCards,
    notes: a.notes,
  };
}

function statsText(r: FileCheck, service: DecklistService, io: CliIO): void {
  const a = service.analysis(r);
  io.out(`\n${l10n.t('{0}: {1} [{2}]; library {3} cards, {4} lands, average mana value {5}', String(r.path), formatName({ id: r.format, name: r.formatName }), String(r.format), a.library, a.lands, a.averageManaValue)}`);
  const curve = Object.entries(a.curve)
    .map(([mv, n]) => `${mv === '7' ? '7+' : mv}:${n}`)
    .join(' ');
  io.out(l10n.t('  curve (nonland cards of the library): {0}', curve));
  io.out(a.table ? l10n.t('  colored sources (Karsten 2022, {0}-card table):', a.table) : l10n.t('  colored sources:'));
  for (const [color, c] of Object.entries(a.colors)) {
    const need =
      c.required === null
        ? ''
        : l10n.t('; {0} needed for {1} on turn {2} ({3}) {4}', c.required, String(c.hardestCost), String(c.turn), c.hardestCard === null ? 'null' : r.context.shownName(c.hardestCard), c.enough ? l10n.t({ message: 'ok', comment: ['enough colored sources'] }) : l10n.t('TOO FEW ({0} short)', c.required - c.sources));
    io.out(l10n.t('    {0} {1} pips, {2} sources{3}', colorTitle(color as ManaColor).padEnd(9), String(c.pips).padStart(3), String(c.sources).padStart(3), need));
  }
  if (a.recommendedLands !== null)
    io.out(l10n.t("  lands: {0}; Karsten's formula gives {1} (average mana value {2}, {3} cheap card draw and ramp)", a.lands, a.recommendedLands, a.averageManaValue, a.cheapDrawAndRamp));
  io.out(l10n.t('  opening hand lands: {0}', a.odds.openingHandLands.map((p, k) => `${k}:${pct(p)}`).join(' ')));
  io.out(l10n.t('  land drops by turn 1–6, on the play: {0}', a.odds.landDrops.play.map(pct).join(' ')));
  io.out(l10n.t('                          on the draw: {0}', a.odds.landDrops.draw.map(pct).join(' ')));
  if (a.price) {
    const totals = (['usd', 'eur', 'tix'] as const).map((c) => money(a.price![c], c)).filter(Boolean);
    io.out(l10n.t('  price: {0} ({1})', totals.join(', '), analysisMessages.priceDate(a.price.date)));
    for (const s of a.price.sections)
      io.out(`    ${sectionTitle(s.section)}: ${(['usd', 'eur', 'tix'] as const).map((c) => money(s[c], c)).filter(Boolean).join(', ')}`);
    if (a.price.missing.length) io.out(`    ${analysisMessages.noPrice(a.price.missing)}`);
  }
  for (const n of a.notes) io.out(`  ${noteLine(n)}`);
}

export function runStatsCommand(argv: string[], io: CliIO, openCards: OpenCards = defaultOpenCards): Promise<number> {
  return inCliLocale(argv, io, (argv) => stats(argv, io, openCards));
}

async function stats(argv: string[], io: CliIO, openCards: OpenCards): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.out(statsUsage());
    return 0;
  }
  const args = parseArgs(argv, COMMON);
  if (typeof args === 'string' || args.textconv) {
    io.err(`decklist stats: ${typeof args === 'string' ? args : l10n.t("unknown option '{0}'", '--textconv')}\n${statsUsage()}`);
    return 2;
  }
  if (!args.files.length) {
    io.err(`decklist stats: ${l10n.t('no deck files given')}\n${statsUsage()}`);
    return 2;
  }
  const service = await openService('stats', args, io, openCards);
  if (typeof service === 'string') {
    io.err(service);
    return 2;
  }
  let exit = 0;
  const files: Array<{ path: string; text: string }> = [];
  for (const file of args.files) {
    try {
      files.push({ path: file, text: await readDeck(io, file) });
    } catch (e) {
      io.err(`${file}: ${severityWord('error')}: ${cannotReadFile(e)}`);
      exit = 2;
    }
  }
  const checks = service.checkFiles(files, { format: args.format });
  const info = service.cards.info;
  if (args.json) {
    io.out(JSON.stringify({ cardData: { source: info.source, label: info.label, date: info.date }, files: checks.map((r) => statsJson(r, service)) }, null, 2));
  } else {
    io.out(labelHasDate(info) ? l10n.t('card data: {0}', cardDataLabel(info)) : l10n.t('card data: {0} ({1})', cardDataLabel(info), info.date));
    for (const r of checks) statsText(r, service, io);
  }
  return exit;
}

export function runHandCommand(argv: string[], io: CliIO, openCards: OpenCards = defaultOpenCards): Promise<number> {
  return inCliLocale(argv, io, (argv) => hand(argv, io, openCards));
}

async function hand(argv: string[], io: CliIO, openCards: OpenCards): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.out(handUsage());
    return 0;
  }
  const args = parseArgs(argv, [...COMMON, '--seed', '--mulligans', '--draw']);
  const fail = (m: string) => {
    io.err(`decklist hand: ${m}\n${handUsage()}`);
    return 2;
  };
  if (typeof args === 'string') return fail(args);
  if (args.files.length !== 1) return fail(args.files.length ? l10n.t('give one deck file') : l10n.t('no deck file given'));
  const int = (v: string | undefined, name: string, max: number): number | string => {
    if (v === undefined) return 0;
    if (!/^\d+$/.test(v) || Number(v) > max) return l10n.t("{0} must be a whole number from 0 to {1}, not '{2}'", name, max, v);
    return Number(v);
  };
  const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : int(args.seed, '--seed', 2 ** 32 - 1);
  const mulligans = int(args.mulligans, '--mulligans', 7);
  const draws = int(args.draw, '--draw', 1000);
  for (const v of [seed, mulligans, draws]) if (typeof v === 'string') return fail(v);
  let text: string;
  try {
    text = await readDeck(io, args.files[0]);
  } catch (e) {
    io.err(`${args.files[0]}: ${severityWord('error')}: ${cannotReadFile(e)}`);
    return 2;
  }
  const service = await openService('hand', args, io, openCards);
  if (typeof service === 'string') {
    io.err(service);
    return 2;
  }
  const check = service.check(text, { fileName: args.files[0], format: args.format });
  const h = service.sampleHand(check, { seed: seed as number, mulligans: mulligans as number, draws: draws as number });
  const names = (cs: typeof h.hand) => cs.map((c) => c.name);
  if (args.json) {
    io.out(JSON.stringify({ seed: h.seed, mulligans: h.mulligans, hand: names(h.hand), bottom: names(h.bottom), drawn: names(h.drawn), library: h.library, notes: h.notes }, null, 2));
  } else {
    const taken = h.mulligans === 0 ? '' : h.mulligans === 1 ? l10n.t(', 1 mulligan') : l10n.t(', {0} mulligans', h.mulligans);
    io.out(l10n.t('seed {0}{1}: {2} cards in hand, {3} left in the library', h.seed, taken, h.hand.length, h.library));
    for (const c of h.hand) io.out(`  ${c.name}`);
    if (h.bottom.length) io.out(l10n.t('bottom: {0}', names(h.bottom).join(', ')));
    if (h.drawn.length) io.out(l10n.t('drawn: {0}', names(h.drawn).join(', ')));
    for (const n of h.notes) io.out(noteLine(n));
  }
  return 0;
}

/** For git: whatever happens, print something and exit 0 (a failing textconv aborts the whole `git diff`). */
async function textconv(file: string, args: Args, io: CliIO, openCards: OpenCards): Promise<number> {
  let text: string;
  try {
    text = await readDeck(io, file);
  } catch (e) {
    io.out(analysisMessages.diffUnreadable(file, readFailure(e)));
    return 0;
  }
  try {
    const service = await openService('diff', args, io, openCards);
    if (typeof service === 'string') {
      io.out(analysisMessages.diffNoCards(service));
      io.out(canonicalList(documentCounts(parseDeck(text, { fileName: file }))));
      return 0;
    }
    io.out(service.canonicalList(service.check(text, { fileName: file, format: args.format })));
  } catch (e) {
    io.out(analysisMessages.diffUnreadable(file, e instanceof Error ? e.message : String(e)));
    io.out(text);
  }
  return 0;
}

export function runDiffCommand(argv: string[], io: CliIO, openCards: OpenCards = defaultOpenCards): Promise<number> {
  return inCliLocale(argv, io, (argv) => diff(argv, io, openCards));
}

async function diff(argv: string[], io: CliIO, openCards: OpenCards): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.out(diffUsage());
    return 0;
  }
  const args = parseArgs(argv, COMMON);
  if (typeof args === 'string' && argv.includes('--textconv')) {
    io.out(`# decklist diff --textconv: ${args}`);
    return 0;
  }
  if (typeof args !== 'string' && args.textconv) {
    if (args.files.length !== 1) {
      io.out(`# ${l10n.t('decklist diff --textconv takes one file, got {0}', args.files.length)}`);
      return 0;
    }
    return textconv(args.files[0], args, io, openCards);
  }
  if (typeof args === 'string' || args.files.length !== 2) {
    io.err(`decklist diff: ${typeof args === 'string' ? args : l10n.t('give two deck files: OLD NEW')}\n${diffUsage()}`);
    return 2;
  }
  const texts: string[] = [];
  for (const file of args.files) {
    try {
      texts.push(await readDeck(io, file));
    } catch (e) {
      io.err(`${file}: ${severityWord('error')}: ${cannotReadFile(e)}`);
      return 2;
    }
  }
  const service = await openService('diff', args, io, openCards);
  if (typeof service === 'string') {
    io.err(service);
    return 2;
  }
  const [before, after] = args.files.map((f, i) => service.check(texts[i], { fileName: f, format: args.format }));
  const changes = service.diff(before, after);
  if (args.json) io.out(JSON.stringify({ changes }, null, 2));
  else if (changes.length === 0) io.out(analysisMessages.diffSame());
  else io.out(`--- ${args.files[0]}\n+++ ${args.files[1]}\n${diffText(changes, sectionTitle)}`);
  return changes.length ? 1 : 0;
}
