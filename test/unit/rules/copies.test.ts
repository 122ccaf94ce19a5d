import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck } from './helpers';

test('singleton: two Sol Ring lines are one violation on the second line, pointing at the first', () => {
  const r = check(commanderDeck('Phelddagrif', ['Sol Ring', 'Esper Panorama', 'Sol Ring']), 'commander');
  const s = codes(r, 'singleton');
  assert.equal(s.length, 1);
  const lines = r.context.doc.entries.filter((e) => e.name === 'Sol Ring');
  assert.deepEqual(s[0].range, lines[1].nameRange);
  assert.deepEqual(s[0].related?.[0].range, lines[0].nameRange);
  assert.match(s[0].message, /singleton/);
  const ok = check(commanderDeck('Phelddagrif', ['Sol Ring']), 'commander');
  assert.deepEqual(codes(ok, 'singleton'), []);
});

test('singleton: "2 Sol Ring" on one line is reported on that line', () => {
  const r = check(commanderDeck('Phelddagrif', ['2 Sol Ring']), 'commander');
  assert.equal(codes(r, 'singleton').length, 1);
});

test('basic lands, Wastes and snow-covered basics are exempt from singleton', () => {
  const r = check(commanderDeck('Phelddagrif', ['10 Wastes', '10 Snow-Covered Island'], ['Forest', 'Plains']), 'commander');
  assert.deepEqual(codes(r, 'singleton'), []);
  assert.deepEqual(codes(r), []);
});

test('Relentless Rats: any number', () => {
  const r = check(commanderDeck('Braids, Cabal Minion', ['30 Relentless Rats'], ['Swamp']), 'commander');
  assert.deepEqual(codes(r), []);
  const std = check('30 Relentless Rats\n30 Swamp\n', 'legacy');
  assert.deepEqual(codes(std), []);
});

test('Seven Dwarves: 7 are fine, 8 are not (copy-limit)', () => {
  const seven = check('7 Seven Dwarves\n53 Mountain\n', 'legacy');
  assert.deepEqual(codes(seven), []);
  const eight = check('8 Seven Dwarves\n52 Mountain\n', 'legacy');
  const c = codes(eight, 'copy-limit');
  assert.equal(c.length, 1);
  assert.match(c[0].message, /up to 7/);
  // In a singleton format the card's own limit wins over singleton.
  const cmd = check(commanderDeck('Lucas, the Sharpshooter', ['7 Seven Dwarves'], ['Mountain']), 'commander');
  assert.deepEqual(codes(cmd, 'singleton'), []);
  assert.deepEqual(codes(cmd, 'copy-limit'), []);
});

test('copy-limit: 5 Lightning Bolt split across printings and the sideboard count together', () => {
  const ok = check('4 Lightning Bolt\n56 Mountain\n', 'modern');
  assert.deepEqual(codes(ok), []);
  const split = check('Lightning Bolt (M10) 146\n2 Lightning Bolt (2XM) 129\n57 Mountain\n\nSideboard\n2 Lightning Bolt\n', 'modern');
  const message =
    'Lightning Bolt: 5 copies in all (1 on line 1, 2 on line 2, 2 on line 6) (deck and sideboard together), but Modern allows at most 4 copies of a card other than basic lands. Remove 1.';
  assert.deepEqual(codes(split, 'copy-limit').map((d) => [d.range.start.line, d.message]), [[1, message], [5, message]]);
});

test('lines split across printings count as one card (3 Sol Ring over two lines in a 4-copy format is fine)', () => {
  const r = check('Sol Ring (CMR) 1\n2 Sol Ring (C21) 2\n57 Island\n', 'constructed');
  assert.deepEqual(codes(r), []);
  assert.equal(r.context.groups.find((g) => g.name === 'Sol Ring')?.total, 3);
});

test('restricted: one copy of a restricted card is legal in Vintage, two are not', () => {
  const ok = check('1 Sol Ring\n1 Ancestral Recall\n58 Island\n', 'vintage');
  assert.deepEqual(codes(ok), []);
  const bad = check('2 Ancestral Recall\n58 Island\n', 'vintage');
  const c = codes(bad, 'restricted');
  assert.equal(c.length, 1);
  assert.match(c[0].message, /restricted/);
  assert.deepEqual(codes(bad, 'copy-limit'), []);
});

test('restricted by the format\'s own list (a config extends vintage with an extra restricted card)', async () => {
  const { createFormatRegistry, parseConfig } = await import('./helpers');
  const cfg = parseConfig(JSON.stringify({ formats: { crossfire2: { extends: 'crossfire', restricted: ['Lightning Bolt'] } } }));
  assert.deepEqual(cfg.errors, []);
  const f = createFormatRegistry(cfg.config).get('crossfire2')!;
  const r = check('2 Lightning Bolt\n58 Mountain\n', f);
  assert.equal(codes(r, 'restricted').length, 1);
});

test('singleton: the commander listed again in the deck is explained (the command-zone copy counts)', () => {
  const r = check(commanderDeck('Phelddagrif', ['Phelddagrif'], ['Forest', 'Island']), 'commander');
  const s = codes(r, 'singleton');
  assert.equal(s.length, 1);
  assert.match(s[0].message, /It is your commander \(line 2\), and the commander already counts as one of the deck's cards: delete it from the deck list\./);
  assert.equal(s[0].range.start.line, 4);
  assert.doesNotMatch(codes(check(commanderDeck('Phelddagrif', ['Sol Ring', 'Sol Ring']), 'commander'), 'singleton')[0].message, /your commander/);
});

test('a card repeated on thousands of lines: each diagnostic names a bounded number of the other copies', () => {
  const lines = Array.from({ length: 3000 }, () => 'Sol Ring');
  const r = check(commanderDeck('Phelddagrif', lines), 'commander');
  const s = codes(r, 'singleton');
  // 1,000 listed (MAX_DIAGNOSTICS_PER_RULE), then one summary of the other 1,999.
  assert.equal(s.length, 1001);
  assert.deepEqual(s[1000].data, { reason: 'too-many-problems', omitted: 1999 });
  for (const d of s) {
    assert.ok((d.related?.length ?? 0) <= 10, `related: ${d.related?.length}`);
    assert.ok(d.message.length < 600, `message of ${d.message.length} characters`);
  }
  assert.match(s[0].message, /3000 copies in all \(1 on line \d+, .*and 2990 more lines\)/);
});
