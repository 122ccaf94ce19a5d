// Lists as players paste them from Japanese web pages, forum posts and other Arena clients (issue 38,
// classes 1–6): each shape is written as ../shared/reports/JAPANESE-LIST-DIALECTS-2026-11-29.md
// quotes it, in fixtures of our own (test/fixtures/decks/pasted/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeck } from '../../../server/src/core/parse/index';
import type { DeckDocument } from '../../../server/src/core/parse/types';
import { at, fixture, totals } from './helpers';

/** `line:section:quantity:name` of every entry (1-based lines), and the name's range checked against the text. */
function read(text: string, doc: DeckDocument = parseDeck(text)): string[] {
  return doc.entries.map((e) => {
    assert.equal(at(text, e.nameRange), e.name, `line ${e.line + 1}: the name's range`);
    return `${e.line + 1}:${e.section}:${e.quantity}:${e.name}`;
  });
}

/** What each line is: `entry`, `section`, `comment`, … */
const kinds = (doc: DeckDocument): string[] => doc.nodes.map((n) => n.kind);

test('class 1–2: every way a count is joined to a name gives the right quantity and card', () => {
  const lines = [
    '4《日本語名/English Name》',
    '16:《山/Mountain》',
    '11：《森/Forest》',
    '4\t古代の聖塔/Ancient Ziggurat',
    '4《Force of Will',
    '3《ファイレクシアの変形者/Phyrexian Metamorph',
    '4 《魂の洞窟',
    '魂の管理人 4',
    '《吹きさらしの荒野》4',
    '4.....蛮族のリング/Barbarian Ring',
    '4.....Shock',
    '4枚 稲妻',
    '4枚ボロスの魔除け',
    '4枚《稲妻》',
    '稲妻 ×4',
    '稲妻 x4',
    '4x 稲妻',
    '４ 稲妻',
    '４ｘ 稲妻',
    '2《火+氷/Fire+Ice',
    '4《Mishra’s Workshop',
    '3 山        ',
    '- 4 Lightning Bolt',
    '・4 稲妻',
  ];
  const text = lines.join('\n');
  const doc = parseDeck(text);
  assert.deepEqual(read(text, doc), [
    '1:main:4:日本語名/English Name',
    '2:main:16:山/Mountain',
    '3:main:11:森/Forest',
    '4:main:4:古代の聖塔/Ancient Ziggurat',
    '5:main:4:Force of Will',
    '6:main:3:ファイレクシアの変形者/Phyrexian Metamorph',
    '7:main:4:魂の洞窟',
    '8:main:4:魂の管理人',
    '9:main:4:吹きさらしの荒野',
    '10:main:4:蛮族のリング/Barbarian Ring',
    '11:main:4:Shock',
    '12:main:4:稲妻',
    '13:main:4:ボロスの魔除け',
    '14:main:4:稲妻',
    '15:main:4:稲妻',
    '16:main:4:稲妻',
    '17:main:4:稲妻',
    '18:main:4:稲妻',
    '19:main:4:稲妻',
    '20:main:2:火+氷/Fire+Ice',
    '21:main:4:Mishra’s Workshop',
    '22:main:3:山',
    '23:main:4:Lightning Bolt',
    '24:main:4:稲妻',
  ]);
  assert.deepEqual(doc.diagnostics, []);
  // The English half is looked up first, the Japanese one next; a bracket never closed is no part of the name.
  assert.deepEqual(doc.entries[0].lookupNames, ['English Name', '日本語名']);
  assert.deepEqual(doc.entries[5].lookupNames, ['Phyrexian Metamorph', 'ファイレクシアの変形者']);
  assert.deepEqual(doc.entries[4].lookupNames, ['Force of Will']);
  assert.deepEqual(
    doc.entries.slice(0, 3).map((e) => at(text, e.quantityRange!)),
    ['4', '16', '11'],
  );
});

test('not counts: a time, a Latin name ending in a number, a count glued to a word that is no counter', () => {
  const doc = parseDeck('12:30 start\nBorrowing 100,000 Arrows\n4色のデッキ\n');
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.quantityRange === undefined]),
    [
      [1, '12:30 start', true],
      [1, 'Borrowing 100,000 Arrows', true],
      [1, '4色のデッキ', true],
    ],
  );
});

