// Scryfall's rulings: read from the bulk file (newest first), compiled into a compact store, and
// downloaded by `updateCardData({ rulings: true })` like the card data (bulk-data index, progress,
// verified, atomic). A local HTTP server on 127.0.0.1 stands in for Scryfall.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withLocalServer } from '../../support/local-server';
import { jsonLinesGzip } from '../../support/scryfall-bulk';
import { updateCardData } from '../../../server/src/core/cards/loader';
import { RULINGS_FILE } from '../../../server/src/core/cards/download';
import { CachedRulings, RULINGS_STORE_FILE, RulingsError, RulingsStore, buildRulingsStore, openRulings, readRulingsFile } from '../../../server/src/core/cards/rulings';
import { main } from '../../../server/src/cli';
import { memoryIO } from '../../support/memory-io';
import { OTHER_ID, RULINGS_OBJECTS, SOL_RING_ID } from '../../fixtures/cards/rulings';
import { sampleObjects } from './helpers';

const fresh = () => mkdtempSync(path.join(tmpdir(), 'decklist-rulings-'));

test('the bulk file is read per oracle id, newest first (same-day rulings keep their order); gzip too', () => {
  const dir = fresh();
  const file = path.join(dir, 'rulings.json');
  writeFileSync(file, gzipSync(JSON.stringify(RULINGS_OBJECTS)));
  const m = readRulingsFile(file);
  assert.equal(m.size, 2);
  assert.deepEqual(
    m.get(SOL_RING_ID)!.map((r) => r.date + ' ' + r.text.slice(0, 20)),
    ['2021-03-19 Test ruling four: th', '2016-06-08 Test ruling three.', '2009-10-01 Test ruling two.', '2009-10-01 Test ruling two and ', '2004-10-04 Test ruling one: the'],
  );
  assert.equal(m.get(SOL_RING_ID)![0].source, 'scryfall');
});

test('the compact store gives the same rulings back, and refuses a damaged file', () => {
  const m = readRulingsFile(writeTemp(JSON.stringify(RULINGS_OBJECTS)));
  const bytes = buildRulingsStore(m, '2026-11-20', { size: 1, mtimeMs: 2 });
  const dir = fresh();
  const file = path.join(dir, 'r.dlrul');
  writeFileSync(file, bytes);
  const s = RulingsStore.load(file);
  assert.equal(s.date, '2026-11-20');
  assert.deepEqual(s.rulingsFor(SOL_RING_ID), m.get(SOL_RING_ID));
  assert.deepEqual(s.rulingsFor(OTHER_ID), m.get(OTHER_ID));
  assert.deepEqual(s.rulingsFor('00000000-0000-0000-0000-000000000000'), []);
  assert.deepEqual(s.counts, { cards: 2, rulings: 6 });
  const bad = Buffer.from(bytes);
  bad[bad.length - 3] ^= 0xff;
  writeFileSync(file, bad);
  assert.throws(() => RulingsStore.load(file), /fails its checksum/);
  assert.throws(() => readRulingsFile(writeTemp('{"object":"list"}')), RulingsError);
  assert.throws(() => readRulingsFile(writeTemp('[]')), /has no rulings/);
});

function writeTemp(text: string): string {
  const f = path.join(fresh(), 'x.json');
  writeFileSync(f, text);
  return f;
}

type Mode = 'ok' | 'html' | 'interrupt';

async function withScryfall(fn: (base: string, state: { mode: Mode; urls: string[]; rulingsUpdatedAt: string }) => Promise<void>) {
  // Today's shape: gzip JSON Lines named by jsonl_download_uri (the old shape: bulk-jsonl.test.ts).
  const oracle = jsonLinesGzip(sampleObjects());
  const rulings = jsonLinesGzip(RULINGS_OBJECTS);
  const state = { mode: 'ok' as Mode, urls: [] as string[], rulingsUpdatedAt: '2026-11-19T21:00:00Z' };
  const handler = (req: http.IncomingMessage, res: http.ServerResponse, base: string) => {
    state.urls.push(req.url ?? '');
    if (req.url === '/bulk-data') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [
        { type: 'oracle_cards', jsonl_download_uri: `${base}/oracle-cards.jsonl.gz`, compressed_size: oracle.length, updated_at: '2026-11-20T09:00:00Z' },
        { type: 'rulings', jsonl_download_uri: `${base}/rulings.jsonl.gz`, compressed_size: rulings.length, updated_at: state.rulingsUpdatedAt },
      ] }));
    } else if (req.url === '/oracle-cards.jsonl.gz') {
      res.writeHead(200, { 'Content-Length': String(oracle.length) });
      res.end(oracle);
    } else if (req.url === '/rulings.jsonl.gz') {
      if (state.mode === 'html') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html>maintenance</html>');
      } else if (state.mode === 'interrupt') {
        res.writeHead(200, { 'Content-Length': String(rulings.length) });
        res.write(rulings.subarray(0, 50));
        setTimeout(() => res.socket?.destroy(), 20);
      } else {
        res.writeHead(200, { 'Content-Length': String(rulings.length) });
        res.end(rulings);
      }
    } else {
      res.writeHead(404);
      res.end();
    }
  };
  await withLocalServer(handler, (base) => fn(base, state));
}

