// Quick fixes as the service computes them, judged by the text they leave: every fix is applied to
// the deck and the whole resulting text compared (the server only wraps them in versioned edits).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { createDecklistService, type DeckFix, type DecklistService } from '../../../server/src/core/index';
import { RULES_CARDS, card } from '../../fixtures/rules/cards';
import { BRACKET_DB_CARDS } from '../../fixtures/brackets/cards';
import { applied, fixesOn, titles } from './fix-helpers';
import { INFO, commanderDeck } from '../rules/helpers';

/** Two cards one letter apart, so that `Mirror Mace` is a misspelling of either. */
const MIRRORS = ['Mirror Mage', 'Mirror Maze'].map((name) =>
  card({ name, mana_cost: '{U}', cmc: 1, type_line: 'Instant', oracle_text: 'Draw a card.', colors: ['U'], color_identity: ['U'] }),
);
const CARDS = [...RULES_CARDS, ...MIRRORS].map(cardFromScryfall);
const today = new Date().toISOString().slice(0, 10);
/** Card data of today: an unknown name is a misspelling or a card newer than anything printed. */
const currentData: CardDatabase = createMemoryCardDatabase(CARDS, { ...INFO, date: today, cards: CARDS.length });
/** Card data of 2020: an unknown name may be a card newer than the data. */
const oldData: CardDatabase = createMemoryCardDatabase(CARDS, { ...INFO, date: '2020-01-01', cards: CARDS.length });

const services = new Map<string, DecklistService>();
function service(format: string, db = currentData): DecklistService {
  const key = `${format}:${db.info.date}`;
  let s = services.get(key);
  if (!s) services.set(key, (s = createDecklistService({ cards: db, defaultFormat: format })));
  return s;
}

const byTitle = (fixes: DeckFix[], title: string) => fixes.find((f) => f.title === title);
const lineOf = (text: string, written: string) => text.split('\n').indexOf(written);

