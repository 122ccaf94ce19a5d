import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { deckLevelRange, eligibilityText, nounText } from './context';
import { collector, type Rule } from './rule';
import { commanderPairRule } from './commander-pair';
import { listSeparator } from '../words';
import { cardDataLabel } from '../cards/label';
import { updateCardDataAdvice } from '../doors';

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
      const candidates = ctx.commanderCandidates.slice(0, 5).map((e) => e.shown);
      const first = ctx.entries.find((e) => e.zone === 'main');
      const unknownFirst =
        first && !first.card
          ? l10n.t(' The first line, "{0}", is not in the card data ({1}); if it is your {2}, the card data may be older than the card. {3}', first.entry.name, cardDataLabel(ctx.db.info), nounText(cmd.noun), updateCardDataAdvice(ctx.door))
          : '';
      const some = candidates.length
        ? l10n.t(' Candidates in this list: {0}.', candidates.join(listSeparator()) + (ctx.commanderCandidates.length > 5 ? `${listSeparator()}…` : ''))
        : '';
      c.push(
        ctx.report(
          commanderMissingRule,
          deckLevelRange(ctx, 'main'),
          l10n.t('No {0} found: {1} needs {2} as {0}. Mark it with a "Commander" section, a "// commander: Name" line, or *CMDR* after its name.{3}{4}', nounText(cmd.noun), formatName(ctx.format), eligibilityText(cmd.eligibility), some, unknownFirst),
          { data: { candidates } },
        ),
      );
    }
    if (cmd.signatureSpell && ctx.commanders.length > 0 && ctx.signatureSpells.length === 0) {
      c.push(
        ctx.report(
          commanderMissingRule,
          ctx.commanders[0].entry.nameRange,
          l10n.t('No signature spell found: {0} needs an instant or sorcery in the command zone next to the {1}, within its color identity. Put it in the Commander section.', formatName(ctx.format), nounText(cmd.noun)),
          { data: { missing: 'signature-spell' } },
        ),
      );
    }
    // One signature spell per oathbreaker: a partner pair has two (commander-pair judges the pair).
    const leaders = Math.min(2, ctx.commanders.length);
    if (cmd.signatureSpell && leaders === 2 && ctx.signatureSpells.length === 1) {
      c.push(
        ctx.report(
          commanderMissingRule,
          ctx.signatureSpells[0].entry.nameRange,
          l10n.t('Each {0} has its own signature spell: with two {0}s ({1} and {2}) the command zone needs a second instant or sorcery. Put it in the Commander section.', nounText(cmd.noun), ctx.commanders[0].shown, ctx.commanders[1].shown),
          { data: { missing: 'signature-spell' } },
        ),
      );
    }
    // Only a format with signature spells has any (context.ts moves them out of the command zone).
    for (const s of ctx.signatureSpells.slice(Math.max(1, leaders))) {
      c.push(
        ctx.report(
          commanderPairRule,
          s.entry.nameRange,
          leaders === 2
            ? l10n.t('Each {0} has one signature spell, so two {0}s have two; {1} is a third one. Move it into the deck.', nounText(cmd.noun), s.shown)
            : l10n.t('Only one signature spell is allowed; {0} is a second one. Move it into the deck.', s.shown),
          {
            card: s.name,
            related: [{ message: l10n.t('signature spell {0}', ctx.signatureSpells[0].shown), range: ctx.signatureSpells[0].entry.nameRange }],
          },
        ),
      );
    }
    return c.out;
  },
};
