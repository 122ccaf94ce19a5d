// The properties every parsed document and every check result must have, whatever the input:
// every range inside the document, every line accounted for. Used by the property tests and the
// reliability suites.
import assert from 'node:assert/strict';
import type { DeckDocument } from '../../server/src/core/parse/types';
import type { DeckDiagnostic, Range } from '../../server/src/core/types';

export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function assertRangeInside(lines: string[], r: Range, what: string): void {
  const ok =
    r.start.line >= 0 &&
    r.start.line < lines.length &&
    r.end.line >= r.start.line &&
    r.end.line < lines.length &&
    r.start.character >= 0 &&
    r.start.character <= lines[r.start.line].length &&
    r.end.character >= 0 &&
    r.end.character <= lines[r.end.line].length &&
    (r.end.line > r.start.line || r.end.character >= r.start.character);
  assert.ok(ok, `${what}: range ${JSON.stringify(r)} is outside the document (${lines.length} lines)`);
}

/** Every node, entry part and parse diagnostic lies inside the text; a text deck has one node per line. */
export function assertDocument(text: string, doc: DeckDocument): void {
  const lines = splitLines(text);
  assert.equal(doc.lineCount, lines.length, 'lineCount counts lines as LSP does');
  for (const n of doc.nodes) {
    assertRangeInside(lines, n.range, `${n.kind} node`);
    if (n.kind === 'directive') {
      assertRangeInside(lines, n.keyRange, 'keyRange');
      assertRangeInside(lines, n.valueRange, 'valueRange');
    }
    if (n.kind === 'entry') {
      assertRangeInside(lines, n.nameRange, 'nameRange');
      if (n.quantityRange) assertRangeInside(lines, n.quantityRange, 'quantityRange');
      if (n.set) assertRangeInside(lines, n.set.range, 'set');
      if (n.collectorNumber) assertRangeInside(lines, n.collectorNumber.range, 'collectorNumber');
      for (const m of n.markers) assertRangeInside(lines, m.range, 'marker');
      for (const t of n.tags) assertRangeInside(lines, t.range, 'tag');
      assert.ok(n.lookupNames.length >= 1, 'an entry has a name to look up');
      assert.ok(Number.isFinite(n.quantity), 'quantity is a finite number');
    }
  }
  for (const d of doc.diagnostics) {
    assertRangeInside(lines, d.range, `parse diagnostic ${d.data?.reason}`);
    assert.equal(d.code, 'parse');
    assert.ok(d.message.length > 0);
  }
  const nodeSet = new Set(doc.nodes);
  // A table row pasted from a web page holds several entries on one line: its node is the first, and
  // the others are entries of the same line (one node per line stays true).
  const nodeLines = new Set(doc.nodes.map((n) => n.line));
  for (const e of doc.entries) assert.ok(nodeSet.has(e) || (doc.dialect === 'text' && nodeLines.has(e.line)), 'entries are nodes, or a table row\'s other entries on its line');
  for (const d of doc.directives) assert.ok(nodeSet.has(d), 'directives are nodes');
  if (doc.dialect === 'text') {
    // Every line accounted for: exactly one node per line, in order.
    assert.equal(doc.nodes.length, lines.length, 'one node per line');
    for (let i = 0; i < doc.nodes.length; i++) assert.equal(doc.nodes[i].line, i, 'node i is line i');
  } else {
    // XML: every node's line exists and nodes come in document order.
    for (let i = 1; i < doc.nodes.length; i++) assert.ok(doc.nodes[i].range.start.line >= doc.nodes[i - 1].range.start.line, 'nodes in order');
  }
}

/** Every diagnostic of a check lies inside its document (related locations in the same file too). */
export function assertDiagnostics(text: string, diagnostics: DeckDiagnostic[]): void {
  const lines = splitLines(text);
  for (const d of diagnostics) {
    assertRangeInside(lines, d.range, `${d.code} diagnostic`);
    assert.ok(d.message.length > 0 && d.message.length <= 2000, `${d.code}: message of ${d.message.length} characters`);
    assert.ok(['error', 'warning', 'information', 'hint'].includes(d.severity));
    for (const r of d.related ?? []) if (!r.path) assertRangeInside(lines, r.range, `${d.code} related`);
  }
}
