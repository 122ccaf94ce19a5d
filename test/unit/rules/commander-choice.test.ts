// Which card leads an unmarked or loosely marked Commander list (issue 22): a first line that is the
// wrong legend, and a misspelt Cockatrice `CDR:` line for a card newer than the card data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { parseDeck } from '../../../server/src/core/parse';
import { checkDeck } from '../../../server/src/core/check';
import { fixesFor } from '../../../server/src/core/features/fixes';
import { BRACKET_CARDS } from '../../fixtures/brackets/cards';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO, check, codes, format } from './helpers';

// Atraxa from the brackets fixtures, and a made-up second four-color legend of the same shape.
const ATRAXA = BRACKET_CARDS.find((c) => c.name === "Atraxa, Praetors' Voice")!;
const ANOTHER_WUBG = { ...ATRAXA, name: 'Test Four-Color Legend' };
const cards = createMemoryCardDatabase([...RULES_CARDS, ATRAXA, ANOTHER_WUBG].map(cardFromScryfall), INFO);

/** A 100-card list with no commander marked: the given lines, then basics of W, U, B and G. */
function list(lines: string[]): string {
  const rest = 100 - lines.length;
  const basics = ['Plains', 'Island', 'Swamp', 'Forest'].map((b, i) => `${Math.floor(rest / 4) + (i < rest % 4 ? 1 : 0)} ${b}`);
  return [...lines.map((l) => `1 ${l}`), ...basics].join('\n') + '\n';
}

const run = (text: string) => checkDeck(parseDeck(text), cards, format('commander'));

test('a list that starts with the wrong legend: the one legend that covers every card is taken, and the note says why', () => {
  const r = run(list(['Tymna the Weaver', 'Counterspell', 'Llanowar Elves', "Atraxa, Praetors' Voice", 'Sol Ring']));
  assert.deepEqual(r.commanders, ["Atraxa, Praetors' Voice"]);
  assert.deepEqual(codes(r, 'color-identity'), [], 'no color-identity errors from reading it as Tymna\'s deck');
  const [note, ...more] = codes(r, 'commander-inferred');
  assert.equal(more.length, 0);
  assert.match(
    note.message,
    /^Atraxa, Praetors' Voice is taken as the commander because Tymna the Weaver on the first line would leave 50 cards outside its color identity \(\{W\}\{B\}\), and Atraxa, Praetors' Voice is the only commander in the list whose color identity \(\{W\}\{U\}\{B\}\{G\}\) covers every card\./,
  );
  assert.equal(r.counts.commander, 1);
  assert.equal(r.counts.main, 99);
});

test('…or the one legal partner pair that covers every card', () => {
  const r = run(list(['Tymna the Weaver', 'Counterspell', 'Llanowar Elves', 'Thrasios, Triton Hero', 'Sol Ring']));
  assert.deepEqual(r.commanders, ['Tymna the Weaver', 'Thrasios, Triton Hero']);
  assert.deepEqual(codes(r, 'color-identity'), []);
  assert.match(codes(r, 'commander-inferred')[0].message, /Tymna the Weaver and Thrasios, Triton Hero are the only pair in the list/);
});

test('several legends cover the deck: the first line stays, with a quick fix "Make X the commander" for each', () => {
  const text = list(['Tymna the Weaver', 'Counterspell', "Atraxa, Praetors' Voice", 'Test Four-Color Legend', 'Thrasios, Triton Hero']);
  const r = run(text);
  assert.deepEqual(r.commanders, ['Tymna the Weaver']);
  const note = codes(r, 'commander-inferred')[0];
  assert.deepEqual(note.data?.alternatives, [["Atraxa, Praetors' Voice"], ['Test Four-Color Legend'], ['Tymna the Weaver', 'Thrasios, Triton Hero']]);
  assert.match(note.message, /would cover every card/);
  const fixes = fixesFor(r, text, { range: note.range, diagnostics: [note] });
  const make = fixes.filter((f) => f.title.startsWith('Make '));
  assert.deepEqual(make.map((f) => f.title), [
    "Make Atraxa, Praetors' Voice the commander",
    'Make Test Four-Color Legend the commander',
    'Make Tymna the Weaver and Thrasios, Triton Hero the commanders',
  ]);
  // Applying one really makes that legend the commander.
  const edit = make[0].edits[0];
  assert.equal(edit.range.start.line, 0);
  const fixed = run(edit.newText + text);
  assert.deepEqual(fixed.commanders, ["Atraxa, Praetors' Voice"]);
  assert.deepEqual(codes(fixed, 'color-identity'), []);
  const pair = run(make[2].edits[0].newText + text);
  assert.deepEqual(pair.commanders.sort(), ['Thrasios, Triton Hero', 'Tymna the Weaver']);
});

