// Decklist parser: one entry point for every dialect people paste or export.
//   parseDeck(text)       – text already decoded (an editor buffer)
//   parseDeckBytes(bytes) – raw file bytes (BOM, invalid UTF-8, UTF-16 with BOM); never throws
import type { Dialect, DeckDocument } from './types';
import { isCommanderLikeFormat, parseText } from './text';
import { parseOctgnXml, parseXml } from './xml';
import { parseMtgjsonDeck } from './mtgjson';

export { KNOWN_DIRECTIVES, isCommanderLikeFormat } from './text';
export type * from './types';

export interface ParseOptions {
  /** The file's name or path; its extension implies a format (`.edh` → commander) and hints the dialect. */
  fileName?: string;
}

/** Extensions that imply a format when the file has no `format:` directive. */
const EXTENSION_FORMATS: Record<string, string> = {
  edh: 'commander',
  cmdr: 'commander',
  brawl: 'brawl',
};

/**
 * Which dialect a text is written in: XML exports start (after a BOM and whitespace) with `<`, an
 * MTGJSON deck file is a JSON object with card lists (`"mainBoard": [`, …) near its start.
 */
export function detectDialect(text: string): Dialect {
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0xfeff || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
    else break;
  }
  const first = text.charCodeAt(i);
  if (first === 0x7b /* { */) return /"(?:mainBoard|commander|sideBoard)"\s*:\s*\[/.test(text.slice(i, i + 65536)) ? 'mtgjson-json' : 'text';
  if (first !== 0x3c /* < */) return 'text';
  const head = text.slice(i, i + 4096);
  if (/<deck\s[^>]*\bgame\s*=\s*["']/i.test(head)) return 'octgn-xml';
  if (/<cockatrice_deck[\s>/]/i.test(head)) return 'cockatrice-xml';
  if (/<(\?xml|Deck[\s>/]|Cards[\s>/]|!DOCTYPE)/i.test(head)) {
    // An XML declaration alone does not tell which; look further.
    if (/<cockatrice_deck[\s>/]/i.test(text.slice(i, i + 65536))) return 'cockatrice-xml';
    return 'mtgo-xml';
  }
  return 'text';
}

/**
 * The format a file implies: its first `format:` directive, else its extension (`.edh` → commander).
 * Returns undefined when neither says (use the user's setting).
 */
export function detectFormatHint(
  doc: DeckDocument,
  fileName?: string,
): { format: string; source: 'directive' | 'extension' } | undefined {
  for (const d of doc.directives) {
    if (d.key === 'format' && d.value.trim()) return { format: d.value.trim().toLowerCase(), source: 'directive' };
  }
  const f = formatFromFileName(fileName);
  return f ? { format: f, source: 'extension' } : undefined;
}

/** The format a file name's extension implies (`deck.edh` → `commander`), if any. */
export function formatFromFileName(fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return m ? EXTENSION_FORMATS[m[1].toLowerCase()] : undefined;
}

/** Parses decoded text. Never throws: anything unreadable becomes an `unparsed` node and a diagnostic. */
export function parseDeck(text: string, options: ParseOptions = {}): DeckDocument {
  const dialect = detectDialect(text);
  let doc: DeckDocument;
  if (dialect === 'text') {
    const ext = formatFromFileName(options.fileName);
    doc = parseText(text, { commanderLike: ext ? isCommanderLikeFormat(ext) : false });
  } else if (dialect === 'mtgjson-json') doc = parseMtgjsonDeck(text);
  else if (dialect === 'octgn-xml') doc = parseOctgnXml(text);
  else doc = parseXml(text, dialect);
  const hint = detectFormatHint(doc, options.fileName);
  if (hint) {
    doc.formatHint = hint.format;
    doc.formatHintSource = hint.source;
  }
  return doc;
}

/** Decodes file bytes: UTF-8 (BOM stripped, invalid sequences → U+FFFD) or UTF-16 with a BOM. Never throws. */
export function decodeBytes(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return new TextDecoder('utf-16le', { fatal: false, ignoreBOM: false }).decode(bytes);
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be', { fatal: false, ignoreBOM: false }).decode(bytes);
  }
  // ignoreBOM: false → the decoder drops a leading UTF-8 BOM.
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
}

/** Decodes and parses a file's bytes. Never throws. */
export function parseDeckBytes(bytes: Uint8Array, options: ParseOptions = {}): DeckDocument {
  return parseDeck(decodeBytes(bytes), options);
}
