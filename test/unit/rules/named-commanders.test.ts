// The `commander:` / `partner:` / `background:` / `oathbreaker:` / `companion:` lines (and
// Cockatrice's `CDR:`): which line of the deck each one moves into its zone, what is made of a name
// the list does not hold, and which card a misspelt name is taken to mean (rules/context.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CheckResult } from '../../../server/src/core/check';
import { contextDb } from './context-cards';
import { check, codes } from './helpers';

const run = (text: string, formatId: string): CheckResult => check(text, formatId, contextDb());

/** Each line as the rules read it: name, zone, and whether the deck list holds it (else a named line made it). */
const zones = (r: CheckResult) => r.context.entries.map((e) => [e.name, e.zone, e.synthetic ? 'named only' : 'in the list']);
const messages = (r: CheckResult, code: string) => codes(r, code).map((d) => [d.severity, d.range.start.line, d.range.start.character, d.range.end.character, d.message]);

test('"commander:" names the commander among several legends, over the first line', () => {
  const r = run('// commander: Tymna the Weaver\n1 Braids, Cabal Minion\n1 Tymna the Weaver\n98 Swamp\n', 'commander');
  assert.deepEqual(r.commanders, ['Tymna the Weaver']);
  assert.deepEqual(r.counts, { main: 99, commander: 1, companion: 0, sideboard: 0, maybeboard: 0 });
  assert.deepEqual(codes(r, 'commander-inferred'), []);
});

test('"partner:", "background:" and "oathbreaker:" lines name commanders too; other keys do not', () => {
  assert.deepEqual(run('// commander: Tymna the Weaver\n// partner: Thrasios, Triton Hero\n1 Braids, Cabal Minion\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n97 Island\n', 'commander').commanders, [
    'Thrasios, Triton Hero',
    'Tymna the Weaver',
  ]);
  assert.deepEqual(run('// partner: Thrasios, Triton Hero\n1 Braids, Cabal Minion\n1 Thrasios, Triton Hero\n98 Island\n', 'commander').commanders, ['Thrasios, Triton Hero']);
  assert.deepEqual(run('// commander: Wilson, Refined Grizzly\n// background: Raised by Giants\n1 Braids, Cabal Minion\n1 Wilson, Refined Grizzly\n1 Raised by Giants\n97 Forest\n', 'commander').commanders, [
    'Wilson, Refined Grizzly',
    'Raised by Giants',
  ]);
  const oath = run('// oathbreaker: Teferi, Temporal Archmage\n// commander: Counterspell\n58 Island\n', 'oathbreaker');
  assert.deepEqual(zones(oath), [
    ['Island', 'main', 'in the list'],
    ['Teferi, Temporal Archmage', 'commander', 'named only'],
    ['Counterspell', 'signature', 'named only'],
  ]);
  assert.deepEqual(oath.counts, { main: 58, commander: 2, companion: 0, sideboard: 0, maybeboard: 0 });
  // `name:` is the deck's name: Braids, the one legend, is still taken as the commander.
  const named = run('// name: Llanowar Elves\n1 Braids, Cabal Minion\n1 Llanowar Elves\n98 Swamp\n', 'commander');
  assert.deepEqual(named.commanders, ['Braids, Cabal Minion']);
});

test('several names on one line: ";", " + " and "|", with any spacing around them', () => {
  const r = run('// commander: Made Up One  ;  Made Up Two  +  Made Up Three  |  Made Up Four;Made Up Five|Made Up Six;\n94 Swamp\n', 'commander');
  assert.deepEqual(r.context.commanders.map((e) => e.name), ['Made Up One', 'Made Up Two', 'Made Up Three', 'Made Up Four', 'Made Up Five', 'Made Up Six']);
  assert.deepEqual(
    codes(r, 'unknown-card').map((d) => d.message),
    ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map(
      (n) => `Unknown card "Made Up ${n}". Check the spelling. If the card is new, the card data may be older than it. For current card data, run 'decklist cards update'.`,
    ),
  );
});

