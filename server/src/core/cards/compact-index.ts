// The compact on-disk card index.
//
// Layout (little-endian):
//   8 bytes  magic "DLCIDX\0\1"
//   u32      header length H
//   H bytes  header JSON (IndexHeader), padded with spaces to a multiple of 4; its
//            "headerChecksum" is the crc32 of the header JSON with that field empty
//   body     sections, each 4-byte aligned; crc32 of the body is in the header
//
// Sections: card names ('\n'-joined UTF-8, decoded on first use), card details
// (one JSON per card in deflated chunks of 32 cards, inflated and parsed lazily on
// lookup), the cards as printed in other languages (the same chunked layout, one JSON list per
// card, empty for most; read on hover), the exact-lookup hash table (normalized keys as UTF-8 bytes + offsets,
// card per key, open-addressing slots hashed with FNV-1a: used in place, nothing is
// built at load), a per-card "not a deck card" flag, search keys / cards / aliases
// and the presorted completion arrays (used on first completion). Loading reads the
// file and checks the checksum; that is all.
import { readFileSync } from 'node:fs';
import * as zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { computeColorIdentity } from './color-identity';
import { addPrinted, buildNameTable, type NameAlias } from './memory-database';
import { MAX_CARD_NAME_LENGTH, lookupCandidates, normalizeCardName, searchKey } from './normalize';
import { LOW_RANK_LAYOUTS, NameSearch, buildSearchArrays, playOrder } from './name-search';
import type { Card, CardDataInfo, CardDatabase, ColorReason, NameMatch, PrintedCard } from './types';

// 7: cards carry Scryfall's game_changer flag; 8: image URLs, prices and keywords too (an older index would hide them until the data changed);
// 9: the bigram postings of fuzzy suggestions are stored (the first suggestion built them: ~130 ms at start-up);
// 10: cards carry MTGJSON's Pauper Commander flag (`pauperCommander`), merged from AtomicCards.
// 11: cards as printed in other languages (name, type line, text) in deflated chunks; Japanese search keys fold kana.
// 13: a card says when its rarity is a promo's, Secret Lair's or other supplement's (`rarityFromSupplement`: Pauper Commander no longer counts it).
export const INDEX_FORMAT_VERSION = 13;
const CHUNK = 32;
/** How many cards' decoded printed versions are kept (a few MB at most). */
const PRINTED_CARDS_KEPT = 4096;
const ASCII = /^[\x00-\x7f]*$/;
let codeBuf = new Uint8Array(256);
/** Char codes of an ASCII string in a reused buffer (valid until the next call). */
function asciiCodes(s: string): Uint8Array {
  if (s.length > codeBuf.length) codeBuf = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) codeBuf[i] = s.charCodeAt(i);
  return codeBuf.subarray(0, s.length);
}
const MAGIC = Buffer.from([0x44, 0x4c, 0x43, 0x49, 0x44, 0x58, 0x00, 0x01]); // "DLCIDX\0\1"

/** What the index was built from, to tell when it is stale. */
export interface IndexSourceStamp {
  path?: string;
  size?: number;
  mtimeMs?: number;
  /** Alternative-name source, when aliases were merged in. */
  aliases?: { path?: string; size?: number; mtimeMs?: number; count: number };
}

interface IndexHeader {
  formatVersion: number;
  info: CardDataInfo;
  stamp: IndexSourceStamp;
  cards: number;
  lookupEntries: number;
  searchEntries: number;
  /** Alternative names in the index (entries of the aliasNames section). */
  aliasCount?: number;
  /** Cards with a printed version in another language (v10). */
  printedCards?: number;
  /** Of those, names printed on English cards (Scryfall printed_name/flavor_name). */
  printedAliasCount?: number;
  sections: Record<string, [offset: number, length: number]>;
  checksum: string;
  /** Checksum of the header JSON written with `"headerChecksum":""` (v6). */
  headerChecksum?: string;
  builtAt: string;
  /** Byte order of the typed-array sections (the platform's when built). */
  endianness?: 'LE' | 'BE';
}

