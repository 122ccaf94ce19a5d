import { builtinFormat } from '../formats';
import type { FormatDefinition } from '../formats/schema';
import { deckLevelRange, quantityText, type DeckCounts } from './context';
import { collector, type Rule } from './rule';

/** The cards that count toward the deck size: the deck, and the command zone when the format counts it. */
export function deckSizeTotal(counts: DeckCounts, format: FormatDefinition): number {
  return counts.main + (countsCommandZone(format) ? counts.commander : 0);
}

function countsCommandZone(format: FormatDefinition): boolean {
  return format.deckSize.includesCommandZone || !format.commander;
}

/** Deck size: exact, minimum or maximum, with or without the command zone. */
export const deckSizeRule: Rule = {
  id: 'deck-size',
  defaultSeverity: 'error',
  description: 'the deck has too many or too few cards',
  check(ctx) {
    const f = ctx.format;
    const size = f.deckSize;
    const cz = ctx.counts.commander;
    const includes = countsCommandZone(f);
    const total = deckSizeTotal(ctx.counts, f);
    const breakdown =
      includes && cz > 0 ? ` (${ctx.counts.main} + ${cz} in the command zone)` : !includes && cz > 0 ? ` (not counting ${quantityText(cz)} in the command zone)` : '';
    const counted = f.commander ? (size.includesCommandZone ? ` including the ${f.commander.noun}` : ` plus the ${f.commander.noun}`) : '';
    let problem: string | undefined;
    let fix = '';
    if (size.exact !== undefined && total !== size.exact) {
      problem = `exactly ${size.exact} cards${counted}`;
      fix = total < size.exact ? `Add ${size.exact - total}.` : `Remove ${total - size.exact}.`;
    } else if (size.min !== undefined && total < size.min) {
      problem = `at least ${size.min} cards${counted}`;
      fix = `Add ${size.min - total}.`;
    } else if (size.max !== undefined && total > size.max) {
      problem = `at most ${size.max} cards${counted}`;
      fix = `Remove ${total - size.max}.`;
    }
    if (!problem) return [];
    for (const id of f.seeAlso ?? []) {
      const other = builtinFormat(id);
      const s = other?.deckSize;
      if (!other || !s) continue;
      const fits = (s.exact === undefined || s.exact === total) && (s.min === undefined || total >= s.min) && (s.max === undefined || total <= s.max);
      if (fits) {
        fix += ` If you meant ${other.name}, write "format: ${other.id}".`;
        break;
      }
    }
    const c = collector();
    c.push(
      ctx.report(deckSizeRule, deckLevelRange(ctx, 'main'), `The deck has ${quantityText(total)}${breakdown}; ${f.name} needs ${problem}. ${fix}`, {
        data: { total, exact: size.exact, min: size.min, max: size.max, counts: ctx.counts },
      }),
    );
    return c.out;
  },
};
