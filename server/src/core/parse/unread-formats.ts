// Deck files of other programs that are not read as cards yet: MTGJSON deck JSON (what precons
// ship as) and OCTGN `.o8d` XML. Read as text or as MTGO XML they gave thousands of errors or zero
// cards; instead they get one diagnostic that names the format and what to do.
import { range, type DeckDiagnostic } from '../types';
import type { DeckDocument, Dialect } from './types';
import { lineStarts } from './text-util';

export type UnreadDialect = Extract<Dialect, 'mtgjson-json' | 'octgn-xml'>;

const NAMES: Record<UnreadDialect, string> = {
  'mtgjson-json': 'an MTGJSON deck file (JSON)',
  'octgn-xml': 'an OCTGN deck (.o8d XML)',
};

export function isUnreadDialect(d: Dialect): d is UnreadDialect {
  return d in NAMES;
}

/** Which unread deck format `text[i..]` (after a BOM and white space) is, if any. */
export function detectUnreadFormat(text: string, i: number): UnreadDialect | undefined {
  const c = text.charCodeAt(i);
  const head = text.slice(i, i + 4096);
  if (c === 0x7b /* { */ && /"(?:mainBoard|commander|sideBoard)"\s*:\s*\[/.test(text.slice(i, i + 65536)))
    return 'mtgjson-json';
  if (c === 0x3c /* < */ && /<deck\s[^>]*\bgame\s*=\s*["']/i.test(head)) return 'octgn-xml';
  return undefined;
}

/** A document with no cards and one diagnostic saying which format the file is. */
export function unreadDocument(text: string, dialect: UnreadDialect): DeckDocument {
  const d: DeckDiagnostic = {
    code: 'parse',
    severity: 'error',
    message: `This is ${NAMES[dialect]}, which is not read as a decklist yet. Export the deck as text (one '1 Card Name' per line) and check that instead.`,
    range: range(0, 0, 0),
    data: { reason: 'unread-format', format: dialect },
  };
  return { dialect, lineCount: lineStarts(text).length, nodes: [], entries: [], directives: [], diagnostics: [d] };
}
