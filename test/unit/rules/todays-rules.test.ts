// Issue 12: today's rules (vehicles as commanders, Zirda), commanders named with a typo or not
// marked at all, team decks checked alone, suggestions for short names, messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { memoryIO } from '../../support/memory-io';
import { INFO, check, checkTeam, codes, commanderDeck, db } from './helpers';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { RULES_CARDS } from '../../fixtures/rules/cards';

test('a legendary Vehicle or Spacecraft with power and toughness can be the commander (CR 903.3 since 2025), not under the 2010 rules', () => {
  for (const cmdr of ['Parhelion II', 'Test Flagship']) {
    const deck = commanderDeck(cmdr, [], ['Plains', 'Island'].filter((b) => (cmdr === 'Parhelion II' ? b === 'Plains' : b === 'Island')));
    const today = check(deck, 'commander');
    assert.deepEqual(codes(today, 'commander-ineligible'), [], cmdr);
    assert.deepEqual(today.commanders, [cmdr]);
    assert.deepEqual(codes(check(deck, 'duel'), 'commander-ineligible'), [], `${cmdr} in Duel Commander (same rule)`);
    const old = codes(check(deck, 'commander-2010'), 'commander-ineligible');
    assert.equal(old.length, 1, cmdr);
    assert.match(old[0].message, /must be a legendary creature\./);
  }
  // A legendary artifact without power and toughness still cannot.
  const relic = codes(check(commanderDeck('Test Relic', []), 'commander'), 'commander-ineligible');
  assert.equal(relic.length, 1);
  assert.match(relic[0].message, /a legendary Vehicle or Spacecraft with power and toughness/);
});

test("Zirda's companion condition: every permanent card has an activated ability", () => {
  const ok = 'Companion\n1 Zirda, the Dawnwaker\n\nDeck\n4 Sol Ring\n4 Test Sword\n4 Llanowar Elves\n4 Counterspell\n44 Forest\n';
  assert.deepEqual(codes(check(ok, 'legacy'), 'companion'), []);
  const bad = 'Companion\n1 Zirda, the Dawnwaker\n\nDeck\n4 Kitchen Finks\n4 Test Banner\n4 Counterspell\n48 Island\n';
  const d = codes(check(bad, 'legacy'), 'companion');
  assert.equal(d.length, 1);
  assert.match(d[0].message, /Kitchen Finks \(a permanent card without an activated ability\)/);
  assert.match(d[0].message, /Test Banner/, 'an ability it only grants in quotes is not its own');
  assert.doesNotMatch(d[0].message, /Counterspell|Island/);
});

test('a commander named with a typo is the one close eligible card of the deck: no phantom 101st card', () => {
  const deck = 'CDR: Phelia, Exuberant Shepard\n1 Phelia, Exuberant Shepherd\n1 Sol Ring\n98 Plains\n';
  const r = check(deck, 'commander');
  assert.deepEqual(r.commanders, ['Phelia, Exuberant Shepherd']);
  assert.deepEqual(codes(r, 'deck-size'), []);
  assert.deepEqual(codes(r), [], 'no errors');
  const w = r.diagnostics.filter((d) => d.code === 'unknown-card');
  assert.equal(w.length, 1);
  assert.equal(w[0].severity, 'warning');
  assert.equal(w[0].range.start.line, 0);
  assert.deepEqual(w[0].data?.suggestions, ['Phelia, Exuberant Shepherd']);
  assert.match(w[0].message, /taken as Phelia, Exuberant Shepherd/);
  // The same with a comment directive; a name close to nothing in the deck stays an unknown commander.
  assert.deepEqual(check('// commander: Phelia Exuberant Shepard\n1 Phelia, Exuberant Shepherd\n99 Plains\n', 'commander').commanders, ['Phelia, Exuberant Shepherd']);
  const far = check('// commander: Somebody Else\n1 Phelia, Exuberant Shepherd\n99 Plains\n', 'commander');
  assert.equal(codes(far, 'unknown-card').length, 1);
  assert.equal(codes(far, 'unknown-card')[0].severity, 'error');
});

test('an unmarked commander in the middle of a 100-card list: the one eligible card whose color identity covers the rest', () => {
  const deck = '1 Sol Ring\n1 Llanowar Elves\n1 Toothy, Imaginative Friend\n1 Thrasios, Triton Hero\n1 Counterspell\n47 Island\n48 Forest\n';
  const r = check(deck, 'commander');
  assert.deepEqual(r.commanders, ['Thrasios, Triton Hero']);
  const info = r.diagnostics.filter((d) => d.code === 'commander-inferred');
  assert.equal(info.length, 1);
  assert.equal(info[0].range.start.line, 3);
  assert.match(info[0].message, /color identity \(\{U\}\{G\}\) covers every other card/);
  assert.equal(info[0].data?.directive, '// commander: Thrasios, Triton Hero');
  assert.deepEqual(codes(r, 'commander-missing'), []);
  // Two cards that both cover the rest: no guess.
  const two = check('1 Sol Ring\n1 Tatyova, Benthic Druid\n1 Thrasios, Triton Hero\n1 Counterspell\n48 Island\n48 Forest\n', 'commander');
  assert.equal(codes(two, 'commander-missing').length, 1);
});

