// Combos over the protocol: the update request downloads Commander Spellbook's combos when
// `decklist.cardData.combos` is on, the decks are checked again with them, and the hover on a
// card of a combo says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Hover } from 'vscode-languageserver-protocol';
import { BRACKET_DB_CARDS } from '../fixtures/brackets/cards';
import { fakeSpellbook } from '../support/fake-spellbook';
import { withLocalServer } from '../support/local-server';
import { SERVER, startServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

test('the update request downloads combos when decklist.cardData.combos is on; hover and bracket use them', { skip }, async () => {
  const spellbook = fakeSpellbook();
  await withLocalServer(
    (req, res, base) => {
      if (spellbook.handle(req, res)) return;
      if (req.url === '/bulk-data') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data: [{ type: 'oracle_cards', download_uri: `${base}/oracle.json`, updated_at: '2026-11-20T09:00:00Z' }] }));
      } else if (req.url === '/oracle.json') {
        res.writeHead(200);
        res.end(JSON.stringify(BRACKET_DB_CARDS.map((c) => ({ object: 'card', ...c }))));
      } else {
        res.writeHead(404);
        res.end();
      }
    },
    async (base) => {
      const s = await startServer({
        env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: base, DECKLIST_SPELLBOOK_API: base },
        settings: { cardData: { autoUpdate: false, allowNetwork: true, combos: true } },
      });
      try {
        const text = "// bracket: 2\nCommander\n1 Atraxa, Praetors' Voice\n\nDeck\n1 Sword of the Meek\n1 Thopter Foundry\n";
        const uri = s.open('deck.txt', text);
        await s.diagnosticsFor(uri, 1);
        const done = (await s.conn.sendRequest('decklist/updateCardData', {})) as { combos?: { date: string; variants: number } };
        assert.equal(done.combos?.date, '2026-11-20');
        assert.equal(done.combos?.variants, 8);
        assert.deepEqual(spellbook.urls, ['/variants.json.gz']);
        const latest = () => (s.diagnostics.get(uri) ?? []).at(-1)?.diagnostics ?? [];
        await s.until('re-checked with the combos', () => latest().some((d) => /part of the combo Sword of the Meek \+ Thopter Foundry/.test(String(d.message))));
        const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 5, character: 4 } })) as Hover;
        assert.match((h.contents as { value: string }).value, /Part of 1 combo in this deck/);
      } finally {
        await s.stop();
      }
    },
  );
});
