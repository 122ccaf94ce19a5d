// Scryfall's rulings (bulk-data type `rulings`: gzip JSON Lines of `{oracle_id, source,
// published_at, comment}`, or one JSON array of them as served before July 2026), compiled into a compact per-oracle-id store next to the download:
//
//   8 bytes  magic "DLRULS\0\1"
//   u32      header length H
//   H bytes  header JSON: format version, date, stamp of the raw file, the sorted oracle ids,
//            one chunk number per id, chunk offsets, crc32 of the body
//   body     deflated chunks, each a JSON object { oracle_id: [[date, source, text], …] }
//
// Loading reads the file and checks it; a chunk is inflated when a card of it is asked for.
import * as l10n from '@vscode/l10n';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as zlib from 'node:zlib';
import { checksum } from './compact-index';
import { RULINGS_FILE } from './download';

export interface Ruling {
  /** YYYY-MM-DD */
  date: string;
  /** `wotc` or `scryfall`. */
  source: string;
  text: string;
}

/** Who wrote a ruling, as a player reads it: Scryfall's `source` values `wotc` and `scryfall`, named (an unknown one as it is). */
export function rulingSourceName(source: string): string {
  if (source === 'wotc') return 'Wizards of the Coast';
  if (source === 'scryfall') return 'Scryfall';
  return source;
}

/** What the hover and the rulings request read. */
export interface RulingsSource {
  /** The date of the rulings file (YYYY-MM-DD). */
  readonly date: string;
  /** The card's rulings, newest first (empty when it has none). */
  rulingsFor(oracleId: string): Ruling[];
}

export const RULINGS_STORE_FILE = path.join('scryfall', 'rulings.dlrul');
const MAGIC = Buffer.from('DLRULS\0\x01', 'latin1');
const FORMAT_VERSION = 1;
const CHUNK = 64;

export class RulingsError extends Error {
  constructor(file: string, problem: string) {
    super(`rulings ${file}: ${problem}`);
    this.name = 'RulingsError';
  }
}

interface StoreHeader {
  formatVersion: number;
  date: string;
  stamp: { size: number; mtimeMs: number };
  ids: string[];
  chunkOf: number[];
  chunks: [offset: number, length: number][];
  rulings: number;
  checksum: string;
}

/**
 * The ruling objects of Scryfall's rulings file, gzip or not: today's JSON Lines (one ruling per
 * line, since July 2026) or the JSON array served before. The file is a few MB compressed, so it
 * is read at once (the card data, ten times larger, is streamed).
 */
function rulingObjects(file: string): unknown[] {
  let bytes = readFileSync(file);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = zlib.gunzipSync(bytes);
    } catch (e) {
      throw new RulingsError(file, `is not a readable gzip file (${(e as Error).message}); download it again`);
    }
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const start = text.trimStart()[0];
  if (start === '[' || start === undefined) {
    try {
      const data: unknown = JSON.parse(text);
      if (Array.isArray(data)) return data;
    } catch {
      throw new RulingsError(file, 'is not JSON');
    }
  }
  if (start !== '{') throw new RulingsError(file, 'is not JSON (neither a JSON array of rulings nor JSON Lines of rulings)');
  const out: unknown[] = [];
  let lineNo = 0;
  for (const line of text.split('\n')) {
    lineNo++;
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      // One object spread over lines is a JSON document, not JSON Lines.
      if (lineNo === 1) throw new RulingsError(file, 'is not JSON Lines of rulings (one object spread over several lines?)');
      throw new RulingsError(file, `line ${lineNo} is not valid JSON; the file may be truncated`);
    }
  }
  return out;
}

/** Reads Scryfall's rulings file (JSON Lines or a JSON array, gzip or not) into rulings per oracle id, newest first. */
export function readRulingsFile(file: string): Map<string, Ruling[]> {
  const data = rulingObjects(file);
  const out = new Map<string, Ruling[]>();
  for (const r of data as Record<string, unknown>[]) {
    if (!r || typeof r !== 'object') continue;
    const id = r.oracle_id;
    const text = r.comment;
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id) || typeof text !== 'string' || !text.trim()) continue;
    const date = typeof r.published_at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(r.published_at) ? r.published_at : '';
    const list = out.get(id) ?? [];
    list.push({ date, source: typeof r.source === 'string' ? r.source : '', text });
    out.set(id, list);
  }
  if (out.size === 0) throw new RulingsError(file, 'has no rulings (is it the rulings bulk file?)');
  // Newest first; rulings of the same day keep their order.
  for (const list of out.values()) list.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return out;
}

