/// <reference types="mocha" />
// The palette commands as a player meets them on vscode.dev: New Deck… in a virtual workspace,
// the pickers while the Welcome walkthrough (the first thing a new web window shows) is open,
// Compare With…'s lists (read, never checked as decks), and Show Rulings' answer on the web.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { compareStart } from '../../../client/src/compare';
import { closeAllEditors, openDeck, waitFor } from '../../editor/suite/common';
import { waitForCheck, waitForStatusBar, webApi } from './web';

/** Runs a command that asks something, without answering: `settled()` says whether it has returned. */
function runAsking<T>(command: string, ...args: unknown[]): { result: Promise<T | undefined>; settled(): boolean } {
  let done = false;
  const result = Promise.resolve(vscode.commands.executeCommand<T>(command, ...args)).finally(() => (done = true));
  return { result, settled: () => done };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const allTabs = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs);

describe('commands on the web', () => {
  afterEach(closeAllEditors);

  it('New Deck… opens an untitled Commander deck with its skeleton in a virtual workspace, checked as a deck', async () => {
    const api = await webApi();
    const uri = await vscode.commands.executeCommand<vscode.Uri>('decklist.newDeck', 'commander');
    assert.ok(uri, 'a deck opened (no "cannot open untitled:New%20Deck.edh")');
    assert.strictEqual(uri.scheme, 'untitled');
    const editor = vscode.window.activeTextEditor!;
    assert.strictEqual(editor.document.uri.toString(), uri.toString());
    assert.strictEqual(editor.document.languageId, 'decklist');
    assert.strictEqual(editor.document.getText(), '// format: commander\n\nCommander\n1 commander name\n\nCompanion\n\nDeck\n\n\nMaybeboard\n');
    assert.strictEqual(editor.document.getText(editor.selection), 'commander name');
    assert.strictEqual(allTabs().find((t) => t.isActive && t.group.isActive)?.label, 'New Deck.edh');
    await waitForStatusBar(api, 'the status bar to show Commander', (s) => s.visible && s.text.includes('Commander'));
  });

  it('with the Welcome walkthrough open, the pickers stay open until the player answers, though the walkthrough takes the focus', async () => {
    const api = await webApi();
    await waitFor('the language server to run', () => (api.isRunning() ? true : undefined));
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', 'SetupWeb');
    await waitFor('the Welcome page', () => allTabs().find((t) => t.isActive && /Welcome/.test(t.label)));
    await pause(1500);
    const rulings = runAsking<string>('decklist.showRulings');
    await pause(1000);
    await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
    await pause(1000);
    assert.strictEqual(rulings.settled(), false, 'the card name box closed when the focus moved');
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    assert.strictEqual(await rulings.result, undefined);

    const newDeck = runAsking<vscode.Uri>('decklist.newDeck');
    await pause(2000);
    // The walkthrough takes the focus for its step a moment after a command runs (the report saw
    // the box close 0.14 s after it opened): the focus moves to the editor group, as it does then.
    await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
    await pause(1000);
    assert.strictEqual(newDeck.settled(), false, 'the format picker closed when the focus moved');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    const uri = await newDeck.result;
    assert.ok(uri, 'the picked format opened a deck');
    assert.match(vscode.window.activeTextEditor!.document.getText(), /^\/\/ format: /);
  });

  it('Show Rulings says rulings are the desktop editor\'s, not to turn on a setting and update', async () => {
    await openDeck('azusa.edh');
    assert.strictEqual(
      await vscode.commands.executeCommand('decklist.showRulings', 'Sol Ring'),
      'Decklist: Scryfall\'s rulings are downloaded in the desktop editor ("decklist.cardData.rulings"), not on the web.',
    );
  });

  it('Compare With… starts on another open deck, names its lists as the files, and checks neither list as a deck', async () => {
    const api = await webApi();
    const other = await openDeck('omnath.edh');
    const deck = await openDeck('azusa.edh');
    await waitForCheck(deck.document.uri);
    // The file box starts on the other open deck, never on the deck itself; with no other deck, in the deck's folder.
    assert.strictEqual(compareStart(deck.document)?.toString(), other.document.uri.toString());
    assert.strictEqual(compareStart(other.document)?.toString(), deck.document.uri.toString());

    const result = await vscode.commands.executeCommand<{ left: vscode.Uri; right: vscode.Uri }>('decklist.compareWith', deck.document.uri, other.document.uri);
    assert.ok(result);
    assert.deepStrictEqual([result.left.path.split('/').pop(), result.right.path.split('/').pop()], ['omnath.edh', 'azusa.edh']);
    const tab = await waitFor('the diff editor', () => allTabs().find((t) => t.input instanceof vscode.TabInputTextDiff && t.input.modified.toString() === result.right.toString()));
    assert.strictEqual(tab.label, 'omnath.edh ↔ azusa.edh (cards)');
    for (const uri of [result.left, result.right]) {
      assert.strictEqual(vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())?.languageId, 'decklist');
    }
    // The lists would be checked in well under this time (the deck's own check takes about a second).
    await pause(4000);
    assert.deepStrictEqual(vscode.languages.getDiagnostics(result.left), [], 'problems of the compared list');
    assert.deepStrictEqual(vscode.languages.getDiagnostics(result.right), [], 'problems of the deck\'s list');
    await waitFor('the canonical list in the active editor', () => (vscode.window.activeTextEditor?.document.uri.toString() === result.right.toString() ? true : undefined));
    const status = await waitFor('the status item to hide', () => (api.statusBar().visible ? undefined : api.statusBar()), 5_000);
    assert.strictEqual(status.visible, false, status.text);

    await closeAllEditors();
    const alone = await openDeck('azusa.edh');
    assert.strictEqual(compareStart(alone.document)?.toString(), 'vscode-test-web://mount/');
  });
});
