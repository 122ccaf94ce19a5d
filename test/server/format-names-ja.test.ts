// Over the protocol with `locale: "ja"`, the built-in formats' names are Japanese wherever a person
// reads them: the deck info the status bar shows, the format picker's list, the `format:` line's
// hover and the rule messages. Ids stay ids; with `locale: "en"` everything is as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Diagnostic, Hover } from 'vscode-languageserver-protocol';
import { SERVER, startServer, type StartOptions } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

const DECK = '// format: legacy\n4 Lightning Bolt\n16 Mountain\n';

interface FormatTexts {
  status: { id: string; name: string };
  picker: Array<{ id: string; name: string }>;
  hover: string;
  deckSize: string;
}

async function formatTexts(options: StartOptions): Promise<FormatTexts> {
  const s = await startServer(options);
  try {
    const uri = s.open('deck.txt', DECK);
    const diagnostics: Diagnostic[] = await s.diagnosticsFor(uri, 1);
    const info = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as { format: { id: string; name: string } };
    const picker = (await s.conn.sendRequest('decklist/formats', { uri })) as Array<{ id: string; name: string }>;
    const hover = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 13 } })) as Hover;
    const deckSize = diagnostics.find((d) => d.code === 'deck-size');
    return { status: info.format, picker, hover: (hover.contents as { value: string }).value, deckSize: String(deckSize?.message ?? '') };
  } finally {
    await s.stop();
  }
}

test('locale ja: the status bar, the format picker, the format: hover and the messages name レガシー; locale en: Legacy', { skip }, async () => {
  const ja = await formatTexts({ locale: 'ja' });
  const en = await formatTexts({ locale: 'en' });

  assert.deepEqual({ id: ja.status.id, name: ja.status.name }, { id: 'legacy', name: 'レガシー' });
  assert.deepEqual({ id: en.status.id, name: en.status.name }, { id: 'legacy', name: 'Legacy' });

  const name = (list: FormatTexts['picker'], id: string) => list.find((f) => f.id === id)?.name;
  assert.equal(name(ja.picker, 'commander'), '統率者戦');
  assert.equal(name(ja.picker, 'mental-legacy'), 'メンタル・レガシー');
  assert.equal(name(en.picker, 'commander'), 'Commander');
  assert.deepEqual(ja.picker.map((f) => f.id), en.picker.map((f) => f.id), 'the same ids');

  assert.match(ja.hover, /^\*\*レガシー\*\* · `legacy`/);
  assert.match(en.hover, /^\*\*Legacy\*\* · `legacy`/);

  assert.match(ja.deckSize, /^デッキは20枚です。レガシーでは60枚以上が必要です。/);
  assert.match(en.deckSize, /^The deck has 20 cards; Legacy needs at least 60 cards/);
});
