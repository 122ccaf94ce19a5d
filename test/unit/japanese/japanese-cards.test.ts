// Japanese card data from MTGJSON AtomicCards (`foreignData`): the printed name, type line and
// text kept per card, through the in-memory database and the compact index; and suggestions for
// Japanese names written shortened or with other kana, widths, long vowel marks and dots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildIndex, createMemoryCardDatabase, loadIndex, readCardSource, INDEX_FORMAT_VERSION } from '../../../server/src/core/cards';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { fixturesDir } from '../cards/helpers';

const ATOMIC = path.join(fixturesDir, 'atomic-japanese.json');

async function databases(languages?: string[]): Promise<[string, CardDatabase][]> {
  const r = await readCardSource(ATOMIC, { languages });
  return [
    ['memory', createMemoryCardDatabase(r.cards, r.info, r.aliases)],
    ['index', loadIndex('(in memory)', buildIndex(r.cards, r.info, r.aliases))],
  ];
}

test('the name table keeps the Japanese printed name, type line and text; other languages only when asked for', async () => {
  const r = await readCardSource(ATOMIC, { languages: ['Japanese'] });
  const rofellos = r.aliases.find((a) => a.name === 'Rofellos, Llanowar Emissary' && a.printed);
  assert.deepEqual(rofellos?.printed, {
    language: 'Japanese',
    name: 'ラノワールの使者ロフェロス',
    typeLine: '伝説のクリーチャー — エルフ・ドルイド',
    text: '{T}：あなたがコントロールする森１つにつき、あなたのマナ・プールに{G}を加える。',
  });
  assert.ok(r.aliases.every((a) => a.language === 'Japanese'), 'German is left out');
  // A basic land's entry has a type line and no text.
  assert.deepEqual(r.aliases.find((a) => a.name === 'Forest')?.printed, { language: 'Japanese', name: '森', typeLine: '基本土地 — 森' });
  const all = await readCardSource(ATOMIC);
  assert.equal(all.aliases.find((a) => a.language === 'German' && a.name === 'Lightning Bolt')?.printed?.typeLine, 'Spontanzauber');
});

test('both databases answer the printed version per language, split cards face by face', async () => {
  for (const [kind, db] of await databases(['Japanese'])) {
    const fire = db.printed!(db.lookup('Fire // Ice')!, 'Japanese');
    assert.equal(fire?.name, '火 // 氷', kind);
    assert.deepEqual(fire?.faces?.map((f) => [f.name, f.typeLine]), [['火', 'インスタント'], ['氷', 'インスタント']], kind);
    assert.match(fire?.faces?.[1].text ?? '', /^パーマネント１つを対象とし、それをタップする。\nカードを１枚引く。$/, kind);
    const bolt = db.printed!(db.lookup('稲妻')!, 'japanese');
    assert.equal(bolt?.text, 'クリーチャー１体かプレイヤー１人を対象とする。稲妻はそれに３点のダメージを与える。', `${kind}: language case does not matter`);
    assert.equal(db.printed!(db.lookup('Lightning Bolt')!, 'German'), undefined, `${kind}: not kept`);
  }
});

test('without languages the index has no printed versions', async () => {
  const r = await readCardSource(ATOMIC);
  const bytes = buildIndex(r.cards, r.info, []);
  assert.match(bytes.toString('utf8', 12, 400), new RegExp(`"formatVersion":${INDEX_FORMAT_VERSION}`));
  const db = loadIndex('(in memory)', bytes);
  assert.equal(db.printed(db.lookup('Lightning Bolt')!, 'Japanese'), undefined);
});

const best = (db: CardDatabase, written: string) => db.suggest(written, 3)[0];

test('a shortened Japanese name is suggested: any part of the name, not only its start', async () => {
  for (const [kind, db] of await databases(['Japanese'])) {
    assert.equal(db.lookup('ロフェロス'), undefined, 'not an exact name');
    assert.deepEqual(best(db, 'ロフェロス'), { name: 'Rofellos, Llanowar Emissary', score: best(db, 'ロフェロス').score, alias: 'ラノワールの使者ロフェロス' }, kind);
    assert.equal(best(db, 'ベレレン')?.name, 'Jace Beleren', kind);
    // Misspelt as well as shortened: one edit.
    assert.equal(best(db, 'ロフェロズ')?.name, 'Rofellos, Llanowar Emissary', kind);
  }
});

test('hiragana for katakana, half width, long vowel look-alikes, middle dots and spaces are folded before comparing', async () => {
  for (const [kind, db] of await databases(['Japanese'])) {
    for (const written of ['らのわーるの使者ろふぇろす', 'ろふぇろす', 'ﾗﾉﾜｰﾙの使者ﾛﾌｪﾛｽ', 'ラノワ－ルの使者ロフェロス', 'ラノワ―ルの使者ロフェロス', 'ラノワｰルの使者ロフェロス']) {
      const m = best(db, written);
      assert.equal(m?.name, 'Rofellos, Llanowar Emissary', `${kind}: ${written}`);
      assert.equal(m?.alias, 'ラノワールの使者ロフェロス', `${kind}: ${written}`);
    }
    for (const written of ['ジェイス･ベレレン', 'ジェイス ベレレン', 'ジェイスベレレン', 'じぇいす・べれれん']) {
      assert.equal(best(db, written)?.name, 'Jace Beleren', `${kind}: ${written}`);
    }
    assert.equal(best(db, 'らのわーるの使者ろふぇろす')?.score, 1, `${kind}: the same name in hiragana is a perfect match`);
    // Completion folds the same way.
    assert.equal(db.complete('らのわーるの', 5)[0]?.alias, 'ラノワールのエルフ', kind);
  }
});

test('unrelated Japanese text gets no suggestion, and English suggestions are unchanged', async () => {
  for (const [kind, db] of await databases(['Japanese'])) {
    assert.deepEqual(db.suggest('ぬ', 3), [], kind);
    assert.equal(best(db, 'Lightnig Bolt')?.name, 'Lightning Bolt', kind);
    assert.equal(best(db, 'Lightnig Bolt')?.alias, undefined, kind);
  }
});

test('the downloaded name table (AtomicCards beside Scryfall data) brings the printed text into the compiled index', async () => {
  const { compileSource } = await import('../../../server/src/core/cards/loader');
  const scryfall = path.join(fixturesDir, 'scryfall-sample.json');
  const { bytes } = await compileSource(scryfall, { languages: ['Japanese'], aliasSource: ATOMIC });
  const db = loadIndex('(in memory)', bytes);
  assert.equal(db.lookup('稲妻')?.name, 'Lightning Bolt');
  assert.equal(db.printed(db.lookup('Lightning Bolt')!, 'Japanese')?.typeLine, 'インスタント');
  assert.deepEqual(db.printed(db.lookup('Fire // Ice')!, 'Japanese')?.faces?.map((f) => f.name), ['火', '氷']);
  // Cards of the table that the card data does not have are left out.
  assert.equal(db.lookup('ラノワールの使者ロフェロス'), undefined);
  const without = loadIndex('(in memory)', (await compileSource(scryfall, {})).bytes);
  assert.equal(without.printed(without.lookup('Lightning Bolt')!, 'Japanese'), undefined);
});
