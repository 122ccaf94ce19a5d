// The server's card data: downloaded only when the settings allow it, with $/progress, while decks
// get syntax checks and a "loading" note; the "Update card data" request, and its cancellation.
// A local HTTP server stands in for Scryfall.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CancellationTokenSource } from 'vscode-languageserver-protocol';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { SERVER, startServer, type TestServer } from './lsp-client';
import { fakeScryfall } from '../support/fake-scryfall';
import { jsonLinesGzip } from '../support/scryfall-bulk';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

type LoadingInfo = { format: { id: string; name: string }; countText: string; checked: boolean; cardData: { loading: boolean; loadingStep?: string } };
const cardDataNote = (s: TestServer, uri: string) => s.diagnostics.get(uri)?.at(-1)?.diagnostics.find((d) => d.code === 'card-data')?.message;
const mb = (n: number) => (n / 1048576).toFixed(1);

test('no card data yet: syntax checks and a note saying what is happening, $/progress while downloading, then the full check', { skip }, async () => {
  const scryfall = await fakeScryfall(true);
  let openGate!: () => void;
  const configurationGate = new Promise<void>((r) => (openGate = r));
  const s = await startServer({
    env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base },
    settings: { cardData: { autoUpdate: true, allowNetwork: true } },
    configurationGate,
  });
  try {
    const uri = s.open('deck.txt', '// format: legacy\n5 Lightning Bolt\n55 Island\n');
    // The settings are still being read: the load has not started, and nothing has failed.
    await s.until('the note before the load', () => cardDataNote(s, uri));
    assert.equal(cardDataNote(s, uri), 'Loading card data… Only the syntax is checked until the card data is ready.');
    openGate();
    const total = jsonLinesGzip(RULES_CARDS).length;
    const downloading = `Downloading current card data (${mb(100)} of ${mb(total)} MB, ${Math.floor((100 / total) * 100)}%)…`;
    await s.until('the downloading note', () => cardDataNote(s, uri) === `${downloading} Only the syntax is checked until the card data is ready.`);
    // The status bar's info: the format and the count from the parse, and what the card data is doing.
    const loading = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as LoadingInfo;
    assert.deepEqual(
      { format: loading.format.id, name: loading.format.name, count: loading.countText, checked: loading.checked, card: { loading: loading.cardData.loading, loadingStep: loading.cardData.loadingStep } },
      // Not checked with card data yet: the status bar must not say "no problems".
      { format: 'legacy', name: 'Legacy', count: '60 / 60+', checked: false, card: { loading: true, loadingStep: downloading } },
    );
    await s.until('progress begins', () => s.notifications.some((n) => n.method === '$/progress' && (n.params as { value: { kind: string } }).value.kind === 'begin'));
    scryfall.release();
    const d = await s.diagnosticsFor(uri, 1);
    assert.ok(d.some((x) => x.code === 'copy-limit'), 'checked with the downloaded cards');
    await s.until('progress ends', () => s.notifications.some((n) => n.method === '$/progress' && (n.params as { value: { kind: string } }).value.kind === 'end'));
    const info = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as { checked: boolean; cardData: { label: string } };
    assert.match(info.cardData.label, /Scryfall Oracle Cards of 2026-11-20/);
    assert.equal(info.checked, true);
  } finally {
    await s.stop();
    await scryfall.close();
  }
});

test('downloads turned off: no request leaves the server; the offline snapshot is used', { skip }, async () => {
  const scryfall = await fakeScryfall(false);
  const s = await startServer({ env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base }, settings: { cardData: { autoUpdate: true, allowNetwork: false } } });
  try {
    const uri = s.open('deck.txt', '// format: legacy\n5 Lightning Bolt\n55 Island\n');
    await s.diagnosticsFor(uri, 1);
    const info = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as { cardData: { label: string } };
    assert.match(info.cardData.label, /offline card data/);
    await assert.rejects(s.conn.sendRequest('decklist/updateCardData', {}), /Downloads are turned off/);
    assert.deepEqual(scryfall.requests, []);
  } finally {
    await s.stop();
    await scryfall.close();
  }
});

