// Oathbreaker with two partner planeswalkers (issue 39, item 4): a pair with Partner, or "Partner
// with" each other, is accepted, each with its own signature spell (2 + 2 in the command zone), each
// spell within its own oathbreaker's color identity, as XMage's Oathbreaker validator applies the
// format's rules. Fixture planeswalkers are made up for the test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { card, RULES_CARDS } from '../../fixtures/rules/cards';
import { check, commanderDeck, INFO } from './helpers';

const walker = (name: string, color: string, partner: string) =>
  card({
    name,
    mana_cost: `{2}{${color}}`,
    cmc: 3,
    type_line: 'Legendary Planeswalker — Fixture',
    oracle_text: `+1: Draw a card.\n${partner}`,
    loyalty: '3',
    colors: [color],
    color_identity: [color],
  });

const PARTNER = 'Partner (You can have two commanders if both have partner.)';
const CARDS = [
  walker('Fixture Tide Walker', 'U', 'Partner with Fixture Flame Walker (When this planeswalker enters, target player may put Fixture Flame Walker into their hand from their library, then shuffle.)'),
  walker('Fixture Flame Walker', 'R', 'Partner with Fixture Tide Walker (When this planeswalker enters, target player may put Fixture Tide Walker into their hand from their library, then shuffle.)'),
  walker('Fixture Grove Walker', 'G', PARTNER),
  walker('Fixture Dawn Walker', 'W', PARTNER),
  walker('Fixture Lone Walker', 'B', '−2: Destroy target creature.'),
  card({ name: 'Fixture Frost Spell', mana_cost: '{U}', cmc: 1, type_line: 'Instant', oracle_text: 'Tap target creature.', colors: ['U'], color_identity: ['U'] }),
  card({ name: 'Fixture Fire Spell', mana_cost: '{R}', cmc: 1, type_line: 'Instant', oracle_text: 'Fixture Fire Spell deals 2 damage to any target.', colors: ['R'], color_identity: ['R'] }),
  card({ name: 'Fixture Steam Spell', mana_cost: '{U}{R}', cmc: 2, type_line: 'Sorcery', oracle_text: 'Draw two cards, then discard a card.', colors: ['R', 'U'], color_identity: ['R', 'U'] }),
  card({ name: 'Fixture Leaf Spell', mana_cost: '{G}', cmc: 1, type_line: 'Instant', oracle_text: 'Target creature gets +2/+2 until end of turn.', colors: ['G'], color_identity: ['G'] }),
  card({ name: 'Fixture Sun Spell', mana_cost: '{W}', cmc: 1, type_line: 'Sorcery', oracle_text: 'You gain 4 life.', colors: ['W'], color_identity: ['W'] }),
];

let cached: CardDatabase | undefined;
const db = () => (cached ??= createMemoryCardDatabase([...RULES_CARDS, ...CARDS].map(cardFromScryfall), INFO));
const oath = (zone: string[], basics: string[]) => check(commanderDeck(zone, [], basics, 60), 'oathbreaker', db());
const messages = (zone: string[], basics: string[]) =>
  oath(zone, basics)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => [d.code, d.message]);

test('two partner oathbreakers, each with its signature spell, 56 cards beside them: no error', () => {
  assert.deepEqual(messages(['Fixture Tide Walker', 'Fixture Flame Walker', 'Fixture Frost Spell', 'Fixture Fire Spell'], ['Island', 'Mountain']), []);
  assert.deepEqual(messages(['Fixture Grove Walker', 'Fixture Dawn Walker', 'Fixture Leaf Spell', 'Fixture Sun Spell'], ['Forest', 'Plains']), []);
});

test('two partner oathbreakers with one signature spell: the second one is asked for', () => {
  assert.deepEqual(messages(['Fixture Tide Walker', 'Fixture Flame Walker', 'Fixture Frost Spell'], ['Island', 'Mountain']), [
    [
      'commander-missing',
      'Each oathbreaker has its own signature spell: with two oathbreakers (Fixture Tide Walker and Fixture Flame Walker) the command zone needs a second instant or sorcery. Put it in the Commander section.',
    ],
  ]);
});

test('a third signature spell beside two oathbreakers is one too many', () => {
  assert.deepEqual(messages(['Fixture Tide Walker', 'Fixture Flame Walker', 'Fixture Frost Spell', 'Fixture Fire Spell', 'Lightning Bolt'], ['Island', 'Mountain']), [
    ['commander-pair', 'Each oathbreaker has one signature spell, so two oathbreakers have two; Lightning Bolt is a third one. Move it into the deck.'],
  ]);
});

test("a signature spell within the pair's colors but neither oathbreaker's alone is refused", () => {
  assert.deepEqual(messages(['Fixture Tide Walker', 'Fixture Flame Walker', 'Fixture Frost Spell', 'Fixture Steam Spell'], ['Island', 'Mountain']), [
    [
      'color-identity',
      "The signature spell Fixture Steam Spell ({U}{R}) is within neither oathbreaker's color identity alone: Fixture Tide Walker {U}, Fixture Flame Walker {R}. Each signature spell belongs to one oathbreaker and stays within its color identity. Choose a spell for one of them.",
    ],
  ]);
});

test('two planeswalkers without a partner ability are still refused, and the message says what a pair needs', () => {
  assert.deepEqual(messages(['Fixture Lone Walker', 'Fixture Grove Walker', 'Fixture Leaf Spell', 'Fixture Sun Spell'], ['Forest', 'Swamp']).filter(([code]) => code === 'commander-pair'), [
    [
      'commander-pair',
      'Fixture Lone Walker and Fixture Grove Walker cannot share the command zone: Fixture Lone Walker has no partner ability, and Fixture Grove Walker has Partner. Oathbreaker allows two oathbreakers only when both have Partner; or each has "Partner with" naming the other. Keep one oathbreaker.',
    ],
  ]);
});
