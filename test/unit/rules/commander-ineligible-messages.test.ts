// What a player reads when the card in the command zone cannot lead the deck: why (its type line, or
// for Pauper Commander the printings the card data lists), what the format asks for, on its line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck } from './helpers';
import { dbWith, nameAt, pairDb } from './pair-cards';

const COMMANDER_MAY_BE = 'a legendary creature, a legendary Vehicle or Spacecraft with power and toughness or a card that says it can be your commander';

function ineligible(name: string, line: number, format: string, why: string, mayBe: string, typeLine: string) {
  return {
    code: 'commander-ineligible',
    severity: 'error',
    message: `${name} cannot be your commander in ${format}: ${why}, and the commander must be ${mayBe}. Choose another commander.`,
    range: nameAt(line, name),
    card: name,
    data: { typeLine },
  };
}

const ELVES = ineligible('Llanowar Elves', 1, 'Commander', 'it is a Creature — Elf Druid', COMMANDER_MAY_BE, 'Creature — Elf Druid');

test('commander-ineligible: a creature that is not legendary, with its type line and what Commander allows', () => {
  assert.deepEqual(codes(check(commanderDeck('Llanowar Elves', [], ['Forest']), 'commander', pairDb()), 'commander-ineligible'), [ELVES]);
});

test('commander-ineligible: the printings the card data lists matter only to Pauper Commander, and only for a creature', () => {
  // As MTGJSON's AllSets lists them: every printing's rarity.
  const d = dbWith({ 'Llanowar Elves': { printedRarities: ['common'] }, 'Talisman of Dominance': { printedRarities: ['common', 'uncommon'] } });
  assert.deepEqual(codes(check(commanderDeck('Llanowar Elves', [], ['Forest']), 'commander', d), 'commander-ineligible'), [ELVES]);
  assert.deepEqual(codes(check(commanderDeck('Talisman of Dominance', [], ['Island']), 'paupercommander', d), 'commander-ineligible'), [
    ineligible('Talisman of Dominance', 1, 'Pauper Commander', 'it is an Artifact', 'a creature printed at uncommon', 'Artifact'),
  ]);
  assert.deepEqual(codes(check(commanderDeck('Llanowar Elves', [], ['Forest']), 'paupercommander', d), 'commander-ineligible'), [
    ineligible(
      'Llanowar Elves',
      1,
      'Pauper Commander',
      'the card data (changed test cards) lists every printing of it up to its date, at common, none at uncommon (newer card data would show a later uncommon printing)',
      'a creature printed at uncommon',
      'Creature — Elf Druid',
    ),
  ]);
});

const BACKGROUND = (line: number) =>
  ineligible('Raised by Giants', line, 'Commander', 'it is a Legendary Enchantment — Background', COMMANDER_MAY_BE, 'Legendary Enchantment — Background');

test('commander-ineligible: a Background leads only beside a commander that has "Choose a Background"', () => {
  const ineligibleOf = (names: string[]) => codes(check(commanderDeck(names, [], ['Wastes']), 'commander', pairDb()), 'commander-ineligible');
  assert.deepEqual(ineligibleOf(['Raised by Giants']), [BACKGROUND(1)]);
  assert.deepEqual(ineligibleOf(['Raised by Giants', 'Wilson, Refined Grizzly']), []);
  assert.deepEqual(ineligibleOf(['Wilson, Refined Grizzly', 'Raised by Giants']), []);
  // Beside a partner, or a legend with no pairing ability: the Background is not a commander.
  assert.deepEqual(ineligibleOf(['Raised by Giants', 'Krark, the Thumbless']), [BACKGROUND(1)]);
  assert.deepEqual(ineligibleOf(['Phelddagrif', 'Raised by Giants']), [BACKGROUND(2)]);
  // Alone, a Background that says "Choose a Background" does not choose itself.
  assert.deepEqual(ineligibleOf(['Self-Chosen Background']), [
    ineligible('Self-Chosen Background', 1, 'Commander', 'it is a Legendary Enchantment — Background', COMMANDER_MAY_BE, 'Legendary Enchantment — Background'),
  ]);
  // "Choose a Background" lets a Background in, not any card.
  assert.deepEqual(ineligibleOf(['Wilson, Refined Grizzly', 'Llanowar Elves']), [{ ...ELVES, range: nameAt(2, 'Llanowar Elves') }]);
});

test('commander-ineligible: a Background beside an unknown card is reported, and the unknown card is left to unknown-card', () => {
  const r = check(commanderDeck(['Raised by Giants', 'Nonexistent Legend'], [], ['Wastes']), 'commander', pairDb());
  assert.deepEqual(codes(r, 'commander-ineligible'), [BACKGROUND(1)]);
  assert.deepEqual(
    r.diagnostics.filter((d) => d.code !== 'mana-sources').map((d) => d.code),
    ['commander-ineligible', 'unknown-card'],
  );
});

test('commander-ineligible: a format without commanders does not check a Commander section', () => {
  const r = check(commanderDeck(['Llanowar Elves'], [], ['Forest'], 60), 'legacy', pairDb());
  assert.deepEqual(r.diagnostics.filter((d) => d.code !== 'mana-sources'), []);
});
