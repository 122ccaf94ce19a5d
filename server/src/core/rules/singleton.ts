import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { copyLimitFor, overLimitDiagnostics } from './copies';
import type { Rule } from './rule';
import { nounText } from './context';

/** Singleton formats: one copy of each card except basic lands and cards whose text allows more. */
export const singletonRule: Rule = {
  id: 'singleton',
  defaultSeverity: 'error',
  description: 'more than one copy of a card in a singleton format',
  check(ctx) {
    if (ctx.format.copyLimit !== 1) return [];
    const out = [];
    for (const g of ctx.groups) {
      const l = copyLimitFor(ctx, g);
      if (l.kind !== 'format' || g.total <= l.limit) continue;
      // The commander listed again in the deck: the command-zone copy already is one of the cards.
      const inZone = g.entries.find((e) => e.zone === 'commander' || e.zone === 'signature');
      // A format without a commander still reads a deck's Commander section, whose card is then called the commander.
      const noun = ctx.format.commander?.noun ?? 'commander';
      const also =
        inZone && g.entries.some((e) => e.zone === 'main')
          ? l10n.t(" It is your {0} (line {1}), and the {0} already counts as one of the deck's cards: delete it from the deck list.", nounText(noun), inZone.entry.line + 1)
          : '';
      // One push per diagnostic: spreading thousands of them into push() can overflow the stack.
      const over = overLimitDiagnostics(
        ctx,
        g,
        singletonRule,
        (where) =>
          ctx.format.exempt.basicLands
            ? g.total - 1 === 1
              ? l10n.t('{0}: {1}. {2} is singleton: only one copy of each card except basic lands. Remove 1 copy.{3}', g.shown, where, formatName(ctx.format), also)
              : l10n.t('{0}: {1}. {2} is singleton: only one copy of each card except basic lands. Remove {3} copies.{4}', g.shown, where, formatName(ctx.format), g.total - 1, also)
            : g.total - 1 === 1
              ? l10n.t('{0}: {1}. {2} is singleton: only one copy of each card. Remove 1 copy.{3}', g.shown, where, formatName(ctx.format), also)
              : l10n.t('{0}: {1}. {2} is singleton: only one copy of each card. Remove {3} copies.{4}', g.shown, where, formatName(ctx.format), g.total - 1, also),
        { limit: 1 },
      );
      for (const d of over) out.push(d);
    }
    return out;
  },
};
