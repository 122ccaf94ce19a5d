// The copy-limit and singleton messages say exact numbers: the copies to remove, the line of each
// copy, the zone of each related copy. Tests that matched them with \d+ or asked for `>= 1`
// could not tell a wrong number from the right one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, createFormatRegistry, parseConfig } from './helpers';

test('singleton: "Remove N copies" says how many, for two and for three copies', () => {
  const two = codes(check(commanderDeck('Phelddagrif', ['Sol Ring', 'Sol Ring']), 'commander'), 'singleton');
  assert.equal(two.length, 1);
  assert.match(two[0].message, /Remove 1 copy\./);
  const three = codes(check(commanderDeck('Phelddagrif', ['3 Sol Ring']), 'commander'), 'singleton');
  assert.equal(three.length, 1);
  assert.match(three[0].message, /Remove 2 copies\./);
});

test('8 Seven Dwarves in Commander: over the card\'s own limit of 7, a copy-limit error and no singleton error', () => {
  const r = check(commanderDeck('Lucas, the Sharpshooter', ['8 Seven Dwarves'], ['Mountain']), 'commander');
  assert.deepEqual(codes(r, 'singleton'), []);
  const over = codes(r, 'copy-limit');
  assert.equal(over.length, 1);
  assert.match(over[0].message, /up to 7/);
});

test('copy-limit: the lines of each copy and the zone of each related copy, exactly', () => {
  const text = 'Lightning Bolt (M10) 146\n2 Lightning Bolt (2XM) 129\n57 Mountain\n\nSideboard\n2 Lightning Bolt\n';
  const c = codes(check(text, 'modern'), 'copy-limit');
  // On each line after the first that holds copies; each names every copy and how many to remove.
  assert.deepEqual(
    c.map((d) => d.range.start.line),
    [1, 5],
  );
  for (const d of c) {
    assert.match(d.message, /5 copies in all \(1 on line 1, 2 on line 2, 2 on line 6\) \(deck and sideboard together\)/);
    assert.match(d.message, /Remove 1\.$/);
    assert.doesNotMatch(d.message, /and 0 more/);
  }
  const relatedOf = (d: (typeof c)[number]) => d.related!.map((r) => [r.message, r.range.start.line]);
  assert.deepEqual(relatedOf(c[0]), [
    ['1 Lightning Bolt (deck)', 0],
    ['2 Lightning Bolt (sideboard)', 5],
  ]);
  assert.deepEqual(relatedOf(c[1]), [
    ['1 Lightning Bolt (deck)', 0],
    ['2 Lightning Bolt (deck)', 1],
  ]);
});

test('a config format\'s exempt.names has no copy limit', () => {
  const cfg = parseConfig(JSON.stringify({ formats: { boltfest: { extends: 'modern', exempt: { names: ['Lightning Bolt'] } } } }));
  assert.deepEqual(cfg.errors, []);
  const f = createFormatRegistry(cfg.config).get('boltfest')!;
  assert.deepEqual(codes(check('12 Lightning Bolt\n48 Mountain\n', f), 'copy-limit'), []);
  assert.equal(codes(check('12 Lightning Bolt\n48 Mountain\n', 'modern'), 'copy-limit').length, 1);
});