test('a line that lost its card name (`3 《`, `3:《`) is one unread line, as information, not a card; it still counts toward the footer of its group', () => {
  const text = '4 《紅蓮破/Pyroblast》\n3 《\n-サイドボード(7)-\n';
  const doc = parseDeck(text);
  assert.deepEqual(read(text, doc), ['1:sideboard:4:紅蓮破/Pyroblast']);
  assert.deepEqual(
    doc.diagnostics.map((d) => [d.range.start.line, d.severity, d.message]),
    [[1, 'information', "Line 2 was not read as a card: '3 《' counts 3 cards but the card's name is missing (a web page copied as text often loses it), so they are not counted. Write the name after 《 to count them."]],
  );
  assert.deepEqual(doc.nodes.map((n) => n.kind), ['entry', 'unparsed', 'comment', 'blank']);
  assert.deepEqual(doc.diagnostics[0].data, { reason: 'lost-name' });
  // The same with a colon, and inside a longer list: the group still sums to its footer.
  const colon = parseDeck('3:《\n4 《紅蓮破/Pyroblast》\n-サイドボード(7)-\n');
  assert.deepEqual(colon.entries.map((e) => `${e.section}:${e.quantity}`), ['sideboard:4']);
  assert.deepEqual(colon.diagnostics.map((d) => [d.range.start.line, d.severity]), [[0, 'information']]);
});

test('class 3: Japanese headers with and without counts, brackets, bullets and dashes', () => {
  const cases: Array<[string, string, string, number | undefined, boolean]> = [
    ['メインボード', 'main', 'メインボード', undefined, false],
    ['メインボード60枚', 'main', 'メインボード', 60, false],
    ['メインボード(60)', 'main', 'メインボード', 60, false],
    ['サイドボード15枚', 'sideboard', 'サイドボード', 15, false],
    ['サイドボード15枚-', 'sideboard', 'サイドボード', 15, false],
    ['-サイド15枚-', 'sideboard', 'サイド', 15, false],
    ['サイドボード (15)', 'sideboard', 'サイドボード', 15, false],
    ['【メインボード】', 'main', 'メインボード', undefined, false],
    ['-メイン-', 'main', 'メイン', undefined, false],
    ['《サイド》', 'sideboard', 'サイド', undefined, false],
    ['・サイドボード', 'sideboard', 'サイドボード', undefined, false],
    ['コマンダー', 'commander', 'コマンダー', undefined, false],
    ['統率者（1）', 'commander', '統率者', 1, false],
    ['統率者1', 'commander', '統率者', 1, false],
    ['【統率者 1枚】', 'commander', '統率者', 1, false],
    ['— 統率者 1 —', 'commander', '統率者', 1, false],
    ['<統率者 x 1>', 'commander', '統率者', 1, false],
    ['候補', 'maybeboard', '候補', undefined, false],
    ['トークン', 'outside', 'トークン', undefined, false],
    ['土地（95）', 'main', '土地', 95, true],
    ['クリーチャー(9)', 'main', 'クリーチャー', 9, true],
    ['-クリーチャー25枚-', 'main', 'クリーチャー', 25, true],
    ['-土地 17枚-', 'main', '土地', 17, true],
    ['《土地》 19枚', 'main', '土地', 19, true],
    ['《スペル》  27枚', 'main', 'スペル', 27, true],
    ['【クリーチャー/20枚】', 'main', 'クリーチャー', 20, true],
    ['クリーチャー (0)', 'main', 'クリーチャー', 0, true],
    ['呪文(28)', 'main', '呪文', 28, true],
  ];
  for (const [line, section, title, count, category] of cases) {
    const doc = parseDeck(line + '\n');
    const n = doc.nodes[0];
    assert.equal(n.kind, 'section', line);
    if (n.kind !== 'section') continue;
    assert.deepEqual([n.section, n.title, n.declaredCount, n.category === true], [section, title, count, category], line);
    assert.deepEqual(n.range, { start: { line: 0, character: 0 }, end: { line: 0, character: line.length } }, line);
    assert.deepEqual(doc.diagnostics, [], line);
  }
});

test('a type group does not change the section: クリーチャー(9) under サイドボード stays in the sideboard', () => {
  const text = 'メインボード60枚\n4 稲妻\nサイドボード15枚\nクリーチャー(9)\n4 稲妻\n';
  assert.deepEqual(read(text), ['2:main:4:稲妻', '5:sideboard:4:稲妻']);
});

