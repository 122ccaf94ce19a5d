// How a deck line writes a card name, so that completion, quick fixes and the names a message
// suggests answer in the same writing: English (`Lightning Bolt`), Japanese (`稲妻`) or the pair notation (`《稲妻/Lightning Bolt》`).
import { JAPANESE, isJapanese } from './japanese';
import type { CardDatabase } from './types';
/** `稲妻/Lightning Bolt`, `火 // 氷 / Fire // Ice`: a Japanese part, a slash, a part without Japanese. */
const PAIR_RE = /^(.*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}].*?)\s*[/／]\s*([^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+)$/u;

export interface Writing {
  kind: 'english' | 'japanese' | 'pair';
  /** The Japanese part as written (`japanese` and `pair`). */
  japanese?: string;
}

/** The writing of a name as the line has it (with or without the `《》` around a pair). */
export function writingOf(written: string): Writing {
  const s = written.trim().replace(/^《\s*(.*?)\s*》$/u, '$1');
  const pair = PAIR_RE.exec(s);
  if (pair) return { kind: 'pair', japanese: pair[1] };
  if (isJapanese(s)) return { kind: 'japanese', japanese: s };
  return { kind: 'english' };
}

/** A card's Japanese name: the one a search matched (`alias`, when Japanese), else the name table's. */
export function japaneseNameOf(db: CardDatabase, english: string, alias?: string): string | undefined {
  if (alias && isJapanese(alias)) return alias;
  const card = db.lookup(english);
  return card ? db.printed?.(card, JAPANESE)?.name : undefined;
}

/**
 * The card `english` as the name `written` would write it: `ロフェロス` is answered
 * `ラノワールの使者ロフェロス`, `Lightnig Bolt` `Lightning Bolt` (`alias`: the name a search matched).
 */
export function inWritingOf(db: CardDatabase, written: string, english: string, alias?: string): string {
  const w = writingOf(written);
  return inWriting(w, english, w.kind === 'english' ? undefined : japaneseNameOf(db, english, alias));
}

/**
 * The name `english` (Japanese name `japanese`, when known) in a writing. A pair keeps the Japanese
 * part the line had when the card's Japanese name is unknown; `brackets` adds the `《》`.
 */
export function inWriting(w: Writing, english: string, japanese: string | undefined, brackets = false): string {
  if (w.kind === 'english') return english;
  if (w.kind === 'japanese') return japanese ?? english;
  const ja = japanese ?? w.japanese;
  const text = ja ? `${ja}/${english}` : english;
  return brackets ? `《${text}》` : text;
}
