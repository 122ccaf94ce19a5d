// Two-commander abilities named as printed on Japanese cards: 背景選択, ドクターのコンパニオン,
// 永遠の友, 共闘―生存者; a Partner— variant whose Japanese printing is not known stays as the
// card data writes it. Commanders are counted with 体.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { inJapanese } from '../../support/catalog';
import { check, codes, commanderDeck, INFO } from '../rules/helpers';

const card = (name: string, text: string, type = 'Legendary Creature — Human') => ({ name, type_line: type, mana_cost: '{1}{G}', color_identity: ['G'], oracle_text: text, legalities: { commander: 'legal' } });
const cards = [
  card('Survivor One', 'Partner—Survivors (You can have two commanders if both have this ability.)'),
  card('Fighter Two', 'Partner—Character select (You can have two commanders if both have this ability.)'),
  card('Background Chooser', 'Choose a Background (You can have a Background as a second commander.)'),
  card('Companion Three', "Doctor's companion (You can have two commanders if the other is the Doctor.)"),
  card('Forest', '({T}: Add {G}.)', 'Basic Land — Forest'),
].map(cardFromScryfall);
const db = createMemoryCardDatabase(cards, INFO);

test('commander-pair in Japanese: 共闘―生存者 as printed, an unknown variant as the card data writes it, commanders counted with 体', () => {
  const r = inJapanese(() => check(commanderDeck(['Survivor One', 'Fighter Two'], [], ['Forest']), 'commander', db));
  const pair = codes(r, 'commander-pair');
  assert.equal(pair.length, 1);
  assert.equal(
    pair[0].message,
    'Survivor OneとFighter Twoは一緒に統率領域に置けません（Survivor Oneは共闘―生存者を持つ、Fighter Twoは共闘―Character selectを持つ）。' +
      '統率者戦で統率者を2体にできるのは両方が共闘を持つ、またはそれぞれが相手を指定する「～との共闘」を持つ、または両方が永遠の友を持つ、' +
      'または両方が同じ種類の共闘（共闘―…）を持つ、または一方が「背景選択」を持ち、もう一方が背景である、' +
      'または一方が「ドクターのコンパニオン」を持ち、もう一方がタイム・ロードのドクターである場合だけです。統率者を1体にしてください。',
  );
  const english = check(commanderDeck(['Survivor One', 'Fighter Two'], [], ['Forest']), 'commander', db);
  assert.match(codes(english, 'commander-pair')[0].message, /Partner—Survivors/, 'English as the card says it');
});

test('背景選択 and ドクターのコンパニオン are the printed keyword names', () => {
  const r = inJapanese(() => check(commanderDeck(['Background Chooser', 'Companion Three'], [], ['Forest']), 'commander', db));
  const message = codes(r, 'commander-pair')[0].message;
  assert.match(message, /背景選択/);
  assert.match(message, /ドクターのコンパニオン/);
  assert.doesNotMatch(message, /背景を選ぶ|ドクターの仲間|人/);
});
