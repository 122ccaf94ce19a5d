// Commander Spellbook's combos (the bulk export variants.json(.gz) of json.commanderspellbook.com),
// compiled as a stream (scan.ts: one variant in memory at a time) into a compact store indexed by
// card. The export (backend
// spellbook/management/commands/export_variants.py, fields from spellbook/serializers/
// variant_serializer.py, camelCase) is `{"timestamp", "version", "variants": […], "aliases": […]}`;
// a variant has `id`, `status`, `uses` [{card: {id, name, oracleId, typeLine, …}, zoneLocations,
// mustBeCommander, quantity}], `requires` [{template: {name, …}, …}], `produces` [{feature: {id,
// name, …}, quantity}], `identity` ("UB", "C" for colorless), `manaNeeded`, `popularity` (EDHREC
// decks, may be null), `bracketTag` (R S P O C E, B) and more this product does not show.
//
// Store file (`spellbook/combos.dlcmb`):
//   8 bytes  magic "DLCMBS\0\1"
//   u32      header length H
//   H bytes  header JSON: format version, timestamp, stamp of the raw file, counts, section
//            offsets, crc32 of the body
//   padding  to a multiple of 4
//   body     typed arrays (little-endian, 4-byte aligned); the card names and the oracle ids (UTF-8,
//            one a line, "" for none); the details: per variant the UTF-8 JSON [id, produces[],
//            requires[], manaNeeded], found by the detailStart offsets
//
// Loading reads the file, checks it and makes typed-array views (no parsing of the variants); a
// combo's details are parsed when it is shown.
import { SPELLBOOK_FIELDS_READ, field } from './fields';
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import * as zlib from 'node:zlib';
import { checksum } from '../cards/compact-index';
import { SPELLBOOK_FILE } from '../cards/download';
import * as l10n from '@vscode/l10n';
import { COMBO_MESSAGES as M } from './messages';
import { ExportScanner } from './scan';
import type { BracketTag, Combo, ComboCard } from './types';

export type { BracketTag, Combo, ComboCard } from './types';

const TAGS: readonly (BracketTag | '')[] = ['', 'R', 'S', 'P', 'O', 'C', 'E', 'B'];

export const COMBOS_STORE_FILE = path.join('spellbook', 'combos.dlcmb');
const MAGIC = Buffer.from('DLCMBS\0\x01', 'latin1');
const FORMAT_VERSION = 3;
const COLORS = 'WUBRG';
/** Spellbook's zone letters (ZoneLocation in spellbook/models), one bit each. */
const ZONES = 'HBCGLE';

export class ComboError extends Error {
  constructor(file: string, problem: string) {
    super(M.error(file, problem));
    this.name = 'ComboError';
  }
}

export function comboUrl(id: string): string {
  return `https://commanderspellbook.com/combo/${encodeURIComponent(id)}/`;
}

