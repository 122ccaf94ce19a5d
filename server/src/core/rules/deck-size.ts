import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { builtinFormat } from '../formats';
import type { DeckSizeRule, FormatDefinition } from '../formats/schema';
import { deckLevelRange, nounText, quantityText, type DeckCounts } from './context';
import { collector, type Rule } from './rule';
import { deckSizeWithRulebreakers } from './rulebreakers';

/** The cards that count toward the deck size: the deck, and the command zone when the format counts it. */
export function deckSizeTotal(counts: DeckCounts, format: FormatDefinition): number {
  return counts.main + (countsCommandZone(format) ? counts.commander : 0);
}

function countsCommandZone(format: FormatDefinition): boolean {
  return format.deckSize.includesCommandZone || !format.commander;
}

/** Whether a deck of `total` cards meets a size rule. */
function fitsSize(size: DeckSizeRule, total: number): boolean {
  return (size.exact === undefined || size.exact === total) && (size.min === undefined || total >= size.min) && (size.max === undefined || total <= size.max);
}

/** What the size rule asks of a deck that does not meet it, and how many cards to add or remove. */
function sizeProblem(size: DeckSizeRule, total: number, counted: string): { problem: string; target: number } {
  // A deck of the exact size fails only a minimum or maximum that contradicts it; one of the minimum
  // size, only a maximum below it. (So `true` for `total !== size.exact`, and `<=` below, differ
  // only for such a format.)
  if (size.exact !== undefined && total !== size.exact) return { problem: l10n.t('exactly {0} cards{1}', size.exact, counted), target: size.exact };
  // No minimum: 0.
  if (total < (size.min ?? 0))
    return { problem: l10n.t('at least {0} cards{1}', size.min!, counted), target: size.min! };
  // Neither: the deck does not fit, so it is over the maximum.
  return { problem: l10n.t('at most {0} cards{1}', size.max!, counted), target: size.max! };
}

/** Deck size: exact, minimum or maximum, with or without the command zone. */
export const deckSizeRule: Rule = {
  id: 'deck-size',
  defaultSeverity: 'error',
  description: 'the deck has too many or too few cards',
  check(ctx) {
    const f = ctx.format;
    // A commander's Rulebreaker may lift the maximum (Whtz, the Bibliophile).
    const size = deckSizeWithRulebreakers(ctx);
    const total = deckSizeTotal(ctx.counts, f);
    if (fitsSize(size, total)) return [];
    const cz = ctx.counts.commander;
    const breakdown =
      cz === 0 ? '' : countsCommandZone(f) ? l10n.t(' ({0} + {1} in the command zone)', ctx.counts.main, cz) : l10n.t(' (not counting {0} in the command zone)', quantityText(cz));
    const counted = f.commander ? (size.includesCommandZone ? l10n.t(' including the {0}', nounText(f.commander.noun)) : l10n.t(' plus the {0}', nounText(f.commander.noun))) : '';
    const { problem, target } = sizeProblem(size, total, counted);
    // (`<=` here differs only in a format whose limits contradict each other: the deck does not fit, so total is never the target.)
    let fix = total < target ? l10n.t('Add {0}.', target - total) : l10n.t('Remove {0}.', total - target);
    // Stryker disable next-line ArrayDeclaration: an id that names no built-in format is skipped like an empty list
    for (const id of f.seeAlso ?? []) {
      const other = builtinFormat(id);
      if (other && fitsSize(other.deckSize, total)) {
        fix += l10n.t(' If you meant {0}, write "format: {1}".', formatName(other), other.id);
        break;
      }
    }
    const c = collector();
    c.push(
      ctx.report(deckSizeRule, deckLevelRange(ctx, 'main'), l10n.t('The deck has {0}{1}; {2} needs {3}. {4}', quantityText(total), breakdown, formatName(f), problem, fix), {
        data: { total, exact: size.exact, min: size.min, max: size.max, counts: ctx.counts },
      }),
    );
    return c.out;
  },
};
