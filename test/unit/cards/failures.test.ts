// Card data failures the downloader and loader must survive: a server that never answers or stalls
// half-way, an empty answer, a truncated gzip, invalid JSON in the middle of a big stream, a cache
// written by an older version, a full disk, two processes building the same index at once, and
// downloads only over HTTPS to the expected hosts. In every case the previous good data stays in
// use, the user gets one clear message, and the next start recovers. Servers run on 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { updateCardData, openCardDatabase, openSource } from '../../../server/src/core/cards/loader';
import { SCRYFALL_FILE, DownloadError, refusedDownloadUrl } from '../../../server/src/core/cards/download';
import { projectRoot, sampleObjects } from './helpers';
import { withLocalServer } from '../../support/local-server';
import { descriptorFor, jsonLinesGzip } from '../../support/scryfall-bulk';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, base: string) => void;

/** A local server in today's shape: /bulk-data points at /oracle-cards.jsonl.gz (gzip JSON Lines), which `oracle` answers. */
async function withServer(oracle: Handler, fn: (base: string) => Promise<void>, bulk?: Handler): Promise<void> {
  await withLocalServer((req, res, base) => {
    if (req.url === '/bulk-data') {
      if (bulk) return bulk(req, res, base);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [descriptorFor({ type: 'oracle_cards', objects: [], updatedAt: '2024-06-02T00:00:00Z' }, base, 'jsonl', good)] }));
    } else if (req.url === '/oracle-cards.jsonl.gz') oracle(req, res, base);
    else {
      res.writeHead(404);
      res.end();
    }
  }, fn);
}

const good = jsonLinesGzip(sampleObjects());
const serveGood: Handler = (_req, res) => {
  res.writeHead(200, { 'Content-Length': String(good.length) });
  res.end(good);
};
const fresh = () => mkdtempSync(path.join(tmpdir(), 'decklist-failures-'));

/** A cache holding a good download; returns what a failure must leave untouched. */
async function goodCache(): Promise<{ cacheDir: string; file: string; before: Buffer; meta: string }> {
  const cacheDir = fresh();
  await withServer(serveGood, (base) => updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } }).then(() => undefined));
  const file = path.join(cacheDir, SCRYFALL_FILE);
  return { cacheDir, file, before: readFileSync(file), meta: readFileSync(file + '.meta.json', 'utf8') };
}

async function expectKept(c: Awaited<ReturnType<typeof goodCache>>, oracle: Handler, pattern: RegExp, download: { idleTimeoutMs?: number } = {}, bulk?: Handler) {
  await withServer(
    oracle,
    async (base) => {
      const t0 = performance.now();
      await assert.rejects(updateCardData({ cacheDir: c.cacheDir, env: {}, download: { scryfallApi: base, ...download } }), (e: unknown) => {
        assert.ok(e instanceof DownloadError || (e as Error).name === 'CardDataError', String(e));
        assert.match((e as Error).message, pattern);
        return true;
      });
      // Promptly: a timeout or a refusal takes seconds, never the minute of the default timeout.
      assert.ok(performance.now() - t0 < 30_000, 'fails promptly');
    },
    bulk,
  );
  assert.deepEqual(readFileSync(c.file), c.before, 'the previous download is untouched');
  assert.equal(readFileSync(c.file + '.meta.json', 'utf8'), c.meta);
  assert.deepEqual(readdirSync(path.dirname(c.file)).filter((f) => f.includes('.download-')), [], 'no temporary file left');
  // The next start serves the previous good data.
  const again = await openCardDatabase({ cacheDir: c.cacheDir, env: {} });
  assert.equal(again.origin, 'cache');
  assert.equal(again.db.info.cards, sampleObjects().length);
}

test('a server that accepts the connection but never answers is a timeout, not a hang; the cache stays', async () => {
  const c = await goodCache();
  await expectKept(c, () => {}, /did not answer in time|stalled/, { idleTimeoutMs: 300 });
  // The same when the bulk-data index itself never answers.
  await expectKept(c, serveGood, /did not answer in time/, { idleTimeoutMs: 300 }, () => {});
});

test('a download that stops sending half-way (connection kept open) is a timeout; the cache stays', async () => {
  const c = await goodCache();
  await expectKept(
    c,
    (_req, res) => {
      res.writeHead(200, { 'Content-Length': String(good.length) });
      res.write(good.subarray(0, good.length >> 1));
    },
    /stalled/,
    { idleTimeoutMs: 300 },
  );
});

