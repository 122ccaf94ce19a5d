// What other deck programs (Cockatrice, XMage, Forge, mtg-parser, Moxfield) read: each class of input of issue 12.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeck } from '../../../server/src/core/parse/index';
import { at, totals } from './helpers';

function kinds(text: string): string[] {
  return parseDeck(text).nodes.map((n) => n.kind);
}

test('headers with a count after a colon are headers: "MainBoard: 3 cards", "SideBoard: 2 cards"', () => {
  const doc = parseDeck('MainBoard: 3 cards\n3 Lightning Bolt\nSideBoard: 2 cards\n2 Negate\n');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.section]),
    [
      ['Lightning Bolt', 'main'],
      ['Negate', 'sideboard'],
    ],
  );
  const side = doc.nodes[2];
  assert.equal(side.kind === 'section' && side.declaredCount, 2);
});

test('group headers: mana value, color, rarity and more type spellings keep the section and are not cards', () => {
  const text = 'Sideboard\nCMC2\nCMC 3 (4)\nMana Value 4+\nBlue\n(green)\nMulticolor (2)\nMythic Rare\nRare:\nArtifact Creatures (3)\nInstants & Sorceries\nBasic Lands:\n1 Negate\n';
  const doc = parseDeck(text);
  assert.deepEqual(
    doc.nodes.map((n) => n.kind),
    [...Array(12).fill('section'), 'entry', 'blank'],
  );
  assert.equal(doc.entries[0].section, 'sideboard');
  // A card whose name has such a word stays a card.
  assert.deepEqual(kinds('1 Blue Sun\'s Zenith\n1 Red Elemental Blast\n1 Rare-B-Gone\n'), ['entry', 'entry', 'entry', 'blank']);
});

test('Schemes and Planes sections are outside the deck', () => {
  const doc = parseDeck('Deck\n60 Island\nSchemes\n1 All in Good Time\nPlanes\n1 Tazeem\nPlanar Deck:\n1 Naya\n');
  assert.deepEqual(totals(doc), { commander: 0, companion: 0, main: 60, sideboard: 0, maybeboard: 0, outside: 3 });
});

test('metadata lines without a comment prefix: Deck: Name, Name: X, Forge Name=X, a bare commander: line, a deck URL', () => {
  const doc = parseDeck(
    "Deck: Mono Red\nName: Burn\nName=Burn\ncommander: Atraxa, Praetors' Voice\nCDR: Phelia, Exuberant Shepard\nhttps://www.moxfield.com/decks/abc123\n1 Sol Ring\nCommander: 1 Atraxa, Praetors' Voice\n",
  );
  assert.deepEqual(
    doc.directives.map((d) => [d.key, d.value]),
    [
      ['deck', 'Mono Red'],
      ['name', 'Burn'],
      ['name', 'Burn'],
      ['commander', "Atraxa, Praetors' Voice"],
      ['commander', 'Phelia, Exuberant Shepard'],
    ],
  );
  assert.equal(doc.nodes[5].kind, 'comment');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.section]),
    [
      ['Sol Ring', 'main'],
      ["Atraxa, Praetors' Voice", 'commander'],
    ],
  );
});

test('a set before the name and a collector number in parentheses are not part of the name', () => {
  const text = '[B] Forest\n1 [WTH] Nature\'s Resurgence\n1 Forest (3)\n1 B.F.M. (Big Furry Monster)\n1 [ODY:72+] Forest\n';
  const doc = parseDeck(text);
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.set?.text, e.collectorNumber?.text]),
    [
      ['Forest', 'B', undefined],
      ["Nature's Resurgence", 'WTH', undefined],
      ['Forest', undefined, '3'],
      ['B.F.M. (Big Furry Monster)', undefined, undefined],
      ['Forest', 'ODY', '72+'],
    ],
  );
  for (const e of doc.entries) {
    assert.equal(at(text, e.nameRange), e.name);
    if (e.set) assert.equal(at(text, e.set.range), e.set.text);
    if (e.collectorNumber) assert.equal(at(text, e.collectorNumber.range), e.collectorNumber.text);
  }
});

test('Moxfield/mtg-parser tags after a card are tags; "# text" is still a comment', () => {
  const text = '1 Sol Ring #Ramp\n1 Rhystic Study #!Card Advantage #Extra Turn # my note\n1 Sol Ring # a comment\n# a comment line\n1 Kenrith, the Returned King #!Commander\n';
  const doc = parseDeck(text);
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.tags.map((t) => t.text), e.section]),
    [
      ['Sol Ring', ['Ramp'], 'main'],
      ['Rhystic Study', ['Card Advantage', 'Extra Turn'], 'main'],
      ['Sol Ring', [], 'main'],
      ['Kenrith, the Returned King', ['Commander'], 'commander'],
    ],
  );
  for (const e of doc.entries) for (const t of e.tags) assert.equal(at(text, t.range), t.text);
  assert.equal(at(text, doc.entries[0].range), '1 Sol Ring #Ramp', 'the entry covers its tags');
  assert.equal(doc.nodes[3].kind, 'comment');
});

