// XML decks are recognized by their root element first, then by their extension, with or without
// an XML declaration (issue 22: XMage's OCTGN test decks have neither a declaration nor `game`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectDialect, parseDeck, xmlRootElement } from '../../../server/src/core/parse/index';
import { fixture, totals } from './helpers';

test('an OCTGN .o8d with a <deck> root, no game attribute and no declaration reads its cards', () => {
  const { doc } = fixture('octgn-no-declaration.o8d');
  assert.equal(doc.dialect, 'octgn-xml');
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.section]),
    [
      [1, 'Llanowar Elves', 'main'],
      [3, 'Grizzly Bears', 'main'],
      [16, 'Forest', 'main'],
      [2, 'Naturalize', 'sideboard'],
    ],
  );
  assert.deepEqual(doc.diagnostics, [], 'no warning about the root element');
});

test('a .cod without a declaration (after a BOM and blank lines) is read as Cockatrice', () => {
  const { doc } = fixture('cockatrice-no-declaration.cod');
  assert.equal(doc.dialect, 'cockatrice-xml');
  assert.equal(totals(doc).main, 24);
  assert.equal(totals(doc).sideboard, 3);
  assert.equal(doc.directives.find((d) => d.key === 'name')?.value, 'No declaration');
  assert.deepEqual(doc.diagnostics, []);
});

test('the root element decides before the extension; case tells MTGO <Deck> from OCTGN <deck>', () => {
  const mtgo = '<Deck>\n  <Cards Quantity="4" Sideboard="false" Name="Opt"/>\n</Deck>\n';
  const octgn = '<deck>\n  <section name="Main"><card qty="4">Opt</card></section>\n</deck>\n';
  const cockatrice = '<cockatrice_deck version="1"><zone name="main"><card number="4" name="Opt"/></zone></cockatrice_deck>';
  for (const name of [undefined, 'deck.txt', 'deck.cod', 'deck.o8d', 'deck.dek']) {
    assert.equal(detectDialect(mtgo, name), 'mtgo-xml', String(name));
    assert.equal(detectDialect(octgn, name), 'octgn-xml', String(name));
    assert.equal(detectDialect(cockatrice, name), 'cockatrice-xml', String(name));
    assert.equal(parseDeck(octgn, { fileName: name }).entries[0]?.quantity, 4, String(name));
  }
  // A comment, a processing instruction and a DOCTYPE with an internal subset come before the root.
  assert.equal(xmlRootElement('<?xml version="1.0"?>\n<!-- exported <by> hand -->\n<?pi x?>\n<!DOCTYPE deck [ <!ENTITY a "b"> ]>\n<deck/>'), 'deck');
});

test('an unknown root falls back to the extension, then to the declaration, else the file is text', () => {
  const odd = '<list>\n  <card qty="2">Opt</card>\n</list>\n';
  assert.equal(detectDialect(odd, 'my.o8d'), 'octgn-xml');
  assert.equal(detectDialect(odd, 'my.cod'), 'cockatrice-xml');
  assert.equal(detectDialect(odd, 'my.dek'), 'mtgo-xml');
  assert.equal(detectDialect(odd), 'text');
  assert.equal(detectDialect('<?xml version="1.0"?>\n' + odd), 'mtgo-xml');
  // Read as the extension says, with the warning that the root is not the expected one.
  const doc = parseDeck(odd, { fileName: 'my.o8d' });
  assert.deepEqual(doc.entries.map((e) => [e.quantity, e.name]), [[2, 'Opt']]);
  assert.match(doc.diagnostics[0].message, /root element is <list>, not <deck>/);
  assert.equal(detectDialect('<b>4 Lightning Bolt</b>', 'deck.txt'), 'text');
});

test('an unterminated declaration, comment or DOCTYPE before any root ends the search at once (no root, no hang)', () => {
  for (const head of ['<?xml version="1.0"', '<!-- never closed', '<!DOCTYPE deck [ <!ENTITY a "b">', '<!DOCTYPE deck', '<?', '<!--', '<!', '<']) {
    const t0 = performance.now();
    assert.equal(xmlRootElement(head), undefined, head);
    assert.equal(detectDialect(head, 'x.txt'), /^<[?!]/.test(head) && /^<(?:\?xml|!DOCTYPE)/i.test(head) ? 'mtgo-xml' : 'text', head);
    parseDeck(head, { fileName: 'x.o8d' });
    assert.ok(performance.now() - t0 < 200, head);
  }
  assert.equal(xmlRootElement('<?pi?><!-- c --><Deck>'), 'Deck');
});
