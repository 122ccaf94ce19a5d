// The server in Japanese: the language from InitializeParams.locale, the `locale` initialization
// option or the `decklist.locale` setting; in Japanese the name table is wanted without being set,
// and the hover shows the card's Japanese printed text from the (fixture) MTGJSON AtomicCards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CompletionItem, CompletionList, Hover } from 'vscode-languageserver-protocol';
import { SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const ATOMIC = path.resolve(__dirname, '../fixtures/cards/atomic-japanese.json');

async function hoverOn(s: TestServer, text: string, line = 0): Promise<string> {
  const uri = s.open(`deck-${Math.random().toString(36).slice(2)}.txt`, text);
  await s.diagnosticsFor(uri, 1);
  const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character: 3 } })) as Hover | null;
  return h ? (h.contents as { value: string }).value : '';
}

test('with locale ja (the client language) and decklist.languages unset, the hover shows the Japanese printed text', { skip }, async () => {
  const s = await startServer({ cards: ATOMIC, locale: 'ja', settings: { cardData: { autoUpdate: false, allowNetwork: false }, languages: null } });
  try {
    // The Japanese name is read (the name table is on without being asked for) and the hover is Japanese.
    const md = await hoverOn(s, '4 稲妻\n');
    assert.match(md, /日本語版の印刷テキスト/);
    assert.match(md, /\*\*稲妻\*\* \{R\}\n\*インスタント\*\n\nクリーチャー１体かプレイヤー１人を対象とする。/);
    assert.ok(md.indexOf('クリーチャー１体') < md.indexOf('Lightning Bolt deals 3 damage'), 'printed text above the Oracle text');
    // The labels around the English Oracle text come from the Japanese catalog.
    assert.match(md, /\*Instant\* · マナ総量1\n\nLightning Bolt deals 3 damage to any target\.  \n\n固有色: R\n- R: マナ・コストに\{R\}/);
    assert.match(md, /\*\*このデッキでは:\*\* .*デッキに4枚（1行目）/);
    assert.doesNotMatch(md, /Color identity|mana value|In this deck|Card data|Draw odds/);
  } finally {
    await s.stop();
  }
});

test('the decklist.locale setting wins over the client language; languages set to [] means no name table', { skip }, async () => {
  const s = await startServer({ cards: ATOMIC, locale: 'ja-JP', settings: { cardData: { autoUpdate: false, allowNetwork: false }, locale: 'en' } });
  try {
    const md = await hoverOn(s, '4 《稲妻/Lightning Bolt》\n');
    assert.match(md, /^\*Japanese name:\* \*\*稲妻\*\*/);
    assert.doesNotMatch(md, /日本語版の印刷テキスト/);
  } finally {
    await s.stop();
  }
  // A client without workspace/configuration (Neovim's minimal setup) gives the locale as an initialization option.
  const n = await startServer({
    cards: ATOMIC,
    capabilities: {},
    initializationOptions: { locale: 'ja', cardData: { autoUpdate: false, allowNetwork: false }, languages: [] },
  });
  try {
    // It declares no Markdown either, so the hover is plain text.
    const plain = await hoverOn(n, '4 《稲妻/Lightning Bolt》\n');
    assert.match(plain, /デッキに書かれた日本語名: 稲妻/, 'Japanese, without the name table it was told not to load');
    assert.doesNotMatch(plain, /クリーチャー１体|\*\*/);
  } finally {
    await n.stop();
  }
});

test('an unknown decklist.locale: English, and one note that says so (not repeated on the next settings change)', { skip }, async () => {
  const s = await startServer({ cards: ATOMIC, locale: 'ja', settings: { cardData: { autoUpdate: false, allowNetwork: false }, locale: 'klingon', languages: ['Japanese'] } });
  try {
    const md = await hoverOn(s, '4 稲妻\n');
    assert.match(md, /^\*Japanese name:\* \*\*稲妻\*\*/, 'English, although the client language is Japanese');
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    await hoverOn(s, '4 Lightning Bolt\n');
    assert.deepEqual(s.messages.filter((m) => /decklist\.locale/.test(m)), [
      'Decklist: decklist.locale is "klingon", which is not "auto", "en" or "ja"; using English. Set it to "ja" for Japanese.',
    ]);
  } finally {
    await s.stop();
  }
});

