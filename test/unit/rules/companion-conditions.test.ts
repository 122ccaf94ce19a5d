// Each companion's deck-building condition as printed on its card (Ikoria, CR 702.139), checked on
// the starting deck: which cards break it, the reason shown for each, and where they are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commanderDeck, createFormatRegistry, parseConfig } from './helpers';
import { companionSeen, unmet, withCompanion } from './companion-view';

const CONDITION = {
  gyruda: 'Your starting deck contains only cards with even mana values.',
  jegantha: 'No card in your starting deck has more than one of the same mana symbol in its mana cost.',
  kaheera: 'Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.',
  keruga: 'Your starting deck contains only cards with mana value 3 or greater and land cards.',
  lurrus: 'Each permanent card in your starting deck has mana value 2 or less.',
  lutri: 'Each nonland card in your starting deck has a different name.',
  obosh: 'Your starting deck contains only cards with odd mana values and land cards.',
  zirda: 'Each permanent card in your starting deck has an activated ability.',
  umori: 'Each nonland card in your starting deck shares a card type.',
  yorion: 'Your starting deck contains at least twenty cards more than the minimum deck size.',
};

/** The one diagnostic of an unmet condition, on the companion's line 1. */
function expectUnmet(companion: string, condition: string, problem: string, offenders: Array<[number, string, string]>) {
  return [
    {
      line: 1,
      from: 2,
      to: 2 + companion.length,
      severity: 'error',
      message: unmet(companion, condition, problem),
      card: companion,
      related: offenders.map(([line, name, why]): [number, string] => [line, `${name}: ${why}`]),
      data: { condition, offenders: offenders.map(([, name]) => name) },
    },
  ];
}

test('Gyruda: odd mana values break it; lands (0) and even ones do not', () => {
  const deck = withCompanion('Gyruda, Doom of Depths', ['4 Counterspell', '4 Lightning Bolt', '4 Kitchen Finks', '48 Island']);
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet('Gyruda, Doom of Depths', CONDITION.gyruda, '2 cards break it: Lightning Bolt (mana value 1 is odd), Kitchen Finks (mana value 3 is odd)', [
      [5, 'Lightning Bolt', 'mana value 1 is odd'],
      [6, 'Kitchen Finks', 'mana value 3 is odd'],
    ]),
  );
  assert.deepEqual(companionSeen(withCompanion('Gyruda, Doom of Depths', ['4 Counterspell', '56 Island'])), []);
});

test('Obosh: even mana values break it; lands and odd ones do not', () => {
  const deck = withCompanion('Obosh, the Preypiercer', ['4 Lightning Bolt', '4 Counterspell', '4 Kitchen Finks', '48 Mountain']);
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet('Obosh, the Preypiercer', CONDITION.obosh, '1 card breaks it: Counterspell (mana value 2 is even)', [[5, 'Counterspell', 'mana value 2 is even']]),
  );
  assert.deepEqual(companionSeen(withCompanion('Obosh, the Preypiercer', ['4 Lightning Bolt', '4 Kitchen Finks', '52 Mountain'])), []);
});

test('Keruga: mana value below 3 breaks it; 3 exactly and lands do not', () => {
  const deck = withCompanion('Keruga, the Macrosage', ['4 Kitchen Finks', '4 Lightning Bolt', '4 Counterspell', '4 Sol Ring', '44 Forest']);
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet('Keruga, the Macrosage', CONDITION.keruga, '3 cards break it: Lightning Bolt (mana value 1), Counterspell (mana value 2), Sol Ring (mana value 1)', [
      [5, 'Lightning Bolt', 'mana value 1'],
      [6, 'Counterspell', 'mana value 2'],
      [7, 'Sol Ring', 'mana value 1'],
    ]),
  );
  assert.deepEqual(companionSeen(withCompanion('Keruga, the Macrosage', ['4 Kitchen Finks', '56 Forest'])), []);
});

test('Lurrus: permanent cards above mana value 2 break it; 2 exactly and instants do not', () => {
  const deck = withCompanion('Lurrus of the Dream-Den', ['4 Test Sword', '4 Kitchen Finks', '4 Test Relic', '4 Fire // Ice', '44 Plains']);
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet('Lurrus of the Dream-Den', CONDITION.lurrus, '2 cards break it: Kitchen Finks (a permanent card with mana value 3), Test Relic (a permanent card with mana value 3)', [
      [5, 'Kitchen Finks', 'a permanent card with mana value 3'],
      [6, 'Test Relic', 'a permanent card with mana value 3'],
    ]),
  );
});

