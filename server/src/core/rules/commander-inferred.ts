import { collector, type Rule } from './rule';

/** Says which card was taken as commander when none was marked, with what a quick fix needs to mark it. */
export const commanderInferredRule: Rule = {
  id: 'commander-inferred',
  defaultSeverity: 'information',
  description: 'the commander was not marked and was inferred',
  check(ctx) {
    const inf = ctx.inferred;
    const cmd = ctx.format.commander;
    if (!inf || !cmd) return [];
    const c = collector();
    const names = inf.entries.map((e) => e.name);
    for (const e of inf.entries) {
      c.push(
        ctx.make(
          'commander-inferred',
          'information',
          `${e.name} is taken as the ${cmd.noun} because ${inf.why}. To make it explicit, add the line "// commander: ${e.name}" at the top of the file or put it under a "Commander" header.`,
          e.entry.nameRange,
          {
            card: e.name,
            data: {
              commanders: names,
              line: e.entry.line,
              directive: `// commander: ${e.name}`,
              marker: '*CMDR*',
              why: inf.why,
            },
          },
        ),
      );
    }
    return c.out;
  },
};
