import { collector, type Rule } from './rule';

/** The parser's syntax diagnostics, passed through (their severity is configurable too). */
export const parseRule: Rule = {
  id: 'parse',
  defaultSeverity: 'error',
  description: 'a line the parser could not read',
  check(ctx) {
    const c = collector();
    for (const d of ctx.doc.diagnostics) {
      c.push(ctx.report(parseRule, d.range, d.message, { defaultSeverity: d.severity, card: d.card, related: d.related, data: d.data }));
    }
    return c.out;
  },
};
