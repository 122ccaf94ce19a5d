// Folding of Japanese spelling variants for completion and suggestions: hiragana written where the
// card uses katakana, the long vowel mark's look-alikes, and the middle dot (full and half width
// are already folded by normalizeCardName's NFKD). Exact lookup stays strict: a variant is an
// unknown name whose suggestion is the card's printed spelling.
import jaconv from 'jaconv';

/** The language of the Japanese name table, as MTGJSON names it. */
export const JAPANESE = 'Japanese';

const JAPANESE_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\uff66-\uff9f]/u;

/** Whether a name has Japanese in it (kana or kanji). */
export function isJapanese(s: string): boolean {
  return JAPANESE_CHAR.test(s);
}

/** Hiragana, katakana (and their half-width forms). */
export const KANA_RE = /[\u3040-\u30ff\uff66-\uff9f]/;
/** Dashes written for the long vowel mark after a kana: ‐ ‑ ‒ – — ― − ─ － ｰ (and ASCII -). */
const LONG_VOWEL_LOOKALIKES_RE = /(?<=[\u3041-\u30fa\u30fc])[-\u2010-\u2015\u2212\u2500\uff0d\uff70]/g;
/** The middle dot, full and half width. */
const MIDDLE_DOT_RE = /[\u30fb\uff65]/g;

/** Before punctuation is dropped: look-alikes of ー become ー, middle dots a space. */
export function foldJapaneseMarks(s: string): string {
  if (!KANA_RE.test(s)) return s;
  return s.replace(LONG_VOWEL_LOOKALIKES_RE, '\u30fc').replace(MIDDLE_DOT_RE, ' ');
}

/** Hiragana as katakana (`ろふぇろす` → `ロフェロス`). */
export function foldKana(s: string): string {
  return KANA_RE.test(s) ? jaconv.toKatakana(s) : s;
}
