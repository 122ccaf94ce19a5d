import type { DeckDiagnostic, Severity } from '../types';
import type { CheckContext } from './context';

/** One deck-building rule: a stable code, its default severity and a check over the whole deck. */
export interface Rule {
  id: string;
  defaultSeverity: Severity;
  /** One-line description for documentation and `--help`. */
  description: string;
  check(ctx: CheckContext): DeckDiagnostic[];
}

/** Collects diagnostics made by ctx.make, dropping the ones whose code is off. */
export function collector(): { out: DeckDiagnostic[]; push(d: DeckDiagnostic | undefined): void } {
  const out: DeckDiagnostic[] = [];
  return { out, push: (d) => void (d && out.push(d)) };
}
