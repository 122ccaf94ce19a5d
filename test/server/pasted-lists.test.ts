// The language server on a list pasted from a Japanese web page (issue 38): headers, totals and
// remarks are no cards, the counts are the list's true size, a table row's cards are all read, and
// a title line that is no card is one note, in the editor's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CodeAction, Diagnostic, DocumentSymbol, InlayHint } from 'vscode-languageserver-protocol';
import { SERVER, startServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const ATOMIC = path.resolve(__dirname, '../fixtures/cards/atomic-japanese.json');

const DECK = [
  'Goblin Sligh',
  'RedPlayer - 「赤単」',
  'デッキ名:テスト',
  'メインボード60枚',
  '4《稲妻/Lightning Bolt',
  '4.....Fire+Ice',
  '| 4 《ラノワールのエルフ/Llanowar Elves》 4 《ジェイス・ベレレン/Jace Beleren》 -クリーチャー(8)- |',
  '44:《森/Forest》',
  '合計60枚',
  'サイドボード15枚',
  '森 15',
  '——————————',
  '',
].join('\n');

const text = (d: Diagnostic): string => (typeof d.message === 'string' ? d.message : d.message.value);
const label = (h: InlayHint): string => (typeof h.label === 'string' ? h.label : h.label.map((p) => p.value).join('')).trim();

for (const locale of ['ja', 'en'] as const) {
  test(`a pasted Japanese list in the editor (${locale}): 60 cards and a sideboard of 15, one note on the title line, no card made of a header`, { skip }, async () => {
    const s = await startServer({ cards: ATOMIC, locale, settings: { cardData: { autoUpdate: false, allowNetwork: false }, languages: ['Japanese'], defaultFormat: 'modern' } });
    try {
      const uri = s.open('pasted.txt', DECK);
      const diagnostics = (await s.diagnosticsFor(uri, 1)).filter((d) => d.code !== 'legality-unknown' && d.code !== 'mana-sources');
      assert.deepEqual(
        diagnostics.map((d) => [d.range.start.line, d.severity, d.code, text(d)]),
        [
          [
            0,
            3,
            'unknown-card',
            locale === 'ja'
              ? '1行目はカードとして読み込みませんでした。「Goblin Sligh」にはほかの行と違って枚数がなく、カード名でもないため、枚数に数えていません。カードなら「1 Goblin Sligh」のように枚数を書いてください。'
              : 'Line 1 was not read as a card: "Goblin Sligh" has no count, unlike the lines of the list, and is no card name; it is left out of the counts. If it is a card, write its count, e.g. "1 Goblin Sligh".',
          ],
        ],
      );
      const hints = (await s.conn.sendRequest('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 20, character: 0 } } })) as InlayHint[];
      // The deck's size on the first line, and each header's count: 60 and 15.
      assert.deepEqual(hints.map(label), locale === 'ja' ? ['60 / 60枚以上 · サイドボード 15枚', '60枚', '15枚'] : ['60 / 60+ · sideboard 15', '60 cards', '15 cards']);
      // The outline counts the table row's two cards.
      const symbols = (await s.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as DocumentSymbol[];
      assert.deepEqual(symbols.map((x) => [x.name, x.detail, x.children?.length]), locale === 'ja' ? [['メインボード', '60枚', 5], ['サイドボード', '15枚', 1]] : [['メインボード', '60 cards', 5], ['サイドボード', '15 cards', 1]]);
      // No quick fix is offered on the title line: what its writer meant is unsure.
      const actions = (await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: diagnostics[0].range, context: { diagnostics: [diagnostics[0]] } })) as CodeAction[];
      assert.deepEqual(actions.filter((a) => a.diagnostics?.some((d) => d.range.start.line === 0)).map((a) => a.title), []);
    } finally {
      await s.stop();
    }
  });
}

const ONE_LINE = [
  'デッキ 4 稲妻 (M10) 146 4 ラノワールのエルフ (M10) 190 48 森 (M10) 246 4 ジェイス・ベレレン (M10) 58 サイドボード 3 ラノワールの使者ロフェロス (UDS) 117',
  '3 《',
  '',
].join('\n');

for (const locale of ['ja', 'en'] as const) {
  test(`an Arena import pasted on one line in the editor (${locale}): 60 cards and a sideboard; a row that lost its name is one note, not a card`, { skip }, async () => {
    const s = await startServer({ cards: ATOMIC, locale, settings: { cardData: { autoUpdate: false, allowNetwork: false }, languages: ['Japanese'], defaultFormat: 'modern' } });
    try {
      const uri = s.open('one-line.txt', ONE_LINE);
      const diagnostics = (await s.diagnosticsFor(uri, 1)).filter((d) => d.code !== 'legality-unknown' && d.code !== 'mana-sources');
      assert.deepEqual(
        diagnostics.map((d) => [d.range.start.line, d.range.start.character, d.severity, d.code, text(d)]),
        [
          [
            1,
            0,
            3,
            'parse',
            locale === 'ja'
              ? '2行目はカードとして読み込みませんでした。「3 《」は3枚を数えていますがカード名がないため（ウェブページをテキストとしてコピーすると名前が抜けることがあります）、枚数に数えていません。数えるには《 の後にカード名を書いてください。'
              : "Line 2 was not read as a card: '3 《' counts 3 cards but the card's name is missing (a web page copied as text often loses it), so they are not counted. Write the name after 《 to count them.",
          ],
        ],
      );
      const hints = (await s.conn.sendRequest('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 3, character: 0 } } })) as InlayHint[];
      assert.deepEqual(hints.map(label).slice(0, 1), [locale === 'ja' ? '60 / 60枚以上 · サイドボード 3枚' : '60 / 60+ · sideboard 3']);
    } finally {
      await s.stop();
    }
  });
}
