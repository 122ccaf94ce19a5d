// The checks of `npm run test:live` (scripts/live-contract-checks.ts) against the hand-written contract
// fixtures, and the script itself against a local stand-in of both services (no network here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import {
  checkAtomicCardsHead,
  checkBulkIndex,
  checkCardRecord,
  checkMtgjsonMeta,
  checkRulingRecord,
} from '../../../scripts/live-contract-checks';
import { withLocalServer } from '../../support/local-server';
import { bulkApi, contractIndex, contractRecords, oldContractIndex } from '../../support/scryfall-bulk';
import { projectRoot } from './helpers';

test('the live checks accept the contract fixtures, and name what breaks them', () => {
  assert.deepEqual(checkBulkIndex(contractIndex()), { problems: [], notes: [] });
  const old = checkBulkIndex(oldContractIndex());
  assert.deepEqual(old.problems, []);
  assert.ok(old.notes.some((n) => /JSON array/.test(n)));
  for (const [i, c] of contractRecords('oracle-cards.jsonl').entries()) assert.deepEqual(checkCardRecord(c, `line ${i + 1}`).problems, []);
  for (const [i, c] of contractRecords('rulings.jsonl').entries()) assert.deepEqual(checkRulingRecord(c, `line ${i + 1}`).problems, []);
  assert.deepEqual(checkMtgjsonMeta({ meta: { date: '2026-09-08', version: '5.3.0+20260908' }, data: { date: '2026-09-08', version: '5.3.0+20260908' } }).problems, []);
  // Breaks.
  const moved = { data: contractIndex().data.map((d) => ({ ...d, jsonl_download_uri: undefined, parquet_uri: 'x' })) };
  assert.match(checkBulkIndex(moved).problems.join('\n'), /neither "jsonl_download_uri" nor "download_uri"/);
  const elsewhere = { data: contractIndex().data.map((d) => ({ ...d, jsonl_download_uri: 'https://files.example/o.jsonl.gz' })) };
  assert.match(checkBulkIndex(elsewhere).problems.join('\n'), /outside the hosts/);
  assert.match(checkCardRecord({ name: 'X', oracle_id: 'y', type_line: 'T', color_identity: [] }, 'line 1').problems.join('\n'), /legalities/);
  assert.match(checkCardRecord({ name: 'X', oracle_id: 'y', type_line: 'T', color_identity: [], legalities: { commander: 'legal' }, layout: 'brand_new' }, 'l').notes.join('\n'), /new layout "brand_new"/);
  assert.match(checkMtgjsonMeta({ data: { date: '2030-01-01', version: '6.0.0' } }).problems.join('\n'), /not 5\.x/);
  assert.match(checkAtomicCardsHead('[1,2]').problems.join('\n'), /not \{"meta"/);
});

function runLive(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts', 'live-contract.ts')], { cwd: projectRoot, env: { ...process.env, ...env } });
    let out = '';
    p.stdout.on('data', (c) => (out += c));
    p.stderr.on('data', (c) => (out += c));
    // A run that hangs is ended, so it fails this test instead of keeping the test process alive.
    const timer = setTimeout(() => {
      out += '\n(the run was ended after 45 s)';
      p.kill('SIGKILL');
    }, 45_000);
    p.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

test('npm run test:live against a stand-in of today\'s services passes; against a changed one it fails and says what changed', { timeout: 150_000 }, async () => {
  const { handler } = bulkApi([
    { type: 'oracle_cards', objects: contractRecords('oracle-cards.jsonl'), updatedAt: '2026-09-08T09:01:57.053+00:00' },
    { type: 'rulings', objects: contractRecords('rulings.jsonl'), updatedAt: '2026-09-07T21:00:38.611+00:00' },
  ]);
  const atomic = gzipSync(JSON.stringify({ meta: { date: '2026-09-08', version: '5.3.0+20260908' }, data: { 'Sol Ring': [{ name: 'Sol Ring', foreignData: [{ language: 'Japanese', name: '太陽の指輪' }] }] } }));
  let metaVersion = '5.3.0+20260908';
  await withLocalServer((req, res, base) => {
    if (req.url === '/mtgjson/Meta.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ meta: { date: '2026-09-08', version: metaVersion }, data: { date: '2026-09-08', version: metaVersion } }));
    } else if (req.url === '/mtgjson/AtomicCards.json.gz') {
      res.writeHead(200, { 'Content-Type': 'application/gzip' });
      res.end(atomic);
    } else if (req.url?.startsWith('/cards/named?')) {
      // Duel Commander's witnesses, as Scryfall shows duelcommander.org's list.
      const name = new URL(req.url, base).searchParams.get('exact') ?? '';
      const duel: Record<string, string> = { 'Force of Will': 'banned', 'Nadu, Winged Wisdom': 'banned', 'Oloro, Ageless Ascetic': 'restricted' };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'card', name, legalities: { duel: duel[name] ?? 'legal' } }));
    } else handler(req, res, base);
  }, async (base) => {
    const env = { DECKLIST_SCRYFALL_API: base, DECKLIST_MTGJSON_API: `${base}/mtgjson` };
    const ok = await runLive(env);
    assert.equal(ok.code, 0, ok.out);
    assert.match(ok.out, /6 passed, 0 failed/);
    assert.match(ok.out, /follows duelcommander\.org's list/);
    assert.match(ok.out, /English printed name "The Terminus of Return"/);
    metaVersion = '6.0.0+20270101';
    const bad = await runLive(env);
    assert.equal(bad.code, 1, bad.out);
    assert.match(bad.out, /FAIL .*Meta\.json[\s\S]*not 5\.x/);
  });
  // Nothing answering: exit 2, said plainly.
  const down = await runLive({ DECKLIST_SCRYFALL_API: 'http://127.0.0.1:9', DECKLIST_MTGJSON_API: 'http://127.0.0.1:9' });
  assert.equal(down.code, 2, down.out);
  assert.match(down.out, /cannot reach/);
});