test('an empty answer, a truncated gzip and invalid JSON in the middle of a big stream are refused; the cache stays', async () => {
  const c = await goodCache();
  await expectKept(c, (_req, res) => {
    res.writeHead(200, { 'Content-Length': '0' });
    res.end();
  }, /empty/);
  const cut = good.subarray(0, Math.floor(good.length * 0.6));
  await expectKept(c, (_req, res) => {
    // Complete as HTTP (the length matches), truncated as gzip.
    res.writeHead(200, { 'Content-Length': String(cut.length) });
    res.end(cut);
  }, /truncated/);
  // Megabytes of cards with one broken object in the middle.
  const card = JSON.stringify(sampleObjects()[0]);
  const many = Array.from({ length: 16_000 }, (_, i) => card.replace(/"name":"([^"]*)"/, `"name":"$1 ${i}"`));
  many[8000] = '{"name": "Broken", "oracle_text": "no closing quote}';
  const lines = Buffer.from(many.join('\n'));
  assert.ok(lines.length > 4 << 20, `${lines.length} bytes`);
  const big = gzipSync(lines);
  await expectKept(c, (_req, res) => {
    res.writeHead(200, { 'Content-Length': String(big.length) });
    res.end(big);
  }, /not valid JSON|JSON/);
});

test('a cache written by an older version (other meta shape, old index format) is recovered, not a crash', async () => {
  const c = await goodCache();
  // Meta of another shape: no downloadedAt. The download is still used, dated by the file.
  writeFileSync(c.file + '.meta.json', JSON.stringify({ version: 1, fetched: 12345 }));
  const notices: string[] = [];
  const r = await openCardDatabase({ cacheDir: c.cacheDir, env: {}, onNotice: (m) => notices.push(m) });
  assert.equal(r.db.info.cards, sampleObjects().length);
  assert.match(r.db.info.label, /^Scryfall Oracle Cards of \d{4}-\d{2}-\d{2}$/);
  // An index of an older format version is rebuilt with one notice.
  const bytes = readFileSync(r.indexPath);
  const header = bytes.toString('latin1', 0, 400);
  const patched = Buffer.from(bytes);
  const at = header.indexOf('"formatVersion":') + '"formatVersion":'.length;
  // Another first digit (version 10 already starts with "1").
  patched[at] = (header[at] === '8' ? '7' : '8').charCodeAt(0);
  writeFileSync(r.indexPath, patched);
  const n2: string[] = [];
  const again = await openCardDatabase({ cacheDir: c.cacheDir, env: {}, onNotice: (m) => n2.push(m) });
  assert.equal(again.db.info.cards, sampleObjects().length);
  assert.equal(n2.length, 1, n2.join('\n'));
  assert.match(n2[0], /rebuilding/);
});

test('a disk that fills up while downloading: one clear message, the cache stays, the next try works', async () => {
  const c = await goodCache();
  const real = fs.createWriteStream;
  (fs as { createWriteStream: unknown }).createWriteStream = (p: fs.PathLike, o?: unknown) => {
    const s = real(p, o as Parameters<typeof real>[1]);
    s._write = (_chunk, _enc, cb) => cb(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    return s;
  };
  try {
    await expectKept(c, serveGood, /ENOSPC|no space/);
  } finally {
    fs.createWriteStream = real;
  }
  await withServer(serveGood, async (base) => {
    const r = await updateCardData({ cacheDir: c.cacheDir, env: {}, download: { scryfallApi: base } });
    assert.equal(r.db.info.cards, sampleObjects().length);
  });
});

test('a disk that fills up while saving the card index: one notice, the data is used from memory, the next start rebuilds it', async () => {
  const dir = fresh();
  const src = path.join(dir, 'cards.json');
  writeFileSync(src, good);
  const real = fsp.writeFile;
  (fsp as { writeFile: unknown }).writeFile = async () => {
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  const notices: string[] = [];
  try {
    const r = await openCardDatabase({ cardsPath: src, cacheDir: path.join(dir, 'cache'), env: {}, onNotice: (m) => notices.push(m) });
    assert.equal(r.db.lookup('Sol Ring')?.name, 'Sol Ring');
    assert.equal(existsSync(r.indexPath), false);
  } finally {
    fsp.writeFile = real;
  }
  assert.equal(notices.filter((n) => /Could not save the card index/.test(n)).length, 1, notices.join('\n'));
  assert.match(notices.join('\n'), /ENOSPC/);
  const next = await openCardDatabase({ cardsPath: src, cacheDir: path.join(dir, 'cache'), env: {} });
  assert.ok(existsSync(next.indexPath), 'the next start writes the index');
});

test('two processes building the same index at the same moment both succeed and leave one valid index', { timeout: 60_000 }, async () => {
  const dir = fresh();
  const src = path.join(dir, 'cards.json');
  // Enough cards that the two builds overlap.
  const card = sampleObjects()[0];
  writeFileSync(src, JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ ...card, name: `${card.name as string} ${i}`, oracle_id: `id-${i}` }))));
  const cacheDir = path.join(dir, 'cache');
  const script = `
    const { openCardDatabase } = require(${JSON.stringify(path.join(projectRoot, 'server/src/core/cards/loader.ts'))});
    openCardDatabase({ cardsPath: process.argv[1], cacheDir: process.argv[2], env: {} })
      .then((r) => { console.log(r.db.info.cards); })
      .catch((e) => { console.error(e); process.exit(3); });`;
  const run = () =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const p = spawn(process.execPath, ['--import', 'tsx', '-e', script, src, cacheDir], { cwd: projectRoot });
      let out = '';
      p.stdout.on('data', (d) => (out += d));
      p.stderr.on('data', (d) => (out += d));
      p.on('close', (code) => resolve({ code, out }));
    });
  const [a, b] = await Promise.all([run(), run()]);
  assert.equal(a.code, 0, a.out);
  assert.equal(b.code, 0, b.out);
  assert.equal(a.out.trim(), '4000');
  assert.equal(b.out.trim(), '4000');
  const indexDir = path.join(cacheDir, 'index');
  assert.deepEqual(readdirSync(indexDir).filter((f) => f.includes('.tmp-')), [], 'no temporary index left');
  const notices: string[] = [];
  const r = await openSource(src, cacheDir, { onNotice: (m) => notices.push(m) });
  assert.equal(r.db.info.cards, 4000);
  assert.deepEqual(notices, [], 'the index left behind is valid and current');
});