test('class 3–4: a 100-card Commander list with Japanese headers counts 100, its headers none', () => {
  const text = ['統率者（1）', '1 《ラノワールの使者ロフェロス/Rofellos, Llanowar Emissary》', 'クリーチャー（4）', '4 《ラノワールのエルフ/Llanowar Elves》', '土地（95）', '95 《森/Forest》', '候補', '1 《稲妻/Lightning Bolt》', 'トークン', '1 エルフ・戦士'].join('\n');
  const doc = parseDeck(text);
  assert.deepEqual(totals(doc), { commander: 1, companion: 0, main: 99, sideboard: 0, maybeboard: 1, outside: 1 });
  assert.deepEqual(doc.diagnostics, []);
});

test('class 4: total lines and prose around the list are never cards', () => {
  const text = [
    '4色《不屈の独創力》',
    '■4色《不屈の独創力》',
    '5-Color-Aggro [2]',
    'デッキ名:Mesmeric Gaea’s',
    'プレイヤー:太郎',
    'デッキ:赤単',
    'player:Amigosu (3-0)',
    '▼デッキリスト解説',
    '「版図ランプ」',
    'TunnelGaan - 「版図ランプ」',
    '12月21日のCardshop Serra主催のヴィンテージの参加者が使っていたもの。',
    '平均マナ・コストは2.2の土地は22枚になります。',
    '画像付きリストはこちら ⇒ 続唱ランプ',
    '【デッキリスト】',
    '——————————',
    '60 Cards',
    '合計60枚',
    '計75枚',
    'Total: 60',
    '24 Lands',
  ].join('\n');
  const doc = parseDeck(text);
  assert.deepEqual(
    kinds(doc),
    ['comment', 'comment', 'entry', 'directive', 'directive', 'directive', 'directive', 'entry', 'comment', 'comment', 'comment', 'comment', 'comment', 'comment', 'comment', 'comment', 'comment', 'comment', 'comment', 'comment'],
  );
  assert.deepEqual(
    doc.directives.map((d) => [d.key, d.value]),
    [
      ['name', 'Mesmeric Gaea’s'],
      ['player', '太郎'],
      ['name', '赤単'],
      ['player', 'Amigosu (3-0)'],
    ],
  );
  // A deck title, and a remark after a bullet: no count, so the check decides by the card data.
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.unsure]),
    [
      ['5-Color-Aggro', undefined],
      ['デッキリスト解説', true],
    ],
  );
  assert.deepEqual(doc.diagnostics, []);
});

test('a line without a count above or below a counted list is one the check is unsure of; not between, nor in a list of bare names', () => {
  const counted = ['Goblin Sligh', '4 Goblin Guide', '4 Lightning Bolt', '16 Mountain', 'Fireblast', '4 Shock', '4 Lava Dart', '4 Rift Bolt', '4 Skullcrack', 'car-shop-deck'].join('\n');
  assert.deepEqual(
    parseDeck(counted).entries.map((e) => [e.name, e.unsure ?? false]),
    [
      ['Goblin Sligh', true],
      ['Goblin Guide', false],
      ['Lightning Bolt', false],
      ['Mountain', false],
      ['Fireblast', false],
      ['Shock', false],
      ['Lava Dart', false],
      ['Rift Bolt', false],
      ['Skullcrack', false],
      ['car-shop-deck', true],
    ],
  );
  const bare = ['Burn', 'Goblin Guide', 'Lightning Bolt', 'Mountain', 'Shock'].join('\n');
  assert.deepEqual(parseDeck(bare).entries.map((e) => e.unsure ?? false), [false, false, false, false, false]);
  // A commander under its header is a card as written.
  const commander = ['Commander', 'Atraxa, Praetors’ Voice', 'Deck', '1 Sol Ring', '1 Arcane Signet', '1 Command Tower', '1 Swamp'].join('\n');
  assert.deepEqual(parseDeck(commander).entries.map((e) => e.unsure ?? false), [false, false, false, false, false]);
});

