// Quick fixes through the language server, judged by the text they leave: a modern deck on the
// offline 2017 snapshot keeps its real cards, Japanese lines learn their card from the deck, and
// copy limits leave exactly the limit.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { CodeAction, Diagnostic, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { SERVER, applyWorkspaceEdit, fixAllActions, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

/** The text after a code action's edit. */
function apply(text: string, edit: WorkspaceEdit | undefined, uri: string): string {
  assert.ok(edit, 'the action has an edit');
  return applyWorkspaceEdit(text, edit, uri);
}

const quickFixes = (s: TestServer, uri: string, d: Diagnostic) =>
  s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d], only: ['quickfix'] } }) as Promise<CodeAction[]>;
const fixAll = async (s: TestServer, uri: string) => {
  const all = await fixAllActions(s, uri);
  assert.equal(all.length, 1);
  return all[0];
};
const lineText = (text: string, d: Diagnostic) => text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character);

/** Real cards printed after January 2017, and one misspelt card the snapshot knows. */
const NEWER = ['Esper Sentinel', 'Arcane Signet', 'Smothering Tithe', "Teferi's Protection", 'Jeweled Lotus', "Jeska's Will"];
const MODERN_DECK =
  "// format: commander\nCommander\n1 Atraxa, Praetors' Voice\n\nDeck\n" +
  [...NEWER, 'Sol Rnig', 'Counterspell'].map((n) => `1 ${n}\n`).join('') +
  '23 Forest\n23 Island\n23 Plains\n22 Swamp\n';

describe('on the offline 2017 snapshot', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer({ env: { DECKLIST_CARDS: '' }, initializationOptions: { decklistExtension: true } });
  });
  after(async () => {
    await s?.stop();
  });

  test('fix-all renames no real card newer than the data, and still fixes Sol Rnig', async () => {
    const uri = s.open('modern.edh', MODERN_DECK);
    const d = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(d.filter((x) => x.code === 'unknown-card').map((x) => lineText(MODERN_DECK, x)), [...NEWER, 'Sol Rnig']);
    const all = await fixAll(s, uri);
    assert.equal(apply(MODERN_DECK, all.edit, uri), MODERN_DECK.replace('Sol Rnig', 'Sol Ring'));
  });

  test('each newer card: the message says it may be newer; "Update Card Data" first; no rename, only Remove or Move', async () => {
    const uri = s.open('modern-quick.edh', MODERN_DECK);
    const d = await s.diagnosticsFor(uri, 1);
    for (const unknown of d.filter((x) => x.code === 'unknown-card')) {
      const name = lineText(MODERN_DECK, unknown);
      assert.match(String(unknown.message), /offline snapshot of January 2017: the card may simply be newer/, name);
      const actions = await quickFixes(s, uri, unknown);
      assert.deepEqual(actions[0].command, { title: 'Update Card Data', command: 'decklist.updateCardData' }, name);
      assert.equal(actions[0].edit, undefined);
      assert.equal(actions[0].isPreferred, undefined);
      if (name === 'Sol Rnig') {
        assert.deepEqual(actions.map((a) => [a.title, !!a.isPreferred]), [['Update Card Data', false], ['Change to "Sol Ring"', true]]);
        assert.equal(apply(MODERN_DECK, actions[1].edit, uri), MODERN_DECK.replace('Sol Rnig', 'Sol Ring'));
        continue;
      }
      assert.deepEqual(actions.map((a) => a.title), ['Update Card Data', `Remove ${name} from the deck`, `Move ${name} to the Maybeboard`], name);
      assert.equal(apply(MODERN_DECK, actions[1].edit, uri), MODERN_DECK.replace(`1 ${name}\n`, ''), name);
      assert.equal(apply(MODERN_DECK, actions[2].edit, uri), `${MODERN_DECK.replace(`1 ${name}\n`, '')}\nMaybeboard\n1 ${name}\n`, name);
    }
  });
});

test('Restricted Mode: no "Update Card Data" fix, which could only fail until the workspace is trusted; the edits stay', { skip }, async () => {
  const s = await startServer({ env: { DECKLIST_CARDS: '' }, initializationOptions: { decklistExtension: true, untrusted: true } });
  try {
    const uri = s.open('restricted.edh', MODERN_DECK);
    const d = await s.diagnosticsFor(uri, 1);
    const esper = d.find((x) => x.code === 'unknown-card' && lineText(MODERN_DECK, x) === 'Esper Sentinel')!;
    assert.deepEqual((await quickFixes(s, uri, esper)).map((a) => a.title), ['Remove Esper Sentinel from the deck', 'Move Esper Sentinel to the Maybeboard']);
    const misspelt = d.find((x) => x.code === 'unknown-card' && lineText(MODERN_DECK, x) === 'Sol Rnig')!;
    assert.deepEqual((await quickFixes(s, uri, misspelt)).map((a) => a.title), ['Change to "Sol Ring"']);
  } finally {
    await s.stop();
  }
});

