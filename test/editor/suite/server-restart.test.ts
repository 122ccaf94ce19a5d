/// <reference types="mocha" />
// A server that crashes is restarted (up to a limit, tested in test/unit/client) and the deck is
// checked again; the editor stays usable.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, extensionApi, openDeck, waitFor, waitForDiagnostics } from './helpers';

describe('a crashing server', () => {
  afterEach(closeAllEditors);

  it('is restarted, and the deck is checked again', async () => {
    const api = await extensionApi();
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    const pid = api.serverPid();
    assert.ok(pid, 'the server process is known');
    process.kill(pid, 'SIGKILL');
    await waitFor('a restarted server', () => (api.isRunning() && api.serverPid() !== undefined && api.serverPid() !== pid ? true : undefined));
    await editor.edit((e) => e.replace(editor.document.lineAt(10).range, '1 Cultivate'));
    // Until the new server has loaded the card data it says so (code card-data); then the check.
    // The new server may first publish the text it was opened with (still "Cultvate"): wait for
    // the check of the edited line.
    const d = await waitForDiagnostics(editor.document.uri, (x) => x.some((y) => codeOf(y) === 'color-identity') && !x.some((y) => y.range.start.line === 10));
    assert.deepEqual(d.map(codeOf).sort(), ['color-identity', 'singleton'], editor.document.getText());
  });
});
