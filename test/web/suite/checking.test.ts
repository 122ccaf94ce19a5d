/// <reference types="mocha" />
// What a player sees on vscode.dev: diagnostics, hover, completion and a quick fix from the server
// in its worker, and the workspace's decklist.config.json read through workspace.fs.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, hoverText, openDeck, positionOf, rangeText, untitledDeck, waitFor } from '../../editor/suite/common';
import { waitForCheck } from './web';

/** azusa.edh's problems on the snapshot: no legalities (line 0), Lightning Bolt is red, "Cultvate" is no card. */
export const AZUSA_PROBLEMS = ['color-identity 8:2-8:16', 'legality-unknown 0:11-0:20', 'unknown-card 10:2-10:10'];

export const problems = (d: vscode.Diagnostic[]) => d.map((x) => `${codeOf(x)} ${rangeText(x.range)}`).sort();

describe('checking a deck on the web', () => {
  afterEach(closeAllEditors);

  it('a Commander deck: the off-color card and the unknown name, each with its code on its line', async () => {
    const editor = await openDeck('azusa.edh');
    const diagnostics = await waitForCheck(editor.document.uri);
    assert.deepStrictEqual(problems(diagnostics), AZUSA_PROBLEMS);
    const byCode = (code: string) => diagnostics.find((d) => codeOf(d) === code)!;
    assert.strictEqual(byCode('color-identity').severity, vscode.DiagnosticSeverity.Error);
    assert.match(byCode('color-identity').message, /^Lightning Bolt has red \(\{R\}\) in its color identity, outside Azusa, Lost but Seeking's color identity \{G\}/);
    assert.strictEqual(byCode('unknown-card').severity, vscode.DiagnosticSeverity.Error);
    assert.match(byCode('unknown-card').message, /^Unknown card "Cultvate"\./);
    // The advice is the editor's command, not the command line's.
    assert.match(byCode('unknown-card').message, /run "Decklist: Update Card Data"\.$/);
    assert.strictEqual(byCode('legality-unknown').severity, vscode.DiagnosticSeverity.Warning);
  });

  it('a hover shows the card\'s Oracle text', async () => {
    const editor = await openDeck('azusa.edh');
    await waitForCheck(editor.document.uri);
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', editor.document.uri, positionOf(editor.document, 'Sol Ring', 2));
    const text = hoverText(hovers);
    assert.match(text, /Sol Ring/);
    assert.match(text, /\{T\}: Add \{C\}\{C\}/);
  });

  it('completes a card name', async () => {
    const editor = await untitledDeck('// format: modern\n4 Llanow');
    const list = await waitFor('completion items', async () => {
      const l = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', editor.document.uri, new vscode.Position(1, 9));
      return l.items.length ? l : undefined;
    });
    const labels = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    assert.ok(labels.includes('Llanowar Elves'), labels.slice(0, 20).join(', '));
  });

  it('a quick fix, applied, changes exactly the misspelt name and clears its diagnostic', async () => {
    const editor = await openDeck('azusa.edh');
    const original = editor.document.getText();
    const uri = editor.document.uri;
    const unknown = (await waitForCheck(uri, (d) => d.some((x) => codeOf(x) === 'unknown-card'))).find((x) => codeOf(x) === 'unknown-card')!;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, unknown.range, vscode.CodeActionKind.QuickFix.value);
    const fix = actions.find((a) => a.title === 'Change to "Cultivate"');
    assert.ok(fix?.edit, `a fix to Cultivate among: ${actions.map((a) => a.title).join(' | ')}`);
    assert.strictEqual(fix.isPreferred, true);
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.strictEqual(editor.document.getText(), original.replace('\n1 Cultvate\n', '\n1 Cultivate\n'));
    const after = await waitForCheck(uri, (d) => !d.some((x) => codeOf(x) === 'unknown-card'));
    assert.deepStrictEqual(problems(after), AZUSA_PROBLEMS.filter((p) => !p.startsWith('unknown-card')));
  });

  it('the nearest decklist.config.json, read through workspace.fs: its format bans Sol Ring and turns legality-unknown off', async () => {
    const editor = await openDeck('playgroup/azusa.edh');
    // The client sends the config files it reads to the server as the deck opens: the check that
    // has them.
    const diagnostics = await waitForCheck(editor.document.uri, (d) => d.some((x) => codeOf(x) === 'banned'));
    assert.deepStrictEqual(problems(diagnostics), ['banned 6:2-6:10']);
    assert.match(diagnostics[0].message, /^Sol Ring is banned in playgroup \(based on Commander\)/);
  });
});
