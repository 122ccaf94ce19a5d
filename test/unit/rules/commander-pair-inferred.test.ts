// An unmarked partner pair (issue 38, class 10): a 100-card list with no commander marked whose
// legends sit anywhere among the cards, where no single legend covers the deck's color identity and
// exactly one pair that may share the command zone does: the pair leads, by the same test that
// takes a single commander, and the quick fix marks it; two such pairs take none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { parseDeck } from '../../../server/src/core/parse';
import { checkDeck } from '../../../server/src/core/check';
import { applyEdits, fixesFor } from '../../../server/src/core/features/fixes';
import { card } from '../../fixtures/rules/cards';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO, codes, format } from './helpers';
import { commanderNotes, inferredNote, missingNote } from './commander-notes';

// Made-up cards of shapes the rules cards lack: a red Background, a green Doctor's companion, a
// second white-black partner.
const BACKGROUND = card({ name: 'Test Red Background', mana_cost: '{1}{R}', cmc: 2, type_line: 'Legendary Enchantment — Background', oracle_text: 'Commander creatures you own have haste.', colors: ['R'], color_identity: ['R'] });
const COMPANION = card({ name: 'Test Green Companion', mana_cost: '{1}{G}', cmc: 2, type_line: 'Legendary Creature — Human', oracle_text: "Doctor's companion (You can have two commanders if the other is the Doctor.)", colors: ['G'], color_identity: ['G'], power: '2', toughness: '2' });
const PARTNER_WB = card({ name: 'Test White-Black Partner', mana_cost: '{W}{B}', cmc: 2, type_line: 'Legendary Creature — Human', oracle_text: 'Partner (You can have two commanders if both have partner.)', colors: ['W', 'B'], color_identity: ['W', 'B'], power: '2', toughness: '2' });
const cards = createMemoryCardDatabase([...RULES_CARDS, BACKGROUND, COMPANION, PARTNER_WB].map(cardFromScryfall), INFO);
const run = (text: string) => checkDeck(parseDeck(text), cards, format('commander'));

/** 100 lines' worth: the given single cards in this order, then basics of the given types, as a precon list is printed. */
function list(lines: string[], basics: string[]): string {
  const rest = 100 - lines.length;
  const counts = basics.map((b, i) => `${Math.floor(rest / basics.length) + (i < rest % basics.length ? 1 : 0)} ${b}`);
  return [...lines.map((l) => `1 ${l}`), ...counts].join('\n') + '\n';
}

const ZONES = { commander: 2, main: 98, companion: 0, sideboard: 0, maybeboard: 0 };

test('Thrasios and Tymna in the middle of a 100-card list, no other legend: the pair leads, each with its note', () => {
  const text = list(['Sol Ring', 'Counterspell', 'Thrasios, Triton Hero', 'Kitchen Finks', 'Tymna the Weaver'], ['Plains', 'Island', 'Swamp', 'Forest']);
  const r = run(text);
  const pair = ['Thrasios, Triton Hero', 'Tymna the Weaver'];
  assert.deepEqual(r.commanders, pair);
  assert.deepEqual(r.counts, ZONES);
  const why = 'they are the only pair that can share the command zone whose color identity ({W}{U}{B}{G}) covers every other card of this 100-card list';
  assert.deepEqual(commanderNotes(r), [inferredNote(pair[0], [2, 2, 23], why, { commanders: pair }), inferredNote(pair[1], [4, 2, 18], why, { commanders: pair })]);
  assert.deepEqual(codes(r), [], 'no error: no commander-missing, no color identity');
});

test('the quick fix "Make Thrasios, Triton Hero and Tymna the Weaver the commanders" writes the pair on one line above the list', () => {
  const text = list(['Sol Ring', 'Counterspell', 'Thrasios, Triton Hero', 'Kitchen Finks', 'Tymna the Weaver'], ['Plains', 'Island', 'Swamp', 'Forest']);
  const r = run(text);
  const note = codes(r, 'commander-inferred')[1];
  const make = fixesFor(r, text, { range: note.range, diagnostics: [note] }).filter((f) => f.title.startsWith('Make '));
  assert.deepEqual(make.map((f) => [f.title, f.isPreferred]), [['Make Thrasios, Triton Hero and Tymna the Weaver the commanders', true]]);
  const after = applyEdits(text, make[0].edits);
  assert.equal(after, '// commander: Thrasios, Triton Hero + Tymna the Weaver\n' + text);
  const fixed = run(after);
  assert.deepEqual(fixed.commanders, ['Thrasios, Triton Hero', 'Tymna the Weaver']);
  assert.deepEqual(commanderNotes(fixed), []);
  assert.deepEqual(codes(fixed), []);
});

test('Partner with, Friends forever, Choose a Background + a Background, a Doctor and his companion: each pair is found the same way', () => {
  const partnerWith = run(list(['Sol Ring', 'Pir, Imaginative Rascal', 'Counterspell', 'Toothy, Imaginative Friend'], ['Island', 'Forest']));
  assert.deepEqual(partnerWith.commanders, ['Pir, Imaginative Rascal', 'Toothy, Imaginative Friend']);
  const friends = run(list(['Will, the Wise', 'Sol Ring', 'Lightning Bolt', 'Lucas, the Sharpshooter'], ['Mountain', 'Forest']));
  assert.deepEqual(friends.commanders, ['Will, the Wise', 'Lucas, the Sharpshooter']);
  // The Background cannot lead alone; with the one creature that chooses a Background it does.
  const background = run(list(['Test Red Background', 'Sol Ring', 'Wilson, Refined Grizzly', 'Lightning Bolt'], ['Mountain', 'Forest']));
  assert.deepEqual(background.commanders, ['Test Red Background', 'Wilson, Refined Grizzly']);
  assert.deepEqual(background.counts, ZONES);
  const doctor = run(list(['Sol Ring', 'The Tenth Doctor', 'Counterspell', 'Test Green Companion'], ['Plains', 'Island', 'Mountain', 'Forest']));
  assert.deepEqual(doctor.commanders, ['The Tenth Doctor', 'Test Green Companion']);
  for (const r of [partnerWith, friends, background, doctor]) assert.deepEqual(codes(r), []);
});

test('two pairs cover the deck: none is guessed, and commander-missing names the candidates', () => {
  const text = list(['Sol Ring', 'Thrasios, Triton Hero', 'Test White-Black Partner', 'Counterspell', 'Tymna the Weaver'], ['Plains', 'Island', 'Swamp', 'Forest']);
  const r = run(text);
  assert.deepEqual(r.commanders, []);
  assert.deepEqual(commanderNotes(r), [
    missingNote([0, 0, 10], ['Thrasios, Triton Hero', 'Test White-Black Partner', 'Tymna the Weaver'], ' Candidates in this list: Thrasios, Triton Hero, Test White-Black Partner, Tymna the Weaver.'),
  ]);
});

test('no pair is guessed when the list is not the deck size, or when the pair leaves a color out', () => {
  const short = run(list(['Sol Ring', 'Thrasios, Triton Hero', 'Tymna the Weaver'], ['Plains', 'Island', 'Swamp', 'Forest']).replace(/^25 Plains$/m, '24 Plains'));
  assert.deepEqual(short.commanders, []);
  // Red cards besides: Thrasios and Tymna do not cover the deck.
  const red = run(list(['Lightning Bolt', 'Thrasios, Triton Hero', 'Tymna the Weaver'], ['Plains', 'Island', 'Swamp', 'Forest']));
  assert.deepEqual(red.commanders, []);
  assert.equal(codes(red, 'commander-missing').length, 1);
});
