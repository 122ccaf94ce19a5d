// Columns in the client's units. A client that offers UTF-8 positions (LSP 3.17
// `general.positionEncodings`) is told so and gets byte columns in everything the server sends and
// reads them in everything it receives, on Japanese and `Æ` lines; a client that does not gets
// UTF-16. Quick fixes replace whole lines, and a line's fixes are found by line and code, so a
// client that echoes a diagnostic's range in other units (Neovim 0.7 sends bytes) gets them all.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CompletionList, Diagnostic, DocumentSymbol, Hover, InlayHint, Position, Range, TextEdit } from 'vscode-languageserver-protocol';
import { FULL_CAPABILITIES, SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

const DECK =
  "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n2 Counterspell\n2 Æther Vial\n2 《対抗呪文/Counterspell》\n1 《稲妻/Lightning Bolt》\n1 Sol Rnig\n" +
  '89 Island\n';
const LINES = DECK.split('\n');
const ÆTHER = 5;
const PAIR = 6;
const BOLT = 7;

// The test's own conversions, by Node's Buffer (the server has its own, without Buffer).
const bytesOf = (line: number, units: number) => Buffer.byteLength(LINES[line].slice(0, units));
const unitsOf = (text: string, line: number, bytes: number) => Buffer.from(text.split('\n')[line]).subarray(0, bytes).toString().length;
const toBytes = (p: Position): Position => ({ line: p.line, character: bytesOf(p.line, p.character) });
const rangeToBytes = (r: Range): Range => ({ start: toBytes(r.start), end: toBytes(r.end) });

/** Applies edits given in byte columns (as a UTF-8 client does). */
function applyBytes(text: string, edits: TextEdit[]): string {
  const units = (p: Position) => ({ line: p.line, character: p.line < text.split('\n').length ? unitsOf(text, p.line, p.character) : p.character });
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'decklist', 1, text), edits.map((e) => ({ range: { start: units(e.range.start), end: units(e.range.end) }, newText: e.newText })));
}

const editsOf = (a: CodeAction) => (a.edit!.documentChanges![0] as { edits: TextEdit[] }).edits;