test('a name the list does not hold becomes a line of its own, at the named line, counted in the command zone', () => {
  const r = run('// commander: Tymna the Weaver; Thrasios, Triton Hero;\n1 Tymna the Weaver\n98 Island\n', 'commander');
  assert.deepEqual(zones(r), [
    ['Tymna the Weaver', 'commander', 'in the list'],
    ['Island', 'main', 'in the list'],
    ['Thrasios, Triton Hero', 'commander', 'named only'],
  ]);
  const made = r.context.entries[2].entry;
  const at = { start: { line: 0, character: 14 }, end: { line: 0, character: 54 } };
  assert.deepEqual(
    { ...made },
    { kind: 'entry', line: 0, range: at, section: 'commander', quantity: 1, name: 'Thrasios, Triton Hero', nameRange: at, lookupNames: ['Thrasios, Triton Hero'], markers: [], tags: [] },
  );
  const companion = run('// companion: Lurrus of the Dream-Den\n1 Braids, Cabal Minion\n99 Swamp\n', 'commander').context.companions[0].entry;
  assert.equal(companion.section, 'companion');
});

test('a commander already in the command zone is not added again by its "commander:" line', () => {
  const r = run('Commander\n1 Braids, Cabal Minion\n// commander: Braids, Cabal Minion\nDeck\n99 Swamp\n', 'commander');
  assert.deepEqual(zones(r), [
    ['Braids, Cabal Minion', 'commander', 'in the list'],
    ['Swamp', 'main', 'in the list'],
  ]);
});

test('the named card moves from the deck first, else from the sideboard or a {noDeck} line; never from the maybeboard', () => {
  assert.deepEqual(zones(run('// commander: Braids, Cabal Minion\nSideboard\n1 Braids, Cabal Minion\nDeck\n1 Braids, Cabal Minion\n98 Swamp\n', 'commander')), [
    ['Braids, Cabal Minion', 'sideboard', 'in the list'],
    ['Braids, Cabal Minion', 'commander', 'in the list'],
    ['Swamp', 'main', 'in the list'],
  ]);
  assert.deepEqual(zones(run('// commander: Braids, Cabal Minion\n99 Swamp\nSideboard\n1 Braids, Cabal Minion\n', 'commander')), [
    ['Swamp', 'main', 'in the list'],
    ['Braids, Cabal Minion', 'commander', 'in the list'],
  ]);
  assert.deepEqual(zones(run('// commander: Braids, Cabal Minion\n99 Swamp\n1 Braids, Cabal Minion [Ramp{noDeck}]\n', 'commander')), [
    ['Swamp', 'main', 'in the list'],
    ['Braids, Cabal Minion', 'commander', 'in the list'],
  ]);
  const maybe = run('// commander: Braids, Cabal Minion\n99 Swamp\nMaybeboard\n1 Braids, Cabal Minion\n', 'commander');
  assert.deepEqual(zones(maybe), [
    ['Swamp', 'main', 'in the list'],
    ['Braids, Cabal Minion', 'maybeboard', 'in the list'],
    ['Braids, Cabal Minion', 'commander', 'named only'],
  ]);
  assert.deepEqual(maybe.counts, { main: 99, commander: 1, companion: 0, sideboard: 0, maybeboard: 1 });
});

test('a constructed companion stays one of the 15 and is the companion; in Commander it leaves the deck', () => {
  const modern = run('// companion: Lurrus of the Dream-Den\n60 Plains\nSideboard\n1 Lurrus of the Dream-Den\n', 'modern');
  assert.deepEqual(zones(modern), [
    ['Plains', 'main', 'in the list'],
    ['Lurrus of the Dream-Den', 'sideboard', 'in the list'],
    ['Lurrus of the Dream-Den', 'companion', 'named only'],
  ]);
  assert.deepEqual(modern.counts, { main: 60, commander: 0, companion: 1, sideboard: 1, maybeboard: 0 });
  const edh = run('// companion: Lurrus of the Dream-Den\n1 Braids, Cabal Minion *CMDR*\n1 Lurrus of the Dream-Den\n98 Swamp\n', 'commander');
  assert.deepEqual(zones(edh), [
    ['Braids, Cabal Minion', 'commander', 'in the list'],
    ['Lurrus of the Dream-Den', 'companion', 'in the list'],
    ['Swamp', 'main', 'in the list'],
  ]);
});

