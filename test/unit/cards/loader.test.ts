import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readFileSync, utimesSync, existsSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCardDatabase, indexPathFor, findSnapshot, compileSource } from '../../../server/src/core/cards/loader';
import { CardDataError } from '../../../server/src/core/cards/sources';
import { SCRYFALL_FILE, metaPath } from '../../../server/src/core/cards/download';
import { loadIndex } from '../../../server/src/core/cards/compact-index';
import { sampleObjects, sharedScryfall, skipNoShared, projectRoot, fixturesDir } from './helpers';

const objs = sampleObjects();
const fresh = () => mkdtempSync(path.join(tmpdir(), 'decklist-loader-'));
const notices = () => {
  const list: string[] = [];
  return { list, onNotice: (m: string) => list.push(m) };
};

test('an explicit file is compiled once; the index is reused, rebuilt when the source changes or the index is damaged', async () => {
  const dir = fresh();
  const cacheDir = path.join(dir, 'cache');
  const src = path.join(dir, 'cards.json');
  writeFileSync(src, JSON.stringify(objs));
  const n1 = notices();
  const a = await openCardDatabase({ cardsPath: src, cacheDir, env: {}, onNotice: n1.onNotice });
  assert.equal(a.origin, 'file');
  assert.equal(a.db.info.cards, objs.length);
  assert.match(n1.list.join('\n'), /Building the card index/);
  assert.ok(existsSync(a.indexPath));

  const n2 = notices();
  const b = await openCardDatabase({ cardsPath: src, cacheDir, env: {}, onNotice: n2.onNotice });
  assert.deepEqual(n2.list, [], 'no rebuild when up to date');
  assert.equal(b.db.lookup('sol ring')?.name, 'Sol Ring');

  writeFileSync(src, JSON.stringify(objs.slice(0, 5)));
  utimesSync(src, new Date(), new Date(Date.now() + 5000));
  const n3 = notices();
  const c = await openCardDatabase({ cardsPath: src, cacheDir, env: {}, onNotice: n3.onNotice });
  assert.match(n3.list.join('\n'), /changed since its index was built/);
  assert.equal(c.db.info.cards, 5);

  const bytes = readFileSync(c.indexPath);
  bytes[bytes.length - 3] ^= 0x55;
  writeFileSync(c.indexPath, bytes);
  const n4 = notices();
  const d = await openCardDatabase({ cardsPath: src, cacheDir, env: {}, onNotice: n4.onNotice });
  assert.match(n4.list.join('\n'), /checksum.*rebuilding/);
  assert.equal(d.db.info.cards, 5);
});

test('a source that goes bad keeps the previous good index in use, with one clear notice', async () => {
  const dir = fresh();
  const cacheDir = path.join(dir, 'cache');
  const src = path.join(dir, 'cards.json.gz');
  const gz = gzipSync(JSON.stringify(objs));
  writeFileSync(src, gz);
  await openCardDatabase({ cardsPath: src, cacheDir, env: {} });
  writeFileSync(src, gz.subarray(0, gz.length >> 1)); // truncated
  utimesSync(src, new Date(), new Date(Date.now() + 5000));
  const n = notices();
  const r = await openCardDatabase({ cardsPath: src, cacheDir, env: {}, onNotice: n.onNotice });
  assert.equal(r.db.info.cards, objs.length);
  assert.equal(r.db.lookup('Fire/Ice')?.name, 'Fire // Ice');
  const text = n.list.join('\n');
  assert.match(text, /cards\.json\.gz: is truncated/);
  assert.match(text, /Still using the previous card index/);
  // Without a previous index the same file is one clear error.
  await assert.rejects(openCardDatabase({ cardsPath: src, cacheDir: path.join(dir, 'other'), env: {} }), (e: unknown) => {
    assert.ok(e instanceof CardDataError);
    assert.match(e.message, /cards\.json\.gz: is truncated/);
    return true;
  });
  // A file that is not card data at all (or is empty, or fails quickly while being read)
  // gives exactly one message: no "rebuilding the index…" before it.
  for (const bad of ['<!DOCTYPE html><html></html>', '', JSON.stringify(objs).slice(0, 500), '[1,2,3]']) {
    writeFileSync(src, bad);
    utimesSync(src, new Date(), new Date(Date.now() + 9000 + bad.length));
    const one = notices();
    const kept = await openCardDatabase({ cardsPath: src, cacheDir, env: {}, onNotice: one.onNotice });
    assert.equal(kept.db.info.cards, objs.length);
    assert.equal(one.list.length, 1, one.list.join('\n'));
    assert.match(one.list[0], /cards\.json\.gz: (is|element).*Still using the previous card index/);
    const none = notices();
    await assert.rejects(openCardDatabase({ cardsPath: src, cacheDir: path.join(dir, 'third'), env: {}, onNotice: none.onNotice }), CardDataError);
    assert.deepEqual(none.list, []);
  }
});

