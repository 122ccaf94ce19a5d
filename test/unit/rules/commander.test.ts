import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck } from './helpers';

function plain(lines: string[], basics = 'Forest'): string {
  const n = 100 - lines.length;
  return [...lines.map((l) => `1 ${l}`), `${n} ${basics}`].join('\n') + '\n';
}

test('commander-missing: a Commander-format list with no possible commander', () => {
  const r = check('Deck\n1 Sol Ring\n99 Forest\n', 'commander');
  const m = codes(r, 'commander-missing');
  assert.equal(m.length, 1);
  assert.match(m[0].message, /No commander found/);
  assert.match(m[0].message, /commander: Name/);
});

test('commander-inferred: the only legendary creature of an unmarked 100-card list is taken as commander (information + quick-fix data)', () => {
  const r = check(plain(['Sol Ring', 'Phelddagrif', 'Kitchen Finks']), 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(codes(r, 'commander-missing'), []);
  const i = codes(r, 'commander-inferred');
  assert.equal(i.length, 1);
  assert.equal(i[0].severity, 'information');
  assert.equal(i[0].data?.directive, '// commander: Phelddagrif');
  assert.equal(r.counts.commander, 1);
  assert.equal(r.counts.main, 99);
  assert.deepEqual(codes(r), []);
});

test('commander-inferred: with several legendary creatures, the first line of an exact-size list', () => {
  const r = check(plain(['Phelddagrif', 'Pir, Imaginative Rascal', 'Sol Ring']), 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.equal(codes(r, 'commander-inferred').length, 1);
});

test('commander from a *CMDR* marker, a commander: directive, and a [Commander{top}] tag', () => {
  const marker = check('1 Phelddagrif *CMDR*\n1 Sol Ring\n98 Forest\n', 'commander');
  assert.deepEqual(marker.commanders, ['Phelddagrif']);
  assert.deepEqual(codes(marker, 'commander-inferred'), []);
  const directive = check('// commander: Phelddagrif\n1 Sol Ring\n1 Phelddagrif\n98 Forest\n', 'commander');
  assert.deepEqual(directive.commanders, ['Phelddagrif']);
  assert.equal(directive.counts.main + directive.counts.commander, 100);
  const tag = check('1 Phelddagrif [Commander{top}]\n1 Sol Ring\n98 Forest\n', 'commander');
  assert.deepEqual(tag.commanders, ['Phelddagrif']);
});

test('commander-ineligible: a non-legendary creature; a planeswalker that says it can be your commander is fine', () => {
  const r = check(commanderDeck('Llanowar Elves', [], ['Forest']), 'commander');
  const c = codes(r, 'commander-ineligible');
  assert.equal(c.length, 1);
  assert.match(c[0].message, /must be a legendary creature/);
  const ok = check(commanderDeck('Teferi, Temporal Archmage', [], ['Island']), 'commander');
  assert.deepEqual(codes(ok, 'commander-ineligible'), []);
  // Brawl allows any legendary planeswalker; Commander does not.
  assert.equal(codes(check(commanderDeck('Chandra, Torch of Defiance', [], ['Mountain']), 'commander'), 'commander-ineligible').length, 1);
  assert.deepEqual(codes(check(commanderDeck('Chandra, Torch of Defiance', [], ['Mountain'], 60), 'standardbrawl'), 'commander-ineligible'), []);
});

const PAIRS: Array<[string, string, string, boolean]> = [
  ['Partner + Partner', "Kraum, Ludevic's Opus", 'Tymna the Weaver', true],
  ['Partner with each other', 'Pir, Imaginative Rascal', 'Toothy, Imaginative Friend', true],
  ['Friends forever', 'Will, the Wise', 'Lucas, the Sharpshooter', true],
  ['Choose a Background + Background', 'Wilson, Refined Grizzly', 'Raised by Giants', true],
  ["Doctor's companion + Time Lord Doctor", 'Rose Tyler', 'The Tenth Doctor', true],
  ['the same Partner variant (Partner—Character select)', 'Ryu, World Warrior', 'Chun-Li, Countless Kicks', true],
  ['two different Partner variants', 'Ryu, World Warrior', 'Atreus, Impetuous Son', false],
  ['a Partner variant + plain Partner', 'Ryu, World Warrior', 'Krark, the Thumbless', false],
  ['Partner + Choose a Background', 'Krark, the Thumbless', 'Wilson, Refined Grizzly', false],
  ['Partner with someone else', 'Pir, Imaginative Rascal', "Kraum, Ludevic's Opus", false],
  ['Friends forever + Partner', 'Will, the Wise', 'Krark, the Thumbless', false],
  ['two plain legends', 'Phelddagrif', 'Braids, Cabal Minion', false],
];
for (const [label, a, b, ok] of PAIRS) {
  test(`commander-pair: ${label} is ${ok ? 'allowed' : 'not allowed'}`, () => {
    const r = check(commanderDeck([a, b], [], ['Wastes']), 'commander');
    const p = codes(r, 'commander-pair');
    assert.equal(p.length, ok ? 0 : 1, JSON.stringify(r.diagnostics, null, 1));
    assert.deepEqual(codes(r, 'commander-ineligible'), []);
    if (!ok) {
      assert.match(p[0].message, /cannot share the command zone/);
      assert.equal(p[0].related?.length, 1);
    }
  });
}

test('commander-pair: a Background alone is not a commander', () => {
  const r = check(commanderDeck('Raised by Giants', [], ['Forest']), 'commander');
  assert.equal(codes(r, 'commander-ineligible').length, 1);
});

test('commander-pair: three commanders are too many; Brawl pairs partners as Commander does (CR 903.12a), and refuses an unpaired second commander', () => {
  const three = check(commanderDeck(["Kraum, Ludevic's Opus", 'Tymna the Weaver', 'Krark, the Thumbless'], [], ['Wastes']), 'commander');
  assert.ok(codes(three, 'commander-pair').some((d) => d.card === 'Krark, the Thumbless'));
  const brawl = check(commanderDeck(["Kraum, Ludevic's Opus", 'Tymna the Weaver'], [], ['Wastes'], 60), 'standardbrawl');
  assert.deepEqual(codes(brawl, 'commander-pair'), []);
  const unpaired = check(commanderDeck(["Kraum, Ludevic's Opus", 'Teferi, Temporal Archmage'], [], ['Wastes'], 60), 'standardbrawl');
  assert.equal(codes(unpaired, 'commander-pair').length, 1);
  const threeBrawl = check(commanderDeck(["Kraum, Ludevic's Opus", 'Tymna the Weaver', 'Krark, the Thumbless'], [], ['Wastes'], 100), 'brawl');
  assert.ok(codes(threeBrawl, 'commander-pair').some((d) => d.card === 'Krark, the Thumbless'));
});

test('oathbreaker: a planeswalker and a signature spell within its identity', () => {
  const ok = check(commanderDeck(['Chandra, Torch of Defiance', 'Lightning Bolt'], [], ['Mountain'], 60), 'oathbreaker');
  assert.deepEqual(codes(ok, 'commander-missing'), []);
  assert.deepEqual(ok.commanders, ['Chandra, Torch of Defiance', 'Lightning Bolt']);
  const missing = check(commanderDeck(['Chandra, Torch of Defiance'], [], ['Mountain'], 60), 'oathbreaker');
  assert.match(codes(missing, 'commander-missing')[0].message, /signature spell/);
  const off = check(commanderDeck(['Chandra, Torch of Defiance', 'Counterspell'], [], ['Mountain'], 60), 'oathbreaker');
  assert.match(codes(off, 'color-identity')[0].message, /signature spell/i);
});

test('brawl: a colorless commander allows basic lands of only one basic land type', () => {
  const ok = check(commanderDeck('Karn, the Great Creator', ['Sol Ring'], ['Island'], 60), 'standardbrawl');
  assert.deepEqual(codes(ok, 'color-identity'), []);
  const bad = check(commanderDeck('Karn, the Great Creator', [], ['Island', 'Mountain'], 60), 'standardbrawl');
  const ci = codes(bad, 'color-identity');
  assert.equal(ci.length, 1);
  assert.match(ci[0].message, /only one basic land type/);
});

test('MTGO convention: the commander alone in the sideboard is inferred', () => {
  const r = check('1 Sol Ring\n98 Forest\n\n1 Phelddagrif\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.equal(r.counts.main + r.counts.commander, 100);
});

test('the quick fix for an inferred commander really makes it explicit: adding its directive line gives the same check without the information', () => {
  const text = plain(['Sol Ring', 'Phelddagrif', 'Kitchen Finks']);
  const r = check(text, 'commander');
  const fix = r.diagnostics.find((d) => d.code === 'commander-inferred')!.data!.directive as string;
  const fixed = check(`${fix}\n${text}`, 'commander');
  assert.deepEqual(fixed.commanders, ['Phelddagrif']);
  // 97 Forests cannot cast a {W}{U} commander: that note (mana-sources) is true of both decks.
  assert.deepEqual(fixed.diagnostics.filter((d) => d.severity !== 'hint' && d.code !== 'mana-sources'), []);
});

test('commander-inferred: a block of two partners set apart at the top is the command zone, even when the parser read the rest as a sideboard', () => {
  const pair = "1 Kraum, Ludevic's Opus\n1 Tymna the Weaver\n\n1 Sol Ring\n97 Island\n";
  const r = check(pair, 'commander');
  assert.deepEqual(r.commanders, ["Kraum, Ludevic's Opus", 'Tymna the Weaver']);
  assert.equal(r.counts.main, 98);
  assert.equal(r.counts.sideboard, 0);
  assert.deepEqual(codes(r), []);
  // Two legends that cannot pair, set apart the same way: said plainly.
  const notPair = check('1 Phelddagrif\n1 Braids, Cabal Minion\n\n1 Sol Ring\n97 Island\n', 'commander');
  assert.equal(codes(notPair, 'commander-pair').length, 1);
  // One commander set apart at the top of a headerless list.
  const one = check('1 Phelddagrif\n\n1 Sol Ring\n98 Island\n', 'commander');
  assert.deepEqual(one.commanders, ['Phelddagrif']);
  assert.equal(one.counts.main + one.counts.commander, 100);
});

test('an MTGO .dek commander annotation and a Cockatrice CDR: line both give the commander', () => {
  const dek = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <NetDeckID>0</NetDeckID>',
    '  <PreconstructedDeckID>0</PreconstructedDeckID>',
    '  <Cards CatID="1" Quantity="1" Sideboard="false" Name="Sol Ring" />',
    '  <Cards CatID="2" Quantity="98" Sideboard="false" Name="Forest" />',
    '  <Cards CatID="3" Quantity="1" Sideboard="true" Name="Phelddagrif" Annotation="16777728" />',
    '</Deck>',
  ].join('\n');
  const r = check(dek, 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(codes(r, 'commander-inferred'), []);
  assert.equal(r.counts.main + r.counts.commander, 100);
  const cod = [
    "<?xml version='1.0' encoding='UTF-8'?>",
    '<cockatrice_deck version="1">',
    '  <deckname>x</deckname>',
    '  <comments>CDR: Phelddagrif</comments>',
    '  <zone name="main">',
    '    <card number="1" name="Phelddagrif"/>',
    '    <card number="1" name="Sol Ring"/>',
    '    <card number="98" name="Forest"/>',
    '  </zone>',
    '</cockatrice_deck>',
  ].join('\n');
  const c = check(cod, 'commander');
  assert.deepEqual(c.commanders, ['Phelddagrif']);
  assert.equal(c.counts.commander, 1);
  assert.equal(c.counts.main, 99);
  assert.deepEqual(codes(c), []);
});
