// Two-Headed Giant over any format (seeds 001, 003): each deck follows the base format, and the
// teammates' decks together hold at most 4 copies of a card other than basic lands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDecklistService } from '../../../server/src/core';
import { builtinFormat, createFormatRegistry, parseConfig } from '../../../server/src/core/formats';
import { db } from './helpers';

const svc = (config?: string, defaultFormat?: string) =>
  createDecklistService({ cards: db(), config: config ? parseConfig(config).config : undefined, defaultFormat });

const deck = (head: string, body: string) => `${head}\n// team: Giants\n${body}`;

test('the id names the base format in every spelling: 2hg legacy, two-headed-giant standard, 双頭巨人戦 レガシー, two-headed-giant-modern', () => {
  const reg = createFormatRegistry();
  for (const [id, base] of [
    ['2hg legacy', 'legacy'],
    ['2HG Legacy', 'legacy'],
    ['two-headed-giant standard', 'standard'],
    ['Two-Headed Giant: Modern', 'modern'],
    ['双頭巨人戦 レガシー', 'legacy'],
    ['双頭巨人戦(モダン)', 'modern'],
    ['two-headed-giant-vintage', 'vintage'],
  ]) {
    const f = reg.get(id);
    assert.ok(f, id);
    assert.equal(f.id, `two-headed-giant-${base}`, id);
    assert.equal(f.legalityKey, base, id);
    assert.equal(f.team?.copyLimit, 4, id);
    assert.equal(f.name, `Two-Headed Giant (${builtinFormat(base)!.name})`);
  }
  // The plain id is still the format without a card pool.
  assert.equal(reg.get('2hg')?.id, 'two-headed-giant');
  assert.equal(reg.get('2hg nonsense'), undefined);
});

test('from the format: line: each deck follows the base format (Sol Ring is banned in Legacy) and the team shares 4 copies', () => {
  const [a, b] = svc().checkFiles([
    { path: 'a.txt', text: deck('// format: 2hg legacy', '4 Counterspell\n1 Sol Ring\n55 Island\n') },
    { path: 'b.txt', text: deck('// format: two-headed-giant legacy', '1 Counterspell\n59 Island\n') },
  ]);
  assert.equal(a.format, 'two-headed-giant-legacy');
  assert.equal(b.format, 'two-headed-giant-legacy');
  assert.ok(a.diagnostics.some((d) => d.code === 'banned' && d.card === 'Sol Ring'));
  const team = [...a.diagnostics, ...b.diagnostics].filter((d) => d.code === 'team-copy-limit');
  assert.equal(team.length, 2);
  assert.match(team[0].message, /Team "Giants" has 5 Counterspell/);
  // Basic lands are exempt: 114 Islands across the team.
  assert.ok(!team.some((d) => d.card === 'Island'));
});

test('the base format\'s copy limit still applies per deck, and 2 + 2 across the team is fine', () => {
  const [a, b] = svc().checkFiles([
    { path: 'a.txt', text: deck('// format: 双頭巨人戦 レガシー', '2 Counterspell\n58 Island\n') },
    { path: 'b.txt', text: deck('// format: 2hg legacy', '2 Counterspell\n58 Island\n') },
  ]);
  assert.deepEqual([...a.diagnostics, ...b.diagnostics].filter((d) => d.severity === 'error'), []);
  const [c] = svc().checkFiles([{ path: 'c.txt', text: deck('// format: 2hg legacy', '5 Counterspell\n55 Island\n') }]);
  assert.ok(c.diagnostics.some((d) => d.code === 'copy-limit' && d.card === 'Counterspell'));
});

test('from --format "2hg modern": Counterspell is not in Modern, and the team limit holds', () => {
  const [a, b] = svc().checkFiles(
    [
      { path: 'a.txt', text: '// team: G\n3 Lightning Bolt\n57 Mountain\n' },
      { path: 'b.txt', text: '// team: G\n2 Lightning Bolt\n1 Counterspell\n57 Mountain\n' },
    ],
    { format: '2hg modern' },
  );
  assert.equal(a.format, 'two-headed-giant-modern');
  assert.equal(a.formatSource, 'option');
  assert.ok(b.diagnostics.some((d) => d.code === 'not-legal' && d.card === 'Counterspell'));
  assert.equal(a.diagnostics.filter((d) => d.code === 'team-copy-limit').length, 1);
});

test('in decklist.config.json: as the default format, and as the base of a house format', () => {
  const [a, b] = svc(JSON.stringify({ format: '2hg modern' })).checkFiles([
    { path: 'a.txt', text: '// team: G\n4 Lightning Bolt\n56 Mountain\n' },
    { path: 'b.txt', text: '// team: G\n1 Lightning Bolt\n59 Mountain\n' },
  ]);
  assert.equal(a.format, 'two-headed-giant-modern');
  assert.equal(a.formatSource, 'config');
  assert.equal(b.diagnostics.filter((d) => d.code === 'team-copy-limit').length, 1);
  const house = svc(JSON.stringify({ formats: { 'giant-house': { extends: '2hg legacy', banned: ['Counterspell'] } } }));
  assert.deepEqual(house.formats.errors, []);
  const f = house.formats.get('giant-house')!;
  assert.equal(f.team?.copyLimit, 4);
  assert.equal(f.legalityKey, 'legacy');
  const [h] = house.checkFiles([{ path: 'h.txt', text: '// format: giant-house\n1 Counterspell\n59 Island\n' }]);
  assert.ok(h.diagnostics.some((d) => d.code === 'banned' && d.card === 'Counterspell'));
});

test('over a Commander format or a team format it is refused with a reason, not reported as an unknown format', () => {
  const r = svc().check('// format: 2hg commander\n4 Lightning Bolt\n56 Mountain\n');
  const p = r.diagnostics.find((d) => d.code === 'format');
  assert.ok(p);
  assert.match(p.message, /Two-Headed Giant over Commander is not defined/);
  assert.doesNotMatch(p.message, /seed|source documents/, "no research references in a message");
  assert.doesNotMatch(p.message, /Unknown format/);
  assert.match(svc().formats.unavailable!('2hg crossfire') ?? '', /already a team format/);
});
