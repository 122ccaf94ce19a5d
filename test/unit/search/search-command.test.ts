// `decklist cards search QUERY [--limit N] [--json]` over the hand-written rules cards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../../server/src/cli';
import { memoryIO } from '../../support/memory-io';
import { RULES_CARDS } from '../../fixtures/rules/cards';

const dir = mkdtempSync(path.join(tmpdir(), 'decklist-search-cli-'));
const cards = path.join(dir, 'cards.jsonl');
writeFileSync(cards, RULES_CARDS.map((c) => JSON.stringify(c)).join('\n') + '\n');
const io = () => memoryIO({}, { env: { DECKLIST_CACHE_DIR: path.join(dir, 'cache') }, cwd: dir });

test('--json prints query, total (every match) and the cards up to --limit', async () => {
  const o = io();
  assert.equal(await main(['cards', 'search', '--cards', cards, '--json', '--limit', '2', 't:land', '-t:basic'], o), 0);
  const r = JSON.parse(o.stdout.join(''));
  assert.equal(r.query, 't:land -t:basic');
  assert.ok(r.total > 2);
  assert.equal(r.cards.length, 2);
  assert.deepEqual(Object.keys(r.cards[0]), ['name', 'manaCost', 'typeLine']);
  assert.deepEqual(r.cards[0], { name: 'Badlands', manaCost: '', typeLine: 'Land — Swamp Mountain' });
});

test('text output: one card per line; the count and the data on stderr', async () => {
  const o = io();
  assert.equal(await main(['cards', 'search', '--cards', cards, 'o:"damage to any target"', 'c:r'], o), 0);
  assert.match(o.stdout.join('\n'), /^Lightning Bolt\s+\{R\}\s+Instant$/m);
  assert.match(o.stderr.join('\n'), /\d+ cards? \(Scryfall/);
});

test('no match exits 1; a bad query or a missing one exits 2 with the reason', async () => {
  const none = io();
  assert.equal(await main(['cards', 'search', '--cards', cards, 'name:nosuchcard'], none), 1);
  const bad = io();
  assert.equal(await main(['cards', 'search', '--cards', cards, 'set:lea'], bad), 2);
  assert.match(bad.stderr.join('\n'), /unsupported search key "set"/);
  const empty = io();
  assert.equal(await main(['cards', 'search', '--cards', cards], empty), 2);
  const limit = io();
  assert.equal(await main(['cards', 'search', '--cards', cards, '--limit', 'many', 'bolt'], limit), 2);
  assert.match(limit.stderr.join('\n'), /--limit needs a whole number/);
});
