import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectDialect, parseDeck } from '../../../server/src/core/parse/index';
import { at, fixture, totals } from './helpers';

test('MTGO .dek XML: quantities, sideboard, and the commander is the sideboard entry annotated 16777728', () => {
  const { text, doc } = fixture('mtgo-dek-commander-annotation.dek');
  assert.equal(doc.dialect, 'mtgo-xml');
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.section]),
    [
      [1, 'Sol Ring', 'main'],
      [10, 'Island', 'main'],
      [1, "Atraxa, Praetors' Voice", 'commander'],
      [2, 'Negate', 'sideboard'],
    ],
  );
  // Ranges point at the attribute values in the source (entities stay as written there).
  const atraxa = doc.entries[2];
  assert.equal(at(text, atraxa.nameRange), 'Atraxa, Praetors&apos; Voice');
  assert.equal(at(text, atraxa.quantityRange!), '1');
  assert.equal(at(text, atraxa.markers[0].range), '16777728');
  assert.equal(atraxa.markers[0].kind, 'commander');
  assert.equal(at(text, doc.entries[1].quantityRange!), '10');
  assert.match(at(text, doc.entries[1].range), /^<Cards CatID="2".*\/>$/);
  assert.deepEqual(doc.diagnostics, []);
});

test('MTGO .dek with a UTF-8 byte-order mark reads the same', () => {
  const plain = fixture('mtgo-dek-commander-annotation.dek').doc;
  const bom = fixture('mtgo-dek-with-bom.dek').doc;
  assert.equal(bom.dialect, 'mtgo-xml');
  assert.deepEqual(bom.entries, plain.entries);
});

test('a .dek file holding plain text is read as text', () => {
  const { doc } = fixture('mtgo-dek-plain-text.dek');
  assert.equal(doc.dialect, 'text');
  assert.deepEqual(totals(doc).main, 24);
  assert.deepEqual(totals(doc).sideboard, 2);
});

test('Cockatrice .cod: zones main/side/other, missing number = 1, CDR: comment line is a commander directive, deckname', () => {
  const { text, doc } = fixture('cockatrice-zones.cod');
  assert.equal(doc.dialect, 'cockatrice-xml');
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.section]),
    [
      [1, 'Oloro, Ageless Ascetic', 'main'],
      [1, 'Sol Ring', 'main'],
      [30, 'Island', 'main'],
      [2, 'Negate', 'sideboard'],
      [1, 'Soldier', 'outside'],
    ],
  );
  assert.equal(doc.entries[1].quantityRange, undefined);
  assert.equal(at(text, doc.entries[2].nameRange), 'Island');
  assert.equal(at(text, doc.entries[2].quantityRange!), '30');
  const cdr = doc.directives.find((d) => d.key === 'commander')!;
  assert.equal(cdr.value, 'Oloro, Ageless Ascetic');
  assert.equal(at(text, cdr.valueRange), 'Oloro, Ageless Ascetic');
  assert.equal(at(text, cdr.keyRange), 'CDR');
  const name = doc.directives.find((d) => d.key === 'name')!;
  assert.equal(name.value, 'Test & Deck');
  // Nodes come in document order.
  const starts = doc.nodes.map((n) => n.range.start.line);
  assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
});

test('an XML bomb (DOCTYPE with entities) is refused at once with a diagnostic, never expanded', () => {
  const { text, doc } = fixture('xml-bomb-doctype.dek');
  assert.equal(doc.entries.length, 0);
  assert.equal(doc.diagnostics.length, 1);
  assert.match(doc.diagnostics[0].message, /DOCTYPE/);
  assert.equal(at(text, doc.diagnostics[0].range), '<!DOCTYPE');
  // A much larger bomb still answers immediately.
  const levels = ['<!ENTITY a0 "' + 'x'.repeat(10) + '">'];
  for (let i = 1; i < 30; i++) levels.push(`<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`);
  const big = `<?xml version="1.0"?>\n<!DOCTYPE Deck [${levels.join('\n')}]>\n<Deck><Cards Quantity="1" Name="&a29;"/></Deck>`;
  const t0 = performance.now();
  const d2 = parseDeck(big);
  assert.ok(performance.now() - t0 < 500);
  assert.equal(d2.entries.length, 0);
  assert.match(d2.diagnostics[0].message, /DOCTYPE/);
});

