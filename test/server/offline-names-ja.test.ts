// Offline under `decklist.locale: "ja"` the Japanese name table is asked for by default; when it
// could not be downloaded, a Japanese name says so (issue 42, finding 3) instead of telling the
// player to set "decklist.languages", which already asks for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { SERVER, startServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

async function unknownMessages(settings: Record<string, unknown>): Promise<string[]> {
  const s = await startServer({ initializationOptions: { decklistExtension: true, displayLanguage: 'en' }, settings: { locale: 'ja', cardData: { autoUpdate: false, allowNetwork: false }, ...settings } });
  try {
    const uri = s.open('deck.txt', '// format: modern\n4 僧院の速槍\n56 Mountain\n');
    const list: Diagnostic[] = await s.diagnosticsFor(uri, 1);
    return list.filter((d) => d.code === 'unknown-card').map((d) => (typeof d.message === 'string' ? d.message : String(d.message)));
  } finally {
    await s.stop();
  }
}

test('locale ja, languages unset, no name table: the cause is the download, and the remedy is to run the update again', { skip }, async () => {
  assert.deepEqual(await unknownMessages({ languages: null }), [
    '不明なカード「僧院の速槍」。日本語のカード名の表をダウンロードできなかったため、日本語名を照合できません。ネットワークを確認して、もう一度「Decklist: Update Card Data」を実行してください。または《日本語名/English Name》と書いてください。',
  ]);
});

test('locale ja with "decklist.languages": [] (names turned off): the setting is the remedy', { skip }, async () => {
  assert.deepEqual(await unknownMessages({ languages: [] }), [
    '不明なカード「僧院の速槍」。日本語名を使うには、設定「decklist.languages」を ["Japanese"] にしたうえで、「Decklist: Update Card Data」を実行してください。または《日本語名/English Name》と書いてください。',
  ]);
});
