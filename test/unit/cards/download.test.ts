// The download mechanics (progress, headers, atomic replace, Content-Encoding) against the bulk-data
// shape served before 2026-07-20 (download_uri to one JSON array), which is still accepted. Today's
// shape (jsonl_download_uri, gzip JSON Lines): bulk-jsonl.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withLocalServer } from '../../support/local-server';
import { updateCardData, openCardDatabase } from '../../../server/src/core/cards/loader';
import { SCRYFALL_FILE, ATOMIC_FILE, DownloadError, USER_AGENT, progressSteps, readCacheMeta, unreachable } from '../../../server/src/core/cards/download';
import { fixturesDir, sampleObjects } from './helpers';

type Mode = 'ok' | 'gzip' | 'interrupt' | 'html' | '404' | 'hold';

type State = { mode: Mode; requests: http.IncomingHttpHeaders[]; urls: string[]; updatedAt: string; release?: () => void; held?: Promise<void> };

async function withServer(fn: (base: string, state: State) => Promise<void>) {
  const oracle = Buffer.from(JSON.stringify(sampleObjects()));
  const atomic = gzipSync(readFileSync(path.join(fixturesDir, 'atomic-sample.json')));
  const state: State = { mode: 'ok', requests: [], urls: [], updatedAt: '2024-06-02T09:10:00.000+00:00' };
  const handler = (req: http.IncomingMessage, res: http.ServerResponse, base: string) => {
    state.requests.push(req.headers);
    state.urls.push(req.url ?? '');
    if (req.url === '/bulk-data') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [
        { type: 'default_cards', download_uri: `${base}/wrong.json`, updated_at: '2024-01-01T00:00:00Z' },
        { type: 'oracle_cards', download_uri: `${base}/oracle-cards.json`, updated_at: state.updatedAt },
      ] }));
    } else if (req.url === '/oracle-cards.json') {
      if (state.mode === '404') {
        res.writeHead(404);
        res.end('not found');
      } else if (state.mode === 'html') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<!DOCTYPE html><html><body>Maintenance</body></html>');
      } else if (state.mode === 'hold') {
        // Answer only when the test releases it (a slow download).
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(oracle.length) });
        res.write(oracle.subarray(0, 10));
        state.held = new Promise<void>((r) => (state.release = r)).then(() => {
          res.end(oracle.subarray(10));
        });
      } else if (state.mode === 'interrupt') {
        res.writeHead(200, { 'Content-Length': String(oracle.length) });
        res.write(oracle.subarray(0, oracle.length >> 1));
        setTimeout(() => res.socket?.destroy(), 20);
      } else if (state.mode === 'gzip' && /gzip/.test(String(req.headers['accept-encoding']))) {
        const gz = gzipSync(oracle);
        res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': String(gz.length) });
        res.end(gz);
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(oracle.length) });
        res.end(oracle);
      }
    } else if (req.url === '/mtgjson/AtomicCards.json.gz') {
      res.writeHead(200, { 'Content-Length': String(atomic.length) });
      res.end(atomic);
    } else {
      res.writeHead(404);
      res.end();
    }
  };
  await withLocalServer(handler, (base) => fn(base, state));
}

const fresh = () => mkdtempSync(path.join(tmpdir(), 'decklist-download-'));

test('downloads Oracle Cards via the bulk-data index with progress, User-Agent and Accept; then serves it', async () => {
  await withServer(async (base, state) => {
    const cacheDir = fresh();
    const progress: [number, number | undefined][] = [];
    const r = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base }, onProgress: (d, t) => progress.push([d, t]) });
    assert.equal(r.db.info.cards, sampleObjects().length);
    assert.equal(r.db.info.label, 'Scryfall Oracle Cards of 2024-06-02');
    const last = progress[progress.length - 1];
    assert.ok(last[0] > 0 && last[0] === last[1], JSON.stringify(progress));
    const h = state.requests[state.requests.length - 1];
    assert.equal(h['user-agent'], USER_AGENT);
    // The package's own version and repository, never a stale one.
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string; repository: { url: string } };
    assert.equal(USER_AGENT, `decklist-language/${pkg.version} (Magic: The Gathering decklist checker; +${pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')})`);
    assert.match(String(h.accept), /json/);
    const meta = await readCacheMeta(path.join(cacheDir, SCRYFALL_FILE));
    assert.equal(meta?.uri, `${base}/oracle-cards.json`);
    // Later opens use the cache without the network.
    const again = await openCardDatabase({ cacheDir, env: {} });
    assert.equal(again.origin, 'cache');
    assert.equal(again.db.lookup('Fire/Ice')?.name, 'Fire // Ice');
  });
});

