// The free first mulligan and the first draw of a multiplayer game are cited to the Comprehensive
// Rules effective 2026-09-25 in their own numbers (103.5c, 103.8c), the same in Commander and Brawl
// (issue 39, item 8).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtinFormat } from '../../../server/src/core/formats';

const sourceOf = (id: string, topic: string) => builtinFormat(id)!.gameRules!.rules.find((r) => r.topic === topic)?.source;

test('Commander and Brawl cite the free mulligan to CR 103.5c and the first draw to CR 103.8c of 2026-09-25', () => {
  assert.equal(sourceOf('commander', 'Mulligan'), 'CR 103.5c (2026-09-25); seed 003');
  assert.equal(sourceOf('commander', 'First draw'), 'CR 103.8c (2026-09-25); seed 003');
  assert.equal(sourceOf('brawl', 'Mulligan'), 'CR 103.5c (2026-09-25), 903.12g');
  assert.equal(sourceOf('brawl', 'First draw'), 'CR 103.8c (2026-09-25)');
  assert.equal(sourceOf('standardbrawl', 'First draw'), 'CR 103.8c (2026-09-25)');
});