test('an undefined entity is a diagnostic, not an expansion', () => {
  const doc = parseDeck('<Deck><Cards Quantity="1" Sideboard="false" Name="&xxe;"/></Deck>');
  assert.equal(doc.dialect, 'mtgo-xml');
  assert.equal(doc.entries.length, 0);
  assert.match(doc.diagnostics[0].message, /malformed/);
});

test('malformed XML keeps the entries read so far and reports where it broke', () => {
  const { doc } = fixture('xml-malformed.dek');
  assert.deepEqual(
    doc.entries.map((e) => e.name),
    ['Sol Ring'],
  );
  const errors = doc.diagnostics.filter((d) => d.severity === 'error');
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /malformed.*re-export/);
  assert.ok(errors[0].range.start.line >= 3);
});

test('XML quantities that are not numbers, 0, or missing names are diagnostics', () => {
  const doc = parseDeck(
    '<Deck>\n<Cards Quantity="two" Sideboard="false" Name="Opt"/>\n<Cards Quantity="0" Sideboard="false" Name="Ponder"/>\n<Cards Quantity="1" Sideboard="false"/>\n' +
      '<Cards Quantity="1000" Name="Brainstorm"/>\n<Cards Quantity="99999999999999999999" Name="Preordain"/>\n</Deck>',
  );
  assert.deepEqual(
    doc.diagnostics.map((d) => [d.range.start.line, (d.data as { reason: string }).reason]),
    [
      [1, 'quantity-invalid'],
      [2, 'quantity-zero'],
      [3, 'no-name'],
      [4, 'quantity-too-large'],
      [5, 'quantity-too-large'],
    ],
  );
  assert.match(doc.diagnostics[4].message, /Quantity 99999999999999999999 for 'Preordain' is more than 999/);
  assert.ok(doc.entries.find((e) => e.name === 'Preordain')!.quantity > 999, 'an absurd count is not silently read as 1');
  assert.equal(doc.nodes.filter((n) => n.kind === 'unparsed').length, 1);
});

test('XML ranges are right with CRLF line ends and astral characters', () => {
  const text = '<Deck>\r\n  <Cards Quantity="2" Sideboard="false" Name="🂡 Ace"/>\r\n  <Cards Quantity="3" Sideboard="true" Name="Opt"/>\r\n</Deck>\r\n';
  const doc = parseDeck(text);
  assert.equal(at(text, doc.entries[0].nameRange), '🂡 Ace');
  assert.equal(at(text, doc.entries[1].nameRange), 'Opt');
  assert.deepEqual(doc.entries[1].quantityRange, { start: { line: 2, character: 19 }, end: { line: 2, character: 20 } });
  assert.equal(doc.lineCount, 5);
});

test('dialect detection looks past a BOM and whitespace', () => {
  assert.equal(detectDialect('\ufeff  <?xml version="1.0"?><Deck/>'), 'mtgo-xml');
  assert.equal(detectDialect('<?xml version="1.0"?>\n<cockatrice_deck version="1"/>'), 'cockatrice-xml');
  assert.equal(detectDialect('4 Lightning Bolt'), 'text');
  assert.equal(detectDialect('<b>4 Lightning Bolt</b>'), 'text');
});

test('an external entity (SYSTEM) is never fetched nor read: the DOCTYPE is refused', () => {
  const doc = parseDeck('<?xml version="1.0"?>\n<!DOCTYPE Deck SYSTEM "file:///etc/passwd">\n<Deck><Cards Quantity="1" Name="&x;"/></Deck>');
  assert.equal(doc.entries.length, 0);
  assert.deepEqual(doc.diagnostics[0].range, { start: { line: 1, character: 0 }, end: { line: 1, character: 9 } });
  assert.doesNotMatch(JSON.stringify(doc), /root:/);
});

