// The color-identity message as a player reads it: which card, which colors, why the card has them
// (each kind of reason, on a face or on the card, in the line's own language), the commanders, the
// hint to a forgotten partner, and the one-basic-type rule of a colorless Brawl commander.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, createFormatRegistry, parseConfig } from './helpers';
import { identityDb, scholarPrinted } from './identity-cards';
import type { CheckResult } from '../../../server/src/core/check';
import type { CardDatabase } from '../../../server/src/core/cards/types';

/** Each color-identity diagnostic as [line, message]. */
function messages(r: CheckResult): [number, string][] {
  return codes(r, 'color-identity').map((d) => [d.range.start.line, d.message]);
}

const PHELDDAGRIF = "outside Phelddagrif's color identity {W}{U}{G}";

/** The reasons a card gives under Phelddagrif (or another commander), from its one message. */
function reasonsUnder(card: string, db: CardDatabase, commander = 'Phelddagrif', basics = ['Island']): string {
  const all = messages(check(commanderDeck(commander, [card], basics), 'commander', db));
  assert.equal(all.length, 1, JSON.stringify(all));
  const m = /'s color identity (?:colorless|(?:\{[WUBRG]\})+): (.*)\. Remove it, or choose/.exec(all[0][1]);
  assert.ok(m, all[0][1]);
  return m[1];
}

test('the whole diagnostic: the card\'s name range, the commander as related location, the colors as data', () => {
  const r = check(commanderDeck('Phelddagrif', ['Goblin Piker']), 'commander');
  const [d, ...more] = codes(r, 'color-identity');
  assert.deepEqual(more, []);
  assert.deepEqual(
    { ...d, range: [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character], related: d.related!.map((x) => [x.message, x.range.start.line, x.range.start.character]) },
    {
      code: 'color-identity',
      severity: 'error',
      card: 'Goblin Piker',
      message: `Goblin Piker has red ({R}) in its color identity, ${PHELDDAGRIF}: {R} in its mana cost. Remove it, or choose a commander whose color identity includes red.`,
      range: [4, 2, 4, 14],
      related: [['commander Phelddagrif: color identity {W}{U}{G}', 1, 2]],
      data: { offending: ['R'], identity: ['W', 'U', 'G'], cardIdentity: ['R'] },
    },
  );
});

test('each kind of reason on a one-faced card, in words', () => {
  const db = identityDb();
  assert.equal(reasonsUnder('Test Ember Kobold', db), '"Test Ember Kobold is red" in its rules text');
  assert.equal(reasonsUnder('Test Grove Dweller', db, 'Krark, the Thumbless', ['Mountain']), 'a green color indicator; the land type Forest in its type line');
  // Only the offending colors' reasons: Degavolver's {R} is Krark's own color.
  assert.equal(reasonsUnder('Degavolver', db, 'Krark, the Thumbless', ['Mountain']), '{W} in its mana cost; {B} in its rules text');
  // Colors only the card data gives (older data without color indicators).
  assert.equal(reasonsUnder('Test Omen', db, 'Krark, the Thumbless', ['Mountain']), 'the card data says it is blue');
  // An identity nothing on the card explains.
  assert.equal(reasonsUnder('Test Ghost Relic', db), 'the card data gives it {B}');
});

test('a reason two offending colors share is said once', () => {
  // {R/W} is both colors of Boros Guildmage; neither is Wilson's.
  assert.equal(reasonsUnder('Boros Guildmage', identityDb(), 'Wilson, Refined Grizzly', ['Forest']), '{R/W} in its mana cost; {W} in its rules text; {R} in its rules text');
});

test('reasons on a face name the face; a color indicator of the whole card names none', () => {
  const db = identityDb();
  assert.equal(
    reasonsUnder('Test Watchtower', db),
    '{B} in the rules text of Test Shrine; the land type Swamp in the type line of Test Shrine; "Test Shrine is red" in the rules text of Test Shrine',
  );
  assert.equal(reasonsUnder('Test Seer', db), 'a black color indicator');
  assert.equal(reasonsUnder('Test Scholar', db), 'the card data says Test Brute is red');
  assert.equal(reasonsUnder('Civilized Scholar', db), 'a red color indicator on Homicidal Brute');
});

