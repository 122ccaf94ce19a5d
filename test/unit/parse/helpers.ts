import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseDeckBytes } from '../../../server/src/core/parse/index';
import type { DeckDocument, EntryNode, SectionKind } from '../../../server/src/core/parse/types';
import type { Range } from '../../../server/src/core/types';
import { decodeBytes } from '../../../server/src/core/parse/index';

export const projectRoot = path.resolve(__dirname, '..', '..', '..');
export const fixturesDir = path.join(projectRoot, 'test', 'fixtures', 'decks');
export const sharedDecklists = path.resolve(projectRoot, '..', 'shared', 'decklists');
export const haveShared = existsSync(path.join(sharedDecklists, 'README.md'));

export function fixture(name: string): { text: string; doc: DeckDocument } {
  const bytes = readFileSync(path.join(fixturesDir, name));
  return { text: decodeBytes(bytes), doc: parseDeckBytes(bytes, { fileName: name }) };
}

/** The source text a range covers (ranges may span lines in XML dialects). */
export function at(text: string, r: Range): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (r.start.line === r.end.line) return lines[r.start.line].slice(r.start.character, r.end.character);
  const parts = [lines[r.start.line].slice(r.start.character)];
  for (let l = r.start.line + 1; l < r.end.line; l++) parts.push(lines[l]);
  parts.push(lines[r.end.line].slice(0, r.end.character));
  return parts.join('\n');
}

export function totals(doc: DeckDocument): Record<SectionKind, number> {
  const t: Record<SectionKind, number> = { commander: 0, companion: 0, main: 0, sideboard: 0, maybeboard: 0, outside: 0 };
  for (const e of doc.entries) t[e.section] += e.quantity;
  return t;
}

export function entry(doc: DeckDocument, line: number): EntryNode {
  const e = doc.entries.find((x) => x.line === line);
  if (!e) throw new Error(`no entry on line ${line}: ${JSON.stringify(doc.nodes.find((n) => n.line === line))}`);
  return e;
}

/** What a whole export of a deck holds: its dialect, and its cards by zone. */
export interface ExpectedExport {
  dialect: string;
  /** The main deck and the command zone (a companion is outside the deck). */
  inDeck: number;
  sideboard: number;
  companion?: number;
  commander?: number;
  /** Further checks of the file's own (a split card, a name in quotes). */
  check?: (doc: DeckDocument) => void;
}

/** A whole export read as expected: its dialect, its counts by zone, no diagnostic and no line left unread. */
export function assertExport(doc: DeckDocument, exp: ExpectedExport): void {
  assert.equal(doc.dialect, exp.dialect);
  const t = totals(doc);
  // "In the deck" counts the main deck and the command zone; a companion is outside it.
  assert.equal(t.main + t.commander, exp.inDeck);
  assert.equal(t.sideboard, exp.sideboard);
  assert.equal(t.companion, exp.companion ?? 0);
  assert.equal(t.commander, exp.commander ?? 0);
  assert.equal(t.maybeboard + t.outside, 0);
  assert.deepEqual(doc.diagnostics, []);
  assert.equal(doc.nodes.filter((n) => n.kind === 'unparsed').length, 0);
  exp.check?.(doc);
}
