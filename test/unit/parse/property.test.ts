// Property-based checks: any input gives a tree (never an exception, never a hang), every range lies
// inside the document, and in the text dialect every line is accounted for by exactly one node.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseDeck, parseDeckBytes } from '../../../server/src/core/parse/index';
import { assertDocument as checkDocument } from '../../support/document-checks';

/** Code units 0..0xFFFF: NUL, control characters, lone surrogates, everything. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Fragments of real decklist syntax, so the generator reaches the interesting paths. */
const deckToken = fc.constantFrom(
  '4', '4x', '0', '1000', ' ', '  ', '\t', '\n', '\r\n', '\r', 'Lightning Bolt', 'Fire // Ice', 'Fire/Ice', '(', ')', '(2X2)', '(40k) 228',
  ' 6p', ' CMD-248', '2*', '[', ']', '[M10]', '[Ramp,Land{noDeck}]', '[Commander{top}]', '{top}', '^Have,#37d67a^', '*F*', '*E*',
  '*Foil*', '*CMDR*', '*', '#', ' # note', '//', '// format: commander', '# team: A', '// fromat: x', 'SB:', 'sb :', 'Sideboard',
  'Commander', 'Companion', 'Deck', 'Maybeboard', 'Creature (14)', '(11 cards)', ':', 'About', 'Name X', '《', '》', '《稲妻/Lightning Bolt》',
  '稲妻', '×4', '枚', '４', 'Henzie "Toolbox" Torre', 'B.F.M. (Big Furry Monster)', '\u0000', '\ufeff', '\ud800', '\udc00', '🂡', 'Æ', '’',
  // Forge, XMage, MTGGoldfish, deckstats and Japanese header decorations.
  '|M10', '|M10|1', '|', '[metadata]', 'Name=', '=', '[Avatar]', 'NAME:', 'LAYOUT MAIN:', '(F)', '<borderless>', '<', '>', ' # !Commander',
  '!', '【', '】', '【サイドボード】', '■', '◆土地 (24)', '\ufffd', '// Note: x', '// TODO: y', '[ETB]', '(pcy) 45',
);

const deckish = fc.array(fc.oneof(deckToken, fc.string({ unit: anyCodeUnit, maxLength: 4 })), { maxLength: 60 }).map((a) => a.join(''));

const xmlValue = fc.oneof(
  fc.constantFrom('1', '0', '4', 'true', 'false', '16777728', 'Sol Ring', 'Fire // Ice', '&amp;', '&apos;', '&bogus;', '&#x1F0A1;', '<', '"', ''),
  fc.string({ unit: anyCodeUnit, maxLength: 6 }),
);
const xmlAttr = fc
  .tuple(fc.constantFrom('Quantity', 'Sideboard', 'Name', 'CatID', 'Annotation', 'number', 'name', 'setShortName', 'x'), xmlValue, fc.constantFrom('"', "'"))
  .map(([k, v, q]) => ` ${k}=${q}${v}${q}`);
const xmlElement = fc
  .tuple(fc.constantFrom('Cards', 'card', 'zone', 'comments', 'deckname', 'NetDeckID'), fc.array(xmlAttr, { maxLength: 5 }), fc.boolean(), deckish)
  .map(([name, attrs, selfClosing, body]) => (selfClosing ? `<${name}${attrs.join('')}/>` : `<${name}${attrs.join('')}>${body}</${name}>`));
const xmlDoc = fc
  .tuple(
    fc.constantFrom('', '\ufeff', '<?xml version="1.0" encoding="utf-8"?>\n', '<?xml version="1.0"?>\r\n<!DOCTYPE x [<!ENTITY a "b">]>\n'),
    fc.constantFrom('Deck', 'cockatrice_deck', 'html'),
    fc.array(fc.oneof(xmlElement, deckish, fc.constantFrom('\n', '\r\n', '<zone name="side">', '</zone>', '<', '&', ']]>')), { maxLength: 20 }),
    fc.boolean(),
  )
  .map(([head, root, children, close]) => `${head}<${root}>${children.join('')}${close ? `</${root}>` : ''}`);

/** OCTGN `.o8d`: sections, `<card qty id>Name</card>`, notes, broken and hostile pieces. */
const octgnDoc = fc
  .tuple(
    fc.constantFrom('', '\ufeff', '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n', '<!DOCTYPE deck [<!ENTITY a "b">]>\n'),
    fc.array(
      fc.oneof(
        fc.tuple(xmlValue, deckish, fc.boolean()).map(([q, name, closed]) => `<card qty="${q}" id="x">${name}${closed ? '</card>' : ''}`),
        xmlValue.map((n) => `<section name="${n}" shared="False">`),
        fc.constantFrom('</section>', '<section name="Command Zone"/>', '<card qty="1" id="y"/>', '<notes><![CDATA[1 Sol Ring]]></notes>', '\r\n', '&amp;', '<', ']]>'),
      ),
      { maxLength: 20 },
    ),
    fc.boolean(),
  )
  .map(([head, children, close]) => `${head}<deck game="g">${children.join('')}${close ? '</deck>' : ''}`);

/** MTGJSON deck JSON: valid and broken JSON around card lists (escapes, odd counts, deep nesting). */
const jsonScalar = fc.oneof(
  fc.constantFrom('1', '0', '4', '-1', '2.5', '1e3', '"4"', 'true', 'false', 'null', '"Sol Ring"', '"Fire // Ice"', '"\\u00e6"', '"\\ud83c"', '"\\x"', '"'),
  fc.string({ unit: anyCodeUnit, maxLength: 5 }).map((t) => JSON.stringify(t)),
  fc.string({ unit: anyCodeUnit, maxLength: 3 }),
);
const jsonCard = fc
  .array(fc.tuple(fc.constantFrom('name', 'count', 'setCode', 'number', 'isFoil', 'foreignData', 'x'), jsonScalar), { maxLength: 5 })
  .map((members) => `{${members.map(([k, v]) => `"${k}": ${v}`).join(', ')}}`);