test('a gzip-encoded answer is stored as sent and read', async () => {
  await withServer(async (base, state) => {
    state.mode = 'gzip';
    const cacheDir = fresh();
    const r = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    assert.equal(r.db.info.cards, sampleObjects().length);
    const head = readFileSync(path.join(cacheDir, SCRYFALL_FILE)).subarray(0, 2);
    assert.deepEqual([...head], [0x1f, 0x8b]);
  });
});

test('an interrupted download, an HTML page or an HTTP error leave the previous cache untouched', async () => {
  await withServer(async (base, state) => {
    const cacheDir = fresh();
    await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    const file = path.join(cacheDir, SCRYFALL_FILE);
    const before = readFileSync(file);
    const metaBefore = readFileSync(file + '.meta.json', 'utf8');
    // Scryfall names a newer file, so each update downloads it.
    state.updatedAt = '2024-06-03T09:10:00.000+00:00';
    for (const [mode, pattern] of [
      ['interrupt', /interrupted/],
      ['html', /HTML/],
      ['404', /HTTP 404/],
    ] as const) {
      state.mode = mode;
      await assert.rejects(updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } }), pattern, mode);
      assert.deepEqual(readFileSync(file), before, `${mode}: cache unchanged`);
      assert.equal(readFileSync(file + '.meta.json', 'utf8'), metaBefore);
      assert.deepEqual(readdirSync(path.dirname(file)).filter((f) => f.includes('.download-')), [], `${mode}: no temp file left`);
    }
    state.mode = 'ok';
    const still = await openCardDatabase({ cacheDir, env: {} });
    assert.equal(still.db.info.cards, sampleObjects().length);
  });
});

test('with a language, AtomicCards is downloaded too and Japanese names are found', async () => {
  await withServer(async (base) => {
    const cacheDir = fresh();
    const r = await updateCardData({ cacheDir, env: {}, languages: ['Japanese'], download: { scryfallApi: base, mtgjsonApi: `${base}/mtgjson` } });
    assert.ok(existsSync(path.join(cacheDir, ATOMIC_FILE)));
    assert.equal(r.db.lookup('土地税')?.name, 'Land Tax');
    assert.ok((r.db as unknown as { aliasCount: number }).aliasCount >= 8);
    assert.equal(r.db.lookup('稲妻')?.name, 'Lightning Bolt');
    assert.equal(r.db.complete('剣')[0]?.name, 'Swords to Plowshares');
    const reopened = await openCardDatabase({ cacheDir, env: {}, languages: ['Japanese'] });
    assert.equal(reopened.db.lookup('対抗呪文')?.name, 'Counterspell');
    const english = await openCardDatabase({ cacheDir, env: {} });
    assert.equal(english.db.lookup('対抗呪文'), undefined);
    assert.equal(english.db.lookup('《対抗呪文/Counterspell》')?.name, 'Counterspell');
  });
});

test('an unreachable server is a DownloadError', async () => {
  await assert.rejects(
    updateCardData({ cacheDir: fresh(), env: {}, download: { scryfallApi: 'http://127.0.0.1:9' } }),
    (e: unknown) => e instanceof DownloadError && /cannot reach/.test(e.message),
  );
});