describe('renaming an unknown name', () => {
  test('a near-certain misspelling is changed, preferred, and fixed by fix-all', () => {
    const s = service('legacy');
    const text = '4 Lightnig Bolt\n56 Mountain\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(fixes), ['Change to "Lightning Bolt" (preferred)']);
    assert.equal(applied(text, fixes[0]), '4 Lightning Bolt\n56 Mountain\n');
    assert.equal(applied(text, s.fixAll(check, text)), '4 Lightning Bolt\n56 Mountain\n');
  });

  test('several suggestions: only the near-certain one is a fix, and it is preferred; two near-certain ones are a choice', () => {
    const s = service('legacy');
    const one = '4 Mirror Magee\n56 Island\n';
    const c1 = s.check(one);
    const unknown = c1.diagnostics.find((d) => d.code === 'unknown-card')!;
    assert.deepEqual(unknown.data?.suggestions, ['Mirror Mage', 'Mirror Maze']);
    const f1 = fixesOn(s, c1, one, 0);
    assert.deepEqual(titles(f1), ['Change to "Mirror Mage" (preferred)']);
    assert.equal(applied(one, s.fixAll(c1, one)), '4 Mirror Mage\n56 Island\n');

    const two = '4 Mirror Mace\n56 Island\n';
    const c2 = s.check(two);
    const f2 = fixesOn(s, c2, two, 0);
    assert.deepEqual(titles(f2), ['Change to "Mirror Mage"', 'Change to "Mirror Maze"']);
    assert.equal(applied(two, f2[1]), '4 Mirror Maze\n56 Island\n');
    assert.equal(s.fixAll(c2, two), undefined, 'fix-all never picks one of two cards');
  });

  test('a far guess stays in the message: no rename; the line can be removed or moved to the Maybeboard', () => {
    const s = service('legacy');
    const text = '4 Lightning Blast\n56 Mountain\n';
    const check = s.check(text);
    assert.match(check.diagnostics.find((d) => d.code === 'unknown-card')!.message, /Did you mean "Lightning Bolt"\?/);
    const fixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(fixes), ['Remove Lightning Blast from the deck', 'Move Lightning Blast to the Maybeboard']);
    assert.equal(applied(text, fixes[0]), '56 Mountain\n');
    assert.equal(applied(text, fixes[1]), '56 Mountain\n\nMaybeboard\n4 Lightning Blast\n');
    assert.equal(s.fixAll(check, text), undefined);
  });

  test('card data older than the deck may be: "Update Card Data" comes first, and only slips a new name hardly makes are fixed', () => {
    const s = service('legacy', oldData);
    const text = '4 Lightnig Bolt\n4 Mirror Mace\n52 Island\n';
    const check = s.check(text);
    const [bolt, mace] = check.diagnostics.filter((d) => d.code === 'unknown-card');
    assert.match(mace.message, /^Unknown card "Mirror Mace"\. Did you mean "Mirror Mage" or "Mirror Maze"\? The card may be newer than the card data\.$/);
    const boltFixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(boltFixes), ['Update Card Data', 'Change to "Lightning Bolt" (preferred)']);
    assert.equal(boltFixes[0].command, 'update-card-data');
    assert.deepEqual(boltFixes[0].edits, []);
    assert.equal(bolt.range.start.line, 0);
    // A mistyped letter may be a new card's name: no rename.
    const maceFixes = fixesOn(s, check, text, 1);
    assert.deepEqual(titles(maceFixes), ['Update Card Data', 'Remove Mirror Mace from the deck', 'Move Mirror Mace to the Maybeboard']);
    assert.equal(applied(text, s.fixAll(check, text)), '4 Lightning Bolt\n4 Mirror Mace\n52 Island\n');
  });

  test('a rename that would make a copy-limit error: the line is dropped (or lowered) first, the bare rename is not preferred', () => {
    const s = service('commander');
    const text = commanderDeck('Phelddagrif', ['Counterspell', 'Counterspel']);
    const check = s.check(text);
    const line = lineOf(text, '1 Counterspel');
    const first = lineOf(text, '1 Counterspell');
    const fixes = fixesOn(s, check, text, line);
    assert.deepEqual(titles(fixes), [`Delete this line: Counterspell is already in the deck (line ${first + 1}) (preferred)`, 'Change to "Counterspell"']);
    const expected = text.replace('1 Counterspel\n', '');
    assert.equal(applied(text, fixes[0]), expected);
    assert.equal(s.fixAll(check, text), undefined, 'fix-all deletes no line: Delete or Change is the player\'s choice');
    assert.deepEqual(s.check(expected).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code), ['deck-size']);

    const legacy = service('legacy');
    const four = '3 Counterspell\n2 Counterspel\n55 Island\n';
    const c4 = legacy.check(four);
    const f4 = fixesOn(legacy, c4, four, 1);
    assert.deepEqual(titles(f4), ['Change to "Counterspell" and lower the quantity to 1 (preferred)', 'Change to "Counterspell"']);
    assert.equal(applied(four, f4[0]), '3 Counterspell\n1 Counterspell\n55 Island\n');
  });

  test('a pasted collection of over 2,000 lines is not checked again per fix: its renames are offered, not preferred', () => {
    const s = service('legacy');
    const text = '4 Lightnig Bolt\n' + '1 Island\n'.repeat(2000);
    const check = s.check(text);
    assert.deepEqual(titles(fixesOn(s, check, text, 0)), ['Change to "Lightning Bolt"']);
  });

  test('a rename that would make the card an error of another kind is offered, never preferred, left out of fix-all', () => {
    // Sol Ring is banned in Legacy: the name is fixed by hand, knowing what it reveals.
    const s = service('legacy');
    const text = '1 Sol Rnig\n59 Island\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(fixes), ['Change to "Sol Ring"']);
    assert.equal(applied(text, fixes[0]), '1 Sol Ring\n59 Island\n');
    assert.equal(s.fixAll(check, text), undefined);
  });

  test('a rename that only brings a warning (a Game Changer over the declared bracket) is still preferred and in fix-all', () => {
    const cards = BRACKET_DB_CARDS.map(cardFromScryfall);
    const s = createDecklistService({ cards: createMemoryCardDatabase(cards, { ...INFO, date: today, cards: cards.length }), defaultFormat: 'commander' });
    const text = '// bracket: 2\n' + commanderDeck("Atraxa, Praetors' Voice", ['Rhystic Studdy'], ['Forest', 'Island', 'Plains', 'Swamp']);
    const line = text.split('\n').indexOf('1 Rhystic Studdy');
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, line);
    assert.deepEqual(titles(fixes), ['Change to "Rhystic Study" (preferred)']);
    const renamed = text.replace('Rhystic Studdy', 'Rhystic Study');
    assert.equal(applied(text, fixes[0]), renamed);
    assert.equal(applied(text, s.fixAll(check, text)), renamed);
    assert.deepEqual(s.check(renamed).diagnostics.filter((d) => d.card === 'Rhystic Study').map((d) => [d.severity, d.code]), [['warning', 'bracket']]);
  });
});

