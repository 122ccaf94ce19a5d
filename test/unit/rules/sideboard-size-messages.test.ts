// The sideboard-size message as a player reads it: the count (with a constructed companion, which
// comes from the sideboard), the format's limit and note, how many to remove, on the Sideboard header.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes } from './helpers';
import type { CheckResult } from '../../../server/src/core/check';

/** The sideboard-size diagnostics: severity, message, range as [line, from, line, to], data. */
function sideboardSize(r: CheckResult) {
  return codes(r, 'sideboard-size').map((d) => ({
    severity: d.severity,
    message: d.message,
    range: [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character],
    data: d.data,
  }));
}

const LURRUS = 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n';

test('a constructed sideboard of 16: one over 15, on the Sideboard header; 15 is fine', () => {
  assert.deepEqual(sideboardSize(check('60 Mountain\n\nSideboard\n16 Island\n', 'modern')), [
    { severity: 'error', message: 'The sideboard has 16 cards; Modern allows at most 15. Remove 1.', range: [2, 0, 2, 9], data: { count: 16, max: 15 } },
  ]);
  assert.deepEqual(sideboardSize(check('60 Mountain\n\nSideboard\n15 Island\n', 'modern')), []);
  assert.deepEqual(sideboardSize(check('60 Mountain\n\nSideboard\n18 Island\n', 'modern')).map((d) => d.message), ['The sideboard has 18 cards; Modern allows at most 15. Remove 3.']);
});

test('a constructed companion counts toward the sideboard unless the sideboard lists it', () => {
  // The companion and 15 other cards: 16.
  assert.deepEqual(sideboardSize(check(`${LURRUS}60 Mountain\n\nSideboard\n15 Island\n`, 'modern')), [
    { severity: 'error', message: 'The sideboard has 16 cards; Modern allows at most 15. Remove 1.', range: [6, 0, 6, 9], data: { count: 16, max: 15 } },
  ]);
  // Listed in the sideboard too: counted once.
  assert.deepEqual(sideboardSize(check(`${LURRUS}60 Mountain\n\nSideboard\n1 Lurrus of the Dream-Den\n14 Island\n`, 'modern')), []);
  // A copy in the deck is not the companion's place: the companion still counts.
  assert.deepEqual(
    sideboardSize(check(`${LURRUS}59 Mountain\n1 Lurrus of the Dream-Den\n\nSideboard\n15 Island\n`, 'modern')).map((d) => d.message),
    ['The sideboard has 16 cards; Modern allows at most 15. Remove 1.'],
  );
});

test('the 2010 Commander rules: the optional 10-card sideboard, with its note; a companion does not come from it', () => {
  const deck = (sideboard: number, companion = '') => `Commander\n1 Phelddagrif\n\n${companion}Deck\n99 Island\n\nSideboard\n${sideboard} Island\n`;
  assert.deepEqual(sideboardSize(check(deck(11), 'commander-2010')), [
    {
      severity: 'error',
      message: 'The sideboard has 11 cards; Commander (2010 rules) allows at most 10 (the optional 10-card sideboard of the 2010 rules). Remove 1.',
      range: [6, 0, 6, 9],
      data: { count: 11, max: 10 },
    },
  ]);
  assert.deepEqual(sideboardSize(check(deck(10, 'Companion\n1 Lurrus of the Dream-Den\n\n'), 'commander-2010')), []);
});

test('Crossfire allows no sideboard: the message says to move or remove the cards', () => {
  assert.deepEqual(sideboardSize(check('60 Mountain\n\nSideboard\n1 Lightning Bolt\n', 'crossfire')), [
    {
      severity: 'error',
      message: 'The deck has a sideboard of 1 card, but Crossfire (2-vs-2 team Type 1) allows no sideboard (Crossfire uses no sideboard). Move the cards into the deck or remove them.',
      range: [2, 0, 2, 9],
      data: { count: 1, max: 0 },
    },
  ]);
  assert.deepEqual(sideboardSize(check('60 Mountain\n', 'crossfire')), []);
});

test('Commander does not check a sideboard', () => {
  assert.deepEqual(sideboardSize(check('Commander\n1 Phelddagrif\n\nDeck\n99 Island\n\nSideboard\n30 Island\n', 'commander')), []);
});
