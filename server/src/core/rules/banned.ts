import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { collector, type Rule } from './rule';
import { inList } from '../cards/names';
import { playedEntries } from './zones';
import { cardDataLabel } from '../cards/label';

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
        ? l10n.t("it is on the format's own ban list{0}", f.asOf ? l10n.t(' (as of {0})', f.asOf) : '')
        : l10n.t('so says the card data ({0})', cardDataLabel(ctx.db.info));
      c.push(
        ctx.report(bannedRule, e.entry.nameRange, l10n.t('{0} is banned in {1}: {2}. Remove it from the deck.', e.shown, formatName(f), source), {
          card: card.name,
          data: { format: f.id, source: byList ? 'format' : 'card-data' },
        }),
      );
    }
    return c.out;
  },
};