describe('copy limits: every fix leaves exactly the limit', () => {
  test('《稲妻/Lightning Bolt》 teaches the deck what 稲妻 means, offline without the name table; the copy-limit fix lowers 4 稲妻 to 3', () => {
    const s = service('legacy');
    const text = '1 《稲妻/Lightning Bolt》\n4 稲妻\n55 Mountain\n';
    const check = s.check(text);
    assert.deepEqual(check.diagnostics.map((d) => [d.code, d.range.start.line]), [['copy-limit', 1]]);
    assert.match(check.diagnostics[0].message, /Remove 1\.$/);
    const fixes = fixesOn(s, check, text, 1);
    assert.deepEqual(titles(fixes), ['Set the quantity of 《稲妻》 to 3 (preferred)']);
    assert.equal(applied(text, fixes[0]), '1 《稲妻/Lightning Bolt》\n3 稲妻\n55 Mountain\n');
    assert.equal(s.fixAll(check, text), undefined, 'fix-all lowers no count');
  });

  test('a duplicate line holding just the excess is deleted; one holding less takes the rest from the last line', () => {
    const s = service('legacy');
    const even = '2 Lightning Bolt\n2 Lightning Bolt\n2 Lightning Bolt\n54 Mountain\n';
    const c1 = s.check(even);
    assert.deepEqual(titles(fixesOn(s, c1, even, 1)), ['Delete this duplicate Lightning Bolt line (preferred)']);
    assert.equal(applied(even, fixesOn(s, c1, even, 1)[0]), '2 Lightning Bolt\n2 Lightning Bolt\n54 Mountain\n');
    assert.equal(s.fixAll(c1, even), undefined, 'fix-all deletes no line');

    const uneven = '3 Lightning Bolt\n1 Lightning Bolt\n1 Lightning Bolt\n1 Lightning Bolt\n54 Mountain\n';
    const c2 = s.check(uneven);
    const fixes = fixesOn(s, c2, uneven, 1);
    assert.deepEqual(titles(fixes), ['Remove 2 copies of Lightning Bolt: from this line and line 4 (preferred)']);
    assert.equal(applied(uneven, fixes[0]), '3 Lightning Bolt\n1 Lightning Bolt\n54 Mountain\n');
    const first = fixesOn(s, c2, uneven, 0);
    assert.deepEqual(titles(first), []);
  });

  test('a line over the limit by itself is lowered; a card that allows seven keeps seven', () => {
    const legacy = service('legacy');
    const dwarves = '9 Seven Dwarves\n51 Mountain\n';
    const c1 = legacy.check(dwarves);
    assert.deepEqual(titles(fixesOn(legacy, c1, dwarves, 0)), ['Set the quantity of Seven Dwarves to 7 (preferred)']);
    assert.equal(legacy.fixAll(c1, dwarves), undefined, 'fix-all lowers no count');
    const s = service('commander');
    const text = commanderDeck('Phelddagrif', ['2 Sol Ring']);
    const check = s.check(text);
    assert.deepEqual(titles(fixesOn(s, check, text, lineOf(text, '2 Sol Ring'))), ['Set the quantity of Sol Ring to 1 (preferred)']);
    assert.equal(s.fixAll(check, text), undefined);
  });

  test('singleton: three lines of one card leave one', () => {
    const s = service('commander');
    const text = commanderDeck('Phelddagrif', ['Sol Ring', 'Counterspell', 'Sol Ring', 'Sol Ring']);
    const check = s.check(text);
    const rings = text.split('\n').flatMap((l, i) => (l === '1 Sol Ring' ? [i] : []));
    assert.deepEqual(
      check.diagnostics.filter((d) => d.code === 'singleton').map((d) => d.range.start.line),
      rings.slice(1),
    );
    const second = fixesOn(s, check, text, rings[1]);
    assert.deepEqual(titles(second), [`Remove 2 copies of Sol Ring: from this line and line ${rings[2] + 1} (preferred)`]);
    const once = (t: string) => t.split('\n').filter((l) => l === '1 Sol Ring').length;
    assert.equal(once(applied(text, second[0])), 1);
    assert.equal(s.fixAll(check, text), undefined);
  });
});

