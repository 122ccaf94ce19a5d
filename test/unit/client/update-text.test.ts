// What Update Card Data says when it is done: what is in use, what came with it (rulings, combos),
// whether anything was downloaded; a failure's reason as a sentence of its own. English and Japanese.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { updateFailedMessage, updateFailureMessage, updateResultMessage } from '../../../client/src/update-text';
import type { CardDataSummary } from '../../../server/src/lsp/protocol';
import { inJapanese } from '../../support/catalog';

process.env.TZ = 'Asia/Tokyo';

const SUMMARY: CardDataSummary = { label: 'Scryfall Oracle Cards of 2026-11-29', date: '2026-11-29', source: 'scryfall-jsonl', cards: 20030 };
const WITH = { ...SUMMARY, rulings: { date: '2026-11-29', cards: 3, rulings: 4 }, combos: { date: '2026-11-29', variants: 7, cards: 12 } };

test('updated: the data, and the rulings and combos downloaded with it, in one sentence', () => {
  assert.equal(updateResultMessage(SUMMARY), 'Decklist: card data updated to Scryfall Oracle Cards of 2026-11-29 (20,030 cards). Open decks were checked again.');
  assert.equal(
    updateResultMessage(WITH),
    'Decklist: card data updated to Scryfall Oracle Cards of 2026-11-29 (20,030 cards), with 4 rulings and 7 Commander Spellbook combos. Open decks were checked again.',
  );
  assert.equal(
    updateResultMessage({ ...SUMMARY, combos: { date: '2026-11-29', variants: 1, cards: 2 } }),
    'Decklist: card data updated to Scryfall Oracle Cards of 2026-11-29 (20,030 cards), with 1 Commander Spellbook combo. Open decks were checked again.',
  );
});

test('unchanged: the data is current and nothing was downloaded', () => {
  assert.equal(
    updateResultMessage({ ...SUMMARY, unchanged: true }),
    'Decklist: the card data is current: Scryfall Oracle Cards of 2026-11-29 (20,030 cards). Scryfall has published nothing newer, so nothing was downloaded.',
  );
  assert.equal(
    updateResultMessage({ ...WITH, unchanged: true }),
    'Decklist: the card data is current: Scryfall Oracle Cards of 2026-11-29 (20,030 cards), with 4 rulings and 7 Commander Spellbook combos. Scryfall has published nothing newer, so the cards were not downloaded again.',
  );
});

test('a failure: the reason starts a sentence (capital, full stop), an address is not capitalized', () => {
  assert.equal(
    updateFailedMessage('cannot reach api.scryfall.com: its address could not be looked up, so this computer may be offline'),
    'Decklist: the card data was not updated. Cannot reach api.scryfall.com: its address could not be looked up, so this computer may be offline.',
  );
  assert.equal(updateFailedMessage('https://api.scryfall.com/bulk-data answered HTTP 503'), 'Decklist: the card data was not updated. https://api.scryfall.com/bulk-data answered HTTP 503.');
  assert.equal(
    updateFailedMessage('This workspace is not trusted (Restricted Mode), so nothing is downloaded. Trust the workspace to update the card data.'),
    'Decklist: the card data was not updated. This workspace is not trusted (Restricted Mode), so nothing is downloaded. Trust the workspace to update the card data.',
  );
});

test('a background failure: the cause in words, the time local', () => {
  assert.equal(
    updateFailureMessage({
      reason: 'cannot reach api.scryfall.com: it refused the connection, so the service may be down; try again later',
      at: '2026-11-29T05:56:10.000Z',
      using: 'offline card data from January 2017',
      background: true,
    }),
    'Decklist: the card data could not be updated (2026-11-29 14:56). Cannot reach api.scryfall.com: it refused the connection, so the service may be down; try again later. Decks are checked with offline card data from January 2017, so newer cards are unknown and legalities may be out of date.',
  );
});

test('in Japanese', () => {
  inJapanese(() => {
    assert.equal(updateResultMessage(WITH), 'Decklist: カードデータを Scryfall Oracle Cards of 2026-11-29（20,030枚）に更新しました。裁定4件とCommander Spellbook のコンボ7件も取得しました。開いているデッキを再検査しました。');
    assert.equal(
      updateResultMessage({ ...SUMMARY, unchanged: true }),
      'Decklist: カードデータは最新です：Scryfall Oracle Cards of 2026-11-29（20,030枚）。Scryfall に新しいデータがないため、何もダウンロードしていません。',
    );
    assert.equal(updateFailedMessage('api.scryfall.com に接続できません：アドレスを調べられませんでした。このコンピューターがオフラインなのかもしれません'), 'Decklist: カードデータは更新されませんでした。api.scryfall.com に接続できません：アドレスを調べられませんでした。このコンピューターがオフラインなのかもしれません。');
    assert.equal(
      updateFailureMessage({ reason: 'api.scryfall.com に接続できません：接続を拒否されました。サービスが停止しているのかもしれません。しばらくしてから再試行してください', at: '2026-11-29T05:56:10.000Z', using: '2017年1月のオフラインのカードデータ', background: true }),
      'Decklist: カードデータを更新できませんでした（2026-11-29 14:56）。api.scryfall.com に接続できません：接続を拒否されました。サービスが停止しているのかもしれません。しばらくしてから再試行してください。デッキは 2017年1月のオフラインのカードデータ で検査しているため、新しいカードは不明のまま、使用可否も古いままの可能性があります。',
    );
  });
});
