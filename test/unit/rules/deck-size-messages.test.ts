// The deck-size message as a player reads it: the count, what the command zone adds, what the
// format needs, how many cards to add or remove, and the format the deck may have been meant for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, createFormatRegistry, parseConfig } from './helpers';
import type { CheckResult } from '../../../server/src/core/check';
import type { FormatDefinition } from '../../../server/src/core/formats';

/** The deck-size diagnostics: message, range (start line and character, end line and character), data as a client receives it. */
function deckSize(r: CheckResult) {
  return codes(r, 'deck-size').map((d) => ({
    severity: d.severity,
    message: d.message,
    range: [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character],
    data: JSON.parse(JSON.stringify(d.data)),
  }));
}

const counts = (main: number, commander = 0, sideboard = 0) => ({ main, commander, companion: 0, sideboard, maybeboard: 0 });

function configFormats(formats: Record<string, unknown>): (id: string) => FormatDefinition {
  const cfg = parseConfig(JSON.stringify({ formats }));
  assert.deepEqual(cfg.errors, []);
  const registry = createFormatRegistry(cfg.config);
  return (id) => registry.get(id)!;
}

test('a constructed deck under its minimum: the count, "at least", how many to add, the first card line', () => {
  assert.deepEqual(deckSize(check('59 Mountain\n', 'modern')), [
    {
      severity: 'error',
      message: 'The deck has 59 cards; Modern needs at least 60 cards. Add 1.',
      range: [0, 0, 0, 11],
      data: { total: 59, min: 60, counts: counts(59) },
    },
  ]);
  // At the minimum and above it: nothing to say.
  assert.deepEqual(deckSize(check('60 Mountain\n', 'modern')), []);
  assert.deepEqual(deckSize(check('61 Mountain\n', 'modern')), []);
});

test('an empty constructed deck: 0 cards, add 60, reported at the top of the file', () => {
  assert.deepEqual(deckSize(check('', 'modern')), [
    { severity: 'error', message: 'The deck has 0 cards; Modern needs at least 60 cards. Add 60.', range: [0, 0, 0, 0], data: { total: 0, min: 60, counts: counts(0) } },
  ]);
});

test('Commander one card short and one card over: the command zone counted, "including the commander", the Deck header', () => {
  assert.deepEqual(deckSize(check(commanderDeck('Phelddagrif', [], undefined, 99), 'commander')), [
    {
      severity: 'error',
      message: 'The deck has 99 cards (98 + 1 in the command zone); Commander needs exactly 100 cards including the commander. Add 1.',
      range: [3, 0, 3, 4],
      data: { total: 99, exact: 100, counts: counts(98, 1) },
    },
  ]);
  assert.deepEqual(deckSize(check(commanderDeck('Phelddagrif', [], undefined, 101), 'commander')), [
    {
      severity: 'error',
      message: 'The deck has 101 cards (100 + 1 in the command zone); Commander needs exactly 100 cards including the commander. Remove 1.',
      range: [3, 0, 3, 4],
      data: { total: 101, exact: 100, counts: counts(100, 1) },
    },
  ]);
  assert.deepEqual(deckSize(check(commanderDeck('Phelddagrif', []), 'commander')), []);
});

test('Oathbreaker: the oathbreaker and the signature spell both count, and the message names the oathbreaker', () => {
  const text = 'Commander\n1 Teferi, Temporal Archmage\n1 Counterspell\n\nDeck\n50 Island\n';
  assert.deepEqual(deckSize(check(text, 'oathbreaker')), [
    {
      severity: 'error',
      message: 'The deck has 52 cards (50 + 2 in the command zone); Oathbreaker needs exactly 60 cards including the oathbreaker. Add 8.',
      range: [4, 0, 4, 4],
      data: { total: 52, exact: 60, counts: counts(50, 2) },
    },
  ]);
});

test('a format that does not count the commander: "not counting 1 card in the command zone", "plus the commander"', () => {
  const formats = configFormats({ 'ninety-nine': { extends: 'commander', deckSize: { exact: 99, includesCommandZone: false } } });
  assert.deepEqual(deckSize(check(commanderDeck('Phelddagrif', [], undefined, 99), formats('ninety-nine'))), [
    {
      severity: 'error',
      message: 'The deck has 98 cards (not counting 1 card in the command zone); ninety-nine (based on Commander) needs exactly 99 cards plus the commander. Add 1.',
      range: [3, 0, 3, 4],
      data: { total: 98, exact: 99, counts: counts(98, 1) },
    },
  ]);
  // 99 cards and the commander: right.
  assert.deepEqual(deckSize(check(commanderDeck('Phelddagrif', [], undefined, 100), formats('ninety-nine'))), []);
});

