import * as l10n from '@vscode/l10n';
import { formatName, formatText } from '../formats/texts';
import { deckLevelRange, quantityText } from './context';
import { collector, type Rule } from './rule';

/** Sideboard size (15 in constructed, the 2010 Commander rules' optional 10, none in Crossfire). */
export const sideboardSizeRule: Rule = {
  id: 'sideboard-size',
  defaultSeverity: 'error',
  description: 'the sideboard has more cards than the format allows',
  check(ctx) {
    const f = ctx.format;
    const max = f.sideboard.max;
    if (max === undefined) return [];
    let count = ctx.counts.sideboard;
    // A constructed companion comes from the sideboard; count it when the list does not repeat it there.
    if (f.companion.fromSideboard) {
      for (const comp of ctx.companions) {
        if (!ctx.entries.some((e) => e.zone === 'sideboard' && e.key === comp.key)) count += comp.entry.quantity;
      }
    }
    if (count <= max) return [];
    const c = collector();
    const note = f.sideboard.note ? l10n.t(' ({0})', formatText(f.sideboard.note)) : '';
    const msg =
      max === 0
        ? l10n.t('The deck has a sideboard of {0}, but {1} allows no sideboard{2}. Move the cards into the deck or remove them.', quantityText(count), formatName(f), note)
        : l10n.t('The sideboard has {0}; {1} allows at most {2}{3}. Remove {4}.', quantityText(count), formatName(f), max, note, count - max);
    c.push(ctx.report(sideboardSizeRule, deckLevelRange(ctx, 'sideboard'), msg, { data: { count, max } }));
    return c.out;
  },
};
