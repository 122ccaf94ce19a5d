/// <reference types="mocha" />
// Update Card Data on the web: the server in its worker downloads from a stand-in for Scryfall,
// static files beside the suite (test/web/fixtures.ts) given to the client by
// useDownloadEndpoints() (the web's DECKLIST_SCRYFALL_API) and taken at the next server start.
// A failed download is shown as on the desktop (test/editor/suite/update-card-data.test.ts): ⚠
// after the card data date in the status bar, the reason in its tooltip.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors, openDeck, waitFor, waitForDiagnostics } from '../../editor/suite/common';
import { suiteFile, webApi } from './web';

async function restartWith(scryfallApi: string): Promise<void> {
  const api = await webApi();
  api.useDownloadEndpoints({ scryfallApi });
  // The workspace forbids the network; the user allows it (workspace values win, so lift both).
  const config = vscode.workspace.getConfiguration('decklist');
  await config.update('cardData.allowNetwork', true, vscode.ConfigurationTarget.Global);
  await config.update('cardData.allowNetwork', undefined, vscode.ConfigurationTarget.Workspace);
  await vscode.commands.executeCommand('decklist.restartServer');
  await waitFor('the server', () => (api.isRunning() ? true : undefined));
}

describe('card data on the web', () => {
  after(async () => {
    await vscode.workspace.getConfiguration('decklist').update('cardData.allowNetwork', undefined, vscode.ConfigurationTarget.Global);
    await closeAllEditors();
  });

  it('a failed download is shown: ⚠ after the card data date in the status bar, the reason in its tooltip', async () => {
    const api = await webApi();
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    await waitFor('the status bar with the snapshot\'s date', () => (api.statusBar().text.includes('2017-01-20') ? true : undefined));
    assert.ok(!api.statusBar().text.includes('⚠'), api.statusBar().text);
    await restartWith(suiteFile('fake-scryfall-moved'));
    const result = await vscode.commands.executeCommand<{ updated?: unknown; error?: string }>('decklist.updateCardData');
    assert.match(String(result?.error), /neither "jsonl_download_uri" nor "download_uri"/);
    const status = await waitFor('⚠ in the status bar', () => (api.statusBar().text.includes('⚠') ? api.statusBar() : undefined));
    assert.match(status.text, /2017-01-20/, 'still on the snapshot');
    assert.match(status.tooltip, /out of date/);
    assert.match(status.tooltip, /parquet\\?_download\\?_uri/);
    // The command reported it itself: no second message.
    assert.deepStrictEqual(api.updateFailureMessages(), []);
  });
});
