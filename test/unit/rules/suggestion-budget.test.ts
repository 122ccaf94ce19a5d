// unknown-card's suggestion budget: fuzzy suggestions cost milliseconds per name, so one check
// computes a bounded number of them; the rest are marked deferred for an editor to compute on demand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDecklistService } from '../../../server/src/core';
import { createMemoryCardDatabase, cardFromScryfall } from '../../../server/src/core/cards';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { INFO } from './helpers';

// A database of its own: the suggestion cache is per database, and other tests fill the shared one.
const fresh = () => createMemoryCardDatabase(RULES_CARDS.map(cardFromScryfall), INFO);
const unknown = (r: { diagnostics: DeckDiagnostic[] }) => r.diagnostics.filter((d) => d.code === 'unknown-card');

test('past the name budget, unknown names get no suggestions but keep data.name and say suggestionsDeferred', () => {
  const svc = createDecklistService({ cards: fresh(), suggestionBudget: { names: 2, ms: 60_000 } });
  const deck = '4 Lightnig Bolt\n4 Counterspel\n4 Sol Rign\n48 Island\n';
  const u = unknown(svc.check(deck, { format: 'legacy' }));
  assert.equal(u.length, 3);
  assert.deepEqual(u[0].data?.suggestions, ['Lightning Bolt']);
  assert.equal(u[1].data?.suggestionsDeferred, undefined);
  assert.ok((u[1].data?.suggestions as string[]).includes('Counterspell'));
  assert.deepEqual(u[2].data, { suggestions: [], name: 'Sol Rign', suggestionsDeferred: true });
  assert.doesNotMatch(u[2].message, /Did you mean/);
  assert.match(u[2].message, /too many unknown names/);
  // Remembered suggestions are free: the next check (the editor's next keystroke) spends the
  // budget on the names still missing.
  const again = unknown(svc.check(deck, { format: 'legacy' }));
  assert.deepEqual(again[2].data?.suggestions, ['Sol Ring']);
  assert.equal(again[2].data?.suggestionsDeferred, undefined);
});

test('a time budget of 0 ms computes no suggestion at all', () => {
  const svc = createDecklistService({ cards: fresh(), suggestionBudget: { names: 1000, ms: 0 } });
  const u = unknown(svc.check('4 Lightnig Bolt\n56 Island\n', { format: 'legacy' }));
  assert.equal(u[0].data?.suggestionsDeferred, true);
  assert.equal(u[0].data?.name, 'Lightnig Bolt');
});

test('the same misspelling repeated costs one suggestion, and a 100-card deck with a few typos gets all its suggestions by default', () => {
  const svc = createDecklistService({ cards: fresh() });
  const lines = ['1 Phelddagrif', '1 Lightnig Bolt', '1 Counterspel', '1 Kitchen Fink', '1 Sol Rign', '1 Badland', ...Array.from({ length: 94 }, () => '1 Island')];
  const u = unknown(svc.check(lines.join('\n'), { format: 'commander' }));
  assert.equal(u.length, 5);
  for (const d of u) {
    assert.equal(d.data?.suggestionsDeferred, undefined, d.message);
    assert.ok((d.data?.suggestions as string[]).length >= 1, d.message);
  }
});

test('5,000 distinct unknown names: the check stays bounded; names past the default budget (200) are deferred', () => {
  const svc = createDecklistService({ cards: fresh() });
  const words = ['Ancient', 'Dragon', 'Shadow', 'Knight', 'Storm', 'Goblin', 'Angel', 'Sword', 'Lightnig', 'Counter', 'Bolt', 'Ring'];
  const lines = Array.from({ length: 5000 }, (_, i) => `1 ${words[i % 12]} ${words[(i * 7) % 12]} ${i.toString(36)}`);
  const t0 = performance.now();
  const u = unknown(svc.check(lines.join('\n')));
  const ms = performance.now() - t0;
  // 1,000 listed (the per-rule cap), then one summary.
  assert.equal(u.length, 1001);
  const deferred = u.filter((d) => d.data?.suggestionsDeferred === true).length;
  assert.equal(deferred, 800, 'the first 200 names got their suggestions computed');
  assert.ok(ms < 5000, `${ms.toFixed(0)} ms`);
});
