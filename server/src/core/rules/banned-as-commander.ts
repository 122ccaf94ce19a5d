import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { nounText, withArticle } from './context';
import { collector, type Rule } from './rule';
import { inList } from '../cards/names';

/** Cards that may be in the deck but not be its commander (the 2010 rules' Braids, Duel Commander's list). */
export const bannedAsCommanderRule: Rule = {
  id: 'banned-as-commander',
  defaultSeverity: 'error',
  description: 'a card that may not be the commander in this format',
  check(ctx) {
    const c = collector();
    const f = ctx.format;
    for (const e of ctx.commanders) {
      // A config's `unbanned` lifts a base format's ban as commander too (mtgdc.info's Duel Commander list over `duel`).
      if (!e.card || !inList(f.bannedAsCommander, e.card.name) || inList(f.unbanned, e.card.name)) continue;
      c.push(
        ctx.report(
          bannedAsCommanderRule,
          e.entry.nameRange,
          l10n.t('{0} is banned as {1} in {2}{3}; it may still be one of the other cards of the deck. Choose another {4}.', e.shown, withArticle(nounText(f.commander?.noun ?? 'commander')), formatName(f), f.asOf ? l10n.t(' (list as of {0})', f.asOf) : '', nounText(f.commander?.noun ?? 'commander')),
          { card: e.card.name, data: { format: f.id } },
        ),
      );
    }
    return c.out;
  },
};
