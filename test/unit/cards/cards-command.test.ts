import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../../server/src/cli';
import { memoryIO, type MemoryIO } from '../../support/memory-io';
import { loadIndex } from '../../../server/src/core/cards/compact-index';
import { fixturesDir, sampleObjects } from './helpers';
const N = sampleObjects().length;

const dir = mkdtempSync(path.join(tmpdir(), 'decklist-cards-cli-'));
const sample = path.join(fixturesDir, 'scryfall-sample.json');

function io(env: Record<string, string | undefined> = {}): MemoryIO {
  return memoryIO({}, { env: { DECKLIST_CACHE_DIR: path.join(dir, 'cache'), ...env }, cwd: dir });
}

test('cards info shows source, label, date and count', async () => {
  const o = io();
  assert.equal(await main(['cards', 'info', '--cards', sample], o), 0);
  const text = o.stdout.join('\n');
  assert.match(text, /Source:\s+scryfall-oracle \(--cards\)/);
  assert.match(text, /Label:\s+Scryfall Oracle Cards of 1993-12-01/);
  assert.match(text, new RegExp(`Cards:\\s+${N}\\n`));
  const j = io({ DECKLIST_CARDS: sample });
  assert.equal(await main(['cards', 'info', '--json'], j), 0);
  const info = JSON.parse(j.stdout.join(''));
  assert.equal(info.origin, 'env');
  assert.equal(info.cards, N);
});

test('cards lookup prints the card and its color identity with reasons', async () => {
  const o = io();
  assert.equal(await main(['cards', 'lookup', '--cards', sample, 'civilized', 'scholar'], o), 0);
  const text = o.stdout.join('\n');
  assert.match(text, /^Civilized Scholar \/\/ Homicidal Brute/);
  assert.match(text, /Color identity: UR/);
  assert.match(text, /U: \{2\}\{U\}|U: \{U\} in the mana cost of Civilized Scholar/);
  assert.match(text, /R: color indicator in the color indicator of Homicidal Brute/);
  assert.match(text, new RegExp(`Card data: Scryfall Oracle Cards of .* \\(${N} cards\\)`));
  const g = io();
  assert.equal(await main(['cards', 'lookup', '--cards', sample, 'Godless Shrine'], g), 0);
  assert.match(g.stdout.join('\n'), /W: Plains in the type line/);
  assert.match(g.stdout.join('\n'), /B: Swamp in the type line/);
});

test('an unknown card exits 1 with suggestions', async () => {
  const o = io();
  assert.equal(await main(['cards', 'lookup', '--cards', sample, 'Lightening Bolt'], o), 1);
  assert.match(o.stderr.join('\n'), new RegExp(`No card named 'Lightening Bolt' in Scryfall Oracle Cards of .* \\(${N} cards\\)\\. Did you mean 'Lightning Bolt'`));
});

test('bad card data exits 2 with one clear message naming the file', async () => {
  const bad = path.join(dir, 'page.json');
  writeFileSync(bad, '<html><body>Not here</body></html>');
  const o = io();
  assert.equal(await main(['cards', 'info', '--cards', bad], o), 2);
  const err = o.stderr.join('\n');
  assert.match(err, /page\.json: is an HTML\/XML page/);
  assert.equal(err.match(/decklist cards:/g)?.length, 1);
  assert.equal(o.stderr.length, 1, err);
  const u = io();
  assert.equal(await main(['cards', 'frob'], u), 2);
  assert.match(u.stderr.join('\n'), /unknown subcommand 'frob'/);
});

test('build-index compiles a source; --snapshot labels it as the offline data without legalities', async () => {
  const out = path.join(dir, 'out.dlidx');
  const o = io();
  assert.equal(await main(['cards', 'build-index', sample, out, '--snapshot'], o), 0);
  assert.ok(existsSync(out));
  assert.match(o.stderr.join('\n'), new RegExp(`Built .*out\\.dlidx: ${N} cards`));
  const db = loadIndex(out);
  assert.equal(db.info.label, 'offline card data from January 2017');
  assert.equal(db.info.source, 'snapshot');
  assert.equal(db.info.hasLegalities, false);
  // The compiled index is itself usable as --cards; a damaged one is one clear error.
  const viaIndex = io();
  assert.equal(await main(['cards', 'lookup', '--cards', out, 'Fire/Ice'], viaIndex), 0);
  assert.match(viaIndex.stdout.join('\n'), /^Fire \/\/ Ice/);
  assert.match(viaIndex.stdout.join('\n'), /Card data: offline card data from January 2017/);
  const damaged = path.join(dir, 'damaged.dlidx');
  const bytes = readFileSync(out);
  bytes[bytes.length - 5] ^= 0xff;
  writeFileSync(damaged, bytes);
  const d = io();
  assert.equal(await main(['cards', 'info', '--cards', damaged], d), 2);
  assert.match(d.stderr.join('\n'), /damaged\.dlidx: is a compiled card index that cannot be used \(it fails its checksum/);
  const c = io();
  assert.equal(await main(['cards', 'complete', '--cards', sample, 'sol', 'r'], c), 0);
  assert.match(c.stdout.join('\n'), /Sol Ring/);
  assert.match(c.stderr.join('\n'), new RegExp(`Card data: Scryfall Oracle Cards of .* \\(${N} cards\\)`));
});