const jsonDeckDoc = fc
  .tuple(
    fc.constantFrom('', '\ufeff', '{"meta": {"version": "5"}, "data": '),
    fc.array(
      fc.tuple(
        fc.constantFrom('mainBoard', 'sideBoard', 'commander', 'tokens', 'planes', 'name'),
        fc.array(fc.oneof(jsonCard, jsonScalar, fc.constantFrom('[[[[', ']]', '{', '}', ',', '\r\n')), { maxLength: 6 }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
    fc.boolean(),
  )
  .map(([head, lists, close]) => `${head}{${lists.map(([k, items]) => `"${k}": [${items.join(', ')}]`).join(',\n')}${close ? '}' : ''}${head.includes('data') ? '}' : ''}`);

const RUNS = Number(process.env.PARSE_PROPERTY_RUNS ?? 400);

test('property: any string of code units (NUL, lone surrogates, controls) parses without throwing; ranges inside; one node per line', () => {
  fc.assert(
    fc.property(fc.string({ unit: anyCodeUnit, maxLength: 300 }), (text) => {
      checkDocument(text, parseDeck(text));
    }),
    { numRuns: RUNS },
  );
});

test('property: decklist-shaped text parses without throwing; ranges inside; one node per line', () => {
  fc.assert(
    fc.property(deckish, fc.constantFrom(undefined, 'a.edh', 'a.dek', 'a.txt'), (text, fileName) => {
      const t0 = performance.now();
      const doc = parseDeck(text, { fileName });
      // A few hundred characters: anything near this bound would be a pathological (super-linear) path.
      assert.ok(performance.now() - t0 < 1000, 'parsing a short input took more than a second');
      checkDocument(text, doc);
    }),
    { numRuns: RUNS * 2 },
  );
});

test('property: random XML (valid, broken, with DOCTYPE) parses without throwing; ranges inside the document', () => {
  fc.assert(
    fc.property(xmlDoc, (text) => {
      const doc = parseDeck(text);
      checkDocument(text, doc);
    }),
    { numRuns: RUNS },
  );
});

test('property: random OCTGN .o8d and MTGJSON deck JSON (valid, broken, hostile) parse without throwing; ranges inside', () => {
  const dialects = new Set<string>();
  fc.assert(
    fc.property(fc.oneof(octgnDoc, jsonDeckDoc), (text) => {
      const doc = parseDeck(text);
      dialects.add(doc.dialect);
      checkDocument(text, doc);
      for (const e of doc.entries) assert.ok(e.name.trim().length > 0, 'an entry has a name');
    }),
    { numRuns: RUNS },
  );
  assert.ok(dialects.has('octgn-xml') && dialects.has('mtgjson-json'), `both dialects were generated: ${[...dialects].join(', ')}`);
});

test('property: any bytes (invalid UTF-8, BOMs, UTF-16) decode and parse without throwing', () => {
  fc.assert(
    fc.property(
      fc.tuple(fc.constantFrom([], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]), fc.uint8Array({ maxLength: 400 })),
      ([bom, body]) => {
        const bytes = new Uint8Array([...bom, ...body]);
        const doc = parseDeckBytes(bytes);
        assert.ok(doc.lineCount >= 1);
        for (const n of doc.nodes) assert.ok(n.range.start.line < doc.lineCount);
      },
    ),
    { numRuns: RUNS },
  );
});

test('huge inputs stay fast: 1 MB lines of several shapes parse in bounded time', () => {
  const mb = 1 << 20;
  const shapes = [
    'a'.repeat(mb),
    '4 ' + 'x '.repeat(mb / 2),
    '1 ' + '*'.repeat(mb),
    '1 Card ' + '['.repeat(mb / 2) + ']'.repeat(mb / 2),
    '1 Card ' + '( '.repeat(mb / 2),
    '1 ' + 'a #'.repeat(mb / 3),
    '#'.repeat(mb),
    '// ' + 'k:'.repeat(mb / 2),
    '9'.repeat(mb),
    '<Deck>' + '<Cards Name="x"/>'.repeat(mb / 17) + '</Deck>',
    '<Deck><Cards Name="' + 'a'.repeat(mb) + '"/></Deck>',
    '<Deck>' + '<a>'.repeat(mb / 3),
    '\u0000'.repeat(mb),
    '\n'.repeat(100_000),
    '1 Sol Ring\r\n'.repeat(20_000),
    // A whole Arena import on one line, far longer than any deck.
    '4 a (AB) 1 '.repeat(mb / 11),
    'デッキ ' + '4 a (AB) 1 '.repeat(mb / 11),
  ];
  for (const text of shapes) {
    const t0 = performance.now();
    const doc = parseDeck(text);
    const ms = performance.now() - t0;
    // Generous bound: this guards against hangs and quadratic blow-ups (seconds to minutes), not
    // speed, which bench/parse.bench.ts measures; the machine may be busy with other work.
    assert.ok(ms < 5000, `${JSON.stringify(text.slice(0, 20))}… took ${ms.toFixed(0)} ms`);
    if (doc.dialect === 'text') assert.equal(doc.nodes.length, doc.lineCount);
  }
});
