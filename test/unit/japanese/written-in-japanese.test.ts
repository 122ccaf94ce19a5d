// What the product writes into a list written in Japanese is Japanese too (issue 42, findings 13,
// 14, 16, 17): New Deck's skeleton under a Japanese UI (// フォーマット: 統率者戦, 統率者, 相棒, デッキ,
// 候補), the 「候補に移す」 fixes (a 候補 header, not Maybeboard), and the format names Japanese
// players write (コマンダー, ビンテージ) read as formats. An English list gets English words as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createMemoryCardDatabase, readCardSource } from '../../../server/src/core/cards';
import { applyEdits } from '../../../server/src/core/features/fixes';
import { BUILTIN_FORMATS, createDecklistService, deckSkeleton, japaneseFormatName, normalizeFormatId, parseDeck, type DecklistService } from '../../../server/src/core/index';
import { fixturesDir } from '../cards/helpers';
import { inJapanese } from '../../support/catalog';

const format = (id: string) => BUILTIN_FORMATS.find((f) => f.id === id)!;
/** The text a snippet leaves once its tab stops are passed over (placeholders kept). */
const expanded = (snippet: string) => snippet.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\{?\d+\}?/g, '');

test('New Deck in Japanese: // フォーマット: with the Japanese name, Japanese headers, the placeholder in Japanese', () => {
  assert.equal(
    inJapanese(() => deckSkeleton(format('commander'), { japanese: true })),
    '// フォーマット: 統率者戦\n\n統率者\n1 ${1:統率者の名前}\n\n相棒\n\nデッキ\n$0\n\n候補\n',
  );
  assert.equal(deckSkeleton(format('modern'), { japanese: true }), '// フォーマット: モダン\n\n相棒\n\nデッキ\n$0\n\nサイドボード\n');
  assert.equal(deckSkeleton(format('duel'), { japanese: true }).split('\n')[0], '// フォーマット: デュエルコマンダー');
  // A format with no Japanese name keeps its id; English is as before.
  assert.equal(deckSkeleton(format('commander-2010'), { japanese: true }).split('\n')[0], '// フォーマット: commander-2010');
  assert.equal(deckSkeleton(format('modern')), '// format: modern\n\nCompanion\n\nDeck\n$0\n\nSideboard\n');
});

test('every Japanese skeleton, expanded, reads back as its format with its sections and no parse problem', () => {
  for (const f of BUILTIN_FORMATS) {
    const doc = parseDeck(expanded(deckSkeleton(f, { japanese: true })));
    assert.equal(normalizeFormatId(doc.directives.find((d) => d.key === 'format')?.value ?? ''), f.id, f.id);
    assert.deepEqual(doc.diagnostics, [], f.id);
    const sections = doc.nodes.filter((n) => n.kind === 'section').map((n) => (n as { section: string }).section);
    const expected = [...(f.commander ? ['commander'] : []), ...(f.companion.allowed ? ['companion'] : []), 'main', (f.sideboard.max ?? 0) > 0 ? 'sideboard' : 'maybeboard'];
    assert.deepEqual(sections, expected, f.id);
  }
});

test('the Japanese format names players write: コマンダー, 司令官戦, ビンテージ, パウパーコマンダー, オースブレーカー', () => {
  assert.deepEqual(
    ['コマンダー', '司令官戦', 'ビンテージ', 'パウパーコマンダー', 'オースブレーカー', 'ｺﾏﾝﾀﾞｰ'].map(normalizeFormatId),
    ['commander', 'commander', 'vintage', 'paupercommander', 'oathbreaker', 'commander'],
  );
  // The name the product writes is the first one, the glossary's.
  assert.deepEqual(['commander', 'vintage', 'legacy', 'paupercommander', 'brawl', 'constructed'].map(japaneseFormatName), ['統率者戦', 'ヴィンテージ', 'レガシー', 'パウパー統率者戦', 'ブロール', undefined]);
});

async function japaneseService(): Promise<DecklistService> {
  const r = await readCardSource(path.join(fixturesDir, 'atomic-japanese.json'), { languages: ['Japanese'] });
  return createDecklistService({ cards: createMemoryCardDatabase(r.cards, r.info, r.aliases), defaultFormat: 'commander' });
}

/** The text after the fix of this title on the line, in Japanese. */
function fixed(s: DecklistService, text: string, line: number, title: string): string {
  return inJapanese(() => {
    const c = s.check(text);
    const diagnostics = c.diagnostics.filter((d) => d.range.start.line === line);
    const fixes = s.fixes(c, text, { range: { start: { line, character: 0 }, end: { line, character: 0 } }, diagnostics });
    const fix = fixes.find((f) => f.title === title);
    assert.ok(fix, fixes.map((f) => f.title).join(' | '));
    return applyEdits(text, fix.edits);
  });
}

test('「候補に移す」 writes a 候補 header into a list written in Japanese, Maybeboard into an English one', async () => {
  const s = await japaneseService();
  const japanese = '// フォーマット: 統率者戦\n統率者\n1 ラノワールの使者ロフェロス\n\nデッキ\n1 ロフェロス\n98 森\n';
  assert.equal(fixed(s, japanese, 5, 'ロフェロスを候補に移す'), '// フォーマット: 統率者戦\n統率者\n1 ラノワールの使者ロフェロス\n\nデッキ\n98 森\n\n候補\n1 ロフェロス\n');
  const english = '// format: commander\nCommander\n1 Rofellos, Llanowar Emissary\n\nDeck\n1 Rofelos\n98 Forest\n';
  assert.equal(fixed(s, english, 5, 'Rofelosを候補に移す'), '// format: commander\nCommander\n1 Rofellos, Llanowar Emissary\n\nDeck\n98 Forest\n\nMaybeboard\n1 Rofelos\n');
  // The 候補 header the fix wrote is read as the maybeboard: the card is out of the deck.
  const after = parseDeck(fixed(s, japanese, 5, 'ロフェロスを候補に移す'));
  assert.deepEqual(after.entries.map((e) => `${e.section} ${e.name}`), ['commander ラノワールの使者ロフェロス', 'main 森', 'maybeboard ロフェロス']);
});