test('"// Ramp" category comments group the cards below them; "//!Commander" opens the command zone', () => {
  const doc = parseDeck('//!Commander\n1 Kenrith, the Returned King\n// Ramp\n1 Sol Ring\n// Card Draw\n1 Rhystic Study\n// TODO: more lands\n');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.section, e.sectionName]),
    [
      ['Kenrith, the Returned King', 'commander', 'Commander'],
      ['Sol Ring', 'main', 'Ramp'],
      ['Rhystic Study', 'main', 'Card Draw'],
    ],
  );
  assert.equal(doc.nodes[6].kind, 'comment', 'prose with a colon stays a comment');
  // A title comment above an MTGO list does not turn off its blank-line sideboard.
  const mtgo = parseDeck('// Burn\n4 Lightning Bolt\n56 Mountain\n\n2 Smash to Smithereens\n');
  assert.equal(totals(mtgo).sideboard, 2);
});

test('a list that marks its sideboard (SB: lines) does not also get a blank-line sideboard', () => {
  const doc = parseDeck('4 Lightning Bolt\n\n56 Mountain\nSB: 2 Smash to Smithereens\n');
  assert.deepEqual([totals(doc).main, totals(doc).sideboard], [60, 2]);
});

test('a file that is not a decklist gets one diagnostic and no cards', () => {
  const csv = ['Name,Set,Price', ...Array.from({ length: 20 }, (_, i) => `Card ${i},M10,0.${i}`)].join('\n');
  const code = Array.from({ length: 20 }, (_, i) => `const x${i} = f(${i});\n}`).join('\n');
  const draft = [
    'Event #: 1234',
    '',
    ...Array.from({ length: 5 }, (_, p) => [`Pack 1 pick ${p + 1}:`, '    Lightning Bolt', '--> Counterspell', '    Giant Growth', '']).flat(),
  ].join('\n');
  for (const [what, text, pattern] of [
    ['csv', csv, /not a decklist/],
    ['code', code, /not a decklist/],
    ['draft log', draft, /draft log/],
  ] as const) {
    const doc = parseDeck(text);
    assert.equal(doc.diagnostics.length, 1, what);
    assert.match(doc.diagnostics[0].message, pattern, what);
    assert.equal(doc.diagnostics[0].data?.reason, 'not-a-decklist');
    assert.equal(doc.entries.length, 0, what);
  }
  // A real list with a few odd lines is still a list.
  const list = parseDeck('4 Lightning Bolt\n4 Counterspell\n4 Brainstorm\n4 Ponder\n4 Opt\n4 Preordain\n4 Island\n4 Mountain\nfoo = bar\n');
  assert.equal(list.entries.length, 9);
  // A list of bare names is a list.
  const bare = parseDeck(Array.from({ length: 20 }, (_, i) => `Card Number ${i}`).join('\n'));
  assert.equal(bare.entries.length, 20);
});

test('MTGJSON deck JSON and OCTGN .o8d are read as decks, not as text or MTGO XML (thousands of errors or zero cards)', () => {
  const mtgjson = JSON.stringify({ meta: { version: '5' }, data: { name: 'Precon', commander: [{ name: 'Atraxa', count: 1 }], mainBoard: [{ name: 'Sol Ring', count: 1 }] } }, null, 2);
  const octgn = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n  <section name="Main">\n    <card qty="4" id="x">Lightning Bolt</card>\n  </section>\n</deck>\n';
  for (const [text, dialect, cards] of [
    [mtgjson, 'mtgjson-json', [['Atraxa', 'commander', 1], ['Sol Ring', 'main', 1]]],
    [octgn, 'octgn-xml', [['Lightning Bolt', 'main', 4]]],
  ] as const) {
    const doc = parseDeck(text);
    assert.equal(doc.dialect, dialect);
    assert.deepEqual(doc.diagnostics, []);
    assert.deepEqual(doc.entries.map((e) => [e.name, e.section, e.quantity]), cards);
  }
  // An MTGO .dek is still read.
  assert.equal(parseDeck('<?xml version="1.0"?>\n<Deck>\n<Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n</Deck>\n').dialect, 'mtgo-xml');
});
