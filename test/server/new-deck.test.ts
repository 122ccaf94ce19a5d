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
      skeleton: '// format: kitchen-table\n\nCommander\n1 ${1:commander name}\n\nCompanion\n\nDeck\n$0\n\nMaybeboard\n',
    },
  );
  const modern = formats.find((f) => f.id === 'modern');
  assert.deepEqual({ commander: modern?.commander, skeleton: modern?.skeleton }, { commander: false, skeleton: '// format: modern\n\nCompanion\n\nDeck\n$0\n\nSideboard\n' });
});

test('New Deck in Japanese: format names, the // フォーマット: line, the headers and the commander placeholder in Japanese, as a Japanese player writes a list (issue 42, finding 13)', { skip }, async () => {
  const formats = await formatsForNewDeck('ja');
  const commander = formats.find((f) => f.id === 'commander');
  assert.equal(commander?.name, '統率者戦');
  assert.equal(commander?.skeleton, '// フォーマット: 統率者戦\n\n統率者\n1 ${1:統率者の名前}\n\n相棒\n\nデッキ\n$0\n\n候補\n');
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

test('the format pickers: every format has a one-line description without ids, rule numbers or editorial notes; English and Japanese', { skip }, async () => {
  const en = await formatsForNewDeck('en');
  const line = (formats: FormatSummary[], id: string) => formats.find((f) => f.id === id)?.description;
  assert.deepEqual(
    ['standard', 'pioneer', 'modern', 'legacy', 'pauper', 'duel', 'brawl'].map((id) => line(en, id)),
    [
      "60+ cards from Standard's current sets; up to 4 copies of a card; sideboard up to 15.",
      '60+ cards from Return to Ravnica (2012) on; up to 4 copies of a card; sideboard up to 15.',
      '60+ cards from Eighth Edition (2003) on; up to 4 copies of a card; sideboard up to 15.',
      "60+ cards from all of Magic's history, with a ban list; up to 4 copies of a card; sideboard up to 15.",
      '60+ cards, commons only; up to 4 copies of a card; sideboard up to 15.',
      'Commander for two players (the French rules): 100 cards, one copy of each card except basic lands, a ban list of its own.',
      "MTG Arena's Brawl: 100 cards with the commander, Arena's cards, one copy of each card except basic lands.",
    ],
  );
  // The house format of the config extends Commander and keeps its description: Commander's line.
  assert.equal(line(en, 'kitchen-table'), "100 cards with a legendary commander; one copy of each card except basic lands; every card within the commander's colors.");
  const ja = await formatsForNewDeck('ja');
  assert.deepEqual(
    ['standard', 'pioneer', 'modern', 'legacy', 'pauper'].map((id) => line(ja, id)),
    [
      'スタンダードで使える現在のセットのカードで60枚以上。同名カードは4枚まで、サイドボードは15枚まで。',
      '『ラヴニカへの回帰』（2012年）以降のカードで60枚以上。同名カードは4枚まで、サイドボードは15枚まで。',
      '『第8版』（2003年）以降のカードで60枚以上。同名カードは4枚まで、サイドボードは15枚まで。',
      'マジックのすべてのカードで60枚以上（禁止リストあり）。同名カードは4枚まで、サイドボードは15枚まで。',
      'コモンだけで60枚以上。同名カードは4枚まで、サイドボードは15枚まで。',
    ],
  );
  for (const [lang, formats] of [['en', en], ['ja', ja]] as const) {
    assert.equal(formats.length, en.length);
    for (const f of formats) {
      assert.ok(f.description, `${lang} ${f.id}: a description`);
      assert.doesNotMatch(f.description, /format id|\(format |CR \d|\d{3}\.\d|mtgdc|duelcommander\.org|pdhhomebase|元資料|seed|\bsince the|split/i, `${lang} ${f.id}: ${f.description}`);
      for (const id of ['standardbrawl', 'paupercommander', 'competitivebrawl', 'commander-2010', 'mental-legacy', 'two-headed-giant', 'kitchen-table'])
        assert.ok(!f.description.includes(id), `${lang} ${f.id}: no format id in "${f.description}"`);
    }
  }
});
