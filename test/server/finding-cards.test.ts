// Finding a card (issue 29): completion ranks what players play and offers only what a deck can
// hold; Japanese completion right after `《` and after `《稲妻/`; Search Cards… finds Japanese
// names and, from a Commander deck, leaves out what the format does not allow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CompletionItem, CompletionList } from 'vscode-languageserver-protocol';
import { SERVER, startServer, type TestServer } from './lsp-client';
import { RULES_CARDS, card, legal } from '../fixtures/rules/cards';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const ATOMIC = path.resolve(__dirname, '../fixtures/cards/atomic-japanese.json');

const red = (name: string, extra: Record<string, unknown> = {}) =>
  card({ name, mana_cost: '{1}{R}', cmc: 2, type_line: 'Instant', oracle_text: `${name} deals 2 damage to any target.`, colors: ['R'], color_identity: ['R'], ...extra });

/** The rules cards, Lightning Bolt ranked by EDHREC, and cards named alike that rank or belong differently. */
const CARDS = [
  ...RULES_CARDS.map((c) => (c.name === 'Lightning Bolt' ? { ...c, edhrec_rank: 310 } : c)),
  red('Lightning Blow', { edhrec_rank: 21_450 }),
  red('Lightning Axe', { printings: ['tsp'] }),
  red('Lightning Angel', { printings: ['apc', 'tsb', 'a25', 'dmr', 'j22'], type_line: 'Creature — Angel' }),
  red('Lightning Bird', { layout: 'token', type_line: 'Token Creature — Bird', legalities: legal({ commander: 'not_legal' }) }),
  red('Lightning Brand Emblem', { layout: 'emblem', type_line: 'Emblem — Lightning', legalities: legal({ commander: 'not_legal' }) }),
  red('Lightning Bounce // Lightning Bounce', { layout: 'art_series', type_line: 'Card // Card', legalities: legal({ commander: 'not_legal' }) }),
  red('Lightning Bunny', { border_color: 'silver', legalities: legal({ commander: 'not_legal', legacy: 'not_legal', vintage: 'not_legal', modern: 'not_legal' }) }),
  red('Lightning Arena Only', { legalities: legal({ commander: 'not_legal', legacy: 'not_legal', vintage: 'not_legal', modern: 'not_legal' }) }),
];

async function withServer(cards: string, locale: string | undefined, run: (s: TestServer) => Promise<void>): Promise<void> {
  const s = await startServer({ cards, ...(locale ? { locale } : {}), settings: { cardData: { autoUpdate: false, allowNetwork: false }, ...(locale === 'ja' ? { languages: null } : {}) } });
  try {
    await run(s);
  } finally {
    await s.stop();
  }
}

async function completions(s: TestServer, text: string, line: number, character: number): Promise<CompletionItem[]> {
  const uri = s.open(`deck-${Math.random().toString(36).slice(2)}.txt`, text);
  await s.diagnosticsFor(uri, 1);
  const list = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line, character } })) as CompletionList;
  return list.items;
}

const labels = (items: CompletionItem[]) => items.filter((i) => i.kind !== 9 /* Module: section headers */).map((i) => i.label);

