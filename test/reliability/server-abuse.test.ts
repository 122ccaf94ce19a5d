// The language server under abuse (node dist/server.js --stdio, a VS Code-like client): thousands
// of random incremental edits sent faster than checks complete, with requests at invalid positions
// and cancellations in between; duplicate and out-of-order versions; 50 decks open at once; the
// two hard files. The server must keep answering, its memory stay bounded, and the last diagnostics
// published for a document be those of its newest version (equal to a fresh check of that text).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { CancellationTokenSource } from 'vscode-languageserver-protocol/node';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { SERVER, startServer, type TestServer } from '../server/lsp-client';
import { commanderDeck } from '../unit/rules/helpers';
import { SCALE, report, type SuiteFigures } from './support';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
let s: TestServer;
let inputs = 0;
let hangs = 0;
let slowest: SuiteFigures['slowest'];
let peakRss: NonNullable<SuiteFigures['peakRss']> = [];

/** The server process's peak resident memory so far (Linux /proc), in MB; -1 elsewhere. */
function serverPeakMb(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${s.child.pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : -1;
  } catch {
    return -1;
  }
}

/** Times one awaited step; over 20 s counts as a hang. */
async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await f();
  } finally {
    const ms = performance.now() - t0;
    if (!slowest || ms > slowest.ms) slowest = { label, ms };
    if (ms > 20_000) hangs++;
  }
}

