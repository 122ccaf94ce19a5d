// How the lines of a deck are read before the rules run (rules/context.ts buildContext): the zone a
// category puts a card in, which cards count toward the copy limit, the cards per zone, when a
// commander is inferred, and the name a message shows for a card.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CheckResult } from '../../../server/src/core/check';
import { contextDb } from './context-cards';
import { check, codes } from './helpers';

const run = (text: string, formatId: string): CheckResult => check(text, formatId, contextDb());
const zoneOf = (r: CheckResult, name: string) => r.context.entries.filter((e) => e.name === name).map((e) => e.zone);

test('a "Commanders" category or tag puts a card of the deck, the sideboard or a {noDeck} line in the command zone', () => {
  for (const line of ['1 Braids, Cabal Minion [Commanders]', '1 Braids, Cabal Minion #Commanders', 'SB: 1 Braids, Cabal Minion [Commanders]', 'SB: 1 Braids, Cabal Minion [Commander]', '1 Braids, Cabal Minion [Ramp{noDeck},Commanders]']) {
    const r = run(`1 Tymna the Weaver\n${line}\n98 Swamp\n`, 'commander');
    assert.deepEqual(r.commanders, ['Braids, Cabal Minion'], line);
    assert.deepEqual(codes(r, 'commander-inferred'), [], line);
  }
  const maybe = run('1 Braids, Cabal Minion\n99 Swamp\nMaybeboard\n1 Tymna the Weaver [Commanders]\n', 'commander');
  assert.deepEqual(zoneOf(maybe, 'Tymna the Weaver'), ['maybeboard']);
  assert.deepEqual(maybe.commanders, ['Braids, Cabal Minion'], 'the one legend of the deck is inferred');
});

test('a tag that only starts with "Commander" ("Commander Staples", #commander-staples) does not make a card the commander', () => {
  for (const tag of ['[Commander Staples]', '#commander-staples', '[Commanders-Staples]', '[Subcommanders]', '[Commander (1)]']) {
    const r = run(`1 Sol Ring ${tag}\n1 Braids, Cabal Minion\n98 Swamp\n`, 'commander');
    assert.deepEqual(zoneOf(r, 'Sol Ring'), ['main'], tag);
    assert.deepEqual(r.commanders, ['Braids, Cabal Minion'], tag);
    assert.deepEqual(codes(r, 'commander-ineligible'), [], tag);
  }
});

test('a name written "Fire/Ice" is found as Fire // Ice on every line that writes it so', () => {
  const r = run('2 Fire/Ice\n2 Fire/Ice\n56 Island\n', 'modern');
  assert.deepEqual(
    r.context.entries.map((e) => [e.entry.line, e.name, !!e.card]),
    [
      [0, 'Fire // Ice', true],
      [1, 'Fire // Ice', true],
      [2, 'Island', true],
    ],
  );
  assert.deepEqual(r.context.groups.map((g) => [g.name, g.total]), [
    ['Fire // Ice', 4],
    ['Island', 56],
  ]);
  assert.deepEqual(codes(r, 'unknown-card'), []);
});

test('copies count over the deck and, where the format says so, the sideboard; never the maybeboard or the companion line', () => {
  const modern = run('4 Lightning Bolt\n56 Mountain\nSideboard\n1 Lightning Bolt\n', 'modern');
  assert.deepEqual(
    codes(modern, 'copy-limit').map((d) => [d.range.start.line, d.message]),
    [[3, 'Lightning Bolt: 5 copies in all (4 on line 1, 1 on line 4) (deck and sideboard together), but Modern allows at most 4 copies of a card other than basic lands. Remove 1.']],
  );
  assert.deepEqual(codes(run('4 Lightning Bolt\n56 Mountain\nMaybeboard\n2 Lightning Bolt\n', 'modern'), 'copy-limit'), []);
  assert.deepEqual(codes(run('// companion: Lightning Bolt\n4 Lightning Bolt\n56 Mountain\n', 'modern'), 'copy-limit'), []);
  const edh = (extra: string) => run(`Commander\n1 Braids, Cabal Minion\n\nDeck\n1 Sol Ring\n98 Swamp\n\n${extra}\n1 Sol Ring\n`, 'commander');
  assert.deepEqual(codes(edh('Sideboard'), 'singleton'), [], 'a Commander sideboard is not counted');
  assert.deepEqual(codes(edh('Maybeboard'), 'singleton'), []);
  assert.deepEqual(edh('Maybeboard').context.groups.find((g) => g.name === 'Sol Ring')?.total, 1);
});

test('cards per zone: the maybeboard and {noDeck} lines count apart from the deck', () => {
  const r = run('Commander\n1 Braids, Cabal Minion\n\nDeck\n97 Swamp\n1 Sol Ring [Ramp{noDeck}]\n\nSideboard\n2 Island\n\nMaybeboard\n3 Forest\n', 'commander');
  assert.deepEqual(r.counts, { main: 97, commander: 1, companion: 0, sideboard: 2, maybeboard: 4 });
});

