// The built-in formats' names in the language in force (formats/texts.ts formatName): Japanese
// players call them スタンダード, レガシー, 統率者戦, … The format data keeps its English name; a
// decklist.config.json format's own name is shown as written; names composed from a built-in one
// ("2hg legacy", a config format without a name) carry the built-in name in the user's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { main } from '../../../server/src/cli';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { createDecklistService } from '../../../server/src/core';
import { BUILTIN_FORMATS, describeFormat, formatName } from '../../../server/src/core/formats';
import { legalityKeyName } from '../../../server/src/core/formats/texts';
import { listFormats } from '../../../server/src/lsp/custom-requests';
import type { DeckStore } from '../../../server/src/lsp/deck-store';
import { inJapanese, inPseudoLocale } from '../../support/catalog';
import { memoryIO } from '../../support/memory-io';
import { check, createFormatRegistry, db, parseConfig } from '../rules/helpers';

/** The names Japanese players and Wizards' Japanese pages use; the seeds' own for their rule sets. */
const JAPANESE_NAMES: Record<string, string> = {
  commander: '統率者戦',
  duel: 'デュエル・コマンダー',
  paupercommander: 'パウパー統率者戦',
  brawl: 'ブロール（アリーナのブロール、100枚）',
  standardbrawl: 'スタンダード・ブロール（60枚）',
  competitivebrawl: '競技ブロール（アリーナ、100枚）',
  oathbreaker: 'オースブレイカー',
  standard: 'スタンダード',
  pioneer: 'パイオニア',
  modern: 'モダン',
  legacy: 'レガシー',
  vintage: 'ヴィンテージ',
  pauper: 'パウパー',
  constructed: 'カジュアル構築',
  'commander-2010': '統率者戦（2010年版ルール）',
  crossfire: 'クロスファイア（2対2のチーム戦、タイプ1）',
  'mental-legacy': 'メンタル・レガシー',
  'two-headed-giant': '双頭巨人戦（構築）',
};

const CONFIG = JSON.stringify({
  formats: {
    house: { extends: 'legacy', name: 'Our House Legacy', banned: ['Lightning Bolt'] },
    kitchen: { extends: 'modern' },
    japanese: { extends: 'commander', name: '身内の統率者戦' },
    legacy: { banned: ['Counterspell'] },
  },
});

function registry() {
  const { config, errors } = parseConfig(CONFIG, '/w/decklist.config.json');
  assert.deepEqual(errors, []);
  return createFormatRegistry(config);
}

test('every built-in format has a Japanese name; English is the format data as it was', () => {
  assert.deepEqual(Object.keys(JAPANESE_NAMES).sort(), BUILTIN_FORMATS.map((f) => f.id).sort(), 'a name for every built-in format');
  for (const f of BUILTIN_FORMATS) {
    assert.equal(formatName(f), f.name, `${f.id} in English`);
    assert.equal(inJapanese(() => formatName(f)), JAPANESE_NAMES[f.id], f.id);
  }
  // The data itself stays English: rules and --json read it.
  assert.equal(inJapanese(() => BUILTIN_FORMATS.find((f) => f.id === 'legacy')!.name), 'Legacy');
});

