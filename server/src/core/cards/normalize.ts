// Card name normalization shared by every CardDatabase implementation.
//
// Two levels:
//  - normalizeCardName: the key for exact lookup. Tolerant of case, accents and
//    ligatures (Æther → aether, Lim-Dûl → lim-dul), curly vs straight quotes,
//    extra spaces, `//` vs `/`, full-width Latin letters.
//  - searchKey: a looser key for completion and fuzzy search: normalized, then
//    every punctuation mark removed (`Urza's` → `urzas`, `Jace, the` → `jace the`), Japanese
//    spelling variants folded (hiragana → katakana, ー look-alikes, middle dots; see japanese.ts).
import { foldJapaneseMarks, foldKana } from './japanese';

const LIGATURES: Record<string, string> = {
  'æ': 'ae',
  'œ': 'oe',
  'ß': 'ss',
  'ø': 'o',
  'đ': 'd',
  'ð': 'd',
  'þ': 'th',
  'ł': 'l',
  'ı': 'i',
};

const LIGATURE_RE = /[æœßøđðþłı]/g;
// Quotes and apostrophes of every kind → straight ones; dashes → '-'.
const APOSTROPHES_RE = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u00B4\u0060\uFF07]/g;
const DOUBLE_QUOTES_RE = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB\uFF02]/g;
const DASHES_RE = /[\u2010\u2011\u2012\u2013\u2212\uFF0D]/g;
// Latin combining diacritics only: Japanese dakuten (U+3099/U+309A) must survive.
const LATIN_MARKS_RE = /[\u0300-\u036f]/g;

const ASCII_RE = /^[\x20-\x7e]*$/;
const ASCII_SLOW_RE = /[`\/]|\s\s|^\s|\s$/;

/** The exact-lookup key of a card name. */
export function normalizeCardName(name: string): string {
  // Fast path for printable ASCII (most names as typed).
  if (ASCII_RE.test(name)) {
    const l = name.toLowerCase();
    if (!ASCII_SLOW_RE.test(l)) return l;
    return l.replace(/`/g, "'").replace(/\s*\/+\s*/g, ' // ').replace(/\s+/g, ' ').trim();
  }
  let s = name.normalize('NFKD').replace(LATIN_MARKS_RE, '').normalize('NFC').toLowerCase();
  s = s.replace(LIGATURE_RE, (c) => LIGATURES[c] ?? c);
  s = s.replace(APOSTROPHES_RE, "'").replace(DOUBLE_QUOTES_RE, '"').replace(DASHES_RE, '-');
  // Fold `A // B`, `A/B`, `A / B`, `A///B` into one form.
  s = s.replace(/\s*\/+\s*/g, ' // ');
  s = s.replace(/\s+/g, ' ').trim();
  return s;
}

/** The completion/fuzzy key: normalized name without punctuation, single spaces. */
export function searchKey(name: string): string {
  return foldKana(
    foldJapaneseMarks(normalizeCardName(name))
      .replace(/ \/\/ /g, ' ')
      .replace(/['"]/g, '')
      .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
      // Japanese names have no spaces: a word starts after の ("ギャサンの略奪者" → "略奪"), unless
      // の stands between two hiragana, inside a word written in hiragana ("らのわーる" for "ラノワール").
      .replace(/(?<![\u3041-\u3096])の(?=\S)|の(?=[^\s\u3041-\u3096])/g, 'の ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * No card name is longer than this (the longest printed one has 141 characters; a Japanese
 * `《日本語名/English Name》` pair stays well under it). Longer text cannot name a card, so lookup
 * and suggestions skip it instead of doing work that grows with its length.
 */
export const MAX_CARD_NAME_LENGTH = 300;

/**
 * The names to try for a written name. `《土地税/Land Tax》` (Japanese notation) gives
 * the English part first, then the Japanese part; other names give themselves.
 */
export function lookupCandidates(written: string): string[] {
  const out: string[] = [];
  if (written.length > MAX_CARD_NAME_LENGTH) return out;
  let s = written.trim();
  const m = /^[《«<\[]\s*(.*?)\s*[》»>\]]$/u.exec(s);
  if (m) s = m[1];
  out.push(s);
  if (m || /[^\x00-\x7F]/.test(s)) {
    // `日本語名/English Name`: try every split at a slash, English (right) part first.
    const parts = s.split(/\s*[\/／]\s*/);
    for (let i = 1; i < parts.length; i++) {
      const right = parts.slice(i).join(' // ');
      const left = parts.slice(0, i).join(' // ');
      out.push(right, left);
    }
  }
  // `Life+Death` (Japanese writing of split cards) → `Life // Death`.
  for (const x of [...out]) if (x.includes('+')) out.push(x.replace(/\s*\+\s*/g, ' // '));
  // Quotes around a name (`"Sol Ring"`, as CSV exports write it), or a name whose quotes
  // were left out (`Ach! Hans, Run!` for `"Ach! Hans, Run!"`).
  const q = /^["\u201C\u201D\u201E\u00AB\u00BB\uFF02](.+)["\u201C\u201D\u201E\u00AB\u00BB\uFF02]$/u.exec(s);
  if (q) out.push(q[1].trim());
  else out.push(`"${s}"`);
  return [...new Set(out.filter((x) => x.length > 0))];
}
