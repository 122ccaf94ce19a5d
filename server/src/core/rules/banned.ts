import { collector, type Rule } from './rule';
import { inList } from '../cards/names';
import { playedEntries } from './zones';

/** Banned cards: from the data's legalities and the format's own list. */
export const bannedRule: Rule = {
  id: 'banned',
  defaultSeverity: 'error',
  description: 'a card banned in the format',
  check(ctx) {
    const c = collector();
    const f = ctx.format;
    for (const e of playedEntries(ctx)) {
      const card = e.card!;
      if (inList(f.unbanned, card.name)) continue;
      const byList = inList(f.banned, card.name);
      const byData = ctx.legality(card) === 'banned';
      if (!byList && !byData) continue;
      const source = byList
        ? `it is on the format's own ban list${f.asOf ? ` (as of ${f.asOf})` : ''}`
        : `so says the card data (${ctx.db.info.label})`;
      c.push(
        ctx.report(bannedRule, e.entry.nameRange, `${card.name} is banned in ${f.name}: ${source}. Remove it from the deck.`, {
          card: card.name,
          data: { format: f.id, source: byList ? 'format' : 'card-data' },
        }),
      );
    }
    return c.out;
  },
};