test('a format with a minimum and a maximum: under, at each end, and over', () => {
  const formats = configFormats({ 'forty-to-45': { extends: 'legacy', deckSize: { min: 40, max: 45 } } });
  const f = formats('forty-to-45');
  assert.deepEqual(deckSize(check('39 Mountain\n', f)), [
    {
      severity: 'error',
      message: 'The deck has 39 cards; forty-to-45 (based on Legacy) needs at least 40 cards. Add 1.',
      range: [0, 0, 0, 11],
      data: { total: 39, min: 40, max: 45, counts: counts(39) },
    },
  ]);
  assert.deepEqual(deckSize(check('40 Mountain\n', f)), []);
  assert.deepEqual(deckSize(check('45 Mountain\n', f)), []);
  assert.deepEqual(deckSize(check('47 Mountain\n', f)), [
    {
      severity: 'error',
      message: 'The deck has 47 cards; forty-to-45 (based on Legacy) needs at most 45 cards. Remove 2.',
      range: [0, 0, 0, 11],
      data: { total: 47, min: 40, max: 45, counts: counts(47) },
    },
  ]);
});

test('the sideboard does not count toward the deck size', () => {
  assert.deepEqual(deckSize(check('58 Mountain\n\nSideboard\n2 Lightning Bolt\n', 'modern')), [
    {
      severity: 'error',
      message: 'The deck has 58 cards; Modern needs at least 60 cards. Add 2.',
      range: [0, 0, 0, 11],
      data: { total: 58, min: 60, counts: counts(58, 0, 2) },
    },
  ]);
});

test('a 60-card Brawl deck is pointed to Standard Brawl, a 100-card Standard Brawl deck to Brawl', () => {
  const [brawl] = codes(check(commanderDeck('Phelddagrif', [], undefined, 60), 'brawl'), 'deck-size');
  assert.equal(
    brawl.message,
    'The deck has 60 cards (59 + 1 in the command zone); Brawl (Arena Brawl, 100 cards) needs exactly 100 cards including the commander. Add 40. If you meant Standard Brawl (60 cards), write "format: standardbrawl".',
  );
  const [standard] = codes(check(commanderDeck('Phelddagrif', [], undefined, 100), 'standardbrawl'), 'deck-size');
  assert.equal(
    standard.message,
    'The deck has 100 cards (99 + 1 in the command zone); Standard Brawl (60 cards) needs exactly 60 cards including the commander. Remove 40. If you meant Brawl (Arena Brawl, 100 cards), write "format: brawl".',
  );
});

test('Competitive Brawl names only the Brawl whose size the deck has, and none when neither fits', () => {
  // Its see-also list is Brawl first, then Standard Brawl: a 60-card deck fits only the second.
  const [sixty] = codes(check(commanderDeck('Phelddagrif', [], undefined, 60), 'competitivebrawl'), 'deck-size');
  assert.equal(
    sixty.message,
    'The deck has 60 cards (59 + 1 in the command zone); Competitive Brawl (Arena, 100 cards) needs exactly 100 cards including the commander. Add 40. If you meant Standard Brawl (60 cards), write "format: standardbrawl".',
  );
  const [other] = codes(check(commanderDeck('Phelddagrif', [], undefined, 61), 'competitivebrawl'), 'deck-size');
  assert.equal(other.message, 'The deck has 61 cards (60 + 1 in the command zone); Competitive Brawl (Arena, 100 cards) needs exactly 100 cards including the commander. Add 39.');
});

test('a config format\'s see-also list: an unknown id is skipped, a format with a minimum is named when the deck reaches it', () => {
  const formats = configFormats({ eighty: { extends: 'commander', deckSize: { exact: 80 }, seeAlso: ['no-such-format', 'legacy'] } });
  const f = formats('eighty');
  assert.deepEqual(
    codes(check(commanderDeck('Phelddagrif', [], undefined, 60), f), 'deck-size').map((d) => d.message),
    ['The deck has 60 cards (59 + 1 in the command zone); eighty (based on Commander) needs exactly 80 cards including the commander. Add 20. If you meant Legacy, write "format: legacy".'],
  );
  // One card under Legacy's 60: no hint.
  assert.deepEqual(
    codes(check(commanderDeck('Phelddagrif', [], undefined, 59), f), 'deck-size').map((d) => d.message),
    ['The deck has 59 cards (58 + 1 in the command zone); eighty (based on Commander) needs exactly 80 cards including the commander. Add 21.'],
  );
});