/** Raised for a missing, foreign, outdated or damaged index file. */
export class IndexError extends Error {
  constructor(
    readonly file: string,
    readonly reason: 'missing' | 'corrupt' | 'version',
    problem: string,
  ) {
    super(`card index ${file}: ${problem}`);
    this.name = 'IndexError';
  }
}

/** crc32 of the bytes (sha1 on a Node.js without zlib.crc32), prefixed with the method. */
export function checksum(body: Uint8Array): string {
  const crc = (zlib as unknown as { crc32?: (d: Uint8Array) => number }).crc32;
  if (crc) return 'crc32:' + crc(body).toString(16);
  return 'sha1:' + createHash('sha1').update(body).digest('hex');
}

/** Compiles cards (and alternative names) into the index file's bytes. */
export function buildIndex(cards: readonly Card[], info: CardDataInfo, aliases: readonly NameAlias[] = [], stamp: IndexSourceStamp = {}): Buffer {
  const names = cards.map((c) => c.name);
  if (names.some((n) => n.includes('\n'))) throw new Error('card names must not contain newlines');
  const low = cards.map((c) => LOW_RANK_LAYOUTS.has(c.layout));
  const byName = buildNameTable(
    names,
    cards.map((c) => (c.faces.length > 1 ? c.faces.map((f) => f.name) : [])),
    low,
  );
  const lookupKeys: string[] = [];
  const lookupCards: number[] = [];
  for (const [k, i] of byName) {
    lookupKeys.push(k);
    lookupCards.push(i);
  }
  // Search entries: names, face names, aliases.
  const searchKeys: string[] = [];
  const searchCards: number[] = [];
  const searchAlias: number[] = [];
  const aliasNames: string[] = [];
  cards.forEach((c, i) => {
    searchKeys.push(searchKey(c.name));
    searchCards.push(i);
    searchAlias.push(-1);
    if (c.faces.length > 1) {
      for (const f of c.faces) {
        searchKeys.push(searchKey(f.name));
        searchCards.push(i);
        searchAlias.push(-1);
      }
    }
  });
  let aliasCount = 0;
  const printed = new Map<number, Map<string, PrintedCard>>();
  let printedAliasCount = 0;
  for (const a of aliases) {
    const card = byName.get(normalizeCardName(a.name));
    if (card === undefined) continue;
    if (a.printed) addPrinted(printed, card, a.printed);
    const k = normalizeCardName(a.alias);
    if (!k || byName.has(k) || a.alias.includes('\n')) continue;
    byName.set(k, card);
    lookupKeys.push(k);
    lookupCards.push(card);
    searchKeys.push(searchKey(a.alias));
    searchCards.push(card);
    searchAlias.push(aliasNames.length);
    aliasNames.push(a.alias);
    aliasCount++;
    if (a.englishPrint) printedAliasCount++;
  }
  const arrays = buildSearchArrays(searchKeys);
  // Card details: JSON per card, in deflated chunks of CHUNK cards (decoded lazily); printed versions alike.
  const details = deflatedChunks(cards.map((c) => Buffer.from(JSON.stringify(c), 'utf8')));
  const printedJson = cards.map((_, i) => {
    const p = printed.get(i);
    return p ? Buffer.from(JSON.stringify([...p.values()]), 'utf8') : Buffer.alloc(0);
  });
  const printedChunks = deflatedChunks(printedJson);

  const sections: [string, Uint8Array][] = [
    ['names', Buffer.from(names.join('\n'), 'utf8')],
    ['low', Uint8Array.from(low, (b) => (b ? 1 : 0))],
    ['playOrder', new Uint8Array(Int32Array.from(cards, playOrder).buffer)],
    ['chunkOffsets', new Uint8Array(details.offsets.buffer)],
    ['chunkRawLen', new Uint8Array(details.rawLen.buffer)],
    ['cardStart', new Uint8Array(details.start.buffer)],
    ['cards', details.bytes],
    ['printedOffsets', new Uint8Array(printedChunks.offsets.buffer)],
    ['printedRawLen', new Uint8Array(printedChunks.rawLen.buffer)],
    ['printedStart', new Uint8Array(printedChunks.start.buffer)],
    ['printed', printedChunks.bytes],
    ...lookupSections(lookupKeys, lookupCards),
    ['searchKeys', Buffer.from(searchKeys.join('\n'), 'utf8')],
    ['searchCards', new Uint8Array(Int32Array.from(searchCards).buffer)],
    ['searchAlias', new Uint8Array(Int32Array.from(searchAlias).buffer)],
    ['aliasNames', Buffer.from(aliasNames.join('\n'), 'utf8')],
    ['sorted', new Uint8Array(arrays.sorted.buffer)],
    ['wordEntry', new Uint8Array(arrays.wordEntry.buffer)],
    ['wordOffset', new Uint8Array(arrays.wordOffset.buffer)],
    ['gramCodes', new Uint8Array(arrays.grams!.codes.buffer)],
    ['gramStart', new Uint8Array(arrays.grams!.start.buffer)],
    ['gramPost', new Uint8Array(arrays.grams!.post.buffer)],
  ];
  const parts: Uint8Array[] = [];
  const table: Record<string, [number, number]> = {};
  let bodyLen = 0;
  for (const [name, bytes] of sections) {
    table[name] = [bodyLen, bytes.length];
    parts.push(bytes);
    bodyLen += bytes.length;
    const pad = (4 - (bodyLen % 4)) % 4;
    if (pad) {
      parts.push(new Uint8Array(pad));
      bodyLen += pad;
    }
  }
  const body = Buffer.concat(parts, bodyLen);
  const finalStamp: IndexSourceStamp = { ...stamp };
  if (stamp.aliases) finalStamp.aliases = { ...stamp.aliases, count: aliasCount };
  const header: IndexHeader = {
    formatVersion: INDEX_FORMAT_VERSION,
    info: { ...info, cards: cards.length },
    stamp: finalStamp,
    cards: cards.length,
    lookupEntries: lookupKeys.length,
    searchEntries: searchKeys.length,
    aliasCount,
    printedCards: printed.size,
    printedAliasCount,
    sections: table,
    checksum: checksum(body),
    headerChecksum: '',
    builtAt: new Date().toISOString(),
    endianness: endianness(),
  };
  let headerJson = JSON.stringify(header);
  headerJson = headerJson.replace(HEADER_SUM_EMPTY, `"headerChecksum":"${checksum(Buffer.from(headerJson, 'utf8'))}"`);
  const total = MAGIC.length + 4 + Buffer.byteLength(headerJson);
  headerJson += ' '.repeat((4 - (total % 4)) % 4);
  const headerBytes = Buffer.from(headerJson, 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32LE(headerBytes.length, 0);
  return Buffer.concat([MAGIC, len, headerBytes, body]);
}

/** Items' bytes in deflated chunks of CHUNK items: chunk offsets, raw chunk lengths, each item's start in its raw chunk. */
function deflatedChunks(items: Buffer[]): { offsets: Uint32Array; rawLen: Uint32Array; start: Uint32Array; bytes: Buffer } {
  const nChunks = Math.ceil(items.length / CHUNK);
  const offsets = new Uint32Array(nChunks + 1);
  const rawLen = new Uint32Array(nChunks);
  const start = new Uint32Array(items.length);
  const chunks: Buffer[] = [];
  let off = 0;
  for (let ch = 0; ch < nChunks; ch++) {
    const parts = items.slice(ch * CHUNK, (ch + 1) * CHUNK);
    let raw = 0;
    parts.forEach((b, j) => {
      start[ch * CHUNK + j] = raw;
      raw += b.length;
    });
    const z = raw ? zlib.deflateRawSync(Buffer.concat(parts), { level: 6 }) : Buffer.alloc(0);
    rawLen[ch] = raw;
    offsets[ch] = off;
    chunks.push(z);
    off += z.length;
  }
  offsets[nChunks] = off;
  return { offsets, rawLen, start, bytes: Buffer.concat(chunks) };
}

function endianness(): 'LE' | 'BE' {
  return new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 'LE' : 'BE';
}

/** FNV-1a over bytes. */
function fnv1a(bytes: ArrayLike<number>, start = 0, end = bytes.length): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The exact-lookup hash table: key bytes + offsets, card per key, open addressing slots. */
function lookupSections(keys: string[], cardsOf: number[]): [string, Uint8Array][] {
  const encoded = keys.map((k) => Buffer.from(k, 'utf8'));
  const offsets = new Uint32Array(keys.length + 1);
  let off = 0;
  encoded.forEach((b, i) => {
    offsets[i] = off;
    off += b.length;
  });
  offsets[keys.length] = off;
  let size = 16;
  while (size < keys.length * 2) size <<= 1;
  const table = new Int32Array(size).fill(-1);
  encoded.forEach((b, i) => {
    let slot = fnv1a(b) & (size - 1);
    while (table[slot] !== -1) slot = (slot + 1) & (size - 1);
    table[slot] = i;
  });
  return [
    ['lookupKeyBytes', Buffer.concat(encoded)],
    ['lookupKeyOffsets', new Uint8Array(offsets.buffer)],
    ['lookupCards', new Uint8Array(Int32Array.from(cardsOf).buffer)],
    ['lookupTable', new Uint8Array(table.buffer)],
  ];
}

const HEADER_SUM_EMPTY = '"headerChecksum":""';
const HEADER_SUM_RE = /"headerChecksum":"([^"]*)"/;

