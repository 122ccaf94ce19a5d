// What an editor does with quick fixes, for the unit tests of features/fixes.ts.
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { DeckFix, DecklistService, FileCheck } from '../../../server/src/core/index';

/** A fix's edits applied to the text (overlapping edits throw). */
export function applied(text: string, fix: DeckFix | undefined): string {
  assert.ok(fix, 'the fix is offered');
  return TextDocument.applyEdits(TextDocument.create('file:///deck', 'decklist', 1, text), fix.edits);
}

/** The quick fixes offered on a line, for the diagnostics on it. */
export function fixesOn(s: DecklistService, check: FileCheck, text: string, line: number): DeckFix[] {
  const diagnostics = check.diagnostics.filter((d) => d.range.start.line === line);
  const fixes = s.fixes(check, text, { range: { start: { line, character: 0 }, end: { line, character: 0 } }, diagnostics });
  for (const f of fixes) assert.equal(f.kind, 'quickfix', f.title);
  return fixes;
}

/** Titles, "(preferred)" after the preferred ones. */
export const titles = (fixes: DeckFix[]) => fixes.map((f) => (f.isPreferred ? `${f.title} (preferred)` : f.title));
