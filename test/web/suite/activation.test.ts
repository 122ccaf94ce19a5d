/// <reference types="mocha" />
// The extension in VS Code's web-worker extension host (vscode.dev, github.dev): it activates on a
// deck, starts its language server in a Worker from its own dist/server-web.js, and checks the deck.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { EXTENSION_ID, closeAllEditors, codeOf, openDeck, waitFor } from '../../editor/suite/common';
import { extensionUri, figures, waitForCheck, webApi, workersCreated } from './web';

describe('activation in the web extension host', () => {
  after(closeAllEditors);

  it('runs in the browser: a web workbench, no Node.js, a workspace reached through workspace.fs only', () => {
    assert.strictEqual(vscode.env.uiKind, vscode.UIKind.Web);
    assert.strictEqual((globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node, undefined, 'Node.js in the extension host');
    assert.strictEqual(typeof (globalThis as { importScripts?: unknown }).importScripts, 'function', 'a web worker');
    assert.strictEqual(vscode.workspace.workspaceFolders?.[0]?.uri.scheme, 'vscode-test-web');
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, 'the extension under test is loaded');
    assert.strictEqual(ext.extensionUri.scheme, 'http', 'loaded from the test server, as vscode.dev loads it');
  });

  it('starts its language server in a Worker from dist/server-web.js when a deck is opened, and checks the deck', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID)!;
    assert.deepStrictEqual(workersCreated, [], 'a Worker before any deck was opened');
    const opened = Date.now();
    const editor = await openDeck('omnath.edh');
    assert.strictEqual(editor.document.languageId, 'decklist');
    // The 100-card deck has one problem on the snapshot (no legalities): its first check, after the
    // notice that only the syntax is checked while the card data loads.
    const diagnostics = await waitForCheck(editor.document.uri);
    figures.coldMs = Date.now() - opened;
    assert.deepStrictEqual(diagnostics.map(codeOf), ['legality-unknown'], diagnostics.map((d) => `${codeOf(d)}: ${d.message}`).join('\n'));
    assert.ok(ext.isActive);
    const api = await webApi();
    await waitFor('the language server to run', () => (api.isRunning() ? true : undefined));
    assert.deepStrictEqual(workersCreated, [vscode.Uri.joinPath(extensionUri(), 'dist', 'server-web.js').toString(true)]);
    assert.strictEqual(api.serverPid(), undefined, 'no server process on the web');
    assert.strictEqual(api.serverKind(), 'web-worker');
  });
});
