/// <reference types="mocha" />
// A deck is checked as it is opened and edited: diagnostics, hover, completion, quick fixes and
// the status bar, all through the VS Code API (what a user sees, without pixels).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { untitledDeck, closeAllEditors, codeOf, extensionApi, hoverText, openDeck, positionOf, rangeText, waitFor, waitForDiagnostics, workspaceFile } from './helpers';

/** The three mistakes in azusa.edh, where the CLI reports them. */
const AZUSA_PROBLEMS = ['color-identity 8:2-8:16', 'singleton 9:2-9:16', 'unknown-card 10:2-10:10'];

const problems = (d: vscode.Diagnostic[]) => d.map((x) => `${codeOf(x)} ${rangeText(x.range)}`).sort();

describe('checking a deck', () => {
  afterEach(closeAllEditors);

  it('reports each problem with its code on the card name, and none that the severity setting turns off', async () => {
    const editor = await openDeck('azusa.edh');
    const diagnostics = await waitForDiagnostics(editor.document.uri, (d) => d.length >= AZUSA_PROBLEMS.length);
    assert.deepEqual(problems(diagnostics), AZUSA_PROBLEMS);
    for (const d of diagnostics) assert.equal(d.severity, vscode.DiagnosticSeverity.Error, codeOf(d));
    // .vscode/settings.json turns legality-unknown off; the snapshot has no legalities, so it would be there.
    assert.ok(!diagnostics.some((d) => codeOf(d) === 'legality-unknown'));
    const bolt = diagnostics.find((d) => codeOf(d) === 'color-identity')!;
    assert.match(bolt.message, /Lightning Bolt.*red/);
  });

  it('checks again as the deck is edited', async () => {
    const editor = await untitledDeck('// format: modern\n4 Lightning Bolt\n56 Mountain\n');
    await waitFor('the first check', async () => ((await extensionApi()).statusBar().text.includes('Modern') ? true : undefined));
    assert.deepEqual(vscode.languages.getDiagnostics(editor.document.uri), []);
    await editor.edit((e) => e.insert(new vscode.Position(1, 0), '1 Lightning Bolt\n'));
    const d = await waitForDiagnostics(editor.document.uri, (x) => x.some((y) => codeOf(y) === 'copy-limit'));
    assert.match(d.find((y) => codeOf(y) === 'copy-limit')!.message, /5 copies|Lightning Bolt/);
  });

  it('shows the Oracle text on hover', async () => {
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', editor.document.uri, positionOf(editor.document, 'Sol Ring', 2));
    const text = hoverText(hovers);
    assert.match(text, /Sol Ring/);
    assert.match(text, /Add \{C\}\{C\}/);
  });

  it('completes card names', async () => {
    const editor = await untitledDeck('// format: modern\n4 Llanow');
    const at = new vscode.Position(1, 9);
    const list = await waitFor('completion items', async () => {
      const l = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', editor.document.uri, at);
      return l.items.length ? l : undefined;
    });
    const labels = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    assert.ok(labels.includes('Llanowar Elves'), labels.slice(0, 20).join(', '));
  });

  it('a quick fix, applied, clears its diagnostic; on the offline snapshot "Update Card Data" is offered first', async () => {
    const original = (await vscode.workspace.openTextDocument(workspaceFile('azusa.edh'))).getText();
    const editor = await untitledDeck(original);
    const uri = editor.document.uri;
    const diagnostics = await waitForDiagnostics(uri, (d) => d.some((x) => codeOf(x) === 'unknown-card'));
    const unknown = diagnostics.find((x) => codeOf(x) === 'unknown-card')!;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, unknown.range, vscode.CodeActionKind.QuickFix.value);
    // The extension tells the server it is the extension: the server may offer its commands. (VS
    // Code puts the preferred fix first.)
    assert.deepEqual(
      actions.map((a) => [a.title, a.command?.command ?? '', !!a.isPreferred]),
      [['Change to "Cultivate"', '', true], ['Update Card Data', 'decklist.updateCardData', false]],
    );
    const fix = actions[0];
    assert.ok(fix?.edit, `a fix to Cultivate among: ${actions.map((a) => a.title).join(' | ')}`);
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.equal(editor.document.lineAt(10).text, '1 Cultivate');
    const after = await waitForDiagnostics(uri, (d) => !d.some((x) => codeOf(x) === 'unknown-card') && d.length > 0);
    assert.deepEqual(problems(after), AZUSA_PROBLEMS.filter((p) => !p.startsWith('unknown-card')));
  });

  it('the status bar shows the format, the card count, the problems and the card data date', async () => {
    const api = await extensionApi();
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    const status = await waitFor('the status bar', () => {
      const s = api.statusBar();
      return s.visible && s.text.includes('Commander') ? s : undefined;
    });
    assert.match(status.text, /99 \+ 1/);
    assert.match(status.text, /\$\(error\) 3/);
    assert.match(status.text, /2017-01-20/);
    assert.equal(status.command, 'decklist.selectFormat');
    assert.match(status.tooltip, /Azusa, Lost but Seeking/);
    // Hidden for other files.
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'hello' }));
    await waitFor('the status bar to hide', () => (api.statusBar().visible ? undefined : true));
  });

  it('a deck of 101 cards says how many too many; a screen reader hears the status in plain words', async () => {
    const api = await extensionApi();
    const editor = await untitledDeck('// format: commander\nCommander\n1 Azusa, Lost but Seeking\nDeck\n100 Forest\n');
    await waitForDiagnostics(editor.document.uri, (d) => d.some((x) => codeOf(x) === 'deck-size'));
    const status = await waitFor('the status bar of the deck', () => {
      const s = api.statusBar();
      return s.visible && s.text.includes('Commander') && s.text.includes('$(database)') ? s : undefined;
    });
    assert.equal(status.text, '$(checklist) Commander · 101 / 100 (1 too many) · $(error) 1 · $(database) 2017-01-20');
    assert.equal(status.accessibilityLabel, 'Decklist, Commander, 101 / 100 (1 too many), 1 error, card data of 2017-01-20');
  });
});
