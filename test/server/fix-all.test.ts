// Fix-all through the language server, on decks that mix every kind of problem: it writes names
// and the lines a deck lacks, removes and lowers nothing, never leaves an error the deck did not
// have, says what it changed, and changes nothing more on the next save. In every menu the fixes
// of the line come before it, and a fix offered for two problems of one card is listed once.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { FULL_CAPABILITIES, SERVER, applyWorkspaceEdit, startServer, type TestServer } from './lsp-client';
import { commanderDeck } from '../unit/rules/helpers';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

/** VS Code's capabilities, with the server's commands (VS Code's language client declares them). */
const CAPABILITIES = { ...FULL_CAPABILITIES, workspace: { ...FULL_CAPABILITIES.workspace, executeCommand: { dynamicRegistration: true } } };

const lineCount = (text: string) => text.split('\n').length;

/** A 100-card Commander deck with every kind of problem the fixes know. */
const MIXED = commanderDeck('Phelddagrif', [
  'Counterspell',
  'Sol Ring',
  'Sol Ring',
  'Counterspel',
  'Kitchen Fniks',
  'lightning bolt',
  'Goblin Piker',
  'Balance',
  '2 Llanowar Elves',
  'Booster Tutor',
  'Unheard Of Card',
  'fire/ice',
]);