test('no commander and none to infer: no card is called outside a color identity', () => {
  const r = run('1 Llanowar Elves\n1 Counterspell\n98 Forest\n', 'commander');
  assert.deepEqual(r.commanders, []);
  assert.equal(r.context.identity, undefined);
  assert.deepEqual(codes(r, 'color-identity'), []);
  assert.deepEqual(
    codes(r, 'commander-missing').map((d) => d.message),
    [
      'No commander found: Commander needs a legendary creature, a legendary Vehicle or Spacecraft with power and toughness or a card that says it can be your commander as commander. Mark it with a "Commander" section, a "// commander: Name" line, or *CMDR* after its name.',
    ],
  );
});

test('a legend written with two copies is not taken as the commander', () => {
  const r = run('2 Braids, Cabal Minion\n98 Swamp\n', 'commander');
  assert.deepEqual(r.commanders, []);
  assert.deepEqual(codes(r, 'commander-inferred'), []);
  assert.equal(codes(r, 'commander-missing').length, 1);
});

test('an instant in a Commander deck\'s command zone is an ineligible commander, not a signature spell', () => {
  const r = run('Commander\n1 Lightning Bolt\n\nDeck\n99 Mountain\n', 'commander');
  assert.deepEqual(zoneOf(r, 'Lightning Bolt'), ['commander']);
  assert.deepEqual(
    codes(r, 'commander-ineligible').map((d) => [d.range.start.line, d.message]),
    [[1, 'Lightning Bolt cannot be your commander in Commander: it is an Instant, and the commander must be a legendary creature, a legendary Vehicle or Spacecraft with power and toughness or a card that says it can be your commander. Choose another commander.']],
  );
  assert.deepEqual(codes(r, 'commander-missing'), []);
});

test('a card written in Japanese is shown as the deck first writes it in Japanese; other cards by their own name', () => {
  const r = run('1 《稲妻/Lightning Bolt》\n1 《いなずま/Lightning Bolt》\n1 Sol Ring\n57 Mountain\n', 'modern');
  assert.equal(r.context.shownName('Lightning Bolt'), '《稲妻/Lightning Bolt》');
  assert.equal(r.context.shownName('Sol Ring'), 'Sol Ring');
  assert.equal(r.context.shownName('Counterspell'), 'Counterspell');
  const englishFirst = run('1 Lightning Bolt\n1 《稲妻/Lightning Bolt》\n58 Mountain\n', 'modern');
  assert.equal(englishFirst.context.shownName('Lightning Bolt'), '《稲妻/Lightning Bolt》', 'a line in English does not hide the Japanese writing');
});

test('an Oathbreaker deck whose command zone holds only the signature spell: its one planeswalker is taken as the oathbreaker, else the candidates are named', () => {
  const one = run('Commander\n1 Counterspell\n\nDeck\n1 Teferi, Temporal Archmage\n58 Island\n', 'oathbreaker');
  assert.deepEqual(one.context.signatureSpells.map((e) => e.name), ['Counterspell']);
  assert.deepEqual(one.commanders, ['Teferi, Temporal Archmage', 'Counterspell']);
  assert.deepEqual(codes(one, 'commander-missing'), []);
  assert.deepEqual(
    codes(one, 'commander-inferred').map((d) => [d.range.start.line, d.message]),
    [[4, 'Teferi, Temporal Archmage is taken as the oathbreaker because it is the only card in the deck that can be an oathbreaker. To make it explicit, add the line "// commander: Teferi, Temporal Archmage" at the top of the file or put it under a "Commander" header.']],
  );
  const two = run('Commander\n1 Counterspell\n\nDeck\n1 Teferi, Temporal Archmage\n1 Karn, the Great Creator\n57 Island\n', 'oathbreaker');
  assert.deepEqual(
    codes(two, 'commander-missing').map((d) => [d.range.start.line, d.message]),
    [[3, 'No oathbreaker found: Oathbreaker needs a planeswalker as oathbreaker. Mark it with a "Commander" section, a "// commander: Name" line, or *CMDR* after its name. Candidates in this list: Teferi, Temporal Archmage, Karn, the Great Creator.']],
  );
  const none = run('Commander\n1 Counterspell\n\nDeck\n59 Island\n', 'oathbreaker');
  assert.deepEqual(
    codes(none, 'commander-missing').map((d) => d.message),
    ['No oathbreaker found: Oathbreaker needs a planeswalker as oathbreaker. Mark it with a "Commander" section, a "// commander: Name" line, or *CMDR* after its name.'],
  );
});

test('a line whose first name to look up is not in the card data is found by its second (《Lightning Bolt/稲妻》)', () => {
  const r = run('1 《Lightning Bolt/稲妻》\n59 Mountain\n', 'modern');
  assert.deepEqual(r.context.entries.map((e) => [e.entry.lookupNames, e.name, e.shown]), [
    [['稲妻', 'Lightning Bolt'], 'Lightning Bolt', '《Lightning Bolt/稲妻》'],
    [['Mountain'], 'Mountain', 'Mountain'],
  ]);
  assert.deepEqual(codes(r, 'unknown-card'), []);
});
