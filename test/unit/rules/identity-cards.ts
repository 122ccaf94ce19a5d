// Hand-written cards for the color-identity messages, beside the shared rules fixture: each gives
// a card one kind of reason for a color (a color indicator, a land type, a "… is red" ability, a
// face's rules text, the data's colors alone, an identity the card does not explain), and the
// Japanese names of Civilized Scholar // Homicidal Brute (礼儀正しい識者 // 人殺しの粗暴者) as
// printed, whole or in part, for the face names a Japanese line reads.
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { NameAlias } from '../../../server/src/core/cards/memory-database';
import type { CardDatabase, PrintedCard } from '../../../server/src/core/cards/types';
import { card } from '../../fixtures/rules/cards';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO } from './helpers';

export const IDENTITY_CARDS: Record<string, unknown>[] = [
  // A "… is red" ability on a one-faced card.
  card({
    name: 'Test Ember Kobold',
    mana_cost: '{0}',
    cmc: 0,
    type_line: 'Creature — Kobold',
    oracle_text: 'Test Ember Kobold is red.',
    colors: ['R'],
    color_identity: ['R'],
    power: '0',
    toughness: '1',
  }),
  // A color indicator and a land type on a one-faced card.
  card({
    name: 'Test Grove Dweller',
    mana_cost: '',
    cmc: 0,
    type_line: 'Land Creature — Forest Dryad',
    oracle_text: '',
    color_indicator: ['G'],
    colors: ['G'],
    color_identity: ['G'],
    power: '1',
    toughness: '1',
  }),
  // A back face that is a Swamp, says it is red and has {B} in its rules text.
  card({
    name: 'Test Watchtower // Test Shrine',
    layout: 'transform',
    cmc: 2,
    type_line: 'Enchantment // Land — Swamp',
    colors: ['U'],
    color_identity: ['B', 'R', 'U'],
    card_faces: [
      { name: 'Test Watchtower', mana_cost: '{1}{U}', type_line: 'Enchantment', oracle_text: 'At the beginning of your upkeep, transform Test Watchtower.', colors: ['U'] },
      { name: 'Test Shrine', mana_cost: '', type_line: 'Land — Swamp', oracle_text: 'Test Shrine is red.\n{2}{B}, {T}: Draw a card.', colors: ['R'] },
    ],
  }),
  // A color indicator given for the whole two-faced card, not for a face.
  card({
    name: 'Test Seer // Test Seer Unbound',
    layout: 'transform',
    cmc: 2,
    type_line: 'Creature — Human // Creature — Horror',
    colors: ['U', 'B'],
    color_indicator: ['B'],
    color_identity: ['B', 'U'],
    card_faces: [
      { name: 'Test Seer', mana_cost: '{1}{U}', type_line: 'Creature — Human', oracle_text: 'Flying', colors: ['U'] },
      { name: 'Test Seer Unbound', mana_cost: '', type_line: 'Creature — Horror', oracle_text: 'Menace', colors: ['B'] },
    ],
  }),
  // Colors that only the data's colors give (older data without color indicators).
  card({ name: 'Test Omen', mana_cost: '', cmc: 0, type_line: 'Sorcery', oracle_text: 'Draw three cards.', colors: ['U'], color_identity: ['U'] }),
  card({
    name: 'Test Scholar // Test Brute',
    layout: 'transform',
    cmc: 3,
    type_line: 'Creature — Human Advisor // Creature — Human Mutant',
    colors: ['U'],
    color_identity: ['R', 'U'],
    card_faces: [
      { name: 'Test Scholar', mana_cost: '{2}{U}', type_line: 'Creature — Human Advisor', oracle_text: 'Transform Test Scholar.', colors: ['U'] },
      { name: 'Test Brute', mana_cost: '', type_line: 'Creature — Human Mutant', oracle_text: 'Transform Test Brute.', colors: ['R'] },
    ],
  }),
  // An identity the card's own text does not explain.
  card({ name: 'Test Ghost Relic', mana_cost: '{2}', cmc: 2, type_line: 'Artifact', oracle_text: '{T}: Draw a card.', colors: [], color_identity: ['B'] }),
];

const SCHOLAR = 'Civilized Scholar // Homicidal Brute';

/** The Japanese printing of Civilized Scholar // Homicidal Brute, whole or with parts missing. */
export function scholarPrinted(faces: 'both' | 'front' | 'none'): PrintedCard {
  const all = [{ name: '礼儀正しい識者' }, { name: '人殺しの粗暴者' }];
  const p: PrintedCard = { language: 'Japanese', name: '礼儀正しい識者 // 人殺しの粗暴者' };
  if (faces !== 'none') p.faces = faces === 'both' ? all : all.slice(0, 1);
  return p;
}

/** The rules cards and the cards above; Civilized Scholar's Japanese name, with its printing when given. */
export function identityDb(printed?: PrintedCard): CardDatabase {
  const aliases: NameAlias[] = [
    { alias: '礼儀正しい識者 // 人殺しの粗暴者', name: SCHOLAR, language: 'Japanese', ...(printed ? { printed } : {}) },
    { alias: '礼儀正しい識者', name: SCHOLAR, language: 'Japanese' },
  ];
  return createMemoryCardDatabase([...RULES_CARDS, ...IDENTITY_CARDS].map(cardFromScryfall), { ...INFO, cards: RULES_CARDS.length + IDENTITY_CARDS.length }, aliases);
}
