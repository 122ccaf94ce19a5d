// Cards for the companion tests, written by hand: the six companions the rules fixture lacks and
// cards made up to sit on each side of a companion condition (a Cat, a changeling, double-faced
// and split cards whose faces differ, activated abilities written in unusual ways). Costs and
// types of the companions are the printed ones; the rest of their text is shortened.
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { card, RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO } from './helpers';

const companion = (name: string, cost: string, cmc: number, types: string, condition: string, colors: string[]) =>
  card({
    name,
    mana_cost: cost,
    cmc,
    type_line: `Legendary Creature — ${types}`,
    oracle_text: `Companion — ${condition} (If this card is your chosen companion, you may put it into your hand from outside the game for {3} as a sorcery.)`,
    colors,
    color_identity: colors,
  });

const creature = (name: string, cost: string, cmc: number, types: string, text: string, colors: string[]) =>
  card({ name, mana_cost: cost, cmc, type_line: `Creature — ${types}`, oracle_text: text, colors, color_identity: colors, power: '2', toughness: '2' });

export const COMPANION_CARDS: Record<string, unknown>[] = [
  companion('Gyruda, Doom of Depths', '{4}{U/B}{U/B}', 6, 'Demon Kraken', 'Your starting deck contains only cards with even mana values.', ['B', 'U']),
  companion('Kaheera, the Orphanguard', '{1}{G/W}{G/W}', 3, 'Cat Beast', 'Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.', ['G', 'W']),
  companion('Keruga, the Macrosage', '{3}{G/U}{G/U}', 5, 'Dinosaur Hippo', 'Your starting deck contains only cards with mana value 3 or greater and land cards.', ['G', 'U']),
  companion('Obosh, the Preypiercer', '{3}{B/R}{B/R}', 5, 'Hellion Horror', 'Your starting deck contains only cards with odd mana values and land cards.', ['B', 'R']),
  companion('Umori, the Collector', '{2}{B/G}{B/G}', 4, 'Ooze', 'Each nonland card in your starting deck shares a card type.', ['B', 'G']),
  companion('Yorion, Sky Nomad', '{3}{W/U}{W/U}', 5, 'Bird Serpent', 'Your starting deck contains at least twenty cards more than the minimum deck size.', ['U', 'W']),
  // A companion whose condition the product does not know (a newer card): its other checks still apply.
  companion('Test Wanderling', '{2}{W}', 3, 'Spirit', 'Your starting deck contains no card named Test Wanderling.', ['W']),
  creature('Test Alley Cat', '{1}{W}', 2, 'Cat', 'Vigilance', ['W']),
  creature('Test Mimic', '{2}{U}', 3, 'Shapeshifter', 'Changeling (This card is every creature type.)\nFlying', ['U']),
  creature('Test Shifting Squad', '{1}{U}', 2, 'Shapeshifter', 'Flying, changeling', ['U']),
  creature('Test Token Maker', '{2}{U}', 3, 'Human Wizard', 'When this creature enters, create a 1/1 blue Shapeshifter creature token with changeling.', ['U']),
  // An activated ability that grants a quoted one: the colon comes before the quote.
  card({ name: 'Test Totem', mana_cost: '{3}', cmc: 3, type_line: 'Artifact', oracle_text: '{1}, {T}: Target creature gains "{T}: Add {C}." until end of turn.', colors: [], color_identity: [] }),
  // A keyword ability after reminder text on its line.
  card({ name: 'Test Gauntlet', mana_cost: '{1}', cmc: 1, type_line: 'Artifact — Equipment', oracle_text: 'Equipped creature gets +1/+1.\n(Attach only as a sorcery.) Equip {1}', colors: [], color_identity: [] }),
  // A transforming card: in the deck only its front face (a Human) counts, not the Cat on its back.
  card({
    name: 'Test Foundling // Test Prowler',
    layout: 'transform',
    cmc: 2,
    type_line: 'Creature — Human Peasant // Creature — Cat Beast',
    colors: ['G'],
    color_identity: ['G'],
    card_faces: [
      { name: 'Test Foundling', mana_cost: '{G}{G}', type_line: 'Creature — Human Peasant', oracle_text: 'At the beginning of your upkeep, you may transform this creature.' },
      { name: 'Test Prowler', mana_cost: '', type_line: 'Creature — Cat Beast', oracle_text: '{T}: Add {G}.' },
    ],
  }),
  // A modal double-faced card: a creature without an activated ability, a land on its back.
  card({
    name: 'Test Wanderer // Test Hollow',
    layout: 'modal_dfc',
    cmc: 2,
    type_line: 'Creature — Elf Scout // Land',
    colors: ['G'],
    color_identity: ['G'],
    card_faces: [
      { name: 'Test Wanderer', mana_cost: '{1}{G}', type_line: 'Creature — Elf Scout', oracle_text: 'Reach' },
      { name: 'Test Hollow', mana_cost: '', type_line: 'Land', oracle_text: 'This land enters tapped.\n{T}: Add {G}.' },
    ],
  }),
  // A split permanent (a Room): both halves count in the deck, the ability is on the second.
  card({
    name: 'Test Hall // Test Vault',
    layout: 'split',
    mana_cost: '{1}{W} // {2}{U}',
    cmc: 5,
    type_line: 'Enchantment — Room // Enchantment — Room',
    colors: ['U', 'W'],
    color_identity: ['U', 'W'],
    card_faces: [
      { name: 'Test Hall', mana_cost: '{1}{W}', type_line: 'Enchantment — Room', oracle_text: 'When you unlock this door, you gain 3 life.' },
      { name: 'Test Vault', mana_cost: '{2}{U}', type_line: 'Enchantment — Room', oracle_text: '{2}: Draw a card, then discard a card.' },
    ],
  }),
  // An aftermath card: its halves' costs combine ({1}{R}{2}{R} repeats {R}).
  card({
    name: 'Test Spark // Test Blaze',
    layout: 'aftermath',
    mana_cost: '{1}{R} // {2}{R}',
    cmc: 5,
    type_line: 'Instant // Sorcery',
    colors: ['R'],
    color_identity: ['R'],
    card_faces: [
      { name: 'Test Spark', mana_cost: '{1}{R}', type_line: 'Instant', oracle_text: 'Test Spark deals 2 damage to any target.' },
      { name: 'Test Blaze', mana_cost: '{2}{R}', type_line: 'Sorcery', oracle_text: 'Aftermath\nTest Blaze deals 3 damage to each creature.' },
    ],
  }),
  card({ name: 'Test Kindred Rite', mana_cost: '{1}{B}', cmc: 2, type_line: 'Kindred Sorcery — Elf', oracle_text: 'Target player discards a card.', colors: ['B'], color_identity: ['B'] }),
  card({ name: 'Test Growth', mana_cost: '{1}{G}', cmc: 2, type_line: 'Instant', oracle_text: 'Target creature gets +3/+3 until end of turn.', colors: ['G'], color_identity: ['G'] }),
];

let cached: CardDatabase | undefined;
/** The rules test cards and the cards above. */
export function companionDb(): CardDatabase {
  cached ??= createMemoryCardDatabase([...RULES_CARDS, ...COMPANION_CARDS].map(cardFromScryfall), {
    ...INFO,
    label: 'companion test cards',
    cards: RULES_CARDS.length + COMPANION_CARDS.length,
  });
  return cached;
}
