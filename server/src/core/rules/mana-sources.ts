import { analyzeDeck, sourceShortfalls } from '../analysis';
import { deckNoteRange } from './context';
import { collector, type Rule } from './rule';

/** Colored sources against Frank Karsten's 2022 tables, for the deck's hardest cost in each color. */
export const manaSourcesRule: Rule = {
  id: 'mana-sources',
  defaultSeverity: 'information',
  description: "fewer sources of a color than Frank Karsten's tables ask for the deck's hardest cost in it",
  check(ctx) {
    // ctx.report drops an 'off' code anyway: this only spares the analysis (so `false` here changes nothing either).
    // Stryker disable next-line StringLiteral: another key or value is never 'off', and then ctx.report drops the notes
    if (ctx.severities['mana-sources'] === 'off') return [];
    const analysis = analyzeDeck(
      { context: ctx },
      // Stryker disable next-line ObjectLiteral,StringLiteral,BooleanLiteral: the rule reads only the color sources; these options skip the rest (odds, price)
      { dataDate: '', colorsOnly: true },
    );
    const c = collector();
    const range = deckNoteRange(ctx);
    for (const s of sourceShortfalls(analysis, ctx.shownName)) {
      // A color outside the commander's identity is already an error on each card that asks for it.
      if (ctx.identity && s.color !== 'C' && !ctx.identity.has(s.color)) continue;
      c.push(
        ctx.report(manaSourcesRule, range, s.message, {
          data: { card: s.data.hardestCard, color: s.color, sources: s.data.sources, required: s.data.required, cost: s.data.hardestCost, turn: s.data.turn, table: analysis.table },
        }),
      );
    }
    return c.out;
  },
};