const strip = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.code} ${d.message}`).sort();

async function assertAlive(label: string): Promise<void> {
  const uri = s.open(`alive-${inputs}.txt`, '4 Sol Ring\n');
  await timed(`${label}: a new document gets diagnostics`, () => s.diagnosticsFor(uri, 1, 30_000));
  const hover = await timed(`${label}: hover answers`, () => s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 4 } }));
  assert.ok(hover, `${label}: the server still answers`);
  assert.equal(s.child.exitCode, null, `${label}: the server is running`);
}

before(async () => {
  if (!skip) s = await startServer();
});
after(async () => {
  if (!s) return;
  peakRss.push({ label: 'language server, whole suite (VmHWM)', mb: serverPeakMb(), ms: 0, exit: s.child.exitCode });
  report({ suite: 'language server under abuse', inputs, crashes: s.child.exitCode === null ? 0 : 1, hangs, slowest, peakRss });
  await s.stop();
});

const TOKENS = ['1 ', '4 ', 'Sol Ring', 'Lightnig Bolt', 'Island', '\n', '\r\n', '(', ')', '[', '*CMDR*', '// format: commander\n', 'Sideboard\n', '《', '99999999999999999999 ', '\u0000', '<Deck>', ' ', 'x'];

test('thousands of random incremental edits, sent without waiting, with invalid positions and cancellations: the last diagnostics are the newest version\'s', { skip, timeout: 300_000 }, async () => {
  let text = commanderDeck('Phelddagrif', ['Goblin Piker', 'Sol Rnig', 'Sol Ring']);
  const uri = s.open('edited.edh', text);
  let version = 1;
  let doc = TextDocument.create(uri, 'decklist', 1, text);
  const edits = fc.sample(
    fc.record({ a: fc.nat(), b: fc.nat({ max: 12 }), insert: fc.array(fc.constantFrom(...TOKENS), { maxLength: 3 }), request: fc.nat({ max: 9 }) }),
    { numRuns: Math.round(2000 * SCALE), seed: 10 },
  );
  const pending: Array<Promise<unknown>> = [];
  for (const e of edits) {
    const start = e.a % (text.length + 1);
    const end = Math.min(text.length, start + e.b);
    const range = { start: doc.positionAt(start), end: doc.positionAt(end) };
    const newText = e.insert.join('');
    version++;
    // What the server holds: the edit applied by positions (an offset inside a CR LF pair maps to
    // the line's end, as in the editor), so the mirror is the document, not the offsets.
    doc = TextDocument.update(doc, [{ range, text: newText }], version);
    text = doc.getText();
    void s.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text: newText }] });
    inputs++;
    if (e.request === 0) {
      // A request at a position that does not exist: an answer (possibly empty), never a crash.
      const position = [{ line: 1e6, character: 0 }, { line: 0, character: 1e6 }, { line: 2 ** 31 - 1, character: 2 ** 31 - 1 }][e.a % 3];
      pending.push(s.conn.sendRequest(['textDocument/hover', 'textDocument/completion', 'textDocument/codeAction'][e.b % 3], {
        textDocument: { uri }, position, range: { start: position, end: position }, context: { diagnostics: [] },
      }).catch((err: Error) => assert.doesNotMatch(String(err.message), /internal|crash/i)));
      inputs++;
    } else if (e.request === 1) {
      // Cancelled at once.
      const cts = new CancellationTokenSource();
      pending.push(s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: doc.positionAt(start) }, cts.token).catch(() => undefined));
      cts.cancel();
      inputs++;
    }
  }
  await timed('pending requests after the edits', () => Promise.all(pending));
  const last = await timed('diagnostics of the newest version', () => s.diagnosticsFor(uri, version, 60_000));
  const published = s.diagnostics.get(uri)!;
  assert.equal(published[published.length - 1].version, version, 'the last publication is for the newest version');
  for (let i = 1; i < published.length; i++) {
    const v = published[i].version;
    if (v !== undefined && published[i - 1].version !== undefined) assert.ok(v >= published[i - 1].version!, 'versions never go back');
  }
  // The same text opened fresh gets the same diagnostics: nothing of an older version survives.
  const fresh = s.open('fresh.edh', text);
  assert.deepEqual(strip(last), strip(await s.diagnosticsFor(fresh, 1, 30_000)));
  await assertAlive('after the edits');
});

test('duplicate and out-of-order versions, edits to unopened documents, changes after close: the server keeps answering', { skip, timeout: 120_000 }, async () => {
  const uri = s.open('versions.txt', '4 Sol Ring\n');
  await s.diagnosticsFor(uri, 1);
  for (const [version, text] of [[5, '4 Island\n'], [5, '4 Lightning Bolt\n'], [3, '1 Sol Ring\n'], [9, '2 Island\n']] as const) {
    void s.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    inputs++;
  }
  void s.conn.sendNotification('textDocument/didChange', { textDocument: { uri: s.uri('never-opened.txt'), version: 2 }, contentChanges: [{ text: 'x' }] });
  void s.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  void s.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: 10 }, contentChanges: [{ range: { start: { line: 5, character: 0 }, end: { line: 9, character: 0 } }, text: 'y' }] });
  void s.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'decklist', version: 1, text: '4 Sol Ring\n' } });
  void s.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'decklist', version: 1, text: '4 Sol Ring\n' } });
  inputs += 5;
  await assertAlive('after odd versions');
});

test('50 decks open at once all get their diagnostics', { skip, timeout: 120_000 }, async () => {
  const uris = Array.from({ length: 50 }, (_, i) =>
    s.open(`deck-${i}.edh`, commanderDeck('Phelddagrif', [i % 2 ? 'Goblin Piker' : 'Sol Ring', `Typo Card ${i}`]), 1),
  );
  inputs += uris.length;
  const all = await timed('diagnostics for 50 decks', () => Promise.all(uris.map((u) => s.diagnosticsFor(u, 1, 60_000))));
  all.forEach((ds, i) => assert.ok(ds.some((d) => d.code === 'unknown-card' && String(d.message).includes(`Typo Card ${i}`)), `deck ${i}`));
  for (const u of uris) void s.conn.sendNotification('textDocument/didClose', { textDocument: { uri: u } });
  await assertAlive('after 50 decks');
});

test('the two hard files (20,000 nested elements; 50,000 unknown names) get diagnostics in seconds and the server stays up', { skip, timeout: 180_000 }, async () => {
  const nested = s.open('nested.cod', '<a>'.repeat(20_000) + '</a>'.repeat(20_000));
  const words = ['Ancient', 'Dragon', 'Shadow', 'Knight', 'Storm', 'Goblin', 'Angel', 'Sword'];
  const unknown = s.open('unknown.txt', Array.from({ length: 50_000 }, (_, i) => `1 ${words[i % 8]} ${words[(i * 3) % 8]} ${i.toString(36)}`).join('\n'));
  inputs += 2;
  const t0 = performance.now();
  await timed('diagnostics of the nested .cod', () => s.diagnosticsFor(nested, 1, 60_000));
  const ds = await timed('diagnostics of 50,000 unknown names', () => s.diagnosticsFor(unknown, 1, 60_000));
  const ms = performance.now() - t0;
  assert.ok(ds.length > 0 && ds.length <= 1100, `${ds.length} diagnostics (at most 1,000 per rule and a summary)`);
  peakRss.push({ label: 'language server after the two hard files (VmHWM)', mb: serverPeakMb(), ms, exit: s.child.exitCode });
  assert.ok(ms < 30_000, `${(ms / 1000).toFixed(1)} s`);
  await assertAlive('after the hard files');
  const mb = serverPeakMb();
  assert.ok(mb < 0 || mb < 800, `server peak RSS ${mb} MB`);
});