test('downloads go over HTTPS to the expected hosts only; plain HTTP only to an explicit mirror on 127.0.0.1', async () => {
  const none = {};
  assert.equal(refusedDownloadUrl('https://api.scryfall.com/bulk-data', none), undefined);
  assert.equal(refusedDownloadUrl('https://data.scryfall.io/oracle-cards/oracle-cards-20240602.json', none), undefined);
  assert.equal(refusedDownloadUrl('https://mtgjson.com/api/v5/AtomicCards.json.gz', none), undefined);
  assert.match(refusedDownloadUrl('http://api.scryfall.com/bulk-data', none)!, /only HTTPS/);
  assert.match(refusedDownloadUrl('https://evil.example/oracle.json', none)!, /not api\.scryfall\.com/);
  assert.match(refusedDownloadUrl('https://api.scryfall.com.evil.example/x', none)!, /not api\.scryfall\.com/);
  assert.match(refusedDownloadUrl('http://127.0.0.1:8080/bulk-data', none)!, /only HTTPS/, 'loopback is not allowed without an explicit mirror');
  assert.match(refusedDownloadUrl('file:///etc/passwd', none)!, /only HTTPS/);
  const mirror = { scryfallApi: 'http://127.0.0.1:8080' };
  assert.equal(refusedDownloadUrl('http://127.0.0.1:8080/oracle-cards.json', mirror), undefined);
  assert.match(refusedDownloadUrl('http://127.0.0.1:9999/x', mirror)!, /only HTTPS/, 'another port is another origin');
  assert.match(refusedDownloadUrl('http://mirror.example/x', { scryfallApi: 'http://mirror.example' })!, /only HTTPS/, 'plain HTTP to a remote mirror is refused');
  assert.equal(refusedDownloadUrl('https://mirror.example/x', { mtgjsonApi: 'https://mirror.example/v5' }), undefined);
  // In practice: a bulk-data index (or a redirect) pointing elsewhere is refused before any request.
  const c = await goodCache();
  let requested = 0;
  await expectKept(c, serveGood, /refusing to download card data from http:\/\/example\.invalid/, {}, (_req, res) => {
    requested++;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: [{ type: 'oracle_cards', jsonl_download_uri: 'http://example.invalid/oracle-cards.jsonl.gz' }] }));
  });
  assert.equal(requested, 1);
  await expectKept(c, (_req, res) => {
    res.writeHead(302, { Location: 'http://example.invalid/oracle-cards.json' });
    res.end();
  }, /refusing to download card data from http:\/\/example\.invalid/);
  // The environment variable is the explicit way to name a mirror.
  await withServer(serveGood, async (base) => {
    const r = await updateCardData({ cacheDir: fresh(), env: { DECKLIST_SCRYFALL_API: base } });
    assert.equal(r.db.info.cards, sampleObjects().length);
  });
});
