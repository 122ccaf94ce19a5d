// Which cards may lead a deck under each kind of the formats' eligibility lists (rules/context.ts
// commanderEligibility, pauperCommanderEligibility), and the types a card is read by.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Card } from '../../../server/src/core/cards/types';
import { commanderEligibility, frontTypes, isBackground, pauperCommanderEligibility } from '../../../server/src/core/rules/context';
import { cardNamed, contextDb } from './context-cards';
import { check, codes } from './helpers';

const ok = { ok: true };
const no = { ok: false };

test('a legendary creature leads where legendary creatures may, and nowhere else', () => {
  const braids = cardNamed('Braids, Cabal Minion');
  assert.deepEqual(commanderEligibility(braids, ['legendary-creature'], 'legal'), ok);
  assert.deepEqual(commanderEligibility(braids, ['planeswalker'], 'legal'), no);
  assert.deepEqual(commanderEligibility(braids, ['legendary-vehicle'], 'legal'), no, 'a creature is not a Vehicle for having power and toughness');
  assert.deepEqual(commanderEligibility(braids, ['can-be-commander'], 'legal'), no);
  assert.deepEqual(commanderEligibility(braids, [], 'legal'), no);
});

test('a legendary Vehicle or Spacecraft leads only with a power/toughness box, read on its front face', () => {
  assert.deepEqual(commanderEligibility(cardNamed('Parhelion II'), ['legendary-vehicle'], 'legal'), ok);
  assert.deepEqual(commanderEligibility(cardNamed('Parhelion II'), ['legendary-creature'], 'legal'), no);
  assert.deepEqual(commanderEligibility(cardNamed('Test Flagship'), ['legendary-vehicle'], 'legal'), ok);
  assert.deepEqual(commanderEligibility(cardNamed('Test Drydock'), ['legendary-vehicle'], 'legal'), no, 'a Spacecraft without power and toughness');
  assert.deepEqual(commanderEligibility(cardNamed('Test Relic'), ['legendary-vehicle'], 'legal'), no, 'a legendary artifact that is no Vehicle');
  assert.deepEqual(commanderEligibility(cardNamed('Test Walking Engine // Test Resting Engine'), ['legendary-vehicle'], 'legal'), ok);
});

test('planeswalkers: any planeswalker where the format says so, a legendary one where it says legendary', () => {
  const teferi = cardNamed('Teferi, Temporal Archmage');
  const old = cardNamed('Test Old Walker');
  assert.deepEqual(commanderEligibility(teferi, ['legendary-planeswalker'], 'legal'), ok);
  assert.deepEqual(commanderEligibility(teferi, ['planeswalker'], 'legal'), ok);
  assert.deepEqual(commanderEligibility(old, ['planeswalker'], 'legal'), ok);
  assert.deepEqual(commanderEligibility(old, ['legendary-planeswalker'], 'legal'), no);
  assert.deepEqual(commanderEligibility(old, ['legendary-creature', 'can-be-commander'], 'legal'), no);
});

test('"can be your commander" counts only where the format lists it', () => {
  const karn = cardNamed('Karn, the Great Creator');
  const teferi = cardNamed('Teferi, Temporal Archmage');
  assert.equal(teferi.deckbuilding.canBeCommander, true);
  assert.deepEqual(commanderEligibility(teferi, ['can-be-commander'], 'legal'), ok);
  assert.deepEqual(commanderEligibility(teferi, ['legendary-creature'], 'legal'), no);
  assert.deepEqual(commanderEligibility(karn, ['can-be-commander'], 'legal'), no);
});

test('Pauper Commander: an uncommon creature leads; a creature the data cannot rule out leads unconfirmed; one proved never uncommon does not', () => {
  const elves = cardNamed('Llanowar Elves');
  assert.deepEqual(commanderEligibility(cardNamed('Test Pauper Hero'), ['uncommon-creature'], 'not_legal'), { ok: true, unconfirmed: false });
  assert.deepEqual(commanderEligibility(elves, ['uncommon-creature'], 'legal'), { ok: true, unconfirmed: true });
  assert.deepEqual(commanderEligibility({ ...elves, printedRarities: ['common'] }, ['uncommon-creature'], 'legal'), no);
  assert.deepEqual(commanderEligibility(cardNamed('Sol Ring'), ['uncommon-creature'], 'legal'), no, 'not a creature');
  assert.deepEqual(commanderEligibility(cardNamed('Test Pauper Hero'), ['legendary-creature'], 'legal'), no);
});

