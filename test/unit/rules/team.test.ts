import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkTeam, codes } from './helpers';

test('crossfire: 3 + 2 Lightning Bolt across a team is over the team limit of 4; each line says so and points to the other deck', () => {
  const [a, b] = checkTeam(
    {
      'alice.txt': '// format: crossfire\n// team: Red Team\n3 Lightning Bolt\n57 Mountain\n',
      'bob.txt': '// format: crossfire\n// team: Red Team\n2 Lightning Bolt\n58 Mountain\n',
    },
    'crossfire',
  );
  const ta = codes(a, 'team-copy-limit');
  const tb = codes(b, 'team-copy-limit');
  assert.equal(ta.length, 1);
  assert.equal(tb.length, 1);
  assert.match(ta[0].message, /Team "Red Team" has 5 Lightning Bolt/);
  assert.equal(ta[0].related?.[0].path, 'bob.txt');
  assert.equal(tb[0].related?.[0].path, 'alice.txt');
  // Basic lands are exempt (115 Mountains across the team).
  assert.ok(!ta.some((d) => d.card === 'Mountain'));
});

test('crossfire: 2 + 2 is fine; decks of different teams do not add up', () => {
  const ok = checkTeam(
    {
      'a.txt': '// team: X\n2 Lightning Bolt\n58 Mountain\n',
      'b.txt': '// team: X\n2 Lightning Bolt\n58 Mountain\n',
      'c.txt': '// team: Y\n4 Lightning Bolt\n56 Mountain\n',
    },
    'crossfire',
  );
  for (const r of ok) assert.deepEqual(codes(r, 'team-copy-limit'), []);
});

test('crossfire: restricted cards are one per deck, so one in each teammate\'s deck is fine; Lich is banned', () => {
  const rs = checkTeam(
    {
      'a.txt': '// team: X\n1 Ancestral Recall\n1 Lich\n58 Island\n',
      'b.txt': '// team: X\n1 Ancestral Recall\n59 Island\n',
    },
    'crossfire',
  );
  for (const r of rs) {
    assert.deepEqual(codes(r, 'team-copy-limit'), []);
    assert.deepEqual(codes(r, 'restricted'), []);
  }
  assert.equal(codes(rs[0], 'banned')[0].card, 'Lich');
});

test('two-headed-giant: team-wide 4 copies', () => {
  const rs = checkTeam(
    { 'a.txt': '// team: T\n4 Counterspell\n56 Island\n', 'b.txt': '// team: T\n1 Counterspell\n59 Island\n' },
    'two-headed-giant',
  );
  assert.equal(codes(rs[0], 'team-copy-limit').length, 1);
  assert.equal(codes(rs[1], 'team-copy-limit').length, 1);
  // Legacy has no team rule: the same decks are fine.
  const legacy = checkTeam({ 'a.txt': '// team: T\n4 Counterspell\n56 Island\n', 'b.txt': '// team: T\n1 Counterspell\n59 Island\n' }, 'legacy');
  assert.deepEqual(codes(legacy[0], 'team-copy-limit'), []);
});

test('a team name ending in an em space (U+2003) is the same team: the parsers keep it, the team rule trims it', () => {
  const [a, b] = checkTeam(
    {
      'alice.txt': '// format: crossfire\n// team: Red Team\u2003\n3 Lightning Bolt\n57 Mountain\n',
      'bob.txt': '// format: crossfire\n// team: Red Team\n2 Lightning Bolt\n58 Mountain\n',
    },
    'crossfire',
  );
  assert.deepEqual(codes(a, 'team-copy-limit').map((d) => d.related?.map((r) => [r.path, r.range.start.line])), [[['bob.txt', 2]]]);
  assert.deepEqual(codes(b, 'team-copy-limit').map((d) => d.related?.map((r) => [r.path, r.range.start.line])), [[['alice.txt', 2]]]);
  // Only an em space after `team:` names no team: nothing adds up.
  const blank = checkTeam({ 'a.txt': '// team: \u2003\n3 Lightning Bolt\n57 Mountain\n', 'b.txt': '// team: \u2003\n2 Lightning Bolt\n58 Mountain\n' }, 'crossfire');
  for (const r of blank) assert.deepEqual(codes(r, 'team-copy-limit'), []);
});
