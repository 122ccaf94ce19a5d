// Under a Japanese locale the CLI reads Japanese card names as the editor does under
// `decklist.locale: "ja"`, without --lang ja on every command (issue 42, finding 7): lookup finds
// 稲妻, diff sees no change between 稲妻 and Lightning Bolt, and a Japanese name the data lacks
// says the name table is missing (not that --lang is); English runs are as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../../server/src/cli';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { memoryIO } from '../../support/memory-io';

const ATOMIC = path.resolve(__dirname, '../../fixtures/cards/atomic-japanese.json');
const FILES = {
  '/w/ja.txt': '// format: legacy\n4 稲妻\n4 ラノワールのエルフ\n52 森\n',
  '/w/en.txt': '// format: legacy\n4 Lightning Bolt\n4 Llanowar Elves\n52 Forest\n',
  '/w/plain.txt': '// format: legacy\n4 Lightning Bolt\n56 Mountain\n',
};

async function withCache<T>(run: (cache: string, dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-ja-names-'));
  try {
    return await run(path.join(dir, 'cache'), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function cli(argv: string[], env: Record<string, string>) {
  const io = memoryIO(FILES, { cwd: '/w', env });
  const exit = await main(argv, io);
  return { exit, out: io.stdout.join('\n'), err: io.stderr.filter((l) => !/カード索引を作成中|Building the card index/.test(l)).join('\n') };
}

test('LANG=ja_JP.UTF-8: lookup, diff and check read the Japanese names the card data has, without --lang', async () => {
  await withCache(async (cache) => {
    const JA = { LANG: 'ja_JP.UTF-8', DECKLIST_CACHE_DIR: cache };
    const lookup = await cli(['cards', 'lookup', '--cards', ATOMIC, '稲妻'], JA);
    assert.equal(lookup.exit, 0, lookup.err);
    assert.match(lookup.out, /^Lightning Bolt\n/);
    const diff = await cli(['diff', '--cards', ATOMIC, 'ja.txt', 'en.txt'], JA);
    assert.deepEqual([diff.exit, diff.out], [0, '2つのデッキのカードは同じです。']);
    const check = await cli(['check', '--cards', ATOMIC, 'ja.txt'], JA);
    assert.doesNotMatch(check.out, /unknown-card/);
    // In English nothing changes: the names are read with --lang only.
    const english = await cli(['diff', '--cards', ATOMIC, 'ja.txt', 'en.txt'], { DECKLIST_CACHE_DIR: cache });
    assert.equal(english.exit, 1);
    assert.match(english.out, /-4 稲妻 \(4 → 0\)/);
  });
});

test('LANG=ja_JP.UTF-8 without the name table: a Japanese name says the table is missing; a deck without one hears nothing of it', async () => {
  await withCache(async (cache, dir) => {
    const cards = path.join(dir, 'cards.jsonl');
    writeFileSync(cards, RULES_CARDS.map((c) => JSON.stringify(c)).join('\n') + '\n');
    const JA = { LANG: 'ja_JP.UTF-8', DECKLIST_CACHE_DIR: cache };
    const check = await cli(['check', '--cards', cards, 'ja.txt'], JA);
    assert.match(
      check.out,
      /ja\.txt:2:3: エラー \[unknown-card\] 不明なカード「稲妻」。日本語のカード名の表がまだダウンロードされていないため、日本語名を照合できません。ダウンロードするには、「decklist cards update --lang ja」を実行してください。または《日本語名\/English Name》と書いてください。\n/,
    );
    const plain = await cli(['check', '--cards', cards, 'plain.txt'], JA);
    assert.equal(plain.exit, 0);
    assert.equal(plain.err, '');
  });
});
