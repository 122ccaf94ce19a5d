// `cards update` against Scryfall's bulk-data API as it is served since 2026-07-20 (descriptors with
// `jsonl_download_uri` + `compressed_size`, files of gzip JSON Lines; test/fixtures/scryfall-contract),
// and against the older shape (`download_uri` to one JSON array), which is still accepted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../../server/src/cli';
import { updateCardData, openCardDatabase } from '../../../server/src/core/cards/loader';
import { DownloadError, RULINGS_FILE, SCRYFALL_FILE, bulkLocationOf, readCacheMeta } from '../../../server/src/core/cards/download';
import { readCardSource } from '../../../server/src/core/cards/sources';
import { withLocalServer } from '../../support/local-server';
import { memoryIO } from '../../support/memory-io';
import { bulkApi, contractIndex, contractRecords, jsonLinesGzip, oldContractIndex, type BulkFile } from '../../support/scryfall-bulk';

const fresh = () => mkdtempSync(path.join(tmpdir(), 'decklist-bulk-jsonl-'));
const ORACLE: BulkFile = { type: 'oracle_cards', objects: contractRecords('oracle-cards.jsonl'), updatedAt: '2026-09-08T09:01:57.053+00:00' };
/** The records that are cards (a `front_card` record is not: layouts.ts). */
const ORACLE_CARDS = ORACLE.objects.filter((o) => (o as { layout?: string }).layout !== 'front_card').length;
const RULINGS: BulkFile = { type: 'rulings', objects: contractRecords('rulings.jsonl'), updatedAt: '2026-09-07T21:00:38.611+00:00' };
const PARADOX_ENGINE_ID = 'e4c6e9a1-2b7f-4d3c-9e8a-1f5b6c7d8e90';

test('the contract fixture holds exactly the descriptor fields Scryfall documents today', () => {
  const fields = ['object', 'id', 'type', 'updated_at', 'uri', 'name', 'description', 'jsonl_download_uri', 'compressed_size'];
  for (const d of contractIndex().data) {
    assert.deepEqual(Object.keys(d).sort(), [...fields].sort(), String(d.type));
    const where = bulkLocationOf(d, 'fixture');
    assert.equal(where.shape, 'jsonl');
    assert.equal(where.size, d.compressed_size);
    assert.match(where.uri, /^https:\/\/data\.scryfall\.io\/.+\.jsonl\.gz$/);
  }
  for (const d of oldContractIndex().data) assert.equal(bulkLocationOf(d, 'fixture').shape, 'json');
  // Both fields: today's wins.
  assert.equal(bulkLocationOf({ jsonl_download_uri: 'https://data.scryfall.io/a.jsonl.gz', download_uri: 'https://data.scryfall.io/a.json' }, 'x').shape, 'jsonl');
});

