// Command titles follow VS Code's display language, not decklist.locale: with Japanese messages
// on an English VS Code, a message names "Decklist: Update Card Data", the title the palette has
// (issue 42, finding 2); on a Japanese VS Code it names 「Decklist: カードデータを更新」.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { SERVER, startServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

async function unknownCardMessage(initializationOptions: Record<string, unknown>, locale?: string): Promise<string> {
  const s = await startServer({ ...(locale ? { locale } : {}), initializationOptions: { decklistExtension: true, ...initializationOptions }, settings: { locale: 'ja' } });
  try {
    const uri = s.open('deck.txt', '// format: modern\n4 Lightning Bolt\n1 Unknwn Card\n');
    const list: Diagnostic[] = await s.diagnosticsFor(uri, 1);
    const d = list.find((x) => x.code === 'unknown-card');
    assert.ok(d, JSON.stringify(list));
    return typeof d.message === 'string' ? d.message : String(d.message);
  } finally {
    await s.stop();
  }
}

test('Japanese messages on an English VS Code name the English palette title', { skip }, async () => {
  const message = await unknownCardMessage({ locale: 'ja', displayLanguage: 'en' });
  assert.match(message, /「Decklist: Update Card Data」を実行してください。/);
  assert.doesNotMatch(message, /カードデータを更新」/);
});

test('Japanese messages on a Japanese VS Code name the Japanese palette title; InitializeParams.locale stands in for the option', { skip }, async () => {
  assert.match(await unknownCardMessage({ locale: 'ja', displayLanguage: 'ja' }), /「Decklist: カードデータを更新」を実行してください。/);
  assert.match(await unknownCardMessage({ locale: 'ja' }, 'ja'), /「Decklist: カードデータを更新」を実行してください。/);
  assert.match(await unknownCardMessage({ locale: 'ja' }, 'en'), /「Decklist: Update Card Data」を実行してください。/);
});
