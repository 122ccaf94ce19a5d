// Scryfall's card layouts (`layout`), the one list the product and `npm run test:live` share.
//
// Sources (read 2026-11-27): https://scryfall.com/docs/api/layouts; Penny Dreadful's layout table
// (PennyDreadfulMTG/Penny-Dreadful-Tools, magic/layout.py): `prepare` (Secrets of Strixhaven, 2026;
// commit 768422e of 2026-05-06: two names and two mana costs, like an adventure, read front face
// first) and `front_card` (commit 10dbccd of 2026-08-21: not playable, and its names are not card
// names — they repeat real cards' names).

/** The layouts the product knows. Any other is read like a normal card (the live test lists it). */
export const KNOWN_LAYOUTS: readonly string[] = [
  'normal', 'split', 'flip', 'transform', 'modal_dfc', 'meld', 'leveler', 'class', 'case', 'saga', 'adventure', 'mutate',
  'prototype', 'battle', 'prepare', 'planar', 'scheme', 'vanguard', 'token', 'double_faced_token', 'emblem', 'augment',
  'host', 'art_series', 'reversible_card', 'front_card',
];

/**
 * Records that are not game cards at all: art cards and `front_card` records. They are dropped when
 * the card data is read, so they never become a card, a name, a completion or a suggestion.
 */
const NOT_GAME_CARDS: ReadonlySet<string> = new Set(['art_series', 'front_card']);

export function isGameCardLayout(layout: string): boolean {
  return !NOT_GAME_CARDS.has(layout);
}
