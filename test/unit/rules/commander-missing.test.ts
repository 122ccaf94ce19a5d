// commander-missing: a Commander list with no commander (with the candidates it names and a first
// line the card data does not know), an Oathbreaker list without its signature spell, and a second
// signature spell. The whole diagnostic, as the player reads it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from './helpers';
import { at, commanderNotes, missingNote } from './commander-notes';

test('no card can lead the list: the error says what the format needs and how to mark a commander, on the header of the deck', () => {
  const r = check('Deck\n1 Sol Ring\n99 Forest\n', 'commander');
  assert.deepEqual(commanderNotes(r), [missingNote([0, 0, 4], [])]);
});

test('several cards could lead it: the error names them, at most five, with "…" when there are more', () => {
  const five = ['Phelddagrif', 'Braids, Cabal Minion', 'Tymna the Weaver', 'Thrasios, Triton Hero', 'Pir, Imaginative Rascal'];
  const exactlyFive = check('1 Phelddagrif\n1 Braids, Cabal Minion\n1 Tymna the Weaver\n1 Kitchen Finks\n1 Thrasios, Triton Hero\n1 Pir, Imaginative Rascal\n91 Forest\n', 'commander');
  assert.deepEqual(commanderNotes(exactlyFive), [missingNote([0, 0, 13], five, ` Candidates in this list: ${five.join(', ')}.`)]);
  const seven = check(
    '1 Phelddagrif\n1 Braids, Cabal Minion\n1 Tymna the Weaver\n1 Kitchen Finks\n1 Thrasios, Triton Hero\n1 Pir, Imaginative Rascal\n1 Will, the Wise\n90 Forest\n',
    'commander',
  );
  assert.deepEqual(commanderNotes(seven), [missingNote([0, 0, 13], five, ` Candidates in this list: ${five.join(', ')}, ….`)]);
});

test('a first line the card data does not know may be a new commander: the error says so and how to update the card data', () => {
  const r = check('1 Unknown Cardname\n1 Phelddagrif\n1 Braids, Cabal Minion\n90 Forest\n', 'commander');
  assert.deepEqual(commanderNotes(r), [
    missingNote(
      [0, 0, 18],
      ['Phelddagrif', 'Braids, Cabal Minion'],
      ' Candidates in this list: Phelddagrif, Braids, Cabal Minion. The first line, "Unknown Cardname", is not in the card data (rules test cards); if it is your commander, the card data may be older than the card. For current card data, run \'decklist cards update\'.',
    ),
  ]);
  // An unknown card in the maybeboard above the deck is not the deck's first line.
  const maybe = check('Maybeboard\n1 Unknown Cardname\n\nDeck\n1 Phelddagrif\n1 Braids, Cabal Minion\n90 Forest\n', 'commander');
  assert.deepEqual(
    commanderNotes(maybe).filter((d) => d.code === 'commander-missing'),
    [missingNote([3, 0, 4], ['Phelddagrif', 'Braids, Cabal Minion'], ' Candidates in this list: Phelddagrif, Braids, Cabal Minion.')],
  );
});

test('Oathbreaker: no planeswalker is "No oathbreaker found", and says nothing of a signature spell', () => {
  const r = check('1 Sol Ring\n59 Mountain\n', 'oathbreaker');
  assert.deepEqual(commanderNotes(r), [
    {
      code: 'commander-missing',
      severity: 'error',
      message:
        'No oathbreaker found: Oathbreaker needs a planeswalker as oathbreaker. Mark it with a "Commander" section, a "// commander: Name" line, or *CMDR* after its name.',
      range: at(0, 0, 10),
      data: { candidates: [] },
    },
  ]);
});

test('Oathbreaker: an oathbreaker without a signature spell gets the error on its name', () => {
  const r = check('Commander\n1 Chandra, Torch of Defiance\n\nDeck\n59 Mountain\n', 'oathbreaker');
  assert.deepEqual(commanderNotes(r), [
    {
      code: 'commander-missing',
      severity: 'error',
      message:
        'No signature spell found: Oathbreaker needs an instant or sorcery in the command zone next to the oathbreaker, within its color identity. Put it in the Commander section.',
      range: at(1, 2, 28),
      data: { missing: 'signature-spell' },
    },
  ]);
  const whole = check('Commander\n1 Chandra, Torch of Defiance\n1 Lightning Bolt\n\nDeck\n58 Mountain\n', 'oathbreaker');
  assert.deepEqual(commanderNotes(whole), []);
});

test('Oathbreaker: each signature spell after the first is an error that points at the first', () => {
  const r = check('Commander\n1 Chandra, Torch of Defiance\n1 Lightning Bolt\n1 Fire // Ice\n1 Counterspell\n\nDeck\n56 Mountain\n', 'oathbreaker');
  const first = { message: 'signature spell Lightning Bolt', range: at(2, 2, 16) };
  assert.deepEqual(commanderNotes(r), [
    {
      code: 'commander-pair',
      severity: 'error',
      message: 'Only one signature spell is allowed; Fire // Ice is a second one. Move it into the deck.',
      range: at(3, 2, 13),
      card: 'Fire // Ice',
      related: [first],
    },
    {
      code: 'commander-pair',
      severity: 'error',
      message: 'Only one signature spell is allowed; Counterspell is a second one. Move it into the deck.',
      range: at(4, 2, 14),
      card: 'Counterspell',
      related: [first],
    },
  ]);
});
