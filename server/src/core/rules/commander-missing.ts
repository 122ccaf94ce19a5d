import { deckLevelRange, eligibilityText } from './context';
import { collector, type Rule } from './rule';
import { commanderPairRule } from './commander-pair';

/** A commander format with no commander (none marked and none could be inferred), or no signature spell. */
export const commanderMissingRule: Rule = {
  id: 'commander-missing',
  defaultSeverity: 'error',
  description: 'no commander is marked and none can be inferred',
  check(ctx) {
    const cmd = ctx.format.commander;
    if (!cmd) return [];
    const c = collector();
    if (ctx.commanders.length === 0) {
      const candidates = ctx.commanderCandidates.slice(0, 5).map((e) => e.name);
      const first = ctx.entries.find((e) => e.zone === 'main');
      const unknownFirst =
        first && !first.card
          ? ` The first line, "${first.entry.name}", is not in the card data (${ctx.db.info.label}); if it is your ${cmd.noun}, the card data may be older than the card (decklist cards update).`
          : '';
      const some = candidates.length
        ? ` Candidates in this list: ${candidates.join(', ')}${ctx.commanderCandidates.length > 5 ? ', …' : ''}.`
        : '';
      c.push(
        ctx.report(
          commanderMissingRule,
          deckLevelRange(ctx, 'main'),
          `No ${cmd.noun} found: ${ctx.format.name} needs ${eligibilityText(cmd.eligibility)} as ${cmd.noun}. Mark it with a "Commander" section, a "// commander: Name" line, or *CMDR* after its name.${some}${unknownFirst}`,
          { data: { candidates } },
        ),
      );
    }
    if (cmd.signatureSpell && ctx.commanders.length > 0 && ctx.signatureSpells.length === 0) {
      c.push(
        ctx.report(
          commanderMissingRule,
          ctx.commanders[0].entry.nameRange,
          `No signature spell found: ${ctx.format.name} needs an instant or sorcery in the command zone next to the ${cmd.noun}, within its color identity. Put it in the Commander section.`,
          { data: { missing: 'signature-spell' } },
        ),
      );
    }
    if (cmd.signatureSpell && ctx.signatureSpells.length > 1) {
      for (const s of ctx.signatureSpells.slice(1)) {
        c.push(
          ctx.report(commanderPairRule, s.entry.nameRange, `Only one signature spell is allowed; ${s.name} is a second one. Move it into the deck.`, {
            card: s.name,
            related: [{ message: `signature spell ${ctx.signatureSpells[0].name}`, range: ctx.signatureSpells[0].entry.nameRange }],
          }),
        );
      }
    }
    return c.out;
  },
};
