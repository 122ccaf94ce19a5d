// Builds the card data the package carries (dist/cards-snapshot.dlidx) from Scryfall's Oracle Cards
// (JSON Lines, as served since 2026-07-20: https://scryfall.com/docs/api/bulk-data, read 2026-11-29)
// and MTGJSON's AtomicCards (https://mtgjson.com/data-models/card/card-atomic/ and
// https://mtgjson.com/data-models/foreign-data/, read 2026-11-25): today's cards and legalities, with
// the Japanese names and printed text. Labelled "card data of DATE, bundled".
//
// Two ways in (scripts/build-snapshot.mjs chooses; README "Building"):
//   --download               downloads both files the way the product does (core/cards/download.ts,
//                            the same checks), into a temporary cache: the release build.
//   --cards FILE --atomic FILE   any Scryfall JSON Lines file and AtomicCards file (tests, mirrors).
// Either way the built data is checked like a download before it is written: the records against
// the live contract (scripts/live-contract-checks.ts), the counts (cards, legalities, Japanese
// names), and known cards read back from the built index by their English and Japanese names.
// With --strict (implied by --download) a contract problem or a count under its floor fails the
// build; without, they are printed.
//
// Usage: node --import tsx scripts/bundle-card-data.ts (--download | --cards FILE --atomic FILE)
//          [--out FILE] [--date YYYY-MM-DD] [--strict] [--min-cards N] [--min-japanese N]
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { compileSource, updateCardData, verifyAtomic, writeFileAtomic } from '../server/src/core/cards/loader';
import { loadIndex } from '../server/src/core/cards/compact-index';
import { ATOMIC_FILE, SCRYFALL_FILE, readCacheMeta, type DownloadOptions } from '../server/src/core/cards/download';
import { bundledLabel } from '../server/src/core/cards/label';
import { readCardSource } from '../server/src/core/cards/sources';
import type { CardDatabase } from '../server/src/core/cards/types';
import { checkAtomicCardsHead, checkCardRecord, checkMtgjsonMeta, type ContractReport } from './live-contract-checks';

/** The language whose names and printed text the package carries. */
export const BUNDLED_LANGUAGES = ['Japanese'];

/**
 * Cards every real Oracle Cards file has, read back from the built index by their English and
 * Japanese names (the official Japanese card names), with a legality the formats read.
 */
export const PROBES: readonly { english: string; japanese: string; legality: [key: string, value: string] }[] = [
  { english: 'Lightning Bolt', japanese: '稲妻', legality: ['modern', 'legal'] },
  { english: 'Sol Ring', japanese: '太陽の指輪', legality: ['commander', 'legal'] },
  { english: 'Counterspell', japanese: '対抗呪文', legality: ['vintage', 'legal'] },
];

/**
 * Floors of a release build (--download): Scryfall's Oracle Cards held about 32,000 game cards in
 * November 2026 and MTGJSON has Japanese names for most of them; a file far below these is cut
 * short or the wrong file.
 */
export const RELEASE_FLOORS = { cards: 28_000, japanese: 15_000 };

export interface BundleOptions {
  /** Scryfall Oracle Cards as JSON Lines (gzip or plain). */
  cards: string;
  /** MTGJSON AtomicCards (gzip or plain). */
  atomic: string;
  out: string;
  /** The data's date (YYYY-MM-DD); default: the newest release date in the cards. */
  date?: string;
  strict?: boolean;
  minCards?: number;
  minJapanese?: number;
}

export interface BundleReport {
  out: string;
  label: string;
  date: string;
  bytes: number;
  cards: number;
  /** Cards with legalities (every card of Scryfall's file has them). */
  withLegalities: number;
  /** Names in Japanese the index knows. */
  japaneseNames: number;
  /** Cards whose Japanese printed version (name, type line, text) the index carries. */
  japanesePrinted: number;
  /** Problems: with `strict`, any fails the build. */
  problems: string[];
  /** Problems that always fail the build: the data cannot be what the package carries. */
  fatal: string[];
  notes: string[];
}