test("a user's format keeps its own name; composed names carry the built-in name in Japanese", () => {
  const formats = registry();
  const ja = (id: string) => inJapanese(() => formatName(formats.get(id)!));
  assert.equal(ja('house'), 'Our House Legacy');
  assert.equal(ja('japanese'), '身内の統率者戦');
  assert.equal(ja('kitchen'), 'kitchen（モダンベース）');
  assert.equal(formatName(formats.get('kitchen')!), 'kitchen (based on Modern)');
  // A config that adds to a built-in format under its own id keeps the built-in name.
  assert.equal(ja('legacy'), 'レガシー');
  assert.equal(ja('2hg legacy'), '双頭巨人戦（レガシー）');
  // MTG Wiki's name for Pauper Commander names the format too.
  assert.equal(formats.get('コモン統率者戦')?.id, 'paupercommander');
  assert.equal(ja('2hg house'), '双頭巨人戦（Our House Legacy）');
  assert.equal(formatName(formats.get('2hg legacy')!), 'Two-Headed Giant (Legacy)');
  // The composed description names the base format the same way.
  assert.match(inJapanese(() => describeFormat(formats.get('2hg legacy')!)), /^双頭巨人戦（レガシー） \[two-headed-giant-legacy\]\n.*レガシー/);
  // A name that only looks composed (another id, or no built-in inside) is the user's, as written.
  assert.equal(inJapanese(() => formatName({ id: 'house', name: 'Two-Headed Giant (Legacy)' })), 'Two-Headed Giant (Legacy)');
  assert.equal(inJapanese(() => formatName({ id: 'other', name: 'kitchen (based on Modern)' })), 'kitchen (based on Modern)');
});

test('the rule messages name the format in Japanese, a user format as written; English unchanged', () => {
  const short = '4 Lightning Bolt\n20 Mountain\n';
  const sizeMessage = (format: Parameters<typeof check>[1]) => check(short, format).diagnostics.find((d) => d.code === 'deck-size')!.message;
  assert.match(inJapanese(() => sizeMessage('legacy')), /レガシー/);
  assert.doesNotMatch(inJapanese(() => sizeMessage('legacy')), /Legacy/);
  assert.match(sizeMessage('legacy'), /; Legacy needs at least 60 cards/);
  const house = registry().get('house')!;
  assert.match(inJapanese(() => sizeMessage(house)), /Our House Legacy/);
  const banned = inJapanese(() => check(short, house).diagnostics.find((d) => d.code === 'banned')!.message);
  assert.match(banned, /Our House Legacy/);
  // Singleton and copy limits name the format through the same function.
  const copies = inJapanese(() => check('2 Sol Ring\n', 'commander').diagnostics.find((d) => d.code === 'singleton')?.message ?? '');
  assert.match(copies, /統率者戦/);
});

test('the format: line hover, the format completion details and the status bar summary are Japanese', () => {
  const service = createDecklistService({ cards: db() });
  const text = '// format: legacy\n4 Lightning Bolt\n56 Mountain\n';
  const hover = (c = service.check(text)) => service.hover(c, { line: 0, character: 12 })?.markdown ?? '';
  assert.match(inJapanese(() => hover()), /^\*\*レガシー\*\* · `legacy`/);
  assert.match(hover(), /^\*\*Legacy\*\* · `legacy`/);
  const lineText = '// format: ';
  const details = (c = service.check(text)) => service.complete({ lineText, position: { line: 0, character: lineText.length }, check: c }).map((x) => x.detail);
  const ja = inJapanese(() => details());
  assert.ok(ja.includes('レガシー') && ja.includes('統率者戦') && ja.includes('メンタル・レガシー'), ja.join(' | '));
  assert.ok(details().includes('Legacy'));
  const vintage = inJapanese(() => service.complete({ lineText, position: { line: 0, character: lineText.length }, check: service.check(text) }).find((x) => x.label === 'vintage'));
  assert.match(vintage?.description ?? '', /^ヴィンテージ：/, 'the description in Japanese too');
});

test("a card's hover names the format of its legality key in the language in force; a key no built-in format has as is", () => {
  const service = createDecklistService({ cards: db() });
  const legalities = (text: string) => /^(?:Legalities|使用可否): .*$/m.exec(service.hover(service.check(text), { line: 1, character: 3 })?.markdown ?? '')?.[0];
  const legacy = '// format: legacy\n4 Lightning Bolt\n56 Mountain\n';
  assert.equal(inJapanese(() => legalities(legacy)), '使用可否: レガシーで使用可能');
  assert.equal(legalities(legacy), 'Legalities: Legacy legal');
  // Commander (2010 rules) reads the Vintage key: the line says whose legality it is.
  const old = '// format: commander-2010\n1 Lightning Bolt\n';
  assert.equal(inJapanese(() => legalities(old)), '使用可否: ヴィンテージで使用可能');
  assert.equal(legalityKeyName('vintage'), 'Vintage');
  assert.equal(inJapanese(() => legalityKeyName('paupercommander')), 'パウパー統率者戦');
  for (const key of ['future', 'historic', 'premodern']) assert.equal(inJapanese(() => legalityKeyName(key)), key);
});