test('a line written in Japanese names the face as printed in Japanese; a line in English keeps the English face', () => {
  const db = identityDb(scholarPrinted('both'));
  assert.deepEqual(messages(check(commanderDeck('Phelddagrif', ['礼儀正しい識者']), 'commander', db)), [
    [4, `《礼儀正しい識者》 has red ({R}) in its color identity, ${PHELDDAGRIF}: a red color indicator on 人殺しの粗暴者. Remove it, or choose a commander whose color identity includes red.`],
  ]);
  assert.equal(reasonsUnder('Civilized Scholar', db), 'a red color indicator on Homicidal Brute');
});

test('Japanese data without the printed face (no printing, no faces, the front face only, no printed texts at all): the English face name', () => {
  const withoutPrinted: CardDatabase = Object.create(identityDb(scholarPrinted('both')), { printed: { value: undefined } });
  for (const db of [identityDb(), identityDb(scholarPrinted('none')), identityDb(scholarPrinted('front')), withoutPrinted]) {
    assert.deepEqual(messages(check(commanderDeck('Phelddagrif', ['礼儀正しい識者']), 'commander', db)), [
      [4, `《礼儀正しい識者》 has red ({R}) in its color identity, ${PHELDDAGRIF}: a red color indicator on Homicidal Brute. Remove it, or choose a commander whose color identity includes red.`],
    ]);
  }
});

test('the signature spell and the companion are named as such', () => {
  assert.deepEqual(messages(check(commanderDeck(['Teferi, Temporal Archmage', 'Lightning Bolt'], [], ['Island'], 60), 'oathbreaker')), [
    [
      2,
      "The signature spell Lightning Bolt has red ({R}) in its color identity, outside Teferi, Temporal Archmage's color identity {U}: {R} in its mana cost. Remove it, or choose an oathbreaker whose color identity includes red.",
    ],
  ]);
  assert.deepEqual(messages(check('Commander\n1 Phelddagrif\n\nCompanion\n1 Lurrus of the Dream-Den\n\nDeck\n99 Island\n', 'commander')), [
    [
      4,
      `The companion Lurrus of the Dream-Den has black ({B}) in its color identity, ${PHELDDAGRIF}: {W/B} in its mana cost. Remove it, or choose a commander whose color identity includes black.`,
    ],
  ]);
});

test('a forgotten partner: the hint is on the cards it would allow, not on the partner itself nor on a card it allows only in part', () => {
  const deck = "Commander\n1 Kraum, Ludevic's Opus\n\nDeck\n1 Tymna the Weaver\n1 Elves of Deep Shadow\n1 Godless Shrine\n96 Island\n";
  const kraum = "outside Kraum, Ludevic's Opus's color identity {U}{R}";
  assert.deepEqual(messages(check(deck, 'commander')), [
    [4, `Tymna the Weaver has white and black ({W}{B}) in its color identity, ${kraum}: {W} in its mana cost; {B} in its mana cost. Remove it, or choose a commander whose color identity includes white and black.`],
    [5, `Elves of Deep Shadow has black and green ({B}{G}) in its color identity, ${kraum}: {B} in its rules text; {G} in its mana cost. Remove it, or choose a commander whose color identity includes black and green.`],
    [
      6,
      `Godless Shrine has white and black ({W}{B}) in its color identity, ${kraum}: the land type Plains in its type line; the land type Swamp in its type line. Remove it, or choose a commander whose color identity includes white and black. (Tymna the Weaver, on line 5, can be a second commander with Kraum, Ludevic's Opus and would allow it: if it is meant to be, put it in the Commander section.)`,
    ],
  ]);
});