test('a stale cache is served at once and refreshed in the background when downloads are allowed', async () => {
  await withServer(async (base, state) => {
    const cacheDir = fresh();
    await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    const file = path.join(cacheDir, SCRYFALL_FILE);
    const meta = JSON.parse(readFileSync(file + '.meta.json', 'utf8'));
    meta.downloadedAt = new Date(Date.now() - 9 * 86_400_000).toISOString();
    writeFileSync(file + '.meta.json', JSON.stringify(meta));
    // Scryfall has published a newer file since.
    state.updatedAt = '2024-06-03T09:10:00.000+00:00';
    const notes: string[] = [];
    const before = state.requests.length;
    const r = await openCardDatabase({ cacheDir, env: {}, allowDownload: true, download: { scryfallApi: base }, onNotice: (m) => notes.push(m) });
    assert.equal(r.stale, true);
    assert.equal(r.db.info.cards, sampleObjects().length);
    assert.ok(r.refresh);
    const fresh2 = await r.refresh;
    assert.ok(fresh2);
    assert.ok(state.requests.length > before, 'the refresh went to the server');
    assert.match(notes.join('\n'), /9 days old; refreshing it in the background/);
    const after = await readCacheMeta(file);
    assert.ok(Date.now() - Date.parse(after!.downloadedAt) < 60_000);
    // A failing refresh keeps the data and says so.
    const m2 = JSON.parse(readFileSync(file + '.meta.json', 'utf8'));
    m2.downloadedAt = new Date(Date.now() - 9 * 86_400_000).toISOString();
    writeFileSync(file + '.meta.json', JSON.stringify(m2));
    state.updatedAt = '2024-06-04T09:10:00.000+00:00';
    state.mode = '404';
    const notes2: string[] = [];
    const r2 = await openCardDatabase({ cacheDir, env: {}, allowDownload: true, download: { scryfallApi: base }, onNotice: (m) => notes2.push(m) });
    assert.equal(await r2.refresh, undefined);
    assert.match(notes2.join('\n'), /Could not refresh card data: .*HTTP 404/);
    assert.equal(r2.db.info.cards, sampleObjects().length);
  });
});

test('decklist cards update shows progress on stderr and the new data on stdout', async () => {
  await withServer(async (base, state) => {
    const { main } = await import('../../../server/src/cli');
    const cacheDir = fresh();
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      out: (t: string) => out.push(t),
      err: (t: string) => err.push(t),
      readFile: async () => new Uint8Array(),
      env: { DECKLIST_CACHE_DIR: cacheDir, DECKLIST_SCRYFALL_API: base },
      cwd: cacheDir,
    };
    assert.equal(await main(['cards', 'update'], io), 0);
    assert.match(err.join('\n'), /Downloading Scryfall Oracle Cards \(2024-06-02\)/);
    assert.match(err.join('\n'), /\d+ KB of \d+ KB \(100%\)/);
    assert.match(out.join('\n'), new RegExp(`Updated: Scryfall Oracle Cards of 2024-06-02, ${sampleObjects().length} cards`));
    const info: string[] = [];
    assert.equal(await main(['cards', 'info'], { ...io, out: (t: string) => info.push(t) }), 0);
    assert.match(info.join('\n'), /cached download/);
    const bad = { ...io, env: { ...io.env, DECKLIST_SCRYFALL_API: 'http://127.0.0.1:9' }, err: (t: string) => err.push(t) };
    assert.equal(await main(['cards', 'update'], bad), 2);
    assert.match(err.join('\n'), /decklist cards: cannot reach 127\.0\.0\.1:9: it refused the connection, so the service may be down; try again later$/);
    // Again with Scryfall's index unchanged: current, nothing downloaded.
    const again: string[] = [];
    const files = state.urls.filter((u) => u === '/oracle-cards.json').length;
    assert.equal(await main(['cards', 'update'], { ...io, env: { ...io.env, DECKLIST_RULES_URL: 'none' }, out: (t: string) => again.push(t) }), 0);
    assert.deepEqual(again, [`Current: Scryfall Oracle Cards of 2024-06-02, ${sampleObjects().length} cards (Scryfall has published nothing newer; not downloaded again)`]);
    assert.equal(state.urls.filter((u) => u === '/oracle-cards.json').length, files);
  });
});

