// Card knowledge over the protocol: hover images only when downloads are allowed, prices when
// asked, rulings from the cache; decklist/searchCards (limited to a commander's identity);
// decklist/rulings; the update request fetching rulings when `decklist.cardData.rulings` is on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hover } from 'vscode-languageserver-protocol';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { RULINGS_OBJECTS, SOL_RING_ID } from '../fixtures/cards/rulings';
import { withLocalServer } from '../support/local-server';
import { bulkApi } from '../support/scryfall-bulk';
import { SERVER, startServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const IMG = 'https://cards.scryfall.io/small/front/a/b/ab000000-0000-4000-8000-000000000001.jpg?1562400000';

/** The rules cards, Sol Ring with an oracle id, an image and prices. */
function writeCards(dir: string): string {
  const cards = RULES_CARDS.map((c) => (c.name === 'Sol Ring' ? { ...c, oracle_id: SOL_RING_ID, image_uris: { small: IMG, normal: IMG.replace('small', 'normal') }, prices: { usd: '1.50' } } : c));
  const file = path.join(dir, 'cards.jsonl');
  writeFileSync(file, cards.map((c) => JSON.stringify(c)).join('\n') + '\n');
  return file;
}

function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-knowledge-'));
  const cacheDir = path.join(dir, 'cache');
  mkdirSync(path.join(cacheDir, 'scryfall'), { recursive: true });
  writeFileSync(path.join(cacheDir, 'scryfall', 'rulings.json'), JSON.stringify(RULINGS_OBJECTS));
  return { cards: writeCards(dir), env: { DECKLIST_CACHE_DIR: cacheDir } };
}

async function hoverText(s: Awaited<ReturnType<typeof startServer>>, uri: string): Promise<string> {
  const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 4 } })) as Hover;
  return (h.contents as { value: string }).value;
}

test('hover: image when downloads are allowed, none when not; prices when asked; rulings from the cache', { skip }, async () => {
  const { cards, env } = setup();
  const s = await startServer({ cards, env, settings: { cardData: { autoUpdate: false, allowNetwork: true }, hover: { images: true, prices: true } } });
  try {
    const uri = s.open('deck.txt', '1 Sol Ring\n');
    await s.diagnosticsFor(uri, 1);
    let md = await hoverText(s, uri);
    assert.ok(md.startsWith(`![Sol Ring](${IMG})`), md.slice(0, 200));
    assert.match(md, /\*\*Prices\*\* \(\d{4}-\d{2}-\d{2}, cheapest printing\): \$1\.50/);
    assert.match(md, /\*\*Rulings\*\* \(5, newest first\)/);
    assert.match(md, /\[All 5 rulings\]\(command:decklist\.showRulings\?/);
    // Downloads turned off: the editor must not fetch the image.
    s.settings = { cardData: { autoUpdate: false, allowNetwork: false }, hover: { images: true, prices: false } };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    // The new settings apply once the server has asked for them: ask until the hover changes.
    for (const deadline = Date.now() + 10_000; /scryfall\.io/.test(md) && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 50));
      md = await hoverText(s, uri);
    }
    assert.doesNotMatch(md, /!\[|scryfall\.io/);
    assert.doesNotMatch(md, /Prices/);
    assert.match(md, /\*\*Rulings\*\*/, 'rulings are read from the cache, no download needed');
    const all = (await s.conn.sendRequest('decklist/rulings', { name: 'sol ring' })) as { card: string; rulings: { date: string; source: string }[] };
    assert.equal(all.card, 'Sol Ring');
    assert.deepEqual(all.rulings.map((r) => r.date), ['2021-03-19', '2016-06-08', '2009-10-01', '2009-10-01', '2004-10-04']);
    // Who wrote each ruling, named as a player reads it (Scryfall's data says "wotc" and "scryfall").
    assert.deepEqual([...new Set(all.rulings.map((r) => r.source))].sort(), ['Scryfall', 'Wizards of the Coast']);
    assert.equal(await s.conn.sendRequest('decklist/rulings', { name: 'No Such Card' }), null);
  } finally {
    await s.stop();
  }
});

