// The web extension's language server (dist/server-web.js, the one vscode.dev and github.dev run in
// a Worker) over the protocol: here in a worker thread whose global scope is its message port, as a
// browser worker's is, with the extension's files served over HTTP on 127.0.0.1 as the web
// workbench serves them. The web workbench suite (test/web) runs the same bundle in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WORKSPACE_FILES_NOTIFICATION } from '../../server/src/lsp/protocol';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { FAKE_SCRYFALL_DATE, fakeScryfall } from '../support/fake-scryfall';
import { startServer, WEB_SERVER, type TestServer } from './lsp-client';
import type { RulesData } from '../../server/src/core/rules-data';

const ROOT = path.resolve(__dirname, '../..');
const built = existsSync(WEB_SERVER) && existsSync(path.join(ROOT, 'dist/cards-snapshot.dlidx'));
const skip = built ? false : 'dist/server-web.js or the snapshot is not built (npm run build)';

/** Serves the extension's files (dist/, l10n/) as the web workbench does; counts what was asked for. */
async function extensionFiles(): Promise<{ uri: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? '/').split('?')[0]);
    requests.push(url);
    const file = path.join(ROOT, url);
    if (!/^\/(dist|l10n)\//.test(url) || !file.startsWith(ROOT) || !existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'Access-Control-Allow-Origin': '*' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    uri: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

const WORKSPACE = 'vscode-test-web://mount';
/** Our web client's initialization options; offline, the rules data is downloaded only from a stand-in a test names (`rulesUrl`). */
const WEB_CLIENT = (extensionUri: string, more: { downloadEndpoints?: Record<string, unknown> } & Record<string, unknown> = {}) => ({
  decklistExtension: true,
  web: true,
  extensionUri,
  ...more,
  downloadEndpoints: { rulesUrl: 'none', ...more.downloadEndpoints },
});
const DECK = ['Commander', '1 Phelddagrif', '', 'Deck', '1 Goblin Piker', '1 Sol Rnig', '1 Sol Ring', ''].join('\n');

async function withWebServer(options: Parameters<typeof startServer>[0], fn: (s: TestServer, files: Awaited<ReturnType<typeof extensionFiles>>) => Promise<void>) {
  const files = await extensionFiles();
  const s = await startServer({ initializationOptions: WEB_CLIENT(files.uri), ...options, webWorker: { extensionUri: files.uri } });
  try {
    await fn(s, files);
  } finally {
    await s.stop();
    await files.close();
  }
}

const messageText = (m: string | { value: string } | undefined) => (typeof m === 'string' ? m : (m?.value ?? ''));

const codesAt = (diagnostics: Array<{ code?: unknown; range: { start: { line: number } } }>) =>
  diagnostics.map((d) => `${d.range.start.line}:${String(d.code)}`).sort();

test('web worker: a Commander deck in a virtual workspace is checked with the snapshot fetched from the extension', { skip }, async () => {
  await withWebServer({}, async (s, files) => {
    const uri = s.open(`${WORKSPACE}/decks/phelddagrif.edh`, DECK);
    const diagnostics = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(
      codesAt(diagnostics).filter((c) => /color-identity|unknown-card/.test(c)),
      ['4:color-identity', '5:unknown-card'],
    );
    assert.ok(files.requests.includes('/dist/cards-snapshot.dlidx'), files.requests.join(', '));
    // The advice names only what the web version has: no Japanese name download, no card data files.
    const japanese = s.open(`${WORKSPACE}/decks/japanese.edh`, 'Commander\n1 Phelddagrif\n\nDeck\n1 稲妻\n');
    const unknownJapanese = (await s.diagnosticsFor(japanese, 1)).find((d) => d.code === 'unknown-card');
    assert.equal(
      messageText(unknownJapanese?.message),
      'Unknown card "稲妻". Japanese names are downloaded in the desktop editor ("decklist.languages"), not on the web. Or write 《日本語名/English Name》.',
    );
    const hover = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 6, character: 4 } })) as { contents: { value: string } };
    assert.match(hover.contents.value, /Add \{C\}\{C\}/);
  });
});