const shepherdTaken = (line: number, from: number, to: number, zone: string) => [
  'warning',
  line,
  from,
  to,
  `No card is named "Phelia, Exuberant Shepard"; taken as Phelia, Exuberant Shepherd, the one card of this deck close to that name, as the ${zone}. Correct the spelling.`,
];

test('a misspelt "CDR:" line is taken as the one close legend of the deck, in the deck, the sideboard or a {noDeck} line', () => {
  for (const text of [
    'CDR: Phelia, Exuberant Shepard\n1 Phelia, Exuberant Shepherd\n99 Plains\n',
    'CDR: Phelia, Exuberant Shepard\n99 Plains\nSideboard\n1 Phelia, Exuberant Shepherd\n',
    'CDR: Phelia, Exuberant Shepard\n99 Plains\n1 Phelia, Exuberant Shepherd [Ramp{noDeck}]\n',
  ]) {
    const r = run(text, 'commander');
    assert.deepEqual(r.commanders, ['Phelia, Exuberant Shepherd'], text);
    assert.deepEqual(messages(r, 'unknown-card'), [shepherdTaken(0, 5, 30, 'commander')], text);
    assert.deepEqual(r.context.nameCorrections.map((c) => [c.written, c.entry.name, c.zone]), [['Phelia, Exuberant Shepard', 'Phelia, Exuberant Shepherd', 'commander']]);
  }
});

test('a misspelt commander name is not taken as a maybeboard card, nor as a card that cannot be the commander', () => {
  const maybe = run('CDR: Phelia, Exuberant Shepard\n99 Plains\nMaybeboard\n1 Phelia, Exuberant Shepherd\n', 'commander');
  assert.deepEqual(maybe.context.nameCorrections, []);
  assert.deepEqual(messages(maybe, 'unknown-card'), [
    ['error', 0, 5, 30, 'Unknown card "Phelia, Exuberant Shepard". Did you mean "Phelia, Exuberant Shepherd"? The card may be newer than the card data.'],
  ]);
  const elves = run('// commander: Llanowar Elfs\n1 Llanowar Elves\n99 Forest\n', 'commander');
  assert.deepEqual(elves.context.nameCorrections, []);
  assert.deepEqual(zones(elves), [
    ['Llanowar Elves', 'main', 'in the list'],
    ['Forest', 'main', 'in the list'],
    ['Llanowar Elfs', 'commander', 'named only'],
  ]);
  // Where there is no commander rule, any close card of the deck is meant.
  const modern = run('// commander: Lightnin Bolt\n4 Lightning Bolt\n56 Mountain\n', 'modern');
  assert.deepEqual(modern.context.nameCorrections.map((c) => [c.written, c.entry.name]), [['Lightnin Bolt', 'Lightning Bolt']]);
});

test('a misspelt companion is taken as the one close companion card; a card that is no companion is not', () => {
  const edh = run('// companion: Lurus of the Dream-Den\n1 Braids, Cabal Minion *CMDR*\n1 Lurrus of the Dream-Den\n98 Swamp\n', 'commander');
  assert.deepEqual(edh.context.companions.map((e) => [e.name, e.synthetic ?? false]), [['Lurrus of the Dream-Den', false]]);
  const braids = run('// companion: Brads, Cabal Minion\n60 Swamp\nSideboard\n1 Braids, Cabal Minion\n', 'modern');
  assert.deepEqual(braids.context.nameCorrections, []);
  assert.deepEqual(zones(braids), [
    ['Swamp', 'main', 'in the list'],
    ['Braids, Cabal Minion', 'sideboard', 'in the list'],
    ['Brads, Cabal Minion', 'companion', 'named only'],
  ]);
});

