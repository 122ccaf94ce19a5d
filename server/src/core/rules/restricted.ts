import * as l10n from '@vscode/l10n';
import { copyLimitFor, copyLimitReason, overLimitDiagnostics } from './copies';
import type { Rule } from './rule';

/** Restricted cards (Vintage, Crossfire's extra list): one copy. */
export const restrictedRule: Rule = {
  id: 'restricted',
  defaultSeverity: 'error',
  description: 'more than one copy of a restricted card',
  check(ctx) {
    const out = [];
    for (const g of ctx.groups) {
      const l = copyLimitFor(ctx, g);
      if (l.kind !== 'restricted' || g.total <= 1) continue;
      // One push per diagnostic: spreading thousands of them into push() can overflow the stack.
      const over = overLimitDiagnostics(
        ctx,
        g,
        restrictedRule,
        (where) => l10n.t('{0} is {1}: a deck may hold only 1 copy, and this one has {2}. Remove {3}.', g.shown, copyLimitReason(ctx, l), where, g.total - 1),
        { limit: 1 },
      );
      for (const d of over) out.push(d);
    }
    return out;
  },
};
