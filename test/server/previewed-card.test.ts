// Over the protocol, with card data in Scryfall's shape read from a file: a previewed card (a
// `preview` object, `not_legal` everywhere until release) in a Commander deck is "legality unknown
// until release", not a not-legal error, and its hover says why (issue 27, item 3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic, Hover } from 'vscode-languageserver-protocol';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { commanderDeck } from '../unit/rules/helpers';
import { SERVER, startServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

test('a previewed card in a Commander deck: legality unknown until release, with the reason, on the protocol and in the hover', { skip }, async () => {
  // The data's date is its newest released card (2026-01-01); the previewed card is released after it.
  const cards = RULES_CARDS.map((c) =>
    c.name === 'Preview Card' ? { ...c, released_at: '2026-02-01' } : c.name === 'Lightning Bolt' ? { ...c, released_at: '2026-01-01' } : c,
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'decklist-preview-')), 'cards.jsonl');
  writeFileSync(file, cards.map((c) => JSON.stringify(c)).join('\n') + '\n');
  const s = await startServer({ cards: file });
  try {
    const text = commanderDeck('Phelddagrif', ['Preview Card']);
    const uri = s.open('deck.txt', text);
    const diagnostics: Diagnostic[] = await s.diagnosticsFor(uri, 1);
    assert.deepEqual(diagnostics.filter((d) => d.code === 'not-legal'), []);
    const unknown = diagnostics.filter((d) => d.code === 'legality-unknown');
    assert.equal(unknown.length, 1);
    assert.match(String(unknown[0].message), /^Legality in Commander unknown until release: Preview Card \(release 2026-02-01\)\. Scryfall lists a previewed card as not legal in every format until it is released/);
    const line = text.split('\n').indexOf('1 Preview Card');
    assert.equal(unknown[0].relatedInformation?.[0].location.range.start.line, line);
    const hover = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character: 4 } })) as Hover;
    assert.match((hover.contents as { value: string }).value, /Legalities: unknown until its release on 2026-02-01 \(a previewed card: Scryfall lists it as not legal everywhere until then\)/);
  } finally {
    await s.stop();
  }
});