/** Each line of a (gzip) JSON Lines file as a string. */
async function* fileLines(file: string): AsyncGenerator<string> {
  const fh = await open(file, 'r');
  const magic = Buffer.alloc(2);
  await fh.read(magic, 0, 2, 0);
  await fh.close();
  const raw = createReadStream(file);
  const input = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  yield* createInterface({ input, crlfDelay: Infinity });
}

/** The first `bytes` of a (gzip) file, decoded. */
async function fileHead(file: string, bytes: number): Promise<string> {
  const fh = await open(file, 'r');
  const magic = Buffer.alloc(2);
  await fh.read(magic, 0, 2, 0);
  await fh.close();
  const raw = createReadStream(file);
  const input = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  const chunks: Buffer[] = [];
  let len = 0;
  for await (const c of input) {
    chunks.push(c as Buffer);
    len += (c as Buffer).length;
    if (len >= bytes) break;
  }
  raw.destroy();
  return Buffer.concat(chunks).toString('utf8').slice(0, bytes);
}

/**
 * Every record of the Scryfall file against the live contract, one line per kind of problem (with
 * how many records have it and the first one), so that 30,000 records give a readable report.
 */
export async function checkCardFile(file: string): Promise<ContractReport & { records: number }> {
  const problems = new Map<string, { count: number; first: number }>();
  const notes = new Set<string>();
  let records = 0;
  let lineNo = 0;
  for await (const line of fileLines(file)) {
    lineNo++;
    if (!line.trim()) continue;
    records++;
    let rec: unknown;
    try {
      rec = JSON.parse(lineNo === 1 ? line.replace(/^\uFEFF/, '') : line);
    } catch (e) {
      problems.set(`a line that is not JSON (${(e as Error).message})`, { count: 1, first: lineNo });
      continue;
    }
    const where = `line ${lineNo}`;
    const r = checkCardRecord(rec, where);
    for (const p of r.problems) {
      const kind = p.startsWith(`${where}: `) ? p.slice(where.length + 2) : p;
      const seen = problems.get(kind);
      if (seen) seen.count++;
      else problems.set(kind, { count: 1, first: lineNo });
    }
    for (const n of r.notes) notes.add(n.replace(/ at line \d+\)/, ')').replace(/^line \d+: /, ''));
  }
  return {
    records,
    problems: [...problems].map(([kind, { count, first }]) => `${kind}: ${count} of ${records} records (first: line ${first})`),
    notes: [...notes],
  };
}

