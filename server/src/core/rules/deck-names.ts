// Names a deck teaches itself: a deck that writes `《稲妻/Lightning Bolt》` on one line means
// Lightning Bolt by `稲妻` on its other lines, whether or not the card data knows Japanese names
// (offline, without the downloaded name table, it does not).
import type { Card } from '../cards/types';
import { searchKey } from '../cards/normalize';
import { writingOf } from '../cards/writing';

/** The parts of a resolved entry (rules/context.ts ResolvedEntry) this reads and sets. */
interface NamedEntry {
  entry: { name: string };
  card?: Card;
  key: string;
  name: string;
  shown: string;
}

/**
 * Resolves the entries written only in Japanese that the card data does not know, by the lines that
 * write the same Japanese name beside an English one the data knows. A Japanese name written beside
 * two different cards teaches nothing.
 */
export function resolveByDeckPairs(entries: NamedEntry[], shownName: (written: string, card: Card) => string): void {
  const taught = new Map<string, Card | null>();
  for (const e of entries) {
    if (!e.card) continue;
    const w = writingOf(e.entry.name);
    if (w.kind !== 'pair') continue;
    // A pair's Japanese part holds at least one Japanese character (cards/writing.ts).
    const key = searchKey(w.japanese!);
    const had = taught.get(key);
    taught.set(key, had === undefined || had?.name === e.card.name ? e.card : null);
  }
  // Stryker disable next-line ConditionalExpression: a shortcut; with nothing taught the loop below resolves nothing either
  if (!taught.size) return;
  for (const e of entries) {
    if (e.card) continue;
    const w = writingOf(e.entry.name);
    const card = w.kind === 'japanese' && w.japanese ? taught.get(searchKey(w.japanese)) : undefined;
    if (!card) continue;
    e.card = card;
    e.key = card.name;
    e.name = card.name;
    e.shown = shownName(e.entry.name, card);
  }
}
