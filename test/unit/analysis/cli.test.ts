// `decklist stats`, `hand` and `diff` (and `diff --textconv`), run in-process on hand-written cards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runDiffCommand, runHandCommand, runStatsCommand } from '../../../server/src/cli/analysis-commands';
import type { OpenCards } from '../../../server/src/cli/check-command';
import { memoryIO } from '../../support/memory-io';
import { analysisDb } from '../../fixtures/analysis/cards';
import { assertNoNaN } from './helpers';

const open: OpenCards = async () => analysisDb();
const failing: OpenCards = async () => {
  throw new Error('the card data file is damaged');
};
const DECK = '// format: modern\n4 Lightning Bolt\n4 Counterspell\n14 Island\n10 Mountain\n28 Opt\n';

test('stats --json has the fields the issue lists, per file', async () => {
  const io = memoryIO({ '/d.txt': DECK });
  assert.equal(await runStatsCommand(['--json', 'd.txt'], io, open), 0);
  const out = JSON.parse(io.stdout.join(''));
  const f = out.files[0];
  for (const k of ['path', 'format', 'library', 'lands', 'averageManaValue', 'curve', 'colors', 'recommendedLands', 'odds', 'price']) assert.ok(k in f, k);
  assert.equal(f.path, 'd.txt');
  assert.equal(f.format, 'modern');
  assert.equal(f.library, 60);
  assert.equal(f.lands, 24);
  assert.deepEqual(Object.keys(f.colors.U).slice(0, 5), ['pips', 'sources', 'hardestCost', 'hardestCard', 'turn']);
  assert.deepEqual([f.colors.U.hardestCost, f.colors.U.required, f.colors.U.sources, f.colors.U.enough], ['{U}{U}', 21, 14, false]);
  assert.equal(f.odds.openingHandLands.length, 8);
  assert.equal(f.odds.landDrops.play.length, 6);
  assert.equal(f.odds.landDrops.draw.length, 6);
  for (const k of ['usd', 'eur', 'tix', 'date', 'missing']) assert.ok(k in f.price, k);
  assertNoNaN(out);
});

test('stats in words, and a missing file is named (exit 2) while the others are still shown', async () => {
  const io = memoryIO({ '/d.txt': DECK });
  assert.equal(await runStatsCommand(['d.txt', 'nope.txt'], io, open), 2);
  const text = io.stdout.join('\n');
  assert.match(text, /Blue\s+36 pips,\s+14 sources; 21 needed for \{U\}\{U\} on turn 2 \(Counterspell\) TOO FEW \(7 short\)$/m);
  assert.match(text, /price: \$/);
  assert.match(io.stderr.join(''), /nope\.txt: error: cannot read the file \(no such file\)/);
});

test('hand --json: {seed, hand, bottom, library}; the seed reproduces it; a bad option is a usage error', async () => {
  const a = memoryIO({ '/d.txt': DECK });
  assert.equal(await runHandCommand(['--seed', '99', '--mulligans', '1', '--json', 'd.txt'], a, open), 0);
  const h = JSON.parse(a.stdout.join(''));
  assert.equal(h.seed, 99);
  assert.equal(h.hand.length, 6);
  assert.equal(h.bottom.length, 1);
  assert.equal(h.library, 54);
  const b = memoryIO({ '/d.txt': DECK });
  await runHandCommand(['--seed=99', '--mulligans=1', '--json', 'd.txt'], b, open);
  assert.deepEqual(JSON.parse(b.stdout.join('')), h);
  const bad = memoryIO({ '/d.txt': DECK });
  assert.equal(await runHandCommand(['--seed', 'abc', 'd.txt'], bad, open), 2);
  assert.match(bad.stderr.join(''), /--seed must be a whole number/);
  const small = memoryIO({ '/s.txt': '3 Island' });
  assert.equal(await runHandCommand(['--seed', '1', 's.txt'], small, open), 0);
  assert.match(small.stdout.join('\n'), /only 3 cards/);
});

test('diff: exit 0 for the same cards, 1 when they differ, 2 for a missing file; --json lists the changes', async () => {
  const files = { '/a.txt': '4 Lightning Bolt\n20 Mountain', '/b.txt': '20 mountain\n4 lightning bolt', '/c.txt': '3 Lightning Bolt\n20 Mountain\nSideboard\n1 Lightning Bolt' };
  assert.equal(await runDiffCommand(['a.txt', 'b.txt'], memoryIO(files), open), 0);
  const io = memoryIO(files);
  assert.equal(await runDiffCommand(['--json', 'a.txt', 'c.txt'], io, open), 1);
  assert.deepEqual(JSON.parse(io.stdout.join('')), {
    changes: [
      { name: 'Lightning Bolt', section: 'main', from: 4, to: 3 },
      { name: 'Lightning Bolt', section: 'sideboard', from: 0, to: 1 },
    ],
  });
  const words = memoryIO(files);
  await runDiffCommand(['a.txt', 'c.txt'], words, open);
  assert.match(words.stdout.join('\n'), /Main deck:\n {2}-1 Lightning Bolt \(4 → 3\)\nSideboard:\n {2}\+1 Lightning Bolt \(0 → 1\)/);
  assert.equal(await runDiffCommand(['a.txt', 'zzz.txt'], memoryIO(files), open), 2);
});

test('diff --textconv never fails: a missing file, broken card data or a bad option still print something and exit 0', async () => {
  const ok = memoryIO({ '/a.txt': '20 mountain\n4 lightning bolt\nSideboard\n1 Fire/Ice' });
  assert.equal(await runDiffCommand(['--textconv', 'a.txt'], ok, open), 0);
  assert.equal(ok.stdout.join(''), 'Deck\n4 Lightning Bolt\n20 Mountain\n\nSideboard\n1 Fire // Ice\n');
  const missing = memoryIO({});
  assert.equal(await runDiffCommand(['--textconv', 'gone.dek'], missing, open), 0);
  assert.match(missing.stdout.join(''), /cannot read gone\.dek/);
  const broken = memoryIO({ '/a.txt': '2 Zed\n1 alpha' });
  assert.equal(await runDiffCommand(['--textconv', 'a.txt'], broken, failing), 0);
  assert.match(broken.stdout.join('\n'), /card data not loaded[\s\S]*Deck\n1 alpha\n2 Zed/);
  const badOption = memoryIO({});
  assert.equal(await runDiffCommand(['--textconv', '--frobnicate', 'a.txt'], badOption, open), 0);
  assert.ok(badOption.stdout.join('').length > 0);
});
