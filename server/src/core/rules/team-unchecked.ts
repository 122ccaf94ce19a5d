import * as l10n from '@vscode/l10n';
import { formatText } from '../formats/texts';
import { deckNoteRange } from './context';
import { collector, type Rule } from './rule';
import { teamOf } from './team-copy-limit';
import { teamTogetherAdvice } from '../doors';

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
    const where = ctx.doc.directives.find((d) => d.key === 'team')?.range ?? deckNoteRange(ctx);
    const ruleText = rule.note ? formatText(rule.note) : l10n.t('at most {0} copies of a card per team', rule.copyLimit);
    const c = collector();
    c.push(
      ctx.report(
        teamUncheckedRule,
        where,
        team
          ? l10n.t("Team \"{0}\": the teammate's deck was not given, so the team rule ({1}) was not checked. {2}", team, ruleText, teamTogetherAdvice(ctx.door, true))
          : l10n.t("The teammate's deck was not given, so the team rule ({0}) was not checked. {1}", ruleText, teamTogetherAdvice(ctx.door, false)),
        { data: { team } },
      ),
    );
    return c.out;
  },
};
