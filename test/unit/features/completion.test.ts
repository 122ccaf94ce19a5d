// Completion on a line, as the service computes it (the server only translates it to LSP).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { createDecklistService } from '../../../server/src/core/index';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO } from '../rules/helpers';

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
