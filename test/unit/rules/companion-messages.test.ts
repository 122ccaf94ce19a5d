// The companion rule's messages as a player sees them: where, which card, what to do, and the
// related line or data a quick fix or the hover reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commanderDeck, createFormatRegistry, parseConfig } from './helpers';
import { companionSeen, unmet, withCompanion } from './companion-view';

const LURRUS = 'Each permanent card in your starting deck has mana value 2 or less.';

test('a format without companions: every companion line, known or not, is told to move into the deck', () => {
  const deck = 'Companion\n1 Lurrus of the Dream-Den\n1 Nonexistent Card\n\n' + commanderDeck('Tymna the Weaver', [], ['Plains', 'Swamp']);
  assert.deepEqual(companionSeen(deck, 'commander-2010'), [
    {
      line: 1,
      from: 2,
      to: 25,
      severity: 'error',
      message: 'Commander (2010 rules) has no companions; move Lurrus of the Dream-Den into the deck or remove it.',
      card: 'Lurrus of the Dream-Den',
      data: { intoDeck: true },
    },
    { line: 2, from: 2, to: 18, severity: 'error', message: 'Commander (2010 rules) has no companions; move Nonexistent Card into the deck or remove it.', card: 'Nonexistent Card', data: { intoDeck: true } },
  ]);
});

test('a companion written in lower case is still the card: its condition is checked and named as printed', () => {
  assert.deepEqual(companionSeen(withCompanion('lurrus of the dream-den', ['4 Kitchen Finks', '56 Plains'])), [
    {
      line: 1,
      from: 2,
      to: 25,
      severity: 'error',
      message: unmet('Lurrus of the Dream-Den', LURRUS, '1 card breaks it: Kitchen Finks (a permanent card with mana value 3)'),
      card: 'Lurrus of the Dream-Den',
      related: [[4, 'Kitchen Finks: a permanent card with mana value 3']],
      data: { condition: LURRUS, offenders: ['Kitchen Finks'] },
    },
  ]);
});

test('an unknown companion is left to the unknown-card check; a card without Companion is told so', () => {
  assert.deepEqual(companionSeen(withCompanion('Nonexistent Card', ['60 Plains'])), []);
  // An unknown card in the deck is not judged by the condition.
  assert.deepEqual(companionSeen(withCompanion('Lurrus of the Dream-Den', ['4 Nonexistent Card', '56 Plains'])), []);
  assert.deepEqual(companionSeen(withCompanion('Sol Ring', ['60 Plains'])), [
    {
      line: 1,
      from: 2,
      to: 10,
      severity: 'error',
      message: 'Sol Ring cannot be a companion: it has no Companion ability. Move it into the deck or remove it from the Companion section.',
      card: 'Sol Ring',
      data: { intoDeck: true },
    },
  ]);
});

test('two copies on the companion line, and a second companion pointing at the first; a companion whose condition is not known is not judged', () => {
  assert.deepEqual(companionSeen('Companion\n2 Lurrus of the Dream-Den\n1 Test Wanderling\n\nDeck\n60 Plains\n'), [
    { line: 1, from: 2, to: 25, severity: 'error', message: 'Only one copy of a companion can be declared; this line has 2. Change it to 1.', card: 'Lurrus of the Dream-Den' },
    {
      line: 2,
      from: 2,
      to: 17,
      severity: 'error',
      message: 'A deck can have only one companion; Test Wanderling is a second one. Remove one of them.',
      card: 'Test Wanderling',
      related: [[1, 'first companion Lurrus of the Dream-Den']],
    },
  ]);
  assert.deepEqual(companionSeen('Companion\n1 Test Wanderling\n\nDeck\n60 Plains\n'), []);
});

test('banned as a companion: with the list date of a built-in format, without one for a house format', () => {
  const commander = companionSeen('Companion\n1 Lutri, the Spellchaser\n\n' + commanderDeck("Kraum, Ludevic's Opus", [], ['Island', 'Mountain']), 'commander');
  assert.deepEqual(commander, [
    {
      line: 1,
      from: 2,
      to: 24,
      severity: 'error',
      message: 'Lutri, the Spellchaser is banned as a companion in Commander (as of 2026-02-09); it may still be played in the deck. Remove it from the Companion section.',
      card: 'Lutri, the Spellchaser',
      data: { bannedAsCompanion: true },
    },
  ]);
  const { config } = parseConfig(JSON.stringify({ formats: { club: { extends: 'legacy', bannedAsCompanion: ['Lurrus of the Dream-Den'] } } }));
  assert.deepEqual(companionSeen(withCompanion('Lurrus of the Dream-Den', ['60 Plains']), createFormatRegistry(config).get('club')!), [
    {
      line: 1,
      from: 2,
      to: 25,
      severity: 'error',
      message: 'Lurrus of the Dream-Den is banned as a companion in club (based on Legacy); it may still be played in the deck. Remove it from the Companion section.',
      card: 'Lurrus of the Dream-Den',
      data: { bannedAsCompanion: true },
    },
  ]);
});

test('the message names five offenders and an ellipsis; the related lines and the data name them all', () => {
  const why = 'a permanent card with mana value 3';
  const six = ['Kitchen Finks', 'Test Relic', 'Test Totem', 'Test Mimic', 'Syndic of Tithes', 'Civilized Scholar // Homicidal Brute'];
  const [d] = companionSeen(withCompanion('Lurrus of the Dream-Den', [...six.map((n) => `1 ${n}`), '54 Plains']));
  assert.equal(
    d.message,
    unmet('Lurrus of the Dream-Den', LURRUS, `6 cards break it: ${six.slice(0, 5).map((n) => `${n} (${why})`).join(', ')}, …`),
  );
  assert.deepEqual(d.related, six.map((n, i) => [4 + i, `${n}: ${why}`]));
  assert.deepEqual(d.data, { condition: LURRUS, offenders: six });
  const [five] = companionSeen(withCompanion('Lurrus of the Dream-Den', [...six.slice(0, 5).map((n) => `1 ${n}`), '55 Plains']));
  assert.equal(five.message, unmet('Lurrus of the Dream-Den', LURRUS, `5 cards break it: ${six.slice(0, 5).map((n) => `${n} (${why})`).join(', ')}`));
});
