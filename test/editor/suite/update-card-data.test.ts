/// <reference types="mocha" />
// Update Card Data downloads through the server, reports what it got and re-checks the open
// decks. A local HTTP server stands in for Scryfall (DECKLIST_SCRYFALL_API, passed to the
// language server by a restart). Runs last: afterwards the server uses the downloaded cards.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { FAKE_SCRYFALL_DATE, fakeScryfall, type FakeScryfall } from '../../support/fake-scryfall';
import { closeAllEditors, extensionApi, openDeck, waitFor, waitForDiagnostics } from './helpers';

describe('Update Card Data', () => {
  let scryfall: FakeScryfall;
  let changed: FakeScryfall;

  before(async () => {
    scryfall = await fakeScryfall(false);
    changed = await fakeScryfall(false, { unknownShape: true });
  });

  after(async () => {
    delete process.env.DECKLIST_SCRYFALL_API;
    await vscode.workspace.getConfiguration('decklist').update('cardData.allowNetwork', undefined, vscode.ConfigurationTarget.Global);
    await closeAllEditors();
    await scryfall.close();
    await changed.close();
  });

  it('a failed download is shown: ⚠ after the card data date in the status bar, the reason in its tooltip', async () => {
    const api = await extensionApi();
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    process.env.DECKLIST_SCRYFALL_API = changed.base;
    const config = vscode.workspace.getConfiguration('decklist');
    await config.update('cardData.allowNetwork', true, vscode.ConfigurationTarget.Global);
    await config.update('cardData.allowNetwork', undefined, vscode.ConfigurationTarget.Workspace);
    await vscode.commands.executeCommand('decklist.restartServer');
    await waitFor('the server', () => (api.isRunning() ? true : undefined));
    const result = await vscode.commands.executeCommand<{ updated?: unknown; error?: string }>('decklist.updateCardData');
    assert.match(String(result?.error), /neither "jsonl_download_uri" nor "download_uri"/);
    await waitFor('⚠ in the status bar', () => (api.statusBar().text.includes('⚠') ? true : undefined));
    assert.match(api.statusBar().tooltip, /out of date/);
    assert.match(api.statusBar().tooltip, /parquet\\?_download\\?_uri/);
    // The command reported it itself: no second message.
    assert.deepEqual(api.updateFailureMessages(), []);
  });

  it('downloads the card data, says what it got, and the status bar shows its date', async () => {
    process.env.DECKLIST_SCRYFALL_API = scryfall.base;
    const api = await extensionApi();
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    // The workspace forbids the network; the user allows it (workspace values win, so lift both).
    const config = vscode.workspace.getConfiguration('decklist');
    await config.update('cardData.allowNetwork', true, vscode.ConfigurationTarget.Global);
    await config.update('cardData.allowNetwork', undefined, vscode.ConfigurationTarget.Workspace);
    await vscode.commands.executeCommand('decklist.restartServer');
    await waitFor('the server', () => (api.isRunning() ? true : undefined));
    const result = await vscode.commands.executeCommand<{ updated?: { label: string; date: string; cards: number }; error?: string }>('decklist.updateCardData');
    assert.ok(result?.updated, JSON.stringify(result));
    assert.equal(result.updated.date, FAKE_SCRYFALL_DATE);
    assert.equal(result.updated.cards, RULES_CARDS.length);
    assert.deepEqual(scryfall.requests.slice(0, 2), ['/bulk-data', '/oracle-cards.jsonl.gz']);
    await waitFor('the status bar to show the new date', () => (api.statusBar().text.includes(FAKE_SCRYFALL_DATE) ? true : undefined));
    assert.ok(!api.statusBar().text.includes('⚠'), api.statusBar().text);
  });

  it('a failed update of the data just downloaded says the update failed and the date of the data, not that it is out of date', async () => {
    const api = await extensionApi();
    process.env.DECKLIST_SCRYFALL_API = changed.base;
    await vscode.commands.executeCommand('decklist.restartServer');
    await waitFor('the server', () => (api.isRunning() ? true : undefined));
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    await waitFor('the status bar with the downloaded data', () => (api.statusBar().text.includes(FAKE_SCRYFALL_DATE) ? true : undefined));
    const result = await vscode.commands.executeCommand<{ updated?: unknown; error?: string }>('decklist.updateCardData');
    assert.match(String(result?.error), /neither "jsonl_download_uri" nor "download_uri"/);
    const status = await waitFor('⚠ in the status bar', () => (api.statusBar().text.includes('⚠') ? api.statusBar() : undefined));
    assert.doesNotMatch(status.tooltip, /out of date/);
    assert.match(status.tooltip, /\*\*The last card data update failed\*\*/);
    assert.ok(status.tooltip.includes(`The card data in use is from ${FAKE_SCRYFALL_DATE.replace(/-/g, '\\-')}.`), status.tooltip);
    assert.match(status.accessibilityLabel, new RegExp(`card data of ${FAKE_SCRYFALL_DATE}; the last update failed$`));
  });
});
