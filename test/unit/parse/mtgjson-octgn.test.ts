// MTGJSON deck JSON and OCTGN .o8d XML are read as decks: entries with exact ranges (checked by
// slicing the source), sections, set and collector number where the format gives them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectDialect, parseDeck } from '../../../server/src/core/parse/index';
import { MAX_JSON_DEPTH, parseJsonTree } from '../../../server/src/core/parse/json-tree';
import { at, fixture, totals } from './helpers';

test('MTGJSON deck file: commander, mainBoard and sideBoard entries with name, count, set, number and foil ranges', () => {
  const { text, doc } = fixture('mtgjson-commander-precon.json');
  assert.equal(doc.dialect, 'mtgjson-json');
  assert.deepEqual(doc.diagnostics, []);
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.section, e.sectionName, e.set?.text, e.collectorNumber?.text]),
    [
      [1, "Atraxa, Praetors' Voice", 'commander', 'commander', 'C16', '28'],
      [1, 'Sol Ring', 'main', 'mainBoard', 'C16', '272'],
      [30, 'Forest', 'main', 'mainBoard', 'C16', '349'],
      [1, "Lim-Dûl's Vault", 'main', 'mainBoard', 'ALL', undefined],
      [1, 'Fire // Ice', 'main', 'mainBoard', 'APC', '128'],
      [2, 'Negate', 'sideboard', 'sideBoard', 'M19', undefined],
    ],
    'tokens and the names inside foreignData are not cards of the deck',
  );
  for (const e of doc.entries) {
    assert.equal(at(text, e.quantityRange!), String(e.quantity));
    assert.equal(at(text, e.set!.range), e.set!.text);
    if (e.collectorNumber) assert.equal(at(text, e.collectorNumber.range), e.collectorNumber.text);
    assert.ok(at(text, e.range).startsWith('{') && at(text, e.range).endsWith('}'), 'the entry is the card object');
    assert.equal(e.line, e.nameRange.start.line, "an entry's line is its name's line");
  }
  // The name range covers the name's characters as written (an escape stays an escape).
  assert.equal(at(text, doc.entries[0].nameRange), "Atraxa, Praetors' Voice");
  assert.equal(at(text, doc.entries[3].nameRange), "Lim-D\\u00fbl's Vault");
  assert.deepEqual(
    doc.entries[0].markers.map((m) => [m.kind, at(text, m.range)]),
    [['foil', 'true']],
  );
  assert.deepEqual(doc.entries[1].markers, [], 'isFoil: false is no marker');
  const name = doc.directives.find((d) => d.key === 'name')!;
  assert.equal(name.value, 'Breed Lethality');
  assert.equal(at(text, name.valueRange), 'Breed Lethality');
  assert.equal(at(text, name.keyRange), 'name');
  assert.deepEqual(
    doc.nodes.filter((n) => n.kind === 'section').map((n) => n.kind === 'section' && [n.title, n.section, at(text, n.range)]),
    [
      ['commander', 'commander', 'commander'],
      ['mainBoard', 'main', 'mainBoard'],
      ['sideBoard', 'sideboard', 'sideBoard'],
    ],
  );
  assert.deepEqual(totals(doc), { commander: 1, companion: 0, main: 33, sideboard: 2, maybeboard: 0, outside: 0 });
  // Nodes are in line order (the editor finds them by line).
  const lines = doc.nodes.map((n) => n.line);
  assert.deepEqual(lines, [...lines].sort((a, b) => a - b));
});

test('MTGJSON: a Deck without the meta/data wrapper, CRLF line ends and astral characters keep exact ranges', () => {
  const text = '\ufeff{\r\n  "name": "🂡 Test",\r\n  "mainBoard": [\r\n    {"name": "🂡 Card", "count": 4},\r\n    {"count": "2", "name": "Island"}\r\n  ]\r\n}\r\n';
  const doc = parseDeck(text);
  assert.equal(doc.dialect, 'mtgjson-json');
  assert.deepEqual(doc.diagnostics, []);
  assert.deepEqual(doc.entries.map((e) => [e.quantity, e.name]), [[4, '🂡 Card'], [2, 'Island']]);
  assert.equal(at(text, doc.entries[0].nameRange), '🂡 Card');
  assert.equal(at(text, doc.entries[0].quantityRange!), '4');
  assert.equal(at(text, doc.entries[1].quantityRange!), '2', 'a count written as a string: the digits');
  assert.equal(doc.lineCount, 8);
});

