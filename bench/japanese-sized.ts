// A made-up Japanese name table for the benches: the shared card data has no Japanese, so every
// card gets a printed name, type line and text in kana, of the lengths real translations have
// (kana compress worse than real Japanese, so this errs on the slow side). Written at bench time to
// a temporary folder as MTGJSON AtomicCards (`foreignData`, https://mtgjson.com/data-models/foreign-data/,
// read 2026-11-25), the file `decklist cards update --lang ja` keeps in the cache. Never committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/** `len` random katakana. */
export function kana(len: number, rand: () => number): string {
  return Array.from({ length: len }, () => String.fromCharCode(0x30a1 + Math.floor(rand() * 86))).join('');
}

/** The card as printed in Japanese, made up: lengths like real ones (Japanese text ≈ 0.6 × the English characters). */
export function madeUpJapanese(oracleText: string, rand: () => number): { name: string; type: string; text: string } {
  return { name: kana(4 + Math.floor(rand() * 10), rand), type: kana(4 + Math.floor(rand() * 12), rand), text: kana(Math.round(oracleText.length * 0.6), rand) };
}

/**
 * Writes AtomicCards.json.gz with one Japanese `foreignData` entry for every card of `source`
 * (Scryfall JSON Lines, gzip); returns the made-up Japanese name of each card.
 */
export function writeJapaneseAtomicCards(source: string, file: string): Map<string, string> {
  let seed = 4242;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const data: Record<string, unknown[]> = {};
  const names = new Map<string, string>();
  for (const line of gunzipSync(readFileSync(source)).toString('utf8').split('\n')) {
    if (!line) continue;
    const c = JSON.parse(line) as { name: string; type_line?: string; oracle_text?: string; card_faces?: { oracle_text?: string }[] };
    if (data[c.name]) continue;
    const oracle = c.oracle_text ?? (c.card_faces ?? []).map((f) => f.oracle_text ?? '').join('\n');
    const ja = madeUpJapanese(oracle, rand);
    data[c.name] = [{ name: c.name, type: c.type_line ?? '', text: oracle, foreignData: [{ language: 'Japanese', ...ja }] }];
    names.set(c.name, ja.name);
  }
  writeFileSync(file, gzipSync(JSON.stringify({ meta: { date: '2026-11-20', version: '5.2.2+bench' }, data }), { level: 1 }));
  return names;
}
