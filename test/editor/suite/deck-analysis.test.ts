/// <reference types="mocha" />
// Issue 20 in the editor: the statistics view's Mana, Odds, Sample hand and Price; Compare With…;
// draw odds on hover; the mana-sources diagnostic.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { CANONICAL_LIST_REQUEST, SAMPLE_HAND_REQUEST } from '../../../server/src/lsp/protocol';
import { closeAllEditors, codeOf, extensionApi, openDeck, skipUnlessServerHandles, untitledDeck, waitFor, waitForDiagnostics } from './helpers';

describe('deck analysis', () => {
  afterEach(closeAllEditors);

  it('the statistics view shows Mana, Odds and a Sample hand whose buttons deal, mulligan and draw', async function () {
    await skipUnlessServerHandles(this, SAMPLE_HAND_REQUEST, { uri: 'file:///not-open.dek', seed: 1, mulligans: 0, draws: 0 });
    const api = await extensionApi();
    const editor = await openDeck('burn.dek');
    await waitForDiagnostics(editor.document.uri, () => true);
    assert.equal(await vscode.commands.executeCommand('decklist.showStatistics', editor.document.uri), true);
    const first = await waitFor('the statistics with a hand', () => {
      const s = api.statistics();
      return s.renders >= 1 && s.shown === 'statistics' && s.hand ? s : undefined;
    });
    for (const section of ['Mana', 'Odds', 'Sample hand']) assert.match(first.body, new RegExp(`<h2>${section}</h2>`), section);
    assert.match(first.body, /Red<\/td><td class="num">\d+ sources/, 'a row of sources for red');
    assert.match(first.body, /<button data-hand="new">New hand<\/button><button data-hand="mulligan">Mulligan<\/button><button data-hand="draw">Draw<\/button>/);
    // A price section only with prices in the card data, and then with its date.
    if (first.body.includes('<h2>Price</h2>')) assert.match(first.body, /Prices of \d{4}-\d{2}-\d{2}/);
    assert.equal(first.hand!.hand.length, 7);
    assert.equal(first.hand!.library, 53);

    const mulligan = (await api.statisticsHand('mulligan'))!;
    assert.equal(mulligan.mulligans, 1);
    assert.equal(mulligan.hand.length, 6);
    assert.equal(mulligan.bottom.length, 1);
    const drawn = (await api.statisticsHand('draw'))!;
    assert.equal(drawn.drawn.length, 1);
    assert.equal(drawn.seed, mulligan.seed, 'Draw keeps the hand');
    assert.match(api.statistics().body, /<h3>Drawn<\/h3>/);
    const fresh = (await api.statisticsHand('new'))!;
    assert.equal(fresh.mulligans, 0);
    assert.equal(fresh.hand.length, 7);

    // Another deck gets a seed of its own (every deck used to get the same one); back to burn, its hand again.
    const azusa = await openDeck('azusa.edh');
    await waitForDiagnostics(azusa.document.uri, () => true);
    assert.equal(await vscode.commands.executeCommand('decklist.showStatistics', azusa.document.uri), true);
    const other = await waitFor('the statistics of azusa.edh with a hand', () => {
      const s = api.statistics();
      return s.uri === azusa.document.uri.toString() && s.shown === 'statistics' && s.hand && s.hand.library !== 53 ? s.hand : undefined;
    });
    assert.notEqual(other.seed, fresh.seed);
    assert.equal(await vscode.commands.executeCommand('decklist.showStatistics', editor.document.uri), true);
    const back = await waitFor('the statistics of burn.dek again', () => {
      const s = api.statistics();
      return s.uri === editor.document.uri.toString() && s.hand?.library === 53 ? s.hand : undefined;
    });
    assert.deepEqual({ seed: back.seed, mulligans: back.mulligans }, { seed: fresh.seed, mulligans: 0 });
  });

  it('Compare With… opens the diff editor on the two canonical lists: re-spelt and moved lines are no change', async function () {
    await skipUnlessServerHandles(this, CANONICAL_LIST_REQUEST, { uri: 'file:///not-open.dek' });
    const burn = await openDeck('burn.dek');
    await waitForDiagnostics(burn.document.uri, () => true);
    // The same deck as plain text, lower-cased and reordered, with one Lightning Bolt moved to the sideboard.
    const other = await untitledDeck(
      [
        '12 mountain',
        '3 lightning bolt',
        '4 Goblin Guide',
        '4 Monastery Swiftspear',
        '4 Lava Spike',
        '4 Rift Bolt',
        '4 Fireblast',
        '4 Searing Blaze',
        '4 Lightning Helix',
        '4 Boros Charm',
        '4 Eidolon of the Great Revel',
        '4 Inspiring Vantage',
        '4 Sacred Foundry',
        '',
        'Sideboard',
        '1 Lightning Bolt',
        '2 Smash to Smithereens',
        '3 Path to Exile',
        '4 Kor Firewalker',
      ].join('\n'),
    );
    const result = await vscode.commands.executeCommand<{ left: vscode.Uri; right: vscode.Uri }>('decklist.compareWith', burn.document.uri, other.document.uri);
    assert.ok(result, 'the command returns the two lists');
    const tab = await waitFor('the diff editor', () =>
      vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputTextDiff && t.input.modified.toString() === result.right.toString()),
    );
    assert.equal((tab.input as vscode.TabInputTextDiff).original.toString(), result.left.toString());
    const left = (await vscode.workspace.openTextDocument(result.left)).getText().split('\n');
    const right = (await vscode.workspace.openTextDocument(result.right)).getText().split('\n');
    assert.ok(left.includes('3 Lightning Bolt') && left.includes('12 Mountain'), 'names resolved and cased by the card data');
    assert.ok(right.includes('4 Lightning Bolt'));
    assert.deepEqual(left.filter((l) => !right.includes(l)), ['3 Lightning Bolt', '1 Lightning Bolt'], 'only the Lightning Bolt lines differ');
    assert.deepEqual(right.filter((l) => !left.includes(l)), ['4 Lightning Bolt']);
    assert.ok(left.indexOf('Sideboard') > 0 && left[left.indexOf('Sideboard') + 2] === '1 Lightning Bolt', 'sorted within the sideboard');
    // The canonical lists are decklist documents the server does not check: no spinner waits for them.
    const api = await extensionApi();
    await waitFor('the canonical list in the active editor', () => (vscode.window.activeTextEditor?.document.uri.toString() === result.right.toString() ? true : undefined));
    assert.equal(vscode.window.activeTextEditor!.document.languageId, 'decklist');
    const status = await waitFor('the status item to hide', () => (api.statusBar().visible ? undefined : api.statusBar()), 5_000);
    assert.equal(status.visible, false, status.text);
  });

  it("a card's hover shows its draw odds", async () => {
    const editor = await untitledDeck('// format: modern\n4 Lightning Bolt\n56 Mountain\n');
    await waitForDiagnostics(editor.document.uri, () => true);
    const hovers = await waitFor('a hover with draw odds', async () => {
      const h = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', editor.document.uri, new vscode.Position(1, 5));
      const text = h.flatMap((x) => x.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
      return text.includes('Draw odds') ? text : undefined;
    });
    assert.match(hovers, /4 copies in 60 cards/);
    assert.match(hovers, /opening hand/);
  });

  it('the mana-sources diagnostic is an information on the format: line', async () => {
    const editor = await untitledDeck('// format: modern\n4 Counterspell\n14 Island\n42 Mountain\n');
    const d = await waitForDiagnostics(editor.document.uri, (all) => all.some((x) => codeOf(x) === 'mana-sources'));
    const note = d.find((x) => codeOf(x) === 'mana-sources')!;
    assert.equal(note.severity, vscode.DiagnosticSeverity.Information);
    assert.equal(note.range.start.line, 0);
    assert.match(note.message, /^Blue: 14 sources; Karsten's table asks for 21 to cast \{U\}\{U\} on turn 2/);
  });
});
