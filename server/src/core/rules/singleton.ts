import { copyLimitFor, overLimitDiagnostics } from './copies';
import type { Rule } from './rule';

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
      const noun = ctx.format.commander?.noun ?? 'commander';
      const also =
        inZone && g.entries.some((e) => e.zone === 'main')
          ? ` It is your ${noun} (line ${inZone.entry.line + 1}), and the ${noun} already counts as one of the deck's cards: delete it from the deck list.`
          : '';
      // One push per diagnostic: spreading thousands of them into push() can overflow the stack.
      const over = overLimitDiagnostics(
        ctx,
        g,
        singletonRule,
        (where) =>
          `${g.name}: ${where}. ${ctx.format.name} is singleton: only one copy of each card except basic lands. Remove ${g.total - 1} ${g.total - 1 === 1 ? 'copy' : 'copies'}.${also}`,
        { limit: 1 },
      );
      for (const d of over) out.push(d);
    }
    return out;
  },
};
