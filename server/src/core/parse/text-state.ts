// What the readers of the text dialect share: the state carried from line to line, and the
// constructor of a syntax diagnostic.
import type { DeckDiagnostic, Range, Severity } from '../types';
import type { SectionKind } from './types';

/** What the text parser carries from one line to the next. */
export interface State {
  section: SectionKind;
  sectionName?: string;
  about: boolean;
  /** In a Forge section that holds no cards (`[duel]`, `[general]`, `[shop]`, …): a line without a quantity is never a card. */
  forgeInfo?: boolean;
  /** Set by parseEntry: the last entry's section came from its own line (SB:, *CMDR*, a category). */
  explicit: boolean;
  /** The whole document and where the current line starts in it. */
  text: string;
  lineStart: number;
  /** No card, header or unreadable line yet: the leading block where directives are written. */
  leading: boolean;
  /** Set by sectionNode: the header was a bare `// Word` comment read as a category. */
  commentCategory: boolean;
  /** The category header (`// Tutors`, `Ramp (10)`, `Creature (30)`) the current lines sit under, if any. */
  category?: string;
}

/** A syntax diagnostic (code `parse`). */
export function diag(message: string, r: Range, severity: Severity = 'error', data?: Record<string, unknown>): DeckDiagnostic {
  const d: DeckDiagnostic = { code: 'parse', severity, message, range: r };
  if (data) d.data = data;
  return d;
}
