// Issue 40 §2: the rules lists that change between releases are data (data/rules.json, its schema
// data/rules.schema.json), bundled, and refreshed from a URL (a local stand-in here) with the card
// data: a newer file changes a Duel Commander verdict with no new build; a malformed or older one
// changes nothing and is reported once.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCardDatabase, updateCardData, type CardDatabase } from '../../../server/src/core/cards/index';
import { checkDeck } from '../../../server/src/core/check';
import { builtinFormat } from '../../../server/src/core/formats';
import { parseDeck } from '../../../server/src/core/parse';
import { BUNDLED_RULES, parseRulesData, resetRulesData, rulesData, rulesDataProblems, rulesLabel, type RulesData } from '../../../server/src/core/rules-data';
import { DEFAULT_RULES_URL, RULES_FILE, rulesCheckDue, rulesFailureMessage } from '../../../server/src/core/rules-data/update';
import { DownloadError } from '../../../server/src/core/cards/download';
import { useRulesData } from '../../../server/src/core/rules-data';
import { GAME_CHANGERS } from '../../../server/src/core/brackets/data';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { DUEL_2026_CARDS, DUEL_CARDS } from '../../fixtures/rules/duel-cards';
import { descriptorFor, jsonLinesGzip } from '../../support/scryfall-bulk';
import { withLocalServer } from '../../support/local-server';
import { commanderDeck } from './helpers';

afterEach(() => resetRulesData());

const CARDS = [...RULES_CARDS.filter((c) => c.name !== 'Lutri, the Spellchaser'), ...DUEL_CARDS, ...DUEL_2026_CARDS];
const bundledText = () => readFileSync(path.resolve('data/rules.json'), 'utf8');

/** The bundled file with an announcement of 2026-11-30 that makes Dihada legal as commander, dated that day. */
function newerRules(): RulesData {
  const data = JSON.parse(bundledText()) as RulesData;
  data.date = '2026-11-30';
  data.duelCommander.sourcesReadOn = '2026-11-30';
  data.duelCommander.history.push({
    kind: 'announcement',
    date: '2026-11-30',
    committee: 'duelcommander.org',
    url: 'https://www.duelcommander.org/announcements/2026/11/30/',
    copy: 'read',
    changes: [{ card: 'Dihada, Binder of Wills', becomes: 'legal', source: 'https://www.duelcommander.org/announcements/2026/11/30/' }],
    scheduled: true,
    next: '2027-01-25',
    nextFrom: 'schedule',
  });
  return data;
}

/** A stand-in for Scryfall's bulk data and for the rules file's URL; `rules` is what /rules.json answers. */
async function withStandIn(rules: () => string, fn: (base: string, requests: string[]) => Promise<void>): Promise<void> {
  const body = jsonLinesGzip(CARDS);
  const requests: string[] = [];
  await withLocalServer(
    (req, res, base) => {
      requests.push(req.url ?? '');
      if (req.url === '/bulk-data') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', has_more: false, data: [descriptorFor({ type: 'oracle_cards', objects: CARDS, updatedAt: '2026-11-28T09:00:00.000+00:00' }, base, 'jsonl', body)] }));
      } else if (req.url === '/oracle-cards.jsonl.gz') {
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': String(body.length) });
        res.end(body);
      } else if (req.url === '/rules.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(rules());
      } else {
        res.writeHead(404);
        res.end();
      }
    },
    (base) => fn(base, requests),
  );
}

