import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { deckStatistics } from '../../../server/src/core/statistics';
import { analyzeDeck } from '../../../server/src/core/analysis';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { check, INFO } from '../rules/helpers';

const DECK = `Commander
1 Phelddagrif

Deck
1 Sol Ring
1 Fire // Ice
1 Civilized Scholar
2 Talisman of Dominance
1 Teferi, Temporal Archmage
1 Flaxen Intruder
1 Karn, the Great Creator
1 Jegantha, the Wellspring
1 Madeup Card of Nowhere
20 Island

Sideboard
1 Counterspell

Maybeboard
1 Lightning Bolt
`;

test('statistics: curve, average, pips and types cover the main deck and the command zone', () => {
  const s = deckStatistics(check(DECK, 'commander'));
  assert.deepEqual(
    s.curve.map((c) => c.count),
    [0, 2, 2, 1, 3, 1, 1, 0],
  );
  assert.deepEqual(
    s.curve.map((c) => c.manaValue),
    [0, 1, 2, 3, 4, 5, 6, 7],
  );
  // The average is the library's (Phelddagrif, mana value 4, in the command zone aside), the number Karsten's line reads too.
  assert.equal(s.averageManaValue, 3.11);
  assert.equal(s.commandZoneAside, true);
  assert.equal(analyzeDeck(check(DECK, 'commander'), { dataDate: INFO.date }).averageManaValue, 3.11);
  // Hybrid {R/G} counts for both colors; an adventure's cost counts too.
  assert.deepEqual(s.colorPips, { W: 1, U: 5, B: 0, R: 2, G: 5, C: 0 });
  assert.deepEqual(s.types, [
    { type: 'Creature', count: 4 },
    { type: 'Instant', count: 1 },
    { type: 'Artifact', count: 3 },
    { type: 'Planeswalker', count: 2 },
    { type: 'Land', count: 20 },
  ]);
  assert.equal(s.lands, 20);
  assert.equal(s.nonlands, 10);
  assert.equal(s.unknownCards, 1);
});

test('statistics: counts per section, including sideboard and maybeboard', () => {
  const s = deckStatistics(check(DECK, 'commander'));
  assert.deepEqual(s.sections, [
    { section: 'commander', title: 'Commander', count: 1 },
    { section: 'main', title: 'Main deck', count: 30 },
    { section: 'sideboard', title: 'Sideboard', count: 1 },
    { section: 'maybeboard', title: 'Maybeboard', count: 1 },
  ]);
});

test('statistics: 7 or more mana lands in the top bucket; a land creature is a land; Phyrexian and colorless pips', () => {
  const extra = [
    { name: 'Test Titan', mana_cost: '{10}', cmc: 10, type_line: 'Creature — Eldrazi', oracle_text: '', colors: [], color_identity: [], layout: 'normal' },
    { name: 'Test Arbor', mana_cost: '', cmc: 0, type_line: 'Land Creature — Forest Dryad', oracle_text: '', colors: ['G'], color_identity: ['G'], layout: 'normal' },
    { name: 'Test Mite', mana_cost: '{C}{G/P}{2/W}', cmc: 4, type_line: 'Artifact Creature — Phyrexian', oracle_text: '', colors: ['G', 'W'], color_identity: ['G', 'W'], layout: 'normal' },
  ];
  const db = createMemoryCardDatabase([...RULES_CARDS, ...extra].map(cardFromScryfall), INFO);
  const s = deckStatistics(check('2 Test Titan\n1 Test Arbor\n3 Test Mite\n', 'constructed', db));
  assert.equal(s.curve.find((c) => c.manaValue === 7)?.count, 2);
  assert.equal(s.curve.find((c) => c.manaValue === 4)?.count, 3);
  assert.equal(s.lands, 1);
  assert.deepEqual(s.types, [
    { type: 'Creature', count: 5 },
    { type: 'Land', count: 1 },
  ]);
  assert.deepEqual(s.colorPips, { W: 3, U: 0, B: 0, R: 0, G: 3, C: 3 });
  assert.equal(s.averageManaValue, (2 * 10 + 3 * 4) / 5);
});

test('statistics: an empty deck has zero counts and an average of 0', () => {
  const s = deckStatistics(check('// nothing here\n', 'modern'));
  assert.equal(s.averageManaValue, 0);
  assert.equal(s.nonlands + s.lands + s.unknownCards, 0);
  assert.deepEqual(s.sections, []);
  assert.equal(s.curve.length, 8);
});

test('statistics: without a command zone the average is the main deck\'s, said without a qualifier', () => {
  const s = deckStatistics(check('4 Lightning Bolt\n4 Counterspell\n2 Sol Ring\n50 Island\n', 'legacy'));
  assert.deepEqual({ average: s.averageManaValue, aside: s.commandZoneAside }, { average: 1.4, aside: undefined });
});
