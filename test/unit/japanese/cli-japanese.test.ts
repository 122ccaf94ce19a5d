// The CLI in Japanese (LANG=ja_JP.UTF-8, DECKLIST_LOCALE=ja or --locale ja): help, usage errors,
// the check header and summary, --list-formats --verbose and the other commands' outputs come
// from the message catalog; --locale en under a Japanese LANG prints what English always printed;
// a pseudo-locale run shows that no text of the CLI escapes the catalog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import { main } from '../../../server/src/cli';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { runDiffCommand, runHandCommand, runStatsCommand } from '../../../server/src/cli/analysis-commands';
import { createDecklistService } from '../../../server/src/core';
import { BUILTIN_FORMATS, builtinFormat, describeFormat, describeMultiplayerRules, formatText, MULTIPLAYER_OPTIONS, MULTIPLAYER_VARIANTS, type FormatDefinition, type GameRules } from '../../../server/src/core/formats';
import { multiplayerRuleName, multiplayerRuleText } from '../../../server/src/core/formats/texts';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { SNAPSHOT_LABEL } from '../../../server/src/core/cards';
import { inJapanese, pseudoCatalog } from '../../support/catalog';
import { memoryIO } from '../../support/memory-io';
import { db, INFO } from '../rules/helpers';

const FILES = {
  '/w/deck.txt': '// format: modern\n5 Lightning Bolt\n55 Mountain\n',
  '/w/cmd.txt': '// format: commander\nCommander\n1 Tymna the Weaver\nDeck\n1 Sol Ring\n2 Lightning Bolt\n60 Mountain\nSideboard\n1 Counterspell\n',
  '/w/b.txt': '// format: modern\n4 Lightning Bolt\n56 Mountain\n',
  '/w/team.txt': '// team: A\n4 Lightning Bolt\n56 Mountain\n',
  '/w/crossfire.txt': '// format: crossfire\n4 Lightning Bolt\n56 Mountain\nSideboard\n1 Counterspell\n',
};

type Command = 'main' | 'check' | 'stats' | 'hand' | 'diff';

/** The invocations the tests run: every command's help, usage errors and outputs. */
const RUNS: Array<[Command, string[]]> = [
  ['main', ['--help']],
  ['main', ['frobnicate']],
  ['main', ['parse', '--help']],
  ['main', ['parse', '/w/deck.txt']],
  ['main', ['parse', 'missing.txt']],
  ['main', ['parse', '--x']],
  ['main', ['cards', '--help']],
  ['main', ['cards', 'bogus']],
  ['main', ['cards', 'lookup']],
  ['main', ['cards', 'search']],
  ['main', ['cards', 'same-cost']],
  ['main', ['cards', '--limit', 'x']],
  ['main', ['check', '--help']],
  ['main', ['check', '--list-formats']],
  ['main', ['check', '--list-formats', '--verbose']],
  ['main', ['check', '--bogus']],
  ['main', ['check']],
  ['check', ['deck.txt']],
  ['check', ['cmd.txt']],
  ['check', ['crossfire.txt']],
  ['check', ['deck.txt', 'missing.txt']],
  ['check', ['--format', 'modren', 'b.txt']],
  ['check', ['--format', '2hg commander', 'b.txt']],
  ['check', ['--format', 'two-headed-giant', 'team.txt']],
  ['check', ['--max-problems', 'x', 'b.txt']],
  ['stats', ['deck.txt', 'cmd.txt']],
  ['stats', ['--help']],
  ['stats', []],
  ['hand', ['--seed', '7', '--mulligans', '2', '--draw', '2', 'cmd.txt']],
  ['hand', ['--seed', 'x', 'deck.txt']],
  ['hand', ['--help']],
  ['diff', ['deck.txt', 'b.txt']],
  ['diff', ['deck.txt', 'deck.txt']],
  ['diff', ['--help']],
  ['diff', ['deck.txt']],
  ['diff', ['--textconv', 'missing.txt']],
];

