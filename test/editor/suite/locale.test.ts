/// <reference types="mocha" />
// Issue 19 in the editor: with `decklist.locale: "ja"` the client speaks Japanese on this English
// VS Code (it loads l10n/bundle.l10n.ja.json itself), and English again when the setting is reset.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, extensionApi, openDeck, waitFor, waitForDiagnostics } from './helpers';

async function setLocale(value: string | undefined): Promise<void> {
  await vscode.workspace.getConfiguration('decklist').update('locale', value, vscode.ConfigurationTarget.Global);
}

describe('decklist.locale', () => {
  after(async () => {
    await setLocale(undefined);
    await closeAllEditors();
  });

  it('"ja": the status bar tooltip and the statistics view are Japanese; unset: English again', async () => {
    const api = await extensionApi();
    assert.equal(vscode.env.language, 'en', 'the test VS Code is English: Japanese comes from the setting alone');
    const editor = await openDeck('azusa.edh');
    await waitForDiagnostics(editor.document.uri, (d) => d.length > 0);
    await waitFor('the English status bar', () => (/Click to select the format/.test(api.statusBar().tooltip) ? true : undefined));

    await setLocale('ja');
    const tooltip = await waitFor('the Japanese status bar', () => {
      const t = api.statusBar().tooltip;
      return /クリックしてこのデッキのフォーマットを選択します。/.test(t) ? t : undefined;
    });
    assert.match(tooltip, /問題: エラー \d+件、警告 \d+件、情報 \d+件/);
    assert.match(tooltip, /統率者: Azusa, Lost but Seeking/, 'card names as the deck wrote them');
    await waitFor('the server restarted in Japanese', () => (api.isRunning() ? true : undefined));

    assert.equal(await vscode.commands.executeCommand('decklist.showStatistics', editor.document.uri), true);
    const stats = await waitFor('the Japanese statistics', () => {
      const s = api.statistics();
      return s.shown === 'statistics' && s.body.includes('<h2>マナ・カーブ</h2>') ? s : undefined;
    });
    assert.match(stats.body, /<h2>カード・タイプ<\/h2>/);
    assert.doesNotMatch(stats.body, /<h2>Mana curve<\/h2>/);

    await setLocale(undefined);
    await waitFor('the English status bar again', () => (/Click to select the format/.test(api.statusBar().tooltip) ? true : undefined));
    await waitFor('the English statistics again', () => (api.statistics().body.includes('<h2>Mana curve</h2>') ? true : undefined));
  });
});
