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

/** XML root elements that name their dialect. Case matters: MTGO writes `<Deck>`, OCTGN `<deck>`. */
const XML_ROOT_DIALECTS: Record<string, Dialect> = {
  cockatrice_deck: 'cockatrice-xml',
  Deck: 'mtgo-xml',
  deck: 'octgn-xml',
};

/** XML dialects an extension implies when the root element does not say. */
const XML_EXTENSION_DIALECTS: Record<string, Dialect> = {
  dek: 'mtgo-xml',
  cod: 'cockatrice-xml',
  o8d: 'octgn-xml',
};

/**
 * The name of the first element of an XML text starting at `i` (after an XML declaration,
 * processing instructions, comments and a DOCTYPE), or undefined when there is none within the
 * first 64 KB.
 */
export function xmlRootElement(text: string, i = 0): string | undefined {
  const end = Math.min(text.length, i + 65536);
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 0xfeff || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      i++;
      continue;
    }
    if (c !== 0x3c /* < */) return undefined;
    /** Where the construct at `i` ends (just past `terminator`), or -1 when it never does. */
    const past = (terminator: string, from: number): number => {
      const at = text.indexOf(terminator, from);
      return at < 0 ? -1 : at + terminator.length;
    };
    let close: number;
    if (text.startsWith('<?', i)) close = past('?>', i + 2);
    else if (text.startsWith('<!--', i)) close = past('-->', i + 4);
    else if (text.startsWith('<!', i)) {
      // `<!DOCTYPE root [ <!ENTITY …> ]>`: an internal subset holds `<` and `>` of its own.
      const gt = text.indexOf('>', i);
      const bracket = text.indexOf('[', i);
      const subsetEnd = bracket >= 0 && (gt < 0 || bracket < gt) ? text.indexOf(']', bracket) : i;
      close = subsetEnd < 0 ? -1 : past('>', subsetEnd);
    } else {
      const m = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(i, i + 256));
      return m?.[1];
    }
    // Unterminated, or past the part looked at: no root element to go by. (Always forward: close > i.)
    if (close <= i || close > end) return undefined;
    i = close;
  }
  return undefined;
}

/**
 * Which dialect a text is written in. An MTGJSON deck file is a JSON object with card lists
 * (`"mainBoard": [`, …) near its start. A text starting with `<` (after a BOM and whitespace) is
 * XML when its root element names a dialect (`<cockatrice_deck>`, `<Deck>` MTGO, `<deck>` OCTGN),
 * else when the file's extension does (`.cod`, `.dek`, `.o8d`), else when it has an XML
 * declaration or a DOCTYPE (read as MTGO, with a warning about the root); otherwise it is text.
 */
export function detectDialect(text: string, fileName?: string): Dialect {
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
  const root = xmlRootElement(text, i);
  if (root !== undefined && Object.hasOwn(XML_ROOT_DIALECTS, root)) return XML_ROOT_DIALECTS[root];
  // An MTGO fragment: `<Cards …/>` elements without their `<Deck>`.
  if (root === 'Cards') return 'mtgo-xml';
  const ext = fileName ? /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1].toLowerCase() : undefined;
  if (ext && Object.hasOwn(XML_EXTENSION_DIALECTS, ext)) return XML_EXTENSION_DIALECTS[ext];
  if (/^<(?:\?xml|!DOCTYPE)/i.test(text.slice(i, i + 16))) return 'mtgo-xml';
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
  const dialect = detectDialect(text, options.fileName);
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