test('MTGJSON: bad counts, cards without a name and a list that is not a list are diagnostics on the spot', () => {
  const text = [
    '{"data": {',
    '  "mainBoard": [',
    '    {"name": "Sol Ring", "count": 0},',
    '    {"name": "Island", "count": 2.5},',
    '    {"name": "Forest", "count": 1000},',
    '    {"count": 1},',
    '    "Plains",',
    '    {"name": "Swamp"}',
    '  ],',
    '  "sideBoard": {"name": "Negate"}',
    '}}',
  ].join('\n');
  const doc = parseDeck(text);
  assert.equal(doc.dialect, 'mtgjson-json');
  const got = doc.diagnostics.map((d) => [d.data?.reason, at(text, d.range)]);
  assert.deepEqual(got, [
    ['quantity-zero', '0'],
    ['quantity-invalid', '2.5'],
    ['quantity-too-large', '1000'],
    ['no-name', '{'],
    ['no-name', '"Plains"'],
    ['json-shape', '{'],
  ]);
  // A card without a count counts one (the count is implied, as for a bare name in text).
  const swamp = doc.entries.find((e) => e.name === 'Swamp')!;
  assert.equal(swamp.quantity, 1);
  assert.equal(swamp.quantityRange, undefined);
  assert.equal(doc.nodes.filter((n) => n.kind === 'unparsed').length, 2);
});

test('MTGJSON: a file that is not valid JSON or not a deck gets one clear diagnostic and no cards', () => {
  const cases: Array<[string, RegExp, string]> = [
    ['{"data": {"mainBoard": [{"name": "Sol Ring", "count": 1},]}}', /not valid JSON \(expected a value, found '\]'\)/, ']'],
    ['{"data": {"mainBoard": [{"name": "Sol Ring" "count": 1}]}}', /not valid JSON \(expected ',' or '\}', found '"'\)/, '"'],
    ['{"data": {"mainBoard": [{"name": "Sol Ring", "count": 1}]}', /not valid JSON \(expected ',' or '\}', found the end of the file\)/, ''],
    ['{"mainBoard": [1] // comment\n}', /not valid JSON \(expected ',' or '\}', found '\/'\)/, '/'],
    ['{"data": {"cards": []}, "other": {"mainBoard": []}}', /not an MTGJSON deck/, '{'],
  ];
  for (const [text, message, where] of cases) {
    assert.equal(detectDialect(text), 'mtgjson-json', text);
    const doc = parseDeck(text);
    assert.equal(doc.diagnostics.length, 1, text);
    const d = doc.diagnostics[0];
    assert.match(d.message, message);
    assert.equal(d.severity, 'error');
    assert.deepEqual(d.data, { reason: 'unread-format', format: 'mtgjson-json' });
    assert.equal(at(text, d.range).trim(), where.trim(), text);
    assert.equal(doc.entries.length, 0);
  }
});

