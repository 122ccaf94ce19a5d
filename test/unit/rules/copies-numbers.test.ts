// The copy-limit and singleton messages say exact numbers: the copies to remove, the line of each
// copy, the zone of each related copy. Tests that matched them with \d+ or asked for `>= 1`
// could not tell a wrong number from the right one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, createFormatRegistry, parseConfig } from './helpers';
import { copyLimitFor, copyLimitReason } from '../../../server/src/core/rules/copies';

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

test('a card on eleven and twelve lines: ten lines named, then "and 1 more line" / "and 2 more lines"; ten related copies at most', () => {
  const eleven = codes(check('1 Lightning Bolt\n'.repeat(11) + '49 Mountain\n', 'legacy'), 'copy-limit');
  // Every line after the first (whose one copy is within the limit).
  assert.deepEqual(eleven.map((d) => d.range.start.line), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const tenLines = Array.from({ length: 10 }, (_, i) => `1 on line ${i + 1}`).join(', ');
  assert.equal(
    eleven[0].message,
    `Lightning Bolt: 11 copies in all (${tenLines}, and 1 more line), but Legacy allows at most 4 copies of a card other than basic lands. Remove 7.`,
  );
  const twelve = codes(check('1 Lightning Bolt\n'.repeat(12) + '48 Mountain\n', 'legacy'), 'copy-limit');
  assert.equal(twelve.length, 11);
  assert.equal(
    twelve[10].message,
    `Lightning Bolt: 12 copies in all (${tenLines}, and 2 more lines), but Legacy allows at most 4 copies of a card other than basic lands. Remove 8.`,
  );
  // The last line's diagnostic names the first ten other lines; the second line's skips itself.
  assert.deepEqual(twelve[10].related!.map((r) => r.range.start.line), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.deepEqual(twelve[0].related!.map((r) => r.range.start.line), [0, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.deepEqual(twelve[0].data, { limit: 4, total: 12, duplicateLine: true });
});

test('a single line over the limit: "N copies", no list of lines, no related copies', () => {
  const [d, ...more] = codes(check('6 Lightning Bolt\n54 Mountain\n', 'legacy'), 'copy-limit');
  assert.equal(more.length, 0);
  assert.equal(d.message, 'Lightning Bolt: 6 copies, but Legacy allows at most 4 copies of a card other than basic lands. Remove 2.');
  assert.equal(d.related, undefined);
  assert.deepEqual(d.data, { limit: 4, total: 6, duplicateLine: false });
});

test('the commander listed again in the deck: the message says so and the related copy is in the command zone', () => {
  const [d, ...more] = codes(check(commanderDeck('Phelddagrif', ['Phelddagrif']), 'commander'), 'singleton');
  assert.equal(more.length, 0);
  assert.equal(d.range.start.line, 4);
  assert.equal(
    d.message,
    "Phelddagrif: 2 copies in all (1 on line 2, 1 on line 5). Commander is singleton: only one copy of each card except basic lands. Remove 1 copy. It is your commander (line 2), and the commander already counts as one of the deck's cards: delete it from the deck list.",
  );
  assert.deepEqual(d.related!.map((r) => [r.message, r.range.start.line]), [['1 Phelddagrif (command zone)', 1]]);
});

test('restricted: by a config\'s list, or by the card data in Vintage, each message says which', () => {
  const cfg = parseConfig(JSON.stringify({ formats: { boltfest: { extends: 'modern', restricted: ['Lightning Bolt'] }, tiny: { extends: 'commander', restricted: ['Sol Ring'] } } }));
  assert.deepEqual(cfg.errors, []);
  const formats = createFormatRegistry(cfg.config);
  const [listed] = codes(check('2 Lightning Bolt\n58 Mountain\n', formats.get('boltfest')!), 'restricted');
  assert.equal(listed.message, 'Lightning Bolt is restricted in boltfest (based on Modern): a deck may hold only 1 copy, and this one has 2 copies. Remove 1.');
  const [byData] = codes(check('2 Ancestral Recall\n58 Island\n', 'vintage'), 'restricted');
  assert.equal(byData.message, 'Ancestral Recall is restricted in Vintage (card data): a deck may hold only 1 copy, and this one has 2 copies. Remove 1.');
  // In a singleton format a restricted card is one copy anyway: the singleton rule says it.
  const tiny = check(commanderDeck('Phelddagrif', ['2 Sol Ring']), formats.get('tiny')!);
  assert.deepEqual(codes(tiny, 'restricted'), []);
  assert.equal(codes(tiny, 'singleton')[0].message, 'Sol Ring: 2 copies. tiny (based on Commander) is singleton: only one copy of each card except basic lands. Remove 1 copy.');
});

test('copyLimitFor and copyLimitReason: each source of a limit, in words', () => {
  const limitOf = (text: string, formatId: string, card: string) => {
    const r = check(text, formatId);
    const group = r.context.groups.find((g) => g.card?.name === card)!;
    const limit = copyLimitFor(r.context, group);
    return [limit, copyLimitReason(r.context, limit)];
  };
  assert.deepEqual(limitOf('20 Mountain\n', 'legacy', 'Mountain'), [{ limit: Infinity, kind: 'exempt', source: 'basic-land' }, 'basic land']);
  assert.deepEqual(limitOf('20 Relentless Rats\n', 'legacy', 'Relentless Rats'), [{ limit: Infinity, kind: 'exempt', source: 'any-number' }, 'its text allows any number']);
  assert.deepEqual(limitOf('9 Seven Dwarves\n', 'legacy', 'Seven Dwarves'), [{ limit: 7, kind: 'card-text', source: 'card-text' }, 'its text allows up to 7']);
  assert.deepEqual(limitOf('2 Ancestral Recall\n', 'vintage', 'Ancestral Recall'), [{ limit: 1, kind: 'restricted', source: 'restricted-data' }, 'restricted in Vintage (card data)']);
  assert.deepEqual(limitOf('4 Lightning Bolt\n', 'legacy', 'Lightning Bolt'), [{ limit: 4, kind: 'format', source: 'format' }, 'Legacy allows 4 copies']);
  assert.deepEqual(limitOf('1 Sol Ring\n', 'commander', 'Sol Ring'), [{ limit: 1, kind: 'format', source: 'format' }, 'Commander is singleton']);
  const cfg = parseConfig(JSON.stringify({ formats: { boltfest: { extends: 'modern', exempt: { names: ['Lightning Bolt'] } } } }));
  const r = check('12 Lightning Bolt\n', createFormatRegistry(cfg.config).get('boltfest')!);
  const limit = copyLimitFor(r.context, r.context.groups[0]);
  assert.deepEqual([limit, copyLimitReason(r.context, limit)], [{ limit: Infinity, kind: 'exempt', source: 'exempt-list' }, 'boltfest (based on Modern) exempts it']);
});

test('Oathbreaker: the oathbreaker or the signature spell listed again in the deck is named as such', () => {
  const spell = codes(check(commanderDeck(['Chandra, Torch of Defiance', 'Lightning Bolt'], ['Lightning Bolt'], ['Mountain'], 60), 'oathbreaker'), 'singleton');
  assert.deepEqual(spell.map((d) => [d.range.start.line, d.message, d.related!.map((r) => [r.message, r.range.start.line])]), [
    [
      5,
      "Lightning Bolt: 2 copies in all (1 on line 3, 1 on line 6). Oathbreaker is singleton: only one copy of each card except basic lands. Remove 1 copy. It is your oathbreaker (line 3), and the oathbreaker already counts as one of the deck's cards: delete it from the deck list.",
      [['1 Lightning Bolt (command zone)', 2]],
    ],
  ]);
  const walker = codes(check(commanderDeck(['Chandra, Torch of Defiance', 'Lightning Bolt'], ['Chandra, Torch of Defiance'], ['Mountain'], 60), 'oathbreaker'), 'singleton');
  assert.match(walker[0].message, /It is your oathbreaker \(line 2\)/);
});

test('singleton: three lines of one card, each line after the first says "Remove 2 copies" and names the other two', () => {
  const r = check(commanderDeck('Phelddagrif', ['2 Island', 'Sol Ring', 'Sol Ring', 'Sol Ring']), 'commander');
  assert.deepEqual(
    codes(r, 'singleton').map((d) => [d.range.start.line, d.message, d.related!.map((x) => [x.message, x.range.start.line])]),
    [6, 7].map((line) => [
      line,
      'Sol Ring: 3 copies in all (1 on line 6, 1 on line 7, 1 on line 8). Commander is singleton: only one copy of each card except basic lands. Remove 2 copies.',
      [5, 6, 7].filter((l) => l !== line).map((l) => ['1 Sol Ring (deck)', l]),
    ]),
  );
});

test('a config format that exempts neither basic lands nor cards by their text: 20 Mountain and 20 Relentless Rats are over 4, 9 Seven Dwarves too', () => {
  const cfg = parseConfig(JSON.stringify({ formats: { strict: { extends: 'modern', exempt: { basicLands: false, cardText: false } } } }));
  assert.deepEqual(cfg.errors, []);
  const strict = createFormatRegistry(cfg.config).get('strict')!;
  const r = check('20 Mountain\n20 Relentless Rats\n9 Seven Dwarves\n11 Lightning Bolt\n', strict);
  assert.deepEqual(
    codes(r, 'copy-limit').map((d) => d.message),
    ['Mountain', 'Relentless Rats', 'Seven Dwarves', 'Lightning Bolt'].map(
      (name, i) => `${name}: ${[20, 20, 9, 11][i]} copies, but strict (based on Modern) allows at most 4 copies of a card. Remove ${[16, 16, 5, 7][i]}.`,
    ),
  );
  // The built-in Modern exempts all three and limits Seven Dwarves by its text.
  const modern = check('20 Mountain\n20 Relentless Rats\n9 Seven Dwarves\n11 Lightning Bolt\n', 'modern');
  assert.deepEqual(codes(modern, 'copy-limit').map((d) => d.message), [
    'Seven Dwarves: 9 copies, but Seven Dwarves says a deck can have up to 7. Remove 2.',
    'Lightning Bolt: 11 copies, but Modern allows at most 4 copies of a card other than basic lands. Remove 7.',
  ]);
});

test('a singleton config format that does not exempt basic lands: the message does not say it does', () => {
  const cfg = parseConfig(JSON.stringify({ formats: { 'strict-highlander': { extends: 'legacy', copyLimit: 1, exempt: { basicLands: false } } } }));
  assert.deepEqual(cfg.errors, []);
  const strict = createFormatRegistry(cfg.config).get('strict-highlander')!;
  assert.deepEqual(codes(check('2 Island\n3 Lightning Bolt\n', strict), 'singleton').map((d) => d.message), [
    'Island: 2 copies. strict-highlander (based on Legacy) is singleton: only one copy of each card. Remove 1 copy.',
    'Lightning Bolt: 3 copies. strict-highlander (based on Legacy) is singleton: only one copy of each card. Remove 2 copies.',
  ]);
  // Exempting them, as Legacy does, the message says so.
  const exempting = createFormatRegistry(parseConfig(JSON.stringify({ formats: { highlander: { extends: 'legacy', copyLimit: 1 } } })).config).get('highlander')!;
  assert.deepEqual(codes(check('2 Island\n3 Lightning Bolt\n', exempting), 'singleton').map((d) => d.message), [
    'Lightning Bolt: 3 copies. highlander (based on Legacy) is singleton: only one copy of each card except basic lands. Remove 2 copies.',
  ]);
});

test('two copies on the commander\'s own line: singleton, and no word of deleting it from the deck list (it is not there)', () => {
  const [d, ...more] = codes(check('Commander\n2 Phelddagrif\n\nDeck\n98 Island\n', 'commander'), 'singleton');
  assert.equal(more.length, 0);
  assert.equal(d.range.start.line, 1);
  assert.equal(d.message, 'Phelddagrif: 2 copies. Commander is singleton: only one copy of each card except basic lands. Remove 1 copy.');
});

test('a singleton format of a config with no commander: the singleton error, with no command-zone words', () => {
  const cfg = parseConfig(JSON.stringify({ formats: { highlander: { extends: 'legacy', copyLimit: 1 } } }));
  assert.deepEqual(cfg.errors, []);
  const r = check('2 Lightning Bolt\n58 Mountain\n', createFormatRegistry(cfg.config).get('highlander')!);
  assert.deepEqual(
    r.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.range.start.line, d.message]),
    [['singleton', 0, 'Lightning Bolt: 2 copies. highlander (based on Legacy) is singleton: only one copy of each card except basic lands. Remove 1 copy.']],
  );
});

test('a config format with no commander, and a deck that names one in a Commander section: the singleton error calls it the commander', () => {
  const cfg = parseConfig(JSON.stringify({ formats: { highlander: { extends: 'legacy', copyLimit: 1 } } }));
  const r = check('Commander\n1 Lightning Bolt\n\nDeck\n1 Lightning Bolt\n58 Mountain\n', createFormatRegistry(cfg.config).get('highlander')!);
  assert.deepEqual(
    r.diagnostics.map((d) => [d.code, d.range.start.line, d.message]),
    [
      [
        'singleton',
        4,
        'Lightning Bolt: 2 copies in all (1 on line 2, 1 on line 5). highlander (based on Legacy) is singleton: only one copy of each card except basic lands. Remove 1 copy.' +
          " It is your commander (line 2), and the commander already counts as one of the deck's cards: delete it from the deck list.",
      ],
    ],
  );
});
