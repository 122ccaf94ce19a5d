// Every diagnostic code, in one list. A code is what `decklist.severity` and decklist.config.json's
// "severity" name, what docs/rules.md has a section for, and what a quick fix is keyed by: typed
// from this list, a code renamed or removed here is a compile error wherever it is still used.
// This file imports nothing, so every layer (the parser's `parse` diagnostics included) may name a code.

export const DIAGNOSTIC_CODE_LIST = [
  'parse',
  'unknown-card',
  'commander-missing',
  'commander-inferred',
  'commander-ineligible',
  'commander-unconfirmed',
  'banned-as-commander',
  'commander-pair',
  'companion',
  'color-identity',
  'banned',
  'not-legal',
  'restricted',
  'singleton',
  'copy-limit',
  'deck-size',
  'sideboard-size',
  'legality-unknown',
  'team-unchecked',
  'bracket',
  'mana-sources',
  'team-copy-limit',
  'format',
  /** A rule that failed on a deck (a bug): always a warning, its severity cannot be set. */
  'internal',
] as const;

export type DiagnosticCode = (typeof DIAGNOSTIC_CODE_LIST)[number];

const CODES: ReadonlySet<string> = new Set(DIAGNOSTIC_CODE_LIST);

/** Whether a string from outside (a client's diagnostic, a setting) is a known code. */
export function isDiagnosticCode(s: string): s is DiagnosticCode {
  return CODES.has(s);
}
