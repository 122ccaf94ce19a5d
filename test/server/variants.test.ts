// Protocol tests for the variant rule sets in the editor: Mental Legacy's same-cost hover and cost
// completion, the format: hover with the document's game rules.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompletionList, Hover } from 'vscode-languageserver-protocol';
import { SAME_COST_CARDS } from '../fixtures/rules/same-cost-cards';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

describe('variant rule sets in the editor', { skip }, () => {
  let s: TestServer;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-variants-'));
    const file = path.join(dir, 'cards.jsonl');
    const names = new Set<string>();
    const all = [...SAME_COST_CARDS, ...RULES_CARDS].filter((c) => !names.has(c.name as string) && names.add(c.name as string));
    writeFileSync(file, all.map((c) => JSON.stringify(c)).join('\n') + '\n');
    s = await startServer({ cards: file });
  });
  after(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const hoverText = async (uri: string, line: number, character: number) =>
    ((await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character } })) as Hover | null)?.contents as
      | { value: string }
      | undefined;

  test('Mental Legacy: a card hover says what it can be cast as; the format hover has the game rules and the deck figure', async () => {
    const text = '// format: mental-legacy\n4 Bribery\n4 Counterspell\n52 Island\n';
    const uri = s.open('mental.txt', text);
    await s.diagnosticsFor(uri, 1);
    const bribery = await hoverText(uri, 1, 4);
    assert.match(bribery!.value, /castable as 1 other card with exactly `\{3\}\{U\}\{U\}`: Force of Will/);
    assert.match(bribery!.value, /command:decklist\.showSameCost\?/);
    const format = await hoverText(uri, 0, 14);
    assert.match(format!.value, /Mental Legacy/);
    assert.match(format!.value, /Game rules/);
    assert.match(format!.value, /This deck:\*\* \d+ of its 2 nonland cards cannot be cast as any other card/);
  });

  test('Mental Legacy: completion of a cost after the quantity offers the cards with exactly that cost', async () => {
    const text = '// format: mental-legacy\n4 {3}{U}{U}\n';
    const uri = s.open('cost.txt', text);
    await s.diagnosticsFor(uri, 1);
    const list = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 1, character: 11 } })) as CompletionList;
    assert.deepEqual(list.items.map((i) => i.label).sort(), ['Bribery', 'Force of Will']);
    assert.deepEqual((list.items[0].textEdit as { range: unknown }).range, { start: { line: 1, character: 2 }, end: { line: 1, character: 11 } });
  });

  test('Two-Headed Giant over Legacy: the format hover names the base format and the team rule', async () => {
    const uri = s.open('2hg.txt', '// format: 2hg legacy\n// team: A\n4 Lightning Bolt\n56 Island\n');
    await s.diagnosticsFor(uri, 1);
    const h = await hoverText(uri, 0, 13);
    assert.match(h!.value, /Legacy/);
    assert.match(h!.value, /Team: at most 4 copies/);
  });
});
