import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIndex, loadIndex, IndexError, INDEX_FORMAT_VERSION } from '../../../server/src/core/cards/compact-index';
import { createMemoryCardDatabase } from '../../../server/src/core/cards/memory-database';
import type { CardDatabase, CardDataInfo } from '../../../server/src/core/cards/types';
import { projectRoot, sampleCards, sharedScryfall, skipNoShared } from './helpers';
import { readCardSource } from '../../../server/src/core/cards/sources';

const tmp = mkdtempSync(path.join(tmpdir(), 'decklist-index-'));
const info: CardDataInfo = { source: 'scryfall-oracle', label: 'Scryfall Oracle Cards of 2024-01-01', date: '2024-01-01', cards: 0, hasLegalities: true };
const aliases = [
  { alias: '土地税', name: 'Land Tax', language: 'Japanese' },
  { alias: '稲妻', name: 'Lightning Bolt', language: 'Japanese' },
  { alias: 'Gone Missing', name: 'No Such Card' },
];
const cards = sampleCards();
const file = path.join(tmp, 'cards.dlidx');
writeFileSync(file, buildIndex(cards, info, aliases, { path: '/x/cards.json', size: 1, mtimeMs: 2 }));

test('the index answers exactly like the in-memory database', () => {
  const db = loadIndex(file);
  const mem = createMemoryCardDatabase(cards, info, aliases);
  assert.equal(db.info.cards, cards.length);
  assert.equal(db.info.label, info.label);
  assert.deepEqual(db.stamp, { path: '/x/cards.json', size: 1, mtimeMs: 2 });
  for (const c of cards) assert.deepEqual(db.lookup(c.name), c, c.name);
  for (const q of ['Fire/Ice', 'Ice', 'aether vial', "Lim-Dul's Vault", 'Urza’s Saga', '《土地税/Land Tax》', '稲妻', '土地税', 'nope']) {
    assert.deepEqual(db.lookup(q), mem.lookup(q), q);
  }
  for (const q of ['s', 'sol r', 'l', 'plow', 'swo plow', '土', 'ice', 'zzz']) assert.deepEqual(db.complete(q), mem.complete(q), q);
  for (const q of ['Lightening Bolt', 'Conterspell', 'Sol Rnig']) assert.deepEqual(db.suggest(q), mem.suggest(q), q);
  assert.deepEqual(db.explainColorIdentity(db.lookup('Fire // Ice')!), mem.explainColorIdentity(mem.lookup('Fire // Ice')!));
});

test('aliases appear in completion with the alias name', () => {
  const db = loadIndex(file);
  assert.deepEqual(db.complete('稲')[0].name, 'Lightning Bolt');
  assert.deepEqual(db.complete('稲')[0].alias, '稲妻');
});

test('a damaged index is refused with a clear reason', () => {
  const good = readFileSync(file);
  const flipped = Buffer.from(good);
  flipped[flipped.length - 10] ^= 0xff;
  const bad = path.join(tmp, 'flipped.dlidx');
  writeFileSync(bad, flipped);
  assert.throws(() => loadIndex(bad), (e: unknown) => e instanceof IndexError && e.reason === 'corrupt' && /checksum/.test(e.message));
  const trunc = path.join(tmp, 'trunc.dlidx');
  writeFileSync(trunc, good.subarray(0, good.length - 100));
  assert.throws(() => loadIndex(trunc), (e: unknown) => e instanceof IndexError && /truncated/.test(e.message));
  const foreign = path.join(tmp, 'foreign.dlidx');
  writeFileSync(foreign, '{"not":"an index"}');
  assert.throws(() => loadIndex(foreign), (e: unknown) => e instanceof IndexError && /magic/.test(e.message));
  assert.throws(() => loadIndex(path.join(tmp, 'missing.dlidx')), (e: unknown) => e instanceof IndexError && e.reason === 'missing');
});