test('updateCardData({ rulings: true }) downloads the rulings file with progress, verifies and compiles it', async () => {
  await withScryfall(async (base, state) => {
    const cacheDir = fresh();
    const progress: number[] = [];
    const notices: string[] = [];
    const r = await updateCardData({ cacheDir, env: {}, rulings: true, download: { scryfallApi: base }, onProgress: (d) => progress.push(d), onNotice: (m) => notices.push(m) });
    assert.deepEqual(state.urls, ['/bulk-data', '/oracle-cards.jsonl.gz', '/bulk-data', '/rulings.jsonl.gz']);
    assert.ok(r.rulings);
    assert.equal(r.rulings!.date, '2026-11-19');
    assert.equal(r.rulings!.rulingsFor(SOL_RING_ID)[0].date, '2021-03-19');
    assert.ok(existsSync(path.join(cacheDir, RULINGS_FILE)));
    assert.ok(existsSync(path.join(cacheDir, RULINGS_STORE_FILE)));
    assert.ok(progress.includes(jsonLinesGzip(RULINGS_OBJECTS).length), 'progress in bytes (of the gzip file)');
    assert.ok(notices.some((m) => /Downloading Scryfall rulings \(2026-11-19\)/.test(m)));
    // The store is what a later session opens (without reading the raw file again).
    const again = openRulings(cacheDir)!;
    assert.equal(again.rulingsFor(OTHER_ID).length, 1);
  });
});

test('without the rulings option nothing is fetched; CachedRulings is empty without the file', async () => {
  await withScryfall(async (base, state) => {
    const cacheDir = fresh();
    const r = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    assert.equal(r.rulings, undefined);
    assert.ok(!state.urls.includes('/rulings.jsonl.gz'));
    const cached = new CachedRulings(cacheDir);
    assert.equal(cached.available, false);
    assert.deepEqual(cached.rulingsFor(SOL_RING_ID), []);
    assert.ok(!existsSync(path.join(cacheDir, 'scryfall', 'rulings.dlrul')));
  });
});

test('a bad or interrupted rulings download leaves the previous rulings in place', async () => {
  await withScryfall(async (base, state) => {
    const cacheDir = fresh();
    await updateCardData({ cacheDir, env: {}, rulings: true, download: { scryfallApi: base } });
    const before = readFileSync(path.join(cacheDir, RULINGS_FILE));
    for (const mode of ['html', 'interrupt'] as const) {
      state.mode = mode;
      // Scryfall names newer rulings, so each update downloads them (an unchanged updated_at downloads nothing).
      state.rulingsUpdatedAt = mode === 'html' ? '2026-11-20T21:00:00Z' : '2026-11-21T21:00:00Z';
      await assert.rejects(updateCardData({ cacheDir, env: {}, rulings: true, download: { scryfallApi: base } }), mode === 'html' ? /is not JSON/ : /interrupted/);
      assert.deepEqual(readFileSync(path.join(cacheDir, RULINGS_FILE)), before);
      assert.deepEqual(readdirSync(path.join(cacheDir, 'scryfall')).filter((f) => /download|tmp/.test(f)), [], 'no temporary file left');
      assert.equal(new CachedRulings(cacheDir).rulingsFor(SOL_RING_ID).length, 5);
    }
  });
});

test('a store older than the raw file is compiled again', () => {
  const cacheDir = fresh();
  mkdirSync(path.join(cacheDir, 'scryfall'), { recursive: true });
  writeFileSync(path.join(cacheDir, RULINGS_FILE), JSON.stringify(RULINGS_OBJECTS.slice(0, 1)));
  assert.equal(openRulings(cacheDir)!.rulingsFor(SOL_RING_ID).length, 1);
  writeFileSync(path.join(cacheDir, RULINGS_FILE), JSON.stringify(RULINGS_OBJECTS) + '\n');
  assert.equal(openRulings(cacheDir)!.rulingsFor(SOL_RING_ID).length, 5);
});

test('decklist cards update --rulings', async () => {
  await withScryfall(async (base) => {
    const cacheDir = fresh();
    const o = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir, DECKLIST_SCRYFALL_API: base }, cwd: cacheDir });
    assert.equal(await main(['cards', 'update', '--rulings'], o), 0);
    assert.match(o.stdout.join('\n'), /Rulings of 2026-11-19: 6 rulings on 2 cards/);
  });
});
