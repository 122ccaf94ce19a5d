// The release's card data build (scripts/bundle-card-data.ts, issue 40): what its checks refuse, and
// its --download path against stand-ins of Scryfall's bulk-data API and MTGJSON serving the
// fixtures of test/fixtures/bundled-data in today's shapes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleCardData, RELEASE_FLOORS } from '../../../scripts/bundle-card-data';
// @ts-expect-error: a plain .mjs build script without types
import { bundleArgs } from '../../../scripts/build-snapshot.mjs';
import { loadIndex } from '../../../server/src/core/cards/compact-index';
import { bulkApi } from '../../support/scryfall-bulk';
import { withLocalServer } from '../../support/local-server';

const root = path.resolve(__dirname, '..', '..', '..');
const fixtures = path.join(root, 'test', 'fixtures', 'bundled-data');
const CARDS = path.join(fixtures, 'oracle-cards.jsonl');
const ATOMIC = path.join(fixtures, 'atomic-cards.json');
const tmp = mkdtempSync(path.join(tmpdir(), 'decklist-bundle-test-'));
const records = () => readFileSync(CARDS, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const writeLines = (name: string, objects: unknown[]) => {
  const file = path.join(tmp, name);
  writeFileSync(file, objects.map((o) => JSON.stringify(o)).join('\n') + '\n');
  return file;
};

test('the fixtures pass the release\'s checks: counts, Japanese names and printed text read back from the index', async () => {
  const out = path.join(tmp, 'good.dlidx');
  const r = await bundleCardData({ cards: CARDS, atomic: ATOMIC, out, strict: true });
  assert.deepEqual(
    { label: r.label, date: r.date, cards: r.cards, withLegalities: r.withLegalities, japaneseNames: r.japaneseNames, japanesePrinted: r.japanesePrinted, problems: r.problems, fatal: r.fatal },
    { label: 'card data of 2026-11-14, bundled', date: '2026-11-14', cards: 8, withLegalities: 8, japaneseNames: 5, japanesePrinted: 5, problems: [], fatal: [] },
  );
  const db = loadIndex(out);
  assert.deepEqual({ ...db.info }, { source: 'scryfall-jsonl', label: 'card data of 2026-11-14, bundled', date: '2026-11-14', cards: 8, hasLegalities: true });
  assert.equal(db.lookup('対抗呪文')?.name, 'Counterspell');
  assert.deepEqual(db.printed?.(db.lookup('Sol Ring')!, 'Japanese'), { language: 'Japanese', name: '太陽の指輪', typeLine: 'アーティファクト', text: '（テスト用に書いた文）{T}：{C}{C}を加える。' });
});

test('a record without a legality key a format reads is a problem; with --strict nothing is written', async () => {
  const recs = records();
  delete (recs[3].legalities as Record<string, string>).pioneer;
  const out = path.join(tmp, 'no-pioneer.dlidx');
  const r = await bundleCardData({ cards: writeLines('no-pioneer.jsonl', recs), atomic: ATOMIC, out, strict: true });
  assert.deepEqual(r.problems, ['legalities without "pioneer" (read by pioneer): 1 of 8 records (first: line 4)']);
  assert.deepEqual(r.fatal, []);
  assert.equal(existsSync(out), false);
  // Without --strict (a contributor's file), it is said and the data is written.
  const loose = await bundleCardData({ cards: writeLines('no-pioneer.jsonl', recs), atomic: ATOMIC, out, strict: false });
  assert.deepEqual(loose.problems, r.problems);
  assert.equal(existsSync(out), true);
});

test('data the package cannot carry is refused, strict or not: a missing known card, no Japanese names, no legalities', async () => {
  const noCounterspell = records().filter((o) => o.name !== 'Counterspell');
  const noLegalities = records().map((o) => (o.name === 'Opt' ? { ...o, legalities: undefined } : o));
  const atomic = JSON.parse(readFileSync(ATOMIC, 'utf8'));
  // Names in German only.
  for (const faces of Object.values(atomic.data) as Array<Array<Record<string, unknown>>>) for (const f of faces) f.foreignData = (f.foreignData as Array<Record<string, unknown>>).map((fd) => ({ ...fd, language: 'German' }));
  const noJapanese = path.join(tmp, 'atomic-no-japanese.json');
  writeFileSync(noJapanese, JSON.stringify(atomic));
  const cases: [string, string, string, string[]][] = [
    ['no-counterspell', writeLines('no-counterspell.jsonl', noCounterspell), ATOMIC, ['Counterspell is not in the built data']],
    [
      'no-japanese',
      CARDS,
      noJapanese,
      // The product's check of a downloaded AtomicCards (core/cards/loader.ts verifyAtomic) says it so.
      [`card data file ${noJapanese}: contains no cards`],
    ],
    ['no-legalities', writeLines('no-legalities.jsonl', noLegalities), ATOMIC, ['1 of 8 cards have no legalities']],
  ];
  for (const [name, cards, atomicFile, fatal] of cases) {
    const out = path.join(tmp, `${name}.dlidx`);
    const r = await bundleCardData({ cards, atomic: atomicFile, out, strict: false });
    assert.deepEqual(r.fatal, fatal, name);
    assert.equal(existsSync(out), false, name);
  }
});

test('the build\'s options: flags or environment, the two files together, or the download', () => {
  assert.equal(bundleArgs([], {}), undefined);
  assert.deepEqual(bundleArgs(['--bundle-cards', 'a.jsonl.gz', '--bundle-atomic', 'b.json.gz'], {}), ['--cards', 'a.jsonl.gz', '--atomic', 'b.json.gz']);
  assert.deepEqual(bundleArgs([], { DECKLIST_BUNDLE_CARDS: 'a', DECKLIST_BUNDLE_ATOMIC: 'b', DECKLIST_BUNDLE_DATE: '2026-11-29', DECKLIST_BUNDLE_STRICT: '1' }), ['--cards', 'a', '--atomic', 'b', '--date', '2026-11-29', '--strict']);
  assert.deepEqual(bundleArgs(['--bundle-download'], {}), ['--download']);
  assert.deepEqual(bundleArgs([], { DECKLIST_BUNDLE_DOWNLOAD: '1' }), ['--download']);
});

/** Runs the builder as the release does (a child process), its output and status. */
function runBuilder(args: string[], env: Record<string, string>): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bundle-card-data.ts'), ...args], { cwd: root, env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += String(c)));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

test('--download (the release): downloads Oracle Cards and AtomicCards as the product does, dates the data by the bulk file, holds it to the release floors', async () => {
  const atomicGz = gzipSync(readFileSync(ATOMIC));
  const scryfall = bulkApi([{ type: 'oracle_cards', objects: records(), updatedAt: '2026-11-29T09:02:11.000+00:00' }]);
  await withLocalServer(
    (req, res, base) => {
      if (req.url === '/AtomicCards.json.gz') {
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': String(atomicGz.length) });
        res.end(atomicGz);
      } else scryfall.handler(req, res, base);
    },
    async (base) => {
      const env = { DECKLIST_SCRYFALL_API: base, DECKLIST_MTGJSON_API: base };
      const out = path.join(tmp, 'release.dlidx');
      const refused = await runBuilder(['--download', '--out', out], env);
      assert.equal(refused.status, 1, refused.stderr);
      assert.ok(refused.stderr.includes(`  error: 8 cards, fewer than ${RELEASE_FLOORS.cards}: the Oracle Cards file is cut short or another file\n  error: 5 Japanese names, fewer than ${RELEASE_FLOORS.japanese}\n`), refused.stderr);
      assert.equal(existsSync(out), false);
      const built = await runBuilder(['--download', '--out', out, '--min-cards', '8', '--min-japanese', '5'], env);
      assert.equal(built.status, 0, built.stderr);
      assert.ok(built.stderr.endsWith(`bundled card data: card data of 2026-11-29, bundled: 8 cards (8 with legalities), 5 Japanese names, 5 Japanese printed versions, 0.0 MB\n  note: AtomicCards.json: the Pauper Commander flag arrived as leadershipSkills."pauperCommander"\nBuilt ${out}\n`), built.stderr);
      const db = loadIndex(out);
      assert.equal(db.info.label, 'card data of 2026-11-29, bundled');
      assert.equal(db.lookup('稲妻')?.name, 'Lightning Bolt');
      assert.deepEqual(scryfall.state.urls.filter((u) => u === '/oracle-cards.jsonl.gz').length, 2);
    },
  );
});
