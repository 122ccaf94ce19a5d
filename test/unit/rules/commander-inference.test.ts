// Which card leads a Commander list with none marked (rules/commander-inference.ts), and the note
// that says so (commander-inferred): each way a list can show its commander, with the whole note the
// player reads, and the lists where no card can be chosen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeck } from '../../../server/src/core/parse';
import { inferCommander } from '../../../server/src/core/rules/commander-inference';
import { check, createFormatRegistry, format, parseConfig } from './helpers';
import { commanderNotes, inferredNote, missingNote } from './commander-notes';

const ZONES = (main: number, commander: number, sideboard = 0) => ({ main, commander, companion: 0, sideboard, maybeboard: 0 });

test('an Arena list ("Deck", its cards, a blank line) whose top block is one legend: it is the commander and the block below is the deck, not a sideboard', () => {
  const r = check('Deck\n1 Phelddagrif\n\n1 Sol Ring\n98 Island\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(r.counts, ZONES(99, 1));
  assert.deepEqual(commanderNotes(r), [inferredNote('Phelddagrif', [1, 2, 13], 'it is set apart by a blank line at the top of the list')]);
});

test('…a top block of two partners: both lead, each with its note', () => {
  const r = check("Deck\n1 Kraum, Ludevic's Opus\n1 Tymna the Weaver\n\n1 Sol Ring\n97 Island\n", 'commander');
  const pair = ["Kraum, Ludevic's Opus", 'Tymna the Weaver'];
  assert.deepEqual(r.commanders, pair);
  assert.deepEqual(r.counts, ZONES(98, 2));
  const why = 'they are set apart by a blank line at the top of the list';
  assert.deepEqual(commanderNotes(r), [
    inferredNote("Kraum, Ludevic's Opus", [1, 2, 23], why, { commanders: pair }),
    inferredNote('Tymna the Weaver', [2, 2, 18], why, { commanders: pair }),
  ]);
});

test('…but not a top block with a card that cannot lead, nor three legends, nor a block below of two cards or fewer', () => {
  // Sol Ring cannot lead: Phelddagrif is still the only possible commander, and the block below stays the sideboard.
  const notAll = check('Deck\n1 Phelddagrif\n1 Sol Ring\n\n1 Braids, Cabal Minion\n97 Island\n', 'commander');
  assert.deepEqual(notAll.commanders, ['Phelddagrif']);
  assert.deepEqual(notAll.counts, ZONES(1, 1, 98));
  assert.deepEqual(commanderNotes(notAll), [inferredNote('Phelddagrif', [1, 2, 13], 'it is the only card in the deck that can be a commander')]);
  // Three legends on top: no command zone holds three.
  const three = check('Deck\n1 Phelddagrif\n1 Braids, Cabal Minion\n1 Tymna the Weaver\n\n1 Sol Ring\n96 Island\n', 'commander');
  assert.deepEqual(three.commanders, []);
  assert.deepEqual(three.counts, ZONES(3, 0, 97));
  assert.deepEqual(commanderNotes(three), [
    missingNote([0, 0, 4], ['Phelddagrif', 'Braids, Cabal Minion', 'Tymna the Weaver'], ' Candidates in this list: Phelddagrif, Braids, Cabal Minion, Tymna the Weaver.'),
  ]);
  // Two cards below the blank line may be a real sideboard; three are the deck.
  const two = check('Deck\n1 Phelddagrif\n\n2 Island\n', 'commander');
  assert.deepEqual(two.counts, ZONES(0, 1, 2));
  assert.deepEqual(commanderNotes(two), [inferredNote('Phelddagrif', [1, 2, 13], 'it is the only card in the deck that can be a commander')]);
  const threeBelow = check('Deck\n1 Phelddagrif\n\n3 Island\n', 'commander');
  assert.deepEqual(threeBelow.counts, ZONES(3, 1));
  assert.deepEqual(commanderNotes(threeBelow), [inferredNote('Phelddagrif', [1, 2, 13], 'it is set apart by a blank line at the top of the list')]);
});

test('an Arena list with a Sideboard section of its own: the block after the blank line under "Deck" is still the deck, the Sideboard section the sideboard', () => {
  const why = 'it is set apart by a blank line at the top of the list';
  const withCard = check('Deck\n1 Phelddagrif\n\n1 Sol Ring\n97 Island\n\nSideboard\n1 Counterspell\n', 'commander');
  assert.deepEqual(withCard.commanders, ['Phelddagrif']);
  assert.deepEqual(withCard.counts, ZONES(98, 1, 1));
  assert.deepEqual(commanderNotes(withCard), [inferredNote('Phelddagrif', [1, 2, 13], why)]);
  const empty = check('Deck\n1 Phelddagrif\n\n1 Sol Ring\n98 Island\n\nSideboard\n', 'commander');
  assert.deepEqual(empty.counts, ZONES(99, 1));
  assert.deepEqual(commanderNotes(empty), [inferredNote('Phelddagrif', [1, 2, 13], why)]);
});

test('a list with only a sideboard: no commander, and the error (no check fails on the empty deck)', () => {
  const r = check('Sideboard\n1 Sol Ring\n1 Counterspell\n1 Island\n', 'commander');
  assert.deepEqual(r.counts, ZONES(0, 0, 3));
  assert.deepEqual(commanderNotes(r), [missingNote([1, 0, 10], [])]);
});

test('a list with its own "Sideboard" header keeps its sideboard: the legends above it are not taken as a command zone', () => {
  const r = check('Deck\n1 Phelddagrif\n1 Braids, Cabal Minion\n\nSideboard\n1 Sol Ring\n97 Island\n', 'commander');
  assert.deepEqual(r.commanders, []);
  assert.deepEqual(r.counts, ZONES(2, 0, 98));
  assert.deepEqual(commanderNotes(r), [missingNote([0, 0, 4], ['Phelddagrif', 'Braids, Cabal Minion'], ' Candidates in this list: Phelddagrif, Braids, Cabal Minion.')]);
  // Nor a sideboard marked line by line (`SB:`).
  const sb = check('1 Phelddagrif\n1 Braids, Cabal Minion\n\nSB: 1 Sol Ring\nSB: 97 Island\n', 'commander');
  assert.deepEqual(sb.commanders, []);
  assert.deepEqual(sb.counts, ZONES(2, 0, 98));
});

test('MTGO puts the commander in the sideboard: one or two legends there lead; a sideboard with another card in it does not', () => {
  const one = check('1 Sol Ring\n98 Forest\n\n1 Phelddagrif\n', 'commander');
  assert.deepEqual(one.counts, ZONES(99, 1));
  assert.deepEqual(commanderNotes(one), [inferredNote('Phelddagrif', [3, 2, 13], 'the sideboard holds only Phelddagrif, as MTGO exports commanders')]);
  const pair = ["Kraum, Ludevic's Opus", 'Tymna the Weaver'];
  const two = check("1 Sol Ring\n97 Forest\n\n1 Kraum, Ludevic's Opus\n1 Tymna the Weaver\n", 'commander');
  assert.deepEqual(two.counts, ZONES(98, 2));
  const why = "the sideboard holds only Kraum, Ludevic's Opus and Tymna the Weaver, as MTGO exports commanders";
  assert.deepEqual(commanderNotes(two), [
    inferredNote("Kraum, Ludevic's Opus", [3, 2, 23], why, { commanders: pair }),
    inferredNote('Tymna the Weaver', [4, 2, 18], why, { commanders: pair }),
  ]);
  const mixed = check('1 Sol Ring\n1 Kitchen Finks\n96 Forest\n\n1 Phelddagrif\n1 Sol Ring\n', 'commander');
  assert.deepEqual(mixed.commanders, []);
  assert.deepEqual(mixed.counts, ZONES(98, 0, 2));
  const three = check('1 Sol Ring\n97 Forest\n\n1 Phelddagrif\n1 Braids, Cabal Minion\n1 Tymna the Weaver\n', 'commander');
  assert.deepEqual(three.commanders, []);
  assert.deepEqual(three.counts, ZONES(98, 0, 3));
});

test('the only card that can lead is taken, with the noun of the format (an oathbreaker)', () => {
  const r = check('1 Sol Ring\n58 Mountain\n1 Chandra, Torch of Defiance\n', 'oathbreaker');
  assert.deepEqual(r.commanders, ['Chandra, Torch of Defiance']);
  assert.deepEqual(commanderNotes(r).filter((d) => d.code === 'commander-inferred'), [
    inferredNote('Chandra, Torch of Defiance', [2, 2, 28], 'it is the only card in the deck that can be an oathbreaker', { noun: 'oathbreaker' }),
  ]);
});

test('a legend on the first line set apart by a blank line (or by a header) leads a list with several legends', () => {
  const why = 'it is on the first line, set apart from the rest of the list';
  // Two blank lines: the parser cannot tell a command zone from a sideboard, the first line can.
  const blank = check('1 Phelddagrif\n\n1 Sol Ring\n\n1 Braids, Cabal Minion\n96 Island\n', 'commander');
  assert.deepEqual(blank.commanders, ['Phelddagrif']);
  assert.deepEqual(blank.counts, ZONES(98, 1));
  assert.deepEqual(commanderNotes(blank), [inferredNote('Phelddagrif', [0, 2, 13], why)]);
  // A comment between the line and the blank line does not join it to the rest.
  const comment = check('1 Phelddagrif\n// the deck\n\n1 Sol Ring\n\n1 Braids, Cabal Minion\n96 Island\n', 'commander');
  assert.deepEqual(commanderNotes(comment), [inferredNote('Phelddagrif', [0, 2, 13], why)]);
  const header = check('1 Phelddagrif\nCreatures\n1 Braids, Cabal Minion\n\n1 Sol Ring\n\n96 Island\n', 'commander');
  assert.deepEqual(commanderNotes(header), [inferredNote('Phelddagrif', [0, 2, 13], why)]);
  // Two legends in the first block that cannot share the command zone: nothing is taken.
  const joined = check('1 Phelddagrif\n1 Braids, Cabal Minion\n\n1 Sol Ring\n\n96 Island\n', 'commander');
  assert.deepEqual(joined.commanders, []);
  assert.deepEqual(commanderNotes(joined), [missingNote([0, 0, 13], ['Phelddagrif', 'Braids, Cabal Minion'], ' Candidates in this list: Phelddagrif, Braids, Cabal Minion.')]);
});

test('two partners on the first two lines, set apart, lead together', () => {
  const pair = ['Pir, Imaginative Rascal', 'Toothy, Imaginative Friend'];
  const r = check('1 Pir, Imaginative Rascal\n1 Toothy, Imaginative Friend\n\n1 Braids, Cabal Minion\n\n96 Island\n', 'commander');
  assert.deepEqual(r.commanders, pair);
  assert.deepEqual(r.counts, ZONES(97, 2));
  const why = 'they are the first two lines, set apart from the rest of the list';
  assert.deepEqual(commanderNotes(r), [
    inferredNote('Pir, Imaginative Rascal', [0, 2, 25], why, { commanders: pair }),
    inferredNote('Toothy, Imaginative Friend', [1, 2, 28], why, { commanders: pair }),
  ]);
});

test('a legend on the last line set apart by a blank line leads the list', () => {
  const r = check('1 Sol Ring\n\n1 Braids, Cabal Minion\n96 Island\n\n1 Phelddagrif\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(r.counts, ZONES(98, 1));
  assert.deepEqual(commanderNotes(r), [inferredNote('Phelddagrif', [5, 2, 13], 'it is on the last line, set apart from the rest of the list')]);
  // A comment between the blank line and the card does not join it to the rest.
  const comment = check('1 Sol Ring\n\n1 Braids, Cabal Minion\n96 Island\n\n# commander below\n1 Phelddagrif\n', 'commander');
  assert.deepEqual(commanderNotes(comment), [inferredNote('Phelddagrif', [6, 2, 13], 'it is on the last line, set apart from the rest of the list')]);
  // Not set apart: the last line is just a card of the deck.
  const joined = check('1 Sol Ring\n\n1 Braids, Cabal Minion\n\n95 Island\n1 Phelddagrif\n', 'commander');
  assert.deepEqual(joined.commanders, []);
});

test('the first line of a list of exactly the deck size leads it; a list of another size, or a format whose size leaves out the commander, is not guessed', () => {
  const r = check('1 Phelddagrif\n1 Braids, Cabal Minion\n1 Sol Ring\n97 Island\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(r.counts, ZONES(99, 1));
  assert.deepEqual(commanderNotes(r), [inferredNote('Phelddagrif', [0, 2, 13], 'it is the first line of a 100-card list')]);
  const short = check('1 Phelddagrif\n1 Braids, Cabal Minion\n1 Sol Ring\n96 Island\n', 'commander');
  assert.deepEqual(short.commanders, []);
  // A house format of 99 cards plus the commander: the list's size says nothing about its first line.
  const { config } = parseConfig(JSON.stringify({ formats: { plus: { extends: 'commander', deckSize: { exact: 100, includesCommandZone: false } } } }));
  const plus = check('1 Phelddagrif\n1 Braids, Cabal Minion\n1 Sol Ring\n97 Island\n', createFormatRegistry(config).get('plus')!);
  assert.deepEqual(plus.commanders, []);
});

test('an official precon list: the one legend whose color identity covers every other card leads, wherever it is', () => {
  const r = check('1 Sol Ring\n1 Kitchen Finks\n1 Phelddagrif\n1 Pir, Imaginative Rascal\n3 Plains\n93 Island\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(r.counts, ZONES(99, 1));
  const why = 'it is the only card that can be a commander whose color identity ({W}{U}{G}) covers every other card of this 100-card list';
  assert.deepEqual(commanderNotes(r), [inferredNote('Phelddagrif', [2, 2, 13], why)]);
  // A card the data does not know is no obstacle.
  const unknown = check('1 Sol Ring\n1 Kitchen Finks\n1 Phelddagrif\n1 Pir, Imaginative Rascal\n1 Brand New Card\n3 Plains\n92 Island\n', 'commander');
  assert.deepEqual(unknown.commanders, ['Phelddagrif']);
  // No legend covers the deck (Braids is black, Phelddagrif is not): nothing is guessed.
  const none = check('1 Sol Ring\n1 Kitchen Finks\n1 Phelddagrif\n1 Braids, Cabal Minion\n3 Plains\n93 Island\n', 'commander');
  assert.deepEqual(none.commanders, []);
  assert.deepEqual(commanderNotes(none), [missingNote([0, 0, 10], ['Phelddagrif', 'Braids, Cabal Minion'], ' Candidates in this list: Phelddagrif, Braids, Cabal Minion.')]);
  // Not the deck size: nothing is guessed.
  const short = check('1 Sol Ring\n1 Kitchen Finks\n1 Phelddagrif\n1 Pir, Imaginative Rascal\n3 Plains\n92 Island\n', 'commander');
  assert.deepEqual(short.commanders, []);
});

test('a pair on the first two lines that leaves cards outside its identity gives way to the one legend that covers them, and the note counts the cards', () => {
  const r = check('1 Pir, Imaginative Rascal\n1 Toothy, Imaginative Friend\n\n1 Phelddagrif\n1 Kitchen Finks\n\n3 Plains\n91 Island\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(r.counts, ZONES(97, 1));
  const why =
    'Pir, Imaginative Rascal and Toothy, Imaginative Friend on the first two lines would leave 5 cards outside their color identity ({U}{G}), and Phelddagrif is the only commander in the list whose color identity ({W}{U}{G}) covers every card';
  assert.deepEqual(commanderNotes(r), [inferredNote('Phelddagrif', [3, 2, 13], why)]);
});

test('…and so does a legend on the last line', () => {
  const r = check('1 Sol Ring\n\n1 Phelddagrif\n1 Kitchen Finks\n3 Plains\n91 Island\n\n1 Pir, Imaginative Rascal\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(r.counts, ZONES(97, 1));
  const why =
    'Pir, Imaginative Rascal on the last line would leave 96 cards outside its color identity ({G}), and Phelddagrif is the only commander in the list whose color identity ({W}{U}{G}) covers every card';
  assert.deepEqual(commanderNotes(r), [inferredNote('Phelddagrif', [2, 2, 13], why)]);
});

test('…and so does a legend on the first line set apart; a first line that covers the deck keeps its plain note', () => {
  const r = check('1 Pir, Imaginative Rascal\n\n1 Sol Ring\n\n1 Phelddagrif\n1 Kitchen Finks\n3 Plains\n92 Island\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  const why =
    'Pir, Imaginative Rascal on the first line would leave 97 cards outside its color identity ({G}), and Phelddagrif is the only commander in the list whose color identity ({W}{U}{G}) covers every card';
  assert.deepEqual(commanderNotes(r), [inferredNote('Phelddagrif', [4, 2, 13], why)]);
  const covers = check('1 Phelddagrif\n\n1 Sol Ring\n\n1 Pir, Imaginative Rascal\n1 Kitchen Finks\n95 Island\n', 'commander');
  assert.deepEqual(commanderNotes(covers), [inferredNote('Phelddagrif', [0, 2, 13], 'it is on the first line, set apart from the rest of the list')]);
});

test('a legend on the first line that covers none of the others is kept when no other legend covers the deck either, with no alternatives', () => {
  const r = check('1 Pir, Imaginative Rascal\n\n1 Sol Ring\n\n1 Braids, Cabal Minion\n1 Kitchen Finks\n3 Plains\n92 Island\n', 'commander');
  assert.deepEqual(r.commanders, ['Pir, Imaginative Rascal']);
  assert.deepEqual(commanderNotes(r), [inferredNote('Pir, Imaginative Rascal', [0, 2, 25], 'it is on the first line, set apart from the rest of the list')]);
});

test('inferCommander: a format without a commander takes none and has no candidates', () => {
  const doc = parseDeck('1 Phelddagrif\n59 Island\n');
  assert.deepEqual(inferCommander(doc, format('modern'), [], () => true), { candidates: [] });
});

test('a commander the list itself sets apart (the MTGO sideboard) is never second-guessed by color identity', () => {
  // Pir leaves most of the deck outside its identity and Phelddagrif would cover it, but the sideboard says Pir.
  const r = check('1 Sol Ring\n1 Phelddagrif\n1 Kitchen Finks\n3 Plains\n92 Island\n\n1 Pir, Imaginative Rascal\n', 'commander');
  assert.deepEqual(r.commanders, ['Pir, Imaginative Rascal']);
  assert.deepEqual(commanderNotes(r), [inferredNote('Pir, Imaginative Rascal', [6, 2, 25], 'the sideboard holds only Pir, Imaginative Rascal, as MTGO exports commanders')]);
});

test('a house format without the color identity rule: neither the first line nor a precon list is judged by color identity', () => {
  const { config, errors } = parseConfig(JSON.stringify({ formats: { open: { extends: 'commander', commander: { colorIdentity: false } } } }));
  assert.deepEqual(errors, []);
  const open = createFormatRegistry(config).get('open')!;
  // The first line stays, though Phelddagrif would cover the cards Pir does not.
  const first = check('1 Pir, Imaginative Rascal\n\n1 Sol Ring\n\n1 Phelddagrif\n1 Kitchen Finks\n3 Plains\n92 Island\n', open);
  assert.deepEqual(first.commanders, ['Pir, Imaginative Rascal']);
  assert.deepEqual(commanderNotes(first), [inferredNote('Pir, Imaginative Rascal', [0, 2, 25], 'it is on the first line, set apart from the rest of the list')]);
  // A precon-shaped list: no legend is chosen for its colors.
  const precon = check('1 Sol Ring\n1 Kitchen Finks\n1 Phelddagrif\n1 Pir, Imaginative Rascal\n3 Plains\n93 Island\n', open);
  assert.deepEqual(precon.commanders, []);
});

test('a deck file written on one line (minified Cockatrice XML) sets no card apart: neither its first nor its last card is taken for that', () => {
  const cod = (cards: string[]) =>
    '<?xml version="1.0" encoding="UTF-8"?><cockatrice_deck version="1"><deckname>x</deckname><zone name="main">' +
    cards.map((c) => `<card number="${/^\d+/.exec(c)![0]}" name="${c.replace(/^\d+ /, '')}"/>`).join('') +
    '</zone></cockatrice_deck>';
  const first = check(cod(['1 Phelddagrif', '1 Sol Ring', '90 Island', '1 Braids, Cabal Minion']), 'commander');
  assert.deepEqual(first.commanders, []);
  assert.deepEqual(commanderNotes(first), [missingNote([0, 107, 144], ['Phelddagrif', 'Braids, Cabal Minion'], ' Candidates in this list: Phelddagrif, Braids, Cabal Minion.')]);
  const last = check(cod(['1 Sol Ring', '1 Phelddagrif', '90 Island', '1 Braids, Cabal Minion']), 'commander');
  assert.deepEqual(last.commanders, []);
});

test('a "Choose a Background" commander and its Background lead together wherever a pair of legends would: top block, MTGO sideboard, first two lines', () => {
  const pair = ['Wilson, Refined Grizzly', 'Raised by Giants'];
  const notes = (why: string, lines: [number, number], order = pair) => [
    inferredNote(order[0], [lines[0], 2, 2 + order[0].length], why, { commanders: order }),
    inferredNote(order[1], [lines[1], 2, 2 + order[1].length], why, { commanders: order }),
  ];
  const arena = check('Deck\n1 Wilson, Refined Grizzly\n1 Raised by Giants\n\n1 Sol Ring\n96 Forest\n', 'commander');
  assert.deepEqual(arena.commanders, pair);
  assert.deepEqual(arena.counts, ZONES(97, 2));
  assert.deepEqual(commanderNotes(arena), notes('they are set apart by a blank line at the top of the list', [1, 2]));
  const mtgo = check('1 Sol Ring\n97 Forest\n\n1 Wilson, Refined Grizzly\n1 Raised by Giants\n', 'commander');
  assert.deepEqual(mtgo.counts, ZONES(98, 2));
  assert.deepEqual(commanderNotes(mtgo), notes('the sideboard holds only Wilson, Refined Grizzly and Raised by Giants, as MTGO exports commanders', [3, 4]));
  // The Background first: the pair is the same.
  const first = check('1 Raised by Giants\n1 Wilson, Refined Grizzly\n\n1 Sol Ring\n\n1 Pir, Imaginative Rascal\n95 Forest\n', 'commander');
  assert.deepEqual(first.counts, ZONES(97, 2));
  assert.deepEqual(commanderNotes(first), notes('they are the first two lines, set apart from the rest of the list', [0, 1], [...pair].reverse()));
});

test('…but not two copies of the Background, a card the data does not know, or a Background beside a card that cannot lead', () => {
  const why = 'it is the only card in the deck that can be a commander';
  const two = check('Deck\n1 Wilson, Refined Grizzly\n2 Raised by Giants\n\n1 Sol Ring\n95 Forest\n', 'commander');
  assert.deepEqual(two.commanders, ['Wilson, Refined Grizzly']);
  assert.deepEqual(commanderNotes(two), [inferredNote('Wilson, Refined Grizzly', [1, 2, 25], why)]);
  const unknown = check('Deck\n1 Wilson, Refined Grizzly\n1 Brand New Background\n\n1 Sol Ring\n96 Forest\n', 'commander');
  assert.deepEqual(unknown.commanders, ['Wilson, Refined Grizzly']);
  const unknownFirst = check('Deck\n1 Brand New Background\n1 Wilson, Refined Grizzly\n\n1 Sol Ring\n96 Forest\n', 'commander');
  assert.deepEqual(unknownFirst.commanders, ['Wilson, Refined Grizzly']);
  const noLeader = check('Deck\n1 Raised by Giants\n1 Sol Ring\n\n1 Pir, Imaginative Rascal\n96 Forest\n', 'commander');
  assert.deepEqual(noLeader.commanders, []);
  assert.deepEqual(noLeader.counts, ZONES(2, 0, 97));
});
