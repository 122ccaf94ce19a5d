// Rules stated in Japanese say the rule (issue 42, findings 4–6, 9, 20, 23–25, 27, 29): the copy
// limit counts copies of one card (同名), the commander pair does not contradict itself, a bracket
// that allows none says so instead of 「0枚です」, and the other sentences read as a native player writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as l10n from '@vscode/l10n';
import { check, commanderDeck } from '../rules/helpers';

const ja = JSON.parse(readFileSync('l10n/bundle.l10n.ja.json', 'utf8')) as Record<string, string>;

function inJa<T>(f: () => T): T {
  l10n.config({ contents: ja });
  try {
    return f();
  } finally {
    l10n.config({ contents: {} });
  }
}

const message = (deck: string, format: string, code: string): string[] =>
  inJa(() => check(deck, format).diagnostics.filter((d) => d.code === code).map((d) => d.message));

test('copy limit: 同名カード, a whole sentence', () => {
  assert.deepEqual(message('4 Lightning Bolt\n1 Lightning Bolt\n55 Mountain\n', 'modern', 'copy-limit')[0].match(/モダンでは.*/)?.[0], 'モダンでは、基本土地以外の同名カードは4枚までです。1枚抜いてください。');
});

test('a third commander: the limit is on commanders, and the fix is to move it to the main deck', () => {
  const [m] = message(commanderDeck(['Tymna the Weaver', 'Krark, the Thumbless', 'Braids, Cabal Minion'], ['Sol Ring']), 'commander', 'commander-pair').filter((x) => /3体目/.test(x));
  assert.equal(m, 'Braids, Cabal Minionは3体目の統率者です。指定できるのは2体までです。メインデッキに移すか、削除してください。');
});

test('a bracket that allows none says the card cannot be used, not 「0枚です」', () => {
  const list = message('// bracket: 2\n' + commanderDeck('Braids, Cabal Minion', ['Armageddon', 'Sol Ring']), 'commander', 'bracket');
  assert.ok(list.length > 0, 'the bracket warning is there');
  for (const m of list) {
    assert.doesNotMatch(m, /0枚です/);
    assert.match(m, /ブラケット2（コア）では使えません。/);
  }
});

test('the other sentences: land drops, printed-text heading, free mulligan, 2HG, fix title, --seed, spaces before のことですか', () => {
  assert.equal(ja['  land drops by turn 1–6, on the play: {0}'], '  Nターン目までに土地をN枚置ける確率（N = 1〜6、先手）：{0}');
  assert.equal(ja["*Printed text of the Japanese edition (translations get no errata, so the English Oracle text below is the rules' word)*"], '*日本語版の印刷テキスト（エラッタは反映されません。ルール上は下のオラクル・テキストが正です）*');
  assert.equal(ja['The first mulligan is free in this format (multiplayer): no card goes to the bottom for it.'], 'このフォーマット（多人数戦）では最初のマリガンはフリー・マリガンなので、ライブラリーの一番下に置くカードはありません。');
  assert.equal(ja['Write the card name as "{0}"'], '「{0}」に直す');
  assert.equal(ja[' (did you mean {0}?)'], '（{0}のことですか？）');
  const all = Object.values(ja).join('\n');
  for (const gone of ['フリー・マリガンです：', '構築フォーマット ID の上', '無作為な数', '基本土地以外は各カード', '基本土地以外のカードは{1}枚まで', 'デッキに置けるのは2体まで'])
    assert.ok(!all.includes(gone), gone);
});