test('any flipped byte in the header, or a wrong format version, is refused as an IndexError (never used, never a crash)', () => {
  const good = readFileSync(file);
  const hlen = good.readUInt32LE(8);
  const accepted: number[] = [];
  const other: string[] = [];
  for (let i = 0; i < 12 + hlen; i++) {
    const b = Buffer.from(good);
    b[i] ^= 0x01;
    try {
      loadIndex(file, b);
      accepted.push(i);
    } catch (e) {
      if (!(e instanceof IndexError)) other.push(`${i}: ${(e as Error).message}`);
    }
  }
  assert.deepEqual(other, [], 'every failure is an IndexError');
  assert.deepEqual(accepted, [], 'no damaged header is accepted');
  // Same length (9 after 10 keeps a space), so that the header's length field still fits.
  const olderVersion = String(INDEX_FORMAT_VERSION - 1).padEnd(String(INDEX_FORMAT_VERSION).length);
  const older = Buffer.from(good.toString('latin1').replace(`"formatVersion":${INDEX_FORMAT_VERSION}`, `"formatVersion":${olderVersion}`), 'latin1');
  assert.throws(() => loadIndex(file, older), (e: unknown) => e instanceof IndexError && e.reason === 'version' && /format version/.test(e.message));
});

/** Name tolerance on a real-size card list read through the compact index. */
function assertNameTolerance(db: CardDatabase): void {
  for (const [written, name] of [
    ['Æther Vial', 'Aether Vial'],
    ['aether vial', 'Aether Vial'],
    ['Lim-Dul the Necromancer', 'Lim-Dûl the Necromancer'],
    ['LIM-DÛL THE NECROMANCER', 'Lim-Dûl the Necromancer'],
    ['Jotun Grunt', 'Jötun Grunt'],
    ['Urza’s Tower', "Urza's Tower"],
    ['Painter‘s Servant', "Painter's Servant"],
    ['Fire/Ice', 'Fire // Ice'],
    ['Fire / Ice', 'Fire // Ice'],
    ['fire//ice', 'Fire // Ice'],
    ['  Sol    Ring  ', 'Sol Ring'],
    ['Delver of Secrets', 'Delver of Secrets // Insectile Aberration'],
    ['Insectile Aberration', 'Delver of Secrets // Insectile Aberration'],
    ['《稲妻/Lightning Bolt》', 'Lightning Bolt'],
  ]) {
    assert.equal(db.lookup(written)?.name, name, written);
  }
  assert.equal(db.complete('sol r')[0].name, 'Sol Ring');
  assert.equal(db.complete('jace mind')[0].name, 'Jace, the Mind Sculptor');
  assert.equal(db.suggest('Jace the Mind Sculpter')[0].name, 'Jace, the Mind Sculptor');
  assert.equal(db.suggest('Lightening Bolt')[0].name, 'Lightning Bolt');
  assert.equal(db.complete('s', 50).length, 50);
}

test('name tolerance on the offline snapshot (January 2017, built by npm run build; no ../shared needed)', () => {
  const snapshot = path.join(projectRoot, 'dist', 'cards-snapshot.dlidx');
  // npm test builds first; a missing snapshot is a failure here, not a skip.
  assert.ok(existsSync(snapshot), `${snapshot} is missing: run npm run build`);
  assertNameTolerance(loadIndex(snapshot));
});

test('name tolerance on the real 2019 data through the compact index', { skip: skipNoShared(sharedScryfall) }, async () => {
  const r = await readCardSource(sharedScryfall);
  const f = path.join(tmp, 'shared.dlidx');
  writeFileSync(f, buildIndex(r.cards, r.info, [], {}));
  const db = loadIndex(f);
  assertNameTolerance(db);
  // An adventure card, newer than the snapshot.
  assert.equal(db.lookup('Bonecrusher Giant')?.name, 'Bonecrusher Giant // Stomp');
});

test('a line that cannot be a card name (100 KB of <a>…</a>) is looked up, completed and suggested in bounded time', () => {
  // `<…>` looks like the Japanese-notation brackets and every `/` is a possible split: without the
  // length bound, lookup built n² candidate strings (20,000 nested elements: gigabytes).
  const n = 4000;
  const line = '<a>'.repeat(n) + '</a>'.repeat(n);
  const spaces = 'x' + ' '.repeat(50_000) + '/ y';
  for (const db of [loadIndex(file), createMemoryCardDatabase(cards, info, aliases)]) {
    for (const name of [line, spaces]) {
      const t0 = performance.now();
      assert.equal(db.lookup(name), undefined);
      assert.deepEqual(db.suggest(name, 3), []);
      assert.deepEqual(db.complete(name, 5), []);
      const ms = performance.now() - t0;
      assert.ok(ms < 200, `${ms.toFixed(0)} ms`);
    }
  }
  // The longest real names are still found.
  assert.equal(createMemoryCardDatabase(cards, info).lookup('  ' + cards[0].name.toUpperCase() + '  ')?.name, cards[0].name);
});