test('cards update reads today\'s gzip JSON Lines: legalities, progress from compressed_size, stored as sent and read as a stream', async () => {
  const { handler, state } = bulkApi([ORACLE, RULINGS]);
  await withLocalServer(handler, async (base) => {
    const cacheDir = fresh();
    const progress: [number, number | undefined][] = [];
    const notices: string[] = [];
    const r = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base }, onProgress: (d, t) => progress.push([d, t]), onNotice: (m) => notices.push(m), rulings: true });
    assert.ok(!notices.some((m) => /index/i.test(m)), `the download is read once (its check builds the index): ${notices.join(' | ')}`);
    assert.equal(r.db.info.path, path.join(cacheDir, SCRYFALL_FILE));
    assert.deepEqual(state.urls, ['/bulk-data', '/oracle-cards.jsonl.gz', '/bulk-data', '/rulings.jsonl.gz']);
    assert.match(String(state.headers[1].accept), /gzip/);
    assert.equal(state.headers[1]['accept-encoding'], 'identity', 'the file is gzip already: no Content-Encoding around it');
    assert.equal(r.db.info.cards, ORACLE_CARDS);
    assert.equal(r.db.info.source, 'scryfall-jsonl');
    assert.equal(r.db.info.label, 'Scryfall Oracle Cards of 2026-09-08');
    assert.equal(r.db.info.hasLegalities, true);
    assert.equal(r.db.lookup('Paradox Engine')?.legalities?.commander, 'banned');
    assert.equal(r.db.lookup('valakut stoneforge')?.name, 'Valakut Awakening // Valakut Stoneforge');
    // Progress ends at the file's size: the gzip file, not the decompressed cards.
    const size = jsonLinesGzip(ORACLE.objects).length;
    assert.deepEqual(progress.find(([d]) => d === size), [size, size], JSON.stringify(progress));
    const file = path.join(cacheDir, SCRYFALL_FILE);
    assert.deepEqual([...readFileSync(file).subarray(0, 2)], [0x1f, 0x8b], 'the gzip file is kept as downloaded');
    assert.equal((await readCacheMeta(file))?.uri, `${base}/oracle-cards.jsonl.gz`);
    // Rulings of today's shape.
    assert.equal(r.rulings?.date, '2026-09-07');
    assert.deepEqual(r.rulings?.rulingsFor(PARADOX_ENGINE_ID).map((x) => x.date), ['2019-07-08', '2016-11-08']);
    assert.deepEqual([...readFileSync(path.join(cacheDir, RULINGS_FILE)).subarray(0, 2)], [0x1f, 0x8b]);
    // Later opens use the cache without the network.
    const urls = state.urls.length;
    const again = await openCardDatabase({ cacheDir, env: {} });
    assert.equal(again.origin, 'cache');
    assert.equal(again.db.lookup('Sol Ring')?.legalities?.commander, 'legal');
    assert.equal(state.urls.length, urls);
  });
});

test('without a Content-Length the progress total is the descriptor\'s compressed_size', async () => {
  const body = jsonLinesGzip(ORACLE.objects);
  await withLocalServer((req, res, base) => {
    if (req.url === '/bulk-data') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ ...contractIndex().data[0], jsonl_download_uri: `${base}/o.jsonl.gz`, compressed_size: body.length }] }));
    } else {
      res.writeHead(200, { 'Content-Type': 'application/gzip' }); // chunked: no length
      res.write(body.subarray(0, 100));
      setTimeout(() => res.end(body.subarray(100)), 10);
    }
  }, async (base) => {
    const totals = new Set<number | undefined>();
    await updateCardData({ cacheDir: fresh(), env: {}, download: { scryfallApi: base }, onProgress: (_d, t) => totals.add(t) });
    assert.deepEqual([...totals], [body.length]);
  });
});

test('the old shape (download_uri to one JSON array) still works, for cards and rulings', async () => {
  const { handler, state } = bulkApi([ORACLE, RULINGS], 'json');
  await withLocalServer(handler, async (base) => {
    const cacheDir = fresh();
    const r = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base }, rulings: true });
    assert.deepEqual(state.urls, ['/bulk-data', '/oracle-cards.json', '/bulk-data', '/rulings.json']);
    assert.equal(r.db.info.source, 'scryfall-oracle');
    assert.equal(r.db.lookup('Paradox Engine')?.legalities?.commander, 'banned');
    assert.equal(r.rulings?.rulingsFor(PARADOX_ENGINE_ID).length, 2);
    // And back to today's shape over the same cache.
    state.shape = 'jsonl';
    const again = await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    assert.equal(again.db.info.source, 'scryfall-jsonl');
    assert.equal(again.db.info.cards, ORACLE_CARDS);
  });
});

test('a JSON array served where the index announced JSON Lines is refused; the cache stays', async () => {
  const { handler } = bulkApi([ORACLE]);
  await withLocalServer(handler, async (base) => {
    const cacheDir = fresh();
    await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
    const file = path.join(cacheDir, SCRYFALL_FILE);
    const before = readFileSync(file);
    await withLocalServer((req, res, base2) => {
      if (req.url === '/bulk-data') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data: [{ ...contractIndex().data[0], jsonl_download_uri: `${base2}/o.jsonl.gz` }] }));
      } else {
        res.writeHead(200);
        res.end(gzipSync(JSON.stringify(ORACLE.objects)));
      }
    }, async (base2) => {
      await assert.rejects(updateCardData({ cacheDir, env: {}, download: { scryfallApi: base2 } }), /not Scryfall Oracle Cards as gzip JSON Lines/);
    });
    assert.deepEqual(readFileSync(file), before);
  });
});