test('decklist/rulings with none downloaded: what to do, by the setting (the editor\'s command and setting, never the web\'s answer)', { skip }, async () => {
  const s = await startServer({ settings: { cardData: { autoUpdate: false, allowNetwork: true, rulings: false } } });
  try {
    await s.diagnosticsFor(s.open('deck.txt', '1 Sol Ring\n'), 1);
    assert.deepEqual(await s.conn.sendRequest('decklist/rulings', { name: 'Sol Ring' }), {
      card: 'Sol Ring',
      date: '',
      rulings: [],
      notDownloaded: 'No rulings are downloaded. Turn on "decklist.cardData.rulings" and run "Decklist: Update Card Data".',
    });
    // Turned on: only the update is missing.
    s.settings = { cardData: { autoUpdate: false, allowNetwork: true, rulings: true } };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    // The new settings apply once the server has asked for them: ask until the answer changes.
    let on: { notDownloaded?: string } = {};
    for (const deadline = Date.now() + 10_000; !on.notDownloaded?.includes('yet') && Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      on = (await s.conn.sendRequest('decklist/rulings', { name: 'Sol Ring' })) as { notDownloaded?: string };
    }
    assert.equal(on.notDownloaded, 'No rulings are downloaded yet. To download them, run "Decklist: Update Card Data".');
  } finally {
    await s.stop();
  }
});

test('decklist/searchCards: results, total, errors, and the commander identity of the deck', { skip }, async () => {
  const s = await startServer();
  try {
    const deck = s.open('deck.edh', '// format: commander\nCommander\n1 Tymna the Weaver\n\nDeck\n1 Sol Ring\n');
    await s.diagnosticsFor(deck, 1);
    const free = (await s.conn.sendRequest('decklist/searchCards', { query: 't:creature', limit: 2 })) as { total: number; cards: { name: string }[] };
    assert.equal(free.cards.length, 2);
    assert.ok(free.total > 2);
    const limited = (await s.conn.sendRequest('decklist/searchCards', { query: 't:creature', uri: deck, limit: 500 })) as {
      total: number;
      cards: { name: string; manaCost: string; typeLine: string }[];
      limitedToIdentity?: string;
    };
    assert.equal(limited.limitedToIdentity, 'WB');
    assert.ok(limited.total < free.total);
    assert.ok(!limited.cards.some((c) => c.name === 'Goblin Piker'), 'red is outside Tymna');
    assert.ok(limited.cards.every((c) => typeof c.manaCost === 'string' && /Creature/.test(c.typeLine)));
    const own = (await s.conn.sendRequest('decklist/searchCards', { query: 't:creature id:r', uri: deck })) as { cards: { name: string }[]; limitedToIdentity?: string };
    assert.equal(own.limitedToIdentity, undefined);
    assert.ok(own.cards.some((c) => c.name === 'Goblin Piker'), 'the query says its own identity');
    const bad = (await s.conn.sendRequest('decklist/searchCards', { query: 'set:lea' })) as { total: number; error?: string };
    assert.equal(bad.total, 0);
    assert.match(bad.error ?? '', /unsupported search key "set"/);
  } finally {
    await s.stop();
  }
});

test('the update request downloads rulings too when decklist.cardData.rulings is on', { skip }, async () => {
  // Scryfall's bulk-data API in today's shape (gzip JSON Lines).
  const { handler, state } = bulkApi([
    { type: 'oracle_cards', objects: RULES_CARDS.map((c) => (c.name === 'Sol Ring' ? { ...c, oracle_id: SOL_RING_ID } : c)), updatedAt: '2026-11-20T09:00:00Z' },
    { type: 'rulings', objects: RULINGS_OBJECTS, updatedAt: '2026-11-19T09:00:00Z' },
  ]);
  const urls = state.urls;
  await withLocalServer(
    handler,
    async (base) => {
      const s = await startServer({ env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: base }, settings: { cardData: { autoUpdate: false, allowNetwork: true, rulings: true } } });
      try {
        const uri = s.open('deck.txt', '1 Sol Ring\n');
        await s.diagnosticsFor(uri, 1);
        assert.doesNotMatch(await hoverText(s, uri), /Rulings/, 'nothing before the download');
        const done = (await s.conn.sendRequest('decklist/updateCardData', {})) as { rulings?: { date: string; rulings: number } };
        assert.deepEqual(done.rulings, { date: '2026-11-19', cards: 2, rulings: 6 });
        assert.ok(urls.includes('/rulings.jsonl.gz'));
        await s.until('re-checked', () => s.diagnostics.get(uri)!.length > 1);
        await s.diagnosticsFor(uri, 1);
        assert.match(await hoverText(s, uri), /\*\*Rulings\*\* \(5, newest first\)/);
      } finally {
        await s.stop();
      }
    },
  );
});