test('class 4: a group footer after the group closes it; a sideboard footer makes its group the sideboard (Wizards of the Coast Japan)', () => {
  const { text, doc } = fixture('pasted/wotc-japan-footers.txt');
  assert.deepEqual(totals(doc), { commander: 0, companion: 0, main: 60, sideboard: 12, maybeboard: 0, outside: 0 });
  assert.deepEqual(
    doc.entries.map((e) => `${e.line + 1}:${e.section}:${e.category ?? ''}`),
    ['3:main:土地', '5:main:クリーチャー', '6:main:クリーチャー', ...[8, 9, 10, 11, 12, 13, 14, 15].map((l) => `${l}:main:呪文`), '17:sideboard:', '18:sideboard:', '20:sideboard:'],
  );
  assert.deepEqual(kinds(doc).filter((k) => k === 'section'), [], 'footers are no headers');
  assert.deepEqual(doc.diagnostics.map((d) => [d.range.start.line, d.message]), [[18, "Line 19 was not read as a card: '3 《' counts 3 cards but the card's name is missing (a web page copied as text often loses it), so they are not counted. Write the name after 《 to count them."]]);
  assert.equal(at(text, doc.entries[0].nameRange), '山/Mountain');
});

test('a dashed header with a count is a header when a header opened the group above it (cardshop-serra), a footer otherwise', () => {
  const { doc } = fixture('pasted/cardshop-serra.txt');
  assert.deepEqual(totals(doc), { commander: 0, companion: 0, main: 60, sideboard: 15, maybeboard: 0, outside: 0 });
  assert.deepEqual(
    doc.nodes.filter((n) => n.kind === 'section').map((n) => n.kind === 'section' && [n.line + 1, n.title, n.declaredCount]),
    [
      [3, 'メインボード', 60],
      [4, 'クリーチャー', 8],
      [7, '呪文', 32],
      [17, '土地', 20],
      [20, 'サイドボード', 15],
    ],
  );
  assert.deepEqual(
    doc.entries.filter((e) => e.name.includes('+') || e.name.includes('’') || e.name.includes('Of')).map((e) => [e.name, e.lookupNames]),
    [
      ['火+氷/Fire+Ice', ['Fire+Ice', '火+氷']],
      ['摩耗+損耗/Wear+Tear', ['Wear+Tear', '摩耗+損耗']],
      ['Soul’s Fire', ['Soul’s Fire']],
      ['Mishra’s Factory', ['Mishra’s Factory']],
      ['Crucible Of Worlds', ['Crucible Of Worlds']],
    ],
  );
  assert.deepEqual(doc.directives.map((d) => [d.key, d.value]), [['name', 'Mishra’s Burn']]);
  assert.deepEqual(doc.diagnostics, []);
});

test('table rows: many entries on one line with the group footers among them (Hareruya), each entry with its own range', () => {
  const { text, doc } = fixture('pasted/hareruya-table-row.txt');
  assert.deepEqual(totals(doc), { commander: 0, companion: 0, main: 60, sideboard: 15, maybeboard: 0, outside: 0 });
  assert.deepEqual(
    doc.entries.map((e) => `${e.line + 1}:${e.section}:${e.quantity}:${at(text, e.quantityRange!)}:${at(text, e.nameRange)}:${e.category ?? ''}`),
    [
      '1:main:20:20:山/Mountain:土地',
      '1:main:4:4:ゴブリンの先達/Goblin Guide:クリーチャー',
      '1:main:4:4:僧院の速槍/Monastery Swiftspear:クリーチャー',
      '2:main:4:4:稲妻/Lightning Bolt:呪文',
      '2:main:4:4:ショック/Shock:呪文',
      '2:main:4:4:火+氷/Fire+Ice:呪文',
      '2:main:4:4:溶岩の投げ矢/Lava Dart:呪文',
      '2:main:4:4:裂け目の稲妻/Rift Bolt:呪文',
      '2:main:4:4:焼尽の猛火/Searing Blaze:呪文',
      '2:main:4:4:頭蓋割り/Skullcrack:呪文',
      "2:main:4:4:魂の炎/Soul's Fire:呪文",
      '3:sideboard:3:3:紅蓮破/Pyroblast:',
      '3:sideboard:4:4:粉砕/Smash to Smithereens:',
      '3:sideboard:4:4:炎渦竜巻/Flame Slash:',
      '3:sideboard:4:4:無効/Annul:',
    ],
  );
  // One node per line: the row's first entry.
  assert.deepEqual(doc.nodes.map((n) => [n.kind, n.line]), [
    ['entry', 0],
    ['entry', 1],
    ['entry', 2],
    ['blank', 3],
  ]);
  assert.deepEqual(doc.diagnostics, []);
});

