import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck } from './helpers';

test('companion: a card with Companion is fine outside the 100; its identity must fit', () => {
  const deck = 'Companion\n1 Jegantha, the Wellspring\n\n' + commanderDeck(['Will, the Wise', 'Lucas, the Sharpshooter'], ['Lightning Bolt'], ['Forest', 'Mountain']);
  const r = check(deck, 'commander');
  assert.deepEqual(codes(r), [], JSON.stringify(r.diagnostics, null, 1));
  assert.equal(r.counts.companion, 1);
  assert.equal(r.counts.main + r.counts.commander, 100);
  const off = check('Companion\n1 Jegantha, the Wellspring\n\n' + commanderDeck('Tymna the Weaver', [], ['Plains', 'Swamp']), 'commander');
  assert.equal(codes(off, 'color-identity').length, 1);
});

test('companion: a card without Companion in the Companion section, and a second companion', () => {
  const r = check('Companion\n1 Sol Ring\n\nDeck\n60 Island\n', 'legacy');
  assert.match(codes(r, 'companion')[0].message, /no Companion ability/);
  const two = check('Companion\n1 Lurrus of the Dream-Den\n1 Jegantha, the Wellspring\n\nDeck\n60 Island\n', 'legacy');
  assert.ok(codes(two, 'companion').some((d) => /only one companion/.test(d.message)));
});

test('companion: not allowed in the 2010 Commander rules', () => {
  const r = check('Companion\n1 Lurrus of the Dream-Den\n\n' + commanderDeck('Tymna the Weaver', [], ['Plains', 'Swamp']), 'commander-2010');
  assert.match(codes(r, 'companion')[0].message, /has no companions/);
});

test('deck-size: Commander needs exactly 100 including the commander', () => {
  assert.deepEqual(codes(check(commanderDeck('Phelddagrif', []), 'commander'), 'deck-size'), []);
  const short = check(commanderDeck('Phelddagrif', [], ['Forest'], 99), 'commander');
  const d = codes(short, 'deck-size');
  assert.equal(d.length, 1);
  assert.match(d[0].message, /99 cards \(98 \+ 1 in the command zone\)/);
  assert.match(d[0].message, /Add 1/);
  const long = check(commanderDeck('Phelddagrif', [], ['Forest'], 101), 'commander');
  assert.match(codes(long, 'deck-size')[0].message, /Remove 1/);
});

test('deck-size: constructed needs at least 60', () => {
  assert.deepEqual(codes(check('60 Island\n', 'legacy'), 'deck-size'), []);
  assert.match(codes(check('59 Island\n', 'legacy'), 'deck-size')[0].message, /at least 60/);
  assert.deepEqual(codes(check('75 Island\n', 'legacy'), 'deck-size'), []);
});

test('sideboard-size: 15 in constructed; the optional 10 of the 2010 rules; none in Crossfire', () => {
  assert.deepEqual(codes(check('60 Island\n\nSideboard\n15 Island\n', 'legacy'), 'sideboard-size'), []);
  assert.match(codes(check('60 Island\n\nSideboard\n16 Island\n', 'legacy'), 'sideboard-size')[0].message, /at most 15/);
  const tenOk = check(commanderDeck('Phelddagrif', []) + '\nSideboard\n10 Forest\n', 'commander-2010');
  assert.deepEqual(codes(tenOk, 'sideboard-size'), []);
  const eleven = check(commanderDeck('Phelddagrif', []) + '\nSideboard\n11 Forest\n', 'commander-2010');
  assert.match(codes(eleven, 'sideboard-size')[0].message, /10-card sideboard/);
  assert.match(codes(check('60 Island\n\nSideboard\n1 Island\n', 'crossfire'), 'sideboard-size')[0].message, /no sideboard/);
});

test('unknown-card: up to 3 suggestions in data.suggestions, on the name', () => {
  const r = check('4 Lightnig Bolt\n56 Mountain\n', 'legacy');
  const u = codes(r, 'unknown-card');
  assert.equal(u.length, 1);
  const s = u[0].data?.suggestions as string[];
  assert.deepEqual(s, ['Lightning Bolt']);
  assert.match(u[0].message, /Did you mean "Lightning Bolt"/);
  assert.deepEqual(u[0].range, r.context.doc.entries[0].nameRange);
  assert.deepEqual(codes(check('4 Lightning Bolt\n56 Mountain\n', 'legacy'), 'unknown-card'), []);
});

test('parse: the parser\'s diagnostics are passed through', () => {
  const r = check('4 Lightning Bolt\n56 Mountain\n', 'legacy');
  assert.equal(codes(r, 'parse').length, r.context.doc.diagnostics.length);
  const withDoc = { ...r.context.doc, diagnostics: [{ code: 'parse' as const, severity: 'error' as const, message: 'x', range: r.context.doc.entries[0].range }] };
  const { checkDeck } = require('../../../server/src/core/check') as typeof import('../../../server/src/core/check');
  const again = checkDeck(withDoc, r.context.db, r.context.format);
  assert.equal(codes(again, 'parse').length, 1);
});

