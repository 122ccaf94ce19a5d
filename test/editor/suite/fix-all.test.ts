/// <reference types="mocha" />
// Fix-all in VS Code (issue 41): on save with `editor.codeActionsOnSave`, it writes names and keeps
// every line; the light bulb lists the line's own fixes before it; its message of what it changed
// is a server command the language client registered.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, waitFor, waitForDiagnostics, workspaceFile } from './helpers';

/** A 100-card deck (offline snapshot): a misspelt line of a card already in it, and a name in lower case. */
const DECK = 'Commander\n1 Phelddagrif\n\nDeck\n1 Counterspell\n1 Counterspel\n1 lightning bolt\n32 Forest\n32 Island\n31 Plains\n';

describe('fix-all', () => {
  afterEach(closeAllEditors);

  it('on save: the name written right, the Counterspel line kept (a choice), no line lost; the line\'s fixes come before it', async () => {
    const uri = workspaceFile('fix-all-on-save.edh');
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(DECK));
    const config = vscode.workspace.getConfiguration('editor', { languageId: 'decklist' });
    await config.update('codeActionsOnSave', { 'source.fixAll.decklist': 'explicit' }, vscode.ConfigurationTarget.Workspace, true);
    try {
      const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: false });
      const diagnostics = await waitForDiagnostics(uri, (d) => d.some((x) => codeOf(x) === 'unknown-card'));
      const line = 5;
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, new vscode.Range(line, 3, line, 3));
      const titles = actions.map((a) => a.title);
      const fixAll = titles.indexOf('Fix all safe problems in this deck');
      assert.ok(fixAll > 0, titles.join(' | '));
      assert.ok(titles.slice(0, fixAll).some((t) => /Counterspell/.test(t)), titles.join(' | '));
      assert.ok(diagnostics.length > 0);
      assert.ok((await vscode.commands.getCommands(true)).includes('decklist.fixAllApplied'), 'the language client registered the server\'s command');

      // The player adds a blank line at the end and saves.
      assert.ok(await editor.edit((b) => b.insert(new vscode.Position(editor.document.lineCount - 1, 0), '\n')));
      await vscode.commands.executeCommand('workbench.action.files.save');
      const expected = `${DECK.replace('1 lightning bolt', '1 Lightning Bolt')}\n`;
      await waitFor('fix-all on save', () => (editor.document.getText() === expected ? true : undefined), 15_000).catch(() => assert.equal(editor.document.getText(), expected));
      assert.equal(editor.document.lineCount, DECK.split('\n').length + 1);
    } finally {
      await config.update('codeActionsOnSave', undefined, vscode.ConfigurationTarget.Workspace, true);
      await vscode.workspace.fs.delete(uri);
    }
  });
});
