import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { commanderEligibility, eligibilityText, frontTypes, isBackground, nounText, withArticle } from './context';
import { collector, type Rule } from './rule';
import { cardDataLabel } from '../cards/label';
import { listSeparator } from '../words';

/** A commander that is not a legendary creature (or what else the format allows). */
export const commanderIneligibleRule: Rule = {
  id: 'commander-ineligible',
  defaultSeverity: 'error',
  description: 'a card that cannot be a commander in this format',
  check(ctx) {
    const cmd = ctx.format.commander;
    if (!cmd) return [];
    const c = collector();
    for (const e of ctx.commanders) {
      const card = e.card;
      if (!card) continue;
      const l = ctx.legality(card);
      if (commanderEligibility(card, cmd.eligibility, l).ok) continue;
      // A Background is a commander only next to a "Choose a Background" commander: the pair rule checks it.
      if (
        isBackground(card) &&
        cmd.pairings.includes('choose-a-background') &&
        ctx.commanders.some((o) => o !== e && o.card?.deckbuilding.pairing.some((p) => p.kind === 'choose-a-background'))
      )
        continue;
      let why = l10n.t('it is {0}', withArticle(card.typeLine));
      // Pauper Commander: only data that lists every printing's rarity rules a creature out (context.ts).
      // Stryker disable next-line OptionalChaining: a creature ineligible under uncommon-creature always has printed rarities (pauperCommanderEligibility says 'no' only then)
      if (cmd.eligibility.includes('uncommon-creature') && /\bCreature\b/.test(frontTypes(card)) && card.printedRarities?.length) {
        why = l10n.t('the card data ({0}) lists every printing of it up to its date, at {1}, none at uncommon (newer card data would show a later uncommon printing)', cardDataLabel(ctx.db.info), card.printedRarities.join(listSeparator()));
      }
      c.push(
        ctx.report(
          commanderIneligibleRule,
          e.entry.nameRange,
          l10n.t('{0} cannot be your {1} in {2}: {3}, and the {1} must be {4}. Choose another {1}.', e.shown, nounText(cmd.noun), formatName(ctx.format), why, eligibilityText(cmd.eligibility)),
          { card: card.name, data: { typeLine: card.typeLine } },
        ),
      );
    }
    return c.out;
  },
};
