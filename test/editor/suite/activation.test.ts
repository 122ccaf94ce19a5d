/// <reference types="mocha" />
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, EXTENSION_ID, extensionApi, openDeck, waitFor } from './helpers';

describe('activation', () => {
  after(closeAllEditors);

  it('stays inactive until a decklist is opened', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, 'the extension under test is loaded');
    // The workspace has other files, but nothing activates the extension before a deck is opened.
    assert.equal(ext.isActive, false);
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
