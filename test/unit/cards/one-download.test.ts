// One download per file: card data opened several times at once (decks of several windows, in
// Japanese with MTGJSON's AtomicCards too) downloads each file once and builds its index once; a lock
// left by a process that is gone is taken over at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { openCardDatabase } from '../../../server/src/core/cards/loader';
import { ATOMIC_FILE, SCRYFALL_FILE, lockPath } from '../../../server/src/core/cards/download';
import { withLocalServer } from '../../support/local-server';
import { bulkApi, contractRecords, type BulkFile } from '../../support/scryfall-bulk';

const ORACLE: BulkFile = { type: 'oracle_cards', objects: contractRecords('oracle-cards.jsonl'), updatedAt: '2026-09-08T09:01:57.053+00:00' };
const ATOMIC = gzipSync(
  JSON.stringify({
    meta: { date: '2026-09-08', version: '5.3.0+20260908' },
    data: { 'Sol Ring': [{ name: 'Sol Ring', manaValue: 1, type: 'Artifact', layout: 'normal', colorIdentity: [], foreignData: [{ language: 'Japanese', name: '太陽の指輪' }] }] },
  }),
);

/** Runs fn against a stand-in for Scryfall (today's shape) and MTGJSON; `urls()`: the paths asked for. */
async function withApi(fn: (base: string, urls: () => string[]) => Promise<void>): Promise<void> {
  const { handler, state } = bulkApi([ORACLE]);
  const atomic: string[] = [];
  await withLocalServer((req, res, base) => {
    if (req.url === '/mtgjson/AtomicCards.json.gz') {
      atomic.push(req.url);
      res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': String(ATOMIC.length) });
      res.end(ATOMIC);
    } else handler(req, res, base);
  }, (base) => fn(base, () => [...atomic, ...state.urls]));
}

test('three opens at once in Japanese: AtomicCards and Oracle Cards are each downloaded once, and one index is built', async () => {
  await withApi(async (base, urls) => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-one-download-'));
    const notices: string[] = [];
    const open = () =>
      openCardDatabase({
        cacheDir,
        env: {},
        allowDownload: true,
        languages: ['Japanese'],
        download: { scryfallApi: base, mtgjsonApi: `${base}/mtgjson` },
        onNotice: (m) => notices.push(m),
      });
    const opened = await Promise.all([open(), open(), open()]);
    for (const o of opened) assert.equal(o.db.lookup('太陽の指輪')?.name, 'Sol Ring');
    const count = (url: string) => urls().filter((u) => u === url).length;
    assert.deepEqual(
      { atomic: count('/mtgjson/AtomicCards.json.gz'), index: count('/bulk-data'), oracle: count('/oracle-cards.jsonl.gz') },
      { atomic: 1, index: 1, oracle: 1 },
      urls().join(', '),
    );
    assert.deepEqual(notices.filter((m) => /Building the card index|rebuilding/.test(m)), []);
    assert.equal(readdirSync(path.join(cacheDir, 'index')).length, 1);
    assert.ok(!existsSync(lockPath(path.join(cacheDir, SCRYFALL_FILE))) && !existsSync(lockPath(path.join(cacheDir, ATOMIC_FILE))));
  });
});

test('a lock of a process of this machine that is gone is taken over at once, without waiting for the stale-lock timeout', async () => {
  await withApi(async (base, urls) => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-one-download-'));
    // A process that has exited: its pid names no process now.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    mkdirSync(path.join(cacheDir, 'scryfall'), { recursive: true });
    writeFileSync(lockPath(path.join(cacheDir, SCRYFALL_FILE)), JSON.stringify({ pid: gone, host: hostname(), at: new Date().toISOString() }));
    const notices: string[] = [];
    const started = Date.now();
    const { origin } = await openCardDatabase({ cacheDir, env: {}, allowDownload: true, download: { scryfallApi: base }, onNotice: (m) => notices.push(m) });
    assert.equal(origin, 'cache');
    assert.ok(Date.now() - started < 10_000);
    assert.ok(notices.includes('Taking over the download of oracle-cards.json that a stopped Decklist process left unfinished.'), notices.join('\n'));
    assert.equal(urls().filter((u) => u === '/oracle-cards.jsonl.gz').length, 1);
  });
});
