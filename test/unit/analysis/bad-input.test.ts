// Price, and decks that are not what a deck should be: clear answers, never NaN, never a crash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDecklistService } from '../../../server/src/core/index';
import { analysisDbWithoutPrices } from '../../fixtures/analysis/cards';
import { analyze, assertNoNaN } from './helpers';

test('price: totals per section and currency, labelled with the data date; cards without a price named', () => {
  const { analysis } = analyze('4 Lightning Bolt\n2 Steam Vents\n1 Opt\n\nSideboard\n2 Counterspell\n\nMaybeboard\n1 Scalding Tarn', 'modern');
  const p = analysis.price!;
  assert.equal(p.date, '2026-11-20');
  assert.equal(p.usd, 4 * 1.5 + 2 * 12 + 0.1 + 2 * 1, 'the maybeboard is priced apart');
  assert.equal(p.eur, 27.4);
  assert.equal(p.tix, 0.5);
  assert.deepEqual(p.missing, ['Opt', 'Steam Vents']);
  assert.deepEqual(
    p.sections.map((s) => [s.section, s.usd]),
    [
      ['main', 30.1],
      ['sideboard', 2],
      ['maybeboard', 25],
    ],
  );
  const none = createDecklistService({ cards: analysisDbWithoutPrices() });
  assert.equal(none.analysis(none.check('4 Lightning Bolt')).price, null, 'no prices in the data: no price at all');
});

test('an empty deck: zeros and a note, no NaN', () => {
  const { analysis } = analyze('');
  assertNoNaN(analysis);
  assert.equal(analysis.library, 0);
  assert.deepEqual(analysis.odds.openingHandLands, [0, 0, 0, 0, 0, 0, 0, 0]);
  assert.match(analysis.notes.join(' '), /no cards to draw/);
});

test('a deck of only lands: every hand is seven lands, average mana value 0, a note', () => {
  const { analysis } = analyze('60 Island', 'modern');
  assertNoNaN(analysis);
  assert.equal(analysis.odds.openingHandLands[7], 1);
  assert.equal(analysis.averageManaValue, 0);
  assert.match(analysis.notes.join(' '), /only lands/);
});

test('10,000 copies of one card: exact odds, no table, a clear note', () => {
  const { analysis } = analyze('10000 Lightning Bolt\n4000 Mountain');
  assertNoNaN(analysis);
  assert.equal(analysis.library, 14000);
  assert.equal(analysis.table, null);
  assert.equal(analysis.colors.R!.required, null);
  assert.match(analysis.notes.join(' '), /Karsten's tables cover 40-, 60- and 99-card decks; this library has 14000 cards/);
  const sum = analysis.odds.openingHandLands.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(sum - 1) < 1e-9);
});

test('unknown cards are counted apart and named; they stay in the library as non-lands', () => {
  const { analysis } = analyze('20 Island\n36 Opt\n4 Totally Made Up Card', 'modern');
  assertNoNaN(analysis);
  assert.deepEqual(analysis.unknownCards, [{ name: 'Totally Made Up Card', count: 4 }]);
  assert.equal(analysis.library, 60);
  assert.equal(analysis.lands, 20);
  assert.match(analysis.notes.join(' '), /4 unknown cards not counted \(Totally Made Up Card\)/);
});