/** AtomicCards' head against the contract, and its meta (MTGJSON v5). */
async function checkAtomicFile(file: string): Promise<ContractReport> {
  const head = await fileHead(file, 512 * 1024);
  const r = checkAtomicCardsHead(head);
  const meta = /^\s*\{\s*"meta"\s*:\s*(\{[^{}]*\})/.exec(head)?.[1];
  if (!meta) r.problems.push('AtomicCards.json: no "meta" object first (its date and version)');
  else {
    const m = checkMtgjsonMeta({ meta: JSON.parse(meta) });
    r.problems.push(...m.problems.map((p) => p.replace(/^Meta\.json/, 'AtomicCards.json meta')));
  }
  return r;
}

/** The counts and the probes, read back from the built index. */
function checkBuilt(db: CardDatabase, report: BundleReport, floors: { cards: number; japanese: number }): void {
  let withLegalities = 0;
  let printed = 0;
  for (const card of db.allCards()) {
    if (card.legalities && Object.keys(card.legalities).length) withLegalities++;
    if (db.printed?.(card, 'Japanese')) printed++;
  }
  report.cards = db.info.cards;
  report.withLegalities = withLegalities;
  report.japaneseNames = db.languageAliasCount ?? 0;
  report.japanesePrinted = printed;
  if (withLegalities !== db.info.cards) report.fatal.push(`${db.info.cards - withLegalities} of ${db.info.cards} cards have no legalities`);
  if (report.japaneseNames === 0) report.fatal.push('no card has a Japanese name (AtomicCards without Japanese foreignData?)');
  if (db.info.cards < floors.cards) report.problems.push(`${db.info.cards} cards, fewer than ${floors.cards}: the Oracle Cards file is cut short or another file`);
  if (report.japaneseNames < floors.japanese) report.problems.push(`${report.japaneseNames} Japanese names, fewer than ${floors.japanese}`);
  for (const p of PROBES) {
    const card = db.lookup(p.english);
    if (!card) {
      report.fatal.push(`${p.english} is not in the built data`);
      continue;
    }
    if (db.lookup(p.japanese)?.name !== p.english) report.fatal.push(`${p.japanese} does not read as ${p.english} (it reads as ${db.lookup(p.japanese)?.name ?? 'no card'})`);
    const [key, value] = p.legality;
    if (card.legalities?.[key] !== value) report.fatal.push(`${p.english} is ${card.legalities?.[key] ?? 'without a legality'} in "${key}", not ${value}`);
    if (!db.printed?.(card, 'Japanese')) report.fatal.push(`${p.english} has no Japanese printed version`);
  }
}

/** Builds, checks and (when nothing fatal, or nothing at all with `strict`) writes the bundled index. */
export async function bundleCardData(options: BundleOptions): Promise<BundleReport> {
  const read = await readCardSource(options.cards, { onReadStart: () => undefined, aliasesOnly: false }).catch((e: Error) => e);
  const report: BundleReport = {
    out: options.out,
    label: '',
    date: '',
    bytes: 0,
    cards: 0,
    withLegalities: 0,
    japaneseNames: 0,
    japanesePrinted: 0,
    problems: [],
    fatal: [],
    notes: [],
  };
  if (read instanceof Error) {
    report.fatal.push(read.message);
    return report;
  }
  if (read.info.source !== 'scryfall-jsonl') report.fatal.push(`${options.cards} is ${read.info.source} data, not Scryfall Oracle Cards as JSON Lines`);
  const date = options.date ?? read.info.date;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) report.fatal.push(`the date ${JSON.stringify(date)} is not YYYY-MM-DD`);
  report.date = date;
  report.label = bundledLabel(date);
  const contract = await checkCardFile(options.cards);
  const atomic = await checkAtomicFile(options.atomic);
  report.problems.push(...contract.problems, ...atomic.problems);
  report.notes.push(...contract.notes, ...atomic.notes);
  // The checks of a download (core/cards/loader.ts): AtomicCards with Japanese names.
  await verifyAtomic(options.atomic, BUNDLED_LANGUAGES).catch((e: Error) => report.fatal.push(e.message));
  if (report.fatal.length) return report;
  let compiled: { bytes: Buffer; cards: number };
  try {
    compiled = await compileSource(options.cards, {
      aliasSource: options.atomic,
      languages: BUNDLED_LANGUAGES,
      date,
      label: report.label,
      // The build machine's paths are no business of the user's.
      infoOverride: { path: undefined },
    });
  } catch (e) {
    report.fatal.push((e as Error).message);
    return report;
  }
  const db = loadIndex(options.out, compiled.bytes);
  checkBuilt(db, report, { cards: options.minCards ?? 0, japanese: options.minJapanese ?? 0 });
  report.bytes = compiled.bytes.length;
  if (report.fatal.length || (options.strict && report.problems.length)) return report;
  await writeFileAtomic(options.out, compiled.bytes);
  return report;
}

/**
 * Downloads today's Oracle Cards and AtomicCards as the product does (`decklist cards update --lang
 * Japanese`: the same verification) into a temporary cache; the files and the Oracle Cards' date.
 */