test('bullets, colons and indentation (paupermtg); the name first with `その他 4` (kanoke): counts are the lists\' true sizes', () => {
  const pauper = fixture('pasted/paupermtg-colon.txt').doc;
  assert.deepEqual(totals(pauper), { commander: 0, companion: 0, main: 60, sideboard: 15, maybeboard: 0, outside: 0 });
  assert.deepEqual(pauper.diagnostics, []);
  const kanoke = fixture('pasted/kanoke-name-first.txt').doc;
  assert.deepEqual(totals(kanoke), { commander: 0, companion: 0, main: 60, sideboard: 11, maybeboard: 0, outside: 0 });
  assert.deepEqual(
    kanoke.diagnostics.map((d) => [d.range.start.line, d.severity, d.message]),
    [[17, 'information', "Line 18 was not read as a card: 'その他 4' counts 4 cards without naming them, so they are not counted. Write each card's name to count it."]],
  );
});

test('total lines after each group (cardrush-media): type totals name the group, `15 sideboard cards` makes its group the sideboard', () => {
  const { doc } = fixture('pasted/cardrush-totals.txt');
  assert.deepEqual(totals(doc), { commander: 0, companion: 0, main: 60, sideboard: 15, maybeboard: 0, outside: 0 });
  assert.deepEqual(
    [...new Set(doc.entries.map((e) => `${e.section}:${e.category ?? ''}`))],
    ['main:creatures', 'main:other spells', 'main:Lands', 'sideboard:'],
  );
  assert.deepEqual(doc.diagnostics, []);
  // Written above its group, the sideboard total opens the sideboard.
  assert.deepEqual(totals(parseDeck('4 Shock\n56 Mountain\n15 sideboard cards\n15 Pyroblast\n')), { commander: 0, companion: 0, main: 60, sideboard: 15, maybeboard: 0, outside: 0 });
});

test('class 5: MTG Arena\'s headers in each client language open their sections', () => {
  const cases: Array<[string, string]> = [
    ['Commandant\n1 Niv-Mizzet Reborn\n\nDeck\n1 Sol Ring\n\nRéserve\n1 Opt\n\nCompagnon\n1 Lurrus of the Dream-Den', 'fr'],
    ['Kommandeur\n1 Niv-Mizzet Reborn\n\nDeck\n1 Sol Ring\n\nSideboard\n1 Opt\n\nGefährte\n1 Lurrus of the Dream-Den', 'de'],
    ['Comandante\n1 Niv-Mizzet Reborn\n\nMazo\n1 Sol Ring\n\nBanquillo\n1 Opt\n\nCompañero\n1 Lurrus of the Dream-Den', 'es'],
    ['Comandante\n1 Niv-Mizzet Reborn\n\nMazo\n1 Sol Ring\n\nReserva\n1 Opt\n\nCompañero\n1 Lurrus of the Dream-Den', 'es (T1)'],
    ['Comandante\n1 Niv-Mizzet Reborn\n\nMazzo\n1 Sol Ring\n\nSideboard\n1 Opt\n\nCompagno\n1 Lurrus of the Dream-Den', 'it'],
    ['Comandante\n1 Niv-Mizzet Reborn\n\nDeck\n1 Sol Ring\n\nReserva\n1 Opt\n\nCompanheiro\n1 Lurrus of the Dream-Den', 'pt-BR'],
    ['統率者\n1 Niv-Mizzet Reborn\n\nデッキ\n1 Sol Ring\n\nサイドボード\n1 Opt\n\n相棒\n1 Lurrus of the Dream-Den', 'ja'],
    ['커맨더\n1 Niv-Mizzet Reborn\n\n덱\n1 Sol Ring\n\n사이드보드\n1 Opt\n\n단짝\n1 Lurrus of the Dream-Den', 'ko (T2)'],
    ['사령관\n1 Niv-Mizzet Reborn\n\n덱\n1 Sol Ring\n\n사이드보드\n1 Opt\n\n동료\n1 Lurrus of the Dream-Den', 'ko (T1)'],
    ['Командир\n1 Niv-Mizzet Reborn\n\nКолода\n1 Sol Ring\n\nРезерв\n1 Opt\n\nКомпаньон\n1 Lurrus of the Dream-Den', 'ru'],
    ['指挥官\n1 Niv-Mizzet Reborn\n\n牌库\n1 Sol Ring\n\n备牌\n1 Opt\n\n伙伴\n1 Lurrus of the Dream-Den', 'zh-Hans'],
    ['指揮官\n1 Niv-Mizzet Reborn\n\n牌庫\n1 Sol Ring\n\n備牌\n1 Opt\n\n夥伴\n1 Lurrus of the Dream-Den', 'zh-Hant'],
  ];
  for (const [text, language] of cases) {
    const doc = parseDeck(text);
    assert.deepEqual(doc.entries.map((e) => `${e.section}:${e.name}`), ['commander:Niv-Mizzet Reborn', 'main:Sol Ring', 'sideboard:Opt', 'companion:Lurrus of the Dream-Den'], language);
    assert.deepEqual(doc.diagnostics, [], language);
  }
});