describe('fix-all', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer({ capabilities: CAPABILITIES });
  });
  after(async () => {
    await s?.stop();
  });

  const codeActions = (uri: string, line: number, diagnostics: Diagnostic[] = [], only?: string[]) =>
    s.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line, character: 2 }, end: { line, character: 2 } },
      context: { diagnostics, ...(only ? { only } : {}) },
    }) as Promise<CodeAction[]>;
  const fixAllOf = async (uri: string) => {
    const all = await codeActions(uri, 0, [], ['source.fixAll']);
    assert.ok(all.length <= 1);
    return all[0];
  };

  test('a deck with every kind of problem: names written right, nothing removed or lowered, and the message says what changed', async () => {
    const uri = s.open('mixed.edh', MIXED);
    const d = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(d.filter((x) => x.severity === 1).map((x) => x.code).sort(), [
      'banned',
      'color-identity',
      'color-identity',
      'color-identity',
      'color-identity',
      'not-legal',
      'singleton',
      'singleton',
      'unknown-card',
      'unknown-card',
      'unknown-card',
    ]);
    const all = await fixAllOf(uri);
    assert.equal(all.title, 'Fix all safe problems in this deck');
    const fixed = applyWorkspaceEdit(MIXED, all.edit!, uri);
    assert.equal(fixed, MIXED.replace('1 Kitchen Fniks\n', '1 Kitchen Finks\n').replace('1 lightning bolt\n', '1 Lightning Bolt\n').replace('1 fire/ice\n', '1 Fire // Ice\n'));
    assert.equal(lineCount(fixed), lineCount(MIXED));
    // Each edit is whole lines, the same in every client's units.
    const edits = (all.edit!.documentChanges![0] as { edits: Array<{ range: { start: { character: number }; end: { character: number } } }> }).edits;
    assert.deepEqual(edits.map((e) => [e.range.start.character, e.range.end.character]), [[0, 0], [0, 0], [0, 0]]);
    // Applied (by hand or on save), the client runs the action's command: the server says what changed.
    assert.deepEqual(all.command, {
      title: 'Fix all safe problems in this deck',
      command: 'decklist.fixAllApplied',
      arguments: [
        'Decklist: "Fix all safe problems" made 3 changes: line 9: "1 Kitchen Fniks" → "1 Kitchen Finks"; line 10: "1 lightning bolt" → "1 Lightning Bolt"; line 16: "1 fire/ice" → "1 Fire // Ice". No card and no line was removed.',
      ],
    });
    const told = s.messages.length;
    await s.conn.sendRequest('workspace/executeCommand', { command: all.command!.command, arguments: all.command!.arguments });
    await s.until('the message', () => s.messages.length > told);
    assert.deepEqual(s.messages.slice(told), [all.command!.arguments![0]]);
    // On the next save there is nothing left for fix-all: the choices stay the player's.
    s.replaceAll(uri, 2, fixed);
    await s.diagnosticsFor(uri, 2);
    assert.equal(await fixAllOf(uri), undefined);
  });

  test('the line `1 Counterspel` beside `1 Counterspell` is a choice: fix-all leaves it, and the line\'s fixes come before fix-all', async () => {
    const text = commanderDeck('Phelddagrif', ['Counterspell', 'Counterspel', 'Sol Rnig']);
    const uri = s.open('choice.edh', text);
    const d = await s.diagnosticsFor(uri, 1);
    const line = text.split('\n').indexOf('1 Counterspel');
    const here = d.filter((x) => x.range.start.line === line);
    assert.deepEqual((await codeActions(uri, line, here)).map((a) => [a.title, a.kind]), [
      ['Delete this line: Counterspell is already in the deck (line 5)', 'quickfix'],
      ['Change to "Counterspell"', 'quickfix'],
      ['Fix all safe problems in this deck', 'source.fixAll.decklist'],
    ]);
    const fixed = applyWorkspaceEdit(text, (await fixAllOf(uri)).edit!, uri);
    assert.equal(fixed, text.replace('Sol Rnig', 'Sol Ring'));
    // A line with no problem of its own: fix-all alone.
    assert.deepEqual((await codeActions(uri, 1)).map((a) => a.title), ['Fix all safe problems in this deck']);
  });

  test('a card with two problems (outside the colors, not legal): each fix listed once, for both problems', async () => {
    const text = commanderDeck('Phelddagrif', ['Booster Tutor']);
    const uri = s.open('two-problems.edh', text);
    const d = await s.diagnosticsFor(uri, 1);
    const here = d.filter((x) => x.range.start.line === 4);
    assert.deepEqual(here.map((x) => x.code), ['color-identity', 'not-legal']);
    const actions = await codeActions(uri, 4, here);
    assert.deepEqual(actions.map((a) => a.title), ['Remove Booster Tutor from the deck', 'Move Booster Tutor to the Maybeboard']);
    assert.equal(applyWorkspaceEdit(text, actions[0].edit!, uri), text.replace('1 Booster Tutor\n', ''));
  });

  test('an inferred commander gets its line; a misspelt format is written right unless the deck then breaks the format\'s size', async () => {
    const inferred = '1 Phelddagrif\n1 Sol Rnig\n98 Island\n';
    const u1 = s.open('inferred.edh', inferred);
    await s.diagnosticsFor(u1, 1);
    const a1 = await fixAllOf(u1);
    const f1 = applyWorkspaceEdit(inferred, a1.edit!, u1);
    assert.equal(f1, '// commander: Phelddagrif\n1 Phelddagrif\n1 Sol Ring\n98 Island\n');
    assert.equal(
      a1.command!.arguments![0],
      'Decklist: "Fix all safe problems" made 2 changes: line 1: added "// commander: Phelddagrif"; line 3: "1 Sol Rnig" → "1 Sol Ring". No card and no line was removed.',
    );

    const sixty = '// format: legacyy\n4 Lightning Bolt\n56 Mountain\n';
    const u2 = s.open('sixty.txt', sixty);
    await s.diagnosticsFor(u2, 1);
    assert.equal(applyWorkspaceEdit(sixty, (await fixAllOf(u2)).edit!, u2), sixty.replace('legacyy', 'legacy'));

    // As Commander the same 60 cards would be 40 too few: the format is the player's to correct.
    const wrongSize = '// format: comander\n1 Lightning Bolt\n59 Mountain\n';
    const u3 = s.open('wrong-size.txt', wrongSize);
    const d3 = await s.diagnosticsFor(u3, 1);
    const formatFixes = await codeActions(u3, 0, d3.filter((x) => x.code === 'format'), ['quickfix']);
    assert.deepEqual(formatFixes.map((a) => a.title), ['Change the format to "commander"']);
    assert.equal(await fixAllOf(u3), undefined);
  });
});

test('a client that cannot run the server\'s commands gets the same fix-all, without the command', { skip }, async () => {
  const s = await startServer({ capabilities: FULL_CAPABILITIES, initializationOptions: undefined });
  try {
    const uri = s.open('mixed.edh', MIXED);
    await s.diagnosticsFor(uri, 1);
    const [all] = (await s.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['source.fixAll'] },
    })) as CodeAction[];
    assert.equal(all.command, undefined);
    assert.equal(lineCount(applyWorkspaceEdit(MIXED, all.edit!, uri)), lineCount(MIXED));
  } finally {
    await s.stop();
  }
});
