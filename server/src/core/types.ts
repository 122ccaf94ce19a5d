// Shared position and diagnostic types for the pure core. Positions are 0-based,
// with `character` counted in UTF-16 code units, exactly as LSP counts them.
import type { DiagnosticCode } from './rules/codes';

export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export type Severity = 'error' | 'warning' | 'information' | 'hint';

export interface RelatedLocation {
  message: string;
  range: Range;
  /** Another file (e.g. a teammate's deck); absent means the same document. */
  path?: string;
}

export interface DeckDiagnostic {
  /** Stable id: the rule id (`banned`, `color-identity`, …) or `parse` for syntax problems. */
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  range: Range;
  /** The card name the diagnostic is about, when it is about one card. */
  card?: string;
  related?: RelatedLocation[];
  /** Machine-readable payload for quick fixes (suggested names, the inferred commander, …). */
  data?: Record<string, unknown>;
}

export function range(line: number, start: number, end: number, endLine = line): Range {
  return { start: { line, character: start }, end: { line: endLine, character: end } };
}
