// Downloading Commander Spellbook's combos with the cards: `updateCardData({ combos: true })` and
// `decklist cards update --combos` (mirror DECKLIST_SPELLBOOK_API, progress, verified by compiling,
// atomic), refreshed with the cards once cached; a bad download keeps the previous store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withLocalServer } from '../../support/local-server';
import { fakeSpellbook, type FakeSpellbook } from '../../support/fake-spellbook';
import { updateCardData } from '../../../server/src/core/cards/loader';
import { DOWNLOAD_HOSTS, SPELLBOOK_FILE, refusedDownloadUrl } from '../../../server/src/core/cards/download';
import { COMBOS_STORE_FILE, openCombos } from '../../../server/src/core/combos/store';
import { main } from '../../../server/src/cli';
import { memoryIO } from '../../support/memory-io';
import { BRACKET_DB_CARDS } from '../../fixtures/brackets/cards';
import { COMBO_IDS, VARIANTS_EXPORT } from '../../fixtures/spellbook/variants';

const fresh = () => mkdtempSync(path.join(tmpdir(), 'decklist-combos-dl-'));

async function withServers(fn: (base: string, spellbook: FakeSpellbook, urls: string[]) => Promise<void>) {
  // The bracket tests' cards as Scryfall Oracle Cards: the fixture's combos are made of them.
  const oracle = Buffer.from(JSON.stringify(BRACKET_DB_CARDS.map((c, i) => ({ object: 'card', oracle_id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`, ...c }))));
  const spellbook = fakeSpellbook();
  const urls: string[] = [];
  const handler = (req: http.IncomingMessage, res: http.ServerResponse, base: string) => {
    urls.push(req.url ?? '');
    if (spellbook.handle(req, res)) return;
    if (req.url === '/bulk-data') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ type: 'oracle_cards', download_uri: `${base}/oracle-cards.json`, updated_at: '2026-11-20T09:00:00Z' }] }));
    } else if (req.url === '/oracle-cards.json') {
      res.writeHead(200, { 'Content-Length': String(oracle.length) });
      res.end(oracle);
    } else {
      res.writeHead(404);
      res.end();
    }
  };
  await withLocalServer(handler, (base) => fn(base, spellbook, urls));
}

test('updateCardData({ combos: true }) downloads variants.json.gz with progress, compiles and caches the store', async () => {
  await withServers(async (base, spellbook) => {
    const cacheDir = fresh();
    const progress: number[] = [];
    const notices: string[] = [];
    const r = await updateCardData({ cacheDir, env: { DECKLIST_SPELLBOOK_API: base }, combos: true, download: { scryfallApi: base }, onProgress: (d) => progress.push(d), onNotice: (m) => notices.push(m) });
    assert.deepEqual(spellbook.urls, ['/variants.json.gz']);
    assert.ok(r.combos);
    assert.equal(r.combos.counts.variants, 8);
    assert.equal(r.combos.date, '2026-11-20');
    assert.ok(existsSync(path.join(cacheDir, SPELLBOOK_FILE)));
    assert.ok(existsSync(path.join(cacheDir, COMBOS_STORE_FILE)));
    assert.ok(progress.length > 0, 'progress in bytes');
    assert.ok(notices.some((m) => m.startsWith(`Downloading Commander Spellbook combos from ${base}/variants.json.gz`)));
    assert.ok(notices.some((m) => /Compiled 8 combos/.test(m)));
    // A later session opens the store without compiling the raw file again.
    const again = await openCombos(cacheDir);
    assert.equal(again!.counts.variants, 8);
  });
});

test('without the option nothing is fetched; once cached, combos are refreshed with the cards', async () => {
  await withServers(async (base, spellbook) => {
    const cacheDir = fresh();
    const env = { DECKLIST_SPELLBOOK_API: base };
    let r = await updateCardData({ cacheDir, env, download: { scryfallApi: base } });
    assert.equal(r.combos, undefined);
    assert.deepEqual(spellbook.urls, []);
    await updateCardData({ cacheDir, env, combos: true, download: { scryfallApi: base } });
    spellbook.data = { ...VARIANTS_EXPORT, timestamp: '2026-11-27T04:00:00+00:00', variants: VARIANTS_EXPORT.variants.slice(0, 2) };
    r = await updateCardData({ cacheDir, env, download: { scryfallApi: base } });
    assert.equal(spellbook.urls.length, 2, 'refreshed with the cards');
    assert.equal(r.combos!.date, '2026-11-27');
    assert.equal(r.combos!.counts.variants, 2);
    r = await updateCardData({ cacheDir, env, combos: false, download: { scryfallApi: base } });
    assert.equal(spellbook.urls.length, 2, 'combos: false skips them');
  });
});

test('a truncated gzip, broken JSON mid-stream or an interrupted download keeps the previous combos', async () => {
  await withServers(async (base, spellbook) => {
    const cacheDir = fresh();
    const env = { DECKLIST_SPELLBOOK_API: base };
    await updateCardData({ cacheDir, env, combos: true, download: { scryfallApi: base } });
    const raw = readFileSync(path.join(cacheDir, SPELLBOOK_FILE));
    const store = readFileSync(path.join(cacheDir, COMBOS_STORE_FILE));
    for (const [mode, why] of [
      ['truncated-gzip', /damaged or cut short/],
      ['broken-json', /damaged or cut short/],
      ['interrupt', /interrupted/],
      ['missing', /HTTP 404/],
    ] as const) {
      spellbook.mode = mode;
      await assert.rejects(updateCardData({ cacheDir, env, combos: true, download: { scryfallApi: base } }), why, mode);
      assert.deepEqual(readFileSync(path.join(cacheDir, SPELLBOOK_FILE)), raw, mode);
      assert.deepEqual(readFileSync(path.join(cacheDir, COMBOS_STORE_FILE)), store, mode);
      assert.deepEqual(readdirSync(path.join(cacheDir, 'spellbook')).filter((f) => /download|tmp/.test(f)), [], 'no temporary file left');
      assert.equal((await openCombos(cacheDir))!.counts.variants, 8);
    }
  });
});

test('the Spellbook host is allowed; a mirror over plain HTTP only on loopback', () => {
  assert.ok(DOWNLOAD_HOSTS.includes('json.commanderspellbook.com'));
  assert.equal(refusedDownloadUrl('https://json.commanderspellbook.com/variants.json.gz', {}), undefined);
  assert.match(refusedDownloadUrl('http://json.commanderspellbook.com/variants.json.gz', {})!, /only HTTPS/);
  assert.equal(refusedDownloadUrl('http://127.0.0.1:8123/variants.json.gz', { spellbookApi: 'http://127.0.0.1:8123' }), undefined);
  assert.match(refusedDownloadUrl('http://mirror.example/variants.json.gz', { spellbookApi: 'http://mirror.example' })!, /only HTTPS/);
  assert.equal(refusedDownloadUrl('https://mirror.example/variants.json.gz', { spellbookApi: 'https://mirror.example' }), undefined);
});

test('decklist cards update --combos, then check --json lists combos and near misses', async () => {
  await withServers(async (base) => {
    const cacheDir = fresh();
    const env = { DECKLIST_CACHE_DIR: cacheDir, DECKLIST_SCRYFALL_API: base, DECKLIST_SPELLBOOK_API: base };
    const o = memoryIO({}, { env, cwd: cacheDir });
    assert.equal(await main(['cards', 'update', '--combos'], o), 0, o.stderr.join('\n'));
    assert.match(o.stdout.join('\n'), /Commander Spellbook combos of 2026-11-20: 8 combos over \d+ cards/);
    assert.ok(o.stderr.some((l) => /%\)$/.test(l) || /KB/.test(l)), 'progress on stderr');
    const info = memoryIO({}, { env, cwd: cacheDir });
    await main(['cards', 'info'], info);
    assert.match(info.stdout.join('\n'), /Combos:  Commander Spellbook of 2026-11-20, 8 combos/);
    const deckPath = path.join(cacheDir, 'deck.txt');
    const deck = "Commander\n1 Thassa's Oracle\n\nDeck\n1 Demonic Consultation\n1 Rhystic Study\n97 Island\n";
    const c = memoryIO({ [deckPath]: deck }, { env, cwd: cacheDir });
    await main(['check', '--json', deckPath], c);
    const json = JSON.parse(c.stdout.join('\n'));
    assert.equal(json.cardData.combos.variants, 8);
    const file = json.files[0];
    assert.deepEqual(file.combos.map((x: { id: string }) => x.id), [COMBO_IDS.oracle]);
    assert.deepEqual(file.combos[0].cards, ["Thassa's Oracle", 'Demonic Consultation']);
    assert.deepEqual(file.combos[0].produces, ['Win the game']);
    assert.equal(file.combos[0].bracketTag, 'R');
    assert.deepEqual(file.combos[0].cardZones, [['B'], ['H']]);
    assert.deepEqual(file.combos[0].mustBeCommander, []);
    assert.equal(file.combos[0].url, 'https://commanderspellbook.com/combo/1414-2730/');
    assert.deepEqual(file.nearMisses.map((x: { id: string; missing: string }) => [x.id, x.missing]), [[COMBO_IDS.rhystic, 'Mystic Remora of the Tests']]);
    const t = memoryIO({ [deckPath]: deck }, { env, cwd: cacheDir });
    await main(['check', deckPath], t);
    const text = t.stdout.join('\n');
    assert.match(text, /combos: 1 in the deck, 1 one card away/);
    assert.match(text, /combo: Thassa's Oracle \+ Demonic Consultation → Win the game \[Ruthless\] https:\/\/commanderspellbook\.com\/combo\/1414-2730\//);
    assert.match(text, /one card away: add Mystic Remora of the Tests/);
  });
});
