/// <reference types="mocha" />
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, EXTENSION_ID, extensionApi, openDeck, waitFor, type DecklistTestApi } from './helpers';

describe('activation', () => {
  after(closeAllEditors);

  it('starts no language server until a decklist is opened', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, 'the extension under test is loaded');
    // A Plain Text document may activate the extension (a pasted deck is recognised), but nothing
    // starts the server before a deck is opened.
    if (ext.isActive) assert.equal((ext.exports as DecklistTestApi).isRunning(), false);
    assert.equal(vscode.workspace.textDocuments.some((d) => d.languageId === 'decklist'), false);
  });

  it('gives .edh, .dek, .dec and .cod files the decklist language and activates on them', async () => {
    for (const name of ['azusa.edh', 'burn.dek', 'kaito.cod', 'mardu.dec']) {
      const editor = await openDeck(name);
      assert.equal(editor.document.languageId, 'decklist', name);
    }
    const ext = vscode.extensions.getExtension(EXTENSION_ID)!;
    await waitFor('activation', () => (ext.isActive ? true : undefined));
    const api = await extensionApi();
    await waitFor('the language server to run', () => (api.isRunning() ? true : undefined));
  });
});