test('completion: among equally good matches, the most played first (EDHREC rank, else printings); nothing a deck cannot hold', { skip }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-finding-'));
  const file = path.join(dir, 'cards.jsonl');
  writeFileSync(file, CARDS.map((c) => JSON.stringify(c)).join('\n') + '\n');
  try {
    await withServer(file, undefined, async (s) => {
      const commander = '// format: commander\n\nDeck\n1 Lightning B\n';
      // The names that start so come first (then near misses); Lightning Bolt before Lightning Blow.
      assert.deepEqual(labels(await completions(s, commander, 3, '1 Lightning B'.length)).slice(0, 2), ['Lightning Bolt', 'Lightning Blow']);
      // Printings decide where the data has no EDHREC rank: Lightning Angel before the shorter Lightning Axe.
      assert.deepEqual(labels(await completions(s, '// format: legacy\n1 Lightning A\n', 1, '1 Lightning A'.length)).slice(0, 2), ['Lightning Angel', 'Lightning Axe']);
      // Legacy leaves out the silver-bordered card it does not allow, but not an ordinary card it does not allow.
      assert.deepEqual(labels(await completions(s, '// format: legacy\n1 Lightning\n', 1, '1 Lightning'.length)), [
        'Lightning Bolt',
        'Lightning Blow',
        'Lightning Angel',
        'Lightning Axe',
        'Lightning Arena Only',
      ]);
      // Commander leaves out every card it does not allow; a deck without a format only tokens and the like.
      assert.deepEqual(labels(await completions(s, commander.replace('1 Lightning B', '1 Lightning'), 3, '1 Lightning'.length)), [
        'Lightning Bolt',
        'Lightning Blow',
        'Lightning Angel',
        'Lightning Axe',
      ]);
      assert.deepEqual(labels(await completions(s, '1 Lightning\n', 0, '1 Lightning'.length)), [
        'Lightning Bolt',
        'Lightning Blow',
        'Lightning Angel',
        'Lightning Axe',
        'Lightning Bunny',
        'Lightning Arena Only',
      ]);

      const deck = s.open('commander-deck.txt', commander);
      await s.diagnosticsFor(deck, 1);
      type Found = { total: number; cards: Array<{ name: string }> };
      const names = (r: Found) => r.cards.map((c) => c.name);
      const fromDeck = (await s.conn.sendRequest('decklist/searchCards', { query: 'lightning', uri: deck })) as Found;
      assert.deepEqual(names(fromDeck), ['Lightning Angel', 'Lightning Axe', 'Lightning Blow', 'Lightning Bolt']);
      assert.equal(fromDeck.total, 4);
      const anywhere = (await s.conn.sendRequest('decklist/searchCards', { query: 'lightning' })) as Found;
      assert.deepEqual(names(anywhere), ['Lightning Angel', 'Lightning Arena Only', 'Lightning Axe', 'Lightning Blow', 'Lightning Bolt', 'Lightning Bunny']);
      const extras = (await s.conn.sendRequest('decklist/searchCards', { query: 'lightning include:extras', uri: deck })) as Found;
      // include:extras still finds the token and the emblem (art cards are never loaded) and the cards the format does not allow.
      assert.deepEqual(names(extras), [
        'Lightning Angel',
        'Lightning Arena Only',
        'Lightning Axe',
        'Lightning Bird',
        'Lightning Blow',
        'Lightning Bolt',
        'Lightning Brand Emblem',
        'Lightning Bunny',
      ]);
      // A Legacy deck's search leaves out every card Legacy does not allow (completion keeps an ordinary one, above).
      const legacy = s.open('legacy-deck.txt', '// format: legacy\n4 Lightning Bolt\n');
      await s.diagnosticsFor(legacy, 1);
      const fromLegacy = (await s.conn.sendRequest('decklist/searchCards', { query: 'lightning', uri: legacy })) as Found;
      assert.deepEqual(names(fromLegacy), ['Lightning Angel', 'Lightning Axe', 'Lightning Blow', 'Lightning Bolt']);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Japanese: completion right after 《 and after 《稲妻/; Search Cards finds 稲妻 through the name table', { skip }, async () => {
  await withServer(ATOMIC, 'ja', async (s) => {
    const opened = await completions(s, '4 《》\n', 0, '4 《'.length);
    const bolt = opened.find((i) => i.label === '稲妻');
    assert.ok(bolt, `稲妻 among ${opened.map((i) => i.label).join(', ')}`);
    assert.deepEqual(bolt.textEdit, { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 4 } }, newText: '《稲妻/Lightning Bolt》' });
    assert.ok(opened.every((i) => /[\u3040-\u30ff\u3400-\u9fff]/.test(i.label)), 'Japanese names only');

    const english = await completions(s, '4 《稲妻/》\n', 0, '4 《稲妻/'.length);
    assert.equal(english[0]?.label, 'Lightning Bolt');
    assert.deepEqual(english[0].textEdit, { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 7 } }, newText: '《稲妻/Lightning Bolt》' });
    assert.equal(english[0].filterText, '《稲妻/');

    const found = (await s.conn.sendRequest('decklist/searchCards', { query: '稲妻' })) as { total: number; cards: Array<{ name: string }> };
    assert.deepEqual(found.cards.map((c) => c.name), ['Lightning Bolt']);
  });
});