test('web worker: what the web cannot do is said as such: rulings are the desktop\'s, a card data path is read on the desktop only (not "not found, correct it")', { skip }, async () => {
  await withWebServer({ settings: { cardData: { autoUpdate: false, allowNetwork: true, rulings: true, path: '/home/me/cards/oracle-cards.json' } } }, async (s) => {
    await s.diagnosticsFor(s.open(`${WORKSPACE}/phelddagrif.edh`, DECK), 1);
    assert.deepEqual(await s.conn.sendRequest('decklist/rulings', { name: 'Sol Ring' }), {
      card: 'Sol Ring',
      date: '',
      rulings: [],
      notDownloaded: 'Scryfall\'s rulings are downloaded in the desktop editor ("decklist.cardData.rulings"), not on the web.',
    });
    await s.until('the message on the card data path', () => s.messages.some((m) => m.includes('decklist.cardData.path')));
    assert.deepEqual(
      s.messages.filter((m) => m.includes('decklist.cardData.path')),
      ['Decklist: the card data file /home/me/cards/oracle-cards.json named in "decklist.cardData.path" is read in the desktop editor only (the web version has no file system to read it from), so decks here are checked with offline card data from January 2017.'],
    );
  });
});

test('web worker: Japanese messages from the catalog fetched from the extension', { skip }, async () => {
  await withWebServer({ locale: 'ja' }, async (s, files) => {
    const uri = s.open(`${WORKSPACE}/phelddagrif.edh`, DECK);
    const diagnostics = await s.diagnosticsFor(uri, 1);
    const offColor = diagnostics.find((d) => d.code === 'color-identity');
    assert.match(messageText(offColor?.message), /固有色/);
    assert.ok(files.requests.includes('/l10n/bundle.l10n.ja.json'));
  });
});

test('web worker: a decklist.config.json sent by the client is read; gone when it is deleted', { skip }, async () => {
  await withWebServer({}, async (s) => {
    const uri = s.open(`${WORKSPACE}/decks/house.edh`, 'format: playgroup\n' + DECK);
    const before = await s.diagnosticsFor(uri, 1);
    assert.equal(before.filter((d) => d.code === 'banned').length, 0);
    const config = `${WORKSPACE}/decklist.config.json`;
    void s.conn.sendNotification(WORKSPACE_FILES_NOTIFICATION, {
      files: [{ uri: config, text: JSON.stringify({ formats: { playgroup: { extends: 'commander', banned: ['Sol Ring'] } } }) }],
    });
    const banned = await s.until('the config ban', () => {
      const last = s.diagnostics.get(uri)?.at(-1)?.diagnostics ?? [];
      return last.filter((d) => d.code === 'banned').length ? last.filter((d) => d.code === 'banned') : undefined;
    });
    assert.deepEqual(banned.map((d) => d.range.start.line), [7]);
    void s.conn.sendNotification(WORKSPACE_FILES_NOTIFICATION, { files: [{ uri: config, text: null }] });
    await s.until('the ban lifted', () => {
      const last = s.diagnostics.get(uri)?.at(-1)?.diagnostics;
      return last && !last.some((d) => d.code === 'banned') && !last.some((d) => d.code === 'card-data') ? true : undefined;
    });
  });
});

test('web worker: Update Card Data downloads Scryfall JSON Lines with fetch, checks with it, and the client keeps it for the next session', { skip }, async () => {
  const scryfall = await fakeScryfall(false);
  const files = await extensionFiles();
  const kept = new Map<string, { base64: string; meta: unknown }>();
  const start = () =>
    startServer({
      webWorker: { extensionUri: files.uri, kept },
      settings: { cardData: { autoUpdate: false, allowNetwork: true } },
      initializationOptions: WEB_CLIENT(files.uri, { downloadEndpoints: { scryfallApi: scryfall.base } }),
    });
  try {
    const s = await start();
    try {
      const uri = s.open(`${WORKSPACE}/deck.edh`, DECK);
      await s.diagnosticsFor(uri, 1);
      const done = (await s.conn.sendRequest('decklist/updateCardData', {})) as { label: string; cards: number; date: string };
      assert.equal(done.label, `Scryfall Oracle Cards of ${FAKE_SCRYFALL_DATE}`);
      assert.equal(done.cards, RULES_CARDS.length);
      assert.deepEqual(scryfall.requests, ['/bulk-data', '/oracle-cards.jsonl.gz']);
      assert.deepEqual([...kept.keys()], ['scryfall-oracle-cards']);
    } finally {
      await s.stop();
    }
    // The next session: the kept data, no download.
    const again = await start();
    try {
      const uri = again.open(`${WORKSPACE}/deck.edh`, DECK);
      await again.diagnosticsFor(uri, 1);
      const info = await again.until('the deck info', () => again.notifications.find((n) => n.method === 'decklist/deckInfo' && JSON.stringify(n.params).includes('Scryfall Oracle Cards')));
      assert.match(JSON.stringify(info.params), new RegExp(`Scryfall Oracle Cards of ${FAKE_SCRYFALL_DATE}`));
      assert.equal(scryfall.requests.length, 2, 'nothing downloaded again');
    } finally {
      await again.stop();
    }
  } finally {
    await files.close();
    await scryfall.close();
  }
});

