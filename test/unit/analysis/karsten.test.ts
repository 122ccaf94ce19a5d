// Karsten's 2022 tables and 2022 land formulas as the articles give them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COST_SHAPES, KARSTEN_LANDS, KARSTEN_SOURCES, KARSTEN_TABLES, KARSTEN_UNCONFIRMED_TABLES, karstenDeckSize, recommendedLandCount, shapeFor, shapeTurn } from '../../../server/src/core/analysis/karsten';
import { createDecklistService } from '../../../server/src/core/index';
import { db } from '../rules/helpers';

test("the article's figures: 60 cards CC on turn 2 needs 21 sources; a 99-card deck needs 28 for 1CC; the source is cited and dated", () => {
  assert.equal(KARSTEN_TABLES[60].CC, 21);
  assert.equal(KARSTEN_TABLES[99]['1CC'], 28);
  assert.equal(KARSTEN_TABLES[60].C, 14);
  assert.equal(KARSTEN_SOURCES.year, 2022);
  // The canonical links are TCGplayer's republications; the mirror a reader can open is the second link.
  assert.equal(KARSTEN_SOURCES.url, 'https://www.tcgplayer.com/content/article/How-Many-Sources-Do-You-Need-to-Consistently-Cast-Your-Spells-A-2022-Update/dc23a7d2-0a16-4c0b-ad36-586fcca03ad8/');
  assert.equal(KARSTEN_SOURCES.date, '2022-08-02');
  assert.equal(KARSTEN_SOURCES.mirrorUrl, 'https://peasant-magic.com/articles/magic-deckbuilding/how-many-sources-do-you-need-to-consistently-cast-your-spells');
  assert.equal(KARSTEN_LANDS.url, 'https://www.tcgplayer.com/content/article/How-Many-Lands-Do-You-Need-in-Your-Deck-An-Updated-Analysis/cd1c1a24-d439-4a8e-b369-b936edb0b38a/');
  assert.equal(KARSTEN_LANDS.date, '2022-07-29');
  assert.equal(KARSTEN_SOURCES.copy, 'mirror at peasant-magic.com, dated 02/08/22');
  assert.match(KARSTEN_SOURCES.originalUrl, /channelfireball\.com\/.*2022-update/);
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

test("the 60-card land formula's companion term: +0.27 with a companion; the 99-card formula has none", () => {
  assert.ok(Math.abs(recommendedLandCount(60, 3, 4, true)! - (19.59 + 1.9 * 3 - 0.28 * 4 + 0.27)) < 1e-12);
  assert.equal(recommendedLandCount(60, 3, 4, false), recommendedLandCount(60, 3, 4));
  assert.equal(recommendedLandCount(99, 3.5, 10, true), recommendedLandCount(99, 3.5, 10));
  // Through a deck: the same 60 cards with Jegantha as companion ask for 0.27 more lands.
  const s = createDecklistService({ cards: db() });
  const deck = '// format: modern\n4 Lightning Bolt\n56 Mountain\n';
  const without = s.analysis(s.check(deck));
  const withCompanion = s.analysis(s.check(`${deck}Companion\n1 Jegantha, the Wellspring\n`));
  assert.equal(withCompanion.table, 60);
  assert.equal(withCompanion.averageManaValue, without.averageManaValue, 'the companion is not in the library');
  // 19.59 + 1.90 × 1 − 0.28 × 0 = 21.49 → 21.5; with the companion 21.76 → 21.8 (one decimal shown).
  assert.deepEqual([without.averageManaValue, without.cheapDrawAndRamp, without.recommendedLands, withCompanion.recommendedLands], [1, 0, 21.5, 21.8]);
});

test('the 40-card figures are shown marked as unconfirmed: a note, the diagnostic and the statistics view say so; 60 cards are not marked', async () => {
  assert.deepEqual([...KARSTEN_UNCONFIRMED_TABLES], [40]);
  const s = createDecklistService({ cards: db() });
  const forty = s.check('// format: constructed\n9 Island\n4 Counterspell\n27 Sol Ring\n');
  const a = s.analysis(forty);
  assert.equal(a.table, 40);
  assert.equal(a.tableUnconfirmed, true);
  const note = "Karsten's 40-card figures are unconfirmed: only one copy of his 2022 tables, which does not say where it read them, has them.";
  assert.ok(a.notes.includes(note), a.notes.join(' | '));
  const d = forty.diagnostics.filter((x) => x.code === 'mana-sources');
  assert.deepEqual(d.map((x) => x.message), [`Blue: 9 sources; Karsten's table asks for 14 to cast {U}{U} on turn 2 (Counterspell). ${note}`]);
  const { analysisSections } = await import('../../../client/src/analysis-html');
  assert.match(analysisSections({ analysis: a } as never), /Its 40-card figures are unconfirmed/);
  const sixty = s.analysis(s.check('// format: modern\n14 Island\n4 Counterspell\n42 Lightning Bolt\n'));
  assert.equal(sixty.tableUnconfirmed, false);
  assert.ok(!sixty.notes.some((n) => /unconfirmed/.test(n)));
});
