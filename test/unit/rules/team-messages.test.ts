// What the players of a team read when their decks together hold too many copies of a card
// (team-copy-limit), and when a team deck is checked without its teammates (team-unchecked):
// the numbers, the decks named, the lines pointed to, and where the note sits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDeck, checkDecks, type CheckResult } from '../../../server/src/core/check';
import type { FormatDefinition } from '../../../server/src/core/formats';
import { parseDeck } from '../../../server/src/core/parse';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { check, checkTeam, codes, createFormatRegistry, db, format, parseConfig } from './helpers';
import { nameAt } from './pair-cards';

const CROSSFIRE_RULE = 'Crossfire: at most 4 copies of a card per team';

function teamLimit(o: { line: number; message: string; related: DeckDiagnostic['related']; team?: string; total: number; limit: number; card?: string }) {
  const card = o.card ?? 'Lightning Bolt';
  return {
    code: 'team-copy-limit',
    severity: 'error',
    message: o.message,
    range: nameAt(o.line, card),
    card,
    related: o.related,
    data: { team: o.team ?? 'Red Team', total: o.total, limit: o.limit },
  };
}

function teamDecks(texts: Record<string, string>, f: FormatDefinition, severities?: Record<string, 'off'>): CheckResult[] {
  return checkDecks(
    Object.entries(texts).map(([path, text]) => ({ path, doc: parseDeck(text, { fileName: path }), format: f, options: severities ? { severities } : undefined })),
    db(),
  );
}

test('team-copy-limit: every line of the card in both decks, with the split, the rule, the copies to remove, and the other lines (another deck\'s with its path)', () => {
  const [alice, bob] = checkTeam(
    {
      'alice.txt': '// format: crossfire\n// team: Red Team\n2 Lightning Bolt\n57 Mountain\n1 Lightning Bolt\n',
      'bob.txt': '// team: Red Team\n2 Lightning Bolt\n58 Mountain\n',
    },
    'crossfire',
  );
  const message = `Team "Red Team" has 5 Lightning Bolt across its decks (3 in alice.txt, 2 in bob.txt); ${CROSSFIRE_RULE}. Remove 1 from the team's decks.`;
  const inAlice = (quantity: number, line: number) => ({ message: `${quantity} Lightning Bolt in alice.txt`, range: nameAt(line, 'Lightning Bolt') });
  const inBob = { message: '2 Lightning Bolt in bob.txt', range: nameAt(1, 'Lightning Bolt') };
  assert.deepEqual(codes(alice, 'team-copy-limit'), [
    teamLimit({ line: 2, message, related: [inAlice(1, 4), { ...inBob, path: 'bob.txt' }], total: 5, limit: 4 }),
    teamLimit({ line: 4, message, related: [inAlice(2, 2), { ...inBob, path: 'bob.txt' }], total: 5, limit: 4 }),
  ]);
  assert.deepEqual(codes(bob, 'team-copy-limit'), [
    teamLimit({ line: 1, message, related: [{ ...inAlice(2, 2), path: 'alice.txt' }, { ...inAlice(1, 4), path: 'alice.txt' }], total: 5, limit: 4 }),
  ]);
  assert.deepEqual(codes(alice), codes(alice, 'team-copy-limit'), 'no other error');
});

test('team-copy-limit: a card on many lines points to at most 10 of the others', () => {
  const [alice, bob] = checkTeam(
    {
      'alice.txt': `// team: Red Team\n${'1 Lightning Bolt\n'.repeat(11)}49 Mountain\n`,
      'bob.txt': '// team: Red Team\n1 Lightning Bolt\n59 Mountain\n',
    },
    'crossfire',
  );
  const a = codes(alice, 'team-copy-limit');
  const b = codes(bob, 'team-copy-limit');
  assert.deepEqual(
    [...a, ...b].map((d) => [d.range.start.line, d.related?.length]),
    [[1, 10], [2, 10], [3, 10], [4, 10], [5, 10], [6, 10], [7, 10], [8, 10], [9, 10], [10, 10], [11, 10], [1, 10]],
  );
  assert.deepEqual(
    b[0].related?.map((r) => [r.message, r.range.start.line, r.path]),
    Array.from({ length: 10 }, (_, i) => ['1 Lightning Bolt in alice.txt', i + 1, 'alice.txt']),
  );
  assert.equal(a[0].message, `Team "Red Team" has 12 Lightning Bolt across its decks (11 in alice.txt, 1 in bob.txt); ${CROSSFIRE_RULE}. Remove 8 from the team's decks.`);
});

test('team-copy-limit: a card whose text allows seven may have seven across the team, not eight', () => {
  const decks = (a: number, b: number) =>
    checkTeam(
      { 'a.txt': `// team: Red Team\n${a} Seven Dwarves\n${60 - a} Mountain\n`, 'b.txt': `// team: Red Team\n${b} Seven Dwarves\n${60 - b} Mountain\n` },
      'crossfire',
    );
  for (const r of decks(4, 3)) assert.deepEqual(codes(r, 'team-copy-limit'), []);
  const [a, b] = decks(4, 4);
  const message = `Team "Red Team" has 8 Seven Dwarves across its decks (4 in a.txt, 4 in b.txt); ${CROSSFIRE_RULE}. Remove 1 from the team's decks.`;
  const other = (path: string) => [{ message: `4 Seven Dwarves in ${path}`, range: nameAt(1, 'Seven Dwarves'), path }];
  assert.deepEqual(codes(a, 'team-copy-limit'), [teamLimit({ line: 1, card: 'Seven Dwarves', message, related: other('b.txt'), total: 8, limit: 7 })]);
  assert.deepEqual(codes(b, 'team-copy-limit'), [teamLimit({ line: 1, card: 'Seven Dwarves', message, related: other('a.txt'), total: 8, limit: 7 })]);
});