test('class 6: an MTG Salvation [DECK] post with `4x<TAB>Name` lines and a closing [URL] line; blank lines inside are no sideboard', () => {
  const { doc } = fixture('pasted/mtgsalvation.txt');
  assert.deepEqual(totals(doc), { commander: 0, companion: 0, main: 60, sideboard: 0, maybeboard: 0, outside: 0 });
  assert.deepEqual(kinds(doc).slice(13), ['entry', 'comment', 'comment', 'blank']);
  assert.deepEqual(doc.diagnostics, []);
});

test('class 6: an mtgtop8 export whose `// FORMAT : ` has no value is read without a warning; a user\'s empty `// format:` still gets one', () => {
  const { doc } = fixture('pasted/mtgtop8.txt');
  assert.deepEqual(totals(doc), { commander: 0, companion: 0, main: 60, sideboard: 15, maybeboard: 0, outside: 0 });
  assert.deepEqual(doc.diagnostics, []);
  assert.deepEqual(doc.directives.map((d) => [d.key, d.value]), [
    ['name', 'Burn'],
    ['creator', 'RedPlayer'],
  ]);
  assert.equal(doc.formatHint, undefined);
  assert.deepEqual(parseDeck('// format:\n4 Shock\n').diagnostics.map((d) => d.severity), ['warning']);
});

test('a whole MTG Arena import pasted on one line (Japanese client): every entry with its printing, the headers among them open their sections', () => {
  const { text, doc } = fixture('pasted/arena-one-line.txt');
  assert.deepEqual(totals(doc), { commander: 0, companion: 0, main: 60, sideboard: 15, maybeboard: 0, outside: 0 });
  assert.deepEqual(
    doc.entries.map((e) => `${e.section}:${e.quantity}:${at(text, e.nameRange)}:${e.set?.text} ${e.collectorNumber?.text}`),
    [
      'main:4:切り崩し:DMU 89',
      'main:21:沼:HBG 300',
      'main:2:しつこい負け犬:SNC 97',
      'main:4:強迫:THB 97',
      'main:4:思考囲い:2XM 107',
      'main:4:致命的な一押し:AER 57',
      'main:4:喉首狙い:XLN 125',
      'main:4:英雄の破滅:DOM 91',
      'main:4:最後の望み、リリアナ:EMN 93',
      'main:4:ファイレクシアの闘技場:ONE 100',
      'main:5:ヴォルラスの要塞:C21 328',
      'sideboard:3:オパールのモックス:SOM 179',
      'sideboard:4:強迫:THB 97',
      'sideboard:4:漸増爆弾:MRD 201',
      'sideboard:4:墓掘りの檻:M20 227',
    ],
  );
  assert.deepEqual(doc.diagnostics, []);
  // The English client's headers, and a line without a header but with two entries.
  assert.deepEqual(read('Deck 4 Lightning Bolt (M10) 146 56 Mountain (M10) 230 Sideboard 2 Shock (M19) 156\n'), [
    '1:main:4:Lightning Bolt',
    '1:main:56:Mountain',
    '1:sideboard:2:Shock',
  ]);
  assert.deepEqual(read('4 Lightning Bolt (M10) 146 56 Mountain (M10) 230\n'), ['1:main:4:Lightning Bolt', '1:main:56:Mountain']);
  // One Arena line is one entry, as before; a word that is no header makes the line no row.
  assert.deepEqual(read('4 Lightning Bolt (M10) 146\n'), ['1:main:4:Lightning Bolt']);
  assert.deepEqual(read('Bolts 4 Lightning Bolt (M10) 146 56 Mountain (M10) 230\n').length, 1);
});
