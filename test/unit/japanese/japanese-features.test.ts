// The editor features over Japanese card data from a fixture AtomicCards file: the hover's printed
// Japanese text (in Japanese) and Japanese name (in English); completion and quick fixes that keep
// the line's writing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createMemoryCardDatabase, readCardSource } from '../../../server/src/core/cards';
import { createDecklistService, type DecklistService } from '../../../server/src/core/index';
import { fixturesDir } from '../cards/helpers';
import { inJapanese } from '../../support/catalog';

const ATOMIC = path.join(fixturesDir, 'atomic-japanese.json');

/** The fixture's cards with the name tables of `languages` (none: no aliases, no printed text). */
async function service(languages = ['Japanese']): Promise<DecklistService> {
  const r = await readCardSource(ATOMIC, { languages });
  return createDecklistService({ cards: createMemoryCardDatabase(r.cards, r.info, languages.length ? r.aliases : []), defaultFormat: 'legacy' });
}

/** The hover of the line's card; in Japanese with the Japanese catalog in force, as the server has it. */
const hoverOn = (s: DecklistService, line: string, locale?: 'en' | 'ja') => {
  const hover = () => s.hover(s.check(line), { line: 0, character: line.length - 1 }, { locale })?.markdown ?? '';
  return locale === 'ja' ? inJapanese(hover) : hover();
};

test('in Japanese the hover shows the printed name, type line and text above the Oracle text, labelled as printed text', async () => {
  const s = await service();
  for (const line of ['4 Lightning Bolt', '4 稲妻', '4 《稲妻/Lightning Bolt》']) {
    const md = hoverOn(s, line, 'ja');
    assert.match(md, /日本語版の印刷テキスト/, line);
    assert.match(md, /エラッタ/, `${line}: says translations get no errata`);
    assert.match(md, /\*\*稲妻\*\* \{R\}/, line);
    assert.match(md, /\*インスタント\*/, line);
    const printed = md.indexOf('クリーチャー１体かプレイヤー１人を対象とする。');
    const oracle = md.indexOf('Lightning Bolt deals 3 damage to any target.');
    assert.ok(printed > 0 && oracle > printed, `${line}: printed text above the Oracle text`);
    // The labels around the Oracle text are Japanese too; the card's own words stay as the data has them.
    assert.match(md, /\*Instant\* · マナ総量1\n\nLightning Bolt deals 3 damage to any target\.  \n\n固有色: R\n- R: マナ・コストに\{R\}/, line);
    assert.match(md, /\*\*このデッキでは:\*\* レガシーで使用可能、デッキに4枚（1行目）/, line);
    assert.match(md, /\*カードデータ: .*枚）\*$/, line);
    assert.doesNotMatch(md, /Color identity|mana value|In this deck|Card data/, line);
  }
  const fire = hoverOn(s, '1 Fire // Ice', 'ja');
  assert.match(fire, /\*\*火\*\* — \*インスタント\*/);
  assert.match(fire, /\*\*氷\*\* — \*インスタント\*\nパーマネント１つを対象とし、それをタップする。 {2}\nカードを１枚引く。/);
});

test('in English the hover names the card in Japanese only when the deck line used the Japanese name', async () => {
  const s = await service();
  for (const line of ['4 稲妻', '4 《稲妻/Lightning Bolt》']) {
    const md = hoverOn(s, line, 'en');
    assert.match(md, /^\*Japanese name:\* \*\*稲妻\*\*/, line);
    assert.doesNotMatch(md, /クリーチャー１体/, `${line}: no printed text in English`);
  }
  assert.doesNotMatch(hoverOn(s, '4 Lightning Bolt', 'en'), /Japanese|稲妻/);
  assert.equal(hoverOn(s, '4 稲妻'), hoverOn(s, '4 稲妻', 'en'), 'English is the default');
});

test('in Japanese without the name table, the pair notation still gives the Japanese name, with how to get the printed text', async () => {
  const s = await service([]);
  const md = hoverOn(s, '4 《稲妻/Lightning Bolt》', 'ja');
  assert.match(md, /デッキに書かれた日本語名:\* \*\*稲妻\*\*/);
  assert.match(md, /decklist\.languages/);
  assert.match(md, /Lightning Bolt deals 3 damage/);
});

const complete = (s: DecklistService, lineText: string) => s.complete({ lineText, position: { line: 0, character: lineText.length }, check: s.check(lineText) });

