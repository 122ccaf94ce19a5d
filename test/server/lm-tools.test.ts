// decklist/agentTool: what the editor's language model tools (client/src/lm-tools.ts) get from the
// language server for an open deck, answered by the same core as `decklist mcp` and the CLI: the
// check against `decklist check --json` of the same text, the safe fixes exactly, a card, a search
// and a seeded hand against the CLI's JSON, and an error with a message where there is no deck.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER, startServer, writeFixtureCards, type TestServer } from './lsp-client';

const root = path.resolve(__dirname, '../..');
const CLI = path.join(root, 'dist', 'cli.js');
const skip = existsSync(SERVER) && existsSync(CLI) ? false : 'dist/ is not built (npm run build)';
let tmp: string;
let s: TestServer;
let cards: string;

const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, DECKLIST_CARDS: cards, DECKLIST_CACHE_DIR: path.join(tmp, 'cache'), LANG: 'C', DECKLIST_LOCALE: '', DECKLIST_LANG: '' } });
  return JSON.parse(r.stdout);
};
const tool = (params: Record<string, unknown>) => s.conn.sendRequest('decklist/agentTool', params) as Promise<{ result?: Record<string, unknown>; error?: string; version?: number }>;

const DECK = 'Commander\n1 Phelddagrif\n\nDeck\n1 sol ring\n2 llanowar elves\n1 Goblin Piker\n';

before(async () => {
  if (skip) return;
  tmp = mkdtempSync(path.join(os.tmpdir(), 'decklist-lm-'));
  cards = writeFixtureCards(tmp);
  s = await startServer({ cards });
});
after(async () => {
  await s?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('check_deck and fix_deck on an open deck: the CLI check of the same text, the safe fixes exactly', { skip }, async () => {
  const uri = s.open('azusa.edh', DECK);
  await s.diagnosticsFor(uri, 1);
  const file = path.join(tmp, 'azusa.edh');
  writeFileSync(file, DECK);
  const expected = cli(['check', '--json', file]).files[0];
  const got = await tool({ tool: 'check_deck', uri });
  assert.equal(got.version, 1);
  const shape = (r: Record<string, unknown>) => ({
    format: r.format,
    formatSource: r.formatSource,
    commanders: r.commanders,
    counts: r.counts,
    diagnostics: (r.diagnostics as Array<{ code: string; severity: string; range: unknown; card: unknown }>).map((d) => ({ code: d.code, severity: d.severity, range: d.range, card: d.card })),
  });
  assert.deepEqual(shape(got.result!), shape(expected));
  assert.deepEqual((expected.diagnostics as Array<{ code: string }>).map((d) => d.code), ['deck-size', 'singleton', 'color-identity']);

  const fix = await tool({ tool: 'fix_deck', uri });
  assert.equal(fix.version, 1);
  assert.deepEqual(fix.result, {
    changed: true,
    text: DECK.replace('sol ring', 'Sol Ring').replace('llanowar elves', 'Llanowar Elves'),
    edits: [
      { range: { start: { line: 4, character: 2 }, end: { line: 4, character: 10 } }, newText: 'Sol Ring' },
      { range: { start: { line: 5, character: 2 }, end: { line: 5, character: 16 } }, newText: 'Llanowar Elves' },
    ],
    summary: 'Decklist: "Fix all safe problems" made 2 changes: line 5: "1 sol ring" → "1 Sol Ring"; line 6: "2 llanowar elves" → "2 Llanowar Elves". No card and no line was removed.',
  });
});

test('lookup_card, search_cards and deck_statistics as the CLI answers them', { skip }, async () => {
  const uri = s.open('stats.edh', DECK);
  await s.diagnosticsFor(uri, 1);
  const card = await tool({ tool: 'lookup_card', input: { name: 'Counterspell' } });
  const lookup = cli(['cards', 'lookup', '--json', 'Counterspell']);
  assert.deepEqual(card.result!.colorIdentityReasons, lookup.colorIdentityReasons);
  assert.equal((card.result!.card as { oracleText: string }).oracleText, lookup.card.oracleText);
  const search = await tool({ tool: 'search_cards', input: { query: 't:creature', limit: 5 } });
  const expected = cli(['cards', 'search', '--json', '--limit', '5', 't:creature']);
  assert.deepEqual([search.result!.total, search.result!.cards], [expected.total, expected.cards]);
  const file = path.join(tmp, 'stats.edh');
  writeFileSync(file, DECK);
  const stats = await tool({ tool: 'deck_statistics', uri, input: { seed: 3 } });
  assert.deepEqual(stats.result!.sampleHand, cli(['hand', '--json', '--seed', '3', file]));
  const { path: _a, ...analysis } = stats.result!.analysis as Record<string, unknown>;
  const { path: _b, ...fromCli } = cli(['stats', '--json', file]).files[0];
  assert.deepEqual(analysis, fromCli);
  const combos = await tool({ tool: 'deck_combos', uri });
  assert.equal(combos.result!.available, false);
});

test('no open deck, no name, an unknown tool: an error with a message', { skip }, async () => {
  assert.deepEqual(await tool({ tool: 'check_deck', uri: 'file:///nowhere/deck.txt' }), { error: 'No open deck: open a decklist in the editor, or name one that is open.' });
  assert.deepEqual(await tool({ tool: 'lookup_card', input: {} }), { error: 'Give a card name.' });
  assert.deepEqual(await tool({ tool: 'search_cards', input: { query: ' ' } }), { error: 'Give a search query.' });
  assert.deepEqual(await tool({ tool: 'delete_everything' }), { error: 'Unknown tool.' });
});

test('package.json contributes one language model tool per decklist/agentTool tool, each with a model description and an input schema', () => {
  const manifest = JSON.parse(require('node:fs').readFileSync(path.join(root, 'package.json'), 'utf8'));
  const tools = manifest.contributes.languageModelTools as Array<{ name: string; modelDescription: string; inputSchema: { type: string }; displayName: string }>;
  assert.deepEqual(tools.map((t) => t.name), ['decklist_check_deck', 'decklist_fix_deck', 'decklist_lookup_card', 'decklist_search_cards', 'decklist_deck_statistics', 'decklist_deck_combos']);
  for (const t of tools) {
    assert.equal(t.inputSchema.type, 'object');
    assert.ok(t.modelDescription.length > 80, t.name);
    assert.match(t.displayName, /^%lmTool\.\w+\.displayName%$/);
  }
});