test('a first line whose identity covers the deck, or a marked commander, is never second-guessed', () => {
  const fits = run(list(["Atraxa, Praetors' Voice", 'Tymna the Weaver', 'Counterspell']));
  assert.deepEqual(fits.commanders, ["Atraxa, Praetors' Voice"]);
  assert.equal(codes(fits, 'commander-inferred')[0].data?.alternatives, undefined);
  const marked = run('Commander\n' + list(['Tymna the Weaver', 'Counterspell', "Atraxa, Praetors' Voice"]).replace('1 Counterspell\n', '\nDeck\n1 Counterspell\n'));
  assert.deepEqual(marked.commanders, ['Tymna the Weaver']);
  assert.deepEqual(codes(marked, 'color-identity').map((d) => [d.range.start.line, d.card]), [[4, 'Counterspell'], [5, "Atraxa, Praetors' Voice"], [7, 'Island'], [9, 'Forest']]);
  // No legend covers the deck: the first line stays and no fix is offered.
  const none = run(list(['Tymna the Weaver', 'Counterspell', 'Llanowar Elves']));
  assert.deepEqual(none.commanders, ['Tymna the Weaver']);
  assert.equal(codes(none, 'commander-inferred')[0].data?.alternatives, undefined);
});

test('a misspelt Cockatrice CDR: line for a card unknown to the data is matched to the deck line spelt close to it (100 cards, not 101)', () => {
  const older = createMemoryCardDatabase(RULES_CARDS.filter((c) => c.name !== 'Phelia, Exuberant Shepherd').map(cardFromScryfall), INFO);
  const cod = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cockatrice_deck version="1">',
    '  <deckname>Sheep</deckname>',
    '  <comments>Blink deck\nCDR: Phelia, Exuberant Shepard\n</comments>',
    '  <zone name="main">',
    '    <card number="1" name="Phelia, Exuberant Shepherd"/>',
    '    <card number="1" name="Sol Ring"/>',
    '    <card number="98" name="Plains"/>',
    '  </zone>',
    '</cockatrice_deck>',
    '',
  ].join('\n');
  const r = checkDeck(parseDeck(cod, { fileName: 'sheep.cod' }), older, format('commander'));
  assert.equal(r.counts.commander, 1);
  assert.equal(r.counts.main, 99);
  assert.deepEqual(codes(r, 'deck-size'), []);
  const warning = r.diagnostics.find((d) => d.code === 'unknown-card' && d.card === 'Phelia, Exuberant Shepard')!;
  assert.match(warning.message, /nor "Phelia, Exuberant Shepherd"; taken as Phelia, Exuberant Shepherd, the one line of this deck spelt close to it, as the commander/);
  assert.deepEqual(warning.data?.suggestions, ['Phelia, Exuberant Shepherd']);
  // Two lines spelt close to it: nothing is guessed (the directive stays a card of its own).
  const two = cod.replace('<card number="1" name="Sol Ring"/>', '<card number="1" name="Phelia, Exuberant Sheperd"/>');
  const r2 = checkDeck(parseDeck(two, { fileName: 'sheep.cod' }), older, format('commander'));
  assert.equal(r2.counts.commander, 1);
  assert.equal(r2.counts.main, 100);
});

test('the known-card path is unchanged: a misspelt commander line over a known card still resolves by the card data', () => {
  const r = check('// commander: Phelia, Exuberant Shepard\n1 Phelia, Exuberant Shepherd\n99 Plains\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelia, Exuberant Shepherd']);
  assert.equal(r.counts.main, 99);
});
