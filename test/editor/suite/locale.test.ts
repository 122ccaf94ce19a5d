/// <reference types="mocha" />
// Issue 19 in the editor: with `decklist.locale: "ja"` the client speaks Japanese on this English
// VS Code (it loads l10n/bundle.l10n.ja.json itself), and English again when the setting is reset.
// The server speaks it too: the Problems data and the hovers are Japanese.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, extensionApi, hoverText, openDeck, positionOf, untitledDeck, waitFor, waitForDiagnostics } from './helpers';

/**
 * Hand-written MTGJSON AtomicCards with the Japanese `foreignData` of a few cards (name, type line,
 * printed text): card data that carries the Japanese name table, as after `cards update --lang ja`.
 * Read from the source tree (this bundle is out/editor-tests/index.js), so with --vsix too.
 */
const JAPANESE_CARDS = path.resolve(__dirname, '..', '..', 'test', 'fixtures', 'cards', 'atomic-japanese.json');

async function setLocale(value: string | undefined): Promise<void> {
  await vscode.workspace.getConfiguration('decklist').update('locale', value, vscode.ConfigurationTarget.Global);
}

async function setCardData(file: string | undefined): Promise<void> {
  await vscode.workspace.getConfiguration('decklist').update('cardData.path', file, vscode.ConfigurationTarget.Global);
}

/** The hover's text at `needle` once it satisfies `ready` (the server may be restarting). */
function waitForHover(doc: vscode.TextDocument, needle: string, what: string, ready: (text: string) => boolean): Promise<string> {
  return waitFor(what, async () => {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, positionOf(doc, needle, 1));
    const text = hoverText(hovers ?? []);
    return ready(text) ? text : undefined;
  });
}

describe('decklist.locale', () => {
  after(async () => {
    await setLocale(undefined);
    await setCardData(undefined);
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

  it('"ja": the Problems data and the hover are Japanese (codes unchanged), card names as written; unset: English again', async () => {
    await setCardData(JAPANESE_CARDS);
    const editor = await untitledDeck('// format: legacy\n4 《稲妻/Lightning Bolt》\n1 《稲妻/Lightning Bolt》\n4 Llanowar Elves\n');
    const doc = editor.document;
    const deckSize = (d: vscode.Diagnostic[]) => d.find((x) => codeOf(x) === 'deck-size');
    const english = await waitForDiagnostics(doc.uri, (d) => /^The deck has 9 cards; Legacy needs at least 60 cards/.test(deckSize(d)?.message ?? ''));
    // The fixture's cards are in use (the snapshot has no printed Japanese text for any card).
    await waitForHover(doc, '稲妻', 'the English hover from the fixture', (t) => t.includes('Lightning Bolt deals 3 damage'));

    await setLocale('ja');
    const japanese = await waitForDiagnostics(doc.uri, (d) => /^デッキは9枚です。/.test(deckSize(d)?.message ?? ''));
    assert.match(deckSize(japanese)!.message, /レガシーでは60枚以上/, 'the format by its Japanese name');
    assert.match(deckSize(japanese)!.message, /51枚足してください。/);
    // The card written in Japanese is named as written, in 《》.
    assert.match(japanese.find((x) => codeOf(x) === 'copy-limit')?.message ?? '', /^《稲妻\/Lightning Bolt》: 全部で5枚/);
    assert.deepEqual(japanese.map(codeOf).sort(), english.map(codeOf).sort(), 'the same problems, by the same codes');
    for (const d of japanese) assert.doesNotMatch(d.message, /^(The deck|Unknown card)/, `an English message in Japanese: ${d.message}`);
    const hover = await waitForHover(doc, '稲妻', 'the Japanese hover', (t) => t.includes('クリーチャー１体かプレイヤー１人を対象とする。'));
    assert.match(hover, /\*\*稲妻\*\*/, 'the printed name');
    assert.match(hover, /インスタント/, 'the printed type line');
    assert.ok(hover.indexOf('クリーチャー１体') < hover.indexOf('Lightning Bolt deals 3 damage'), 'the printed text above the Oracle text');
    // A line written in English keeps its card's name as written.
    const elves = await waitForHover(doc, 'Llanowar Elves', 'the hover of an English line', (t) => t.includes('Llanowar Elves'));
    assert.match(elves, /ラノワールのエルフ/);

    await setLocale(undefined);
    const again = await waitForDiagnostics(doc.uri, (d) => /^The deck has 9 cards; Legacy needs at least 60 cards/.test(deckSize(d)?.message ?? ''));
    assert.deepEqual(again.map((d) => d.message).sort(), english.map((d) => d.message).sort());
    const englishHover = await waitForHover(doc, '稲妻', 'the English hover again', (t) => t.includes('Lightning Bolt deals 3 damage'));
    assert.doesNotMatch(englishHover, /クリーチャー１体/);

    // Leave the server settled on the offline snapshot (its 2017 wording) for the tests that follow.
    await setCardData(undefined);
    await waitForHover(doc, '稲妻', 'the snapshot card data again', (t) => t.includes('deals 3 damage to target creature or player'));
  });
});
