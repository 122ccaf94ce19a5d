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
      out.push(
        ...overLimitDiagnostics(
          ctx,
          g,
          'singleton',
          (where) =>
            `${g.name}: ${where}. ${ctx.format.name} is singleton: only one copy of each card except basic lands. Remove ${g.total - 1} ${g.total - 1 === 1 ? 'copy' : 'copies'}.`,
          { limit: 1 },
        ),
      );
    }
    return out;
  },
};
