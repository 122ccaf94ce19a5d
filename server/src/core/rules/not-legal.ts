import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import type { Card } from '../cards/types';
import { frontTypes, type CheckContext } from './context';
import { collector, type Rule } from './rule';
import { inList } from '../cards/names';
import { playedEntries } from './zones';
import { cardDataLabel } from '../cards/label';

/**
 * Pauper Commander's commander: the data's `not_legal` (not in the 99's pool) says nothing about it
 * (current Scryfall data marks every uncommon creature so); commander-ineligible and
 * commander-unconfirmed judge it from data that says it.
 */
function pauperCommanderCandidate(ctx: CheckContext, card: Card): boolean {
  return !!ctx.format.commander?.eligibility.includes('uncommon-creature') && (/\bCreature\b/.test(frontTypes(card)) || card.rarity === 'uncommon');
}

/** Cards outside the format's card pool (`not_legal` in the data). */
export const notLegalRule: Rule = {
  id: 'not-legal',
  defaultSeverity: 'error',
  description: "a card that is not in the format's card pool",
  check(ctx) {
    const c = collector();
    const f = ctx.format;
    for (const e of playedEntries(ctx)) {
      const card = e.card!;
      if (inList(f.unbanned, card.name) || inList(f.banned, card.name)) continue;
      const l = ctx.legality(card);
      let message: string | undefined;
      if (l === 'not_legal') {
        // Pauper Commander's commander is judged by the commander rules (an uncommon Background next to its creature too).
        if (e.zone !== 'commander' || !pauperCommanderCandidate(ctx, card)) {
          message = l10n.t("{0} is not legal in {1}: it is not in the format's card pool (card data: {2}). Replace it with a card that is.", e.shown, formatName(f), cardDataLabel(ctx.db.info));
        }
      } else if (l === 'restricted' && f.restrictedMeans === 'commander-only' && e.zone !== 'commander') {
        message = l10n.t('{0} may only be your commander in {1} (it is not printed at common), so it cannot be in the deck. Make it your commander or replace it.', e.shown, formatName(f));
      }
      if (message) c.push(ctx.report(notLegalRule, e.entry.nameRange, message, { card: card.name, data: { format: f.id, legality: l } }));
    }
    return c.out;
  },
};
