import { deckLevelRange } from './context';
import { collector, type Rule } from './rule';
import { teamOf } from './team-copy-limit';

/**
 * A deck of a team format checked without its teammates' decks: the team-wide limit could not be
 * checked. checkDecks drops this note when the team's decks were checked together.
 */
export const teamUncheckedRule: Rule = {
  id: 'team-unchecked',
  defaultSeverity: 'information',
  description: 'a team deck checked without its teammates, so the team rule was not checked',
  check(ctx) {
    const rule = ctx.format.team;
    if (!rule) return [];
    const team = teamOf(ctx);
    const where = ctx.doc.directives.find((d) => d.key === 'team')?.range ?? deckLevelRange(ctx, 'main');
    const c = collector();
    c.push(
      ctx.report(
        teamUncheckedRule,
        where,
        `${team ? `Team "${team}": ` : ''}the teammate's deck was not given, so the team rule (${rule.note ?? `at most ${rule.copyLimit} copies of a card per team`}) was not checked. ` +
          `Check the team's decks together (decklist check deck1.txt deck2.txt)${team ? '' : ' and give each the same "// team: Name" line'}.`,
        { data: { team } },
      ),
    );
    return c.out;
  },
};
