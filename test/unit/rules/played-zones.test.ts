// Which zones a card must be legal in: the deck, the command zone and the companion always; the
// sideboard only where the format checks one (15 in constructed), not where it allows none
// (Crossfire: the sideboard-size error says to remove it) nor in Commander; never the maybeboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, commanderDeck } from './helpers';
import type { CheckResult } from '../../../server/src/core/check';

const found = (r: CheckResult) => r.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.range.start.line]);

test('constructed: the sideboard is checked, the maybeboard is not', () => {
  const r = check('60 Mountain\n\nSideboard\n1 Black Lotus\n\nMaybeboard\n1 Black Lotus\n', 'modern');
  assert.deepEqual(found(r), [['not-legal', 3]]);
});

test('Crossfire allows no sideboard: a banned card there is not reported as banned, only the sideboard is', () => {
  assert.deepEqual(found(check('60 Mountain\n\nSideboard\n1 Lich\n', 'crossfire')), [['sideboard-size', 2]]);
  assert.deepEqual(found(check('59 Mountain\n1 Lich\n', 'crossfire')), [['banned', 1]]);
});

test('Commander leaves a sideboard and a maybeboard unchecked: no color-identity or legality error there', () => {
  const text = commanderDeck('Phelddagrif', []) + '\nSideboard\n1 Lightning Bolt\n1 Black Lotus\n\nMaybeboard\n1 Goblin Piker\n';
  assert.deepEqual(found(check(text, 'commander')), []);
  // The same cards in the deck are errors.
  assert.deepEqual(found(check(commanderDeck('Phelddagrif', ['Lightning Bolt', 'Goblin Piker']), 'commander')), [
    ['color-identity', 4],
    ['color-identity', 5],
  ]);
});
