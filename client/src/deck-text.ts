// What a text looks like: a decklist or not (paste detection: its shape, then the card names the
// server knows), and in which of the common shapes (the extension Save As proposes). Pure functions.
import type { KnownCards } from '../../server/src/lsp/protocol';

/** A card line: `4 Lightning Bolt`, `4x Lightning Bolt`, `SB: 2 Duress`, `1 《稲妻/Lightning Bolt》`, `1 Sol Ring (CMR) 472 *F*`. */
const CARD_LINE = /^\s*(?:SB:\s*)?\d{1,3}\s*[xX×]?\s+\S/;
/** The section headers of MTG Arena, MTGO, Moxfield, Archidekt and Japanese lists, alone on a line. */
const HEADER_LINE =
  /^\s*(?:(?:\/\/\s*)?(?:commanders?|companion|deck|main(?:board| deck)?|sideboard|maybeboard|considering|lands?|creatures?|instants?|sorceries|artifacts?|enchantments?|planeswalkers?|統率者|相棒|デッキ|メインデッキ|サイドボード|土地|クリーチャー|インスタント|ソーサリー|アーティファクト|エンチャント|プレインズウォーカー)\s*(?:\(\d+\))?\s*:?\s*|about|name\s.+)$/i;
const COMMENT_LINE = /^\s*(?:\/\/|#)/;
/** Arena's card line ends with the printing: `1 Sol Ring (CMR) 472`. */
const ARENA_PRINTING = /^\s*\d+\s+.+\s\([A-Za-z0-9]{2,6}\)\s+\S+\s*$/;

/**
 * Whether pasted text is a decklist: an MTGO or Cockatrice XML deck, or a text list where most
 * lines are `N Name` (headers and comments aside), with at least three card lines.
 */
export function looksLikeDecklist(text: string): boolean {
  const trimmed = text.trimStart();
  if (/^(?:<\?xml[^>]*>\s*)?<(?:Deck|cockatrice_deck)\b/.test(trimmed)) return true;
  let cards = 0;
  let other = 0;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || COMMENT_LINE.test(line) || HEADER_LINE.test(line)) continue;
    if (CARD_LINE.test(line)) cards++;
    else other++;
  }
  return cards >= 3 && cards >= 4 * other;
}

/**
 * Whether the card names of a text that looks like a decklist are mostly real cards: at least three,
 * and at least half of the names read ("2 eggs / 1 milk / 3 apples" has the shape but no card).
 * No answer (no card data yet) is no.
 */
export function namesMakeADeck(k: KnownCards | null | undefined): boolean {
  return !!k && k.known >= 3 && k.known * 2 >= k.names;
}

/** The shape of a deck's text, for the file extension that fits it. */
export type DeckTextShape = 'mtgo-xml' | 'cockatrice-xml' | 'arena' | 'text';

export function deckTextShape(text: string): DeckTextShape {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('<')) return /<cockatrice_deck\b/.test(trimmed) ? 'cockatrice-xml' : 'mtgo-xml';
  return text.split(/\r?\n/).some((l) => ARENA_PRINTING.test(l)) || /^\s*About\s*$/m.test(text) ? 'arena' : 'text';
}

/**
 * The file extension a deck is saved under, always one the extension opens as a deck: `.dek` only for
 * MTGO's XML, `.cod` for Cockatrice's, `.edh` for a Commander deck in plain text, `.dec` for other
 * plain text and Arena exports (a `.txt` would open as Plain Text again).
 */
export function saveExtension(text: string, hasCommander: boolean): string {
  const shape = deckTextShape(text);
  if (shape === 'mtgo-xml') return '.dek';
  if (shape === 'cockatrice-xml') return '.cod';
  return shape === 'text' && hasCommander ? '.edh' : '.dec';
}