test('MTGJSON: nesting deeper than any deck file is refused with a diagnostic, never a stack overflow', () => {
  const deep = '{"mainBoard": [' + '['.repeat(200_000) + ']'.repeat(200_000) + ']}';
  const doc = parseDeck(deep);
  assert.equal(doc.diagnostics.length, 1);
  assert.match(doc.diagnostics[0].message, new RegExp(`nested more than ${MAX_JSON_DEPTH} deep`));
  // Just within the limit is still JSON.
  assert.equal(parseJsonTree('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)).kind, 'array');
});

test('the JSON reader agrees with JSON.parse on strings and escapes', () => {
  const value = { a: 'x"y\\z\n\t\u0001é🂡/', b: [1, -2.5e3, true, false, null], c: {} };
  const text = JSON.stringify(value, null, 1).replace('é', '\\u00e9');
  const tree = parseJsonTree(text);
  assert.equal(tree.kind, 'object');
  if (tree.kind !== 'object') return;
  const a = tree.members[0].value;
  assert.equal(a.kind === 'string' && a.value, value.a);
  const b = tree.members[1].value;
  assert.deepEqual(b.kind === 'array' && b.items.map((i) => (i.kind === 'number' ? i.raw : i.kind === 'literal' ? i.value : i.kind)), ['1', '-2500', true, false, null]);
});

test('a JSON object without card lists is not taken for an MTGJSON deck (package.json stays text)', () => {
  assert.equal(detectDialect('{\n  "name": "decklist",\n  "version": "1.0.0"\n}\n'), 'text');
  assert.equal(detectDialect('{"format": "commander"}'), 'text');
});

test('OCTGN .o8d: Main, Sideboard and Command Zone sections; quantities and names as written; other sections are outside the deck', () => {
  const { text, doc } = fixture('octgn-commander.o8d');
  assert.equal(doc.dialect, 'octgn-xml');
  assert.deepEqual(doc.diagnostics, []);
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.section, e.sectionName]),
    [
      [1, 'Sol Ring', 'main', 'Main'],
      [30, 'Forest', 'main', 'Main'],
      [1, "Hall of Heliod's Generosity", 'main', 'Main'],
      [1, 'Fire // Ice', 'main', 'Main'],
      [2, 'Negate', 'sideboard', 'Sideboard'],
      [1, "Atraxa, Praetors' Voice", 'commander', 'Command Zone'],
      [1, 'Academy at Tolaria West', 'outside', 'Planes/Schemes'],
    ],
    'the notes are not cards',
  );
  for (const e of doc.entries) {
    assert.equal(at(text, e.quantityRange!), String(e.quantity));
    assert.match(at(text, e.range), /^<card [^]*<\/card>$/);
  }
  assert.equal(at(text, doc.entries[2].nameRange), 'Hall of Heliod&apos;s Generosity', 'entities stay as written in the range');
  assert.equal(at(text, doc.entries[3].nameRange), 'Fire // Ice', 'white space around the name is not part of it');
  assert.equal(doc.entries[3].line, 7);
  assert.deepEqual(
    doc.nodes.filter((n) => n.kind === 'section').map((n) => n.kind === 'section' && [n.title, n.section, at(text, n.range)]),
    [
      ['Main', 'main', 'Main'],
      ['Sideboard', 'sideboard', 'Sideboard'],
      ['Command Zone', 'commander', 'Command Zone'],
      ['Planes/Schemes', 'outside', 'Planes/Schemes'],
    ],
  );
});

test('OCTGN: DOCTYPE refused, malformed XML stops with one diagnostic, a card without a name or with a bad qty is a diagnostic', () => {
  const head = '<?xml version="1.0"?>\n';
  const bomb = `${head}<!DOCTYPE deck [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<deck game="g"><section name="Main"><card qty="1" id="x">&b;</card></section></deck>\n`;
  const d1 = parseDeck(bomb);
  assert.equal(d1.dialect, 'octgn-xml');
  assert.deepEqual(d1.diagnostics.map((d) => d.data?.reason), ['xml-doctype']);
  assert.equal(d1.entries.length, 0);

  const broken = `${head}<deck game="g">\n<section name="Main">\n<card qty="4" id="x">Lightning Bolt</card>\n<card qty="1" id="y">Sol Ring</section>\n</deck>\n`;
  const d2 = parseDeck(broken);
  assert.deepEqual(d2.diagnostics.map((d) => [d.data?.reason, d.range.start.line]), [['xml-malformed', 4]]);
  assert.equal(d2.entries[0].name, 'Lightning Bolt', 'entries before the break are kept');

  const odd = `${head}<deck game="g">\n<section name="Main">\n<card qty="x" id="1">Sol Ring</card>\n<card qty="1" id="2"/>\n<card qty="0" id="3">Island</card>\n<card id="4">Forest</card>\n</section>\n</deck>\n`;
  const d3 = parseDeck(odd);
  assert.deepEqual(d3.diagnostics.map((d) => [d.data?.reason, at(odd, d.range)]), [
    ['quantity-invalid', 'x'],
    ['no-name', '<card qty="1" id="2"/>'],
    ['quantity-zero', '0'],
  ]);
  assert.deepEqual(d3.entries.map((e) => [e.name, e.quantity]), [['Sol Ring', 1], ['Island', 0], ['Forest', 1]]);

  const empty = parseDeck(`${head}<deck game="g"><section name="Main" shared="False" /></deck>`);
  assert.deepEqual(empty.diagnostics.map((d) => [d.severity, d.data?.reason]), [['warning', 'empty']]);
});

test('OCTGN: CRLF line ends and astral characters keep exact ranges', () => {
  const text = '<deck game="g">\r\n<section name="Main">\r\n<card qty="2" id="x">🂡 Card</card><card qty="3" id="y">Æther Vial</card>\r\n</section>\r\n</deck>\r\n';
  const doc = parseDeck(text);
  assert.deepEqual(doc.diagnostics, []);
  assert.deepEqual(doc.entries.map((e) => [at(text, e.quantityRange!), at(text, e.nameRange), e.line]), [['2', '🂡 Card', 2], ['3', 'Æther Vial', 2]]);
});
