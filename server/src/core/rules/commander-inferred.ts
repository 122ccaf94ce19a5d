import * as l10n from '@vscode/l10n';
import { collector, type Rule } from './rule';
import { nounText } from './context';
import { commanderNames } from './commander-cover';
import { unknownCardRule } from './unknown-card';

/**
 * Says which card was taken as commander when none was marked, with what a quick fix needs to mark
 * it; and which card a misspelt `commander:` line was taken to mean (an `unknown-card` warning with the fix).
 */
export const commanderInferredRule: Rule = {
  id: 'commander-inferred',
  defaultSeverity: 'information',
  description: 'the commander was not marked and was inferred',
  check(ctx) {
    const c = collector();
    for (const fix of ctx.nameCorrections) {
      // A `companion:` line's card is the companion, or stays in the sideboard where the companion is one of the 15.
      const zone = fix.zone === 'companion' ? l10n.t('companion') : nounText(ctx.format.commander?.noun ?? 'commander');
      c.push(
        ctx.report(
          unknownCardRule,
          fix.range,
          fix.bySpelling
            ? l10n.t('No card is named "{0}" in the card data, nor "{1}"; taken as {1}, the one line of this deck spelt close to it, as the {2}. Make the two spellings agree (or update the card data if the card is new).', fix.written, fix.entry.shown, zone)
            : l10n.t('No card is named "{0}"; taken as {1}, the one card of this deck close to that name, as the {2}. Correct the spelling.', fix.written, fix.entry.shown, zone),
          {
            // A misspelt name the deck resolves is a warning, not the error an unknown card is.
            defaultSeverity: 'warning',
            card: fix.written,
            related: [{ message: l10n.t('{0} in the list', fix.entry.shown), range: fix.entry.entry.nameRange }],
            data: { suggestions: [fix.entry.name], name: fix.written, correctedTo: fix.entry.name },
          },
        ),
      );
    }
    const inf = ctx.inferred;
    const cmd = ctx.format.commander;
    if (!inf || !cmd) return c.out;
    const names = inf.entries.map((e) => e.name);
    const alternatives = inf.alternatives?.map((choice) => choice.map((e) => e.name));
    const others = inf.alternatives
      ? l10n.t(' It leaves cards outside its color identity; {0} would cover every card (quick fix "Make … the {1}").', inf.alternatives.map(commanderNames).join(l10n.t(', or ')), nounText(cmd.noun))
      : '';
    for (const e of inf.entries) {
      c.push(
        ctx.report(
          commanderInferredRule,
          e.entry.nameRange,
          l10n.t('{0} is taken as the {1} because {2}.{3} To make it explicit, add the line "// commander: {4}" at the top of the file or put it under a "Commander" header.', e.shown, nounText(cmd.noun), inf.why, others, e.name),
          {
            card: e.name,
            data: {
              commanders: names,
              line: e.entry.line,
              directive: `// commander: ${e.name}`,
              marker: '*CMDR*',
              why: inf.why,
              ...(alternatives ? { alternatives } : {}),
            },
          },
        ),
      );
    }
    return c.out;
  },
};