test('never stops at the first problem: many kinds at once', () => {
  const r = check(commanderDeck('Phelddagrif', ['Goblin Piker', 'Black Lotus', 'Sol Ring', 'Sol Ring', 'Booster Tutor', 'Nonexistent Card'], ['Forest'], 101), 'commander');
  const kinds = new Set(r.diagnostics.map((d) => d.code));
  for (const k of ['color-identity', 'banned', 'singleton', 'not-legal', 'unknown-card', 'deck-size'] as const) assert.ok(kinds.has(k), k);
});

test('companion conditions: Lurrus (permanents of mana value 2 or less) and Jegantha (no repeated mana symbol)', () => {
  const lurrusOk = 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Sol Ring\n4 Counterspell\n52 Island\n';
  assert.deepEqual(codes(check(lurrusOk, 'legacy'), 'companion'), []);
  const lurrusBad = 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Kitchen Finks\n4 Counterspell\n52 Island\n';
  const d = codes(check(lurrusBad, 'legacy'), 'companion');
  assert.equal(d.length, 1);
  assert.match(d[0].message, /companion condition is not met/);
  assert.match(d[0].message, /Kitchen Finks \(a permanent card with mana value 3\)/);
  assert.equal(d[0].related?.length, 1);
  // Jegantha: Counterspell has {U}{U}.
  const jBad = 'Companion\n1 Jegantha, the Wellspring\n\nDeck\n4 Counterspell\n4 Lightning Bolt\n52 Mountain\n';
  const j = codes(check(jBad, 'legacy'), 'companion');
  assert.equal(j.length, 1);
  assert.match(j[0].message, /Counterspell \(\{U\} appears more than once/);
  assert.deepEqual(codes(check('Companion\n1 Jegantha, the Wellspring\n\nDeck\n4 Lightning Bolt\n56 Mountain\n', 'legacy'), 'companion'), []);
  // A split card's halves combine ({1}{R}{1}{U}: {1} twice); an Adventure's cost is not the card's cost.
  const split = codes(check('Companion\n1 Jegantha, the Wellspring\n\nDeck\n4 Fire // Ice\n56 Mountain\n', 'legacy'), 'companion');
  assert.equal(split.length, 1);
  assert.match(split[0].message, /Fire \/\/ Ice \(\{1\} appears more than once/);
  assert.deepEqual(codes(check('Companion\n1 Jegantha, the Wellspring\n\nDeck\n4 Flaxen Intruder\n56 Forest\n', 'legacy'), 'companion'), []);
});

test('companion conditions: in Commander the commander is part of the starting deck', () => {
  // Tymna (mana value 3) is a permanent card: Lurrus's condition fails because of the commander.
  const r = check('Companion\n1 Lurrus of the Dream-Den\n\n' + commanderDeck('Tymna the Weaver', [], ['Plains', 'Swamp']), 'commander');
  const d = codes(r, 'companion');
  assert.equal(d.length, 1);
  assert.match(d[0].message, /Tymna the Weaver/);
});

test('deck-size: a 60-card deck checked as Brawl (Arena, 100) is pointed to Standard Brawl', () => {
  const r = check(commanderDeck('Chandra, Torch of Defiance', [], ['Mountain'], 60), 'brawl');
  const d = codes(r, 'deck-size');
  assert.equal(d.length, 1);
  assert.match(d[0].message, /Brawl \(Arena Brawl, 100 cards\) needs exactly 100/);
  assert.match(d[0].message, /If you meant Standard Brawl \(60 cards\), write "format: standardbrawl"/);
});

test('a companion: directive names the companion (kept in a constructed sideboard, taken out of a Commander deck)', () => {
  const legacy = check('// companion: Jegantha, the Wellspring\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n1 Jegantha, the Wellspring\n14 Mountain\n', 'legacy');
  assert.equal(legacy.counts.companion, 1);
  assert.equal(legacy.counts.sideboard, 15);
  assert.deepEqual(codes(legacy), []);
  const cmd = check('// companion: Jegantha, the Wellspring\n' + commanderDeck(['Will, the Wise', 'Lucas, the Sharpshooter'], ['Jegantha, the Wellspring'], ['Forest', 'Mountain'], 101), 'commander');
  assert.equal(cmd.counts.companion, 1);
  assert.equal(cmd.counts.main + cmd.counts.commander, 100);
  assert.deepEqual(codes(cmd), []);
});

test('companion: Lutri is banned as a companion in Commander (not in the 99); elsewhere it is a fine companion', () => {
  const deck = (pre: string) => pre + commanderDeck("Kraum, Ludevic's Opus", [], ['Island', 'Mountain']);
  const r = check(deck('Companion\n1 Lutri, the Spellchaser\n\n'), 'commander');
  const c = codes(r, 'companion');
  assert.equal(c.length, 1, JSON.stringify(r.diagnostics, null, 1));
  assert.match(c[0].message, /banned as a companion in Commander/);
  assert.equal(c[0].card, 'Lutri, the Spellchaser');
  // In the 99 it is just a card.
  assert.deepEqual(codes(check(commanderDeck("Kraum, Ludevic's Opus", ['Lutri, the Spellchaser'], ['Island', 'Mountain']), 'commander'), 'companion'), []);
  // Legacy has no such rule (its condition is met: no repeated nonland names).
  assert.deepEqual(codes(check('Companion\n1 Lutri, the Spellchaser\n\nDeck\n1 Lightning Bolt\n59 Mountain\n', 'legacy'), 'companion'), []);
});
