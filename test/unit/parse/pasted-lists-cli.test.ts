// `decklist check` on lists pasted from Japanese web pages and forums (issue 38): the counts are
// the lists' true sizes, no header, total or prose line is a card, and the messages say what was
// not read. The card data is the offline snapshot (English names; `《日本語名/English Name》` resolves by its English half).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../../server/src/cli';
import { memoryIO } from '../../support/memory-io';
import { fixturesDir } from './helpers';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'pasted-'));

async function check(files: Record<string, string>, ...args: string[]): Promise<{ counts: Record<string, number>; problems: string[] }[]> {
  const io = memoryIO(files, { env: { DECKLIST_CACHE_DIR: cacheDir }, cwd: '/w' });
  await main(['check', '--json', '--format', 'modern', ...args, ...Object.keys(files)], io);
  const out = JSON.parse(io.stdout.join(''));
  return out.files.map((f: { counts: Record<string, number>; diagnostics: Array<{ code: string; severity: string; message: string; range: { start: { line: number } } }> }) => ({
    counts: f.counts,
    // The card data's own notes (no legalities, mana sources) aside.
    problems: f.diagnostics.filter((d) => d.code !== 'legality-unknown' && d.code !== 'mana-sources').map((d) => `${d.range.start.line + 1}:${d.severity}:${d.code}:${d.message}`),
  }));
}

const pasted = (name: string) => readFileSync(path.join(fixturesDir, 'pasted', name), 'utf8');

test('decklist check: every pasted list reads to its true counts, with no unknown card made of a header, total or remark', async () => {
  const names = ['wotc-japan-footers.txt', 'hareruya-table-row.txt', 'cardshop-serra.txt', 'paupermtg-colon.txt', 'cardrush-totals.txt', 'mtgsalvation.txt', 'mtgtop8.txt'];
  const results = await check(Object.fromEntries(names.map((n) => [`/w/${n}`, pasted(n)])));
  const side = (n: number) => ({ main: 60, commander: 0, companion: 0, sideboard: n, maybeboard: 0 });
  assert.deepEqual(
    results.map((r) => r.counts),
    [side(12), side(15), side(15), side(15), side(15), side(0), side(15)],
  );
  assert.deepEqual(
    results.map((r) => r.problems),
    [["19:information:parse:Line 19 was not read as a card: '3 《' counts 3 cards but the card's name is missing (a web page copied as text often loses it), so they are not counted. Write the name after 《 to count them."], [], [], [], [], [], []],
  );
});

test('decklist check: a title line that is no card is a note, not counted; a card written the same way is counted', async () => {
  const body = '4 Goblin Guide\n4 Monastery Swiftspear\n4 Lightning Bolt\n4 Shock\n4 Lava Dart\n4 Rift Bolt\n4 Searing Blaze\n4 Skullcrack\n4 Fire // Ice\n4 Soul\'s Fire\n20 Mountain\n';
  const [title, card] = await check({ '/w/title.txt': 'Goblin Sligh\n' + body, '/w/card.txt': 'Fireblast\n' + body });
  assert.deepEqual(title.counts.main, 60);
  assert.deepEqual(title.problems, [
    '1:information:unknown-card:Line 1 was not read as a card: "Goblin Sligh" has no count, unlike the lines of the list, and is no card name; it is left out of the counts. If it is a card, write its count, e.g. "1 Goblin Sligh".',
  ]);
  assert.deepEqual(card.counts.main, 61);
  assert.deepEqual(card.problems, []);
});

test('decklist check: a misspelt 《日本語名/English Name》 is not advised to be written as 《日本語名/English Name》', async () => {
  const [r] = await check({ '/w/ja.txt': '4《稲妻/Lightning Bolx》\n56 《山/Mountain》\n' });
  assert.equal(r.problems.length, 1);
  assert.match(r.problems[0], /^1:error:unknown-card:Unknown card "稲妻\/Lightning Bolx"\./);
  assert.doesNotMatch(r.problems[0], /《日本語名\/English Name》/);
});

test('decklist check: Arena exports of the French client keep their commander and sideboard (Commandant, Réserve)', async () => {
  const [r] = await check({ '/w/fr.txt': 'Commandant\n1 Niv-Mizzet, the Firemind\n\nDeck\n4 Lightning Bolt\n55 Island\n\nRéserve\n2 Negate\n' }, '--format', 'brawl');
  assert.deepEqual(r.counts, { main: 59, commander: 1, companion: 0, sideboard: 2, maybeboard: 0 });
  assert.equal(r.problems.filter((p) => /unknown-card|commander-missing/.test(p)).length, 0, r.problems.join('\n'));
});

test('decklist check: an Arena import on one line, `4枚ボロスの魔除け`, and a row that lost its name read to their true counts', async () => {
  const [oneLine, glued] = await check({
    '/w/arena-one-line.txt': pasted('arena-one-line.txt'),
    '/w/glued.txt': '4枚《稲妻/Lightning Bolt》\n4枚Shock\n3 《\n52 《山/Mountain》\n',
  });
  assert.deepEqual(oneLine.counts, { main: 60, commander: 0, companion: 0, sideboard: 15, maybeboard: 0 });
  // The offline card data knows no Japanese names: each unknown one is said, none made of a header.
  assert.deepEqual(oneLine.problems.filter((p) => !/^1:error:unknown-card:Unknown card "[^"]+"\. For Japanese names/.test(p)), []);
  assert.deepEqual(glued.counts, { main: 60, commander: 0, companion: 0, sideboard: 0, maybeboard: 0 });
  assert.deepEqual(glued.problems, [
    "3:information:parse:Line 3 was not read as a card: '3 《' counts 3 cards but the card's name is missing (a web page copied as text often loses it), so they are not counted. Write the name after 《 to count them.",
  ]);
});
