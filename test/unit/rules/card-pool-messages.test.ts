// What a player reads about a card the format does not allow: banned (by the data or by the
// format's own list), outside the card pool, commander-only, restricted to one copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, format } from './helpers';
import { cardDb, creature } from './legality-cards';
import { legal } from '../../fixtures/rules/cards';
import { applyOverride } from '../../../server/src/core/formats';
import { range } from '../../../server/src/core/types';

const POOL = "it is not in the format's card pool (card data: rules test cards). Replace it with a card that is.";

test('not-legal: a card outside the card pool, on its name, with the format and the legality the data gives', () => {
  assert.deepEqual(codes(check('4 Counterspell\n56 Island\n', 'modern'), 'not-legal'), [
    {
      code: 'not-legal',
      severity: 'error',
      message: `Counterspell is not legal in Modern: ${POOL}`,
      range: range(0, 2, 14),
      card: 'Counterspell',
      data: { format: 'modern', legality: 'not_legal' },
    },
  ]);
  // A Commander section in a format without commanders is checked like the rest of the deck.
  assert.deepEqual(
    codes(check('Commander\n1 Counterspell\n\nDeck\n4 Lightning Bolt\n55 Island\n', 'modern'), 'not-legal').map((d) => [d.message, d.range.start.line]),
    [[`Counterspell is not legal in Modern: ${POOL}`, 1]],
  );
});

test('not-legal: a commander outside the card pool is not legal (only Pauper Commander judges its commander by rarity instead)', () => {
  const d = cardDb([creature('Outlaw Bear', { type_line: 'Legendary Creature — Bear', legalities: legal({ commander: 'not_legal' }) })]);
  assert.deepEqual(
    codes(check('Commander\n1 Outlaw Bear\n\nDeck\n99 Forest\n', 'commander', d), 'not-legal').map((x) => [x.message, x.range.start.line, x.data]),
    [["Outlaw Bear is not legal in Commander: it is not in the format's card pool (card data: legality test cards). Replace it with a card that is.", 1, { format: 'commander', legality: 'not_legal' }]],
  );
  // Pauper Commander: a rare artifact is neither a creature nor uncommon, so the card pool applies to it.
  assert.deepEqual(
    codes(check(commanderDeck('Black Lotus', [], ['Island']), 'paupercommander'), 'not-legal').map((x) => [x.message, x.range.start.line]),
    [[`Black Lotus is not legal in Pauper Commander: ${POOL}`, 1]],
  );
});

test('not-legal: Pauper Commander\'s "restricted" means commander-only: such a card in the 99 says so; Vintage\'s restricted is a copy limit, not this', () => {
  assert.deepEqual(codes(check(commanderDeck('Murmuring Mystic', ['Tatyova, Benthic Druid'], ['Island']), 'paupercommander'), 'not-legal'), [
    {
      code: 'not-legal',
      severity: 'error',
      message: 'Tatyova, Benthic Druid may only be your commander in Pauper Commander (it is not printed at common), so it cannot be in the deck. Make it your commander or replace it.',
      range: range(4, 2, 24),
      card: 'Tatyova, Benthic Druid',
      data: { format: 'paupercommander', legality: 'restricted' },
    },
  ]);
  assert.deepEqual(codes(check('1 Black Lotus\n59 Island\n', 'vintage'), 'not-legal'), []);
});

test('banned and not-legal: a card on the format\'s own ban list is said banned once, not also outside the pool', () => {
  const house = applyOverride(format('modern'), 'house', { banned: ['Counterspell'] });
  const r = check('4 Counterspell\n56 Island\n', house);
  assert.deepEqual(codes(r, 'not-legal'), []);
  // A config that adds to a list has no date of its own: no "(as of …)".
  assert.deepEqual(codes(r, 'banned'), [
    {
      code: 'banned',
      severity: 'error',
      message: "Counterspell is banned in house (based on Modern): it is on the format's own ban list. Remove it from the deck.",
      range: range(0, 2, 14),
      card: 'Counterspell',
      data: { format: 'house', source: 'format' },
    },
  ]);
});

test('banned: by the card data, or by the format\'s dated list; a house format can unban a card its base format bans by list', () => {
  assert.deepEqual(codes(check(commanderDeck('Phelddagrif', ['Black Lotus']), 'commander'), 'banned'), [
    {
      code: 'banned',
      severity: 'error',
      message: 'Black Lotus is banned in Commander: so says the card data (rules test cards). Remove it from the deck.',
      range: range(4, 2, 13),
      card: 'Black Lotus',
      data: { format: 'commander', source: 'card-data' },
    },
  ]);
  assert.deepEqual(
    codes(check(commanderDeck('Phelddagrif', ['Balance']), 'commander-2010'), 'banned').map((d) => [d.message, d.data]),
    [["Balance is banned in Commander (2010 rules): it is on the format's own ban list (as of 2010-12-15). Remove it from the deck.", { format: 'commander-2010', source: 'format' }]],
  );
  const house = applyOverride(format('commander-2010'), 'house', { unbanned: ['Balance'] });
  assert.deepEqual(codes(check(commanderDeck('Phelddagrif', ['Balance']), house), 'banned'), []);
});

test('restricted: two lines of one copy each: the second line is the problem, with the first as related location and the limit in the data', () => {
  assert.deepEqual(codes(check('1 Black Lotus\n1 Black Lotus\n58 Island\n', 'vintage'), 'restricted'), [
    {
      code: 'restricted',
      severity: 'error',
      message: 'Black Lotus is restricted in Vintage (card data): a deck may hold only 1 copy, and this one has 2 copies in all (1 on line 1, 1 on line 2). Remove 1.',
      range: range(1, 2, 13),
      card: 'Black Lotus',
      related: [{ message: '1 Black Lotus (deck)', range: range(0, 2, 13) }],
      data: { limit: 1, total: 2, duplicateLine: true },
    },
  ]);
  // One copy, whatever lines of 0 stand beside it, is fine.
  assert.deepEqual(codes(check('0 Black Lotus\n1 Black Lotus\n58 Island\n', 'vintage'), 'restricted'), []);
  assert.deepEqual(codes(check('1 Black Lotus\n59 Island\n', 'vintage'), 'restricted'), []);
});
