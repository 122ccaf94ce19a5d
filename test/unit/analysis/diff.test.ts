// The card-level diff on tricky pairs, and the canonical list git compares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeck } from '../../../server/src/core/parse';
import { canonicalList, documentCounts } from '../../../server/src/core/analysis';
import { service } from './helpers';

const diff = (a: string, b: string) => {
  const s = service();
  return s.diff(s.check(a, { format: 'modern' }), s.check(b, { format: 'modern' }));
};

test('the same cards written differently are no change: case, Fire/Ice, a Japanese name, moved lines, split lines', () => {
  const before = '4 Lightning Bolt\n2 Fire // Ice\n20 Mountain\n\nSideboard\n2 Counterspell';
  assert.deepEqual(diff(before, '20 mountain\n2 Fire/Ice\n4 LIGHTNING BOLT\nSideboard\n2 Counterspell'), []);
  assert.deepEqual(diff(before, '2 稲妻\n2 Lightning Bolt\n2 Fire // Ice\n10 Mountain\n10 Mountain\n\nSideboard\n1 Counterspell\n1 counterspell'), []);
});

test('moving a card from the main deck to the sideboard is a change of both sections', () => {
  assert.deepEqual(diff('4 Lightning Bolt\n20 Mountain', '3 Lightning Bolt\n20 Mountain\nSideboard\n1 Lightning Bolt'), [
    { name: 'Lightning Bolt', section: 'main', from: 4, to: 3 },
    { name: 'Lightning Bolt', section: 'sideboard', from: 0, to: 1 },
  ]);
});

test('added and removed cards, and unknown cards compared by their written names, folded', () => {
  assert.deepEqual(diff('4 Opt\n1 Homebrew Card\n20 Island', '20 Island\n1 homebrew  card\n4 Counterspell'), [
    { name: 'Counterspell', section: 'main', from: 0, to: 4 },
    { name: 'Opt', section: 'main', from: 4, to: 0 },
  ]);
});

test('the canonical list is sorted, sectioned, and parses back to the same deck', () => {
  const s = service();
  const check = s.check('Sideboard\n2 counterspell\nDeck\n20 Mountain\n4 lightning bolt\n2 Fire/Ice', { format: 'modern' });
  const list = s.canonicalList(check);
  assert.equal(list, 'Deck\n2 Fire // Ice\n4 Lightning Bolt\n20 Mountain\n\nSideboard\n2 Counterspell\n');
  assert.deepEqual(s.diff(check, s.check(list, { format: 'modern' })), []);
  // Without card data the names stay as written (folded only to merge duplicates).
  assert.equal(canonicalList(documentCounts(parseDeck('1 b\n2 a\n1 B'))), 'Deck\n2 a\n2 b\n');
});
