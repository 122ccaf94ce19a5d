// What pasted text is (paste detection) and the extension Save As proposes for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { looksLikeDecklist, namesMakeADeck, saveExtension } from '../../../client/src/deck-text';

const ARENA = 'Commander\n1 Atraxa, Praetors\' Voice (2XM) 190\n\nDeck\n1 Sol Ring (CMR) 472\n1 Arcane Signet (ELD) 331\n1 Command Tower (CMR) 350\n';
const MTGO_TEXT = '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain\n\n2 Smash to Smithereens\n';
const MOXFIELD = '1 Sol Ring\n1 Arcane Signet\n1 Command Tower\n\n1 Atraxa, Praetors\' Voice\n';
const ARCHIDEKT = '1x Sol Ring (cmr) 472 [Ramp]\n1x Arcane Signet (eld) 331 [Ramp]\n1x Command Tower (cmr) 350 [Land]\n';
const JAPANESE = 'デッキ\n4 《稲妻/Lightning Bolt》\n4 《渋面の溶岩使い/Grim Lavamancer》\n20 山\n\nサイドボード\n2 紅蓮破\n';
const MTGO_XML = '<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n</Deck>\n';

test('decklists: Arena, MTGO text, Moxfield, Archidekt, Japanese, MTGO XML', () => {
  for (const [name, text] of Object.entries({ ARENA, MTGO_TEXT, MOXFIELD, ARCHIDEKT, JAPANESE, MTGO_XML })) assert.equal(looksLikeDecklist(text), true, name);
});

test('not decklists: prose, a shopping list of two lines, a numbered list with much prose', () => {
  assert.equal(looksLikeDecklist('Dear team,\nthe meeting is at 3.\nRegards\n'), false);
  assert.equal(looksLikeDecklist('2 eggs\n1 milk\n'), false, 'two lines');
  assert.equal(looksLikeDecklist('1 first point\n2 second point\n3 third\nsome words\nmore words\nand more\n'), false);
});

test('a shopping list has a deck\'s shape; its names decide: at least three cards, and at least half of the names', () => {
  assert.equal(looksLikeDecklist('2 eggs\n1 milk\n3 apples\n1 bread\n'), true, 'the shape alone cannot tell');
  assert.equal(namesMakeADeck({ names: 4, known: 0 }), false);
  assert.equal(namesMakeADeck(null), false, 'no card data yet: no switch');
  assert.equal(namesMakeADeck({ names: 3, known: 3 }), true);
  assert.equal(namesMakeADeck({ names: 6, known: 3 }), true, 'half of the names: new cards the data does not know yet');
  assert.equal(namesMakeADeck({ names: 7, known: 3 }), false);
  assert.equal(namesMakeADeck({ names: 2, known: 2 }), false, 'two cards are too few to tell');
});

test('Save As: an extension the extension opens as a deck: .dec for plain text and Arena exports, .dek only for MTGO XML, .edh for a Commander deck in plain text', () => {
  assert.equal(saveExtension(MTGO_TEXT, false), '.dec');
  assert.equal(saveExtension(ARENA, true), '.dec');
  assert.equal(saveExtension(MTGO_XML, false), '.dek');
  assert.equal(saveExtension(MOXFIELD, true), '.edh');
  assert.equal(saveExtension('<?xml version="1.0"?>\n<cockatrice_deck version="1"></cockatrice_deck>', false), '.cod');
});
