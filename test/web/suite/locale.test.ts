/// <reference types="mocha" />
// The Japanese locale on the web, as a player on vscode.dev sets it: `decklist.locale: "ja"`.
// The client (its bundle fetched from the extension's own l10n/ folder) and the server in its
// worker speak Japanese: the status bar and the Problems messages; unset, English again.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, openDeck, waitFor, waitForDiagnostics } from '../../editor/suite/common';
import { webApi } from './web';
import { AZUSA_PROBLEMS, problems } from './checking.test';

async function setLocale(value: string | undefined): Promise<void> {
  await vscode.workspace.getConfiguration('decklist').update('locale', value, vscode.ConfigurationTarget.Global);
}

const unknownCard = (d: vscode.Diagnostic[]) => d.find((x) => codeOf(x) === 'unknown-card')?.message ?? '';

describe('the Japanese locale on the web', () => {
  after(async () => {
    await setLocale(undefined);
    await closeAllEditors();
  });

  it('"ja": the status bar and the Problems messages are Japanese, the codes unchanged; unset: English again', async () => {
    const api = await webApi();
    assert.strictEqual(vscode.env.language, 'en', 'the workbench is English: Japanese comes from the setting alone');
    const editor = await openDeck('azusa.edh');
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => /^Unknown card "Cultvate"/.test(unknownCard(d)));
    await waitFor('the English status bar', () => (/Click to select the format for this deck\./.test(api.statusBar().tooltip) ? true : undefined));

    await setLocale('ja');
    const japanese = await waitForDiagnostics(uri, (d) => unknownCard(d).startsWith('不明なカード「Cultvate」。'));
    assert.deepStrictEqual(problems(japanese), AZUSA_PROBLEMS);
    assert.match(japanese.find((x) => codeOf(x) === 'color-identity')!.message, /Lightning Bolt.*の固有色には赤（\{R\}）が含まれ、Azusa, Lost but Seekingの固有色\{G\}に収まりません/);
    const tooltip = await waitFor('the Japanese status bar', () => {
      const t = api.statusBar().tooltip;
      return /クリックしてこのデッキのフォーマットを選択します。/.test(t) ? t : undefined;
    });
    assert.match(tooltip, /統率者: Azusa, Lost but Seeking/);
    await waitFor('the server restarted in Japanese', () => (api.isRunning() ? true : undefined));

    await setLocale(undefined);
    const english = await waitForDiagnostics(uri, (d) => /^Unknown card "Cultvate"/.test(unknownCard(d)));
    assert.deepStrictEqual(problems(english), AZUSA_PROBLEMS);
    await waitFor('the English status bar again', () => (/Click to select the format for this deck\./.test(api.statusBar().tooltip) ? true : undefined));
  });
});