const dihada = (db: CardDatabase) =>
  checkDeck(parseDeck(commanderDeck('Dihada, Binder of Wills', [], ['Mountain', 'Plains', 'Swamp'])), db, builtinFormat('duel')!)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.code} ${d.card}`);

test('data/rules.json follows data/rules.schema.json, and the code reads its lists (nothing in code repeats them)', () => {
  assert.deepEqual(rulesDataProblems(JSON.parse(bundledText())), []);
  assert.equal(BUNDLED_RULES.date, '2026-11-29');
  assert.equal(rulesLabel(), 'rules of 2026-11-29, bundled');
  assert.deepEqual(builtinFormat('commander')!.bannedAsCompanion, BUNDLED_RULES.commander.bannedAsCompanion);
  assert.deepEqual(GAME_CHANGERS.cards, BUNDLED_RULES.brackets.gameChangers.cards);
  assert.equal(GAME_CHANGERS.cards.length, 53);
  // Every list entry has its date and a source URL.
  for (const e of BUNDLED_RULES.duelCommander.history) for (const c of e.changes) assert.match(c.source, /https:\/\//);
  for (const l of [BUNDLED_RULES.brackets.gameChangers, BUNDLED_RULES.brackets.massLandDenial]) {
    assert.match(l.asOf, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(l.sourceUrl, /^https:\/\//);
  }
  assert.equal(DEFAULT_RULES_URL, 'https://raw.githubusercontent.com/decklist-language/decklist-language/main/data/rules.json');
  assert.match(JSON.parse(readFileSync('package.json', 'utf8')).repository.url, /github\.com\/decklist-language\/decklist-language\.git$/);
});

test('a malformed rules file is refused with what is wrong in it, by path', () => {
  const bad = JSON.parse(bundledText());
  bad.date = 'yesterday';
  bad.duelCommander.history[0].changes[0].becomes = 'restricted';
  delete bad.brackets.limits.tutors;
  bad.extra = 1;
  assert.deepEqual(rulesDataProblems(bad), [
    '/date: "yesterday" does not match ^\\d{4}-\\d{2}-\\d{2}$',
    '/duelCommander/history/0/changes/0/becomes: is "restricted", not one of "banned", "banned-as-commander", "banned-as-companion", "legal"',
    '/brackets/limits/tutors: is missing',
    '/extra: is not a known field',
  ]);
  assert.throws(() => parseRulesData('{"version": 1', 'x.json'), /^RulesDataError: the rules file x\.json is not JSON/);
  const older = { ...JSON.parse(bundledText()), date: '2026-01-01' };
  assert.throws(() => parseRulesData(JSON.stringify(older), 'x.json'), { message: 'the rules file x.json is of 2026-01-01, older than the rules this version carries' });
});

test('a newer rules.json from the stand-in changes a Duel Commander verdict after `cards update`, with no new build; the next start uses the cached copy', async () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-rules-'));
  try {
    await withStandIn(
      () => JSON.stringify(newerRules()),
      async (base, requests) => {
        const download = { scryfallApi: base, rulesUrl: `${base}/rules.json` };
        const before = await openCardDatabase({ cacheDir, env: {}, allowDownload: true, download });
        assert.deepEqual(dihada(before.db), ['banned-as-commander Dihada, Binder of Wills']);
        const notices: string[] = [];
        const updated = await updateCardData({ cacheDir, env: {}, download, rules: true, onNotice: (m) => notices.push(m) });
        assert.equal(updated.rulesFailure, undefined);
        assert.deepEqual({ date: updated.rules!.data.date, changed: updated.rules!.changed, url: updated.rules!.url }, { date: '2026-11-30', changed: true, url: `${base}/rules.json` });
        assert.ok(notices.includes('Rules data updated: rules of 2026-11-30.'), notices.join('\n'));
        assert.deepEqual(dihada(updated.db), []);
        assert.equal(builtinFormat('duel')!.asOf, '2026-11-30');
        assert.equal(rulesLabel(), 'rules of 2026-11-30');
        assert.deepEqual(requests.filter((r) => r === '/rules.json'), ['/rules.json']);
        // A new process: the bundled rules, then the cached download put in force when the card data opens.
        resetRulesData();
        assert.deepEqual(dihada(updated.db), ['banned-as-commander Dihada, Binder of Wills']);
        const again = await openCardDatabase({ cacheDir, env: {}, allowDownload: false });
        assert.equal(rulesData().date, '2026-11-30');
        assert.deepEqual(dihada(again.db), []);
      },
    );
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

for (const [what, body, reason] of [
  ['malformed', () => JSON.stringify({ ...newerRules(), version: 2 }), /^The rules data was not updated because the rules file http:\/\/127\.0\.0\.1:\d+\/rules\.json does not follow data\/rules\.schema\.json \(\/version: is 2, not one of 1\), so the bundled rules of 2026-11-29 stay in force; correct --rules-url or DECKLIST_RULES_URL, or leave both out to use the project's rules file\.$/],
  ['older', () => JSON.stringify({ ...newerRules(), date: '2026-10-01' }), /^The rules data was not updated because the rules file http:\/\/127\.0\.0\.1:\d+\/rules\.json is of 2026-10-01, older than the rules this version carries, so the bundled rules of 2026-11-29 stay in force; correct --rules-url or DECKLIST_RULES_URL, or leave both out to use the project's rules file\.$/],
  ['cut short', () => bundledText().slice(0, 500), /^The rules data was not updated because the rules file http:\/\/127\.0\.0\.1:\d+\/rules\.json is not JSON \(.*\), so the bundled rules of 2026-11-29 stay in force; correct --rules-url or DECKLIST_RULES_URL, or leave both out to use the project's rules file\.$/],
] as const) {
  test(`a ${what} rules.json changes nothing, the bundled rules stay, and the background check reports it once (at most daily)`, async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-rules-'));
    try {
      await withStandIn(body, async (base, requests) => {
        const download = { scryfallApi: base, rulesUrl: `${base}/rules.json` };
        const updated = await updateCardData({ cacheDir, env: {}, download, rules: true });
        assert.match(updated.rulesFailure ?? '', reason);
        assert.equal(rulesData(), BUNDLED_RULES);
        assert.deepEqual(dihada(updated.db), ['banned-as-commander Dihada, Binder of Wills']);
        // Nothing was cached: the file in the cache is absent.
        assert.throws(() => readFileSync(path.join(cacheDir, RULES_FILE)));
        // The background check: due a day after the last attempt, so none now…
        assert.equal(await rulesCheckDue(cacheDir), false);
        assert.equal(await rulesCheckDue(cacheDir, Date.now() + 86_400_000), true);
        // …and once it is due, one failure report per check.
        writeFileSync(path.join(cacheDir, `${RULES_FILE}.checked`), new Date(Date.now() - 2 * 86_400_000).toISOString());
        const failures: string[] = [];
        const opened = await openCardDatabase({ cacheDir, env: {}, allowDownload: true, rules: true, download, onUpdateFailure: (r) => failures.push(r) });
        assert.equal(await opened.rulesRefresh, undefined);
        const second = await openCardDatabase({ cacheDir, env: {}, allowDownload: true, rules: true, download, onUpdateFailure: (r) => failures.push(r) });
        assert.equal(await second.rulesRefresh, undefined);
        assert.equal(failures.length, 1, failures.join('\n'));
        assert.match(failures[0], reason);
        assert.equal(requests.filter((r) => r === '/rules.json').length, 2);
        assert.equal(rulesData(), BUNDLED_RULES);
      });
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
}

test('a cached rules file older than the bundled one (left by an earlier version) is ignored without a word; a damaged one is said', async () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-rules-'));
  try {
    mkdirSync(path.join(cacheDir, 'rules'), { recursive: true });
    writeFileSync(path.join(cacheDir, RULES_FILE), JSON.stringify({ ...JSON.parse(bundledText()), date: '2026-06-01' }));
    const notices: string[] = [];
    await openCardDatabase({ cacheDir, env: {}, onNotice: (m) => notices.push(m) });
    assert.equal(rulesData(), BUNDLED_RULES);
    assert.deepEqual(notices.filter((n) => /rules/.test(n)), []);
    writeFileSync(path.join(cacheDir, RULES_FILE), '{');
    await openCardDatabase({ cacheDir, env: {}, onNotice: (m) => notices.push(m) });
    assert.equal(rulesData(), BUNDLED_RULES);
    assert.equal(notices.filter((n) => /rules/.test(n)).length, 1);
    assert.match(notices.find((n) => /rules/.test(n))!, /is not JSON .*; the rules of 2026-11-29 stay in force$/);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test('with DECKLIST_RULES_URL=none nothing is asked for', async () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-rules-'));
  try {
    await withStandIn(
      () => JSON.stringify(newerRules()),
      async (base, requests) => {
        const updated = await updateCardData({ cacheDir, env: { DECKLIST_RULES_URL: 'none' }, download: { scryfallApi: base }, rules: true });
        assert.equal(updated.rules, undefined);
        assert.equal(updated.rulesFailure, undefined);
        assert.deepEqual(requests.filter((r) => r === '/rules.json'), []);
      },
    );
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test('`decklist cards info` says which rules are in force: the bundled ones, then a downloaded newer copy (also in --json)', async () => {
  const { main } = await import('../../../server/src/cli');
  const { memoryIO } = await import('../../support/memory-io');
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-rules-'));
  try {
    const info = async () => {
      const o = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir }, cwd: cacheDir });
      assert.equal(await main(['cards', 'info'], o), 0, o.stderr.join('\n'));
      return o.stdout.join('\n').split('\n').find((l) => l.startsWith('Rules:'));
    };
    assert.equal(await info(), 'Rules:   rules of 2026-11-29, bundled');
    await withStandIn(
      () => JSON.stringify(newerRules()),
      async (base) => {
        const o = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir, DECKLIST_SCRYFALL_API: base }, cwd: cacheDir });
        assert.equal(await main(['cards', 'update', '--rules-url', `${base}/rules.json`], o), 0, o.stderr.join('\n'));
        assert.ok(o.stdout.includes('Rules: rules of 2026-11-30'), o.stdout.join('\n'));
      },
    );
    resetRulesData();
    assert.equal(await info(), 'Rules:   rules of 2026-11-30');
    const j = memoryIO({}, { env: { DECKLIST_CACHE_DIR: cacheDir }, cwd: cacheDir });
    await main(['cards', 'info', '--json'], j);
    assert.deepEqual(JSON.parse(j.stdout.join('\n')).rules, { date: '2026-11-30', bundled: false });
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test('a rules update failure is one sentence: what failed, the rules that stay in force, and what to do in that door (in Japanese too)', async () => {
  const failed = new DownloadError(`${DEFAULT_RULES_URL} answered HTTP 503`);
  assert.equal(
    rulesFailureMessage(failed, DEFAULT_RULES_URL, 'vscode'),
    `The rules data was not updated because ${DEFAULT_RULES_URL} answered HTTP 503, so the bundled rules of 2026-11-29 stay in force; it is tried again within a day, or run "Decklist: Update Card Data" to try now.`,
  );
  assert.equal(
    rulesFailureMessage(failed, DEFAULT_RULES_URL, 'cli'),
    `The rules data was not updated because ${DEFAULT_RULES_URL} answered HTTP 503, so the bundled rules of 2026-11-29 stay in force; it is tried again within a day, or run 'decklist cards update' to try now.`,
  );
  const own = new Error('the rules file https://example.org/rules.json is not JSON (Unexpected end of JSON input)');
  assert.equal(
    rulesFailureMessage(own, 'https://example.org/rules.json', 'vscode-web'),
    'The rules data was not updated because the rules file https://example.org/rules.json is not JSON (Unexpected end of JSON input), so the bundled rules of 2026-11-29 stay in force; correct the "decklist.cardData.rulesUrl" setting, or clear it to use the project\'s rules file.',
  );
  // A newer copy downloaded before is what stays in force.
  useRulesData(newerRules());
  assert.equal(
    rulesFailureMessage(failed, DEFAULT_RULES_URL, 'lsp'),
    `The rules data was not updated because ${DEFAULT_RULES_URL} answered HTTP 503, so the rules of 2026-11-30 downloaded before stay in force; it is tried again within a day, or run "decklist cards update" in a terminal and restart the language server to try now.`,
  );
  resetRulesData();
  const { inJapanese } = await import('../../support/catalog');
  assert.equal(
    inJapanese(() => rulesFailureMessage(failed, DEFAULT_RULES_URL, 'vscode')),
    `ルールデータを更新できませんでした（${DEFAULT_RULES_URL} answered HTTP 503）。同梱の 2026-11-29 のルールを引き続き使います。1日以内にもう一度試します。今すぐ試すには「Decklist: Update Card Data」を実行してください。`,
  );
});