test('precedence: --cards, then DECKLIST_CARDS, then the cached download, then the snapshot', async () => {
  const dir = fresh();
  const cacheDir = path.join(dir, 'cache');
  const a = path.join(dir, 'a.jsonl');
  const b = path.join(dir, 'b.jsonl');
  writeFileSync(a, objs.slice(0, 3).map((o) => JSON.stringify(o)).join('\n'));
  writeFileSync(b, objs.slice(0, 4).map((o) => JSON.stringify(o)).join('\n'));
  const snap = path.join(dir, 'snapshot.dlidx');
  const s = await compileSource(b, { infoOverride: { source: 'snapshot', label: 'offline card data from January 2017', hasLegalities: false } });
  writeFileSync(snap, s.bytes);
  const env = { DECKLIST_CARDS: b };
  assert.equal((await openCardDatabase({ cardsPath: a, env, cacheDir, snapshotPath: snap })).db.info.cards, 3);
  const viaEnv = await openCardDatabase({ env, cacheDir, snapshotPath: snap });
  assert.equal(viaEnv.origin, 'env');
  assert.equal(viaEnv.db.info.cards, 4);
  const viaSnap = await openCardDatabase({ env: {}, cacheDir, snapshotPath: snap });
  assert.equal(viaSnap.origin, 'snapshot');
  assert.equal(viaSnap.db.info.label, 'offline card data from January 2017');
  // A cached download wins over the snapshot; old downloads are flagged stale.
  const cached = path.join(cacheDir, SCRYFALL_FILE);
  mkdirSync(path.dirname(cached), { recursive: true });
  writeFileSync(cached, JSON.stringify(objs));
  const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
  writeFileSync(metaPath(cached), JSON.stringify({ downloadedAt: old, updatedAt: '2024-05-01T09:00:00Z', uri: 'x', size: 1 }));
  const n = notices();
  const viaCache = await openCardDatabase({ env: {}, cacheDir, snapshotPath: snap, onNotice: n.onNotice });
  assert.equal(viaCache.origin, 'cache');
  assert.equal(viaCache.db.info.label, 'Scryfall Oracle Cards of 2024-05-01');
  assert.equal(viaCache.db.info.cards, objs.length);
  assert.equal(viaCache.stale, true);
  assert.match(n.list.join('\n'), /10 days old/);
  const notStale = await openCardDatabase({ env: {}, cacheDir, snapshotPath: snap, maxAgeDays: 30 });
  assert.equal(notStale.stale, false);
  assert.equal((await openCardDatabase({ env: { DECKLIST_MAX_AGE_DAYS: '14' }, cacheDir, snapshotPath: snap })).stale, false);
  assert.equal(indexPathFor(cacheDir, cached), notStale.indexPath);
});

test('no card data at all is one clear error', async () => {
  const dir = fresh();
  await assert.rejects(
    openCardDatabase({ env: {}, cacheDir: dir, snapshotPath: path.join(dir, 'missing.dlidx') }),
    /offline snapshot cannot be used|no card data/,
  );
});

