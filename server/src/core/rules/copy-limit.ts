import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { copyLimitFor, overLimitDiagnostics } from './copies';
import type { Rule } from './rule';

/** The format's copy limit (4), and the limits cards set themselves ("up to seven"). */
export const copyLimitRule: Rule = {
  id: 'copy-limit',
  defaultSeverity: 'error',
  description: 'more copies of a card than the format or the card allows',
  check(ctx) {
    const out = [];
    for (const g of ctx.groups) {
      const l = copyLimitFor(ctx, g);
      // An exempt card's limit is Infinity: never over it.
      if (g.total <= l.limit) continue;
      if (l.kind === 'restricted') continue; // the restricted rule's job
      if (l.kind === 'format' && ctx.format.copyLimit === 1) continue; // the singleton rule's job
      // Only worth saying when some of the copies really are in the sideboard.
      const counted = g.entries.some((e) => e.zone === 'sideboard') && g.entries.some((e) => e.zone !== 'sideboard') ? l10n.t(' (deck and sideboard together)') : '';
      const rule =
        l.kind === 'card-text'
          ? l10n.t('{0} says a deck can have up to {1}', g.shown, l.limit)
          : ctx.format.exempt.basicLands
            ? l10n.t('{0} allows at most {1} copies of a card other than basic lands', formatName(ctx.format), l.limit)
            : l10n.t('{0} allows at most {1} copies of a card', formatName(ctx.format), l.limit);
      // One push per diagnostic: spreading thousands of them into push() can overflow the stack.
      const over = overLimitDiagnostics(
        ctx,
        g,
        copyLimitRule,
        (where) => l10n.t('{0}: {1}{2}, but {3}. Remove {4}.', g.shown, where, counted, rule, g.total - l.limit),
        { limit: l.limit },
      );
      for (const d of over) out.push(d);
    }
    return out;
  },
};
