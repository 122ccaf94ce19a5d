// A card database whose spelling suggestions a test writes itself (name → suggested names), over
// real cards for everything else: a test then says exactly which names a misspelling is offered,
// and counts how often the (costly) fuzzy search ran.
import type { CardDatabase, CardDataInfo } from '../../../server/src/core/cards/types';

export interface SpellingDb extends CardDatabase {
  /** The names suggest() was asked about, in order. */
  readonly asked: string[];
}

export interface SpellingOptions {
  /** Overrides of the data's info (source, date, label). */
  info?: Partial<CardDataInfo>;
  /** A downloaded name table's size (languageAliasCount). */
  languageAliasCount?: number;
  /** Milliseconds each suggest() call takes (a busy wait, so that a time budget runs out). */
  costMs?: number;
}

export function spellingDb(cards: CardDatabase, suggestions: Record<string, string[]>, o: SpellingOptions = {}): SpellingDb {
  const asked: string[] = [];
  const info = { ...cards.info, ...o.info };
  return {
    info,
    asked,
    languageAliasCount: o.languageAliasCount,
    lookup: (name) => cards.lookup(name),
    complete: (prefix, limit) => cards.complete(prefix, limit),
    explainColorIdentity: (card) => cards.explainColorIdentity(card),
    allCards: () => cards.allCards(),
    suggest(name, limit = 5) {
      asked.push(name);
      if (o.costMs) {
        const until = performance.now() + o.costMs;
        while (performance.now() < until) {
          // busy: the cost of a fuzzy search over large data
        }
      }
      return (suggestions[name] ?? []).slice(0, limit).map((n, i) => ({ name: n, score: 1 - i / 10 }));
    },
  };
}

/** Today's date as card data writes it (data dated today is fresh). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