test('Jegantha: a repeated symbol, hybrid ones included; a split or aftermath card combines its halves, other multi-face cards count their front', () => {
  const deck = withCompanion('Jegantha, the Wellspring', [
    '4 Kitchen Finks',
    '4 Test Spark // Test Blaze',
    '4 Test Foundling // Test Prowler',
    '4 Flaxen Intruder // Welcome Home',
    '4 Test Wanderer // Test Hollow',
    '4 Lightning Bolt',
    '36 Forest',
  ]);
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet(
      'Jegantha, the Wellspring',
      CONDITION.jegantha,
      '3 cards break it: Kitchen Finks ({G/W} appears more than once in its mana cost), Test Spark // Test Blaze ({R} appears more than once in its mana cost), Test Foundling // Test Prowler ({G} appears more than once in its mana cost)',
      [
        [4, 'Kitchen Finks', '{G/W} appears more than once in its mana cost'],
        [5, 'Test Spark // Test Blaze', '{R} appears more than once in its mana cost'],
        [6, 'Test Foundling // Test Prowler', '{G} appears more than once in its mana cost'],
      ],
    ),
  );
});

test('Zirda: a permanent card needs an activated ability of its own, on the face it has in the deck', () => {
  const deck = withCompanion('Zirda, the Dawnwaker', [
    '4 Test Totem',
    '4 Test Gauntlet',
    '4 Test Banner',
    '4 Test Relic',
    '4 Test Wanderer // Test Hollow',
    '4 Test Hall // Test Vault',
    '4 Sol Ring',
    '4 Counterspell',
    '4 Kitchen Finks',
    '24 Plains',
  ]);
  const why = 'a permanent card without an activated ability';
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet(
      'Zirda, the Dawnwaker',
      CONDITION.zirda,
      `4 cards break it: Test Banner (${why}), Test Relic (${why}), Test Wanderer // Test Hollow (${why}), Kitchen Finks (${why})`,
      [
        [6, 'Test Banner', why],
        [7, 'Test Relic', why],
        [8, 'Test Wanderer // Test Hollow', why],
        [12, 'Kitchen Finks', why],
      ],
    ),
  );
});

test('Kaheera: creature cards must be a Cat, Elemental, Nightmare, Dinosaur or Beast on the face they have in the deck; changelings are every type', () => {
  const deck = withCompanion('Kaheera, the Orphanguard', [
    '4 Test Alley Cat',
    '4 Llanowar Elves',
    '4 Test Mimic',
    '4 Test Shifting Squad',
    '4 Test Token Maker',
    '4 Test Foundling // Test Prowler',
    '4 Jegantha, the Wellspring',
    '4 Test Kindred Rite',
    '4 Counterspell',
    '24 Forest',
  ]);
  const why = 'a creature that is not a Cat, Elemental, Nightmare, Dinosaur or Beast';
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet('Kaheera, the Orphanguard', CONDITION.kaheera, `3 cards break it: Llanowar Elves (${why}), Test Token Maker (${why}), Test Foundling // Test Prowler (${why})`, [
      [5, 'Llanowar Elves', why],
      [8, 'Test Token Maker', why],
      [9, 'Test Foundling // Test Prowler', why],
    ]),
  );
});

test('Lutri: a nonland name with more than one copy in the starting deck, on one line or two; lands and the sideboard do not count', () => {
  const deck =
    withCompanion('Lutri, the Spellchaser', ['4 Lightning Bolt', '1 Counterspell', '1 Sol Ring', '1 Counterspell', '20 Island', '33 Island']) +
    '\nSideboard\n1 Sol Ring\n1 Fire // Ice\n';
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet('Lutri, the Spellchaser', CONDITION.lutri, `2 cards break it: Lightning Bolt (4 copies of a nonland card), Counterspell (2 copies of a nonland card)`, [
      [4, 'Lightning Bolt', '4 copies of a nonland card'],
      [7, 'Counterspell', '2 copies of a nonland card'],
    ]),
  );
  assert.deepEqual(companionSeen(withCompanion('Lutri, the Spellchaser', ['1 Lightning Bolt', '1 Counterspell', '58 Island']) + '\nSideboard\n1 Lightning Bolt\n'), []);
  // Three lines of one copy: one offender, where the second copy is.
  const three = withCompanion('Lutri, the Spellchaser', ['1 Counterspell', '1 Counterspell', '1 Counterspell', '57 Island']);
  assert.deepEqual(companionSeen(three), expectUnmet('Lutri, the Spellchaser', CONDITION.lutri, '1 card breaks it: Counterspell (3 copies of a nonland card)', [[5, 'Counterspell', '3 copies of a nonland card']]));
});