describe('a client that offers UTF-8 positions, beside one that does not', { skip }, () => {
  let utf8: TestServer;
  let utf16: TestServer;
  before(async () => {
    const env = { DECKLIST_CARDS: '' };
    [utf8, utf16] = await Promise.all([
      startServer({ env, capabilities: { ...FULL_CAPABILITIES, general: { positionEncodings: ['utf-8', 'utf-16'] } } }),
      startServer({ env, capabilities: { ...FULL_CAPABILITIES, general: { positionEncodings: ['utf-16'] } } }),
    ]);
  });
  after(async () => {
    await Promise.all([utf8?.stop(), utf16?.stop()]);
  });

  test('the server answers with the encoding it chose', () => {
    assert.equal(utf8.initializeResult?.capabilities.positionEncoding, 'utf-8');
    assert.equal(utf16.initializeResult?.capabilities.positionEncoding, 'utf-16');
  });

  test('diagnostics, code actions, hovers, symbols, inlay hints: byte columns where the other client gets UTF-16', async () => {
    const [u8, u16] = [utf8.open('accent.edh', DECK), utf16.open('accent.edh', DECK)];
    const [d8, d16] = await Promise.all([utf8.diagnosticsFor(u8, 1), utf16.diagnosticsFor(u16, 1)]);
    assert.deepEqual(d8.map((d) => [d.code, d.range]), d16.map((d) => [d.code, rangeToBytes(d.range)]));
    // The name of `2 Æther Vial` is columns 2–12 in UTF-16, 2–13 in bytes; the 《》 line's differ more.
    const on = (ds: Diagnostic[], line: number) => ds.filter((d) => d.range.start.line === line).map((d) => [d.range.start.character, d.range.end.character]);
    assert.deepEqual([on(d16, ÆTHER), on(d8, ÆTHER)], [[[2, 12]], [[2, 13]]]);
    assert.deepEqual([on(d16, PAIR), on(d8, PAIR)], [[[3, 20]], [[5, 30]]]);
    for (const d of d8) for (const r of d.relatedInformation ?? []) assert.equal(r.location.uri, u8);

    // Every code action of every line: the same text after it, its edits in the client's units.
    for (let line = 0; line < LINES.length - 1; line++) {
      const ask = (s: TestServer, uri: string, ds: Diagnostic[], range: Range) =>
        s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range, context: { diagnostics: ds.filter((d) => d.range.start.line === line) } }) as Promise<CodeAction[]>;
      const end16 = { line, character: LINES[line].length };
      const [a8, a16] = await Promise.all([ask(utf8, u8, d8, { start: { line, character: 0 }, end: toBytes(end16) }), ask(utf16, u16, d16, { start: { line, character: 0 }, end: end16 })]);
      assert.deepEqual(a8.map((a) => a.title), a16.map((a) => a.title), `line ${line}`);
      a8.forEach((a, i) => {
        // "Update Card Data" (offline, the snapshot) is a command, no edit.
        if (!a.edit) return assert.deepEqual(a.command, a16[i].command);
        const byUtf16 = TextDocument.applyEdits(TextDocument.create(u16, 'decklist', 1, DECK), editsOf(a16[i]));
        assert.equal(applyBytes(DECK, editsOf(a)), byUtf16, `${a.title} on line ${line}`);
      });
    }
    const pair = (await utf8.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri: u8 },
      range: { start: { line: PAIR, character: 5 }, end: { line: PAIR, character: 5 } },
      context: { diagnostics: d8.filter((d) => d.range.start.line === PAIR), only: ['quickfix'] },
    })) as CodeAction[];
    assert.deepEqual(pair.map((a) => a.title), ['Remove 3 copies of 《対抗呪文/Counterspell》: from this line and line 5', 'Remove the extra copies of all 2 cards']);
    // Whole lines: column 0 to the next line's column 0.
    assert.deepEqual(editsOf(pair[0]).map((e) => [e.range.start.character, e.range.end.character]), [[0, 0], [0, 0]]);

    // A hover asked at the byte column of "Bolt" on the 《》 line names Lightning Bolt, over the name's byte range.
    const boltAt = LINES[BOLT].indexOf('Bolt');
    const [h8, h16] = (await Promise.all([
      utf8.conn.sendRequest('textDocument/hover', { textDocument: { uri: u8 }, position: toBytes({ line: BOLT, character: boltAt }) }),
      utf16.conn.sendRequest('textDocument/hover', { textDocument: { uri: u16 }, position: { line: BOLT, character: boltAt } }),
    ])) as Hover[];
    assert.match(JSON.stringify(h8.contents), /Lightning Bolt/);
    assert.deepEqual(h8, { ...h16, range: rangeToBytes(h16.range!) });

    const [s8, s16] = (await Promise.all([
      utf8.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri: u8 } }),
      utf16.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri: u16 } }),
    ])) as DocumentSymbol[][];
    const symbolsToBytes = (list: DocumentSymbol[]): DocumentSymbol[] =>
      list.map((x) => ({ ...x, range: rangeToBytes(x.range), selectionRange: rangeToBytes(x.selectionRange), ...(x.children ? { children: symbolsToBytes(x.children) } : {}) }));
    assert.deepEqual(s8, symbolsToBytes(s16));
    assert.ok(s8.some((x) => x.children?.some((c) => c.selectionRange.end.character === 30)), 'the 《》 line\'s name ends at byte 30');

    const whole = (line: number) => ({ start: { line: 0, character: 0 }, end: { line, character: 0 } });
    const [i8, i16] = (await Promise.all([
      utf8.conn.sendRequest('textDocument/inlayHint', { textDocument: { uri: u8 }, range: whole(LINES.length) }),
      utf16.conn.sendRequest('textDocument/inlayHint', { textDocument: { uri: u16 }, range: whole(LINES.length) }),
    ])) as InlayHint[][];
    assert.deepEqual(i8, i16.map((h) => ({ ...h, position: toBytes(h.position) })));
  });

  test('a change sent in byte columns, then completion of `1 《稲妻/Light`: the range of the name in bytes, and the item writes the whole name', async () => {
    const text = '// format: legacy\n4 《稲妻/Lightning Bolt》\n4 Æther Vial\n52 Island\n';
    const uri = utf8.open('typing.txt', text);
    await utf8.diagnosticsFor(uri, 1);
    // The player types `1 《稲妻/Light` at the end of the `Æ` line's name (after "Vial", byte 13).
    const added = '\n1 《稲妻/Light';
    void utf8.conn.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 2, character: 13 }, end: { line: 2, character: 13 } }, text: added }],
    });
    const typed = text.replace('Æther Vial\n', `Æther Vial${added}\n`);
    const d = await utf8.diagnosticsFor(uri, 2);
    assert.deepEqual(d.filter((x) => x.range.start.line === 2), [], 'the Æ line is intact');
    const line = typed.split('\n')[3];
    assert.equal(line, '1 《稲妻/Light');
    const list = (await utf8.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 3, character: Buffer.byteLength(line) } })) as CompletionList;
    const bolt = list.items.find((i) => i.label.includes('Lightning Bolt'));
    assert.ok(bolt, list.items.map((i) => i.label).join(', '));
    const edit = bolt.textEdit as TextEdit;
    assert.deepEqual(edit.range, { start: { line: 3, character: 2 }, end: { line: 3, character: Buffer.byteLength(line) } });
    assert.equal(applyBytes(typed, [edit]).split('\n')[3], `1 ${edit.newText}`);
    assert.match(edit.newText, /^《稲妻\/Lightning Bolt》?$/);
  });

  test('formatting: the edit ends at the end of the text in bytes', async () => {
    const text = '// format: legacy\n4   Æther Vial\n56 Island\n1 《稲妻/Lightning Bolt》';
    const uri = utf8.open('format.txt', text);
    await utf8.diagnosticsFor(uri, 1);
    const edits = (await utf8.conn.sendRequest('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } })) as TextEdit[];
    assert.equal(edits.length, 1);
    assert.deepEqual(edits[0].range.end, { line: 3, character: Buffer.byteLength('1 《稲妻/Lightning Bolt》') });
  });
});