test('the "Update card data" request downloads with progress; cancelling it leaves the data in use', { skip }, async () => {
  const scryfall = await fakeScryfall(true);
  const s = await startServer({ env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base }, settings: { cardData: { autoUpdate: false, allowNetwork: true } } });
  try {
    const uri = s.open('deck.txt', '// format: legacy\n5 Lightning Bolt\n55 Island\n');
    await s.diagnosticsFor(uri, 1);
    assert.deepEqual(scryfall.requests, [], 'autoUpdate off: nothing downloaded at start');
    const cts = new CancellationTokenSource();
    const cancelled = s.conn.sendRequest('decklist/updateCardData', { workDoneToken: 'cancel-me' }, cts.token);
    await s.until('the download started', () => scryfall.requests.includes('/oracle-cards.jsonl.gz'));
    cts.cancel();
    await assert.rejects(cancelled);
    let info = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as { cardData: { label: string } };
    assert.match(info.cardData.label, /offline card data/);
    scryfall.release();
    const done = (await s.conn.sendRequest('decklist/updateCardData', { workDoneToken: 'update' })) as { label: string; cards: number };
    assert.match(done.label, /Scryfall Oracle Cards of 2026-11-20/);
    assert.equal(done.cards, RULES_CARDS.length);
    assert.ok(s.notifications.some((n) => n.method === '$/progress' && (n.params as { token: string }).token === 'update'));
    await s.until('re-checked with the new data', () => s.diagnostics.get(uri)!.at(-1)!.diagnostics.some((x) => x.code === 'copy-limit'));
    info = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as { cardData: { label: string } };
    assert.match(info.cardData.label, /2026-11-20/);
    // Again, with Scryfall's index unchanged: the data is current, and nothing is downloaded.
    const downloads = () => scryfall.requests.filter((r) => r === '/oracle-cards.jsonl.gz').length;
    const before = { index: scryfall.requests.filter((r) => r === '/bulk-data').length, files: downloads() };
    const again = await s.conn.sendRequest('decklist/updateCardData', {});
    assert.deepEqual(again, { label: 'Scryfall Oracle Cards of 2026-11-20', date: '2026-11-20', source: 'scryfall-jsonl', cards: RULES_CARDS.length, unchanged: true, rules: (again as { rules: unknown }).rules });
    assert.deepEqual({ index: scryfall.requests.filter((r) => r === '/bulk-data').length, files: downloads() }, { index: before.index + 1, files: before.files });
    // Scryfall publishes a newer file: downloaded.
    scryfall.setUpdatedAt('2026-11-21T09:00:00.000+00:00');
    const newer = (await s.conn.sendRequest('decklist/updateCardData', {})) as { label: string; unchanged?: true };
    assert.deepEqual({ label: newer.label, unchanged: newer.unchanged, files: downloads() }, { label: 'Scryfall Oracle Cards of 2026-11-21', unchanged: undefined, files: before.files + 1 });
  } finally {
    await s.stop();
    await scryfall.close();
  }
});

test('a failed download is shown: deck info says the data is old and why, one notification, unknown cards may be newer', { skip }, async () => {
  const scryfall = await fakeScryfall(false, { unknownShape: true });
  const s = await startServer({ env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base }, settings: { cardData: { autoUpdate: true, allowNetwork: true } } });
  try {
    const uri = s.open('deck.txt', '// format: legacy\n4 Lightning Bolt\n4 Ragavan, Nimble Pilferer\n52 Island\n');
    await s.until('the failure notification', () => s.notifications.some((n) => n.method === 'decklist/cardDataUpdateFailed'));
    const failure = s.notifications.find((n) => n.method === 'decklist/cardDataUpdateFailed')!.params as { reason: string; at: string; using: string; background: boolean };
    assert.equal(failure.background, true);
    assert.match(failure.reason, /neither "jsonl_download_uri" nor "download_uri" \(fields: .*parquet_download_uri/);
    assert.match(failure.using, /offline card data from January 2017/);
    assert.ok(!Number.isNaN(Date.parse(failure.at)));
    type Info = { cardData: { label: string; date: string; updateFailed?: { reason: string } } };
    await s.until('deck info with the failure', () => s.notifications.some((n) => n.method === 'decklist/deckInfo' && !!(n.params as Info).cardData.updateFailed));
    const info = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as Info;
    assert.equal(info.cardData.date, '2017-01-20');
    assert.match(info.cardData.updateFailed!.reason, /parquet_download_uri/);
    const d = await s.diagnosticsFor(uri, 1);
    const unknown = d.find((x) => x.code === 'unknown-card');
    assert.match(String(unknown?.message), /may simply be newer/);
    // The update command fails the same way: one more failure notification (the client shows one per session).
    await assert.rejects(s.conn.sendRequest('decklist/updateCardData', {}), /neither/);
    await s.until('a second failure notification', () => s.notifications.filter((n) => n.method === 'decklist/cardDataUpdateFailed').length === 2);
    assert.equal((s.notifications.filter((n) => n.method === 'decklist/cardDataUpdateFailed')[1].params as { background: boolean }).background, false);
  } finally {
    await s.stop();
    await scryfall.close();
  }
});