test('web worker: the first start downloads once, whatever asks at once (three decks, two settings changes, Update Card Data), with one progress', { skip }, async () => {
  const scryfall = await fakeScryfall(true);
  const files = await extensionFiles();
  const network = { cardData: { autoUpdate: true, allowNetwork: true } };
  const s = await startServer({
    webWorker: { extensionUri: files.uri, kept: new Map() },
    settings: network,
    initializationOptions: WEB_CLIENT(files.uri, { downloadEndpoints: { scryfallApi: scryfall.base } }),
  });
  try {
    const decks = ['a.edh', 'b.edh', 'c.edh'].map((name) => s.open(`${WORKSPACE}/${name}`, DECK));
    await s.until('the download under way', () => scryfall.requests.includes('/oracle-cards.jsonl.gz'));
    // Two changes of the card data settings load again while the first download runs.
    for (const maxAgeDays of [30, 31]) {
      s.settings = { cardData: { ...network.cardData, maxAgeDays } };
      void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    }
    const update = s.conn.sendRequest('decklist/updateCardData', {}) as Promise<{ label: string }>;
    await s.until('the later loads started', () => s.requests.filter((r) => r === 'workspace/configuration').length >= 3);
    await new Promise((r) => setTimeout(r, 300));
    scryfall.release();
    assert.equal((await update).label, `Scryfall Oracle Cards of ${FAKE_SCRYFALL_DATE}`);
    for (const uri of decks) {
      await s.until(`${uri} checked with the download`, () =>
        s.notifications.some((n) => n.method === 'decklist/deckInfo' && (n.params as { uri: string; cardData: { label: string } }).uri === uri && (n.params as { cardData: { label: string } }).cardData.label === `Scryfall Oracle Cards of ${FAKE_SCRYFALL_DATE}`),
      );
    }
    assert.deepEqual(scryfall.requests, ['/bulk-data', '/oracle-cards.jsonl.gz']);
    assert.equal(s.requests.filter((r) => r === 'window/workDoneProgress/create').length, 1, 'one progress for the one download');
    assert.equal(s.messages.filter((m) => /could not/i.test(m)).length, 0, s.messages.join('\n'));
  } finally {
    await s.stop();
    await files.close();
    await scryfall.close();
  }
});

test('web worker: offline, the first start says once that the download failed', { skip }, async () => {
  const scryfall = await fakeScryfall(false, { unknownShape: true });
  const files = await extensionFiles();
  const network = { cardData: { autoUpdate: true, allowNetwork: true } };
  const s = await startServer({
    webWorker: { extensionUri: files.uri, kept: new Map() },
    settings: network,
    initializationOptions: WEB_CLIENT(files.uri, { downloadEndpoints: { scryfallApi: scryfall.base } }),
  });
  try {
    const decks = ['a.edh', 'b.edh'].map((name) => s.open(`${WORKSPACE}/${name}`, DECK));
    s.settings = { cardData: { ...network.cardData, maxAgeDays: 30 } };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    for (const uri of decks) await s.diagnosticsFor(uri, 1);
    await s.until('the failure notification', () => s.notifications.some((n) => n.method === 'decklist/cardDataUpdateFailed'));
    await new Promise((r) => setTimeout(r, 500));
    const logs = s.notifications.filter((n) => n.method === 'window/logMessage').map((n) => (n.params as { message: string }).message);
    assert.equal(logs.filter((m) => m.startsWith('Could not download card data')).length, 1, logs.join('\n'));
    assert.equal(s.notifications.filter((n) => n.method === 'decklist/cardDataUpdateFailed').length, 1);
  } finally {
    await s.stop();
    await files.close();
    await scryfall.close();
  }
});

