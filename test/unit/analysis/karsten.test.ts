// Karsten's 2022 tables and 2022 land formulas as the articles give them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COST_SHAPES, KARSTEN_SOURCES, KARSTEN_TABLES, karstenDeckSize, recommendedLandCount, shapeFor, shapeTurn } from '../../../server/src/core/analysis/karsten';

test("the article's figures: 60 cards CC on turn 2 needs 21 sources; a 99-card deck needs 28 for 1CC; the source is cited and dated", () => {
  assert.equal(KARSTEN_TABLES[60].CC, 21);
  assert.equal(KARSTEN_TABLES[99]['1CC'], 28);
  assert.equal(KARSTEN_TABLES[60].C, 14);
  assert.equal(KARSTEN_SOURCES.year, 2022);
  assert.match(KARSTEN_SOURCES.url, /2022-update/);
  assert.match(KARSTEN_SOURCES.read, /^\d{4}-\d{2}-\d{2}$/);
});

test('the tables are consistent: more symbols need more sources, later turns fewer, bigger decks more', () => {
  for (const size of [40, 60, 99] as const) {
    const t = KARSTEN_TABLES[size];
    assert.deepEqual(Object.keys(t).sort(), [...COST_SHAPES].sort());
    for (const row of [['C', '1C', '2C', '3C'], ['CC', '1CC', '2CC', '3CC'], ['CCC', '1CCC', '2CCC']] as const)
      for (let i = 1; i < row.length; i++) assert.ok(t[row[i]] <= t[row[i - 1]], `${size}: ${row[i]} ≤ ${row[i - 1]}`);
    assert.ok(t.CC > t['1C'] && t.CCC > t['1CC'] && t.CCCC > t['1CCC'], `${size}: more symbols on the same turn need more`);
  }
  for (const shape of COST_SHAPES) assert.ok(KARSTEN_TABLES[40][shape] < KARSTEN_TABLES[60][shape] && KARSTEN_TABLES[60][shape] < KARSTEN_TABLES[99][shape], shape);
});

test('costs read as table shapes on the turn of their mana value; later costs use the last column', () => {
  assert.equal(shapeFor(2, 2), 'CC');
  assert.equal(shapeFor(2, 3), '1CC');
  assert.equal(shapeFor(3, 4), '1CCC');
  assert.equal(shapeFor(1, 5), '3C');
  assert.equal(shapeFor(6, 6), 'CCCC');
  assert.equal(shapeFor(0, 3), undefined);
  assert.equal(shapeTurn('2CC'), 4);
  assert.equal(karstenDeckSize(60, false), 60);
  assert.equal(karstenDeckSize(40, false), 40);
  assert.equal(karstenDeckSize(99, true), 99);
  assert.equal(karstenDeckSize(250, false), undefined);
});

test("Karsten's land formulas (TCGplayer, 2022-07-29): 60 and 99 cards", () => {
  assert.ok(Math.abs(recommendedLandCount(60, 3, 4)! - (19.59 + 1.9 * 3 - 0.28 * 4)) < 1e-12);
  assert.ok(Math.abs(recommendedLandCount(99, 3.5, 10)! - (31.42 + 3.13 * 3.5 - 2.8)) < 1e-12);
  // The article's example figures: a 60-card deck of average mana value 3 with no cheap draw wants about 25 lands.
  assert.equal(Math.round(recommendedLandCount(60, 3, 0)!), 25);
  assert.equal(recommendedLandCount(40, 3, 0), undefined);
});
