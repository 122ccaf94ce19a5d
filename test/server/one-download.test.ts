// One download per file per machine, whatever opens at once: two server processes (two editor
// windows) sharing a cache directory, several decks in each, and a second load within one server
// while the first is downloading. The Scryfall stand-in counts the requests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER, startServer, type TestServer } from './lsp-client';
import { fakeScryfall } from '../support/fake-scryfall';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const DECK = '// format: legacy\n5 Lightning Bolt\n55 Island\n';
const NETWORK = { cardData: { autoUpdate: true, allowNetwork: true } };

const logs = (s: TestServer) => s.notifications.filter((n) => n.method === 'window/logMessage').map((n) => (n.params as { message: string }).message);
const count = (list: string[], url: string) => list.filter((u) => u === url).length;

test('two windows and several decks at once: each file is downloaded once, the index built once, and every deck is checked with it', { skip }, async () => {
  const scryfall = await fakeScryfall(true);
  const shared = mkdtempSync(path.join(os.tmpdir(), 'decklist-shared-cache-'));
  const env = { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base, DECKLIST_CACHE_DIR: shared };
  const first = await startServer({ env, settings: NETWORK });
  let second: TestServer | undefined;
  try {
    const firstDecks = ['a.txt', 'b.txt', 'c.txt'].map((n) => first.open(n, DECK));
    await first.until('the first window downloads', () => scryfall.requests.includes('/oracle-cards.jsonl.gz'));
    second = await startServer({ env, settings: NETWORK });
    const other = second;
    const secondDecks = ['d.txt', 'e.txt'].map((n) => other.open(n, DECK));
    // A change of the card data settings loads again within the first window while it downloads.
    first.settings = { cardData: { ...NETWORK.cardData, maxAgeDays: 30 } };
    void first.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    await other.until('the second window waits for the first one’s download (or downloads again)', () =>
      logs(other).some((m) => m.startsWith('Waiting for the download of oracle-cards.json')) || count(scryfall.requests, '/oracle-cards.jsonl.gz') > 1,
    );
    await first.until('the first window’s second load waits for its first (or downloads again)', () =>
      logs(first).some((m) => m.startsWith('Waiting for the download of oracle-cards.json already under way')) || count(scryfall.requests, '/bulk-data') > 1,
    );
    scryfall.release();
    for (const [s, uris] of [[first, firstDecks], [other, secondDecks]] as const) {
      for (const uri of uris) {
        const d = await s.diagnosticsFor(uri, 1);
        assert.ok(d.some((x) => x.code === 'copy-limit'), `${uri} is checked with the downloaded cards`);
      }
    }
    // The first load was superseded by the second, which used the first one's download.
    assert.equal(logs(first).filter((m) => m.startsWith('Card data:')).length, 1);
    assert.equal(count(scryfall.requests, '/oracle-cards.jsonl.gz'), 1, scryfall.requests.join(', '));
    assert.equal(count(scryfall.requests, '/bulk-data'), 1, scryfall.requests.join(', '));
    for (const s of [first, other]) {
      assert.deepEqual(logs(s).filter((m) => /Building the card index|rebuilding/.test(m)), [], 'the index is built once, with the download');
    }
    assert.deepEqual(readdirSync(path.join(shared, 'index')).length, 1);
    assert.ok(!existsSync(path.join(shared, 'scryfall', 'oracle-cards.json.lock')), 'the lock is released');
  } finally {
    await first.stop();
    await second?.stop();
    await scryfall.close();
    rmSync(shared, { recursive: true, force: true });
  }
});

test('a lock left by a stopped process is taken over after the stale-lock timeout', { skip }, async () => {
  const scryfall = await fakeScryfall(false);
  const shared = mkdtempSync(path.join(os.tmpdir(), 'decklist-shared-cache-'));
  mkdirSync(path.join(shared, 'scryfall'), { recursive: true });
  const lock = path.join(shared, 'scryfall', 'oracle-cards.json.lock');
  // Held by a process that is alive (this one) on another machine: only its age tells it was left behind.
  writeFileSync(lock, JSON.stringify({ pid: process.pid, host: 'another-machine', at: '2026-01-01T00:00:00.000Z' }));
  const old = new Date(Date.now() - 10 * 60_000);
  utimesSync(lock, old, old);
  const s = await startServer({ env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base, DECKLIST_CACHE_DIR: shared }, settings: NETWORK });
  try {
    const uri = s.open('deck.txt', DECK);
    const d = await s.diagnosticsFor(uri, 1);
    assert.ok(d.some((x) => x.code === 'copy-limit'));
    assert.equal(count(scryfall.requests, '/oracle-cards.jsonl.gz'), 1);
    assert.ok(logs(s).some((m) => m.startsWith('Taking over the download of oracle-cards.json')), logs(s).join('\n'));
    assert.ok(!existsSync(lock));
  } finally {
    await s.stop();
    await scryfall.close();
    rmSync(shared, { recursive: true, force: true });
  }
});
