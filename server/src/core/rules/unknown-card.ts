import type { CardDatabase } from '../cards/types';
import { collector, type Rule } from './rule';

/**
 * Fuzzy suggestions cost milliseconds per name; an editor re-checks the same deck on every
 * keystroke, so remember them per card database (bounded).
 */
const SUGGESTION_CACHE = new WeakMap<CardDatabase, Map<string, string[]>>();
const CACHE_LIMIT = 2000;

function suggestionsFor(db: CardDatabase, names: string[]): string[] {
  let cache = SUGGESTION_CACHE.get(db);
  if (!cache) {
    cache = new Map();
    SUGGESTION_CACHE.set(db, cache);
  }
  const key = names.join('\u0000');
  const hit = cache.get(key);
  if (hit) return hit;
  const out: string[] = [];
  for (const n of names) {
    for (const m of db.suggest(n, 3)) if (!out.includes(m.name)) out.push(m.name);
    if (out.length >= 3) break;
  }
  const result = out.slice(0, 3);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

const CJK_NAME = /[\u3040-\u30ff\u3400-\u9fff]/;

/** A name the card data does not know, with up to three suggestions (the card data's label is said once elsewhere). */
export const unknownCardRule: Rule = {
  id: 'unknown-card',
  defaultSeverity: 'error',
  description: 'a card name the card data does not know',
  check(ctx) {
    const c = collector();
    const seen = new Map<string, string[]>();
    for (const e of ctx.entries) {
      if (e.card) continue;
      const written = e.entry.name;
      let suggestions = seen.get(written);
      if (!suggestions) {
        suggestions = suggestionsFor(ctx.db, e.entry.lookupNames.length ? e.entry.lookupNames : [written]);
        seen.set(written, suggestions);
      }
      const outside = e.zone === 'maybeboard' || e.zone === 'outside';
      const hint = suggestions.length
        ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(suggestions.length === 2 ? ' or ' : ', ')}?`
        : CJK_NAME.test(written)
          ? ' For Japanese names, download the name table (decklist cards update --lang ja) or write 《日本語名/English Name》.'
          : ' Check the spelling, or update the card data if the card is new (decklist cards update).';
      c.push(
        ctx.make(
          'unknown-card',
          outside ? 'warning' : 'error',
          `Unknown card "${written}".${hint}`,
          e.entry.nameRange,
          { card: written, data: { suggestions, name: written } },
        ),
      );
    }
    return c.out;
  },
};