/** Reads only the header (cheap): info and source stamp, or throws IndexError. */
export function readIndexHeader(file: string, bytes?: Buffer): { header: IndexHeader; bodyStart: number; bytes: Buffer } {
  let buf: Buffer;
  try {
    buf = bytes ?? readFileSync(file);
  } catch (e) {
    throw new IndexError(file, 'missing', `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (buf.length < 12 || !buf.subarray(0, 6).equals(MAGIC.subarray(0, 6))) {
    throw new IndexError(file, 'corrupt', 'is not a card index file (bad magic bytes)');
  }
  if (buf[6] !== MAGIC[6] || buf[7] !== MAGIC[7]) throw new IndexError(file, 'version', 'was written by another version');
  const hlen = buf.readUInt32LE(8);
  if (12 + hlen > buf.length) throw new IndexError(file, 'corrupt', 'is truncated (header)');
  let header: IndexHeader;
  const raw = buf.toString('utf8', 12, 12 + hlen);
  try {
    header = JSON.parse(raw);
    if (!header || typeof header !== 'object') throw new Error('not an object');
  } catch {
    throw new IndexError(file, 'corrupt', 'has a damaged header');
  }
  if (header.formatVersion !== INDEX_FORMAT_VERSION) {
    throw new IndexError(file, 'version', `has format version ${header.formatVersion}, expected ${INDEX_FORMAT_VERSION}`);
  }
  const sum = HEADER_SUM_RE.exec(raw);
  if (!sum) throw new IndexError(file, 'corrupt', 'has a damaged header (no header checksum)');
  const actualSum = checksum(Buffer.from(raw.trimEnd().replace(sum[0], HEADER_SUM_EMPTY), 'utf8'));
  if (actualSum.split(':')[0] !== sum[1].split(':')[0]) {
    throw new IndexError(file, 'version', `uses a checksum (${sum[1].split(':')[0]}) this Node.js cannot compute`);
  }
  if (actualSum !== sum[1]) throw new IndexError(file, 'corrupt', 'has a damaged header (fails its checksum)');
  if ((header.endianness ?? 'LE') !== endianness()) {
    throw new IndexError(file, 'version', `was built on a machine with another byte order`);
  }
  if (header.formatVersion !== INDEX_FORMAT_VERSION) {
    throw new IndexError(file, 'version', `has format version ${header.formatVersion}, expected ${INDEX_FORMAT_VERSION}`);
  }
  return { header, bodyStart: 12 + hlen, bytes: buf };
}

/** A CardDatabase over a loaded index file. */
export class CompactCardDatabase implements CardDatabase {
  readonly info: CardDataInfo;
  readonly stamp: IndexSourceStamp;
  /** Number of alternative names (aliases) the index knows. */
  readonly aliasCount: number;
  /** Of those, the names in other languages (not the names printed on English cards). */
  readonly languageAliasCount: number;
  private namesList: string[] | undefined;
  private readonly keyBytes: Buffer;
  private readonly keyOffsets: Uint32Array;
  private readonly keyCards: Int32Array;
  private readonly table: Int32Array;
  private readonly decoded: (Card | undefined)[];
  private readonly cardBytes: Buffer;
  private readonly chunkOffsets: Uint32Array;
  private readonly chunkRawLen: Uint32Array;
  private readonly cardStart: Uint32Array;
  private readonly chunkCache = new Map<number, Buffer>();
  private readonly namesBytes: Buffer;
  private searchImpl: NameSearch | undefined;
  private readonly printedChunks: { offsets: Uint32Array; rawLen: Uint32Array; start: Uint32Array; bytes: Buffer };
  private readonly printedCache = new Map<number, Buffer>();
  /**
   * Printed versions already decoded, by card: a hover or a completion list asks about cards all
   * over the index, and inflating their chunk again each time (the chunk cache holds 16 of them)
   * cost ~50 µs a card (a hover over a 60-card deck: +40%).
   */
  private readonly printedByCard = new Map<number, PrintedCard[]>();

  constructor(
    private readonly file: string,
    bytes?: Buffer,
  ) {
    const { header, bodyStart, bytes: raw } = readIndexHeader(file, bytes);
    let buf = raw;
    if ((buf.byteOffset + bodyStart) % 4 !== 0) buf = Buffer.from(buf); // align typed arrays
    const body = buf.subarray(bodyStart);
    const needed = Object.values(header.sections).reduce((m, [o, l]) => Math.max(m, o + l), 0);
    if (body.length < needed) throw new IndexError(file, 'corrupt', 'is truncated');
    const actual = checksum(body);
    if (actual.split(':')[0] !== String(header.checksum).split(':')[0]) {
      throw new IndexError(file, 'version', `uses a checksum (${String(header.checksum).split(':')[0]}) this Node.js cannot compute`);
    }
    if (actual !== header.checksum) throw new IndexError(file, 'corrupt', 'fails its checksum (damaged file)');
    this.info = header.info;
    this.stamp = header.stamp;
    this.aliasCount = header.aliasCount ?? 0;
    this.languageAliasCount = this.aliasCount - (header.printedAliasCount ?? 0);
    const sec = (name: string) => {
      const s = header.sections[name];
      if (!s) throw new IndexError(file, 'corrupt', `has no ${name} section`);
      return body.subarray(s[0], s[0] + s[1]);
    };
    const i32 = (name: string) => {
      const b = sec(name);
      return new Int32Array(b.buffer, b.byteOffset, b.length >> 2);
    };
    // '\n'-joined strings; `count` tells [''] (one empty string) from [] (none).
    const text = (name: string, count: number) => {
      const b = sec(name);
      const list = b.length || count > 0 ? b.toString('utf8').split('\n') : [];
      if (list.length !== count) throw new IndexError(file, 'corrupt', `has inconsistent sections (${name})`);
      return list;
    };
    const u32 = (name: string) => {
      const b = sec(name);
      return new Uint32Array(b.buffer, b.byteOffset, b.length >> 2);
    };
    this.namesBytes = sec('names');
    this.chunkOffsets = u32('chunkOffsets');
    this.chunkRawLen = u32('chunkRawLen');
    this.cardStart = u32('cardStart');
    this.cardBytes = sec('cards');
    this.keyBytes = sec('lookupKeyBytes');
    this.keyOffsets = u32('lookupKeyOffsets');
    this.keyCards = i32('lookupCards');
    this.table = i32('lookupTable');
    const keysLen = this.keyCards.length;
    if (this.keyOffsets.length !== keysLen + 1 || (this.table.length & (this.table.length - 1)) !== 0 || this.cardStart.length !== header.cards || this.chunkRawLen.length !== Math.ceil(header.cards / CHUNK)) {
      throw new IndexError(file, 'corrupt', 'has inconsistent sections');
    }
    this.printedChunks = { offsets: u32('printedOffsets'), rawLen: u32('printedRawLen'), start: u32('printedStart'), bytes: sec('printed') };
    if (this.printedChunks.start.length !== header.cards || this.printedChunks.rawLen.length !== this.chunkRawLen.length) {
      throw new IndexError(file, 'corrupt', 'has inconsistent sections (printed)');
    }
    this.decoded = new Array(header.cards);
    const lowBytes = sec('low');
    const plays = i32('playOrder');
    if (plays.length !== header.cards) throw new IndexError(file, 'corrupt', 'has inconsistent sections (playOrder)');
    this.lazySearch = () => {
      const skeys = text('searchKeys', header.searchEntries);
      const scards = i32('searchCards');
      const salias = i32('searchAlias');
      const anames = text('aliasNames', header.aliasCount ?? 0);
      return new NameSearch(
        {
          size: skeys.length,
          key: (i) => skeys[i],
          card: (i) => scards[i],
          alias: (i) => (salias[i] >= 0 ? anames[salias[i]] : undefined),
          cardName: (c) => this.names[c],
          low: (c) => lowBytes[c] === 1,
          playOrder: (c) => plays[c],
        },
        {
          sorted: i32('sorted'),
          wordEntry: i32('wordEntry'),
          wordOffset: i32('wordOffset'),
          grams: { codes: i32('gramCodes'), start: i32('gramStart'), post: i32('gramPost') },
        },
      );
    };
  }

  private readonly lazySearch: () => NameSearch;

  private get names(): string[] {
    return (this.namesList ??= this.namesBytes.length || this.decoded.length > 0 ? this.namesBytes.toString('utf8').split('\n') : []);
  }

  get size(): number {
    return this.decoded.length;
  }

  /** The card at index i (decoded on first use). */
  card(i: number): Card {
    let c = this.decoded[i];
    if (!c) {
      const ch = Math.floor(i / CHUNK);
      let raw = this.chunkCache.get(ch);
      if (!raw) {
        raw = zlib.inflateRawSync(this.cardBytes.subarray(this.chunkOffsets[ch], this.chunkOffsets[ch + 1]));
        if (this.chunkCache.size >= 64) this.chunkCache.delete(this.chunkCache.keys().next().value as number);
        this.chunkCache.set(ch, raw);
      }
      const end = i + 1 < this.decoded.length && Math.floor((i + 1) / CHUNK) === ch ? this.cardStart[i + 1] : this.chunkRawLen[ch];
      c = JSON.parse(raw.toString('utf8', this.cardStart[i], end)) as Card;
      this.decoded[i] = c;
    }
    return c;
  }

  /**
   * Every card in index order. Walks the chunks once without filling the lookup caches, so a
   * full pass does not keep every card decoded (cards already decoded are reused).
   */
  *allCards(): Generator<Card> {
    const n = this.decoded.length;
    for (let ch = 0; ch * CHUNK < n; ch++) {
      const raw = this.chunkCache.get(ch) ?? zlib.inflateRawSync(this.cardBytes.subarray(this.chunkOffsets[ch], this.chunkOffsets[ch + 1]));
      const last = Math.min(n, (ch + 1) * CHUNK);
      for (let i = ch * CHUNK; i < last; i++) {
        const end = i + 1 < last ? this.cardStart[i + 1] : this.chunkRawLen[ch];
        yield this.decoded[i] ?? (JSON.parse(raw.toString('utf8', this.cardStart[i], end)) as Card);
      }
    }
  }

  /** Every card name, in index order. */
  cardNames(): readonly string[] {
    return this.names;
  }

  lookup(name: string): Card | undefined {
    if (name.length > MAX_CARD_NAME_LENGTH) return undefined;
    const i = this.find(normalizeCardName(name));
    if (i >= 0) return this.card(i);
    for (const cand of lookupCandidates(name)) {
      const j = this.find(normalizeCardName(cand));
      if (j >= 0) return this.card(j);
    }
    return undefined;
  }

  /** The card with this normalized key, or -1 (hash table in the file; no map built at load). */
  private find(key: string): number {
    if (!key) return -1;
    const ascii = ASCII.test(key);
    const bytes: ArrayLike<number> = ascii ? asciiCodes(key) : Buffer.from(key, 'utf8');
    const mask = this.table.length - 1;
    const kb = this.keyBytes;
    const ko = this.keyOffsets;
    const n = bytes.length;
    for (let slot = fnv1a(bytes) & mask; ; slot = (slot + 1) & mask) {
      const k = this.table[slot];
      if (k < 0) return -1;
      const start = ko[k];
      if (ko[k + 1] - start !== n) continue;
      let j = 0;
      while (j < n && kb[start + j] === bytes[j]) j++;
      if (j === n) return this.keyCards[k];
    }
  }

  private search(): NameSearch {
    return (this.searchImpl ??= this.lazySearch());
  }

  complete(prefix: string, limit = 50): NameMatch[] {
    return this.search().complete(prefix, limit);
  }

  popular(limit: number, accept: (alias: string | undefined) => boolean): NameMatch[] {
    return this.search().popular(limit, accept);
  }

  suggest(name: string, limit = 3): NameMatch[] {
    return this.search().suggest(name, limit);
  }

  explainColorIdentity(card: Card): ColorReason[] {
    return computeColorIdentity(card).reasons;
  }

  printed(card: Card, language: string): PrintedCard | undefined {
    const i = this.find(normalizeCardName(card.name));
    const p = this.printedChunks;
    if (i < 0 || p.bytes.length === 0) return undefined;
    const ch = Math.floor(i / CHUNK);
    const end = i + 1 < this.decoded.length && Math.floor((i + 1) / CHUNK) === ch ? p.start[i + 1] : p.rawLen[ch];
    if (end <= p.start[i]) return undefined;
    let list = this.printedByCard.get(i);
    if (!list) {
      let raw = this.printedCache.get(ch);
      if (!raw) {
        raw = zlib.inflateRawSync(p.bytes.subarray(p.offsets[ch], p.offsets[ch + 1]));
        if (this.printedCache.size >= 16) this.printedCache.delete(this.printedCache.keys().next().value as number);
        this.printedCache.set(ch, raw);
      }
      list = JSON.parse(raw.toString('utf8', p.start[i], end)) as PrintedCard[];
      if (this.printedByCard.size >= PRINTED_CARDS_KEPT) this.printedByCard.delete(this.printedByCard.keys().next().value as number);
      this.printedByCard.set(i, list);
    }
    const want = language.toLowerCase();
    return list.find((x) => x.language.toLowerCase() === want);
  }

  get path(): string {
    return this.file;
  }
}

/** Loads an index file (throws IndexError when missing, foreign, outdated or damaged). */
export function loadIndex(file: string, bytes?: Buffer): CompactCardDatabase {
  try {
    return new CompactCardDatabase(file, bytes);
  } catch (e) {
    if (e instanceof IndexError) throw e;
    // Whatever else a damaged file makes go wrong is still a damaged file.
    throw new IndexError(file, 'corrupt', `is damaged (${(e as Error).message})`);
  }
}