test('Pauper Commander evidence, best first: the flag, "restricted", an uncommon printing, every printing listed, no data at all', () => {
  const base: Card = { ...cardNamed('Llanowar Elves'), rarity: undefined, printedRarities: undefined, pauperCommander: undefined };
  const cases: [string, Partial<Card>, Parameters<typeof pauperCommanderEligibility>[1], string][] = [
    ['MTGJSON says it may lead', { pauperCommander: true, printedRarities: ['common'] }, 'not_legal', 'yes'],
    ['older Scryfall data: commander only', {}, 'restricted', 'yes'],
    ['printed at uncommon', { rarity: 'uncommon' }, 'not_legal', 'yes'],
    ['an uncommon printing among others', { rarity: 'common', printedRarities: ['common', 'uncommon'] }, 'not_legal', 'yes'],
    ['every printing listed, none uncommon', { rarity: 'common', printedRarities: ['common', 'rare'] }, 'unknown', 'no'],
    ['MTGJSON\'s flag false: read from one printing', { pauperCommander: false }, 'unknown', 'unconfirmed'],
    ['one printing at common, not legal', { rarity: 'common' }, 'not_legal', 'unconfirmed'],
    ['no legality key in the data and no rarity', {}, 'unknown', 'yes'],
    ['no legality for the format and no rarity', {}, 'none', 'yes'],
    ['no legality but a common rarity', { rarity: 'common' }, 'unknown', 'unconfirmed'],
    ['no legality but a common rarity (none)', { rarity: 'common' }, 'none', 'unconfirmed'],
    ['not legal and no rarity', {}, 'not_legal', 'unconfirmed'],
    ['legal and no rarity', {}, 'legal', 'unconfirmed'],
  ];
  const got = cases.map(([why, over, legality]) => [why, pauperCommanderEligibility({ ...base, ...over }, legality)]);
  assert.deepEqual(got, cases.map(([why, , , want]) => [why, want]));
});

test('the types a card is read by: the front face of a double-faced card, both halves of a split card, never the subtypes', () => {
  assert.equal(frontTypes(cardNamed('Braids, Cabal Minion')), 'Legendary Creature ');
  assert.equal(frontTypes(cardNamed('Test Spring // Test Mind')), 'Sorcery // Instant');
  assert.equal(frontTypes(cardNamed('Test Walking Engine // Test Resting Engine')), 'Legendary Artifact ');
  assert.equal(frontTypes(cardNamed('Test Effigy')), 'Legendary Artifact ');
  assert.equal(frontTypes(cardNamed('Test Old Walker')), 'Planeswalker');
  assert.equal(frontTypes(cardNamed('Test Relic')), 'Legendary Artifact');
});

test('a legendary artifact whose subtype is "Creature" cannot lead a Commander deck: the error says what it is and what may lead', () => {
  const r = check('Commander\n1 Test Effigy\n\nDeck\n99 Wastes\n', 'commander', contextDb());
  assert.deepEqual(
    codes(r).map((d) => [d.code, d.range, d.message]),
    [
      [
        'commander-ineligible',
        { start: { line: 1, character: 2 }, end: { line: 1, character: 13 } },
        'Test Effigy cannot be your commander in Commander: it is a Legendary Artifact — Creature Effigy, and the commander must be a legendary creature, a legendary Vehicle or Spacecraft with power and toughness or a card that says it can be your commander. Choose another commander.',
      ],
    ],
  );
});

test('a Background is what a "Choose a Background" commander may take as second commander; a card with no pairing is not', () => {
  assert.equal(isBackground(cardNamed('Raised by Giants')), true);
  assert.equal(isBackground(cardNamed('Wilson, Refined Grizzly')), false, 'Wilson chooses a Background, it is not one');
  assert.equal(isBackground(cardNamed('Sol Ring')), false);
  const r = check('Commander\n1 Wilson, Refined Grizzly\n1 Sol Ring\n\nDeck\n98 Forest\n', 'commander');
  assert.deepEqual(
    codes(r, 'commander-ineligible').map((d) => [d.range.start.line, d.message]),
    [[2, 'Sol Ring cannot be your commander in Commander: it is an Artifact, and the commander must be a legendary creature, a legendary Vehicle or Spacecraft with power and toughness or a card that says it can be your commander. Choose another commander.']],
  );
});
