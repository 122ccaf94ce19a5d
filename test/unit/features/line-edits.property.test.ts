// A fix sent as whole lines must leave exactly the text its small edits leave, for any text (line
// breaks of every kind, with or without a last one) and any set of non-overlapping edits; and its
// columns are all 0 except at the end of a text that has no line break there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { applyEdits } from '../../../server/src/core/features/fixes';
import { asWholeLines, lineChanges, type LineEdit } from '../../../server/src/core/features/line-edits';

const lineText = fc.constantFrom('', '1 Sol Ring', '2 《対抗呪文/Counterspell》', '2 Æther Vial', 'Deck', '// commander: Atraxa, Praetors\' Voice');
const textArb = fc.tuple(fc.array(lineText, { minLength: 1, maxLength: 8 }), fc.constantFrom('\n', '\r\n')).map(([lines, eol]) => lines.join(eol));

/** A text and edits on it that do not overlap (as a fix's edits never do). */
const case_ = textArb.chain((text) => {
  const lines = text.split(/\r\n|\n/);
  // A fix writes line breaks as the file does (fixes.ts, inLineEndings).
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const position = fc.integer({ min: 0, max: lines.length - 1 }).chain((line) => fc.integer({ min: 0, max: lines[line].length }).map((character) => ({ line, character })));
  const edit = fc.tuple(position, position, fc.constantFrom('', 'X', '1 Sol Ring\n', '\n', 'Maybeboard\n1 Goblin Piker', '稲妻')).map(([a, b, newText]) => {
    const [start, end] = a.line < b.line || (a.line === b.line && a.character <= b.character) ? [a, b] : [b, a];
    return { range: { start, end }, newText: newText.replace(/\n/g, eol) } as LineEdit;
  });
  return fc.array(edit, { maxLength: 4 }).map((edits) => {
    const doc = TextDocument.create('file:///t', 'decklist', 1, text);
    // Keep edits whose ranges neither overlap nor share a start (the rule of one change).
    const kept: LineEdit[] = [];
    const span = (e: LineEdit) => [doc.offsetAt(e.range.start), doc.offsetAt(e.range.end)];
    for (const e of edits) {
      const [s, t] = span(e);
      if (kept.every((k) => { const [ks, kt] = span(k); return t < ks || s > kt; })) kept.push(e);
    }
    return { text, edits: kept };
  });
});

test('whole-line edits leave the same text as the edits they replace', () => {
  fc.assert(
    fc.property(case_, ({ text, edits }) => {
      const whole = asWholeLines(text, edits);
      const doc = TextDocument.create('file:///t', 'decklist', 1, text);
      assert.equal(TextDocument.applyEdits(doc, whole), applyEdits(text, edits));
      const lines = text.split(/\r\n|\n/);
      for (const w of whole) {
        assert.equal(w.range.start.character, 0);
        assert.ok(w.range.end.character === 0 || (w.range.end.line === lines.length - 1 && w.range.end.character === lines[lines.length - 1].length), JSON.stringify(w));
      }
    }),
    { numRuns: 2000 },
  );
});

test('a deleted line, a rename and an insertion at the top: the lines before and after, numbered in the text after', () => {
  const text = '1 Sol Rnig\n1 Counterspel\n2 Island';
  const edits: LineEdit[] = [
    { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: '// commander: Atraxa\n' },
    { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 10 } }, newText: 'Sol Ring' },
    { range: { start: { line: 1, character: 13 }, end: { line: 2, character: 8 } }, newText: '' },
  ];
  assert.deepEqual(lineChanges(text, edits), [
    { first: 0, firstAfter: 0, old: ['1 Sol Rnig'], new: ['// commander: Atraxa', '1 Sol Ring'], atEnd: false },
    { first: 1, firstAfter: 2, old: ['1 Counterspel', '2 Island'], new: ['1 Counterspel'], atEnd: true },
  ]);
  assert.deepEqual(asWholeLines(text, edits), [
    { range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } }, newText: '// commander: Atraxa\n1 Sol Ring\n' },
    { range: { start: { line: 1, character: 0 }, end: { line: 2, character: 8 } }, newText: '1 Counterspel' },
  ]);
  const apart = '1 Sol Rnig\nDeck\n1 lightning bolt\n';
  assert.deepEqual(
    lineChanges(apart, [
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: '// commander: Atraxa\n' },
      { range: { start: { line: 2, character: 2 }, end: { line: 2, character: 16 } }, newText: 'Lightning Bolt' },
    ]),
    [
      { first: 0, firstAfter: 0, old: [], new: ['// commander: Atraxa'], atEnd: false },
      { first: 2, firstAfter: 3, old: ['1 lightning bolt'], new: ['1 Lightning Bolt'], atEnd: false },
    ],
  );
});