test('Umori: the cards without the type most of the deck has (counted in cards, not lines); lands do not count', () => {
  const deck = withCompanion('Umori, the Collector', ['1 Kitchen Finks', '20 Lightning Bolt', '1 Llanowar Elves', '4 Test Growth', '1 Test Wanderer // Test Hollow', '33 Forest']);
  const why = 'does not share the card type most of the deck has';
  assert.deepEqual(
    companionSeen(deck),
    expectUnmet('Umori, the Collector', CONDITION.umori, `3 cards break it: Kitchen Finks (${why}), Llanowar Elves (${why}), Test Wanderer // Test Hollow (${why})`, [
      [4, 'Kitchen Finks', why],
      [6, 'Llanowar Elves', why],
      [8, 'Test Wanderer // Test Hollow', why],
    ]),
  );
  // The most common type need not be the first one seen.
  const creatures = withCompanion('Umori, the Collector', ['1 Lightning Bolt', '4 Kitchen Finks', '4 Llanowar Elves', '4 Test Alley Cat', '47 Forest']);
  assert.deepEqual(companionSeen(creatures), expectUnmet('Umori, the Collector', CONDITION.umori, `1 card breaks it: Lightning Bolt (${why})`, [[4, 'Lightning Bolt', why]]));
  // An artifact creature shares a type with both; a Kindred sorcery is a sorcery.
  assert.deepEqual(companionSeen(withCompanion('Umori, the Collector', ['4 Test Kindred Rite', '4 Fire // Ice', '52 Swamp'])), expectUnmet('Umori, the Collector', CONDITION.umori, `1 card breaks it: Fire // Ice (${why})`, [[5, 'Fire // Ice', why]]));
  assert.deepEqual(companionSeen(withCompanion('Umori, the Collector', ['60 Forest'])), []);
});

test('Yorion: twenty cards over the minimum; never in a format of an exact size; nothing to check without a minimum', () => {
  const deck = (n: number) => withCompanion('Yorion, Sky Nomad', [`${n} Island`]);
  assert.deepEqual(
    companionSeen(deck(79)),
    [
      {
        line: 1,
        from: 2,
        to: 19,
        severity: 'error',
        message: unmet('Yorion, Sky Nomad', CONDITION.yorion, 'the deck has 79 cards; it needs at least 80 (the minimum 60 + 20)'),
        card: 'Yorion, Sky Nomad',
        data: { condition: CONDITION.yorion, offenders: [] },
      },
    ],
  );
  assert.deepEqual(companionSeen(deck(80)), []);
  // A card the data does not know is still a card of the deck.
  assert.deepEqual(companionSeen(withCompanion('Yorion, Sky Nomad', ['79 Island', '1 Nonexistent Card'])), []);
  const cmd = companionSeen('Companion\n1 Yorion, Sky Nomad\n\n' + commanderDeck('Phelddagrif', [], ['Island', 'Plains']), 'commander');
  assert.deepEqual(
    cmd.map((d) => d.message),
    [unmet('Yorion, Sky Nomad', CONDITION.yorion, 'Commander decks have exactly 100 cards, so a deck can never have twenty more than the minimum')],
  );
  const { config } = parseConfig(
    JSON.stringify({ formats: { kitchen: { extends: 'legacy', deckSize: { max: 40 } }, big: { extends: 'commander', deckSize: { min: 100 } } } }),
  );
  const formats = createFormatRegistry(config);
  assert.deepEqual(companionSeen(deck(30), formats.get('kitchen')!), []);
  // The command zone is part of the starting deck: 1 commander + 119 cards are 120.
  const big = (n: number) => 'Companion\n1 Yorion, Sky Nomad\n\n' + commanderDeck('Phelddagrif', [], ['Island', 'Plains'], n);
  assert.deepEqual(companionSeen(big(120), formats.get('big')!), []);
  assert.deepEqual(
    companionSeen(big(119), formats.get('big')!).map((d) => d.message),
    [unmet('Yorion, Sky Nomad', CONDITION.yorion, 'the deck has 119 cards; it needs at least 120 (the minimum 100 + 20)')],
  );
});

test('in Oathbreaker the signature spell and the oathbreaker are in the starting deck', () => {
  const deck = 'Companion\n1 Keruga, the Macrosage\n\n' + commanderDeck(['Chandra, Torch of Defiance', 'Lightning Bolt'], [], ['Mountain'], 60);
  const seen = companionSeen(deck, 'oathbreaker');
  assert.deepEqual(
    seen.map((d) => [d.message, d.related]),
    [[unmet('Keruga, the Macrosage', CONDITION.keruga, '1 card breaks it: Lightning Bolt (mana value 1)'), [[5, 'Lightning Bolt: mana value 1']]]],
  );
});
