// What a player reads when two commanders cannot share the command zone, or when there are more
// than the format allows: the whole message with each card's pairing abilities, the line it is on,
// the first commander it points to, and the pair the quick fixes read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inJapanese } from '../../support/catalog';
import { check, codes, commanderDeck, createFormatRegistry, parseConfig } from './helpers';
import { nameAt, pairDb } from './pair-cards';

const COMMANDER_PAIRINGS =
  'both have Partner; or each has "Partner with" naming the other; or both have Friends forever; or both have the same Partner variant (Partner—…); ' +
  'or one has "Choose a Background" and the other is a Background; or one has "Doctor\'s companion" and the other is a Time Lord Doctor';

function cannotShare(a: string, b: string, aHas: string, bHas: string, rules = COMMANDER_PAIRINGS, format = 'Commander'): string {
  return `${a} and ${b} cannot share the command zone: ${a} ${aHas}, and ${b} ${bHas}. ${format} allows two commanders only when ${rules}. Keep one commander.`;
}

/** The commander-pair messages of a Commander deck whose command zone holds `names`. */
function pairMessages(names: string[], formatId: Parameters<typeof check>[1] = 'commander'): string[] {
  return codes(check(commanderDeck(names, [], ['Wastes']), formatId, pairDb()), 'commander-pair').map((d) => d.message);
}

test('commander-pair: two legends that cannot pair and a third commander, each on its own line, pointing to the first commander', () => {
  const r = check(commanderDeck(['Phelddagrif', 'Braids, Cabal Minion', 'Krark, the Thumbless'], [], ['Wastes']), 'commander', pairDb());
  const first = [{ message: 'first commander: Phelddagrif', range: nameAt(1, 'Phelddagrif') }];
  assert.deepEqual(codes(r, 'commander-pair'), [
    {
      code: 'commander-pair',
      severity: 'error',
      message: cannotShare('Phelddagrif', 'Braids, Cabal Minion', 'has no partner ability', 'has no partner ability'),
      range: nameAt(2, 'Braids, Cabal Minion'),
      card: 'Braids, Cabal Minion',
      related: first,
      data: { commanders: ['Phelddagrif', 'Braids, Cabal Minion'] },
    },
    {
      code: 'commander-pair',
      severity: 'error',
      message: 'Krark, the Thumbless is a 3rd commander; a deck has at most two. Move it into the deck or remove it.',
      range: nameAt(3, 'Krark, the Thumbless'),
      card: 'Krark, the Thumbless',
      related: first,
    },
  ]);
});

test('commander-pair: a legal pair with a third and a fourth commander: each extra one is counted from the first', () => {
  assert.deepEqual(pairMessages(["Kraum, Ludevic's Opus", 'Tymna the Weaver', 'Krark, the Thumbless', 'Phelddagrif']), [
    'Krark, the Thumbless is a 3rd commander; a deck has at most two. Move it into the deck or remove it.',
    'Phelddagrif is a 4th commander; a deck has at most two. Move it into the deck or remove it.',
  ]);
});

test('commander-pair: each card says which pairing abilities it has, and that it is a Background or a Time Lord Doctor', () => {
  const cases: Array<[string, string, string, string]> = [
    ['Pir Admirer', 'Pir, Imaginative Rascal', 'has Partner with Pir, Imaginative Rascal', 'has Partner with Toothy, Imaginative Friend'],
    ['Pir, Imaginative Rascal', 'Pir Admirer', 'has Partner with Toothy, Imaginative Friend', 'has Partner with Pir, Imaginative Rascal'],
    ['Pir, Imaginative Rascal', 'Riverside Twin', 'has Partner with Toothy, Imaginative Friend', 'has Partner with Hillside Twin'],
    ['Raised by Giants', 'Krark, the Thumbless', 'is a Background', 'has Partner'],
    ['The Tenth Doctor', 'Krark, the Thumbless', 'is a Time Lord Doctor', 'has Partner'],
    ['The Partnered Doctor', 'Will, the Wise', 'has Partner and is a Time Lord Doctor', 'has Friends forever'],
    ['Rose Tyler', 'Krark, the Thumbless', "has Doctor's companion", 'has Partner'],
    ['Krark, the Thumbless', 'Will, the Wise', 'has Partner', 'has Friends forever'],
    ['Krark, the Thumbless', 'Ryu, World Warrior', 'has Partner', 'has Partner—Character select'],
    ['Ryu, World Warrior', 'Atreus, Impetuous Son', 'has Partner—Character select', 'has Partner—Father & son'],
    ['Select Fan', 'Ryu, World Warrior', 'has Partner with Character select', 'has Partner—Character select'],
    ['Wilson, Refined Grizzly', 'Phelddagrif', 'has Choose a Background', 'has no partner ability'],
  ];
  for (const [a, b, aHas, bHas] of cases) assert.deepEqual(pairMessages([a, b]), [cannotShare(a, b, aHas, bHas)], `${a} + ${b}`);
});

test('commander-pair: pairs that may share the command zone, in either order, and "Partner with" naming a double-faced card by its front face or its whole name', () => {
  const pairs: Array<[string, string]> = [
    ['Riverside Twin', 'Hillside Twin // Hilltop Giant'],
    ['Hillside Twin // Hilltop Giant', 'Riverside Twin'],
    ['Starlit Twin', 'Moonlit Twin // Sunlit Giant'],
    ['Moonlit Twin // Sunlit Giant', 'Starlit Twin'],
    ['Raised by Giants', 'Wilson, Refined Grizzly'],
    ['The Tenth Doctor', 'Rose Tyler'],
    ['Chun-Li, Countless Kicks', 'Ryu, World Warrior'],
    ['Lucas, the Sharpshooter', 'Will, the Wise'],
  ];
  for (const pair of pairs) {
    const r = check(commanderDeck(pair, [], ['Wastes']), 'commander', pairDb());
    assert.deepEqual(r.commanders, pair);
    assert.deepEqual(codes(r), [], pair.join(' + '));
  }
});

