// The one place a diagnostic is made. Rules report through their rule object (ctx.report), so the
// code and the default severity come from the rule; what runs outside a deck's rules (the format
// line, the team limit, a failed rule, the too-many-problems summary) comes here too. Every
// message a user reads passes through createDiagnostic.
import type { SeverityMap } from '../formats/schema';
import type { DeckDiagnostic, Range, RelatedLocation, Severity } from '../types';
import type { DiagnosticCode } from './codes';

/**
 * What a diagnostic is reported as: its code, its default severity and a one-line description (for
 * documentation and `--help`). Every rule is one; so are the checks that run outside a single
 * deck's rules (the team limit across decks, the format line).
 */
export interface DiagnosticSource {
  id: DiagnosticCode;
  defaultSeverity: Severity;
  description: string;
}

export interface ReportDetails {
  /** The card the diagnostic is about, when it is about one card. */
  card?: string;
  related?: RelatedLocation[];
  /** Machine-readable payload for quick fixes. */
  data?: Record<string, unknown>;
  /**
   * This diagnostic's default severity when it differs from its source's (a card outside the deck
   * is a warning, not an error); a configured severity still wins.
   */
  defaultSeverity?: Severity;
}

/** Makes a diagnostic with a severity already decided. */
export function createDiagnostic(code: DiagnosticCode, severity: Severity, range: Range, message: string, details: ReportDetails = {}): DeckDiagnostic {
  const d: DeckDiagnostic = { code, severity, message, range };
  if (details.card !== undefined) d.card = details.card;
  if (details.related && details.related.length) d.related = details.related;
  if (details.data) d.data = details.data;
  return d;
}

/** Makes a diagnostic with the configured severity (else the default); undefined when its code is off. */
export function report(severities: SeverityMap, source: DiagnosticSource, range: Range, message: string, details: ReportDetails = {}): DeckDiagnostic | undefined {
  const s = severities[source.id] ?? details.defaultSeverity ?? source.defaultSeverity;
  if (s === 'off') return undefined;
  return createDiagnostic(source.id, s, range, message, details);
}
