// The published diagnostics speak the server's locale (l10n/catalog.ts): Japanese with locale `ja`,
// English with `en`; codes and data are the same in both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { SERVER, startServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const DECK = '// format: modern\n5 Lightning Bolt\n4 Black Lotus\n10 Mountain\n1 Unknwn Card\n';

async function published(options: { locale?: string; settings?: Record<string, unknown>; initializationOptions?: unknown; capabilities?: object }): Promise<Diagnostic[]> {
  const s = await startServer({ ...options, settings: { cardData: { autoUpdate: false, allowNetwork: false }, ...(options.settings ?? {}) } });
  try {
    const uri = s.open('deck.txt', DECK);
    return await s.diagnosticsFor(uri, 1);
  } finally {
    await s.stop();
  }
}

const text = (d: Diagnostic): string => (typeof d.message === 'string' ? d.message : d.message.value);
const byCode = (list: Diagnostic[]): Record<string, string> => Object.fromEntries(list.map((d) => [String(d.code), text(d)]));

test('locale ja: the published diagnostics are Japanese; locale en: English; codes and data agree', { skip }, async () => {
  const ja = await published({ locale: 'ja' });
  const en = await published({ locale: 'en' });
  assert.deepEqual(ja.map((d) => d.code), en.map((d) => d.code));
  assert.deepEqual(ja.map((d) => d.data), en.map((d) => d.data));
  const j = byCode(ja);
  const e = byCode(en);
  assert.match(j['copy-limit'], /^Lightning Bolt: 5枚ですが、モダンでは、基本土地以外の同名カードは4枚までです。1枚抜いてください。/);
  assert.equal(e['copy-limit'], 'Lightning Bolt: 5 copies, but Modern allows at most 4 copies of a card other than basic lands. Remove 1.');
  assert.match(j['unknown-card'], /^不明なカード「Unknwn Card」。/);
  assert.match(e['unknown-card'], /^Unknown card "Unknwn Card"\./);
  assert.match(j['deck-size'], /^デッキは20枚です。モダンでは60枚以上が必要です。40枚足してください。/);
  // The code's link goes to the rules explained in the same language (same anchors).
  assert.match(ja.find((d) => d.code === 'copy-limit')!.codeDescription!.href, /^file:.*docs\/rules\.ja\.md#copy-limit$/);
  assert.match(en.find((d) => d.code === 'copy-limit')!.codeDescription!.href, /^file:.*docs\/rules\.md#copy-limit$/);
  for (const d of ja) assert.match(text(d), /[\u3040-\u30ff\u4e00-\u9fff]/, `${d.code}: ${text(d)}`);
  for (const d of en) assert.doesNotMatch(text(d), /[\u3040-\u30ff\u4e00-\u9fff]/, `${d.code}: ${text(d)}`);
});

test('the decklist.locale setting and the locale initialization option choose the catalog too', { skip }, async () => {
  const bySetting = byCode(await published({ locale: 'en', settings: { locale: 'ja' } }));
  assert.match(bySetting['copy-limit'], /4枚まで/);
  const byOption = byCode(await published({ capabilities: {}, initializationOptions: { locale: 'ja', cardData: { autoUpdate: false, allowNetwork: false } } }));
  assert.match(byOption['copy-limit'], /4枚まで/);
  const english = byCode(await published({ locale: 'ja', settings: { locale: 'en' } }));
  assert.match(english['copy-limit'], /allows at most 4 copies/);
});
