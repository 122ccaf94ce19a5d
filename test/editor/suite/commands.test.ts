/// <reference types="mocha" />
// Every command of the extension runs and does what it says.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { parseDeck } from '../../../server/src/core/parse';
import { normalizeCardName } from '../../../server/src/core/cards/normalize';
import { CONVERT_DECK_REQUEST, DECK_STATISTICS_REQUEST } from '../../../server/src/lsp/protocol';
import { closeAllEditors, codeOf, extensionApi, openDeck, runAndAccept, skipUnlessServerHandles, untitledDeck, waitFor, waitForDiagnostics, workspaceFile } from './helpers';

/** Copies per section and card name, as parsed (the converted deck must hold the same cards). */
function cardsOf(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of parseDeck(text).entries) {
    const key = `${e.section}: ${normalizeCardName(e.lookupNames[0] ?? e.name)}`;
    out[key] = (out[key] ?? 0) + e.quantity;
  }
  return out;
}

function cardViewTab(): vscode.Tab | undefined {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.includes('decklist.card'));
}

function statisticsTab(): vscode.Tab | undefined {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.includes('decklist.statistics'));
}

describe('commands', () => {
  afterEach(closeAllEditors);

  it('every contributed command is registered', async () => {
    await extensionApi();
    const pkg = vscode.extensions.getExtension('decklist.decklist-language')!.packageJSON as { contributes: { commands: Array<{ command: string }> } };
    const registered = new Set(await vscode.commands.getCommands(true));
    for (const { command } of pkg.contributes.commands) assert.ok(registered.has(command), command);
  });

  it('Select Format writes a // format: line, and replaces it the next time', async () => {
    const editor = await untitledDeck('4 Lightning Bolt\n56 Mountain\n');
    await waitFor('the status bar', async () => ((await extensionApi()).statusBar().text.includes('·') ? true : undefined));
    assert.equal(await vscode.commands.executeCommand('decklist.selectFormat', editor.document.uri, 'modern'), true);
    assert.equal(editor.document.lineAt(0).text, '// format: modern');
    assert.equal(await vscode.commands.executeCommand('decklist.selectFormat', editor.document.uri, 'pauper'), true);
    assert.equal(editor.document.lineAt(0).text, '// format: pauper');
    assert.equal(editor.document.lineCount, 4, 'replaced, not added');
    const api = await extensionApi();
    await waitFor('the status bar to show Pauper', () => (api.statusBar().text.includes('Pauper') ? true : undefined));
  });

  it('Show Deck Statistics opens the view beside the deck and updates it as the deck is edited', async function () {
    await skipUnlessServerHandles(this, DECK_STATISTICS_REQUEST, { uri: 'file:///not-open.dek' });
    const api = await extensionApi();
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    assert.equal(await vscode.commands.executeCommand('decklist.showStatistics'), true);
    await waitFor('the statistics tab', () => statisticsTab());
    const first = await waitFor('the statistics to render', () => (api.statistics().renders >= 1 ? api.statistics() : undefined));
    assert.equal(first.uri, editor.document.uri.toString());
    assert.equal(first.shown, 'statistics');
    await editor.edit((e) => e.insert(new vscode.Position(editor.document.lineCount - 1, 0), '1 Forest\n'));
    await waitFor('the statistics to update', () => (api.statistics().renders > first.renders ? true : undefined));
    // Hidden behind another tab and shown again, the view shows the statistics again.
    const group = vscode.window.tabGroups.all.find((g) => g.tabs.some((t) => t === statisticsTab()))!;
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('notes.txt')), { viewColumn: group.viewColumn, preview: false });
    await waitFor('the view to be hidden', () => (statisticsTab()?.isActive ? undefined : true));
    const hidden = api.statistics().renders;
    await vscode.commands.executeCommand('workbench.action.previousEditorInGroup');
    await waitFor('the view to be shown', () => (statisticsTab()?.isActive ? true : undefined));
    await waitFor('the statistics to be shown again', () => (api.statistics().renders > hidden && api.statistics().shown === 'statistics' ? true : undefined));
  });

  for (const target of ['text', 'arena', 'mtgo'] as const) {
    it(`Convert Deck To… ${target} opens a new untitled deck with the same cards and leaves the file alone`, async function () {
      await skipUnlessServerHandles(this, CONVERT_DECK_REQUEST, { uri: 'file:///not-open.dek', target });
      const editor = await openDeck('burn.dek');
      const before = editor.document.getText();
      await waitForDiagnostics(editor.document.uri, () => true);
      const uri = await vscode.commands.executeCommand<vscode.Uri>('decklist.convert', editor.document.uri, target);
      assert.ok(uri, 'the command returns the new document');
      assert.equal(uri.scheme, 'untitled');
      // Named after the deck and the target (an MTGO file's tab was titled by its first line, "<?xml version=…").
      assert.equal(uri.path, { text: 'burn (Plain text).dec', arena: 'burn (MTG Arena).txt', mtgo: 'burn (MTGO).dek' }[target]);
      const converted = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())!;
      assert.equal(converted.languageId, 'decklist');
      assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), uri.toString());
      assert.deepEqual(cardsOf(converted.getText()), cardsOf(before));
      if (target === 'mtgo') assert.match(converted.getText(), /^<\?xml/);
      if (target === 'arena') assert.match(converted.getText(), /^Deck\n4 Lightning Bolt\n/);
      assert.equal((await vscode.workspace.fs.readFile(workspaceFile('burn.dek'))).toString(), before);
    });
  }

  it('Convert Deck To… a deck with unknown names stops at the warning when cancelled, and converts when told to go on', async function () {
    await skipUnlessServerHandles(this, CONVERT_DECK_REQUEST, { uri: 'file:///not-open.dek', target: 'arena' });
    const editor = await untitledDeck('4 Lightning Bolt\n4 Lightnig Helix\n4 Goblin Gide\n48 Mountain\n');
    await waitForDiagnostics(editor.document.uri, (d) => d.filter((x) => codeOf(x) === 'unknown-card').length === 2);
    const before = vscode.workspace.textDocuments.length;
    assert.equal(await vscode.commands.executeCommand('decklist.convert', editor.document.uri, 'arena', 'cancel'), undefined);
    assert.equal(vscode.workspace.textDocuments.length, before, 'no document opened');
    const uri = await vscode.commands.executeCommand<vscode.Uri>('decklist.convert', editor.document.uri, 'arena', 'continue');
    const converted = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())!;
    assert.equal(converted.getText(), 'Deck\n4 Lightning Bolt\n4 Lightnig Helix\n4 Goblin Gide\n48 Mountain\n');
  });

  it('Copy Deck as Arena Text and as MTGO .dek put the deck on the clipboard (once told to go on past the unknown name)', async function () {
    await skipUnlessServerHandles(this, CONVERT_DECK_REQUEST, { uri: 'file:///not-open.dek', target: 'arena' });
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    await vscode.env.clipboard.writeText('before');
    // "Cultivat" is unknown: cancelled at the warning, nothing is written.
    assert.equal(await vscode.commands.executeCommand<string>('decklist.copyAsArena', undefined, 'cancel'), undefined);
    assert.equal(await vscode.env.clipboard.readText(), 'before');
    const arena = await vscode.commands.executeCommand<string>('decklist.copyAsArena', undefined, 'continue');
    assert.match(arena, /^Commander\n1 Azusa, Lost but Seeking\n\nDeck\n1 Sol Ring\n/);
    assert.equal(await vscode.env.clipboard.readText(), arena);
    const mtgo = await vscode.commands.executeCommand<string>('decklist.copyAsMtgo', undefined, 'continue');
    assert.match(mtgo, /<Cards Quantity="1" Sideboard="true" Name="Azusa, Lost but Seeking" Annotation="16777728" \/>/);
    assert.equal(await vscode.env.clipboard.readText(), mtgo);
    assert.deepEqual(cardsOf(mtgo), cardsOf(arena));
  });

  it('Search Cards finds cards with Scryfall syntax and adds the picked one below the cursor', async () => {
    const editor = await untitledDeck('// format: modern\n4 Lightning Bolt\n');
    await waitFor('the first check', async () => ((await extensionApi()).statusBar().text.includes('Modern') ? true : undefined));
    editor.selection = new vscode.Selection(1, 3, 1, 3);
    assert.equal(await vscode.commands.executeCommand('decklist.searchCards', 'llanowar t:elf', 'Llanowar Elves'), 'Llanowar Elves');
    assert.equal(editor.document.getText(), '// format: modern\n4 Lightning Bolt\n1 Llanowar Elves\n');
  });

  it('Show Rulings says that no rulings are downloaded, and how to get them, instead of opening an empty page', async () => {
    await openDeck('azusa.edh');
    const before = vscode.workspace.textDocuments.length;
    assert.equal(
      await vscode.commands.executeCommand('decklist.showRulings', 'Sol Ring'),
      'Decklist: No rulings are downloaded. Turn on "decklist.cardData.rulings" and run "Decklist: Update Card Data".',
    );
    assert.equal(vscode.workspace.textDocuments.filter((d) => d.languageId === 'markdown').length, 0);
    assert.ok(vscode.workspace.textDocuments.length <= before);
  });

  it('Show Cards With the Same Mana Cost lists the cards with the same cost, judged by the deck\'s format (Commander), as the hover link asks, in a read-only view', async () => {
    await openDeck('azusa.edh');
    const text = await vscode.commands.executeCommand<string>('decklist.showSameCost', 'Bribery');
    assert.match(text, /^Bribery: cards with the same mana cost \(Commander\)\n/);
    assert.doesNotMatch(text, /cast as|declarable|this format/);
    assert.match(text, /^- Force of Will — /m);
    await waitFor('the card view', () => cardViewTab());
    assert.equal(cardViewTab()?.label, 'Bribery: cards with the same mana cost (Commander)');
    assert.deepEqual(vscode.workspace.textDocuments.filter((d) => d.languageId === 'markdown'), [], 'no Markdown document to save');
  });

  it('Show Cards With the Same Mana Cost… prefills the card under the cursor', async () => {
    const api = await extensionApi();
    const editor = await untitledDeck('// format: legacy\n4 Counterspell\n4 Brainstorm\n');
    await waitFor('the first check', () => (api.statusBar().text.includes('Legacy') ? true : undefined));
    editor.selection = new vscode.Selection(1, 5, 1, 5);
    // Enter accepts the box as prefilled.
    const text = await runAndAccept<string>('decklist.showSameCost');
    assert.match(text ?? '', /^Counterspell: cards with the same mana cost \(Legacy\)\n/);
  });

  it('Show Cards With the Same Mana Cost in a Mental Legacy deck says what the card can be cast as there', async () => {
    const api = await extensionApi();
    await untitledDeck('// format: mental-legacy\n4 Counterspell\n');
    await waitFor('the first check', () => (api.statusBar().text.includes('Mental Legacy') ? true : undefined));
    const text = await vscode.commands.executeCommand<string>('decklist.showSameCost', 'Counterspell');
    assert.match(text, /^Counterspell: cast as another card in Mental Legacy\n/);
  });

  it('Update Card Data says clearly that downloads are turned off (the test settings forbid the network)', async () => {
    await openDeck('azusa.edh');
    const result = await vscode.commands.executeCommand<{ error?: string }>('decklist.updateCardData');
    assert.ok(result?.error, JSON.stringify(result));
    assert.match(result.error, /turned off|allowNetwork/);
  });

  it('Restart Language Server and Show Language Server Log run; the deck is checked again after the restart', async () => {
    const api = await extensionApi();
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    const pid = api.serverPid();
    assert.equal(await vscode.commands.executeCommand('decklist.restartServer'), true);
    await waitFor('a new server', () => (api.isRunning() && api.serverPid() !== pid ? true : undefined));
    await vscode.commands.executeCommand('decklist.showOutput');
    await editor.edit((e) => e.insert(new vscode.Position(8, 0), '1 Lightning Bolt\n'));
    await waitForDiagnostics(editor.document.uri, (d) => d.filter((x) => codeOf(x) === 'color-identity').length === 2);
  });
});
