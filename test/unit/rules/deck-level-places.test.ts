// Where a message about the whole deck, or a whole zone, is shown (rules/context.ts deckLevelRange,
// deckNoteRange): the zone's header, else its first line; a note goes on the `format:` line, else the
// first header, else the first line's count, never on a card name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contextDb } from './context-cards';
import { check, codes } from './helpers';

/** The code's diagnostics as [start line, start character, end line, end character]. */
function places(text: string, formatId: string, code: string): number[][] {
  return codes(check(text, formatId, contextDb()), code).map((d) => [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]);
}

test('the deck size is shown on the deck\'s header, not the Commander header', () => {
  assert.deepEqual(places('Commander\n1 Braids, Cabal Minion\n\nDeck\n50 Swamp\n', 'commander', 'deck-size'), [[3, 0, 3, 4]]);
});

test('without a header of its own, on the first line of the deck, not the commander\'s', () => {
  assert.deepEqual(places('Commander\n1 Braids, Cabal Minion\n\n50 Swamp\n', 'commander', 'deck-size'), [[3, 0, 3, 8]]);
});

test('a commander named by its line is no longer the deck\'s first line: the size is shown on the next', () => {
  assert.deepEqual(places('// commander: Braids, Cabal Minion\n1 Braids, Cabal Minion\n50 Swamp\n', 'commander', 'deck-size'), [[2, 0, 2, 8]]);
});

test('a deck of only a commander: on the commander\'s line; of only a named commander and a sideboard: on the sideboard line', () => {
  assert.deepEqual(places('Commander\n1 Braids, Cabal Minion\n', 'commander', 'deck-size'), [[1, 0, 1, 22]]);
  assert.deepEqual(places('// commander: Braids, Cabal Minion\nSideboard\n1 Sol Ring\n', 'commander', 'deck-size'), [[2, 0, 2, 10]]);
});

test('an empty deck: at the start of the file', () => {
  assert.deepEqual(places('', 'commander', 'deck-size'), [[0, 0, 0, 0]]);
  assert.deepEqual(places('', 'commander', 'commander-missing'), [[0, 0, 0, 0]]);
});

test('a sideboard too large: on its header, else on its first line', () => {
  assert.deepEqual(places('60 Swamp\nSideboard\n16 Island\n', 'modern', 'sideboard-size'), [[1, 0, 1, 9]]);
  assert.deepEqual(places('Deck\n60 Swamp\nSB: 10 Island\nSB: 6 Forest\n', 'modern', 'sideboard-size'), [[2, 0, 2, 13]]);
});

test('a note on the whole deck: the format line, else the first header, else the first line\'s count', () => {
  const note = (text: string) => places(text, 'two-headed-giant', 'team-unchecked');
  assert.deepEqual(note('// format: two-headed-giant\nDeck\n4 Lightning Bolt\n'), [[0, 0, 0, 27]]);
  assert.deepEqual(note('4 Lightning Bolt\nSideboard\n1 Island\n'), [[1, 0, 1, 9]]);
  assert.deepEqual(note('// name: Bolts\n4 Lightning Bolt\n'), [[1, 0, 1, 1]]);
  assert.deepEqual(note('// name: Bolts\n  Lightning Bolt\n'), [[1, 2, 1, 2]], 'no count: where the line starts');
  assert.deepEqual(note('// companion: Lurrus of the Dream-Den\n  4 Lightning Bolt\n'), [[1, 2, 1, 3]], 'a line of the list, not the named companion');
  assert.deepEqual(note(''), [[0, 0, 0, 0]]);
});
