// Japanese a player reads without knowing the project (issue 42): no source document ids or
// research notes (finding 11), the land-drop line that says what it measures (finding 9), a section
// header's count as 「1枚（1行）」 (finding 21), no stray space between sentences or before a
// particle (finding 29), line numbers listed the Japanese way (finding 30) and the card counts
// written 16,827 (finding 31). Each compared as a whole text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDecklistService, describeFormat, builtinFormat } from '../../../server/src/core/index';
import { runStatsCommand } from '../../../server/src/cli/analysis-commands';
import { main } from '../../../server/src/cli';
import { db } from '../rules/helpers';
import { inJapanese } from '../../support/catalog';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixturesDir } from '../cards/helpers';
import { memoryIO } from '../../support/memory-io';

test('a 40-card deck: the figures are marked 目安 in plain words, one sentence after the other with no space', () => {
  const s = createDecklistService({ cards: db() });
  const d = inJapanese(() => s.check('// format: constructed\n9 Island\n4 Counterspell\n27 Sol Ring\n').diagnostics.filter((x) => x.code === 'mana-sources'));
  assert.deepEqual(
    d.map((x) => x.message),
    ['青: マナ源9個。Karsten の表では、2ターン目に{U}{U}（Counterspell）を唱えるには14個必要です。40枚デッキの数値は出典を確かめられていないため、目安です。'],
  );
});

test('a format\'s game rules name documents and rule numbers, never a source document id or when the project checked them', () => {
  const text = inJapanese(() => describeFormat(builtinFormat('commander')!));
  const game = text.slice(text.indexOf('ゲームのルール'));
  assert.equal(
    game,
    [
      'ゲームのルール（総合ルール 903）：',
      '  初期ライフ：各プレイヤー40（CR 103.3c / 903.7）',
      '  統率者ダメージ：同じ統率者から21点以上の戦闘ダメージを受けたプレイヤーは敗北します（CR 903.10a）',
      '  統率者税：統率領域から統率者を唱えるには、それ以前にそこから唱えた回数1回につき {2} 多くかかります。（CR 903.8）',
      '  統率領域：統率者が手札、ライブラリー、墓地、追放領域のいずれかに置かれる場合、オーナーは代わりに統率領域に置いてもかまいません。（CR 903.9）',
      '  マリガン：多人数戦では最初のマリガンはフリー・マリガンなので、ライブラリーの一番下に置くカードの枚数に数えません。（CR 103.5c、2026-09-25）',
      '  最初のドロー：多人数戦では、開始プレイヤーも最初のドローを飛ばしません（双頭巨人戦を除く）。（CR 103.8c、2026-09-25）',
      '  多人数戦：無差別戦（CR 806）、オプション：複数への攻撃（CR 802）。通常は影響範囲限定なし（総合ルール 903.2）',
      '  2026-11-25 時点のルール（出典：https://magic.wizards.com/en/rules）',
    ].join('\n'),
  );
  // Two-Headed Giant cites the rules once the id is gone; the 2010 rules name their site.
  const twoHeaded = inJapanese(() => describeFormat(builtinFormat('two-headed-giant')!));
  assert.match(twoHeaded, /\n {2}ターン：チームメイトは一緒にターンを行います（共有チーム・ターン）。先手のチームは最初のターンのドローを飛ばします。（CR 810\.2、810\.6、CR 800\.7）\n/);
  const old = inJapanese(() => describeFormat(builtinFormat('commander-2010')!));
  assert.match(old, /\nゲームのルール（2010-12-15 の統率者戦のルール、mtgcommander\.net（日本語訳））：\n/);
  for (const id of ['commander', 'brawl', 'commander-2010', 'crossfire', 'mental-legacy', 'two-headed-giant', 'duel']) {
    const t = inJapanese(() => describeFormat(builtinFormat(id)!));
    assert.doesNotMatch(t, /元資料|seed|照合|分裂|前コーディネーター/, id);
  }
  // English names no source document id either.
  assert.doesNotMatch(describeFormat(builtinFormat('commander')!), /seed \d/);
});

test('stats: the land-drop line says what it measures (finding 9); the hand lists its cards with 、', async () => {
  const io = memoryIO({ '/w/deck.txt': '// format: modern\n24 Mountain\n36 Lightning Bolt\n' }, { cwd: '/w', env: { LANG: 'ja_JP.UTF-8' } });
  await runStatsCommand(['deck.txt'], io, async () => db());
  const line = io.stdout.join('\n').split('\n').find((l) => l.includes('置ける確率'));
  assert.equal(line, '  Nターン目までに土地をN枚置ける確率（N = 1〜6、先手）：97.8% 91.0% 78.9% 63.2% 46.7% 31.9%');
  const hand = memoryIO({ '/w/deck.txt': '// format: modern\n24 Mountain\n36 Lightning Bolt\n' }, { cwd: '/w', env: { LANG: 'ja_JP.UTF-8' } });
  await main(['hand', '--seed', '3', '--mulligans', '1', 'deck.txt'], hand);
  const bottom = hand.stdout.join('\n').split('\n').find((l) => l.startsWith('ライブラリーの一番下') || l.includes('一番下'));
  assert.ok(bottom && !bottom.includes(', '), hand.stdout.join('\n'));
});

test('a section header\'s hover counts 「N枚（N行）」, lines are listed with 、, and card counts are written 16,827', () => {
  const s = createDecklistService({ cards: db() });
  const text = '// format: modern\nデッキ\n2 Lightning Bolt\n2 Lightning Bolt\n56 Mountain\nサイドボード\n1 Counterspell\n';
  const c = s.check(text);
  const header = inJapanese(() => s.hover(c, { line: 5, character: 2 }, { locale: 'ja' })?.markdown ?? '');
  assert.equal(header.split('\n')[0], '**サイドボード**: 1枚（1行）');
  const bolt = inJapanese(() => s.hover(c, { line: 2, character: 4 }, { locale: 'ja' })?.markdown ?? '');
  assert.match(bolt, /デッキに4枚（3、4行目）/, bolt);
});

test('cards lookup of a name the card data lacks writes its card count 16,827-style', async () => {
  const io = memoryIO({}, { cwd: '/w', env: { LANG: 'ja_JP.UTF-8' } });
  await main(['cards', 'lookup', 'Sol Rnig'], io);
  assert.match(io.stderr.join('\n') + io.stdout.join('\n'), /（16,827枚）/);
});

test('cards lookup lists the legalities of the built-in formats by their Japanese names, not every key of the card data (finding 19)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-lookup-ja-'));
  try {
    const sample = JSON.parse(readFileSync(path.join(fixturesDir, 'scryfall-sample.json'), 'utf8')) as Array<{ name: string; legalities: Record<string, string> }>;
    const bolt = { ...sample.find((c) => c.name === 'Lightning Bolt')!, legalities: { commander: 'legal', modern: 'legal', oldschool: 'not_legal', future: 'not_legal', legacy: 'legal' } };
    const file = path.join(dir, 'cards.json');
    writeFileSync(file, JSON.stringify([bolt]));
    const io = memoryIO({}, { cwd: '/w', env: { LANG: 'ja_JP.UTF-8', DECKLIST_CACHE_DIR: path.join(dir, 'cache') } });
    await main(['cards', 'lookup', '--cards', file, 'Lightning Bolt'], io);
    const line = io.stdout.join('\n').split('\n').find((l) => l.startsWith('使用可否'));
    assert.equal(line, '使用可否: 統率者戦で使用可能、モダンで使用可能、レガシーで使用可能');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