describe('fix-all and the fixes of a kind', () => {
  test('fix-all on a deck mixing safe and unsafe problems applies only the safe ones', () => {
    const s = service('commander');
    const text =
      '// format: commander\n' +
      commanderDeck('Phelddagrif', ['Goblin Piker', 'Balance', 'Sol Ring', 'sol ring', 'Counterspel', 'Mirror Mace', 'Unheard Of Card', '2 Llanowar Elves', 'kitchen finks']);
    const check = s.check(text);
    const codes = check.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
    assert.deepEqual(codes.sort(), ['banned', 'color-identity', 'singleton', 'singleton', 'unknown-card', 'unknown-card', 'unknown-card']);
    // Names only: the second Sol Ring, the extra Llanowar Elves, the off-color and banned cards stay for the player.
    const expected = text.replace('1 sol ring\n', '1 Sol Ring\n').replace('1 Counterspel\n', '1 Counterspell\n').replace('1 kitchen finks', '1 Kitchen Finks');
    assert.equal(applied(text, s.fixAll(check, text)), expected);
  });

  test('two fixes on one line: each applied alone, and both at once by fix-all when they do not overlap', () => {
    const s = service('legacy');
    const text = '5 lightning bolt\n55 Mountain\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(fixes), ['Set the quantity of Lightning Bolt to 4 (preferred)', 'Write the card name as "Lightning Bolt" (preferred)']);
    assert.equal(applied(text, fixes[0]), '4 lightning bolt\n55 Mountain\n');
    assert.equal(applied(text, fixes[1]), '5 Lightning Bolt\n55 Mountain\n');
    // Fix-all writes the name right and leaves the count to the player.
    assert.equal(applied(text, s.fixAll(check, text)), '5 Lightning Bolt\n55 Mountain\n');
  });

  test('"all of this kind" says what it does and does it', () => {
    const s = service('commander');
    const text = commanderDeck('Phelddagrif', ['Goblin Piker', 'Counterspel', 'Lightning Bolt', 'Sol Rnig', 'Elves of Deep Shadow']);
    const check = s.check(text);
    const piker = lineOf(text, '1 Goblin Piker');
    const fixes = fixesOn(s, check, text, piker);
    assert.deepEqual(titles(fixes), [
      'Remove Goblin Piker from the deck',
      'Move Goblin Piker to the Maybeboard',
      "Remove all 3 cards outside the commander's colors",
      "Move all 3 cards outside the commander's colors to the Maybeboard",
    ]);
    const offColor = ['1 Goblin Piker\n', '1 Lightning Bolt\n', '1 Elves of Deep Shadow\n'];
    const without = offColor.reduce((t, l) => t.replace(l, ''), text);
    assert.equal(applied(text, fixes[2]), without);
    assert.equal(applied(text, fixes[3]), `${without}\nMaybeboard\n${offColor.join('')}`);
    const renames = fixesOn(s, check, text, lineOf(text, '1 Counterspel'));
    assert.deepEqual(titles(renames), ['Change to "Counterspell" (preferred)', 'Fix all 2 misspelt card names']);
    assert.equal(applied(text, renames[1]), text.replace('Counterspel\n', 'Counterspell\n').replace('Sol Rnig', 'Sol Ring'));
  });
});

describe('moving a sideboard line that sits among the Maybeboard\'s lines', () => {
  const maybeboard = '4 Lightning Bolt\n56 Mountain\n\nMaybeboard\n1 Counterspell\n';

  test('the Maybeboard\'s last line, written "SB: ", loses the prefix where it stands', () => {
    const s = service('legacy');
    for (const end of ['\n', '']) {
      const text = `${maybeboard}SB: 1 Black Lotus${end}`;
      const check = s.check(text);
      const fixes = fixesOn(s, check, text, 5);
      assert.deepEqual(titles(fixes), ['Remove Black Lotus from the deck', 'Move Black Lotus to the Maybeboard']);
      assert.equal(applied(text, fixes[1]), `${maybeboard}1 Black Lotus${end}`);
    }
  });

  test('moving several: the last line is rewritten in place and the others follow it', () => {
    const s = service('legacy');
    const text = '4 Lightning Bolt\n56 Mountain\n\nMaybeboard\nSB: 1 Ancestral Recall\n1 Counterspell\nSB: 1 Black Lotus\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 4);
    assert.deepEqual(titles(fixes), [
      'Remove Ancestral Recall from the deck',
      'Move Ancestral Recall to the Maybeboard',
      'Remove all 2 banned cards',
      'Move all 2 banned cards to the Maybeboard',
    ]);
    assert.equal(applied(text, fixes[1]), '4 Lightning Bolt\n56 Mountain\n\nMaybeboard\n1 Counterspell\nSB: 1 Black Lotus\n1 Ancestral Recall\n');
    assert.equal(applied(text, fixes[3]), '4 Lightning Bolt\n56 Mountain\n\nMaybeboard\n1 Counterspell\n1 Black Lotus\n1 Ancestral Recall\n');
  });
});

