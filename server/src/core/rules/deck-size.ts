import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { builtinFormat } from '../formats';
import type { FormatDefinition } from '../formats/schema';
import { deckLevelRange, nounText, quantityText, type DeckCounts } from './context';
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
      includes && cz > 0 ? l10n.t(' ({0} + {1} in the command zone)', ctx.counts.main, cz) : !includes && cz > 0 ? l10n.t(' (not counting {0} in the command zone)', quantityText(cz)) : '';
    const counted = f.commander ? (size.includesCommandZone ? l10n.t(' including the {0}', nounText(f.commander.noun)) : l10n.t(' plus the {0}', nounText(f.commander.noun))) : '';
    let problem: string | undefined;
    let fix = '';
    if (size.exact !== undefined && total !== size.exact) {
      problem = l10n.t('exactly {0} cards{1}', size.exact, counted);
      fix = total < size.exact ? l10n.t('Add {0}.', size.exact - total) : l10n.t('Remove {0}.', total - size.exact);
    } else if (size.min !== undefined && total < size.min) {
      problem = l10n.t('at least {0} cards{1}', size.min, counted);
      fix = l10n.t('Add {0}.', size.min - total);
    } else if (size.max !== undefined && total > size.max) {
      problem = l10n.t('at most {0} cards{1}', size.max, counted);
      fix = l10n.t('Remove {0}.', total - size.max);
    }
    if (!problem) return [];
    for (const id of f.seeAlso ?? []) {
      const other = builtinFormat(id);
      const s = other?.deckSize;
      if (!other || !s) continue;
      const fits = (s.exact === undefined || s.exact === total) && (s.min === undefined || total >= s.min) && (s.max === undefined || total <= s.max);
      if (fits) {
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
