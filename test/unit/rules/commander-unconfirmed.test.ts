// commander-unconfirmed: a Pauper Commander creature the card data can neither confirm nor rule out
// as commander. The whole note: what the data says of its rarity, and how to settle it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO, check, commanderDeck } from './helpers';
import { at, commanderNotes } from './commander-notes';

// Llanowar Elves (common, legal in Pauper Commander) as the data may have it: without a rarity, or
// with MTGJSON's Pauper Commander flag false.
const CARDS = RULES_CARDS.map(cardFromScryfall);
const ELVES = CARDS.find((c) => c.name === 'Llanowar Elves')!;
const cards = createMemoryCardDatabase(
  [...CARDS, { ...ELVES, name: 'Unprinted Elves', rarity: undefined }, { ...ELVES, name: 'Flagged Elves', pauperCommander: false }],
  INFO,
);
const pdh = (commander: string) => check(commanderDeck(commander, [], ['Forest']), 'paupercommander', cards);

const ADVICE = "MTGJSON's card data settles it: run 'decklist cards update --lang ja' once and check with --lang ja, or pass MTGJSON's AtomicCards.json with --cards FILE.";

function unconfirmed(card: string, to: number, data: string, details: { rarity: string | null; legality: string; pauperCommanderFlag: boolean | null }): DeckDiagnostic {
  return {
    code: 'commander-unconfirmed',
    severity: 'information',
    message: `Whether ${card} can be your commander in Pauper Commander was not confirmed: the commander must be a creature printed at uncommon (in paper or on MTGO), and the card data (rules test cards) ${data}. If it was ever printed at uncommon it is fine. ${ADVICE}`,
    range: at(1, 2, to),
    card,
    data: details,
  };
}

test('a creature the data lists at one rarity only, not uncommon: not confirmed, and the note says what the data lists and how to settle it', () => {
  assert.deepEqual(commanderNotes(pdh('Llanowar Elves')), [
    unconfirmed('Llanowar Elves', 16, 'lists it at common, one printing only', { rarity: 'common', legality: 'legal', pauperCommanderFlag: null }),
  ]);
  assert.deepEqual(commanderNotes(pdh('Phelddagrif')), [
    unconfirmed('Phelddagrif', 13, 'lists it at rare, one printing only', { rarity: 'rare', legality: 'not_legal', pauperCommanderFlag: null }),
  ]);
});

test('a creature the data gives no rarity: "has no rarity for it"', () => {
  assert.deepEqual(commanderNotes(pdh('Unprinted Elves')), [
    unconfirmed('Unprinted Elves', 17, 'has no rarity for it', { rarity: null, legality: 'legal', pauperCommanderFlag: null }),
  ]);
});

test("MTGJSON's flag false: the note says the flag comes from one printing, so another may have been uncommon", () => {
  assert.deepEqual(commanderNotes(pdh('Flagged Elves')), [
    {
      code: 'commander-unconfirmed',
      severity: 'information',
      message:
        "Whether Flagged Elves can be your commander in Pauper Commander was not confirmed: the commander must be a creature printed at uncommon (in paper or on MTGO). MTGJSON's Pauper Commander flag in the card data (rules test cards) says no, but MTGJSON sets it from the rarity of one printing only, so another printing may have been uncommon. If it was ever printed at uncommon it is fine: check its printings.",
      range: at(1, 2, 15),
      card: 'Flagged Elves',
      data: { rarity: 'common', legality: 'legal', pauperCommanderFlag: false },
    },
  ]);
});

test('a commander the card data does not know, and a commander of another format, get no such note', () => {
  assert.deepEqual(commanderNotes(pdh('Brand New Elf')), []);
  assert.deepEqual(commanderNotes(check(commanderDeck('Llanowar Elves', [], ['Forest']), 'commander', cards)).filter((d) => d.code === 'commander-unconfirmed'), []);
});