test('an index with neither field: exit 2, a message naming the fields that arrived, the previous cache kept', async () => {
  const { handler } = bulkApi([ORACLE]);
  const cacheDir = fresh();
  await withLocalServer(handler, async (base) => {
    await updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } });
  });
  const file = path.join(cacheDir, SCRYFALL_FILE);
  const before = readFileSync(file);
  const meta = readFileSync(file + '.meta.json', 'utf8');
  // A made-up future shape: the file moved to a field this version does not know.
  await withLocalServer((_req, res, base) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', data: [{ object: 'bulk_data', type: 'oracle_cards', updated_at: '2027-01-01T00:00:00Z', parquet_download_uri: `${base}/o.parquet`, compressed_size: 1 }] }));
  }, async (base) => {
    const io = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir, DECKLIST_SCRYFALL_API: base }, cwd: cacheDir });
    assert.equal(await main(['cards', 'update'], io), 2);
    const err = io.stderr.join('\n');
    assert.match(err, /neither "jsonl_download_uri" nor "download_uri"/);
    assert.match(err, /fields: object, type, updated_at, parquet_download_uri, compressed_size/);
    await assert.rejects(updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } }), DownloadError);
  });
  assert.deepEqual(readFileSync(file), before);
  assert.equal(readFileSync(file + '.meta.json', 'utf8'), meta);
  assert.deepEqual(readdirSync(path.dirname(file)).filter((f) => f.includes('.download-')), []);
  // An index without the type names the types it has.
  await withLocalServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', data: [{ type: 'default_cards' }, { type: 'all_cards' }] }));
  }, async (base) => {
    await assert.rejects(updateCardData({ cacheDir, env: {}, download: { scryfallApi: base } }), /no "oracle_cards" entry \(it lists: default_cards, all_cards\)/);
  });
});

test('decklist cards update, then a deck shows the new data\'s legalities (a card banned in Commander since 2019)', async () => {
  const { handler } = bulkApi([ORACLE, RULINGS]);
  const cacheDir = fresh();
  await withLocalServer(handler, async (base) => {
    const io = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir, DECKLIST_SCRYFALL_API: base }, cwd: cacheDir });
    assert.equal(await main(['cards', 'update', '--rulings'], io), 0, io.stderr.join('\n'));
    assert.match(io.stdout.join('\n'), /Updated: Scryfall Oracle Cards of 2026-09-08, 7 cards/);
    assert.match(io.stdout.join('\n'), /Rulings of 2026-09-07: 3 rulings on 2 cards/);
  });
  const deckPath = path.join(cacheDir, 'deck.edh');
  const deck = '// format: commander\n1 Paradox Engine\n1 Sol Ring\n';
  const io = memoryIO({ [deckPath]: deck }, { env: { DECKLIST_CACHE_DIR: cacheDir }, cwd: cacheDir });
  await main(['check', 'deck.edh'], io);
  const out = io.stdout.join('\n');
  assert.match(out, /\[banned\][^\n]*Paradox Engine/, out);
  assert.doesNotMatch(out, /\[banned\][^\n]*Sol Ring/, out);
});

