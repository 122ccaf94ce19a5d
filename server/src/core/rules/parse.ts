import type { Rule } from './rule';

/** The parser's syntax diagnostics, passed through (their severity is configurable too). */
export const parseRule: Rule = {
  id: 'parse',
  defaultSeverity: 'error',
  description: 'a line the parser could not read',
  check(ctx) {
    const s = ctx.severities['parse'];
    if (s === 'off') return [];
    return ctx.doc.diagnostics.map((d) => (s ? { ...d, severity: s } : d));
  },
};
