import type { DeckDiagnostic } from '../types';
import type { CheckContext } from './context';
import type { DiagnosticSource } from './report';

export type { DiagnosticSource } from './report';

/** One deck-building rule: a diagnostic source with a check over the whole deck. */
export interface Rule extends DiagnosticSource {
  check(ctx: CheckContext): DeckDiagnostic[];
}

/** Collects the diagnostics ctx.report makes, dropping the undefined of a code that is off. */
export function collector(): { out: DeckDiagnostic[]; push(d: DeckDiagnostic | undefined): void } {
  const out: DeckDiagnostic[] = [];
  return { out, push: (d) => void (d && out.push(d)) };
}
