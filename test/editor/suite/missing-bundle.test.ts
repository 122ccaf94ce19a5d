/// <reference types="mocha" />
// A broken install: the extension's l10n/bundle.l10n.ja.json is missing and decklist.locale is
// "ja" from the start. The extension still activates, the server still checks, and both speak
// English (each says why in the Decklist log). Runs in the second pass of `npm run test:editor`
// (test/editor/run.mjs --without-japanese-bundle), which removes the file from a copy of the
// extension; with the bundle in place there is nothing to test here.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, EXTENSION_ID, extensionApi, openDeck, waitFor, waitForDiagnostics } from './helpers';

const JAPANESE_TEXT = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('an installed extension without its Japanese bundle', () => {
  before(function () {
    if (process.env.DECKLIST_EDITOR_WITHOUT_JA_BUNDLE === '1') return;
    console.log('      (skipped: runs in the second pass of npm run test:editor, --without-japanese-bundle)');
    this.skip();
  });
  after(closeAllEditors);

  it('activates with decklist.locale "ja" and speaks English: the checks and the status bar', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, 'the extension under test is loaded');
    assert.equal(fs.existsSync(path.join(ext.extensionPath, 'l10n', 'bundle.l10n.ja.json')), false, 'the runner removed the Japanese bundle');
    assert.equal(vscode.workspace.getConfiguration('decklist').get('locale'), 'ja', 'the runner set decklist.locale before activation');

    const editor = await openDeck('azusa.edh');
    await waitFor('activation', () => (ext.isActive ? true : undefined));
    const api = await extensionApi();
    await waitFor('the language server to run', () => (api.isRunning() ? true : undefined));
    // An unknown name is held back (a 'checking' hint) until its spelling suggestions are found: wait for its final words.
    const diagnostics = await waitForDiagnostics(editor.document.uri, (d) => d.some((x) => codeOf(x) === 'color-identity') && d.some((x) => codeOf(x) === 'unknown-card'));
    assert.deepEqual([...new Set(diagnostics.map(codeOf))].sort(), ['color-identity', 'singleton', 'unknown-card']);
    for (const d of diagnostics) assert.doesNotMatch(d.message, JAPANESE_TEXT, `English (the deck's names are English): ${d.message}`);
    const tooltip = await waitFor('the status bar', () => {
      const t = api.statusBar().tooltip;
      return /Click to select the format/.test(t) ? t : undefined;
    });
    assert.doesNotMatch(tooltip, /クリック/);
  });
});
