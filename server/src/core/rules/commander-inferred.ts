import { collector, type Rule } from './rule';
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
      const zone = fix.entry.zone === 'companion' ? 'companion' : (ctx.format.commander?.noun ?? 'commander');
      c.push(
        ctx.report(
          unknownCardRule,
          fix.range,
          fix.bySpelling
            ? `No card is named "${fix.written}" in the card data, nor "${fix.entry.name}"; taken as ${fix.entry.name}, the one line of this deck spelt close to it, as the ${zone}. Make the two spellings agree (or update the card data if the card is new).`
            : `No card is named "${fix.written}"; taken as ${fix.entry.name}, the one card of this deck close to that name, as the ${zone}. Correct the spelling.`,
          {
            // A misspelt name the deck resolves is a warning, not the error an unknown card is.
            defaultSeverity: 'warning',
            card: fix.written,
            related: [{ message: `${fix.entry.name} in the list`, range: fix.entry.entry.nameRange }],
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
      ? ` It leaves cards outside its color identity; ${inf.alternatives.map(commanderNames).join(', or ')} would cover every card (quick fix "Make … the ${cmd.noun}").`
      : '';
    for (const e of inf.entries) {
      c.push(
        ctx.report(
          commanderInferredRule,
          e.entry.nameRange,
          `${e.name} is taken as the ${cmd.noun} because ${inf.why}.${others} To make it explicit, add the line "// commander: ${e.name}" at the top of the file or put it under a "Commander" header.`,
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