test('commander-pair: a house format that pairs only Partner refuses the other pairings and says which one it allows', () => {
  const { config, errors } = parseConfig(
    JSON.stringify({ formats: { partners: { extends: 'commander', name: 'Partners only', commander: { pairings: ['partner'] } } } }),
    '/w/decklist.config.json',
  );
  assert.deepEqual(errors, []);
  const f = createFormatRegistry(config).get('partners')!;
  const refused: Array<[string, string, string, string]> = [
    ['Pir, Imaginative Rascal', 'Toothy, Imaginative Friend', 'has Partner with Toothy, Imaginative Friend', 'has Partner with Pir, Imaginative Rascal'],
    ['Will, the Wise', 'Lucas, the Sharpshooter', 'has Friends forever', 'has Friends forever'],
    ['Ryu, World Warrior', 'Chun-Li, Countless Kicks', 'has Partner—Character select', 'has Partner—Character select'],
  ];
  for (const [a, b, aHas, bHas] of refused) {
    assert.deepEqual(pairMessages([a, b], f), [cannotShare(a, b, aHas, bHas, 'both have Partner', 'Partners only')], `${a} + ${b}`);
  }
  assert.deepEqual(pairMessages(["Kraum, Ludevic's Opus", 'Tymna the Weaver'], f), []);
});

test('commander-pair: Oathbreaker allows two oathbreakers only as partners (issue 39); planeswalkers without a partner ability are refused, a third is one too many', () => {
  const r = check(commanderDeck(['Chandra, Torch of Defiance', 'Teferi, Temporal Archmage', 'Karn, the Great Creator', 'Lightning Bolt'], [], ['Mountain'], 60), 'oathbreaker', pairDb());
  const first = [{ message: 'first oathbreaker: Chandra, Torch of Defiance', range: nameAt(1, 'Chandra, Torch of Defiance') }];
  assert.deepEqual(codes(r, 'commander-pair'), [
    {
      code: 'commander-pair',
      severity: 'error',
      message:
        'Chandra, Torch of Defiance and Teferi, Temporal Archmage cannot share the command zone: Chandra, Torch of Defiance has no partner ability, and Teferi, Temporal Archmage has no partner ability. Oathbreaker allows two oathbreakers only when both have Partner; or each has "Partner with" naming the other. Keep one oathbreaker.',
      range: nameAt(2, 'Teferi, Temporal Archmage'),
      card: 'Teferi, Temporal Archmage',
      related: first,
      data: { commanders: ['Chandra, Torch of Defiance', 'Teferi, Temporal Archmage'] },
    },
    {
      code: 'commander-pair',
      severity: 'error',
      message: 'Karn, the Great Creator is a 3rd oathbreaker; a deck has at most two. Move it into the deck or remove it.',
      range: nameAt(3, 'Karn, the Great Creator'),
      card: 'Karn, the Great Creator',
      related: first,
    },
  ]);
});

test('commander-pair: an unknown card in the command zone is left to unknown-card; the known two are a legal pair', () => {
  const r = check(commanderDeck(['Nonexistent Legend', "Kraum, Ludevic's Opus", 'Tymna the Weaver'], [], ['Wastes']), 'commander', pairDb());
  assert.deepEqual(
    r.diagnostics.filter((d) => d.code !== 'mana-sources').map((d) => d.code),
    ['unknown-card'],
  );
});

test('commander-pair: a format without commanders does not check a Commander section', () => {
  const r = check(commanderDeck(["Kraum, Ludevic's Opus", 'Phelddagrif', 'Krark, the Thumbless'], [], ['Wastes'], 60), 'legacy', pairDb());
  assert.deepEqual(r.diagnostics.filter((d) => d.code !== 'mana-sources'), []);
});

const JA_PAIRINGS =
  '両方が共闘を持つ、またはそれぞれが相手を指定する「～との共闘」を持つ、または両方が永遠の友を持つ、または両方が同じ種類の共闘（共闘―…）を持つ、' +
  'または一方が「背景選択」を持ち、もう一方が背景である、または一方が「ドクターのコンパニオン」を持ち、もう一方がタイム・ロードのドクターである';

test('commander-pair in Japanese: every pairing ability by its printed Japanese name', () => {
  const cases: Array<[string, string, string, string]> = [
    ['Krark, the Thumbless', 'Will, the Wise', '共闘を持つ', '永遠の友を持つ'],
    ['Wilson, Refined Grizzly', 'Rose Tyler', '背景選択を持つ', 'ドクターのコンパニオンを持つ'],
    ['Raised by Giants', 'The Tenth Doctor', '背景である', 'タイム・ロードのドクターである'],
    ['Ryu, World Warrior', 'Pir, Imaginative Rascal', '共闘―Character selectを持つ', 'Toothy, Imaginative Friendとの共闘を持つ'],
    ['Phelddagrif', 'Krark, the Thumbless', '共闘など、統率者を2体にする能力を持たない', '共闘を持つ'],
  ];
  for (const [a, b, aHas, bHas] of cases) {
    const messages = inJapanese(() => pairMessages([a, b]));
    assert.deepEqual(
      messages,
      [`${a}と${b}は一緒に統率領域に置けません（${a}は${aHas}、${b}は${bHas}）。統率者戦で統率者を2体にできるのは${JA_PAIRINGS}場合だけです。統率者を1体にしてください。`],
      `${a} + ${b}`,
    );
  }
});