test('two commanders already: no partner hint, both commanders named and related', () => {
  const r = check(commanderDeck(["Kraum, Ludevic's Opus", 'Tymna the Weaver'], ['Thrasios, Triton Hero', 'Llanowar Elves'], ['Island']), 'commander');
  const both = "outside Kraum, Ludevic's Opus + Tymna the Weaver's color identity {W}{U}{B}{R}";
  assert.deepEqual(messages(r), [
    [5, `Thrasios, Triton Hero has green ({G}) in its color identity, ${both}: {G} in its mana cost. Remove it, or choose a commander whose color identity includes green.`],
    [6, `Llanowar Elves has green ({G}) in its color identity, ${both}: {G} in its mana cost; {G} in its rules text. Remove it, or choose a commander whose color identity includes green.`],
  ]);
  assert.deepEqual(
    codes(r, 'color-identity')[1].related!.map((x) => [x.message, x.range.start.line]),
    [
      ["commander Kraum, Ludevic's Opus: color identity {U}{R}", 1],
      ['commander Tymna the Weaver: color identity {W}{B}', 2],
    ],
  );
});

test('a colorless Brawl commander: basic lands of one type (snow or not), the others reported with the first type\'s line', () => {
  const r = check(commanderDeck('Karn, the Great Creator', ['Lightning Bolt', 'Snow-Covered Island'], ['Island', 'Mountain', 'Swamp'], 60), 'standardbrawl');
  const ci = codes(r, 'color-identity');
  assert.deepEqual(
    ci.map((d) => [d.range.start.line, d.message, d.related!.map((x) => [x.message, x.range.start.line]), d.data]),
    [
      [
        4,
        "Lightning Bolt has red ({R}) in its color identity, outside Karn, the Great Creator's color identity colorless: {R} in its mana cost. Remove it, or choose a commander whose color identity includes red.",
        [["commander Karn, the Great Creator: color identity colorless", 1]],
        { offending: ['R'], identity: [], cardIdentity: ['R'] },
      ],
      [
        7,
        'With a colorless commander, Standard Brawl (60 cards) allows basic lands of only one basic land type: this deck already has Island (line 6), so Mountain cannot be added. Keep one basic land type.',
        [['first basic land type: Island', 5]],
        { basicType: 'Mountain' },
      ],
      [
        8,
        'With a colorless commander, Standard Brawl (60 cards) allows basic lands of only one basic land type: this deck already has Island (line 6), so Swamp cannot be added. Keep one basic land type.',
        [['first basic land type: Island', 5]],
        { basicType: 'Swamp' },
      ],
    ],
  );
  assert.deepEqual(ci.map((d) => d.card), ['Lightning Bolt', 'Mountain', 'Swamp']);
});

test('the one-basic-type rule is only for a colorless commander, and only in Brawl', () => {
  // A colored Brawl commander: each basic land outside its colors is off-color.
  assert.deepEqual(messages(check(commanderDeck('Phelddagrif', [], ['Island', 'Mountain', 'Swamp'], 60), 'standardbrawl')), [
    [5, `Mountain has red ({R}) in its color identity, ${PHELDDAGRIF}: the land type Mountain in its type line. Remove it, or choose a commander whose color identity includes red.`],
    [6, `Swamp has black ({B}) in its color identity, ${PHELDDAGRIF}: the land type Swamp in its type line. Remove it, or choose a commander whose color identity includes black.`],
  ]);
  // A colorless commander in Commander: every colored basic land is off-color, the first one too.
  const karn = "outside Karn, the Great Creator's color identity colorless";
  assert.deepEqual(messages(check(commanderDeck('Karn, the Great Creator', [], ['Island', 'Mountain']), 'commander')), [
    [4, `Island has blue ({U}) in its color identity, ${karn}: the land type Island in its type line. Remove it, or choose a commander whose color identity includes blue.`],
    [5, `Mountain has red ({R}) in its color identity, ${karn}: the land type Mountain in its type line. Remove it, or choose a commander whose color identity includes red.`],
  ]);
});

test('no color identity to check: a format without it, a deck without a commander', () => {
  const cfg = parseConfig(JSON.stringify({ formats: { 'any-color': { extends: 'commander', commander: { colorIdentity: false } } } }));
  assert.deepEqual(cfg.errors, []);
  const anyColor = check(commanderDeck('Phelddagrif', ['Lightning Bolt']), createFormatRegistry(cfg.config).get('any-color')!);
  assert.deepEqual(codes(anyColor, 'color-identity'), []);
  const none = check('1 Lightning Bolt\n99 Island\n', 'commander');
  assert.deepEqual(codes(none, 'color-identity'), []);
  assert.deepEqual(codes(none, 'internal'), []);
});
