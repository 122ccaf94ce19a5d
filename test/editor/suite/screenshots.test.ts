/// <reference types="mocha" />
// The README's screenshots, taken by the offline runner in the real editor: a checked deck with
// a hover, and the statistics view. Elsewhere (test-electron) these only check that the UI opens.
import * as vscode from 'vscode';
import { DECK_STATISTICS_REQUEST } from '../../../server/src/lsp/protocol';
import { closeAllEditors, extensionApi, openDeck, positionOf, screenshot, skipUnlessServerHandles, waitFor, waitForDiagnostics } from './helpers';

async function tidyWindow(): Promise<void> {
  await closeAllEditors();
  await vscode.commands.executeCommand('notifications.clearAll');
  await vscode.commands.executeCommand('workbench.action.closePanel');
}

describe('screenshots', () => {
  beforeEach(tidyWindow);
  after(closeAllEditors);

  it('a checked deck with a hover', async () => {
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length >= 3);
    const at = positionOf(editor.document, 'Lightning Bolt', 3);
    editor.selection = new vscode.Selection(at, at);
    editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    await vscode.commands.executeCommand('editor.action.showHover');
    await screenshot('screenshot-hover', '.monaco-hover .hover-contents');
  });

  it('the New Deck command asking for the format', async () => {
    await extensionApi();
    let settled = false;
    const picked = Promise.resolve(vscode.commands.executeCommand('decklist.newDeck')).finally(() => (settled = true));
    await screenshot('screenshot-new-deck', '.quick-input-widget .monaco-list-row');
    // Close the format picker once it is open: without screenshots nothing above waited for it to
    // appear (it opens after the server's format list arrives), and a picker closed too early stays.
    await waitFor('the format picker to open and close', async () => {
      if (settled) return true;
      await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      return undefined;
    });
    await picked;
  });

  it('a pasted decklist switched to the Decklist language, with Undo', async () => {
    await extensionApi();
    const doc = await vscode.workspace.openTextDocument({ language: 'plaintext' });
    const editor = await vscode.window.showTextDocument(doc, { preview: false });
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'Deck\n4 Lightning Bolt (M11) 149\n4 Monastery Swiftspear (KTK) 118\n4 Lava Spike (CHK) 178\n4 Rift Bolt (TSP) 176\n20 Mountain (ZNR) 278\n\nSideboard\n2 Smash to Smithereens (ORI) 163\n'));
    await waitFor('the paste to become a deck', () => (vscode.workspace.textDocuments.find((d) => d.uri.toString() === doc.uri.toString())?.languageId === 'decklist' ? true : undefined));
    await screenshot('screenshot-paste-detection', '.notifications-toasts .notification-toast');
  });

  it('the statistics view', async function () {
    await skipUnlessServerHandles(this, DECK_STATISTICS_REQUEST, { uri: 'file:///not-open.dek' });
    const api = await extensionApi();
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length >= 3);
    await vscode.commands.executeCommand('decklist.showStatistics');
    await waitFor('the statistics to render', () => (api.statistics().renders >= 1 && api.statistics().shown === 'statistics' ? true : undefined));
    await screenshot('screenshot-statistics', 'svg.curve', true);
  });
});
