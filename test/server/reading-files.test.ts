// Issue 38, classes 7–10, over the protocol: a Forge quest file, Moxfield's MTGO export of a
// Commander deck, a Cockatrice file with a `sideboard` zone, names in other languages, and an
// unmarked partner pair with the quick fix that marks it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { SERVER, applyWorkspaceEdit, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

/** The deck's problems and notes, without the mana analysis' information (Karsten's source counts). */
const brief = (ds: Diagnostic[]) => ds.filter((d) => d.code !== 'mana-sources').map((d) => [d.code, d.range.start.line, d.severity]);

describe('reading files and lists as their tools write them (issue 38)', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(async () => {
    await s?.stop();
  });

  test('a Forge quest opponent file: no line of [duel], [metadata] or [quest] is a card, and the deck has no problem', async () => {
    const text = [
      '[quest]',
      'id=3',
      'Card Reward=1 random rare',
      '[duel]',
      '[metadata]',
      'Name=Counter Magic 2',
      'Description=Draw-go',
      'Deck Type=constructed',
      '[main]',
      '4 Counterspell|M10',
      '56 Island|M12|2',
      '[sideboard]',
      '',
    ].join('\n');
    const uri = s.open('Counter Magic 2.dck', text);
    assert.deepEqual(brief(await s.diagnosticsFor(uri, 1)), []);
  });

  test("Moxfield's MTGO export: the commander last leads, the considered cards are out of the deck", async () => {
    const text = ['1 Kitchen Finks', '1 Sol Ring', '97 Island', 'SIDEBOARD:', '1 Lightning Bolt', '', '1 Phelddagrif', ''].join('\n');
    const uri = s.open('moxfield.txt', text);
    const ds = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(brief(ds), [['commander-inferred', 6, 3]]);
    assert.match(String(ds.find((d) => d.code === 'commander-inferred')!.message), /^Phelddagrif is taken as the commander because it is set apart by a blank line at the end of the list, below the sideboard, as Moxfield's MTGO export writes the commander/);
  });

  test('a Cockatrice file whose sideboard zone is named "sideboard": its 16 cards are a sideboard too big', async () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<cockatrice_deck version="1">',
      '    <zone name="main">',
      '        <card number="4" name="Lightning Bolt"/>',
      '        <card number="56" name="Mountain"/>',
      '    </zone>',
      '    <zone name="sideboard">',
      '        <card number="16" name="Island"/>',
      '    </zone>',
      '</cockatrice_deck>',
      '',
    ].join('\n');
    const uri = s.open('burn.cod', text);
    const ds = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(ds.map((d) => d.code), ['sideboard-size']);
  });

  test('names in other languages: the message says the language and how to download its names', async () => {
    const uri = s.open('korean.txt', '// format: legacy\n4 번개 작렬\n56 Mountain\n');
    const ds = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(
      ds.map((d) => d.message),
      ['Unknown card "번개 작렬". The name looks written in Korean. For card names in that language, set "decklist.languages" to ["Korean"] and run "Decklist: Update Card Data".'],
    );
  });

  test('an unmarked partner pair leads; its quick fix writes the pair on one line, and the deck then has no note', async () => {
    const lines = ['1 Sol Ring', '1 Thrasios, Triton Hero', '1 Counterspell', '1 Tymna the Weaver', '1 Kitchen Finks', '24 Plains', '24 Island', '24 Swamp', '23 Forest', ''];
    const text = lines.join('\n');
    const uri = s.open('pair.txt', text);
    const ds = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(brief(ds), [
      ['commander-inferred', 1, 3],
      ['commander-inferred', 3, 3],
    ]);
    const note = ds.find((d) => d.code === 'commander-inferred')!;
    const actions = (await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: note.range, context: { diagnostics: [note] } })) as CodeAction[];
    const make = actions.filter((a) => a.title.startsWith('Make '));
    assert.deepEqual(make.map((a) => a.title), ['Make Thrasios, Triton Hero and Tymna the Weaver the commanders']);
    const after = applyWorkspaceEdit(text, make[0].edit!, uri);
    assert.equal(after, '// commander: Thrasios, Triton Hero + Tymna the Weaver\n' + text);
    s.replaceAll(uri, 2, after);
    assert.deepEqual(brief(await s.diagnosticsFor(uri, 2)), []);
  });
});
