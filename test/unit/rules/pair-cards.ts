// Cards written for the commander-pair, commander-ineligible and banned-as-commander message tests,
// beside the shared rules fixture (test/fixtures/rules/cards.ts), which other tests count and which
// stays as it is. Made-up names: each card has the one shape a test needs.
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { Card, CardDatabase } from '../../../server/src/core/cards/types';
import type { Range } from '../../../server/src/core/types';
import { card, RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO } from './helpers';

function legend(name: string, text: string, colors: string[], type = 'Legendary Creature — Human'): Record<string, unknown> {
  return card({ name, mana_cost: '{2}', cmc: 2, type_line: type, oracle_text: text, colors, color_identity: colors, power: '2', toughness: '2' });
}

function doubleFaced(front: string, frontText: string, back: string, colors: string[]): Record<string, unknown> {
  const type = 'Legendary Creature — Giant';
  return card({
    name: `${front} // ${back}`,
    layout: 'transform',
    cmc: 3,
    type_line: `${type} // ${type}`,
    colors,
    color_identity: colors,
    card_faces: [
      { name: front, mana_cost: '{2}{G}', type_line: type, oracle_text: frontText, colors },
      { name: back, mana_cost: '', type_line: type, oracle_text: 'Trample', colors },
    ],
  });
}

export const PAIR_CARDS: Record<string, unknown>[] = [
  // "Partner with" naming a double-faced card by its front face, answered by that card.
  legend('Riverside Twin', 'Partner with Hillside Twin\nFlying', ['U']),
  doubleFaced('Hillside Twin', 'Partner with Riverside Twin\nReach', 'Hilltop Giant', ['G']),
  // "Partner with" naming a double-faced card by its whole name.
  legend('Starlit Twin', 'Partner with Moonlit Twin // Sunlit Giant', ['W']),
  doubleFaced('Moonlit Twin', 'Partner with Starlit Twin', 'Sunlit Giant', ['G']),
  // Names Pir, who names Toothy: a one-sided "Partner with".
  legend('Pir Admirer', 'Partner with Pir, Imaginative Rascal', ['G']),
  // A "Partner with" whose name is also the name of a Partner variant: not that variant.
  legend('Select Fan', 'Partner with Character select', ['R']),
  // A Time Lord Doctor that also has Partner: two pairing abilities on one card.
  legend('The Partnered Doctor', 'Partner\nVigilance', ['W'], 'Legendary Creature — Time Lord Doctor'),
  // A Background whose text says "Choose a Background": it does not choose itself.
  card({
    name: 'Self-Chosen Background',
    mana_cost: '{1}{G}',
    cmc: 2,
    type_line: 'Legendary Enchantment — Background',
    oracle_text: 'Choose a Background\nCommander creatures you own have reach.',
    colors: ['G'],
    color_identity: ['G'],
  }),
];

/** The rules fixture's cards and the cards above. */
let cached: CardDatabase | undefined;
export function pairDb(): CardDatabase {
  cached ??= createMemoryCardDatabase([...RULES_CARDS, ...PAIR_CARDS].map(cardFromScryfall), { ...INFO, label: 'pair test cards' });
  return cached;
}

/** The rules fixture's cards with some cards changed (printed rarities as MTGJSON's AllSets lists them, …). */
export function dbWith(changes: Record<string, Partial<Card>>): CardDatabase {
  const cards = [...RULES_CARDS, ...PAIR_CARDS].map(cardFromScryfall).map((c) => (changes[c.name] ? { ...c, ...changes[c.name] } : c));
  return createMemoryCardDatabase(cards, { ...INFO, label: 'changed test cards' });
}

/** The range of a card name written as `1 Name` on `line`. */
export function nameAt(line: number, name: string, quantityWidth = 1): Range {
  const start = quantityWidth + 1;
  return { start: { line, character: start }, end: { line, character: start + name.length } };
}
