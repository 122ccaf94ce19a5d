import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { eligibilityText, frontTypes, nounText, pauperCommanderEligibility } from './context';
import { collector, type Rule } from './rule';
import { cardDataLabel } from '../cards/label';
import { pauperCommanderFlagAdvice } from '../doors';

/**
 * Pauper Commander: a creature commander the card data can neither confirm nor rule out. Current
 * Scryfall data marks uncommon creatures `not_legal` (no longer `restricted`) and names one
 * printing's rarity; MTGJSON's `leadershipSkills.pauper_commander` is read from one printing too,
 * so only its `true` settles it. An error would be wrong for every creature also printed at
 * uncommon: information.
 */
export const commanderUnconfirmedRule: Rule = {
  id: 'commander-unconfirmed',
  defaultSeverity: 'information',
  description: "a commander whose eligibility the card data cannot confirm (Pauper Commander without MTGJSON's flag)",
  check(ctx) {
    const cmd = ctx.format.commander;
    if (!cmd?.eligibility.includes('uncommon-creature')) return [];
    const c = collector();
    for (const e of ctx.commanders) {
      const card = e.card;
      if (!card || !/\bCreature\b/.test(frontTypes(card))) continue;
      const l = ctx.legality(card);
      if (pauperCommanderEligibility(card, l) !== 'unconfirmed') continue;
      const args = [e.shown, nounText(cmd.noun), formatName(ctx.format), eligibilityText(cmd.eligibility), cardDataLabel(ctx.db.info)] as const;
      // Unconfirmed means the data has no list of printed rarities (with one, no uncommon is a "no"): one rarity at most.
      const listed = !card.rarity
        ? l10n.t('has no rarity for it')
        : card.rarityFromSupplement
          ? l10n.t("lists it at {0} from a promo, Secret Lair or other supplement printing only, which no longer counts (pdhhomebase.com, \"Updating PDH's framework\")", card.rarity)
          : l10n.t('lists it at {0}, one printing only', card.rarity);
      const message =
        card.pauperCommander === false
          ? l10n.t(
              "Whether {0} can be your {1} in {2} was not confirmed: the {1} must be {3} (in paper or on MTGO). MTGJSON's Pauper Commander flag in the card data ({4}) says no, but MTGJSON sets it from the rarity of one printing only, so another printing may have been uncommon. If it was ever printed at uncommon it is fine: check its printings.",
              ...args,
            )
          : l10n.t(
              'Whether {0} can be your {1} in {2} was not confirmed: the {1} must be {3} (in paper or on MTGO), and the card data ({4}) {5}. If it was ever printed at uncommon it is fine. {6}',
              ...args,
              listed,
              pauperCommanderFlagAdvice(ctx.door),
            );
      c.push(ctx.report(commanderUnconfirmedRule, e.entry.nameRange, message, { card: card.name, data: { rarity: card.rarity ?? null, legality: l, pauperCommanderFlag: card.pauperCommander ?? null } }));
    }
    return c.out;
  },
};