describe('XML and JSON decks: a name or a quantity is rewritten in place; lines are never deleted or moved', () => {
  test('an MTGO .dek', () => {
    const s = service('legacy');
    const xml =
      '<?xml version="1.0"?>\n<Deck>\n' +
      '<Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightnig Bolt" />\n' +
      '<Cards CatID="2" Quantity="5" Sideboard="false" Name="Counterspell" />\n' +
      '<Cards CatID="3" Quantity="1" Sideboard="false" Name="Sol Ring" />\n' +
      '<Cards CatID="4" Quantity="50" Sideboard="false" Name="Island" />\n</Deck>\n';
    const check = s.check(xml, { fileName: 'deck.dek' });
    assert.deepEqual(check.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.range.start.line]), [['unknown-card', 2], ['copy-limit', 3], ['banned', 4]]);
    assert.equal(applied(xml, fixesOn(s, check, xml, 2)[0]), xml.replace('Lightnig Bolt', 'Lightning Bolt'));
    const counter = fixesOn(s, check, xml, 3);
    assert.deepEqual(titles(counter), ['Set the quantity of Counterspell to 4 (preferred)']);
    assert.equal(applied(xml, counter[0]), xml.replace('Quantity="5"', 'Quantity="4"'));
    assert.deepEqual(titles(fixesOn(s, check, xml, 4)), [], 'no Remove, no Move to Maybeboard');
    assert.equal(s.fixAll(check, xml), undefined);
  });

  test('an MTGO .dek with a card on three lines: no copy-limit fix, since each would delete an element (one also lowers a quantity)', () => {
    const s = service('legacy');
    const cards = (n: number) => `<Cards CatID="2" Quantity="${n}" Sideboard="false" Name="Counterspell" />\n`;
    const xml = '<?xml version="1.0"?>\n<Deck>\n' + cards(3) + cards(3) + cards(1) + '<Cards CatID="4" Quantity="53" Sideboard="false" Name="Island" />\n</Deck>\n';
    const check = s.check(xml, { fileName: 'deck.dek' });
    assert.deepEqual(check.diagnostics.filter((d) => d.code === 'copy-limit').map((d) => d.range.start.line), [3, 4]);
    // The same deck as text gets "Delete this duplicate Counterspell line" and "Remove 3 copies … from this line and line 2".
    assert.deepEqual(titles(fixesOn(s, check, xml, 3)), []);
    assert.deepEqual(titles(fixesOn(s, check, xml, 4)), []);
    assert.equal(s.fixAll(check, xml), undefined);
  });

  test('an MTGJSON deck', () => {
    const s = service('legacy');
    const json = JSON.stringify(
      { data: { mainBoard: [{ count: 4, name: 'Lightnig Bolt' }, { count: 1, name: 'Sol Ring' }, { count: 55, name: 'Island' }], sideBoard: [] } },
      null,
      1,
    );
    const check = s.check(json, { fileName: 'deck.json' });
    const errors = check.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(errors.map((d) => d.code), ['unknown-card', 'banned']);
    const bolt = fixesOn(s, check, json, errors[0].range.start.line);
    assert.deepEqual(titles(bolt), ['Change to "Lightning Bolt" (preferred)']);
    assert.equal(applied(json, bolt[0]), json.replace('Lightnig Bolt', 'Lightning Bolt'));
    assert.deepEqual(titles(fixesOn(s, check, json, errors[1].range.start.line)), [], 'no Remove, no Move to Maybeboard');
    assert.equal(s.fixAll(check, json), undefined);
  });
});