test('opening a stale cache does not wait for the refresh: the old data answers while the download is still running', { timeout: 10_000 }, async () => {
  await withServer(async (base, state) => {
    const cacheDir = fresh();
    await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    const file = path.join(cacheDir, SCRYFALL_FILE);
    const meta = JSON.parse(readFileSync(file + '.meta.json', 'utf8'));
    meta.downloadedAt = new Date(Date.now() - 30 * 86_400_000).toISOString();
    writeFileSync(file + '.meta.json', JSON.stringify(meta));
    state.updatedAt = '2024-06-03T09:10:00.000+00:00';
    state.mode = 'hold';
    const r = await openCardDatabase({ cacheDir, env: {}, allowDownload: true, download: { scryfallApi: base } });
    // Opened while the server still holds the download.
    assert.equal(r.stale, true);
    assert.equal(r.db.lookup('Sol Ring')?.name, 'Sol Ring');
    let settled = false;
    void r.refresh!.then(() => (settled = true));
    await new Promise((res) => setTimeout(res, 50));
    assert.equal(settled, false, 'the refresh is still waiting for the server');
    // The temporary download sits next to the cache; the cache itself is untouched meanwhile.
    assert.deepEqual(JSON.parse(readFileSync(file + '.meta.json', 'utf8')).downloadedAt, meta.downloadedAt);
    while (!state.release) await new Promise((res) => setTimeout(res, 10));
    state.release();
    const fresh2 = await r.refresh;
    assert.ok(fresh2);
    assert.ok(Date.now() - Date.parse((await readCacheMeta(file))!.downloadedAt) < 60_000);
    assert.deepEqual(readdirSync(path.dirname(file)).filter((f) => f.includes('.download-')), [], 'no temp file left');
  });
});

test('a server that redirects forever is a DownloadError, not a hang', { timeout: 10_000 }, async () => {
  let hits = 0;
  await withLocalServer(
    (_req, res) => {
      hits++;
      res.writeHead(302, { Location: `/loop${hits}` });
      res.end();
    },
    async (base) => {
      await assert.rejects(updateCardData({ cacheDir: fresh(), env: {}, download: { scryfallApi: base } }), (e: unknown) => e instanceof DownloadError && /redirects too many times/.test(e.message));
      assert.ok(hits <= 6, `${hits} requests`);
    },
  );
});

test('a cache directory that cannot be written is a DownloadError saying so, not an internal error', async () => {
  await withServer(async (base) => {
    const dir = fresh();
    const blocker = path.join(dir, 'not-a-dir');
    writeFileSync(blocker, 'a file where the cache directory should be');
    await assert.rejects(
      updateCardData({ cacheDir: path.join(blocker, 'cache'), env: {}, download: { scryfallApi: base } }),
      (e: unknown) => e instanceof DownloadError && /cannot write the card data cache .*not-a-dir.*(ENOTDIR|EEXIST)/.test(e.message),
    );
  });
});

test('Update Card Data with Scryfall\'s updated_at unchanged: nothing downloaded, the data is current again; a newer updated_at downloads', async () => {
  await withServer(async (base, state) => {
    const cacheDir = fresh();
    const first = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    assert.equal(first.unchanged, undefined);
    const file = path.join(cacheDir, SCRYFALL_FILE);
    // Nine days later, nothing newer published.
    const meta = JSON.parse(readFileSync(file + '.meta.json', 'utf8'));
    meta.downloadedAt = new Date(Date.now() - 9 * 86_400_000).toISOString();
    writeFileSync(file + '.meta.json', JSON.stringify(meta));
    const bytes = readFileSync(file);
    state.urls.length = 0;
    const notices: string[] = [];
    const progress: number[] = [];
    const second = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base }, onNotice: (m) => notices.push(m), onProgress: (d) => progress.push(d) });
    assert.equal(second.unchanged, true);
    assert.deepEqual(state.urls, ['/bulk-data']);
    assert.deepEqual(progress, []);
    assert.deepEqual(notices, ['Scryfall Oracle Cards of 2024-06-02 is the file already downloaded; it is not downloaded again.']);
    assert.deepEqual(readFileSync(file), bytes);
    assert.equal(second.db.info.label, 'Scryfall Oracle Cards of 2024-06-02');
    // Its age starts again: the next open finds it fresh and asks nothing.
    const after = (await readCacheMeta(file))!;
    assert.equal(after.downloadedAt, meta.downloadedAt);
    assert.ok(Date.now() - Date.parse(after.checkedAt!) < 60_000, after.checkedAt);
    const opened = await openCardDatabase({ cacheDir, env: {}, allowDownload: true, download: { scryfallApi: base } });
    assert.deepEqual({ stale: opened.stale, refresh: opened.refresh, urls: state.urls }, { stale: false, refresh: undefined, urls: ['/bulk-data'] });
    // Published anew: downloaded.
    state.updatedAt = '2024-06-05T09:10:00.000+00:00';
    const third = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    assert.deepEqual({ unchanged: third.unchanged, label: third.db.info.label, urls: state.urls }, { unchanged: undefined, label: 'Scryfall Oracle Cards of 2024-06-05', urls: ['/bulk-data', '/bulk-data', '/oracle-cards.json'] });
  });
});

