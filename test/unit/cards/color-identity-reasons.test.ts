// The color identity reasons a player reads in a card's hover and in `decklist cards show`: one line
// per symbol and place, each face named, characteristic-defining abilities quoted as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall } from '../../../server/src/core/cards';
import { computeColorIdentity } from '../../../server/src/core/cards/color-identity';
import { describeCard } from '../../../server/src/core/cards/describe';
import { SOURCE_CARDS } from '../analysis/mana-source-cards';

test('"is all colors" gives all five colors, each for that ability, with no colors field to fall back on', () => {
  const r = computeColorIdentity({ name: 'Prismatic Courier', manaCost: '{4}', oracleText: 'Prismatic Courier is all colors.\nFlying' });
  assert.deepEqual(r.identity, ['W', 'U', 'B', 'R', 'G']);
  assert.deepEqual(
    r.reasons,
    (['W', 'U', 'B', 'R', 'G'] as const).map((color) => ({ color, symbol: 'Prismatic Courier is all colors', where: 'characteristic-defining ability' })),
  );
});

test('the ability is quoted as written, from the start of the text or of its sentence', () => {
  assert.deepEqual(computeColorIdentity({ name: 'Evermind', oracleText: 'Evermind is blue.\nDraw a card.' }).reasons, [
    { color: 'U', symbol: 'Evermind is blue', where: 'characteristic-defining ability' },
  ]);
  assert.deepEqual(computeColorIdentity({ name: 'Shade', manaCost: '{3}', oracleText: 'Flying. Shade is black and green.' }).reasons, [
    { color: 'B', symbol: 'Shade is black and green', where: 'characteristic-defining ability' },
    { color: 'G', symbol: 'Shade is black and green', where: 'characteristic-defining ability' },
  ]);
});

test('a card object without a name still reads "this spell is …" (and nothing else as a name)', () => {
  assert.deepEqual(computeColorIdentity({ manaCost: '{2}', oracleText: 'This spell is black.' }).reasons, [
    { color: 'B', symbol: 'This spell is black', where: 'characteristic-defining ability' },
  ]);
  assert.deepEqual(computeColorIdentity({ faces: [{ manaCost: '{1}', oracleText: 'Draw a card.\n is red.' }] }).identity, []);
});

test('the same symbol on two faces is a reason of each face (Bonecrusher Giant // Stomp)', () => {
  const r = computeColorIdentity({
    name: 'Bonecrusher Giant // Stomp',
    faces: [
      { name: 'Bonecrusher Giant', manaCost: '{2}{R}', typeLine: 'Creature — Giant' },
      { name: 'Stomp', manaCost: '{1}{R}', typeLine: 'Instant — Adventure' },
    ],
  });
  assert.deepEqual(r.reasons, [
    { color: 'R', symbol: '{R}', where: 'mana cost', face: 'Bonecrusher Giant' },
    { color: 'R', symbol: '{R}', where: 'mana cost', face: 'Stomp' },
  ]);
});

test("a one-faced card's color indicator is one reason, not two", () => {
  assert.deepEqual(computeColorIdentity({ name: 'Ancestral Vision', manaCost: '', oracleText: 'Suspend 4—{U}', colorIndicator: ['U'] }).reasons, [
    { color: 'U', symbol: '{U}', where: 'rules text' },
    { color: 'U', symbol: 'color indicator', where: 'color indicator' },
  ]);
});

test('half mana ({HW}) counts as its color, in upper or lower case', () => {
  assert.deepEqual(computeColorIdentity({ name: 'Little Girl', manaCost: '{HW}' }).reasons, [{ color: 'W', symbol: '{HW}', where: 'mana cost' }]);
  assert.deepEqual(computeColorIdentity({ name: 'Half Red', manaCost: '{1}{hr}' }).identity, ['R']);
});

test('cards show: the identity lines of an adventure card name each face', () => {
  const card = cardFromScryfall(SOURCE_CARDS.find((c) => c.name === 'Bonecrusher Giant // Stomp')!);
  const lines = describeCard(card, { formats: [] }).split('\n');
  const at = lines.indexOf('Color identity: R');
  assert.deepEqual(lines.slice(at, at + 3), ['Color identity: R', '  R: {R} in the mana cost of Bonecrusher Giant', '  R: {R} in the mana cost of Stomp']);
});