test('a failed update of fresh data says the update failed and the data in use is from its date, not that it is out of date', { skip }, async () => {
  const scryfall = await fakeScryfall(false);
  const s = await startServer({ env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base }, settings: { cardData: { autoUpdate: true, allowNetwork: true } } });
  try {
    const uri = s.open('deck.txt', '// format: legacy\n5 Lightning Bolt\n55 Island\n');
    await s.diagnosticsFor(uri, 1);
    scryfall.changeShape();
    await assert.rejects(s.conn.sendRequest('decklist/updateCardData', {}), /neither/);
    type Info = { cardData: { date: string; updateFailed?: { background: boolean; outOfDate?: boolean; using: string } } };
    const info = await s.until('deck info with the failure', () => {
      const n = s.notifications.filter((x) => x.method === 'decklist/deckInfo').at(-1);
      return (n?.params as Info | undefined)?.cardData.updateFailed ? (n!.params as Info) : undefined;
    });
    assert.equal(info.cardData.date, '2026-11-20');
    assert.deepEqual({ ...info.cardData.updateFailed, reason: undefined, at: undefined }, {
      reason: undefined,
      at: undefined,
      using: 'Scryfall Oracle Cards of 2026-11-20',
      background: false,
      outOfDate: false,
    });
  } finally {
    await s.stop();
    await scryfall.close();
  }
});

test('a failed first download is out of date: the offline snapshot is in use', { skip }, async () => {
  const scryfall = await fakeScryfall(false, { unknownShape: true });
  const s = await startServer({ env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base }, settings: { cardData: { autoUpdate: true, allowNetwork: true } } });
  try {
    await s.until('the failure notification', () => s.notifications.some((n) => n.method === 'decklist/cardDataUpdateFailed'));
    const failure = s.notifications.find((n) => n.method === 'decklist/cardDataUpdateFailed')!.params as { outOfDate?: boolean };
    assert.equal(failure.outOfDate, true);
  } finally {
    await s.stop();
    await scryfall.close();
  }
});

test('a "decklist.cardData.path" that names no file gives way to the next source, said once; card checks go on', { skip }, async () => {
  const s = await startServer({ env: { DECKLIST_CARDS: '' }, settings: { cardData: { path: 'missing/cards.json', autoUpdate: false, allowNetwork: false } } });
  try {
    const uri = s.open('deck.txt', '// format: legacy\n5 Lightning Bolt\n55 Island\n');
    const d = await s.diagnosticsFor(uri, 1);
    assert.equal(d.filter((x) => x.code === 'copy-limit').length, 1, 'the cards are checked (with the offline snapshot)');
    const missing = path.join(s.folder, 'missing', 'cards.json');
    const told = [
      `Decklist: the card data file ${missing} named in "decklist.cardData.path" was not found, so decks are checked with offline card data from January 2017. Correct or clear the setting.`,
    ];
    assert.deepEqual(s.messages, told);
    // Loaded again (another card data setting changed): not said again.
    s.settings = { cardData: { path: 'missing/cards.json', autoUpdate: false, allowNetwork: false, maxAgeDays: 30 } };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    await s.until('the second load', () => s.notifications.filter((n) => n.method === 'window/logMessage' && /^Card data: /.test((n.params as { message: string }).message)).length === 2);
    assert.deepEqual(s.messages, told);
    const info = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as { cardData: { label: string } };
    assert.equal(info.cardData.label, 'offline card data from January 2017');
  } finally {
    await s.stop();
  }
});

test('paste detection asked while the server starts: answered once the card data is loaded, not "no card data yet"', { skip }, async () => {
  let openGate!: () => void;
  const configurationGate = new Promise<void>((r) => (openGate = r));
  const s = await startServer({ configurationGate });
  try {
    const asked = Date.now();
    const answer = s.conn.sendRequest('decklist/knownCards', { text: 'Deck\n4 Counterspell\n1 Sol Ring\n20 Island\n2 Not A Card Yet\n' });
    // The settings are still being read, so no load has started: the request waits.
    await new Promise((r) => setTimeout(r, 300));
    openGate();
    assert.deepEqual(await answer, { names: 4, known: 3 });
    assert.ok(Date.now() - asked >= 300, 'answered after the load, not before');
  } finally {
    await s.stop();
  }
});

test('paste detection asked while no card data loads: answered "not loaded" (null) after 10 s, not held for ever', { skip }, async () => {
  // The settings never arrive, so the card data never loads.
  const s = await startServer({ configurationGate: new Promise<void>(() => undefined) });
  try {
    const asked = Date.now();
    assert.equal(await s.conn.sendRequest('decklist/knownCards', { text: 'Deck\n4 Counterspell\n1 Sol Ring\n20 Island\n' }), null);
    const waited = Date.now() - asked;
    assert.ok(waited >= 10_000 && waited < 13_000, `answered after ${waited} ms`);
  } finally {
    await s.stop();
  }
});
