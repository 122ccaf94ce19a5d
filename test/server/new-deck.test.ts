// "New Deck…" asks for the formats before any deck is open: the list comes with each format's
// skeleton, includes the house formats of the workspace's decklist.config.json, and names them in
// the user's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER, startServer } from './lsp-client';
import type { FormatSummary } from '../../server/src/lsp/protocol';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

async function formatsForNewDeck(locale: string): Promise<FormatSummary[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'decklist-new-deck-'));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'decklist.config.json'), JSON.stringify({ formats: { 'kitchen-table': { name: 'Kitchen Table', extends: 'commander' } } }));
  const s = await startServer({ folder, locale });
  try {
    return (await s.conn.sendRequest('decklist/formats', { uri: 'untitled:New%20Deck.dek' })) as FormatSummary[];
  } finally {
    await s.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

test('New Deck: the formats of a deck not open yet include the config\'s house format, each with its skeleton', { skip }, async () => {
  const formats = await formatsForNewDeck('en');
  const house = formats.find((f) => f.id === 'kitchen-table');
  assert.deepEqual(
    { name: house?.name, commander: house?.commander, skeleton: house?.skeleton },
    {
      name: 'Kitchen Table',
      commander: true,
      skeleton: '// format: kitchen-table\n\nCommander\n1 ${1:commander name}\n\nCompanion\n\nDeck\n$0\n\nMaybeboard\n',
    },
  );
  const modern = formats.find((f) => f.id === 'modern');
  assert.deepEqual({ commander: modern?.commander, skeleton: modern?.skeleton }, { commander: false, skeleton: '// format: modern\n\nCompanion\n\nDeck\n$0\n\nSideboard\n' });
});

test('New Deck in Japanese: format names and the commander placeholder in Japanese, ids and headers as the parser reads them', { skip }, async () => {
  const formats = await formatsForNewDeck('ja');
  const commander = formats.find((f) => f.id === 'commander');
  assert.equal(commander?.name, '統率者戦');
  assert.equal(commander?.skeleton, '// format: commander\n\nCommander\n1 ${1:統率者の名前}\n\nCompanion\n\nDeck\n$0\n\nMaybeboard\n');
});