/** Compiles rulings into the store's bytes. */
export function buildRulingsStore(rulings: Map<string, Ruling[]>, date: string, stamp: { size: number; mtimeMs: number }): Buffer {
  const ids = [...rulings.keys()].sort();
  const chunks: Buffer[] = [];
  const chunkOf: number[] = [];
  const table: [number, number][] = [];
  let off = 0;
  let count = 0;
  for (let c = 0; c * CHUNK < ids.length; c++) {
    const obj: Record<string, [string, string, string][]> = {};
    for (const id of ids.slice(c * CHUNK, (c + 1) * CHUNK)) {
      obj[id] = rulings.get(id)!.map((r) => [r.date, r.source, r.text]);
      count += obj[id].length;
      chunkOf.push(c);
    }
    const z = zlib.deflateRawSync(Buffer.from(JSON.stringify(obj), 'utf8'));
    chunks.push(z);
    table.push([off, z.length]);
    off += z.length;
  }
  const body = Buffer.concat(chunks);
  const header: StoreHeader = { formatVersion: FORMAT_VERSION, date, stamp, ids, chunkOf, chunks: table, rulings: count, checksum: checksum(body) };
  const h = Buffer.from(JSON.stringify(header), 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32LE(h.length);
  return Buffer.concat([MAGIC, len, h, body]);
}

/** A loaded rulings store. */
export class RulingsStore implements RulingsSource {
  private readonly index = new Map<string, number>();
  private readonly cache = new Map<number, Record<string, [string, string, string][]>>();

  private constructor(
    private readonly header: StoreHeader,
    private readonly body: Buffer,
  ) {
    header.ids.forEach((id, i) => this.index.set(id, header.chunkOf[i]));
  }

  get date(): string {
    return this.header.date;
  }

  get stamp(): { size: number; mtimeMs: number } {
    return this.header.stamp;
  }

  /** Cards with rulings, and rulings in all. */
  get counts(): { cards: number; rulings: number } {
    return { cards: this.header.ids.length, rulings: this.header.rulings };
  }

  static load(file: string, bytes: Buffer = readFileSync(file)): RulingsStore {
    if (bytes.length < 12 || !bytes.subarray(0, 8).equals(MAGIC)) throw new RulingsError(file, 'is not a rulings store');
    const hlen = bytes.readUInt32LE(8);
    let header: StoreHeader;
    try {
      header = JSON.parse(bytes.toString('utf8', 12, 12 + hlen)) as StoreHeader;
    } catch {
      throw new RulingsError(file, 'has a damaged header');
    }
    if (header.formatVersion !== FORMAT_VERSION) throw new RulingsError(file, `has format version ${header.formatVersion}, expected ${FORMAT_VERSION}`);
    const body = bytes.subarray(12 + hlen);
    if (checksum(body) !== header.checksum) throw new RulingsError(file, 'fails its checksum (damaged file)');
    return new RulingsStore(header, body);
  }

  rulingsFor(oracleId: string): Ruling[] {
    const c = this.index.get(oracleId);
    if (c === undefined) return [];
    let chunk = this.cache.get(c);
    if (!chunk) {
      const [o, l] = this.header.chunks[c];
      chunk = JSON.parse(zlib.inflateRawSync(this.body.subarray(o, o + l)).toString('utf8')) as Record<string, [string, string, string][]>;
      if (this.cache.size >= 32) this.cache.delete(this.cache.keys().next().value as number);
      this.cache.set(c, chunk);
    }
    return (chunk[oracleId] ?? []).map(([date, source, text]) => ({ date, source, text }));
  }
}

function stampOf(file: string): { size: number; mtimeMs: number } {
  const st = statSync(file);
  return { size: st.size, mtimeMs: Math.round(st.mtimeMs) };
}

/**
 * The rulings downloaded into cacheDir, or undefined when there are none. The store is compiled
 * from the raw download when missing or older than it (then written next to it).
 */
export function openRulings(cacheDir: string, date?: string): RulingsStore | undefined {
  const raw = path.join(cacheDir, RULINGS_FILE);
  const store = path.join(cacheDir, RULINGS_STORE_FILE);
  if (!existsSync(raw)) return undefined;
  const stamp = stampOf(raw);
  if (existsSync(store)) {
    try {
      const s = RulingsStore.load(store);
      if (s.stamp.size === stamp.size && s.stamp.mtimeMs === stamp.mtimeMs) return s;
    } catch (e) {
      if (!(e instanceof RulingsError)) throw e;
    }
  }
  const bytes = buildRulingsStore(readRulingsFile(raw), date ?? new Date(stamp.mtimeMs).toISOString().slice(0, 10), stamp);
  const tmp = `${store}.tmp-${process.pid}-${Date.now()}`;
  try {
    mkdirSync(path.dirname(store), { recursive: true });
    writeFileSync(tmp, bytes);
    renameSync(tmp, store);
  } catch {
    // An unwritable cache still gives rulings, compiled again next time.
    rmSync(tmp, { force: true });
  }
  return RulingsStore.load(store, bytes);
}

/**
 * Rulings from the cache, opened on the first card asked about (a hover), so a session that
 * never hovers never reads them. `reset()` after a download.
 */
export class CachedRulings implements RulingsSource {
  private store: RulingsStore | null | undefined;

  constructor(
    private readonly cacheDir: string,
    private readonly onProblem: (message: string) => void = () => {},
  ) {}

  private opened(): RulingsStore | undefined {
    if (this.store === undefined) {
      try {
        this.store = openRulings(this.cacheDir) ?? null;
      } catch (e) {
        this.onProblem(l10n.t('Rulings could not be read: {0}', (e as Error).message));
        this.store = null;
      }
    }
    return this.store ?? undefined;
  }

  get date(): string {
    return this.opened()?.date ?? '';
  }

  /** Whether rulings are available at all. */
  get available(): boolean {
    return !!this.opened();
  }

  rulingsFor(oracleId: string): Ruling[] {
    return this.opened()?.rulingsFor(oracleId) ?? [];
  }

  reset(): void {
    this.store = undefined;
  }
}