test('team-copy-limit: a card in one deck only is that deck\'s copy limit, not the team\'s', () => {
  const [alice, bob] = checkTeam(
    { 'alice.txt': '// team: Red Team\n5 Lightning Bolt\n55 Mountain\n', 'bob.txt': '// team: Red Team\n60 Mountain\n' },
    'crossfire',
  );
  assert.deepEqual(codes(alice).map((d) => d.code), ['copy-limit']);
  assert.deepEqual(codes(bob), []);
});

test('team-copy-limit: a house team format without a note says its own limit, which may be lower than the copies one deck may hold', () => {
  const { config, errors } = parseConfig(
    JSON.stringify({ formats: { pairs: { extends: 'legacy', name: 'Pair Legacy', team: { copyLimit: 3 } } } }),
    '/w/decklist.config.json',
  );
  assert.deepEqual(errors, []);
  const f = createFormatRegistry(config).get('pairs')!;
  const [a, b] = teamDecks({ 'a.txt': '// team: Blue\n2 Counterspell\n58 Island\n', 'b.txt': '// team: Blue\n2 Counterspell\n58 Island\n' }, f);
  const message = 'Team "Blue" has 4 Counterspell across its decks (2 in a.txt, 2 in b.txt); Pair Legacy allows at most 3 copies of a card per team. Remove 1 from the team\'s decks.';
  const other = (path: string) => [{ message: `2 Counterspell in ${path}`, range: nameAt(1, 'Counterspell'), path }];
  assert.deepEqual(codes(a, 'team-copy-limit'), [teamLimit({ line: 1, card: 'Counterspell', team: 'Blue', message, related: other('b.txt'), total: 4, limit: 3 })]);
  assert.deepEqual(codes(b, 'team-copy-limit'), [teamLimit({ line: 1, card: 'Counterspell', team: 'Blue', message, related: other('a.txt'), total: 4, limit: 3 })]);
  // Checked alone, each deck says that rule was not checked, with the limit.
  const alone = checkDeck(parseDeck('// team: Blue\n2 Counterspell\n58 Island\n'), db(), f);
  assert.deepEqual(codes(alone, 'team-unchecked'), [
    {
      code: 'team-unchecked',
      severity: 'information',
      message: 'Team "Blue": the teammate\'s deck was not given, so the team rule (at most 3 copies of a card per team) was not checked. Check the team\'s decks together (decklist check deck1.txt deck2.txt).',
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 13 } },
      data: { team: 'Blue' },
    },
  ]);
});

test('team-copy-limit turned off: no team diagnostic, and the decks are still checked', () => {
  const rs = teamDecks(
    { 'alice.txt': '// team: Red Team\n3 Lightning Bolt\n57 Mountain\n', 'bob.txt': '// team: Red Team\n2 Lightning Bolt\n58 Mountain\n' },
    format('crossfire'),
    { 'team-copy-limit': 'off' },
  );
  for (const r of rs) assert.deepEqual(r.diagnostics.filter((d) => d.code !== 'mana-sources'), []);
});

test('team names match without regard to case, as the note about an unchecked team matches them', () => {
  const same = checkTeam({ 'a.txt': '// team: Red Team\n3 Lightning Bolt\n57 Mountain\n', 'b.txt': '// team: RED TEAM\n2 Lightning Bolt\n58 Mountain\n' }, 'crossfire');
  assert.deepEqual(
    same.map((r) => r.diagnostics.filter((d) => d.code !== 'mana-sources').map((d) => d.code)),
    [['team-copy-limit'], ['team-copy-limit']],
  );
  // Lower case tells "Straße" from "STRASSE" (upper case would not): two teams, each not checked.
  const two = checkTeam({ 'a.txt': '// team: Straße\n3 Lightning Bolt\n57 Mountain\n', 'b.txt': '// team: STRASSE\n2 Lightning Bolt\n58 Mountain\n' }, 'crossfire');
  assert.deepEqual(
    two.map((r) => r.diagnostics.filter((d) => d.code !== 'mana-sources').map((d) => d.code)),
    [['team-unchecked'], ['team-unchecked']],
  );
});

test('team-unchecked: on the team line (not the format line above it), or at the top of a deck that names no team, with the advice for each', () => {
  assert.deepEqual(codes(check('// format: crossfire\n// team: Red Team\n4 Lightning Bolt\n56 Mountain\n', 'crossfire'), 'team-unchecked'), [
    {
      code: 'team-unchecked',
      severity: 'information',
      message: `Team "Red Team": the teammate's deck was not given, so the team rule (${CROSSFIRE_RULE}) was not checked. Check the team's decks together (decklist check deck1.txt deck2.txt).`,
      range: { start: { line: 1, character: 0 }, end: { line: 1, character: 17 } },
      data: { team: 'Red Team' },
    },
  ]);
  assert.deepEqual(codes(check('4 Lightning Bolt\n56 Mountain\n', 'crossfire'), 'team-unchecked'), [
    {
      code: 'team-unchecked',
      severity: 'information',
      message: `The teammate's deck was not given, so the team rule (${CROSSFIRE_RULE}) was not checked. Check the team's decks together (decklist check deck1.txt deck2.txt) and give each the same "// team: Name" line.`,
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
      data: { team: undefined },
    },
  ]);
});
