// `decklist cards same-cost`: Mental Legacy's "castable as" from the command line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../../server/src/cli';
import { memoryIO, type MemoryIO } from '../../support/memory-io';
import { SAME_COST_CARDS } from '../../fixtures/rules/same-cost-cards';

const dir = mkdtempSync(path.join(tmpdir(), 'decklist-same-cost-'));
const cards = path.join(dir, 'cards.jsonl');
writeFileSync(cards, SAME_COST_CARDS.map((c) => JSON.stringify(c)).join('\n') + '\n');
const offline = path.join(dir, 'offline.jsonl');
writeFileSync(offline, SAME_COST_CARDS.map(({ legalities: _l, ...c }) => JSON.stringify(c)).join('\n') + '\n');

function io(): MemoryIO {
  return memoryIO({}, { env: { DECKLIST_CACHE_DIR: path.join(dir, 'cache') }, cwd: dir });
}

test('same-cost NAME --json: the card, its cost, what it can be cast as, and same-cost cards Legacy bans listed apart', async () => {
  const o = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', cards, '--format', 'mental-legacy', '--json', 'Slitherhead'], o), 0);
  const j = JSON.parse(o.stdout.join(''));
  assert.deepEqual(j, { card: 'Slitherhead', manaCost: '{B/G}', format: 'mental-legacy', cards: [], notLegal: [{ name: 'Deathrite Shaman', legality: 'banned' }] });
  const b = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', cards, '--json', 'bribery'], b), 0);
  assert.deepEqual(JSON.parse(b.stdout.join('')).cards, [{ name: 'Force of Will', manaCost: '{3}{U}{U}', typeLine: 'Instant' }]);
});

test('same-cost NAME prints the list, the banned ones apart, and says when a card has no mana cost', async () => {
  const o = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', cards, 'Grizzly', 'Bears'], o), 0);
  const text = o.stdout.join('\n');
  assert.match(text, /^Grizzly Bears \{1\}\{G\} can be cast as 1 other card in Mental Legacy \(the Legacy card pool\):/);
  assert.match(text, /\n {2}Tarmogoyf {2}Creature — Lhurgoyf/);
  assert.match(text, /not in the card pool: Gleemax Bear/);
  assert.ok(!text.includes('Bear Token'));
  const s = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', cards, 'Slitherhead'], s), 0);
  assert.match(s.stdout.join('\n'), /banned in Mental Legacy, so not declarable: Deathrite Shaman/);
  const v = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', cards, 'Ancestral Vision'], v), 0);
  assert.match(v.stdout.join('\n'), /Ancestral Vision has no mana cost/);
});

test('same-cost --cost lists the cards with that exact cost, in any spelling of the cost', async () => {
  const o = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', cards, '--cost', '1U', '--json'], o), 0);
  const j = JSON.parse(o.stdout.join(''));
  assert.equal(j.card, null);
  assert.equal(j.manaCost, '{1}{U}');
  assert.deepEqual(j.cards.map((c: { name: string }) => c.name), ['Daze', 'Snapcaster Mage']);
  const t = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', cards, '--cost', '{1}{R} // {5}{R}'], t), 0);
  assert.match(t.stdout.join('\n'), /^3 cards with exactly \{1\}\{R\} \/\/ \{5\}\{R\} in Mental Legacy/);
});

test('same-cost on the offline data (no legalities) says legality is unknown and offers every card', async () => {
  const o = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', offline, 'Slitherhead'], o), 0);
  const text = o.stdout.join('\n');
  assert.match(text, /can be cast as 1 other card/);
  assert.match(text, /Deathrite Shaman/);
  assert.match(text, /Legality unknown: the card data .* has no legalities/);
  const j = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', offline, '--json', 'Slitherhead'], j), 0);
  assert.deepEqual(JSON.parse(j.stdout.join('')).cards[0].legality, 'unknown');
});

test('same-cost usage errors: no name, name and --cost, a bad cost, an unknown format (2); an unknown card (1)', async () => {
  for (const argv of [[], ['Daze', '--cost', '1U'], ['--cost', 'blue'], ['--format', 'nope', 'Daze']]) {
    const o = io();
    assert.equal(await main(['cards', 'same-cost', '--cards', cards, ...argv], o), 2, argv.join(' '));
    assert.ok(o.stderr.join('\n').length > 0);
  }
  const u = io();
  assert.equal(await main(['cards', 'same-cost', '--cards', cards, 'Snapcaster Mag'], u), 1);
  assert.match(u.stderr.join('\n'), /Did you mean 'Snapcaster Mage'/);
});
