// Made-up cards for the tests of rules/context.ts (how a deck is read before the rules run), on top
// of the rules fixtures: shapes the fixtures lack (a split card whose halves have different types, a
// double-faced Vehicle, a Spacecraft without power and toughness, an old non-legendary planeswalker).
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { Card, CardDatabase } from '../../../server/src/core/cards/types';
import { card, legal, RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO } from './helpers';

export const CONTEXT_CARDS: Record<string, unknown>[] = [
  card({
    name: 'Test Spring // Test Mind',
    layout: 'split',
    mana_cost: '{2}{G} // {4}{U}{U}',
    cmc: 9,
    type_line: 'Sorcery // Instant',
    colors: ['G', 'U'],
    color_identity: ['G', 'U'],
    card_faces: [
      { name: 'Test Spring', mana_cost: '{2}{G}', type_line: 'Sorcery', oracle_text: 'Search your library for a basic land card.' },
      { name: 'Test Mind', mana_cost: '{4}{U}{U}', type_line: 'Instant', oracle_text: 'Draw two cards.' },
    ],
  }),
  card({
    name: 'Test Effigy',
    mana_cost: '{4}',
    cmc: 4,
    type_line: 'Legendary Artifact — Creature Effigy',
    oracle_text: 'Creature spells you cast cost {1} less to cast.',
    colors: [],
    color_identity: [],
  }),
  card({
    name: 'Test Old Walker',
    mana_cost: '{3}{U}',
    cmc: 4,
    type_line: 'Planeswalker - Test',
    oracle_text: '+1: Draw a card.',
    loyalty: '3',
    colors: ['U'],
    color_identity: ['U'],
  }),
  card({
    name: 'Test Drydock',
    mana_cost: '{3}',
    cmc: 3,
    type_line: 'Legendary Artifact — Spacecraft',
    oracle_text: 'Station\nSTATION 5+\n{T}: Add {C}{C}.',
    colors: [],
    color_identity: [],
  }),
  card({
    name: 'Test Walking Engine // Test Resting Engine',
    layout: 'transform',
    mana_cost: '{5}',
    cmc: 5,
    type_line: 'Legendary Artifact — Vehicle // Legendary Artifact',
    colors: [],
    color_identity: [],
    card_faces: [
      { name: 'Test Walking Engine', mana_cost: '{5}', type_line: 'Legendary Artifact — Vehicle', oracle_text: 'Crew 3', power: '6', toughness: '6' },
      { name: 'Test Resting Engine', mana_cost: '', type_line: 'Legendary Artifact', oracle_text: '{T}: Add {C}.' },
    ],
  }),
  card({
    name: 'Test Pauper Hero',
    mana_cost: '{1}{W}',
    cmc: 2,
    type_line: 'Creature — Human Soldier',
    oracle_text: 'Vigilance',
    power: '2',
    toughness: '2',
    colors: ['W'],
    color_identity: ['W'],
    rarity: 'uncommon',
    legalities: legal({ paupercommander: 'not_legal' }),
  }),
];

let cached: CardDatabase | undefined;
/** The rules fixtures and the cards above. */
export function contextDb(): CardDatabase {
  cached ??= createMemoryCardDatabase([...RULES_CARDS, ...CONTEXT_CARDS].map(cardFromScryfall), { ...INFO, cards: RULES_CARDS.length + CONTEXT_CARDS.length });
  return cached;
}

export function cardNamed(name: string): Card {
  const c = contextDb().lookup(name);
  if (!c) throw new Error(`no card ${name}`);
  return c;
}