test('a misspelt constructed companion is still the companion, stays in the sideboard, and its condition is checked', () => {
  const text = (name: string) => `// companion: ${name}\n4 Kitchen Finks\n56 Plains\nSideboard\n1 Lurrus of the Dream-Den\n`;
  const r = run(text('Lurus of the Dream-Den'), 'modern');
  assert.deepEqual(zones(r), [
    ['Kitchen Finks', 'main', 'in the list'],
    ['Plains', 'main', 'in the list'],
    ['Lurrus of the Dream-Den', 'sideboard', 'in the list'],
    ['Lurrus of the Dream-Den', 'companion', 'named only'],
  ]);
  assert.deepEqual(r.counts, { main: 60, commander: 0, companion: 1, sideboard: 1, maybeboard: 0 });
  assert.deepEqual(messages(r, 'unknown-card'), [
    ['warning', 0, 14, 36, 'No card is named "Lurus of the Dream-Den"; taken as Lurrus of the Dream-Den, the one card of this deck close to that name, as the companion. Correct the spelling.'],
  ]);
  const condition =
    'Lurrus of the Dream-Den\'s companion condition is not met ("Each permanent card in your starting deck has mana value 2 or less."): 1 card breaks it: Kitchen Finks (a permanent card with mana value 3). Change those cards or choose another companion.';
  assert.deepEqual(messages(r, 'companion'), [['error', 0, 14, 36, condition]]);
  assert.deepEqual(messages(run(text('Lurrus of the Dream-Den'), 'modern'), 'companion'), [['error', 0, 14, 37, condition]], 'as with the right spelling');
});

test('names newer than the card data: the one line of the deck spelt close to the named one, written once', () => {
  const spelt = (where: string) => run(`// commander: Newcard Shepard\n${where}`, 'commander');
  for (const where of ['1 Newcard Shepherd\n99 Plains\n', '99 Plains\nSideboard\n1 Newcard Shepherd\n', '99 Plains\n1 Newcard Shepherd [Ramp{noDeck}]\n']) {
    const r = spelt(where);
    assert.deepEqual(r.context.commanders.map((e) => [e.name, e.synthetic ?? false]), [['Newcard Shepherd', false]], where);
    assert.deepEqual(
      r.context.nameCorrections.map((c) => [c.written, c.entry.name, c.bySpelling]),
      [['Newcard Shepard', 'Newcard Shepherd', true]],
    );
    assert.deepEqual(messages(r, 'unknown-card')[0], [
      'warning',
      0,
      14,
      29,
      'No card is named "Newcard Shepard" in the card data, nor "Newcard Shepherd"; taken as Newcard Shepherd, the one line of this deck spelt close to it, as the commander. Make the two spellings agree (or update the card data if the card is new).',
    ]);
  }
  // Not a maybeboard line, not a line of two copies, not one of two close lines, not a name another named line made.
  for (const where of [
    '99 Plains\nMaybeboard\n1 Newcard Shepherd\n',
    '2 Newcard Shepherd\n98 Plains\n',
    '1 Newcard Shepherd\n1 Newcard Shepherds\n98 Plains\n',
  ]) {
    const r = spelt(where);
    assert.deepEqual(r.context.nameCorrections, [], where);
    assert.deepEqual(r.context.commanders.map((e) => [e.name, e.synthetic ?? false]), [['Newcard Shepard', true]], where);
  }
  const twice = run('// commander: Newcard Shepherd\n// partner: Newcard Shepard\n99 Plains\n', 'commander');
  assert.deepEqual(twice.context.nameCorrections, []);
  assert.deepEqual(zones(twice), [
    ['Plains', 'main', 'in the list'],
    ['Newcard Shepherd', 'commander', 'named only'],
    ['Newcard Shepard', 'commander', 'named only'],
  ]);
});

test('a constructed companion newer than the card data: taken as the sideboard line spelt close to it, which stays one line of the sideboard', () => {
  const r = run('// companion: Newcard Companon\n60 Plains\nSideboard\n1 Newcard Companion\n', 'modern');
  assert.deepEqual(zones(r), [
    ['Plains', 'main', 'in the list'],
    ['Newcard Companion', 'sideboard', 'in the list'],
  ]);
  assert.deepEqual(r.counts, { main: 60, commander: 0, companion: 0, sideboard: 1, maybeboard: 0 });
  assert.deepEqual(messages(r, 'unknown-card'), [
    [
      'warning',
      0,
      14,
      30,
      'No card is named "Newcard Companon" in the card data, nor "Newcard Companion"; taken as Newcard Companion, the one line of this deck spelt close to it, as the companion. Make the two spellings agree (or update the card data if the card is new).',
    ],
    ['error', 3, 2, 19, 'Unknown card "Newcard Companion". Check the spelling. If the card is new, the card data may be older than it. For current card data, run \'decklist cards update\'.'],
  ]);
});