test('a cached file that cannot be read is downloaded again even when the index names it', async () => {
  await withServer(async (base, state) => {
    const cacheDir = fresh();
    await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    const file = path.join(cacheDir, SCRYFALL_FILE);
    writeFileSync(file, 'not card data');
    // No index built from it either.
    for (const f of readdirSync(path.join(cacheDir, 'index'))) writeFileSync(path.join(cacheDir, 'index', f), 'broken');
    state.urls.length = 0;
    const r = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    assert.deepEqual({ unchanged: r.unchanged, cards: r.db.info.cards, urls: state.urls }, { unchanged: undefined, cards: sampleObjects().length, urls: ['/bulk-data', '/bulk-data', '/oracle-cards.json'] });
  });
});

test('progress is reported at each whole percent of a known size (not each megabyte), or each 64 KB of an unknown one, and at the last byte', () => {
  const steps = progressSteps(1_000_000);
  const reported: number[] = [];
  for (let done = 2_500; done <= 1_000_000; done += 2_500) if (steps(done)) reported.push(done);
  assert.deepEqual(reported, [2_500, ...Array.from({ length: 100 }, (_, i) => (i + 1) * 10_000)]);
  const unknown = progressSteps(undefined);
  const seen: number[] = [];
  for (const done of [1_000, 60_000, 65_536, 100_000, 131_072, 140_000]) if (unknown(done)) seen.push(done);
  assert.deepEqual(seen, [1_000, 65_536, 131_072]);
});

test('network failures in words, the system text kept for the log', () => {
  const error = (code: string, message: string) => Object.assign(new Error(message), { code });
  const said = (code: string, message: string) => {
    const e = unreachable('https://api.scryfall.com/bulk-data', error(code, message));
    return [e.message, e.detail];
  };
  assert.deepEqual(said('ENOTFOUND', 'getaddrinfo ENOTFOUND api.scryfall.com'), [
    'cannot reach api.scryfall.com: its address could not be looked up, so this computer may be offline',
    'getaddrinfo ENOTFOUND api.scryfall.com',
  ]);
  assert.deepEqual(said('ECONNREFUSED', 'connect ECONNREFUSED 1.2.3.4:443'), [
    'cannot reach api.scryfall.com: it refused the connection, so the service may be down; try again later',
    'connect ECONNREFUSED 1.2.3.4:443',
  ]);
  assert.deepEqual(said('ETIMEDOUT', 'connect ETIMEDOUT 1.2.3.4:443')[0], 'cannot reach api.scryfall.com: the network does not get through to it; check the connection');
  assert.deepEqual(said('ECONNRESET', 'socket hang up')[0], 'the connection to api.scryfall.com was cut off; try again');
  assert.deepEqual(
    said('UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'unable to get local issuer certificate')[0],
    'cannot reach api.scryfall.com safely: its certificate could not be verified, so a proxy or firewall may be in the way',
  );
  // A failure without a known code keeps the system's words: better than none.
  assert.deepEqual(said('EWHATEVER', 'something odd')[0], 'cannot reach https://api.scryfall.com/bulk-data (something odd)');
});