export async function downloadSources(cacheDir: string, download: DownloadOptions = {}, onNotice: (m: string) => void = () => undefined): Promise<{ cards: string; atomic: string; date: string }> {
  await updateCardData({ cacheDir, languages: BUNDLED_LANGUAGES, download, onNotice, combos: false, env: {} });
  const cards = path.join(cacheDir, SCRYFALL_FILE);
  const meta = await readCacheMeta(cards);
  const date = (meta?.updatedAt ?? meta?.downloadedAt ?? (await stat(cards)).mtime.toISOString()).slice(0, 10);
  return { cards, atomic: path.join(cacheDir, ATOMIC_FILE), date };
}

/** The report as the build prints it. */
export function describeReport(r: BundleReport, strict: boolean): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const lines = [
    `bundled card data: ${r.label || '(not built)'}: ${r.cards} cards (${r.withLegalities} with legalities), ${r.japaneseNames} Japanese names, ${r.japanesePrinted} Japanese printed versions, ${mb(r.bytes)}`,
  ];
  for (const p of r.fatal) lines.push(`  error: ${p}`);
  for (const p of r.problems) lines.push(`  ${strict ? 'error' : 'warning'}: ${p}`);
  for (const n of r.notes) lines.push(`  note: ${n}`);
  return lines.join('\n');
}

function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}`);
    const key = a.slice(2);
    if (['download', 'strict'].includes(key)) out[key] = true;
    else if (['cards', 'atomic', 'out', 'date', 'min-cards', 'min-japanese'].includes(key)) {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      out[key] = v;
    } else throw new Error(`unknown option ${a}`);
  }
  return out;
}

async function main(): Promise<number> {
  let args: Record<string, string | true>;
  try {
    args = parseArgs(process.argv.slice(2));
    if (!args.download && !(args.cards && args.atomic && args.cards !== true && args.atomic !== true)) throw new Error('give --download, or --cards FILE and --atomic FILE');
    if (args.download && (args.cards || args.atomic)) throw new Error('--download downloads both files: give it alone, or --cards and --atomic');
  } catch (e) {
    console.error(`bundle-card-data: ${(e as Error).message}`);
    return 2;
  }
  const root = path.resolve(__dirname, '..');
  const out = path.resolve(typeof args.out === 'string' ? args.out : path.join(root, 'dist', 'cards-snapshot.dlidx'));
  const strict = !!args.strict || !!args.download;
  const number = (v: string | true | undefined, fallback: number) => (typeof v === 'string' ? Number(v) : fallback);
  let tmp: string | undefined;
  try {
    let cards = args.cards as string;
    let atomic = args.atomic as string;
    let date = typeof args.date === 'string' ? args.date : undefined;
    if (args.download) {
      tmp = mkdtempSync(path.join(tmpdir(), 'decklist-bundle-'));
      const env = process.env;
      const got = await downloadSources(
        tmp,
        {
          ...(env.DECKLIST_SCRYFALL_API ? { scryfallApi: env.DECKLIST_SCRYFALL_API } : {}),
          ...(env.DECKLIST_MTGJSON_API ? { mtgjsonApi: env.DECKLIST_MTGJSON_API } : {}),
        },
        (m) => console.error(m),
      );
      ({ cards, atomic } = got);
      date ??= got.date;
    }
    const report = await bundleCardData({
      cards: path.resolve(cards),
      atomic: path.resolve(atomic),
      out,
      date,
      strict,
      minCards: number(args['min-cards'], args.download ? RELEASE_FLOORS.cards : 0),
      minJapanese: number(args['min-japanese'], args.download ? RELEASE_FLOORS.japanese : 0),
    });
    const failed = report.fatal.length > 0 || (strict && report.problems.length > 0);
    console.error(describeReport(report, strict));
    if (failed) {
      console.error(`bundle-card-data: the data was not written to ${out}; ${strict && !report.fatal.length ? 'without --strict (not for a release) it would be' : 'fix the files given'}`);
      return 1;
    }
    console.error(`Built ${out}`);
    return 0;
  } catch (e) {
    console.error(`bundle-card-data: ${(e as Error).message}`);
    return 1;
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().then((code) => process.exit(code));
}