test("a team deck checked alone says that the teammate's deck was not given; checked together it does not", () => {
  const a = '// team: Blue\n4 Counterspell\n56 Island\n';
  const b = '// team: Blue\n4 Lightning Bolt\n56 Mountain\n';
  const alone = check(a, 'crossfire').diagnostics.filter((d) => d.code === 'team-unchecked');
  assert.equal(alone.length, 1);
  assert.equal(alone[0].severity, 'information');
  assert.equal(alone[0].range.start.line, 0);
  assert.match(alone[0].message, /Team "Blue": the teammate's deck was not given/);
  const together = checkTeam({ 'a.txt': a, 'b.txt': b }, 'crossfire');
  for (const r of together) assert.deepEqual(r.diagnostics.filter((d) => d.code === 'team-unchecked'), []);
  assert.deepEqual(check(a, 'legacy').diagnostics.filter((d) => d.code === 'team-unchecked'), [], 'not a team format');
});

test('suggestions for misspelt short names (the first word of a longer name)', () => {
  const cases: Array<[string, string]> = [
    ['Thraisos', 'Thrasios, Triton Hero'],
    ['Thrasois', 'Thrasios, Triton Hero'],
    ['Kruam', "Kraum, Ludevic's Opus"],
    ['Tymma', 'Tymna the Weaver'],
    ['Zirdaa', 'Zirda, the Dawnwaker'],
  ];
  for (const [q, want] of cases) assert.equal(db().suggest(q)[0]?.name, want, q);
  assert.deepEqual(db().suggest('zzzz'), []);
  const r = check('Commander\n1 Thraisos\n\nDeck\n99 Island\n', 'commander');
  assert.deepEqual(codes(r, 'unknown-card')[0].data?.suggestions, ['Thrasios, Triton Hero']);
});

test('unknown-card messages are short (no card data label); Japanese names say what to do; Japanese basics need no table', () => {
  const r = check('4 Lightning Bolt\n4 Lightnig Boltt Xyz\n4 稲妻\n52 島\n', 'legacy');
  const u = codes(r, 'unknown-card');
  assert.equal(u.length, 2);
  for (const d of u) assert.doesNotMatch(d.message, /rules test cards/);
  assert.match(u[1].message, /^Unknown card "稲妻"\. .*decklist cards update --lang ja.*《日本語名\/English Name》/);
  const basics = check('Deck\n10 平地\n10 島\n10 沼\n10 山\n10 森\n10 冠雪の島\n', 'legacy');
  assert.deepEqual(codes(basics, 'unknown-card'), []);
  assert.equal(basics.context.entries[1].card?.name, 'Island');
  assert.equal(basics.context.entries[5].card?.name, 'Snow-Covered Island');
});

test('CLI: the card data label once per file with unknown cards; --format vintgae says "did you mean"', async () => {
  const open = async () => db();
  let t = memoryIO({ '/w/a.txt': '4 Lightnig Boltt Xyz\n4 Nonexistent Card Name\n52 Island\n' }, { cwd: '/w' });
  assert.equal(await runCheckCommand(['--format', 'legacy', 'a.txt'], t, open), 1);
  const notes = t.stdout.filter((l) => l.includes('rules test cards'));
  assert.equal(notes.length, 2, 'the header line and one note for the file');
  assert.match(notes[1], /^a\.txt: note: cards are looked up in rules test cards/);
  t = memoryIO({ '/w/a.txt': '4 Island\n' }, { cwd: '/w' });
  assert.equal(await runCheckCommand(['--format', 'vintgae', 'a.txt'], t, open), 2);
  assert.match(t.stderr.join(''), /unknown format 'vintgae'; did you mean 'vintage'\?/);
});

test('a file that is not a decklist gets one diagnostic, not "no commander" and "0 cards"', () => {
  const csv = ['Name,Set,Price', ...Array.from({ length: 20 }, (_, i) => `Card ${i},M10,0.${i}`)].join('\n');
  const r = check(csv, 'commander');
  assert.deepEqual(
    r.diagnostics.map((d) => [d.code, d.data?.reason]),
    [['parse', 'not-a-decklist']],
  );
});

test('unknown-card with the offline snapshot: the card may be newer than January 2017, and how to get current data', () => {
  const snapshot = createMemoryCardDatabase(RULES_CARDS.map(cardFromScryfall), { ...INFO, source: 'snapshot', label: 'offline card data from January 2017' });
  const r = check('4 Lightning Bolt\n4 Lightnig Boltt\n4 Ragavan, Nimble Pilferer Zz\n', 'legacy', snapshot);
  const u = codes(r, 'unknown-card');
  assert.equal(u.length, 2);
  for (const d of u) {
    assert.match(d.message, /offline snapshot of January 2017: the card may simply be newer/);
    assert.match(d.message, / The card data in use is the offline snapshot of January 2017: the card may simply be newer\. For current card data, run 'decklist cards update'\.$/);
  }
  // Downloaded data: no such sentence.
  for (const d of codes(check('4 Lightnig Boltt\n', 'legacy'), 'unknown-card')) assert.doesNotMatch(d.message, /snapshot/);
});
