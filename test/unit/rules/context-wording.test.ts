// The words the rules build their messages from (rules/context.ts): colors, ordinals, the list of
// what may be a commander, and how close a misspelt name must be to be read as a card.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeName, colorWords, eligibilityText, ordinal } from '../../../server/src/core/rules/context';

test('colors are named in WUBRG order, the last after "and"; no color is "colorless"', () => {
  assert.equal(colorWords([]), 'colorless');
  assert.equal(colorWords(['W']), 'white');
  assert.equal(colorWords(['U']), 'blue');
  assert.equal(colorWords(['B']), 'black');
  assert.equal(colorWords(['R']), 'red');
  assert.equal(colorWords(['G']), 'green');
  assert.equal(colorWords(['G', 'W']), 'white and green');
  assert.equal(colorWords(['R', 'B', 'U']), 'blue, black and red');
  assert.equal(colorWords(['G', 'R', 'B', 'U', 'W']), 'white, blue, black, red and green');
});

test('ordinals: 1st, 2nd, 3rd, 4th; 11th to 13th; 21st, 22nd, 23rd; 101st, 111th, 112th', () => {
  const got = [1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 24, 101, 102, 103, 111, 112, 113, 121].map(ordinal);
  assert.deepEqual(got, ['1st', '2nd', '3rd', '4th', '10th', '11th', '12th', '13th', '14th', '21st', '22nd', '23rd', '24th', '101st', '102nd', '103rd', '111th', '112th', '113th', '121st']);
});

test('what may be a commander: each kind in words, joined by "or"', () => {
  assert.equal(eligibilityText([]), 'nothing');
  assert.equal(eligibilityText(['legendary-creature']), 'a legendary creature');
  assert.equal(eligibilityText(['legendary-vehicle']), 'a legendary Vehicle or Spacecraft with power and toughness');
  assert.equal(eligibilityText(['legendary-planeswalker']), 'a legendary planeswalker');
  assert.equal(eligibilityText(['planeswalker']), 'a planeswalker');
  assert.equal(eligibilityText(['can-be-commander']), 'a card that says it can be your commander');
  assert.equal(eligibilityText(['uncommon-creature']), 'a creature printed at uncommon');
  assert.equal(eligibilityText(['legendary-creature', 'planeswalker']), 'a legendary creature or a planeswalker');
  assert.equal(
    eligibilityText(['legendary-creature', 'legendary-vehicle', 'legendary-planeswalker', 'can-be-commander']),
    'a legendary creature, a legendary Vehicle or Spacecraft with power and toughness, a legendary planeswalker or a card that says it can be your commander',
  );
});

test('a near miss: one edit up to 8 letters, two up to 16, three beyond; case and spacing do not count', () => {
  // 8 letters ("Ornithop" is not a card: the lengths are what is tested).
  assert.equal(closeName('Ornithop', 'Ornithop'), true);
  assert.equal(closeName('Ornithxp', 'Ornithop'), true, 'one change in 8 letters');
  assert.equal(closeName('Ornitho', 'Ornithop'), true, 'one letter missing in 8');
  assert.equal(closeName('Ornxthxp', 'Ornithop'), false, 'two changes in 8 letters');
  assert.equal(closeName('Ornith', 'Ornithop'), false, 'two letters missing in 8');
  // 9 letters: two edits.
  assert.equal(closeName('Countxrspxll', 'Counterspell'), true, 'two changes in 12 letters');
  assert.equal(closeName('Counterspe', 'Counterspell'), true, 'two letters missing in 12');
  assert.equal(closeName('Cxuntxrspxll', 'Counterspell'), false, 'three changes in 12 letters');
  assert.equal(closeName('Countersp', 'Counterspell'), false, 'three letters missing in 12');
  // 16 letters ("Talisman of Domi"): two edits; 17 and more: three.
  assert.equal(closeName('Talisman of Dxmx', 'Talisman of Domi'), true);
  assert.equal(closeName('Txlisman of Dxmx', 'Talisman of Domi'), false, 'three changes in 16 letters');
  assert.equal(closeName('Txlisman of Dxmxnance', 'Talisman of Dominance'), true, 'three changes in 21 letters');
  assert.equal(closeName('Txlisman xf Dxmxnance', 'Talisman of Dominance'), false, 'four changes in 21 letters');
  assert.equal(closeName('Talisman of Domina', 'Talisman of Dominance'), true, 'three letters missing in 21');
  assert.equal(closeName('Talisman of Domin', 'Talisman of Dominance'), false, 'four letters missing in 21');
  assert.equal(closeName('PHELIA,  EXUBERANT SHEPHERD', 'Phelia, Exuberant Shepherd'), true);
  assert.equal(closeName('Lightning Bolt', 'Counterspell'), false);
});
