/// <reference types="mocha" />
// Update Card Data on the web: the server in its worker downloads from a stand-in for Scryfall,
// static files beside the suite (test/web/fixtures.ts) given to the client by
// useDownloadEndpoints() (the web's DECKLIST_SCRYFALL_API) and taken at the next server start.
// A failed download is shown as on the desktop (test/editor/suite/update-card-data.test.ts): ⚠
// after the card data date in the status bar, the reason in its tooltip. A download is kept for
// the next session: a new server worker checks with it.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { closeAllEditors, codeOf, openDeck, untitledDeck, waitFor } from '../../editor/suite/common';
import { suiteFile, waitForCheck, waitForStatusBar, webApi } from './web';

/** The date of the stand-in's card data, as its bulk-data index gives it. */
async function servedDate(folder: string): Promise<string> {
  const index = (await (await fetch(`${suiteFile(folder)}/bulk-data`)).json()) as { data: { updated_at: string }[] };
  return index.data[0].updated_at.slice(0, 10);
}

async function restartWith(scryfallApi: string): Promise<void> {
  const api = await webApi();
  // Offline: no rules data download (the web worker's rules refresh is tested in test/server/web-worker.test.ts).
  api.useDownloadEndpoints({ scryfallApi, rulesUrl: 'none' });
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
    await waitForCheck(editor.document.uri);
    await waitForStatusBar(api, 'the status bar with the snapshot\'s date', (s) => s.text.includes('2017-01-20'));
    assert.ok(!api.statusBar().text.includes('⚠'), api.statusBar().text);
    await restartWith(suiteFile('fake-scryfall-moved'));
    const result = await vscode.commands.executeCommand<{ updated?: unknown; error?: string }>('decklist.updateCardData');
    assert.match(String(result?.error), /neither "jsonl_download_uri" nor "download_uri"/);
    const status = await waitForStatusBar(api, '⚠ in the status bar', (s) => s.text.includes('⚠'));
    assert.match(status.text, /2017-01-20/, 'still on the snapshot');
    assert.match(status.tooltip, /out of date/);
    assert.match(status.tooltip, /parquet\\?_download\\?_uri/);
    // The command reported it itself: no second message.
    assert.deepStrictEqual(api.updateFailureMessages(), []);
  });

  it('downloads current card data in the worker, keeps it in the extension\'s storage and uses it again after a restart', async () => {
    const api = await webApi();
    const date = await servedDate('fake-scryfall');
    await restartWith(suiteFile('fake-scryfall'));
    const result = await vscode.commands.executeCommand<{ updated?: { date: string; cards: number }; error?: string }>('decklist.updateCardData');
    assert.ok(result?.updated, JSON.stringify(result));
    assert.strictEqual(result.updated.date, date);
    assert.strictEqual(result.updated.cards, RULES_CARDS.length);
    // The downloaded cards have legalities (the snapshot has none: legality-unknown on line 0).
    const codes = (d: vscode.Diagnostic[]) => d.map(codeOf);
    const editor = await openDeck('azusa.edh');
    await waitForCheck(editor.document.uri, (d) => !codes(d).includes('legality-unknown'));
    await waitForStatusBar(api, 'the status bar to show the new date', (s) => s.text.includes(date));
    assert.ok(!api.statusBar().text.includes('⚠'), api.statusBar().text);
    // A new server worker reads what the last one stored. A deck it is the first to see (its
    // diagnostics cannot be the last server's) is checked with the downloaded cards.
    const text = editor.document.getText();
    await closeAllEditors();
    await vscode.commands.executeCommand('decklist.restartServer');
    await waitFor('the server', () => (api.isRunning() ? true : undefined));
    const again = await untitledDeck(text);
    const after = await waitForCheck(again.document.uri);
    assert.ok(!codes(after).includes('legality-unknown'), `the snapshot again after a restart: ${codes(after).join(', ')}`);
    await waitForStatusBar(api, 'the status bar to show the kept data\'s date', (s) => s.text.includes(date));
  });
});
