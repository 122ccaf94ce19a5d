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
    const note = f.sideboard.note ? ` (${f.sideboard.note})` : '';
    const msg =
      max === 0
        ? `The deck has a sideboard of ${quantityText(count)}, but ${f.name} allows no sideboard${note}. Move the cards into the deck or remove them.`
        : `The sideboard has ${quantityText(count)}; ${f.name} allows at most ${max}${note}. Remove ${count - max}.`;
    c.push(ctx.report(sideboardSizeRule, deckLevelRange(ctx, 'sideboard'), msg, { data: { count, max } }));
    return c.out;
  },
};
