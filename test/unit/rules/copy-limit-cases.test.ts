// Copy limits in the cases the messages did not pin: a line of 0 copies, copies only in the
// sideboard, a format whose "restricted" means commander-only, a code set to off, cards exempt by
// their text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, createFormatRegistry, parseConfig } from './helpers';
import type { CheckResult } from '../../../server/src/core/check';

const errors = (r: CheckResult) => codes(r).map((d) => [d.code, d.range.start.line, d.message]);

const formats = (() => {
  const cfg = parseConfig(
    JSON.stringify({
      formats: {
        'vintage-commander-only': { extends: 'vintage', restrictedMeans: 'commander-only' },
        'any-copies': { extends: 'modern', severities: { 'copy-limit': 'off' } },
      },
    }),
  );
  assert.deepEqual(cfg.errors, []);
  const registry = createFormatRegistry(cfg.config);
  return (id: string) => registry.get(id)!;
})();

test('a line of 0 copies beside one copy: one card in all, only the quantity is wrong', () => {
  assert.deepEqual(errors(check(commanderDeck('Phelddagrif', ['0 Sol Ring', 'Sol Ring']), 'commander')), [
    ['parse', 4, "Quantity 0 for 'Sol Ring': a line must count at least one copy. Write 1, or delete the line."],
  ]);
});

test('copies only in the sideboard: no "(deck and sideboard together)"', () => {
  assert.deepEqual(errors(check('56 Mountain\n4 Goblin Piker\n\nSideboard\n5 Lightning Bolt\n', 'modern')), [
    ['copy-limit', 4, 'Lightning Bolt: 5 copies, but Modern allows at most 4 copies of a card other than basic lands. Remove 1.'],
  ]);
});

test('where "restricted" means commander-only, a restricted card keeps the format\'s limit of 4', () => {
  const f = formats('vintage-commander-only');
  assert.deepEqual(codes(check('4 Ancestral Recall\n56 Island\n', f), 'copy-limit'), []);
  assert.deepEqual(
    codes(check('5 Ancestral Recall\n55 Island\n', f), 'copy-limit').map((d) => d.message),
    ['Ancestral Recall: 5 copies, but vintage-commander-only (based on Vintage) allows at most 4 copies of a card other than basic lands. Remove 1.'],
  );
  assert.deepEqual(codes(check('5 Ancestral Recall\n55 Island\n', f), 'restricted'), []);
});

test('copy-limit set to off: no diagnostic on any copy, and the check does not fail', () => {
  const r = check('6 Lightning Bolt\n2 Lightning Bolt\n52 Mountain\n', formats('any-copies'));
  assert.deepEqual(r.diagnostics.filter((d) => d.code === 'copy-limit' || d.code === 'internal'), []);
  assert.ok(r.diagnostics.every((d) => d !== undefined));
});

test('a card whose text allows any number, and basic lands, have no limit', () => {
  assert.deepEqual(errors(check('30 Relentless Rats\n30 Swamp\n', 'modern')), []);
  assert.deepEqual(errors(check(commanderDeck('Phelddagrif', ['30 Relentless Rats'], ['Island']), 'commander')).filter(([c]) => c !== 'color-identity'), []);
});
