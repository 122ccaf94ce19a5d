// A whole deck written in Japanese: its quantities (`×4`, `4枚`, with or without a space), section
// headers (統率者, デッキ, サイドボード) and directives with Japanese keys (フォーマット, チーム, ブラケット).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeck } from '../../../server/src/core/parse/index';
import { at } from './helpers';

const DECK = [
  '// フォーマット: 統率者戦',
  '// チーム：赤チーム',
  '// ブラケット: 3',
  '統率者',
  '1 ラノワールの使者ロフェロス',
  'デッキ',
  '稲妻 ×4',
  '稲妻×4',
  '対抗呪文 4枚',
  '対抗呪文4枚',
  '《土地税/Land Tax》×2',
  '４ 森',
  'サイドボード',
  '神の怒り ×２',
  '',
].join('\n');

test('a Japanese deck: directives with Japanese keys, Japanese headers, and every way of writing a count', () => {
  const doc = parseDeck(DECK);
  assert.deepEqual(doc.diagnostics, []);
  assert.deepEqual(
    doc.directives.map((d) => [d.key, d.value, at(DECK, d.keyRange)]),
    [
      ['format', '統率者戦', 'フォーマット'],
      ['team', '赤チーム', 'チーム'],
      ['bracket', '3', 'ブラケット'],
    ],
  );
  assert.deepEqual(
    doc.entries.map((e) => [e.section, e.quantity, e.name]),
    [
      ['commander', 1, 'ラノワールの使者ロフェロス'],
      ['main', 4, '稲妻'],
      ['main', 4, '稲妻'],
      ['main', 4, '対抗呪文'],
      ['main', 4, '対抗呪文'],
      ['main', 2, '土地税/Land Tax'],
      ['main', 4, '森'],
      ['sideboard', 2, '神の怒り'],
    ],
  );
  for (const e of doc.entries) assert.equal(at(DECK, e.nameRange), e.name, `line ${e.line + 1}: the name's range`);
  assert.deepEqual(
    doc.entries.map((e) => at(DECK, e.quantityRange!)),
    ['1', '4', '4', '4', '4', '2', '４', '２'],
  );
});

test('a Latin name keeps a count glued to it as part of the name (`Fox×4` is not Fox, 4 copies)', () => {
  const doc = parseDeck('Fox×4\n');
  assert.deepEqual(doc.entries.map((e) => [e.quantity, e.name]), [[1, 'Fox×4']]);
});