test('an editor other than ours is offered no command it does not have', { skip }, async () => {
  const s = await startServer({ env: { DECKLIST_CARDS: '' }, initializationOptions: undefined });
  try {
    const text = '// format: legacy\n4 Esper Sentinel\n56 Island\n';
    const uri = s.open('other-editor.txt', text);
    const unknown = (await s.diagnosticsFor(uri, 1)).find((x) => x.code === 'unknown-card')!;
    const actions = await quickFixes(s, uri, unknown);
    assert.deepEqual(actions.map((a) => a.title), ['Remove Esper Sentinel from the deck', 'Move Esper Sentinel to the Maybeboard']);
    assert.ok(actions.every((a) => a.command === undefined));
  } finally {
    await s.stop();
  }
});

describe('with current card data', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer({ initializationOptions: { decklistExtension: true } });
  });
  after(async () => {
    await s?.stop();
  });

  test('1 《稲妻/Lightning Bolt》 + 4 稲妻 in a 4-of format: 稲妻 is Lightning Bolt; the fix lowers it to 3, it does not delete the line', async () => {
    const text = '// format: legacy\n1 《稲妻/Lightning Bolt》\n4 稲妻\n55 Mountain\n';
    const uri = s.open('inazuma.txt', text);
    const d = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(d.map((x) => [x.code, x.range.start.line]), [['copy-limit', 2]]);
    const actions = await quickFixes(s, uri, d[0]);
    assert.deepEqual(actions.map((a) => [a.title, !!a.isPreferred]), [['Set the quantity of 《稲妻》 to 3', true]]);
    assert.equal(apply(text, actions[0].edit, uri), '// format: legacy\n1 《稲妻/Lightning Bolt》\n3 稲妻\n55 Mountain\n');
  });

  test('1 Counterspel with Counterspell already in a singleton deck: deleting the line is preferred, the rename is not, fix-all does neither', async () => {
    const text = '// format: commander\nCommander\n1 Phelddagrif\n\nDeck\n1 Counterspell\n1 Counterspel\n33 Forest\n32 Island\n32 Plains\n';
    const uri = s.open('counterspel.edh', text);
    const unknown = (await s.diagnosticsFor(uri, 1)).find((x) => x.code === 'unknown-card')!;
    const actions = await quickFixes(s, uri, unknown);
    assert.deepEqual(actions.map((a) => [a.title, !!a.isPreferred]), [
      ['Delete this line: Counterspell is already in the deck (line 6)', true],
      ['Change to "Counterspell"', false],
    ]);
    assert.equal(apply(text, actions[0].edit, uri), text.replace('1 Counterspel\n', ''));
    assert.deepEqual(await fixAllActions(s, uri), [], 'fix-all deletes no line: Delete or Change is the player\'s choice');
  });

  test('"fix all of this kind" titles say what they do', async () => {
    const text = '// format: commander\nCommander\n1 Phelddagrif\n\nDeck\n1 Goblin Piker\n1 Lightning Bolt\n1 Counterspel\n1 Sol Rnig\n32 Forest\n31 Island\n31 Plains\n';
    const uri = s.open('kinds.edh', text);
    const d = await s.diagnosticsFor(uri, 1);
    const piker = await quickFixes(s, uri, d.find((x) => x.code === 'color-identity')!);
    assert.deepEqual(piker.map((a) => a.title), [
      'Remove Goblin Piker from the deck',
      'Move Goblin Piker to the Maybeboard',
      "Remove all 2 cards outside the commander's colors",
      "Move all 2 cards outside the commander's colors to the Maybeboard",
    ]);
    assert.equal(apply(text, piker[2].edit, uri), text.replace('1 Goblin Piker\n1 Lightning Bolt\n', ''));
    const spel = await quickFixes(s, uri, d.find((x) => x.code === 'unknown-card')!);
    assert.deepEqual(spel.map((a) => a.title), ['Change to "Counterspell"', 'Fix all 2 misspelt card names']);
    assert.equal(apply(text, spel[1].edit, uri), text.replace('Counterspel\n', 'Counterspell\n').replace('Sol Rnig', 'Sol Ring'));
  });
});
