/// <reference types="mocha" />
// Starting and pasting a deck (issue 29): New Deck…, paste detection, Save As's extension.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, extensionApi, runAndAccept, untitledDeck, waitFor, workspaceFile } from './helpers';

const ARENA = 'Deck\n4 Lightning Bolt (M11) 149\n4 Monastery Swiftspear (KTK) 118\n20 Mountain (ZNR) 278\n\nSideboard\n2 Smash to Smithereens (ORI) 163\n';
const MTGO_XML =
  '<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <NetDeckID>0</NetDeckID>\n  <PreconstructedDeckID>0</PreconstructedDeckID>\n  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n  <Cards CatID="2" Quantity="20" Sideboard="false" Name="Mountain" />\n</Deck>\n';

const documentAt = (uri: vscode.Uri) => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());

/** An untitled Plain Text document, as Ctrl+N opens it, with `text` pasted into it. */
async function pasteIntoUntitled(text: string): Promise<vscode.Uri> {
  const doc = await vscode.workspace.openTextDocument({ language: 'plaintext' });
  const editor = await vscode.window.showTextDocument(doc, { preview: false });
  assert.ok(await editor.edit((b) => b.insert(new vscode.Position(0, 0), text)));
  return doc.uri;
}

describe('starting and pasting a deck', () => {
  afterEach(closeAllEditors);

  it('New Deck… opens an untitled Commander deck with its skeleton, the commander placeholder selected; Tab after it goes to the Deck section', async () => {
    await extensionApi();
    const uri = await vscode.commands.executeCommand<vscode.Uri>('decklist.newDeck', 'commander');
    assert.ok(uri, 'a deck opened');
    assert.equal(uri.scheme, 'untitled');
    assert.match(uri.path, /\.edh$/);
    const editor = vscode.window.activeTextEditor!;
    assert.equal(editor.document.uri.toString(), uri.toString());
    assert.equal(editor.document.languageId, 'decklist');
    assert.equal(editor.document.getText(), '// format: commander\n\nCommander\n1 commander name\n\nCompanion\n\nDeck\n\n\nMaybeboard\n');
    assert.equal(editor.document.getText(editor.selection), 'commander name');
    const api = await extensionApi();
    await waitFor('the status bar to show Commander', () => (api.statusBar().text.includes('Commander') ? true : undefined));
    // Type the commander, Tab, type a card: it lands in the Deck section, not in the empty Companion section.
    await vscode.commands.executeCommand('type', { text: 'Krenko, Mob Boss' });
    await vscode.commands.executeCommand('jumpToNextSnippetPlaceholder');
    await vscode.commands.executeCommand('type', { text: '1 Sol Ring' });
    assert.equal(editor.document.getText(), '// format: commander\n\nCommander\n1 Krenko, Mob Boss\n\nCompanion\n\nDeck\n1 Sol Ring\n\nMaybeboard\n');
  });

  it('New Deck… of a 60-card format: Companion, Deck and Sideboard, the cursor in the Deck section (no stop in Companion); a second deck gets a name of its own', async () => {
    const first = await vscode.commands.executeCommand<vscode.Uri>('decklist.newDeck', 'modern');
    const second = await vscode.commands.executeCommand<vscode.Uri>('decklist.newDeck', 'modern');
    assert.notEqual(first.toString(), second.toString());
    const editor = vscode.window.activeTextEditor!;
    assert.equal(editor.document.getText(), '// format: modern\n\nCompanion\n\nDeck\n\n\nSideboard\n');
    // No tab stop in the empty Companion section: the cursor starts in the Deck section.
    assert.equal(editor.selection.active.line, 5);
  });

  it('a decklist pasted into an untitled Plain Text document becomes a deck once; Undo puts it back for good', async () => {
    await extensionApi();
    const uri = await pasteIntoUntitled(ARENA);
    await waitFor('the pasted text to become a deck', () => (documentAt(uri)?.languageId === 'decklist' ? true : undefined));
    assert.equal(await vscode.commands.executeCommand('decklist.undoPasteDetection', uri), true);
    await waitFor('Plain Text again', () => (documentAt(uri)?.languageId === 'plaintext' ? true : undefined));
    const editor = await vscode.window.showTextDocument(documentAt(uri)!, { preview: false });
    assert.ok(await editor.edit((b) => b.insert(new vscode.Position(editor.document.lineCount - 1, 0), '1 Shock (M19) 156\n2 Lava Spike (CHK) 178\n')));
    // A later paste that is switched proves the earlier document's change was seen and left alone.
    const later = await pasteIntoUntitled(ARENA);
    await waitFor('the later paste to become a deck', () => (documentAt(later)?.languageId === 'decklist' ? true : undefined));
    assert.equal(documentAt(uri)?.languageId, 'plaintext', 'switched once only');
  });

  it('prose and a shopping list pasted into an untitled document, and a decklist pasted into a .txt file the user opened, stay Plain Text', async () => {
    await extensionApi();
    const prose = await pasteIntoUntitled('Dear team,\nthe meeting moved to 3 pm.\nRegards\n');
    const shopping = await pasteIntoUntitled('2 eggs\n1 milk\n3 apples\n1 bread\n');
    const file = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('notes.txt')), { preview: false });
    assert.equal(file.document.languageId, 'plaintext');
    assert.ok(await file.edit((b) => b.insert(new vscode.Position(0, 0), ARENA)));
    const control = await pasteIntoUntitled(ARENA);
    await waitFor('the control paste to become a deck', () => (documentAt(control)?.languageId === 'decklist' ? true : undefined));
    assert.equal(documentAt(prose)?.languageId, 'plaintext');
    assert.equal(documentAt(shopping)?.languageId, 'plaintext', 'no card name in it');
    assert.equal(documentAt(workspaceFile('notes.txt'))?.languageId, 'plaintext');
  });

  it('Search Cards… shows the results as the query is typed (no Enter) and adds the picked card below the cursor', async () => {
    const api = await extensionApi();
    const editor = await untitledDeck('// format: modern\n4 Lightning Bolt\n');
    await waitFor('the first check', () => (api.statusBar().text.includes('Modern') ? true : undefined));
    editor.selection = new vscode.Selection(1, 3, 1, 3);
    // Enter does nothing until the results are there; then it takes the first one.
    const picked = await runAndAccept<string>('decklist.searchCards', { typed: 'llanowar elves' });
    assert.equal(picked, 'Llanowar Elves');
    assert.equal(editor.document.getText(), '// format: modern\n4 Lightning Bolt\n1 Llanowar Elves\n');
  });

  describe('Save Deck As… proposes the extension that fits', () => {
    const folder = () => workspaceFile('saved');
    before(() => vscode.workspace.fs.createDirectory(folder()));
    after(() => vscode.workspace.fs.delete(folder(), { recursive: true }));

    const cases: Array<[string, string, string]> = [
      ['a plain text list', '4 Lightning Bolt\n56 Mountain\n', '.dec'],
      ['an Arena export', ARENA, '.dec'],
      ['an MTGO XML deck', MTGO_XML, '.dek'],
      ['a Commander deck in plain text', 'Commander\n1 Azusa, Lost but Seeking\n\nDeck\n1 Sol Ring\n98 Forest\n', '.edh'],
    ];
    for (const [what, text, extension] of cases) {
      it(`${what}: ${extension}, saved and shown as a deck`, async () => {
        const api = await extensionApi();
        const editor = await untitledDeck(text);
        const uri = editor.document.uri;
        await waitFor('the deck to be checked', () => (api.statusBar().text.includes('·') ? true : undefined));
        const saved = await vscode.commands.executeCommand<vscode.Uri>('decklist.saveAs', uri, folder());
        assert.ok(saved);
        assert.equal(saved.path.slice(saved.path.lastIndexOf('.')), extension);
        assert.equal(new TextDecoder().decode(await vscode.workspace.fs.readFile(saved)), text);
        assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), saved.toString());
        assert.equal(vscode.window.activeTextEditor?.document.languageId, 'decklist');
        assert.equal(documentAt(uri)?.isDirty ?? false, false, 'the untitled deck is closed');
      });
    }
  });
});