test('the format picker (decklist/listFormats) lists Japanese names and descriptions; a user format as written', () => {
  const builtins = inJapanese(() => listFormats({ analysis: () => undefined } as unknown as DeckStore, undefined));
  assert.equal(builtins.find((f) => f.id === 'legacy')?.name, 'レガシー');
  assert.equal(builtins.find((f) => f.id === 'vintage')?.description, 'マジックのすべてのカードで60枚以上。制限カードは1枚まで、ほかの同名カードは4枚まで、サイドボードは15枚まで。');
  const { config } = parseConfig(CONFIG, '/w/decklist.config.json');
  const service = createDecklistService({ cards: db(), config });
  const store = { analysis: () => ({ service }) } as unknown as DeckStore;
  const withConfig = inJapanese(() => listFormats(store, 'file:///w/deck.txt'));
  assert.equal(withConfig.find((f) => f.id === 'house')?.name, 'Our House Legacy');
  assert.equal(withConfig.find((f) => f.id === 'commander')?.name, '統率者戦');
  assert.equal(listFormats(store, 'file:///w/deck.txt').find((f) => f.id === 'commander')?.name, 'Commander');
});

test('the CLI: --list-formats and the check header in Japanese; --json keeps formatName as data; English as before', async () => {
  const files = { '/w/deck.txt': '// format: legacy\n4 Lightning Bolt\n56 Mountain\n' };
  const run = async (argv: string[], env: Record<string, string>, command: 'main' | 'check' = 'main') => {
    const io = memoryIO(files, { cwd: '/w', env });
    const exit = command === 'main' ? await main(argv, io) : await runCheckCommand(argv, io, async () => db());
    return { exit, out: io.stdout.join('\n') };
  };
  const JA = { LANG: 'ja_JP.UTF-8' };
  const list = await run(['check', '--list-formats'], JA);
  assert.match(list.out, /^legacy {13}レガシー$/m);
  assert.match(list.out, /^commander-2010 {5}統率者戦（2010年版ルール） — /m);
  assert.match((await run(['check', '--list-formats'], {})).out, /^legacy {13}Legacy$/m);
  const header = await run(['deck.txt'], JA, 'check');
  assert.match(header.out, /^deck\.txt: レガシー \[legacy、format: 行から\]; 60枚$/m);
  const json = JSON.parse((await run(['--json', 'deck.txt'], JA, 'check')).out);
  assert.equal(json.files[0].format, 'legacy');
  assert.equal(json.files[0].formatName, 'Legacy');
  assert.match((await run(['deck.txt'], {}, 'check')).out, /^deck\.txt: Legacy \[legacy, from format: line\]; 60 cards$/m);
});

test('pseudo-locale: every built-in format name and the composed ones come from the catalog', () => {
  const formats = registry();
  for (const id of [...BUILTIN_FORMATS.map((f) => f.id), '2hg legacy', 'kitchen']) {
    const f = formats.get(id)!;
    const name = inPseudoLocale(() => formatName(f));
    assert.notEqual(name, f.name, `${id}: "${name}" is not from the catalog`);
    // The pseudo-locale accents every catalogued letter: only the ids inside composed names stay plain.
    assert.doesNotMatch(name.replace(/^kitchen/, ''), /[A-Za-z]{2,}/, `${id}: ${name}`);
  }
});