async function run(command: Command, argv: string[], env: Record<string, string>) {
  const io = memoryIO(FILES, { cwd: '/w', env });
  const open = async () => db();
  const exit =
    command === 'main'
      ? await main(argv, io)
      : command === 'check'
        ? await runCheckCommand(argv, io, open)
        : command === 'stats'
          ? await runStatsCommand(argv, io, open)
          : command === 'hand'
            ? await runHandCommand(argv, io, open)
            : await runDiffCommand(argv, io, open);
  return { exit, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

const JA = { LANG: 'ja_JP.UTF-8' };
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

test('LANG=ja_JP.UTF-8: the check header, the counts, the per-file and total summary are Japanese; codes and positions are not', async () => {
  const r = await run('check', ['deck.txt', 'cmd.txt'], JA);
  assert.equal(r.exit, 1);
  const lines = r.out.split('\n');
  assert.equal(lines[0], `カードデータ：${INFO.label}（Scryfall の JSON Lines カードデータ、${INFO.date}、${INFO.cards}枚）`, 'the kind of data by name, not its id (issue 42, finding 11)');
  assert.ok(lines.includes('deck.txt: モダン [modern、format: 行から]; 60枚'), r.out);
  assert.ok(lines.some((l) => l.startsWith('cmd.txt: 統率者戦 [commander、format: 行から]; 統率者 Tymna the Weaver; 64枚（63 + 統率領域に1）、サイドボード 1枚')), r.out);
  assert.ok(lines.includes('deck.txt: エラー 1件'), r.out);
  assert.ok(lines.includes('cmd.txt: エラー 4件'), r.out);
  assert.equal(lines.at(-1), '2ファイルを検査：エラー 5件、警告 0件、情報 0件');
  assert.match(r.out, /^deck\.txt:2:3: エラー \[copy-limit\] Lightning Bolt: 5枚ですが/m, 'FILE:LINE:COL: SEVERITY [CODE] keeps its shape; the severity word is Japanese, as GCC writes it in a Japanese locale');
  assert.match(r.out, /^ {4}cmd\.txt:3:3: 注: 統率者 Tymna the Weaver: 固有色 \{W\}\{B\}$/m, 'a related place is a note (注:)');
  assert.equal(r.err, '');
});

test('Japanese --help of every command, and the usage errors, in the chosen language before the arguments are read', async () => {
  for (const argv of [['--help'], ['parse', '--help'], ['check', '--help'], ['cards', '--help'], ['stats', '--help'], ['hand', '--help'], ['diff', '--help']]) {
    const ja = await run('main', argv, JA);
    const en = await run('main', argv, {});
    assert.equal(ja.exit, 0, argv.join(' '));
    assert.match(ja.out, japanese, argv.join(' '));
    assert.match(ja.out, /^使い方: decklist/, 'the synopsis line is the command line itself, after 使い方:');
    assert.notEqual(ja.out, en.out);
    assert.match(ja.out, /(?:オプション|コマンド)：/, argv.join(' '));
  }
  const bad = await run('main', ['check', '--locale', 'ja', '--bogus'], {});
  assert.equal(bad.exit, 2);
  assert.match(bad.err, /^decklist check: 不明なオプション '--bogus'\n使い方: decklist check/);
  const before = await run('main', ['--locale=ja', 'frobnicate'], {});
  assert.equal(before.exit, 2);
  assert.match(before.err, /^decklist: 不明なコマンド 'frobnicate'/);
  const beforeCommand = await run('main', ['--locale', 'ja', 'parse', 'missing.txt'], {});
  assert.equal(beforeCommand.err, "decklist parse: 'missing.txt' を読めません：ファイルがありません", '--locale before the command');
  const hand = await run('hand', ['--seed', 'x', 'deck.txt'], { DECKLIST_LOCALE: 'ja' });
  assert.match(hand.err, /^decklist hand: --seed には0から4294967295までの整数が必要です（'x' は使えません）/);
  const format = await run('check', ['--format', 'modren', 'b.txt'], JA);
  assert.match(format.err, /^decklist check: 不明なフォーマット 'modren'。'modern'のことですか？（既知のもの：/);
  const unread = await run('check', ['deck.txt', 'missing.txt'], JA);
  assert.equal(unread.exit, 2);
  assert.match(unread.err, /^missing\.txt: エラー: ファイルを読めません（ファイルがありません）$/m);
});

test('Japanese --list-formats --verbose: deck rules, game rules and the multiplayer variants from the catalog; card names, ids and citations as they are', async () => {
  const r = await run('main', ['check', '--list-formats', '--verbose'], JA);
  assert.equal(r.exit, 0);
  const out = r.out;
  assert.match(out, /^統率者戦 \[commander\]\n統率者戦（EDH）：統率者を含めてちょうど100枚、基本土地以外の同名カードは1枚まで、すべてのカードが統率者の固有色の範囲内。Lutri, the Spellchaser は相棒としてのみ禁止。\n/);
  assert.match(out, /デッキ構築ルール：\n {2}デッキ：ちょうど100枚（統率者を含む）\n {2}同名カード：1枚まで（基本土地、何枚でも入れてよいと書かれたカードを除く）/);
  assert.match(out, /統率者：伝説のクリーチャー、またはパワーとタフネスを持つ伝説の機体か宇宙船、または.*1体、または共闘、～との共闘/);
  assert.match(out, /初期ライフ：各プレイヤー40（CR 103\.3c \/ 903\.7）/);
  assert.match(out, /統率者税：統率領域から統率者を唱えるには、それ以前にそこから唱えた回数1回につき \{2\} 多くかかります。（CR 903\.8）\n/, 'no source document id (issue 42, finding 11)');
  assert.match(out, /\n {2}初期ライフ：各プレイヤー40（規則12）\n/, 'a rule of the 2010 document: 規則12, not "rule 12"');
  assert.match(out, /フリー・マリガンなので、新しい手札は元の手札と同じ枚数です。（2018年の CR 800\.5）/);
  assert.doesNotMatch(out, /\bseed \d|\brules? \d/, 'no citation left in English words');
  assert.match(out, /サイドボード：なし（クロスファイアではサイドボードを使いません）/);
  assert.match(out, /チーム：同名カードはチーム（同じ "team:" 行）のデッキ全体で4枚まで。基本土地を除く/);
  assert.match(out, /別のカードとして唱える：手札から唱えるカードは/, 'Mental Legacy');
  assert.match(out, /多人数戦の変種（1ゲームに1つ。総合ルール 800）：\n {2}無差別戦（Free-for-All、CR 806）：全員が自分のために戦い/);
  assert.match(out, /多人数戦：無差別戦（CR 806）、オプション：複数への攻撃（CR 802）/);
  assert.match(out, /カードデータのほかに禁止（2010-12-15 のリスト）：Ancestral Recall、Balance、/, 'card names as they are, listed the Japanese way');
  // No game rule topic or text of a built-in format is left in English.
  for (const f of BUILTIN_FORMATS) for (const rule of f.gameRules?.rules ?? []) assert.ok(!out.includes(`${rule.topic}: `), `${f.id}: ${rule.topic}`);
  const list = await run('main', ['check', '--list-formats'], JA);
  assert.match(list.out, /^commander {10}統率者戦 — 統率者戦（EDH）/);
  assert.match(list.out, /^2hg ID {13}任意の構築フォーマット ID で行う双頭巨人戦/m);
});

test('the other commands in Japanese: stats, hand, diff, parse', async () => {
  const stats = await run('stats', ['deck.txt'], JA);
  assert.match(stats.out, /^カードデータ：/);
  assert.match(stats.out, /deck\.txt: モダン \[modern\]。ライブラリー60枚、土地\d+枚、平均マナ総量/);
  assert.match(stats.out, / {4}赤 +色マナ・シンボル +5個、マナ源 +\d+個/);
  assert.match(stats.out, /。1ターン目に\{R\}（Lightning Bolt）を唱えるには14個必要（十分）$/m, 'one way for sources: 14個必要, and whether it is enough');
  const hand = await run('hand', ['--seed', '7', '--mulligans', '1', 'deck.txt'], JA);
  assert.match(hand.out, /^シード 7、マリガン 1回：手札6枚、ライブラリーの残り54枚\n/);
  assert.match(hand.out, /\n一番下：/);
  const diff = await run('diff', ['deck.txt', 'b.txt'], JA);
  assert.equal(diff.exit, 1);
  assert.match(diff.out, /\nメインデッキ:\n {2}-1 Lightning Bolt \(5 → 4\)/);
  assert.equal((await run('diff', ['deck.txt', 'deck.txt'], JA)).out, '2つのデッキのカードは同じです。');
  const parse = await run('main', ['parse', '/w/deck.txt'], JA);
  assert.equal(
    parse.out,
    '/w/deck.txt：テキスト、4行、2項目（メインデッキ 60枚）、フォーマット modern（format: 行から）\n  0:0-17       指定       format: modern\n  1:0-16       メインデッキ   5  Lightning Bolt\n  2:0-11       メインデッキ  55  Mountain',
    'sections and the dialect by name, not by id (issue 42, finding 19)',
  );
});

test('--locale en under LANG=ja_JP.UTF-8 prints what the CLI prints in English, for every command', async () => {
  for (const [command, argv] of RUNS) {
    const english = await run(command, argv, {});
    const chosen = await run(command, ['--locale', 'en', ...argv], JA);
    const byEnv = await run(command, argv, { ...JA, DECKLIST_LOCALE: 'en' });
    assert.deepEqual(chosen, english, `${command} ${argv.join(' ')}`);
    assert.deepEqual(byEnv, english, `${command} ${argv.join(' ')}`);
  }
  // The English lines themselves, as they have always read.
  const r = await run('check', ['--locale', 'en', 'deck.txt'], JA);
  assert.deepEqual(r.out.split('\n'), [
    `card data: ${INFO.label} (${INFO.source}, ${INFO.date}, ${INFO.cards} cards)`,
    '',
    'deck.txt: Modern [modern, from format: line]; 60 cards',
    'deck.txt:2:3: error [copy-limit] Lightning Bolt: 5 copies, but Modern allows at most 4 copies of a card other than basic lands. Remove 1.',
    'deck.txt: 1 error',
    '',
    'checked 1 file: 1 error, 0 warnings, 0 information',
  ]);
  assert.equal(l10n.t('no errors'), 'no errors', 'English is in force after the runs');
});

test('a locale the CLI does not speak (LANG=fr_FR.UTF-8, --locale fr before or after the command) is English with exactly one note on stderr', async () => {
  const english = await run('main', ['parse', '/w/deck.txt'], {});
  for (const [argv, env, note] of [
    [['parse', '/w/deck.txt'], { LANG: 'fr_FR.UTF-8' }, /^decklist: LANG is "fr_FR\.UTF-8"; the messages are in English or Japanese/],
    [['--locale', 'fr', 'parse', '/w/deck.txt'], JA, /^decklist: --locale "fr" is not "ja" or "en"; using English/],
    [['parse', '/w/deck.txt', '--locale=fr'], JA, /^decklist: --locale "fr" is not "ja" or "en"; using English/],
    [['parse', '/w/deck.txt'], { DECKLIST_LOCALE: 'klingon', LANG: 'ja_JP.UTF-8' }, /^decklist: DECKLIST_LOCALE is "klingon"/],
  ] as Array<[string[], Record<string, string>, RegExp]>) {
    const r = await run('main', argv, env);
    assert.equal(r.out, english.out, argv.join(' '));
    assert.equal(r.err.split('\n').length, 1, r.err);
    assert.match(r.err, note);
  }
  for (const env of [{ LANG: 'C' }, { LANG: 'C.UTF-8' }, { LC_ALL: 'POSIX', LANG: 'fr_FR.UTF-8' }, { LANG: 'en_US.UTF-8' }] as Array<Record<string, string>>) {
    const r = await run('main', ['parse', '/w/deck.txt'], env);
    assert.deepEqual(r, english, JSON.stringify(env));
  }
});

/** Words the CLI prints from the deck, the card data and the formats' data: they are not messages. */
function dataWords(): string[] {
  const words = new Set<string>([INFO.label, INFO.source, SNAPSHOT_LABEL, 'deck.txt', 'cmd.txt', 'b.txt', 'team.txt', 'crossfire.txt', 'missing.txt', 'frobnicate', 'modren', 'bogus', '2hg commander']);
  // The program and its options, as the user types them (a message that names one says it in a placeholder).
  for (const w of ['decklist', '--seed', '--x', '--bogus', '--textconv', '2hg ID']) words.add(w);
  for (const c of RULES_CARDS as Array<Record<string, unknown>>) if (typeof c.name === 'string') words.add(c.name);
  // The parse dump's own values (as in its --json): dialect, section ids, the directive keyword.
  for (const w of ['text', 'main', 'commander', 'sideboard', 'directive', 'format', 'modern']) words.add(w);
  const addFormat = (f: FormatDefinition) => {
    // Not the format's name: a built-in format's name comes from the catalog (formatName).
    for (const w of [f.id, f.legalityKey, f.sourceUrl, f.asOf]) if (w) words.add(w);
    for (const list of [f.banned, f.unbanned, f.restricted, f.bannedAsCommander, f.exempt.names]) for (const n of list) words.add(n);
    const g = f.gameRules;
    if (!g) return;
    // Not the rules' citations ("CR 903.8 (seed 001)", "rule 12"): their words come from the catalog (citationText).
    if (g.sourceUrl) words.add(g.sourceUrl);
  };
  BUILTIN_FORMATS.forEach(addFormat);
  for (const id of ['2hg modern', '2hg legacy']) addFormat(builtinFormat(id)!);
  for (const r of [...MULTIPLAYER_VARIANTS, ...MULTIPLAYER_OPTIONS]) words.add(r.rule);
  return [...words].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
}

/** A note that only names where a rule is (CR 103.4d, rule 12, pdhhomebase.com): not translated. */
function isCitation(note: string): boolean {
  return /^(?:CR [\d.a-z]+(?: \/ [\d.a-z]+)?|rule \d+|[a-z]+\.com)$/.test(note);
}

function escapedEnglish(text: string, words: string[]): string {
  let rest = text
    // The program and command an error comes from: "decklist check: …", "# decklist: …".
    .replace(/^(?:# )?decklist(?: [a-z-]+)*: /, ' ')
    // An option at the head of a usage line, with its placeholder (`  --cards PATH`, `  -h, --help`): typed as it is, in any language.
    .replace(/^ {2}(?:-h, )?--[a-z-]+(?: (?:[A-Z]+|ja\|en))?(?= |$)/, ' ')
    .replace(/\{[WUBRGCXSPT\d/]+\}/g, ' ')
    // A Comprehensive Rules number is cited as it is (CR 903.8, CR 800.5), and so is a site (pdhhomebase.com).
    .replace(/\bCR \d[\d.a-z]*(?:(?:, | \/ )\d[\d.a-z]*)*/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[a-z]+\.com\b/g, ' ')
    // Diagnostic codes, and --help's samples of the JSON output (its field names are the stable API).
    .replace(/\[[a-z-]+\]/g, ' ')
    .replace(/\{".*(?:\}|,$)/, ' ');
  for (const w of words) rest = rest.split(w).join(' ');
  return /[A-Za-z]{2,}/.test(rest) ? rest : '';
}

test('pseudo-locale: nothing the CLI prints for a person escapes the catalog', async () => {
  // English asks for no bundle, so the CLI leaves the pseudo-locale in force for the run.
  l10n.config({ contents: pseudoCatalog() });
  try {
    const words = dataWords();
    const escaped: string[] = [];
    for (const [command, argv] of RUNS) {
      const out = await run(command, argv, {});
      assert.match(out.out + out.err, /[\u0100-\u024f\u1e00-\u1eff]/, `the pseudo-locale is in force: ${command} ${argv.join(' ')}`);
      for (const line of `${out.out}\n${out.err}`.split('\n')) {
        const rest = escapedEnglish(line, words);
        if (rest) escaped.push(`${command} ${argv.join(' ')}: ${rest.trim()}`);
      }
    }
    // `decklist cards search` prints the search's error as it is.
    const service = createDecklistService({ cards: db() });
    for (const query of ['foo:bar', '"open', 'c:purple', 'mv>x', 'r:shiny', 'is:funny', '( )', 'or t:goblin', 'f:nowhere', '/re/']) {
      const error = service.search(query).error;
      assert.ok(error, query);
      const rest = escapedEnglish(error.replace(/\(.*: .*\)$/, ''), [...words, query, ...query.split(/[:>( )"/]+/).filter((w) => w.length > 1)]);
      if (rest) escaped.push(`cards search ${query}: ${rest.trim()}`);
    }
    assert.deepEqual(escaped, [], 'lines with English outside the catalog and the data');
    assert.notEqual(escapedEnglish('checked 2 files', words), '', 'the check sees an uncatalogued string');
  } finally {
    l10n.config({ contents: {} });
  }
});

test('every built-in format text has a Japanese catalog text; a user-written text stays as written', () => {
  const bundle = JSON.parse(readFileSync('l10n/bundle.l10n.ja.json', 'utf8')) as Record<string, string>;
  const texts = (f: FormatDefinition): string[] => {
    const out = [f.description, f.source, f.officialToday, f.sideboard.note, f.team?.note];
    const g: GameRules | undefined = f.gameRules;
    if (g) {
      for (const r of [...g.rules, ...(g.history?.rules ?? [])]) out.push(r.topic, r.text, r.officialToday);
      for (const life of [g.startingLife, g.history?.startingLife]) if (life?.note && !isCitation(life.note)) out.push(life.note);
      out.push(g.source, g.history?.source, g.commanderDamage?.note, g.multiplayer?.note);
    }
    return out.filter((t): t is string => !!t);
  };
  const all = [...BUILTIN_FORMATS, builtinFormat('2hg legacy')!].flatMap(texts);
  assert.ok(all.length > 80, `${all.length} texts`);
  l10n.config({ contents: bundle });
  try {
    const missing = all.filter((t) => !japanese.test(formatText(t)));
    assert.deepEqual(missing, [], 'built-in texts without a Japanese text');
    for (const r of [...MULTIPLAYER_VARIANTS, ...MULTIPLAYER_OPTIONS]) {
      assert.equal(multiplayerRuleName(r), r.japanese, 'the Japanese name is the seed\'s own');
      assert.match(multiplayerRuleText(r), japanese, r.id);
    }
    const mine = 'Our league: at most 2 copies of a card per team';
    assert.equal(formatText(mine), mine, 'a text of a decklist.config.json format is shown as written');
  } finally {
    l10n.config({ contents: {} });
  }
  assert.equal(formatText(all[0]), all[0], 'English: the data itself');
});

test('the format: line hover (describeFormat in Markdown) in Japanese: headings, deck and game rules; English as before once the bundle is gone', () => {
  const english = describeFormat(builtinFormat('commander')!, { markdown: true });
  l10n.config({ contents: readFileSync('l10n/bundle.l10n.ja.json', 'utf8') });
  let japaneseText: string;
  let multiplayer: string;
  try {
    japaneseText = describeFormat(builtinFormat('commander')!, { markdown: true });
    multiplayer = describeMultiplayerRules({ markdown: true });
  } finally {
    l10n.config({ contents: {} });
  }
  assert.match(japaneseText, /^\*\*統率者戦\*\* · `commander`\n\n統率者戦（EDH）/);
  assert.match(japaneseText, /\n\*\*デッキ構築ルール\*\*\n- デッキ：ちょうど100枚（統率者を含む）/);
  assert.match(japaneseText, /\n\*\*ゲームのルール（総合ルール 903）\*\*\n- 初期ライフ：各プレイヤー40/);
  assert.match(japaneseText, /\n\*出典：総合ルール 903。禁止リスト：2024-09-30 からこのフォーマットを管理する Wizards of the Coast/);
  assert.match(japaneseText, /- 2026-11-25 時点のルール（出典：<https:\/\/magic\.wizards\.com\/en\/rules>）/, 'the link stays a link');
  assert.match(multiplayer, /^\*\*多人数戦の変種（1ゲームに1つ）\*\*\n- \*\*無差別戦\*\*（Free-for-All、CR 806）：/);
  assert.equal(describeFormat(builtinFormat('commander')!, { markdown: true }), english);
  assert.match(english, /\n\*\*Deck rules\*\*\n- Deck: exactly 100 cards including the commander/);
});


test("a built-in format's team note reads in the user's language on the team: hover and in the team messages; a config format's own note as written", () => {
  const service = createDecklistService({ cards: db() });
  const text = '// format: crossfire\n// team: A\n4 Lightning Bolt\n56 Mountain\n';
  const hoverOfTeam = () => service.hover(service.check(text), { line: 1, character: 4 })!.markdown;
  assert.match(inJapanese(hoverOfTeam), /クロスファイア：同名カードはチームごとに4枚まで/);
  assert.match(hoverOfTeam(), /Crossfire: at most 4 copies of a card per team/);
  const unchecked = inJapanese(() => service.check(text).diagnostics.find((d) => d.code === 'team-unchecked')!.message);
  assert.match(unchecked, /クロスファイア：同名カードはチームごとに4枚まで/);
  const house = createDecklistService({ cards: db(), config: { severity: {}, formats: { league: { extends: 'crossfire', team: { copyLimit: 2, note: 'League: 2 copies per team' } } } } });
  const mine = inJapanese(() => house.hover(house.check(text.replace('crossfire', 'league')), { line: 1, character: 4 })!.markdown);
  assert.match(mine, /League: 2 copies per team/, 'a note written in decklist.config.json stays as written');
});

test('decklist cards in Japanese (info, complete, search, same-cost, a name it does not know); no English escapes the catalog in the pseudo-locale', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-cards-ja-'));
  try {
    const cards = path.join(dir, 'cards.jsonl');
    writeFileSync(cards, RULES_CARDS.map((c) => JSON.stringify(c)).join('\n') + '\n');
    const runs = [
      ['cards', 'info', '--cards', cards],
      ['cards', 'complete', '--cards', cards, 'sol'],
      ['cards', 'search', '--cards', cards, '--limit', '1', 't:instant'],
      ['cards', 'same-cost', '--cards', cards, '--format', 'legacy', 'Lightning', 'Bolt'],
      ['cards', 'same-cost', '--cards', cards, '--cost', '{U}{U}'],
      ['cards', 'lookup', '--cards', cards, 'Sol', 'Rin'],
    ];
    const cardsRun = async (argv: string[], env: Record<string, string>) => {
      const io = memoryIO({}, { cwd: dir, env: { DECKLIST_CACHE_DIR: path.join(dir, 'cache'), ...env } });
      const exit = await main(argv, io);
      return { exit, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
    };
    await cardsRun(runs[0], {}); // builds the index once, so no run below says it does
    await cardsRun(runs[0], JA); // and the one with Japanese names, which a Japanese locale asks for
    const ja = await Promise.all(runs.map((argv) => cardsRun(argv, JA)));
    assert.match(ja[0].out, /^出典：Scryfall の JSON Lines カードデータ（--cards）\nラベル：/);
    assert.match(ja[0].out, /\n使用可否の情報：あり\n/);
    assert.match(ja[1].err, /^カードデータ: /);
    assert.match(ja[2].err, /^\d+枚中1枚（/);
    assert.match(ja[3].out, /^Lightning Bolt \{R\} はレガシー（レガシーのカード・プール）で/, 'the card pool named by its format, not by the legality key');
    assert.match(ja[4].out, /でちょうど \{U\}\{U\} のカードは\d+枚です：/);
    assert.equal(ja[5].exit, 1);
    assert.match(ja[5].err, /に 'Sol Rin' という名前のカードはありません。/);
    const english = await Promise.all(runs.map((argv) => cardsRun(argv, {})));
    assert.deepEqual(await Promise.all(runs.map((argv) => cardsRun(['--locale', 'en', ...argv], JA))), english);

    const words = [...dataWords(), cards, path.join(dir, 'cache'), dir, 'scryfall-jsonl', 'Sol Rin', 'sol', 't:instant', '--cards'];
    for (const c of RULES_CARDS as Array<Record<string, unknown>>) for (const k of ['type_line', 'mana_cost']) if (typeof c[k] === 'string') words.push(c[k] as string);
    words.sort((a, b) => b.length - a.length);
    const escaped: string[] = [];
    // The runs are asynchronous: the pseudo-locale stays in force until they are all done.
    l10n.config({ contents: pseudoCatalog() });
    try {
      for (const argv of runs) {
        const r = await cardsRun(argv, {});
        assert.match(r.out + r.err, /[\u0100-\u024f\u1e00-\u1eff]/, `the pseudo-locale is in force: ${argv.join(' ')}`);
        for (const line of `${r.out}\n${r.err}`.split('\n')) {
          const rest = escapedEnglish(line.replace(/\S+\.dlidx/, ' '), words);
          if (rest) escaped.push(`${argv.join(' ')}: ${rest.trim()}`);
        }
      }
    } finally {
      l10n.config({ contents: {} });
    }
    assert.deepEqual(escaped, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
