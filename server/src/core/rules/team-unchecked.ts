import * as l10n from '@vscode/l10n';
import { formatText } from '../formats/texts';
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
        team
          ? l10n.t("Team \"{0}\": the teammate's deck was not given, so the team rule ({1}) was not checked. Check the team's decks together (decklist check deck1.txt deck2.txt).", team, rule.note ? formatText(rule.note) : l10n.t('at most {0} copies of a card per team', rule.copyLimit))
          : l10n.t("the teammate's deck was not given, so the team rule ({0}) was not checked. Check the team's decks together (decklist check deck1.txt deck2.txt) and give each the same \"// team: Name\" line.", rule.note ? formatText(rule.note) : l10n.t('at most {0} copies of a card per team', rule.copyLimit)),
        { data: { team } },
      ),
    );
    return c.out;
  },
};