test('with locale ja, a card completion shows the Japanese type line, and its documentation the printed text above the Oracle text', { skip }, async () => {
  const s = await startServer({ cards: ATOMIC, locale: 'ja', settings: { cardData: { autoUpdate: false, allowNetwork: false }, languages: null } });
  try {
    const uri = s.open('complete.txt', '4 稲');
    await s.diagnosticsFor(uri, 1);
    const list = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 0, character: 3 } })) as CompletionList;
    const bolt = list.items.find((i) => i.label === '稲妻')!;
    assert.equal(bolt.labelDetails?.description, 'Lightning Bolt · インスタント');
    const resolved = (await s.conn.sendRequest('completionItem/resolve', bolt)) as CompletionItem;
    const doc = (resolved.documentation as { value: string }).value;
    assert.match(doc, /^\*日本語版の印刷テキスト/);
    assert.ok(doc.indexOf('クリーチャー１体') < doc.indexOf('Lightning Bolt deals 3 damage'), 'printed text above the Oracle text');
    assert.match(doc, /固有色: R/);
  } finally {
    await s.stop();
  }
});

/** The server's log (window/logMessage), as "Show Language Server Log" shows it. */
const logOf = (s: TestServer): string[] => s.notifications.filter((n) => n.method === 'window/logMessage').map((n) => (n.params as { message: string }).message);

/** A Commander deck written in Japanese, and the hover on its commander. */
const commanderHover = (s: TestServer) => hoverOn(s, '// format: commander\n統率者\n1 ラノワールの使者ロフェロス\n\nデッキ\n1 稲妻\n', 2);

test("with locale ja, a commander's hover: the bracket lists' sources, the legality's format and the card data in Japanese, its date once; the log lines Japanese too", { skip }, async () => {
  const s = await startServer({ cards: ATOMIC, locale: 'ja', settings: { cardData: { autoUpdate: false, allowNetwork: false }, languages: null } });
  try {
    const md = await commanderHover(s);
    assert.match(md, /\n\*ゲームチェンジャーは2026-02-09時点のものです。コンボのリストは内蔵の短いもので、すべてのコンボではありません。Commander Spellbook のコンボを使うには、/);
    assert.doesNotMatch(md, /リスト —|統率者戦フォーマット・パネル|Commander Format Panel|banned and restricted update|the best-known|definition and examples/);
    assert.match(md, /\n使用可否: 統率者戦で使用可能\n/);
    assert.match(md, /\n\*カードデータ: MTGJSON AtomicCards 2026-11-20版（6枚）\*$/);
    const log = logOf(s);
    assert.ok(log.some((l) => /^カードデータ: MTGJSON AtomicCards 2026-11-20版（6枚。読み込み元: DECKLIST_CARDS、.*\.dlidx）$/.test(l)), log.join('\n'));
    for (const line of log) assert.match(line, /[\u3040-\u30ff\u4e00-\u9fff]/, `a Japanese log line: ${line}`);
  } finally {
    await s.stop();
  }
  const en = await startServer({ cards: ATOMIC, locale: 'en', settings: { cardData: { autoUpdate: false, allowNetwork: false }, languages: ['Japanese'] } });
  try {
    const md = await commanderHover(en);
    assert.match(md, /\n\*Game Changers as of 2026-02-09\. The combo list is a short built-in one, not every combo\. /);
    assert.match(md, /\nLegalities: Commander legal\n/);
    assert.match(md, /\n\*Card data: MTGJSON AtomicCards of 2026-11-20 \(6 cards\)\*$/);
    assert.ok(logOf(en).some((l) => /^Card data: MTGJSON AtomicCards of 2026-11-20 \(6 cards, from DECKLIST_CARDS: .*\.dlidx\)$/.test(l)), logOf(en).join('\n'));
  } finally {
    await en.stop();
  }
});