test('web worker: a failed download is reported as on the desktop, and the snapshot stays in use', { skip }, async () => {
  const scryfall = await fakeScryfall(false, { unknownShape: true });
  const files = await extensionFiles();
  const s = await startServer({
    webWorker: { extensionUri: files.uri },
    settings: { cardData: { autoUpdate: false, allowNetwork: true } },
    initializationOptions: WEB_CLIENT(files.uri, { downloadEndpoints: { scryfallApi: scryfall.base } }),
  });
  try {
    const uri = s.open(`${WORKSPACE}/deck.edh`, DECK);
    await s.diagnosticsFor(uri, 1);
    await assert.rejects(s.conn.sendRequest('decklist/updateCardData', {}), /neither "jsonl_download_uri" nor "download_uri"/);
    const failure = await s.until('the failure notification', () => s.notifications.find((n) => n.method === 'decklist/cardDataUpdateFailed'));
    assert.match(String((failure.params as { reason: string }).reason), /parquet_download_uri/);
    assert.equal((failure.params as { using: string }).using, 'offline card data from January 2017');
  } finally {
    await s.stop();
    await files.close();
    await scryfall.close();
  }
});

test('web worker: a download that stalls ends with a failure, not a spinner; a cancelled one is no failure', { skip }, async () => {
  const scryfall = await fakeScryfall(true);
  const files = await extensionFiles();
  const s = await startServer({
    webWorker: { extensionUri: files.uri },
    settings: { cardData: { autoUpdate: false, allowNetwork: true } },
    initializationOptions: WEB_CLIENT(files.uri, { downloadEndpoints: { scryfallApi: scryfall.base, idleTimeoutMs: 500 } }),
  });
  try {
    const uri = s.open(`${WORKSPACE}/deck.edh`, DECK);
    await s.diagnosticsFor(uri, 1);
    await assert.rejects(s.conn.sendRequest('decklist/updateCardData', {}), /download of http:\/\/127\.0\.0\.1:\d+\/oracle-cards\.jsonl\.gz stalled/);
    const failures = () => s.notifications.filter((n) => n.method === 'decklist/cardDataUpdateFailed');
    await s.until('the failure notification', () => failures().length === 1);
    const { CancellationTokenSource } = await import('vscode-languageserver-protocol');
    const cancel = new CancellationTokenSource();
    const cancelled = s.conn.sendRequest('decklist/updateCardData', {}, cancel.token);
    while (scryfall.requests.filter((r) => r.endsWith('.jsonl.gz')).length < 2) await new Promise((r) => setTimeout(r, 5));
    cancel.cancel();
    await assert.rejects(cancelled, /the download was cancelled/);
    assert.equal(failures().length, 1, 'a cancelled download is not reported as a failure');
  } finally {
    await s.stop();
    await files.close();
    await scryfall.close();
  }
});

test('web worker: a 50,000-line paste is checked on the worker after the pause, with the 1,000-problem cap', { skip }, async () => {
  await withWebServer({}, async (s) => {
    await s.diagnosticsFor(s.open(`${WORKSPACE}/small.edh`, DECK), 1);
    const lines = ['Deck', ...Array.from({ length: 50_000 }, (_, i) => `1 Unknown Card Number ${i}`)];
    const uri = s.open(`${WORKSPACE}/paste.txt`, lines.join('\n'));
    // At once: a note that it is being checked (the check waits for a pause in typing).
    await s.until('the checking note', () => s.diagnostics.get(uri)?.[0]?.diagnostics.some((d) => d.code === 'checking'));
    const diagnostics = await s.until(
      'the large deck checked',
      () => {
        const last = s.diagnostics.get(uri)?.at(-1)?.diagnostics;
        return last?.some((d) => d.code === 'too-many-problems') ? last : undefined;
      },
      60_000,
    );
    // VS Code shows 1,000 entries of a file: the note comes first, then 999 problems.
    assert.equal(diagnostics.length, 1000);
    assert.equal(diagnostics[0].code, 'too-many-problems');
    assert.match(messageText(diagnostics[0].message), /^2 more problems are not shown \(1001 in all\)/);
    assert.deepEqual(diagnostics.slice(1).map((d) => d.code), Array(999).fill('unknown-card'));
  });
});

// Issue 40 §2 on the web: the web worker refreshes data/rules.json as the desktop does (same URL
// setting, same checks, kept in the extension's storage, offline-safe, off when downloads are).

const bundledRules = () => JSON.parse(readFileSync(path.join(ROOT, 'data/rules.json'), 'utf8')) as RulesData;