const builtSnapshot = path.join(projectRoot, 'dist', 'cards-snapshot.dlidx');
test('the offline snapshot built by npm run build is found from the sources and has no legalities', { skip: existsSync(builtSnapshot) ? false : 'dist/cards-snapshot.dlidx not built; run npm run build' }, () => {
  assert.equal(findSnapshot(), builtSnapshot);
  const db = loadIndex(builtSnapshot);
  assert.equal(db.info.label, 'offline card data from January 2017');
  assert.equal(db.info.hasLegalities, false);
  assert.equal(db.lookup('Sol Ring')?.legalities, undefined);
  assert.equal(db.lookup('Fire/Ice')?.name, 'Fire // Ice');
  assert.ok(db.info.cards > 16000);
});

test('the loader takes the shared JSONL files', { skip: skipNoShared(sharedScryfall) }, async () => {
  const r = await openCardDatabase({ cardsPath: sharedScryfall, env: {}, cacheDir: fresh() });
  assert.equal(r.db.info.cards, 20030);
  assert.equal(r.db.info.date, '2019-10-04');
  assert.equal(r.db.lookup('Sol Ring')?.legalities?.commander, 'legal');
});

test('--lang with an AtomicCards file given as the card data: its own names are used, no "download AtomicCards" notice', async () => {
  const dir = fresh();
  const atomic = path.join(fixturesDir, 'atomic-sample.json');
  const n = notices();
  const r = await openCardDatabase({ cardsPath: atomic, env: {}, cacheDir: path.join(dir, 'cache'), languages: ['Japanese'], onNotice: n.onNotice });
  assert.equal(r.db.lookup('土地税')?.name, 'Land Tax');
  assert.doesNotMatch(n.list.join('\n'), /need MTGJSON AtomicCards/);
  // Language codes as people type them name the same language.
  for (const code of ['ja', 'JA', 'japanese']) {
    const viaCode = await openCardDatabase({ cardsPath: atomic, env: {}, cacheDir: path.join(dir, 'cache'), languages: [code] });
    assert.equal(viaCode.db.lookup('土地税')?.name, 'Land Tax', code);
  }
  // A Scryfall file has no other-language names: then the notice says how to get them.
  const src = path.join(dir, 'cards.json');
  writeFileSync(src, JSON.stringify(objs));
  const n2 = notices();
  const s = await openCardDatabase({ cardsPath: src, env: {}, cacheDir: path.join(dir, 'cache'), languages: ['Japanese'], onNotice: n2.onNotice });
  assert.equal(s.db.lookup('土地税'), undefined);
  assert.match(n2.list.join('\n'), /Card names in Japanese need MTGJSON AtomicCards.*decklist cards update --lang Japanese/);
});

test('--lang on the offline snapshot says the names need downloaded data, even when AtomicCards is cached', async () => {
  const dir = fresh();
  const cacheDir = path.join(dir, 'cache');
  const snap = path.join(dir, 'snapshot.dlidx');
  writeFileSync(snap, (await compileSource(path.join(fixturesDir, 'scryfall-sample.json'), { infoOverride: { source: 'snapshot', label: 'offline card data from January 2017', hasLegalities: false } })).bytes);
  mkdirSync(path.join(cacheDir, 'mtgjson'), { recursive: true });
  writeFileSync(path.join(cacheDir, 'mtgjson', 'AtomicCards.json.gz'), gzipSync(readFileSync(path.join(fixturesDir, 'atomic-sample.json'))));
  const n = notices();
  const r = await openCardDatabase({ env: {}, cacheDir, snapshotPath: snap, languages: ['Japanese'], onNotice: n.onNotice });
  assert.equal(r.origin, 'snapshot');
  assert.equal(r.db.lookup('《土地税/Land Tax》')?.name, 'Land Tax');
  assert.ok(
    n.list.includes("Card names in Japanese are not available with the offline card data, only with downloaded Scryfall data. To download them, run 'decklist cards update --lang Japanese'. The 《日本語名/English Name》 notation works without it."),
    n.list.join('\n'),
  );
});