test('completion keeps the line writing: Japanese, the pair, English', async () => {
  const s = await service();
  const plain = complete(s, '4 ロフェ')[0];
  assert.equal(plain.newText, 'ラノワールの使者ロフェロス');
  assert.equal(plain.cardName, 'Rofellos, Llanowar Emissary');
  assert.equal(complete(s, '4 らのわーるの使')[0]?.newText, 'ラノワールの使者ロフェロス', 'hiragana typed, the printed katakana inserted');
  assert.equal(complete(s, '4 《稲')[0]?.newText, '《稲妻/Lightning Bolt》');
  // English typed inside the pair: the Japanese name comes from the name table.
  assert.equal(complete(s, '4 《Lightning B')[0]?.newText, '《稲妻/Lightning Bolt》');
  const english = complete(s, '4 Lightning B')[0];
  assert.equal(english.newText, 'Lightning Bolt');
  assert.equal(english.label, 'Lightning Bolt');
});

test('in Japanese a completion item gives the type line as printed in Japanese; in English as the Oracle text has it', async () => {
  const s = await service();
  const at = (lineText: string, locale?: 'en' | 'ja') => s.complete({ lineText, position: { line: 0, character: lineText.length }, check: s.check(lineText), locale })[0];
  assert.equal(at('4 稲', 'ja').description, 'Lightning Bolt · インスタント');
  assert.equal(at('4 Lightning B', 'ja').description, 'インスタント');
  assert.equal(at('4 稲').description, 'Lightning Bolt · Instant');
  assert.equal(at('4 Lightning B', 'en').description, 'Instant');
});

const fixTexts = (s: DecklistService, text: string) => {
  const check = s.check(text);
  const end = text.split('\n').length - 1;
  return s.fixes(check, text, { range: { start: { line: 0, character: 0 }, end: { line: end, character: 0 } }, diagnostics: check.diagnostics }).flatMap((f) => f.edits.map((e) => e.newText));
};

test('a misspelt name is corrected in the writing of its line; a shortened one is only suggested', async () => {
  const s = await service();
  // A part of a name is a guess (a newer card may hold it too): the message suggests it, no fix writes it.
  const short = s.check('1 ロフェロス\n');
  assert.match(short.diagnostics.find((d) => d.code === 'unknown-card')!.message, /ラノワールの使者ロフェロス/);
  assert.ok(!fixTexts(s, '1 ロフェロス\n').includes('ラノワールの使者ロフェロス'));
  // Hiragana for the printed katakana: the other writing of the same name.
  assert.deepEqual(fixTexts(s, '1 らのわーるの使者ろふぇろす\n'), ['ラノワールの使者ロフェロス']);
  // The pair: the range is inside the 《》, the Japanese half comes from the name table.
  assert.deepEqual(fixTexts(s, '1 《ろふぇろす/Rofelos, Llanowar Emisary》\n'), ['ラノワールの使者ロフェロス/Rofellos, Llanowar Emissary']);
  assert.deepEqual(fixTexts(s, '1 Rofelos, Llanowar Emisary\n'), ['Rofellos, Llanowar Emissary']);
});

test('a Japanese name stays Japanese: no "canonical spelling" fix turns it into English; a width variant is written as printed', async () => {
  const s = await service();
  assert.deepEqual(fixTexts(s, '4 稲妻\n'), []);
  assert.deepEqual(fixTexts(s, '1 ﾗﾉﾜｰﾙの使者ﾛﾌｪﾛｽ\n'), ['ラノワールの使者ロフェロス']);
  const deck = '4 稲妻\n1 fire // ice\n';
  const all = s.fixAll(s.check(deck), deck);
  assert.deepEqual(all?.edits.map((e) => [e.range.start.line, e.newText]), [[1, 'Fire // Ice']], 'fix-all leaves the Japanese line alone');
});

test('a line started in Japanese is offered the Japanese headers and directive keys', async () => {
  const s = await service();
  const sections = complete(s, 'サイ').filter((i) => i.kind === 'section');
  assert.deepEqual(sections.map((i) => i.newText), ['サイドボード']);
  const keys = complete(s, '// チ');
  assert.deepEqual(keys.map((i) => [i.label, i.newText, i.detail]), [['チーム:', 'チーム: ', 'team name: decks with the same team are checked together']]);
  assert.deepEqual(complete(s, '// フォーマット: ').map((i) => i.label).slice(0, 1), ['commander'], 'format ids after the Japanese key');
  assert.deepEqual(complete(s, '4 サイ').filter((i) => i.kind === 'section'), [], 'not after a quantity');
});