/** WUBRG letters as a bit mask (W=1 … G=16); anything else (C for colorless) adds nothing. */
export function identityMask(identity: string): number {
  let m = 0;
  for (const ch of identity.toUpperCase()) {
    const i = COLORS.indexOf(ch);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

function maskText(mask: number): string {
  let s = '';
  for (let i = 0; i < 5; i++) if (mask & (1 << i)) s += COLORS[i];
  return s;
}

/** The key a card is found by when it has no oracle id (and the name index of every card). */
export function comboNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

const INFINITE_OR_WIN = /\binfinite\b|\bwin the game\b|\bwins the game\b|\blose the game\b/i;

interface Header {
  formatVersion: number;
  timestamp: string;
  version: string;
  stamp: { size: number; mtimeMs: number };
  variants: number;
  uses: number;
  cards: number;
  /** Byte offset in the body and element count of each section. */
  sections: Record<SectionName, [offset: number, length: number]>;
  checksum: string;
}

type SectionName =
  | 'useStart'
  | 'useCard'
  | 'useInfo'
  | 'useZones'
  | 'identity'
  | 'tag'
  | 'pieces'
  | 'flags'
  | 'popularity'
  | 'cardStart'
  | 'cardVariants'
  | 'detailStart'
  | 'details'
  | 'cardNames'
  | 'cardOracleIds';
const U32: ReadonlySet<SectionName> = new Set(['useStart', 'useCard', 'popularity', 'cardStart', 'cardVariants', 'detailStart']);

/** Growable typed array. */
class Grow {
  buf: Uint32Array | Uint8Array;
  n = 0;
  constructor(private readonly wide: boolean) {
    this.buf = wide ? new Uint32Array(1024) : new Uint8Array(1024);
  }
  push(v: number): void {
    if (this.n === this.buf.length) {
      const next = this.wide ? new Uint32Array(this.n * 2) : new Uint8Array(this.n * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.n++] = v;
  }
  bytes(): Buffer {
    const v = this.buf.subarray(0, this.n);
    return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  }
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The raw file as decoded JSON text (gunzipped when it starts with the gzip magic). */
async function decoded(file: string): Promise<Readable> {
  const head = Buffer.alloc(2);
  const { open } = await import('node:fs/promises');
  const fh = await open(file, 'r');
  try {
    await fh.read(head, 0, 2, 0);
  } finally {
    await fh.close();
  }
  const raw = createReadStream(file);
  if (head[0] === 0x1f && head[1] === 0x8b) return pipeline(raw, zlib.createGunzip(), () => {});
  return raw;
}

export interface CompileResult {
  bytes: Buffer;
  variants: number;
  cards: number;
  /** Variants left out (not shown by Spellbook: status other than OK/E, or no cards). */
  skipped: number;
}

/**
 * Compiles a variants.json(.gz) into the store's bytes, reading it as a stream: one variant at a
 * time is in memory, plus the compact arrays and the details of what is kept. Throws ComboError on a
 * file that is not the export, is cut short or has broken JSON (nothing is written).
 */
export async function compileCombos(file: string, stamp: { size: number; mtimeMs: number } = stampOf(file)): Promise<CompileResult> {
  const useStart = new Grow(true);
  const useCard = new Grow(true);
  const useInfo = new Grow(false);
  const useZones = new Grow(false);
  const identity = new Grow(false);
  const tag = new Grow(false);
  const pieces = new Grow(false);
  const flags = new Grow(false);
  const popularity = new Grow(true);
  const cardIndex = new Map<string, number>();
  const cards: [string, string][] = [];
  const detailStart = new Grow(true);
  const details: Buffer[] = [];
  let detailBytes = 0;
  let timestamp = '';
  let version = '';
  let variants = 0;
  let skipped = 0;

  const cardOf = (c: Obj): number => {
    const name = str(field(c, 'card', 'name')).trim();
    const oracleId = str(field(c, 'card', 'oracleId'));
    const k = oracleId || comboNameKey(name);
    let i = cardIndex.get(k);
    if (i === undefined) {
      i = cards.length;
      // A name is one line of the names section.
      cards.push([name.replace(/[\r\n]+/g, ' '), oracleId.replace(/[\r\n]+/g, '')]);
      cardIndex.set(k, i);
    }
    return i;
  };
  const list = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);
  const addVariant = (v: Obj) => {
    const status = str(field(v, 'variant', 'status'));
    // The export holds public variants; a status other than OK or E(xample) is not shown by Spellbook.
    if (status && status !== 'OK' && status !== 'E') return void skipped++;
    const uses = list(field(v, 'variant', 'uses'));
    const used: [number, number, number][] = [];
    for (const u of uses) {
      const card = field(u, 'use', 'card') as Obj | undefined;
      if (!card || typeof card !== 'object' || !str(field(card, 'card', 'name')).trim()) continue;
      const quantity = field(u, 'use', 'quantity');
      const q = typeof quantity === 'number' && quantity >= 1 ? Math.min(127, Math.floor(quantity)) : 1;
      const zones = list(field(u, 'use', 'zoneLocations')).reduce((m: number, z: unknown) => (typeof z === 'string' && z.length === 1 && ZONES.includes(z) ? m | (1 << ZONES.indexOf(z)) : m), 0);
      used.push([cardOf(card), (q << 1) | (field(u, 'use', 'mustBeCommander') === true ? 1 : 0), zones]);
    }
    const rawId = field(v, 'variant', 'id');
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
    if (!used.length || !id) return void skipped++;
    useStart.push(useCard.n);
    for (const [c, info, zones] of used) {
      useCard.push(c);
      useInfo.push(info);
      useZones.push(zones);
    }
    const produces = list(field(v, 'variant', 'produces')).map((p) => str(field(field(p, 'produce', 'feature'), 'feature', 'name'))).filter(Boolean);
    const required = list(field(v, 'variant', 'requires'));
    const requires = required.map((r) => str(field(field(r, 'require', 'template'), 'template', 'name'))).filter(Boolean);
    const requireCount = required.reduce((n, r) => {
      const q = field(r, 'require', 'quantity');
      return n + (typeof q === 'number' && q >= 1 ? q : 1);
    }, 0);
    const cardCount = used.reduce((n, [, info]) => n + (info >> 1), 0);
    identity.push(identityMask(str(field(v, 'variant', 'identity'))));
    tag.push(Math.max(0, TAGS.indexOf(str(field(v, 'variant', 'bracketTag')) as BracketTag)));
    pieces.push(Math.min(255, cardCount + requireCount));
    flags.push(produces.some((p) => INFINITE_OR_WIN.test(p)) ? 1 : 0);
    const pop = field(v, 'variant', 'popularity');
    popularity.push(typeof pop === 'number' && pop > 0 ? Math.min(0xffffffff, Math.floor(pop)) : 0);
    const detail = Buffer.from(JSON.stringify([id, produces, requires, str(field(v, 'variant', 'manaNeeded'))]), 'utf8');
    detailStart.push(detailBytes);
    details.push(detail);
    detailBytes += detail.length;
    variants++;
  };

  const scanner = new ExportScanner({
    meta: (key, value) => {
      const [timestampKey, versionKey] = SPELLBOOK_FIELDS_READ.export;
      if (key === timestampKey) timestamp = value;
      else if (key === versionKey) version = value;
    },
    variant: (value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) addVariant(value as Obj);
    },
  });
  try {
    const text = await decoded(file);
    text.setEncoding('utf8');
    for await (const chunk of text as AsyncIterable<string>) scanner.feed(chunk);
    scanner.end();
  } catch (e) {
    if (e instanceof ComboError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw new ComboError(file, `cannot be read (${code})`);
    throw new ComboError(file, M.brokenJson((e as Error).message.split('\n')[0]));
  }
  const sawVariants = scanner.sawVariants;
  if (!sawVariants) throw new ComboError(file, M.notSpellbookFile);
  if (variants === 0) throw new ComboError(file, M.noVariants);
  useStart.push(useCard.n);
  detailStart.push(detailBytes);

  // Card → variants (each variant once per card), in variant order.
  const counts = new Uint32Array(cards.length + 1);
  const starts = useStart.buf as Uint32Array;
  const useCards = useCard.buf as Uint32Array;
  for (let v = 0; v < variants; v++) {
    for (let u = starts[v]; u < starts[v + 1]; u++) {
      if (u > starts[v] && useCards.subarray(starts[v], u).includes(useCards[u])) continue;
      counts[useCards[u] + 1]++;
    }
  }
  for (let i = 1; i <= cards.length; i++) counts[i] += counts[i - 1];
  const cardVariants = new Uint32Array(counts[cards.length]);
  const fill = counts.slice(0, cards.length);
  for (let v = 0; v < variants; v++) {
    for (let u = starts[v]; u < starts[v + 1]; u++) {
      if (u > starts[v] && useCards.subarray(starts[v], u).includes(useCards[u])) continue;
      cardVariants[fill[useCards[u]]++] = v;
    }
  }
  const cardStart = new Grow(true);
  cardStart.buf = counts;
  cardStart.n = counts.length;
  const cv = new Grow(true);
  cv.buf = cardVariants;
  cv.n = cardVariants.length;

  const parts: Record<SectionName, Grow | Buffer> = {
    useStart,
    useCard,
    useInfo,
    useZones,
    identity,
    tag,
    pieces,
    flags,
    popularity,
    cardStart,
    cardVariants: cv,
    detailStart,
    details: Buffer.concat(details),
    cardNames: Buffer.from(cards.map((c) => c[0]).join('\n'), 'utf8'),
    cardOracleIds: Buffer.from(cards.map((c) => c[1]).join('\n'), 'utf8'),
  };
  const sections = {} as Header['sections'];
  const body: Buffer[] = [];
  let off = 0;
  for (const [name, g] of Object.entries(parts) as [SectionName, Grow | Buffer][]) {
    const b = g instanceof Grow ? g.bytes() : g;
    sections[name] = [off, g instanceof Grow ? g.n : g.length];
    body.push(b);
    off += b.length;
    const pad = (4 - (off % 4)) % 4;
    if (pad) {
      body.push(Buffer.alloc(pad));
      off += pad;
    }
  }
  const bodyBytes = Buffer.concat(body);
  const header: Header = {
    formatVersion: FORMAT_VERSION,
    timestamp,
    version,
    stamp,
    variants,
    uses: useCard.n,
    cards: cards.length,
    sections,
    checksum: checksum(bodyBytes),
  };
  let h = Buffer.from(JSON.stringify(header), 'utf8');
  const headerPad = (4 - ((12 + h.length) % 4)) % 4;
  if (headerPad) h = Buffer.concat([h, Buffer.alloc(headerPad, 0x20)]);
  const len = Buffer.alloc(4);
  len.writeUInt32LE(h.length);
  return { bytes: Buffer.concat([MAGIC, len, h, bodyBytes]), variants, cards: cards.length, skipped };
}

type Detail = [id: string, produces: string[], requires: string[], manaNeeded: string];

/** A loaded combo store. */
export class ComboStore {
  private names: string[] | undefined;
  private byOracle: Map<string, number> | undefined;
  private byName: Map<string, number> | undefined;
  readonly useStart: Uint32Array;
  readonly useCard: Uint32Array;
  /** Per use: quantity << 1 | mustBeCommander. */
  readonly useInfo: Uint8Array;
  private readonly useZones: Uint8Array;
  readonly identity: Uint8Array;
  private readonly tagCode: Uint8Array;
  readonly pieces: Uint8Array;
  private readonly flags: Uint8Array;
  readonly popularity: Uint32Array;
  private readonly cardStart: Uint32Array;
  private readonly cardVariants: Uint32Array;
  private readonly detailStart: Uint32Array;
  private readonly details: Uint8Array;
  private readonly cardNamesBytes: Uint8Array;
  private readonly cardOracleBytes: Uint8Array;

  private constructor(
    private readonly header: Header,
    private readonly body: Buffer,
  ) {
    const view = (name: SectionName) => {
      const [o, n] = header.sections[name];
      return U32.has(name) ? new Uint32Array(body.buffer, body.byteOffset + o, n) : new Uint8Array(body.buffer, body.byteOffset + o, n);
    };
    this.useStart = view('useStart') as Uint32Array;
    this.useCard = view('useCard') as Uint32Array;
    this.useInfo = view('useInfo') as Uint8Array;
    this.useZones = view('useZones') as Uint8Array;
    this.identity = view('identity') as Uint8Array;
    this.tagCode = view('tag') as Uint8Array;
    this.pieces = view('pieces') as Uint8Array;
    this.flags = view('flags') as Uint8Array;
    this.popularity = view('popularity') as Uint32Array;
    this.cardStart = view('cardStart') as Uint32Array;
    this.cardVariants = view('cardVariants') as Uint32Array;
    this.detailStart = view('detailStart') as Uint32Array;
    this.details = view('details') as Uint8Array;
    this.cardNamesBytes = view('cardNames') as Uint8Array;
    this.cardOracleBytes = view('cardOracleIds') as Uint8Array;
  }

  private lines(bytes: Uint8Array): string[] {
    return this.header.cards ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8').split('\n') : [];
  }

  private cardNames(): string[] {
    return (this.names ??= this.lines(this.cardNamesBytes));
  }

  private oracleIndex(): Map<string, number> {
    if (!this.byOracle) {
      const byOracle = new Map<string, number>();
      this.lines(this.cardOracleBytes).forEach((id, i) => {
        if (id) byOracle.set(id, i);
      });
      this.byOracle = byOracle;
    }
    return this.byOracle;
  }

  private nameIndex(): Map<string, number> {
    if (!this.byName) {
      const byName = new Map<string, number>();
      this.cardNames().forEach((name, i) => {
        const key = comboNameKey(name);
        if (!byName.has(key)) byName.set(key, i);
        // "Front // Back" is found by its front face too.
        const cut = name.indexOf(' // ');
        if (cut > 0) {
          const front = comboNameKey(name.slice(0, cut));
          if (!byName.has(front)) byName.set(front, i);
        }
      });
      this.byName = byName;
    }
    return this.byName;
  }

  static load(file: string, bytes: Buffer = readFileSync(file)): ComboStore {
    if (bytes.length < 12 || !bytes.subarray(0, 8).equals(MAGIC)) throw new ComboError(file, M.notAStore);
    const hlen = bytes.readUInt32LE(8);
    let header: Header;
    try {
      header = JSON.parse(bytes.toString('utf8', 12, 12 + hlen)) as Header;
    } catch {
      throw new ComboError(file, M.damagedHeader);
    }
    if (header?.formatVersion !== FORMAT_VERSION) throw new ComboError(file, M.formatVersion(header?.formatVersion, FORMAT_VERSION));
    let body = bytes.subarray(12 + hlen);
    if (checksum(body) !== header.checksum) throw new ComboError(file, M.checksum);
    // Typed-array views need 4-byte alignment: a pooled small Buffer may not have it.
    if (body.byteOffset % 4) body = Buffer.from(body);
    return new ComboStore(header, body);
  }

  get timestamp(): string {
    return this.header.timestamp;
  }

  /** YYYY-MM-DD of the export. */
  get date(): string {
    return this.header.timestamp.slice(0, 10);
  }

  get stamp(): { size: number; mtimeMs: number } {
    return this.header.stamp;
  }

  get counts(): { variants: number; cards: number } {
    return { variants: this.header.variants, cards: this.header.cards };
  }

  /**
   * The store's index of a card: by oracle id, else by name or front face (card data whose ids
   * differ from Scryfall's, or that has none). The name index is built on the first name lookup.
   */
  cardIndex(name: string, oracleId?: string): number | undefined {
    if (oracleId) {
      const i = this.oracleIndex().get(oracleId);
      if (i !== undefined) return i;
    }
    return this.nameIndex().get(comboNameKey(name));
  }

  cardName(i: number): string {
    return this.cardNames()[i];
  }

  /** Variants (indexes) using a card. */
  variantsOf(card: number): Uint32Array {
    return this.cardVariants.subarray(this.cardStart[card], this.cardStart[card + 1]);
  }

  private oracleIds: string[] | undefined;

  private cardOracleId(i: number): string {
    return (this.oracleIds ??= this.lines(this.cardOracleBytes))[i];
  }

  tag(v: number): BracketTag | undefined {
    return TAGS[this.tagCode[v]] || undefined;
  }

  infiniteOrWin(v: number): boolean {
    return (this.flags[v] & 1) === 1;
  }

  private detail(v: number): Detail {
    const bytes = this.details.subarray(this.detailStart[v], this.detailStart[v + 1]);
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as Detail;
  }

  /** Everything shown about a variant. */
  combo(v: number): Combo {
    const [id, produces, requires, manaNeeded] = this.detail(v);
    const cards: ComboCard[] = [];
    for (let u = this.useStart[v]; u < this.useStart[v + 1]; u++) {
      const name = this.cardNames()[this.useCard[u]];
      const oracleId = this.cardOracleId(this.useCard[u]);
      const zoneLocations = [...ZONES].filter((_, k) => this.useZones[u] & (1 << k));
      cards.push({ name, ...(oracleId ? { oracleId } : {}), mustBeCommander: (this.useInfo[u] & 1) === 1, quantity: this.useInfo[u] >> 1, zoneLocations });
    }
    const tag = this.tag(v);
    return {
      id,
      cards,
      requires,
      produces,
      identity: maskText(this.identity[v]),
      ...(tag ? { bracketTag: tag } : {}),
      popularity: this.popularity[v],
      ...(manaNeeded ? { manaNeeded } : {}),
      pieces: this.pieces[v],
      infiniteOrWin: this.infiniteOrWin(v),
      url: comboUrl(id),
    };
  }
}

export function stampOf(file: string): { size: number; mtimeMs: number } {
  const st = statSync(file);
  return { size: st.size, mtimeMs: Math.round(st.mtimeMs) };
}

/** Writes bytes to file through a temporary file and a rename (a reader never sees half a file). */
export function writeAtomic(file: string, bytes: Buffer): void {
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** The compiled store of cacheDir when it matches the raw download; undefined when it must be (re)compiled. */
export function loadCurrentCombos(cacheDir: string): ComboStore | undefined {
  const raw = path.join(cacheDir, SPELLBOOK_FILE);
  const store = path.join(cacheDir, COMBOS_STORE_FILE);
  if (!existsSync(raw) || !existsSync(store)) return undefined;
  try {
    const s = ComboStore.load(store);
    const stamp = stampOf(raw);
    return s.stamp.size === stamp.size && s.stamp.mtimeMs === stamp.mtimeMs ? s : undefined;
  } catch (e) {
    if (e instanceof ComboError) return undefined;
    throw e;
  }
}

/**
 * The combos downloaded into cacheDir, or undefined when there are none. The store is compiled
 * from the raw download when missing or older than it. A raw file that does not compile leaves the
 * previous store in place and in use (onProblem says why); with no previous store it throws.
 */
export async function openCombos(cacheDir: string, onProblem?: (message: string) => void): Promise<ComboStore | undefined> {
  const raw = path.join(cacheDir, SPELLBOOK_FILE);
  if (!existsSync(raw)) return undefined;
  const current = loadCurrentCombos(cacheDir);
  if (current) return current;
  const store = path.join(cacheDir, COMBOS_STORE_FILE);
  let bytes: Buffer;
  try {
    ({ bytes } = await compileCombos(raw));
  } catch (e) {
    if (!(e instanceof ComboError) || !existsSync(store)) throw e;
    const previous = ComboStore.load(store);
    onProblem?.(M.unreadable(l10n.t('{0}; using the combos of {1}', e.message, previous.date)));
    return previous;
  }
  try {
    writeAtomic(store, bytes);
  } catch {
    // An unwritable cache still gives combos, compiled again next time.
  }
  return ComboStore.load(store, bytes);
}
