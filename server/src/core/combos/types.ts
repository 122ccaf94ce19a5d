// The shapes of combos and of the combos found in a deck, apart from the store and the matching,
// so the rules' context and the messages can name them without importing either.

export type BracketTag = 'R' | 'S' | 'P' | 'O' | 'C' | 'E' | 'B';

/** One card a combo uses. */
export interface ComboCard {
  name: string;
  oracleId?: string;
  /** It must be the deck's commander. */
  mustBeCommander: boolean;
  quantity: number;
  /** Where it starts (Spellbook's zoneLocations): H hand, B battlefield, C command zone, G graveyard, L library, E exile. */
  zoneLocations: string[];
}

/** One combo (a Spellbook variant) as the product shows it. */
export interface Combo {
  id: string;
  cards: ComboCard[];
  /** Template requirements: "a sacrifice outlet". */
  requires: string[];
  /** Results: "Infinite colorless mana", "Win the game". */
  produces: string[];
  /** Color identity, WUBRG letters ("" colorless). */
  identity: string;
  bracketTag?: BracketTag;
  popularity: number;
  manaNeeded?: string;
  /** Cards plus template requirements (by quantity): "two-card" is 2. */
  pieces: number;
  /** A result is infinite or wins the game. */
  infiniteOrWin: boolean;
  /** The combo's page on commanderspellbook.com. */
  url: string;
}

export interface FoundCombo extends Combo {
  /** The deck's names of the combo's cards (as the deck's card data names them). */
  deckCards: string[];
}

export interface NearMiss {
  combo: Combo;
  /** The one card the deck lacks (Spellbook's name). */
  missing: string;
}

export interface DeckCombos {
  /** "Commander Spellbook combos of 2026-11-20 (commanderspellbook.com)". */
  source: string;
  date: string;
  /** Every combo the deck holds, most popular first. */
  found: FoundCombo[];
  /** Combos one card away, most popular first, at most `nearMissLimit`. */
  nearMisses: NearMiss[];
  /** How many combos are one card away in all. */
  nearMissTotal: number;
}