describe('a client that echoes diagnostics with byte columns (Neovim 0.7) to a UTF-16 server', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer({ env: { DECKLIST_CARDS: '' } });
  });
  after(async () => {
    await s?.stop();
  });

  for (const [name, line, expected] of [
    ['2 Æther Vial', ÆTHER, ['Set the quantity of Aether Vial to 1', 'Write the card name as "Aether Vial"', 'Remove the extra copies of all 2 cards']],
    ['2 《対抗呪文/Counterspell》', PAIR, ['Remove 3 copies of 《対抗呪文/Counterspell》: from this line and line 5', 'Remove the extra copies of all 2 cards']],
  ] as const) {
    test(`on \`${name}\` the line's fixes are offered`, async () => {
      const uri = s.open(`echo-${line}.edh`, DECK);
      const d = await s.diagnosticsFor(uri, 1);
      const echoed = d.filter((x) => x.range.start.line === line).map((x) => ({ ...x, range: rangeToBytes(x.range) }));
      assert.equal(echoed.length, 1);
      assert.notDeepEqual(echoed[0].range, d.find((x) => x.range.start.line === line)!.range, 'the echo is in other units');
      const actions = (await s.conn.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: echoed[0].range,
        context: { diagnostics: echoed },
      })) as CodeAction[];
      assert.deepEqual(actions.map((a) => a.title), [...expected, 'Fix all safe problems in this deck']);
      // The action names the client's diagnostic as the client sent it.
      assert.deepEqual(actions[0].diagnostics, echoed);
    });
  }
});