test('XML limits: 20,000-deep nesting is refused at the 65th level with a diagnostic, in bounded time', () => {
  const n = 20_000;
  const text = '<?xml version="1.0"?>\n<cockatrice_deck version="1"><zone name="main"><card number="1" name="Island"/></zone>' + '<a>'.repeat(n) + '</a>'.repeat(n) + '</cockatrice_deck>';
  const t0 = performance.now();
  const doc = parseDeck(text);
  assert.ok(performance.now() - t0 < 1000);
  assert.deepEqual(doc.entries.map((e) => e.name), ['Island'], 'what came before the limit is kept');
  const d = doc.diagnostics.find((x) => x.data?.reason === 'xml-too-large');
  assert.ok(d, JSON.stringify(doc.diagnostics));
  assert.match(d.message, /nested more than 64 deep/);
  assert.equal(d.severity, 'error');
  // The diagnostic points at the <a> that went one level too deep (the root and 63 <a> fit).
  assert.equal(at(text, d.range), '<');
  assert.equal(d.range.start.character, text.indexOf('<a>') + 63 * 3 - text.lastIndexOf('\n', text.indexOf('<a>')) - 1);
});

test('XML limits: a real deck nests 3 deep and is not affected; 64 levels are still read', () => {
  const ok = '<cockatrice_deck>' + '<a>'.repeat(62) + '<card name="Island"/>' + '</a>'.repeat(62) + '</cockatrice_deck>';
  const doc = parseDeck(ok);
  assert.deepEqual(doc.entries.map((e) => e.name), ['Island']);
  assert.ok(!doc.diagnostics.some((d) => d.data?.reason === 'xml-too-large'));
});

test('XML limits: more than 100,000 elements stop the parse with a diagnostic', () => {
  const text = '<Deck>' + '<Cards Quantity="1" Name="Island"/>'.repeat(100_005) + '</Deck>';
  const doc = parseDeck(text);
  assert.equal(doc.entries.length, 99_999, 'the root counts as one element');
  const d = doc.diagnostics.find((x) => x.data?.reason === 'xml-too-large');
  assert.match(d!.message, /more than 100,000 elements/);
});

test('XML limits: a 50 MB attribute, text or tag name is refused after 256 KB, without reading the rest', () => {
  const big = 'a'.repeat(50 << 20);
  const shapes = [
    `<?xml version="1.0"?><Deck><Cards Quantity="1" Name="${big}"/></Deck>`,
    `<?xml version="1.0"?><cockatrice_deck><comments>${big}</comments></cockatrice_deck>`,
    `<?xml version="1.0"?><Deck><C${big}/></Deck>`,
    `<?xml version="1.0"?><Deck><!--${big}--></Deck>`,
    `<?xml version="1.0"?><Deck><Cards Quantity="1" Name="${'&amp;'.repeat(1e6)}"/></Deck>`,
  ];
  for (const text of shapes) {
    const t0 = performance.now();
    const doc = parseDeck(text);
    const ms = performance.now() - t0;
    assert.ok(ms < 3000, `${text.slice(0, 40)}… took ${ms.toFixed(0)} ms`);
    assert.equal(doc.entries.length, 0);
    const d = doc.diagnostics.find((x) => x.data?.reason === 'xml-too-large');
    assert.ok(d, `${text.slice(0, 40)}: ${JSON.stringify(doc.diagnostics)}`);
    assert.match(d.message, /more than 256 KB/);
    assert.ok(d.range.start.character < 100, 'points at where the oversized construct starts');
  }
});

test('XML: a long comment block below the limit is still read (Cockatrice comments with CDR:)', () => {
  const notes = 'x'.repeat(200_000);
  const doc = parseDeck(`<cockatrice_deck><comments>${notes}\nCDR: Sol Ring</comments><zone name="main"><card number="1" name="Island"/></zone></cockatrice_deck>`);
  assert.equal(doc.entries.length, 1);
  assert.equal(doc.directives.find((d) => d.key === 'commander')?.value, 'Sol Ring');
});

test('XML limits: long runs of blank lines around and between elements are not an oversized construct', () => {
  const blank = '\n'.repeat(300_000);
  for (const text of [
    `<?xml version="1.0"?>${blank}<Deck><Cards Quantity="1" Name="Island"/></Deck>`,
    `<Deck>${' '.repeat(300_000)}<Cards Quantity="1" Name="Island"/></Deck>`,
    `<Deck><Cards Quantity="1" Name="Island"/></Deck>${blank}`,
  ]) {
    const doc = parseDeck(text);
    assert.deepEqual(doc.entries.map((e) => e.name), ['Island']);
    assert.deepEqual(doc.diagnostics, []);
  }
});
