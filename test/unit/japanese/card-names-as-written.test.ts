// Card names inside messages stay as the deck wrote them: a line written in Japanese (plain or
// 《日本語名/English Name》) is named so in every message, related note, fix title and the deck's
// header, set in 《》 as Japanese Magic texts write card names; an English line names the card as
// the card data does. The data beside the message (`card`, `suggestions`, `commanders`) keeps the
// card data's names, so tools that read --json see no change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createMemoryCardDatabase, readCardSource } from '../../../server/src/core/cards';
import { createDecklistService, type DecklistService, type FileCheck } from '../../../server/src/core/index';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { fixturesDir } from '../cards/helpers';
import { inJapanese } from '../../support/catalog';
import { check, codes, commanderDeck } from '../rules/helpers';

const ATOMIC = path.join(fixturesDir, 'atomic-japanese.json');

const DECK = `// format: commander
Commander
1 ラノワールの使者ロフェロス

Deck
1 《稲妻/Lightning Bolt》
2 ラノワールのエルフ
1 ロフェロス
1 jace beleren
1 《火/氷》
40 森
`;

async function service(): Promise<DecklistService> {
  const r = await readCardSource(ATOMIC, { languages: ['Japanese'] });
  return createDecklistService({ cards: createMemoryCardDatabase(r.cards, r.info, r.aliases), defaultFormat: 'commander' });
}

interface Seen {
  check: FileCheck;
  on(line: number, code: string): DeckDiagnostic;
  fixes: string[];
}

function seen(s: DecklistService): Seen {
  const c = s.check(DECK);
  const lines = DECK.split('\n').length;
  const fixes = s.fixes(c, DECK, { range: { start: { line: 0, character: 0 }, end: { line: lines, character: 0 } }, diagnostics: c.diagnostics }).map((f) => f.title);
  const on = (line: number, code: string) => {
    const d = c.diagnostics.find((x) => x.range.start.line === line && x.code === code);
    assert.ok(d, `a ${code} diagnostic on line ${line + 1}: ${c.diagnostics.map((x) => `${x.range.start.line + 1} ${x.code}`).join('; ')}`);
    return d;
  };
  return { check: c, on, fixes };
}

test('in Japanese, messages, related notes, fix titles and the header name each card as its line wrote it', async () => {
  const s = await service();
  const { check: c, on, fixes } = inJapanese(() => seen(s));

  const bolt = on(5, 'color-identity');
  assert.match(bolt.message, /^《稲妻\/Lightning Bolt》の固有色には赤（\{R\}）が含まれ、《ラノワールの使者ロフェロス》の固有色\{G\}に収まりません/);
  assert.deepEqual(bolt.related?.map((r) => r.message), ['統率者 《ラノワールの使者ロフェロス》: 固有色 {G}']);
  assert.equal(bolt.card, 'Lightning Bolt', 'the data names the card as the card data does');

  const elves = on(6, 'singleton');
  assert.match(elves.message, /^《ラノワールのエルフ》: 2枚。/);
  assert.equal(elves.card, 'Llanowar Elves');

  // An English line is named as the card data writes the card (its case corrected).
  assert.match(on(8, 'color-identity').message, /^Jace Belerenの固有色には青/);

  // A split card written in Japanese names its faces as printed in Japanese.
  assert.match(on(9, 'color-identity').message, /^《火\/氷》の固有色には青と赤（\{U\}\{R\}）が含まれ、.*（氷のマナ・コストの\{U\}、火のマナ・コストの\{R\}）/);

  // An unknown Japanese name is offered the card in its own writing; the fixture's data is more than a week old.
  const unknown = on(7, 'unknown-card');
  assert.equal(unknown.message, '不明なカード「ロフェロス」。「ラノワールの使者ロフェロス」のことですか？カードがカードデータより新しいのかもしれません。');
  assert.deepEqual(unknown.data?.suggestions, ['Rofellos, Llanowar Emissary']);
  const hover = inJapanese(() => s.hover(c, { line: 7, character: 4 }, { locale: 'ja' })?.markdown ?? '');
  assert.match(hover, /\*\*ラノワールの使者ロフェロス\*\*/, hover);
  assert.doesNotMatch(hover, /Rofellos/, hover);
  // A Japanese name nothing resembles, with the name table loaded: how Japanese names are matched, not "download the table".
  const reading = inJapanese(() => s.check('// format: legacy\n4 いなずま\n')).diagnostics.find((d) => d.code === 'unknown-card')!;
  assert.equal(reading.message, '不明なカード「いなずま」。綴りを確認してください。日本語名はカードに印刷された表記で照合します（漢字で印刷された名前は、読みをかなで書いても見つかりません）。または《日本語名/English Name》と書いてください。');
  // A basic land type in the hover's color identity is Japanese too.
  const forest = inJapanese(() => s.hover(c, { line: 10, character: 4 }, { locale: 'ja' })?.markdown ?? '');
  assert.match(forest, /\n- G: タイプ行に森\n/, forest);

  for (const title of ['《稲妻/Lightning Bolt》をデッキから抜く', '《ラノワールのエルフ》の枚数を1にする', 'ロフェロスを候補に移す', 'Jace Belerenをデッキから抜く', '《火/氷》を候補に移す']) {
    assert.ok(fixes.includes(title), `${title} in: ${fixes.join(' | ')}`);
  }

  assert.deepEqual(c.shownCommanders, ['《ラノワールの使者ロフェロス》']);
  assert.deepEqual(c.commanders, ['Rofellos, Llanowar Emissary']);
});

test('in English too the names stay as the deck wrote them; English lines are named by the card data', async () => {
  const s = await service();
  const { on, fixes } = seen(s);
  assert.match(on(5, 'color-identity').message, /^《稲妻\/Lightning Bolt》 has red \(\{R\}\) in its color identity, outside 《ラノワールの使者ロフェロス》's color identity \{G\}/);
  assert.match(on(6, 'singleton').message, /^《ラノワールのエルフ》: 2 copies\./);
  assert.match(on(8, 'color-identity').message, /^Jace Beleren has blue/);
  assert.match(on(7, 'unknown-card').message, /^Unknown card "ロフェロス"\. Did you mean "ラノワールの使者ロフェロス"\?/);
  assert.ok(fixes.includes('Set the quantity of 《ラノワールのエルフ》 to 1'), fixes.join(' | '));
  // An English line that nothing resembles in Japanese keeps the English suggestion.
  const english = s.check('// format: legacy\n4 Lightnig Bolt\n');
  assert.match(english.diagnostics.find((d) => d.code === 'unknown-card')!.message, /Did you mean "Lightning Bolt"\?/);
});

test('in Japanese a basic land type that puts a card outside the commander\'s colors is named in Japanese', () => {
  const r = inJapanese(() => check(commanderDeck('Phelddagrif', ['Godless Shrine']), 'commander'));
  const d = codes(r, 'color-identity').find((x) => x.card === 'Godless Shrine');
  assert.ok(d, r.diagnostics.map((x) => x.message).join('\n'));
  assert.match(d.message, /タイプ行の土地タイプ沼/);
  assert.doesNotMatch(d.message, /Swamp/);
});
