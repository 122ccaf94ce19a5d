// "New Deck…" asks for the formats before any deck is open: the list comes with each format's
// skeleton, includes the house formats of the workspace's decklist.config.json, and names them in
// the user's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WorkspaceEdit } from 'vscode-languageserver-protocol';
import { applyWorkspaceEdit, SERVER, startServer } from './lsp-client';
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
      skeleton: '// format: kitchen-table\n\nCommander\n1 ${1:commander name}\n\nCompanion\n${2}\n\nDeck\n$0\n\nMaybeboard\n',
    },
  );
  const modern = formats.find((f) => f.id === 'modern');
  assert.deepEqual({ commander: modern?.commander, skeleton: modern?.skeleton }, { commander: false, skeleton: '// format: modern\n\nCompanion\n${1}\n\nDeck\n$0\n\nSideboard\n' });
});

test('New Deck in Japanese: format names, the // フォーマット: line, the headers and the commander placeholder in Japanese, as a Japanese player writes a list (issue 42, finding 13)', { skip }, async () => {
  const formats = await formatsForNewDeck('ja');
  const commander = formats.find((f) => f.id === 'commander');
  assert.equal(commander?.name, '統率者戦');
  assert.equal(commander?.skeleton, '// フォーマット: 統率者戦\n\n統率者\n1 ${1:統率者の名前}\n\n相棒\n${2}\n\nデッキ\n$0\n\n候補\n');
});

test('the format picker writes a // フォーマット: line in Japanese words (レガシー, not legacy), an English line as before (issue 42, finding 17)', { skip }, async () => {
  const s = await startServer({ locale: 'ja' });
  try {
    const edited = async (name: string, text: string, format: string) => {
      const uri = s.open(name, text);
      await s.diagnosticsFor(uri, 1);
      const edit = (await s.conn.sendRequest('decklist/setFormatEdit', { uri, version: 1, format })) as WorkspaceEdit;
      return applyWorkspaceEdit(text, edit, uri);
    };
    assert.equal(await edited('ja.txt', '// フォーマット: モダン\n4 Lightning Bolt\n56 Mountain\n', 'legacy'), '// フォーマット: レガシー\n4 Lightning Bolt\n56 Mountain\n');
    assert.equal(await edited('value.txt', '// format: モダン\n4 Lightning Bolt\n56 Mountain\n', 'commander'), '// format: 統率者戦\n4 Lightning Bolt\n56 Mountain\n');
    // No Japanese name: the id; an English line: the id.
    assert.equal(await edited('old.txt', '// フォーマット: モダン\n4 Lightning Bolt\n56 Mountain\n', 'commander-2010'), '// フォーマット: commander-2010\n4 Lightning Bolt\n56 Mountain\n');
    assert.equal(await edited('en.txt', '// format: modern\n4 Lightning Bolt\n56 Mountain\n', 'legacy'), '// format: legacy\n4 Lightning Bolt\n56 Mountain\n');
  } finally {
    await s.stop();
  }
});
