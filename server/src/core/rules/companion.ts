import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { COMPANION_CONDITIONS } from './companion-conditions';
import { collector, type Rule } from './rule';
import { inList } from '../cards/names';
import { listSeparator } from '../words';

/** Companions: the format allows one, it has a Companion ability, and it is not banned as companion. */
export const companionRule: Rule = {
  id: 'companion',
  defaultSeverity: 'error',
  description: 'a companion that is not allowed',
  check(ctx) {
    const f = ctx.format;
    const c = collector();
    ctx.companions.forEach((e, i) => {
      const name = e.card?.name ?? e.entry.name;
      if (!f.companion.allowed) {
        c.push(
          ctx.report(companionRule, e.entry.nameRange, l10n.t('{0} has no companions; move {1} into the deck or remove it.', formatName(f), e.shown), { card: name, data: { intoDeck: true } }),
        );
        return;
      }
      if (!e.card) return;
      if (!e.card.deckbuilding.companion) {
        c.push(
          ctx.report(
            companionRule,
            e.entry.nameRange,
            l10n.t('{0} cannot be a companion: it has no Companion ability. Move it into the deck or remove it from the Companion section.', e.shown),
            { card: name, data: { intoDeck: true } },
          ),
        );
        return;
      }
      if (i > 0) {
        c.push(
          ctx.report(companionRule, e.entry.nameRange, l10n.t('A deck can have only one companion; {0} is a second one. Remove one of them.', e.shown), {
            card: name,
            related: [{ message: l10n.t('first companion {0}', ctx.companions[0].shown), range: ctx.companions[0].entry.nameRange }],
          }),
        );
      }
      if (inList(f.bannedAsCompanion, name)) {
        c.push(
          ctx.report(
            companionRule,
            e.entry.nameRange,
            l10n.t('{0} is banned as a companion in {1}{2}; it may still be played in the deck. Remove it from the Companion section.', e.shown, formatName(f), f.asOf ? l10n.t(' (as of {0})', f.asOf) : ''),
            { card: name, data: { bannedAsCompanion: true } },
          ),
        );
      }
      const condition = COMPANION_CONDITIONS[name];
      if (condition) {
        const starting = ctx.entries.filter((x) => x.card && (x.zone === 'main' || x.zone === 'commander' || x.zone === 'signature'));
        let problem: string | undefined;
        let related: Array<{ message: string; range: typeof e.entry.nameRange }> = [];
        let offenders: string[] = [];
        if ('sizeProblem' in condition) {
          problem = condition.sizeProblem(ctx);
        } else {
          const bad = condition.offenders(starting);
          if (bad.length) {
            const listed = bad.slice(0, 5).map((x) => `${x.shown} (${condition.why(x.card!, starting)})`);
            problem = (bad.length === 1 ? l10n.t('1 card breaks it: {0}', listed.join(listSeparator())) : l10n.t('{0} cards break it: {1}', bad.length, listed.join(listSeparator()))) + (bad.length > 5 ? `${listSeparator()}…` : '');
            related = bad.map((x) => ({ message: `${x.shown}: ${condition.why(x.card!, starting)}`, range: x.entry.nameRange }));
            offenders = bad.map((x) => x.name);
          }
        }
        if (problem) {
          c.push(
            ctx.report(
              companionRule,
              e.entry.nameRange,
              l10n.t("{0}'s companion condition is not met (\"{1}\"): {2}. Change those cards or choose another companion.", e.shown, condition.text, problem),
              { card: name, related, data: { condition: condition.text, offenders } },
            ),
          );
        }
      }
      if (e.entry.quantity > 1) {
        c.push(ctx.report(companionRule, e.entry.nameRange, l10n.t('Only one copy of a companion can be declared; this line has {0}. Change it to 1.', e.entry.quantity), { card: name }));
      }
    });
    return c.out;
  },
};
