// The checks of `npm run test:live` (scripts/live-contract-checks.ts) against the hand-written contract
// fixtures, and the script itself against a local stand-in of the services (no network here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import {
  LEGALITY_KEYS_READ,
  checkAtomicCardsHead,
  checkBulkIndex,
  checkCardRecord,
  checkMtgjsonMeta,
  checkRulingRecord,
  checkSpellbookHead,
} from '../../../scripts/live-contract-checks';
import { SCRYFALL_LEGALITY_KEYS } from '../../../server/src/core/cards/scryfall-card';
import { SPELLBOOK_FIELDS_READ } from '../../../server/src/core/combos/fields';
import { VARIANTS_EXPORT } from '../../fixtures/spellbook/variants';
import { withLocalServer } from '../../support/local-server';
import { bulkApi, contractIndex, contractRecords, oldContractIndex } from '../../support/scryfall-bulk';
import { projectRoot } from './helpers';

test('the live checks accept the contract fixtures, and name what breaks them', () => {
  assert.deepEqual(checkBulkIndex(contractIndex()), { problems: [], notes: [] });
  const old = checkBulkIndex(oldContractIndex());
  assert.deepEqual(old.problems, []);
  assert.ok(old.notes.some((n) => /JSON array/.test(n)));
  // Today's records (prepare, front_card, a previewed card, competitivebrawl and tlr) hold no problem and nothing new.
  for (const [i, c] of contractRecords('oracle-cards.jsonl').entries()) {
    const r = checkCardRecord(c, `line ${i + 1}`);
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.notes, c.printed_name ? [`line ${i + 1}: English printed name "${String(c.printed_name)}" for ${String(c.name)} (accepted as another name)`] : []);
  }
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

const bolt = () => contractRecords('oracle-cards.jsonl').find((r) => r.name === 'Lightning Bolt')!;

test('legality keys: each key a built-in format reads must be in every record (a missing one fails, named); a key no format reads and the product does not know is listed', () => {
  // The keys read come from the built-in formats, and all of them are among today's keys.
  assert.deepEqual([...LEGALITY_KEYS_READ.keys()].filter((k) => !SCRYFALL_LEGALITY_KEYS.includes(k)), []);
  assert.deepEqual(LEGALITY_KEYS_READ.get('competitivebrawl'), ['competitivebrawl']);
  const { competitivebrawl: _gone, ...legalities } = bolt().legalities as Record<string, string>;
  const missing = checkCardRecord({ ...bolt(), legalities: { ...legalities, explorer: 'legal' } }, 'line 5');
  assert.deepEqual(missing.problems, ['line 5: legalities without "competitivebrawl" (read by competitivebrawl)']);
  assert.deepEqual(missing.notes, ['new legality key "explorer" (no built-in format reads it)']);
  // Only the keys read fail: `tlr`, known and read by no format, may go.
  const { tlr: _tlr, ...withoutTlr } = bolt().legalities as Record<string, string>;
  assert.deepEqual(checkCardRecord({ ...bolt(), legalities: withoutTlr }, 'l'), { problems: [], notes: [] });
});

test('layouts: the known list (prepare, front_card among them) gives no note; another is listed as new', () => {
  for (const layout of ['prepare', 'front_card', 'modal_dfc']) assert.deepEqual(checkCardRecord({ ...bolt(), layout }, 'l').notes, [], layout);
  assert.deepEqual(checkCardRecord({ ...bolt(), layout: 'brand_new' }, 'line 9').notes, ['new layout "brand_new" (read like a normal card; first seen at line 9)']);
});

/** The start of an AtomicCards.json whose first card carries these leadershipSkills. */
const atomicHead = (skills: Record<string, boolean> | undefined) =>
  JSON.stringify({ meta: { date: '2026-11-27', version: '5.3.1+20261127' }, data: { 'Ardent Elementalist': [{ name: 'Ardent Elementalist', foreignData: [{ language: 'Japanese', name: '熱心な精霊信者' }], ...(skills ? { leadershipSkills: skills } : {}) }] } });

test('MTGJSON leadershipSkills: pauper_commander (or the camel-case spelling) must arrive, and which one did is said; a missing flag fails naming it; a new skill is listed', () => {
  const today = checkAtomicCardsHead(atomicHead({ brawl: false, commander: false, oathbreaker: false, pauper_commander: true, predh: false }));
  assert.deepEqual(today, { problems: [], notes: ['AtomicCards.json: the Pauper Commander flag arrived as leadershipSkills."pauper_commander"'] });
  const camel = checkAtomicCardsHead(atomicHead({ commander: true, pauperCommander: true }));
  assert.deepEqual(camel.problems, []);
  assert.deepEqual(camel.notes, ['AtomicCards.json: the Pauper Commander flag arrived as leadershipSkills."pauperCommander"']);
  const gone = checkAtomicCardsHead(atomicHead({ brawl: false, commander: true, oathbreaker: false, predh: false, tinyleaders: true }));
  assert.deepEqual(gone.problems, ['AtomicCards.json: leadershipSkills without "pauper_commander" (nor "pauperCommander"): keys brawl, commander, oathbreaker, predh, tinyleaders']);
  assert.deepEqual(gone.notes, ['AtomicCards.json: new leadershipSkills key "tinyleaders"']);
  assert.match(checkAtomicCardsHead(atomicHead(undefined)).problems.join('\n'), /no "leadershipSkills" object/);
});

test('Commander Spellbook: the fixture (today\'s export) has every field the product reads and nothing unknown; a field read that is gone fails naming it, a new one is listed', () => {
  const text = (data: unknown) => JSON.stringify(data).slice(0, 40_000);
  assert.deepEqual(checkSpellbookHead(text(VARIANTS_EXPORT)), { problems: [], notes: [] });
  const variants = VARIANTS_EXPORT.variants.map((v) => {
    const { manaNeeded: _m, ...rest } = v;
    return { ...rest, uses: v.uses.map((u) => ({ ...u, card: { ...u.card, cmc: 2 } })), comboRank: 1 };
  });
  const changed = checkSpellbookHead(text({ ...VARIANTS_EXPORT, variants }));
  assert.deepEqual(changed.problems, [`variants.json: variant without "manaNeeded" (read by the product) in ${variants.length} of them`]);
  assert.deepEqual(changed.notes, ['variants.json: new variant field "comboRank"', 'variants.json: new card field "cmc"']);
  assert.ok(SPELLBOOK_FIELDS_READ.variant.includes('manaNeeded'));
  assert.match(checkSpellbookHead(JSON.stringify({ version: '1' })).problems.join('\n'), /no top-level "timestamp"[\s\S]*no top-level "variants" array/);
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

test('npm run test:live against a stand-in of today\'s services passes; against a changed one it fails and says what changed; without the network it says which services it could not reach', { timeout: 150_000 }, async () => {
  const { handler } = bulkApi([
    { type: 'oracle_cards', objects: contractRecords('oracle-cards.jsonl'), updatedAt: '2026-09-08T09:01:57.053+00:00' },
    { type: 'rulings', objects: contractRecords('rulings.jsonl'), updatedAt: '2026-09-07T21:00:38.611+00:00' },
  ]);
  const atomic = gzipSync(atomicHead({ brawl: false, commander: true, oathbreaker: false, pauper_commander: true, predh: false }));
  const variants = gzipSync(JSON.stringify(VARIANTS_EXPORT));
  let metaVersion = '5.3.0+20260908';
  await withLocalServer((req, res, base) => {
    if (req.url === '/mtgjson/Meta.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ meta: { date: '2026-09-08', version: metaVersion }, data: { date: '2026-09-08', version: metaVersion } }));
    } else if (req.url === '/mtgjson/AtomicCards.json.gz') {
      res.writeHead(200, { 'Content-Type': 'application/gzip' });
      res.end(atomic);
    } else if (req.url === '/spellbook/variants.json.gz') {
      res.writeHead(200, { 'Content-Type': 'application/gzip' });
      res.end(variants);
    } else if (req.url?.startsWith('/cards/named?')) {
      // Duel Commander's witnesses, as Scryfall shows duelcommander.org's list.
      const name = new URL(req.url, base).searchParams.get('exact') ?? '';
      const duel: Record<string, string> = { 'Force of Will': 'banned', 'Nadu, Winged Wisdom': 'banned', 'Oloro, Ageless Ascetic': 'restricted' };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'card', name, legalities: { duel: duel[name] ?? 'legal' } }));
    } else handler(req, res, base);
  }, async (base) => {
    const env = { DECKLIST_SCRYFALL_API: base, DECKLIST_MTGJSON_API: `${base}/mtgjson`, DECKLIST_SPELLBOOK_API: `${base}/spellbook` };
    const ok = await runLive(env);
    assert.equal(ok.code, 0, ok.out);
    assert.match(ok.out, /7 passed, 0 failed\n/);
    assert.match(ok.out, /follows duelcommander\.org's list/);
    assert.match(ok.out, /English printed name "The Terminus of Return"/);
    assert.match(ok.out, /ok   .*\/spellbook\/variants\.json\.gz/);
    assert.match(ok.out, /the Pauper Commander flag arrived as leadershipSkills\."pauper_commander"/);
    metaVersion = '6.0.0+20270101';
    const bad = await runLive(env);
    assert.equal(bad.code, 1, bad.out);
    assert.match(bad.out, /FAIL .*Meta\.json[\s\S]*not 5\.x/);
    // One service down, the others reachable: the down one is said, the rest still checked.
    metaVersion = '5.3.0+20260908';
    const partly = await runLive({ ...env, DECKLIST_SPELLBOOK_API: 'http://127.0.0.1:9' });
    assert.equal(partly.code, 2, partly.out);
    assert.match(partly.out, /SKIP http:\/\/127\.0\.0\.1:9\/variants\.json\.gz\n\s+not checked: cannot reach/);
    assert.match(partly.out, /6 passed, 0 failed, 1 not reached/);
  });
  // Nothing answering (no network): exit 2, each service said plainly, no judgement made.
  const down = await runLive({ DECKLIST_SCRYFALL_API: 'http://127.0.0.1:9', DECKLIST_MTGJSON_API: 'http://127.0.0.1:9', DECKLIST_SPELLBOOK_API: 'http://127.0.0.1:9' });
  assert.equal(down.code, 2, down.out);
  assert.match(down.out, /0 passed, 0 failed, 3 not reached/);
  assert.equal(down.out.match(/not checked: cannot reach/g)?.length, 3);
  assert.match(down.out, /Run again with network access/);
});
