import { article, commanderEligibility, eligibilityText, frontTypes, isBackground } from './context';
import { collector, type Rule } from './rule';

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
      let why = `it is ${article(card.typeLine)} ${card.typeLine}`;
      if (cmd.eligibility.includes('uncommon-creature') && /\bCreature\b/.test(frontTypes(card)) && card.pauperCommander === false) {
        why = `the card data (${ctx.db.info.label}) says it was never printed at uncommon in paper or on MTGO (MTGJSON leadershipSkills)`;
      }
      c.push(
        ctx.report(
          commanderIneligibleRule,
          e.entry.nameRange,
          `${card.name} cannot be your ${cmd.noun} in ${ctx.format.name}: ${why}, and the ${cmd.noun} must be ${eligibilityText(cmd.eligibility)}. Choose another ${cmd.noun}.`,
          { card: card.name, data: { typeLine: card.typeLine } },
        ),
      );
    }
    return c.out;
  },
};
