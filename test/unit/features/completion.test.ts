// Completion on a line, as the service computes it (the server only translates it to LSP).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { createDecklistService } from '../../../server/src/core/index';
import { fromLastWord, lastWordStart } from '../../../server/src/core/features/completion';
import { card, RULES_CARDS } from '../../fixtures/rules/cards';
import { commanderDeck, INFO } from '../rules/helpers';

const db = createMemoryCardDatabase(RULES_CARDS.map(cardFromScryfall), INFO, [
  { alias: '稲妻', name: 'Lightning Bolt', language: 'Japanese' },
  { alias: '対抗呪文', name: 'Counterspell', language: 'Japanese' },
]);
const service = createDecklistService({ cards: db, defaultFormat: 'legacy' });
const at = (lineText: string, character = lineText.length) => service.complete({ lineText, position: { line: 0, character }, check: service.check(lineText) });

test('a plain Japanese name completes in Japanese, keeping the quantity; the English name is in the description', () => {
  const items = at('4 稲');
  assert.equal(items[0].label, '稲妻');
  assert.equal(items[0].newText, '稲妻');
  assert.equal(items[0].cardName, 'Lightning Bolt');
  assert.deepEqual(items[0].range, { start: { line: 0, character: 2 }, end: { line: 0, character: 3 } });
  assert.match(items[0].description ?? '', /Lightning Bolt/);
});

test('inside 《…》 the whole bracket is replaced; the English half after the slash is what is completed', () => {
  const items = at('4 《対抗');
  assert.equal(items[0].newText, '《対抗呪文/Counterspell》');
  const english = at('4 《稲妻/Lightn》', '4 《稲妻/Lightn'.length);
  assert.equal(english[0].label, 'Lightning Bolt');
  assert.deepEqual(english[0].range.end, { line: 0, character: '4 《稲妻/Lightn》'.length });
});

test('case, accents and punctuation do not matter; a typo still finds the card (fuzzy, after prefix matches)', () => {
  assert.equal(at('1 LIGHTNING b')[0].label, 'Lightning Bolt');
  assert.equal(at('1 sol r')[0].label, 'Sol Ring');
  assert.ok(at('1 Lightnig Bol').some((i) => i.label === 'Lightning Bolt'));
});

test('the set, collector number and markers after the name are kept out of the replaced range', () => {
  const line = '4 light (M10) 146 *F*';
  const items = at(line, 7);
  assert.deepEqual(items[0].range, { start: { line: 0, character: 2 }, end: { line: 0, character: 7 } });
});

test('headers at the start of a line, nothing inside comments', () => {
  assert.ok(at('Side').some((i) => i.kind === 'section' && i.label === 'Sideboard'));
  assert.deepEqual(at('# just a note'), []);
});

// Enter takes the preselected item (VS Code selects the first, or the one marked preselect): a name
// typed in full must not be swapped for another card.
const withLookAlikes = createMemoryCardDatabase(
  [
    ...RULES_CARDS,
    card({ name: 'Lightning Blow', mana_cost: '{1}{W}', cmc: 2, type_line: 'Instant', oracle_text: 'Target creature gains first strike until end of turn.', colors: ['W'], color_identity: ['W'] }),
    card({ name: 'Rusted Sentinel', mana_cost: '{4}', cmc: 4, type_line: 'Artifact Creature — Golem', oracle_text: 'Rusted Sentinel enters the battlefield tapped.', colors: [], color_identity: [], power: '3', toughness: '4' }),
  ].map(cardFromScryfall),
  INFO,
);
const lookAlikes = createDecklistService({ cards: withLookAlikes });
/** The items of the last line of a Phelddagrif (WUG) Commander deck ending in `typed`, as "label [newText]", the preselected one marked. */
function itemsAfter(typed: string): string[] {
  const text = commanderDeck('Phelddagrif', []).replace('Deck\n', `Deck\n${typed}\n`);
  const line = text.split('\n').indexOf(typed);
  return lookAlikes
    .complete({ lineText: typed, position: { line, character: typed.length }, check: lookAlikes.check(text, { fileName: 'deck.edh' }) })
    .map((i) => `${i.label} [${i.newText}]${i.preselect ? ' preselected' : ''}${i.deprecated ? ' off-identity' : ''}`);
}

test('a card typed exactly, in any case, is the first item and preselected, even outside the commander’s colors', () => {
  assert.deepEqual(itemsAfter('1 Lightning Bolt'), ['Lightning Bolt [Lightning Bolt] preselected off-identity']);
  assert.deepEqual(itemsAfter('1 lightning BOLT'), ['Lightning Bolt [Lightning Bolt] preselected off-identity']);
  // Typed in part, the ranking is unchanged: in Phelddagrif's colors first, nothing preselected.
  assert.deepEqual(itemsAfter('1 Lightning B'), ['Lightning Blow [Lightning Blow]', 'Lightning Bolt [Lightning Bolt] off-identity']);
});

test('a name the card data does not know is offered first as typed and preselected; the look-alikes follow, not preselected', () => {
  assert.deepEqual(itemsAfter('1 Esper Sentinel'), ['Esper Sentinel [Esper Sentinel] preselected', 'Rusted Sentinel [Rusted Sentinel]']);
  // A misspelling is kept too: Enter writes what was typed, and the check then offers its fix.
  assert.deepEqual(itemsAfter('1 Rustd Sentinel'), ['Rustd Sentinel [Rustd Sentinel] preselected', 'Rusted Sentinel [Rusted Sentinel]']);
  // Nothing found at all: no list, not even the typed name.
  assert.deepEqual(itemsAfter('1 Qwzx Vbnm'), []);
  // A name that starts a known one is completed as before.
  assert.deepEqual(itemsAfter('1 Rusted Sen'), ['Rusted Sentinel [Rusted Sentinel]']);
});

test('for clients that complete the word before the cursor, each item starts at that word and goes on from it', () => {
  const line = '1 《稲妻/Lightning Bo';
  const items = fromLastWord(at(line), line, line.length);
  assert.deepEqual(
    items.map((i) => [i.range.start.character, i.range.end.character, i.newText, i.insertText, i.filterText]),
    [[line.length - 2, line.length, 'Bolt》', '稲妻/Lightning Bolt》', undefined]],
  );
  // Another case before the word cannot be written from the word: left out; as is a name typed in full.
  assert.deepEqual(fromLastWord(at('1 sol r'), '1 sol r', 7), []);
  assert.deepEqual(fromLastWord(at('1 Sol Ring'), '1 Sol Ring', 10), []);
  assert.deepEqual(
    fromLastWord(at('1 Sol '), '1 Sol ', 6).map((i) => [i.range.start.character, i.newText]),
    [[6, 'Ring']],
  );
  assert.equal(lastWordStart('1 Kodama12 R2d', 14), 11);
  assert.equal(lastWordStart('1 稲妻', 4), 4);
  assert.equal(lastWordStart('1 42', 4), 4);
});