test('printed names of English cards (Through the Omenpaths) are other names of the Oracle card; unknown layouts are kept', async () => {
  const dir = fresh();
  const objects = [
    ...ORACLE.objects,
    // A layout this version has never heard of: read like any card, never dropped.
    { object: 'card', name: 'Future Gadget', oracle_id: '11111111-2222-4333-8444-555555555555', layout: 'hypothetical_new_layout', mana_cost: '{2}', cmc: 2, type_line: 'Artifact', oracle_text: '', colors: [], color_identity: [], legalities: { commander: 'legal' } },
    { object: 'card', name: 'Odd Layout Value', layout: 42, mana_cost: '{U}', cmc: 1, type_line: 'Instant', colors: ['U'], color_identity: ['U'] },
    // A printed name in another language is not an English alias.
    { object: 'card', name: 'Counterspell', lang: 'ja', printed_name: '対抗呪文', mana_cost: '{U}{U}', cmc: 2, type_line: 'Instant', colors: ['U'], color_identity: ['U'] },
  ];
  const file = path.join(dir, 'cards.jsonl.gz');
  writeFileSync(file, jsonLinesGzip(objects));
  const data = await readCardSource(file);
  assert.equal(data.cards.length, objects.length - (ORACLE.objects.length - ORACLE_CARDS));
  assert.equal(data.cards.find((c) => c.name === 'Future Gadget')?.layout, 'hypothetical_new_layout');
  assert.equal(data.cards.find((c) => c.name === 'Odd Layout Value')?.layout, 'normal');
  assert.deepEqual(data.aliases, [{ alias: 'The Terminus of Return', name: 'The Soul Stone', language: 'English', englishPrint: true }]);
  const { db } = await openCardDatabase({ cardsPath: file, cacheDir: dir, env: {} });
  assert.equal(db.lookup('The Terminus of Return')?.name, 'The Soul Stone', 'the printed name finds the card');
  assert.equal(db.lookup('The Soul Stone')?.name, 'The Soul Stone', 'the Oracle name stays the card\'s name');
  assert.equal(db.lookup('Future Gadget')?.legalities?.commander, 'legal');
  assert.equal(db.lookup('対抗呪文'), undefined);
  assert.equal((db as { languageAliasCount?: number }).languageAliasCount, 0, 'a printed English name is not a name in another language');
});

test('cards update --lang Japanese with today\'s Scryfall shape and MTGJSON v5.3 AtomicCards (foreignData without printing fields)', async () => {
  // MTGJSON AtomicCards as served in 2026 (v5.3): { meta, data: { name: [face] } }; foreignData entries
  // carry faceName, language, name, text, type (identifiers/uuid/flavorText/multiverseId were removed,
  // mtgjson/mtgjson#1495). Some entries are blank; they are skipped.
  const atomic = {
    meta: { date: '2026-09-08', version: '5.3.0+20260908' },
    data: {
      'Sol Ring': [
        {
          name: 'Sol Ring',
          manaCost: '{1}',
          manaValue: 1,
          type: 'Artifact',
          text: '{T}: Add {C}{C}.',
          layout: 'normal',
          colors: [],
          colorIdentity: [],
          legalities: { commander: 'Legal' },
          identifiers: { scryfallOracleId: '6ad8011d-3471-4369-9d68-b264cc027487' },
          foreignData: [
            { language: 'Japanese', name: '太陽の指輪', text: '{T}：{C}{C}を加える。', type: 'アーティファクト' },
            { language: 'German', name: 'Sonnenring' },
            { language: 'Japanese' },
          ],
        },
      ],
    },
  };
  const atomicGz = gzipSync(JSON.stringify(atomic));
  const { handler } = bulkApi([ORACLE]);
  await withLocalServer((req, res, base) => {
    if (req.url === '/mtgjson/AtomicCards.json.gz') {
      res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': String(atomicGz.length) });
      res.end(atomicGz);
    } else handler(req, res, base);
  }, async (base) => {
    const cacheDir = fresh();
    const io = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir, DECKLIST_SCRYFALL_API: base, DECKLIST_MTGJSON_API: `${base}/mtgjson` }, cwd: cacheDir });
    assert.equal(await main(['cards', 'update', '--lang', 'Japanese'], io), 0, io.stderr.join('\n'));
    const look = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir }, cwd: cacheDir });
    assert.equal(await main(['cards', 'lookup', '--lang', 'ja', '太陽の指輪'], look), 0, look.stderr.join('\n'));
    assert.match(look.stdout.join('\n'), /^Sol Ring/);
    const info = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir }, cwd: cacheDir });
    assert.equal(await main(['cards', 'info', '--lang', 'ja'], info), 0);
    assert.match(info.stdout.join('\n'), /Other-language names: 1\b/);
    assert.doesNotMatch(info.stderr.join('\n'), /not available|not downloaded/);
  });
});