/** The bundled file with an announcement of 2026-11-30 that bans Phelddagrif as a Duel Commander commander. */
function newerRules(): RulesData {
  const data = bundledRules();
  data.date = '2026-11-30';
  data.duelCommander.sourcesReadOn = '2026-11-30';
  const url = 'https://www.duelcommander.org/announcements/2026/11/30/';
  data.duelCommander.history.push({ kind: 'announcement', date: '2026-11-30', committee: 'duelcommander.org', url, copy: 'read', changes: [{ card: 'Phelddagrif', becomes: 'banned-as-commander', source: url }], scheduled: true });
  return data;
}

/** A stand-in for the rules file's URL: `/rules.json` answers `body()`; counts the requests. */
async function rulesStandIn(body: () => string): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let requests = 0;
  const server = http.createServer((req, res) => {
    if (req.url !== '/rules.json') {
      res.writeHead(404);
      return res.end();
    }
    requests++;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(body());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rules.json`,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

const DUEL_DECK = ['format: duel', 'Commander', '1 Phelddagrif', '', 'Deck', '1 Goblin Piker', ''].join('\n');
/** The deck's latest "banned as commander" verdicts (line:code). */
const bannedAsCommander = (s: TestServer, uri: string) => {
  const last = s.diagnostics.get(uri)?.at(-1)?.diagnostics ?? [];
  return last.filter((d) => d.code === 'banned-as-commander').map((d) => `${d.range.start.line}:${String(d.code)}`);
};
const rulesFailures = (s: TestServer) =>
  s.notifications.filter((n) => n.method === 'decklist/cardDataUpdateFailed' && (n.params as { what?: string }).what === 'rules').map((n) => n.params as { reason: string; background: boolean });


/** Starts the web worker server with these card data settings, its storage in `kept`, Scryfall and the rules file served by stand-ins. */
function rulesServer(files: { uri: string }, kept: Map<string, { base64: string; meta: unknown }>, scryfallApi: string, rulesUrl: string) {
  return (cardData: Record<string, unknown>) =>
    startServer({
      webWorker: { extensionUri: files.uri, kept },
      settings: { cardData },
      initializationOptions: WEB_CLIENT(files.uri, { downloadEndpoints: { scryfallApi, rulesUrl } }),
    });
}
test('web worker: a newer rules.json from a stand-in changes a Duel Commander verdict after Update Card Data, with no new build; the next session uses the kept copy offline', { skip }, async () => {
  const scryfall = await fakeScryfall(false);
  const rules = await rulesStandIn(() => JSON.stringify(newerRules()));
  const files = await extensionFiles();
  const kept = new Map<string, { base64: string; meta: unknown }>();
  const start = rulesServer(files, kept, scryfall.base, rules.url);
  try {
    const s = await start({ autoUpdate: false, allowNetwork: true });
    try {
      const uri = s.open(`${WORKSPACE}/duel.dec`, DUEL_DECK);
      await s.diagnosticsFor(uri, 1);
      assert.deepEqual(bannedAsCommander(s, uri), []);
      const info = () => s.conn.sendRequest('decklist/getDeckInfo', { uri }) as Promise<{ cardData: { rules?: string } }>;
      assert.equal((await info()).cardData.rules, 'rules of 2026-11-29, bundled');
      const done = (await s.conn.sendRequest('decklist/updateCardData', {})) as { rules?: unknown };
      assert.deepEqual(done.rules, { label: 'rules of 2026-11-30', date: '2026-11-30' });
      assert.deepEqual(await s.until('the deck checked under the new rules', () => (bannedAsCommander(s, uri).length ? bannedAsCommander(s, uri) : undefined)), ['2:banned-as-commander']);
      assert.equal((await info()).cardData.rules, 'rules of 2026-11-30');
      assert.equal(rules.requests(), 1);
      assert.deepEqual([...kept.keys()].sort(), ['rules-data', 'rules-data-checked', 'scryfall-oracle-cards']);
      assert.deepEqual(rulesFailures(s), []);
    } finally {
      await s.stop();
    }
    // The next session, downloads off: the kept rules are in force, nothing is asked for.
    const again = await start({ autoUpdate: true, allowNetwork: false });
    try {
      const uri = again.open(`${WORKSPACE}/duel.dec`, DUEL_DECK);
      await again.diagnosticsFor(uri, 1);
      assert.deepEqual(bannedAsCommander(again, uri), ['2:banned-as-commander']);
      assert.equal(rules.requests(), 1);
    } finally {
      await again.stop();
    }
  } finally {
    await files.close();
    await rules.close();
    await scryfall.close();
  }
});

for (const [what, body, reason] of [
  [
    'malformed',
    () => JSON.stringify({ ...newerRules(), version: 2 }),
    'the rules file RULES does not follow data/rules.schema.json (/version: is 2, not one of 1)',
  ],
  ['older', () => JSON.stringify({ ...newerRules(), date: '2026-10-01' }), 'the rules file RULES is of 2026-10-01, older than the rules this version carries'],
] as const) {
  test(`web worker: ${what === 'older' ? 'an' : 'a'} ${what} rules.json changes nothing, is reported once in one sentence, is not kept, and is asked for again only a day later`, { skip }, async () => {
    const scryfall = await fakeScryfall(false);
    const rules = await rulesStandIn(body);
    const files = await extensionFiles();
    const kept = new Map<string, { base64: string; meta: unknown }>();
    const sentence = (r: string) =>
      `The rules data was not updated because ${r.replace('RULES', rules.url)}, so the bundled rules of 2026-11-29 stay in force; correct the "decklist.cardData.rulesUrl" setting, or clear it to use the project's rules file.`;
    const start = rulesServer(files, kept, scryfall.base, rules.url);
    try {
      const s = await start({ autoUpdate: false, allowNetwork: true });
      try {
        const uri = s.open(`${WORKSPACE}/duel.dec`, DUEL_DECK);
        await s.diagnosticsFor(uri, 1);
        const done = (await s.conn.sendRequest('decklist/updateCardData', {})) as { label: string; rules?: unknown };
        // The cards were updated; the rules stay the bundled ones, and the summary says why in one sentence.
        assert.equal(done.label, `Scryfall Oracle Cards of ${FAKE_SCRYFALL_DATE}`);
        assert.deepEqual(done.rules, { label: 'rules of 2026-11-29, bundled', date: '2026-11-29', failure: sentence(reason) });
        const failures = await s.until('the rules failure', () => (rulesFailures(s).length ? rulesFailures(s) : undefined));
        assert.deepEqual(failures.map((f) => [f.reason, f.background]), [[sentence(reason), false]]);
        await s.until('the deck checked again with the new cards', () => (s.diagnostics.get(uri)?.length ?? 0) >= 2 || undefined);
        assert.deepEqual(bannedAsCommander(s, uri), []);
        assert.deepEqual([...kept.keys()].sort(), ['rules-data-checked', 'scryfall-oracle-cards']);
      } finally {
        await s.stop();
      }
      // Downloads allowed in the background: the check waits a day after the last attempt.
      const quiet = await start({ autoUpdate: true, allowNetwork: true });
      try {
        const uri = quiet.open(`${WORKSPACE}/duel.dec`, DUEL_DECK);
        await quiet.diagnosticsFor(uri, 1);
        await new Promise((r) => setTimeout(r, 300));
        assert.equal(rules.requests(), 1);
        assert.deepEqual(rulesFailures(quiet), []);
      } finally {
        await quiet.stop();
      }
      // A day later: one background check, one report.
      kept.set('rules-data-checked', { base64: '', meta: { checkedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() } });
      const due = await start({ autoUpdate: true, allowNetwork: true });
      try {
        const uri = due.open(`${WORKSPACE}/duel.dec`, DUEL_DECK);
        await due.diagnosticsFor(uri, 1);
        const failures = await due.until('the background rules failure', () => (rulesFailures(due).length ? rulesFailures(due) : undefined));
        await new Promise((r) => setTimeout(r, 300));
        assert.deepEqual(rulesFailures(due).map((f) => [f.reason, f.background]), [[sentence(reason), true]]);
        assert.equal(failures.length, 1);
        assert.equal(rules.requests(), 2);
        assert.deepEqual(bannedAsCommander(due, uri), []);
      } finally {
        await due.stop();
      }
      // Downloads off ("decklist.cardData.allowNetwork": false, as in Restricted Mode): nothing is asked for, however due.
      kept.set('rules-data-checked', { base64: '', meta: { checkedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() } });
      const off = await start({ autoUpdate: true, allowNetwork: false });
      try {
        const uri = off.open(`${WORKSPACE}/duel.dec`, DUEL_DECK);
        await off.diagnosticsFor(uri, 1);
        await new Promise((r) => setTimeout(r, 300));
        assert.equal(rules.requests(), 2);
        await assert.rejects(off.conn.sendRequest('decklist/updateCardData', {}), /Downloads are turned off/);
        assert.equal(rules.requests(), 2);
      } finally {
        await off.stop();
      }
    } finally {
      await files.close();
      await rules.close();
      await scryfall.close();
    }
  });
}
