import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchTitle } from '../../../client/src/search-text';

test('Search Cards title: the count with thousands separators, and the commander\'s colors when the search was limited to them', () => {
  assert.equal(searchTitle({ total: 3889, cards: [{ name: 'Lightning Bolt', manaCost: '{R}', typeLine: 'Instant' }] }, 'c:r'), '3,889 cards');
  assert.equal(searchTitle({ total: 1, cards: [{ name: 'Sol Ring', manaCost: '{1}', typeLine: 'Artifact' }], limitedToIdentity: '' }, 'sol'), "1 card in the commander's colors (colorless)");
  assert.equal(searchTitle({ total: 113, cards: [{ name: 'Opt', manaCost: '{U}', typeLine: 'Instant' }], limitedToIdentity: 'WUBG' }, 'o:draw'), "113 cards in the commander's colors (WUBG)");
});

test('Search Cards title: nothing found in a Commander deck says the search was limited to the commander\'s colors, and how to search them all', () => {
  assert.equal(
    searchTitle({ total: 0, cards: [], limitedToIdentity: 'WUBG' }, 'c:r t:instant'),
    'Decklist: no card in the commander\'s colors (WUBG) matches "c:r t:instant". Add id:wubrg to search every color.',
  );
  assert.equal(searchTitle({ total: 0, cards: [] }, 'c:r t:instant'), 'Decklist: no card matches "c:r t:instant".');
  assert.equal(searchTitle({ total: 0, cards: [], error: 'mv is a number' }, 'mv:x'), 'Decklist: mv is a number');
});
