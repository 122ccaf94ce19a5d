// Category headers (`// Tutors`, `Ramp (2)`) travel with each entry: parse --json, the outline and
// the statistics view (issue 22).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeck } from '../../../server/src/core/parse/index';
import { documentToJson } from '../../../server/src/cli/parse-command';
import { deckOutline } from '../../../server/src/core/features/outline';
import { deckStatistics } from '../../../server/src/core/statistics';
import { statisticsBody } from '../../../client/src/statistics-html';
import { check } from '../rules/helpers';

// An Archidekt/Moxfield "by category" list as mtg-parser reads it: comment headers, a counted header, tags.
const DECK = `// Commander
1 Phelddagrif

// Tutors
1 Booster Tutor
1 Imperial Seal

Ramp (2)
1 Sol Ring #Artifact #!Fast Mana
1 Talisman of Dominance

// Removal
1 Balance
SB: 1 Lightning Bolt

tutors:
1 Demonic Tutor

// Sideboard
1 Counterspell
`;

test('each entry carries the category header above it; #tags stay tags; section headers are no category', () => {
  const doc = parseDeck(DECK);
  const by = (name: string) => doc.entries.find((e) => e.name === name)!;
  assert.equal(by('Phelddagrif').category, undefined, '// Commander is a section');
  assert.equal(by('Imperial Seal').category, 'Tutors');
  assert.equal(by('Booster Tutor').category, 'Tutors');
  assert.equal(by('Sol Ring').category, 'Ramp', 'the count is not part of the name');
  assert.deepEqual(by('Sol Ring').tags.map((t) => t.text), ['Artifact', 'Fast Mana']);
  assert.equal(by('Balance').category, 'Removal');
  assert.equal(by('Lightning Bolt').section, 'sideboard');
  assert.equal(by('Lightning Bolt').category, undefined, 'a line that names its own section is not in the category');
  assert.equal(by('Demonic Tutor').category, 'tutors');
  assert.equal(by('Counterspell').category, undefined);
  assert.equal(by('Counterspell').section, 'sideboard');
});

test('parse --json: "category" per entry (null without one) beside "tags"', () => {
  const json = documentToJson('deck.txt', parseDeck(DECK));
  const seal = json.entries.find((e) => e.name === 'Imperial Seal')!;
  assert.equal(seal.category, 'Tutors');
  assert.deepEqual(seal.tags, []);
  const ring = json.entries.find((e) => e.name === 'Sol Ring')!;
  assert.equal(ring.category, 'Ramp');
  assert.deepEqual(ring.tags, ['Artifact', 'Fast Mana']);
  assert.equal(json.entries.find((e) => e.name === 'Counterspell')!.category, null);
});

test('the outline marks category headers and counts their cards', () => {
  const outline = deckOutline(check(DECK, 'commander'));
  assert.deepEqual(
    outline.map((s) => [s.title, s.count, s.category === true]),
    [
      ['Commander', 1, false],
      ['Tutors', 2, true],
      ['Ramp', 2, true],
      ['Removal', 2, true],
      ['tutors', 1, true],
      ['Sideboard', 1, false],
    ],
  );
});

test('statistics: copies per category in the deck, one row for a category named twice, rendered in the view', () => {
  const stats = deckStatistics(check(DECK, 'commander'));
  assert.deepEqual(stats.categories, [
    { category: 'Tutors', count: 3 },
    { category: 'Ramp', count: 2 },
    { category: 'Removal', count: 1 },
  ]);
  const html = statisticsBody(stats, 'deck.txt');
  assert.match(html, /<h2>Categories<\/h2><table><tr><td>Tutors<\/td><td class="num">3<\/td><\/tr><tr><td>Ramp<\/td><td class="num">2<\/td>/);
  assert.doesNotMatch(statisticsBody(deckStatistics(check('1 Sol Ring\n', 'vintage')), 'x'), /Categories/, 'no empty table');
});

test('a title comment above the list (// Boros Burn) is the deck\'s title: no category, no outline entry, no statistics row', () => {
  const burn = '// Boros Burn\n4 Lightning Bolt\n4 Lightning Helix\n52 Mountain\n';
  const doc = parseDeck(burn);
  assert.equal(doc.nodes[0].kind, 'comment');
  assert.deepEqual(doc.nodes[0], { kind: 'comment', line: 0, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 13 } }, text: '// Boros Burn' });
  assert.deepEqual(doc.entries.map((e) => e.category), [undefined, undefined, undefined]);
  const checked = check(burn, 'modern');
  assert.deepEqual(deckOutline(checked).map((s) => [s.title, s.count, s.category === true]), [['Deck', 60, false]]);
  assert.deepEqual(deckStatistics(checked).categories, []);
  // After a format line and a blank line it is still the title.
  assert.deepEqual(parseDeck('// format: modern\n\n// Boros Burn\n\n4 Lightning Bolt\n56 Mountain\n').entries.map((e) => e.category), [undefined, undefined]);
});

test('a comment header further down, or a list of such headers from the top, stays a category', () => {
  const lower = parseDeck('// Boros Burn\n4 Lightning Bolt\n// Lands\n56 Mountain\n');
  assert.deepEqual(lower.entries.map((e) => [e.name, e.category]), [['Lightning Bolt', undefined], ['Mountain', 'Lands']]);
  const categories = parseDeck('// Ramp\n1 Sol Ring\n// Removal\n1 Swords to Plowshares\n');
  assert.deepEqual(categories.entries.map((e) => [e.name, e.category]), [['Sol Ring', 'Ramp'], ['Swords to Plowshares', 'Removal']]);
  const below = parseDeck('4 Lightning Bolt\n\n// Burn spells\n4 Lava Spike\n');
  assert.deepEqual(below.entries.map((e) => [e.name, e.category]), [['Lightning Bolt', undefined], ['Lava Spike', 'Burn spells']]);
});
