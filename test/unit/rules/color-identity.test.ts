import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck } from './helpers';

const ILLEGAL_FOR_PHELDDAGRIF: Array<[string, RegExp]> = [
  ['Goblin Piker', /\{R\} in its mana cost/],
  ['Elves of Deep Shadow', /\{B\} in its rules text/],
  ['Talisman of Dominance', /\{B\} in its rules text/],
  ['Life // Death', /\{B\} in the mana cost of Death/],
  ['Degavolver', /black and red/],
  ['Underground River', /\{B\} in its rules text/],
  ['Godless Shrine', /Swamp in its type line/],
  ['Badlands', /Swamp.*Mountain|Mountain.*Swamp/],
  ['Madblind Mountain', /red/],
  ['Boros Guildmage', /\{R\/W\} in its mana cost/],
];

for (const [name, reason] of ILLEGAL_FOR_PHELDDAGRIF) {
  test(`2010 rules example: ${name} is illegal under Phelddagrif, with the reason`, () => {
    const r = check(commanderDeck('Phelddagrif', [name]), 'commander-2010');
    const ci = codes(r, 'color-identity');
    assert.equal(ci.length, 1, JSON.stringify(r.diagnostics, null, 1));
    assert.equal(ci[0].card, name);
    assert.match(ci[0].message, reason);
    assert.match(ci[0].message, /Phelddagrif's color identity \{W\}\{U\}\{G\}/);
    // On the card's own line, on the name.
    const line = r.context.doc.entries.find((e) => e.name === name)!;
    assert.deepEqual(ci[0].range, line.nameRange);
    assert.equal(ci[0].related?.[0].message.includes('Phelddagrif'), true);
  });
}

test('2010 rules example: Esper Panorama and Shard Convergence are legal under Phelddagrif (land words are not mana symbols)', () => {
  const r = check(commanderDeck('Phelddagrif', ['Esper Panorama', 'Shard Convergence']), 'commander-2010');
  assert.deepEqual(codes(r, 'color-identity'), []);
});

test('all ten illegal cards of the example are reported at once, each on its own line', () => {
  const r = check(commanderDeck('Phelddagrif', ILLEGAL_FOR_PHELDDAGRIF.map(([n]) => n)), 'commander');
  const ci = codes(r, 'color-identity');
  assert.equal(ci.length, 10);
  assert.equal(new Set(ci.map((d) => d.range.start.line)).size, 10);
});

test('hybrid: {G/W} fits a G/W/U commander, {R/W} does not', () => {
  const ok = check(commanderDeck('Phelddagrif', ['Kitchen Finks']), 'commander');
  assert.deepEqual(codes(ok, 'color-identity'), []);
  const bad = check(commanderDeck('Phelddagrif', ['Boros Guildmage']), 'commander');
  assert.equal(codes(bad, 'color-identity').length, 1);
});

test('reminder text: a {W/B} inside Extort reminder text does not count', () => {
  const r = check(commanderDeck('Phelddagrif', ['Syndic of Tithes']), 'commander');
  assert.deepEqual(codes(r, 'color-identity'), []);
});

test('back faces: a red color indicator on the back face makes a blue card illegal under a non-red commander', () => {
  const r = check(commanderDeck('Phelddagrif', ['Civilized Scholar']), 'commander');
  const ci = codes(r, 'color-identity');
  assert.equal(ci.length, 1);
  assert.match(ci[0].message, /red color indicator on Homicidal Brute/);
  // ...and legal under a blue-red commander.
  const ok = check(commanderDeck("Kraum, Ludevic's Opus", ['Civilized Scholar'], ['Island', 'Mountain']), 'commander');
  assert.deepEqual(codes(ok, 'color-identity'), []);
});

test('two commanders: the identity is the union of both', () => {
  const deck = commanderDeck(["Kraum, Ludevic's Opus", 'Tymna the Weaver'], ['Godless Shrine', 'Badlands', 'Boros Guildmage'], ['Island']);
  const r = check(deck, 'commander');
  assert.deepEqual(codes(r, 'color-identity'), []);
  const bad = check(commanderDeck(["Kraum, Ludevic's Opus", 'Tymna the Weaver'], ['Llanowar Elves'], ['Island']), 'commander');
  assert.equal(codes(bad, 'color-identity').length, 1);
  assert.match(codes(bad, 'color-identity')[0].message, /Kraum, Ludevic's Opus \+ Tymna the Weaver/);
});

test('basic lands outside the identity are illegal too (Mountain under Phelddagrif)', () => {
  const r = check(commanderDeck('Phelddagrif', ['Mountain']), 'commander');
  assert.equal(codes(r, 'color-identity').length, 1);
});

test('a forgotten partner: the identity message points to the partner sitting in the deck', () => {
  const deck = 'Commander\n1 Kraum, Ludevic\'s Opus\n\nDeck\n1 Tymna the Weaver\n1 Godless Shrine\n97 Island\n';
  const r = check(deck, 'commander');
  const ci = codes(r, 'color-identity');
  assert.deepEqual(ci.map((d) => [d.range.start.line, d.card]), [[4, 'Tymna the Weaver'], [5, 'Godless Shrine']]);
  const shrine = ci.find((d) => d.card === 'Godless Shrine')!;
  assert.match(shrine.message, /Tymna the Weaver, on line 5, can be a second commander with Kraum/);
  // Marked as the second commander, everything fits.
  const fixed = check('Commander\n1 Kraum, Ludevic\'s Opus\n1 Tymna the Weaver\n\nDeck\n1 Godless Shrine\n97 Island\n', 'commander');
  assert.deepEqual(codes(fixed), []);
});
