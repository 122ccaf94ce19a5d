// The parser's diagnostics (every dialect), the outline's count text and section titles, and the
// hint to download the Japanese name table come from the message catalog: a pseudo-locale run
// shows that no words escape it, and with the Japanese bundle they are Japanese while codes,
// ranges, severities and data stay those of English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { scryfallBulkLocation } from '../../../server/src/core/cards/download';
import { openCardDatabase } from '../../../server/src/core/cards/loader';
import { countText, sectionTitle } from '../../../server/src/core/features/outline';
import { createFormatRegistry, parseConfig, type FormatDefinition } from '../../../server/src/core/formats';
import { KNOWN_DIRECTIVES, parseDeck, type SectionKind } from '../../../server/src/core/parse';
import type { DeckCounts } from '../../../server/src/core/rules/context';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { createDecklistService, unknownConfigCardNames } from '../../../server/src/core/index';
import type { DeckStore } from '../../../server/src/lsp/deck-store';
import { diagnosticsFor, tooManyNote } from '../../../server/src/lsp/diagnostics';
import { localeNote } from '../../../server/src/lsp/locale';
import { documentSymbols, inlayHints } from '../../../server/src/lsp/outline';
import { readSettings, restrictForUntrusted } from '../../../server/src/lsp/settings';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { check, codes, db, format, INFO } from '../rules/helpers';

const L10N_DEV = path.resolve('node_modules', '@vscode', 'l10n-dev', 'dist', 'cli.js');

/** Inputs that between them make every parse reason speak, in every dialect. */
const INPUTS: string[] = [
  '4x',
  '0 Sol Ring',
  '1000 Sol Ring',
  'Sol Ring x1000',
  '1 Sol\u0001Ring',
  '1 ---',
  '1 Sol \ufffd Ring',
  '// format:',
  '// fromat: commander',
  '// Foo: bar\n1 Sol Ring',
  Array.from({ length: 10 }, (_, i) => `the quick brown fox number ${i} jumps over it`).join('\n'),
  Array.from({ length: 10 }, (_, i) => `Pack 1 pick ${i + 1}:\n    Sol Ring\n--> Lightning Bolt`).join('\n'),
  // More than the 200 syntax diagnostics a document keeps: errors, warnings, notes.
  Array.from({ length: 230 }, () => '0 Sol Ring').join('\n'),
  Array.from({ length: 230 }, () => '// format:').join('\n'),
  Array.from({ length: 230 }, (_, i) => `// Foo${i}: bar`).join('\n'),
  '<?xml version="1.0"?><!DOCTYPE Deck><Deck></Deck>',
  '<Deck><Cards Quantity="1" Name="Sol Ring"></Deck>',
  '<?xml version="1.0"?><Foo><Cards Quantity="1" Name="Sol Ring"/></Foo>',
  '<Deck><Cards Quantity="1"/><Cards Quantity="x" Name="Sol Ring"/><Cards Quantity="0" Name="Sol Ring"/><Cards Quantity="5000" Name="Sol Ring"/><Cards Quantity="99999999999999999" Name="Sol Ring"/></Deck>',
  '<Deck></Deck>',
  '<cockatrice_deck></cockatrice_deck>',
  '<deck><section name="Main"><card qty="1" id="x"></card></section></deck>',
  '<deck></deck>',
  '<deck>' + '<a>'.repeat(70),
  '<deck><!--' + 'x'.repeat(600 * 1024) + '--></deck>',
  '{"data": {"mainBoard": [ {"name": "Sol Ring", "count": 1}, ]}}',
  '{"x": {"mainBoard": [1]}}',
  '{"data": {"commander": 5, "mainBoard": []}}',
  '{"data": {"mainBoard": []}}',
  '{"data": {"mainBoard": [{"count": 1}, 5, {"name": "Sol Ring", "count": "x"}]}}',
  '{"mainBoard": ["abc',
  '{"mainBoard": ["a\\q"]}',
  '{"mainBoard": ' + '['.repeat(70),
];

function parseDiagnostics(): DeckDiagnostic[] {
  return INPUTS.flatMap((t) => parseDeck(t).diagnostics);
}

const COUNTS: DeckCounts = { main: 99, commander: 1, companion: 0, sideboard: 0, maybeboard: 0 } as DeckCounts;
const withSize = (id: string, deckSize: FormatDefinition['deckSize']): FormatDefinition => ({ ...format(id), deckSize });

/** The outline's texts: the count text of every shape, and the titles of headerless sections. */
function outlineTexts(): string[] {
  const sections: SectionKind[] = ['commander', 'companion', 'main', 'sideboard', 'maybeboard', 'outside'];
  return [
    countText(COUNTS, format('commander')),
    countText({ ...COUNTS, main: 58, commander: 0, companion: 1, sideboard: 15 }, format('modern')),
    countText({ ...COUNTS, main: 98, commander: 2 }, withSize('commander', { exact: 98, includesCommandZone: false })),
    countText({ ...COUNTS, main: 58, commander: 0 }, withSize('modern', { includesCommandZone: false })),
    countText({ ...COUNTS, main: 100 }, format('commander')),
    ...sections.map(sectionTitle),
  ];
}

/** The words a parse message carries from the file: the written text's ASCII words and the directive keys. */
function dataWords(): string[] {
  const words = new Set<string>(KNOWN_DIRECTIVES);
  for (const t of INPUTS) for (const w of t.match(/[A-Za-z]+/g) ?? []) words.add(w);
  return [...words].sort((a, b) => b.length - a.length);
}

/** The English letters left once the file's words are out (an XML error's own words are saxes', in parentheses). */
function escapedEnglish(d: DeckDiagnostic | string, words: string[]): string {
  let rest = typeof d === 'string' ? d : d.message;
  if (typeof d !== 'string' && d.data?.reason === 'xml-malformed') rest = rest.replace(/\([^)]*\)/, ' ');
  for (const w of words) rest = rest.split(w).join(' ');
  return /[A-Za-z]/.test(rest) ? rest.trim() : '';
}

function withBundle<T>(contents: string, f: () => T): T {
  l10n.config({ contents });
  try {
    return f();
  } finally {
    l10n.config({ contents: {} });
  }
}

function pseudoBundle(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-pseudo-editor-'));
  try {
    copyFileSync('l10n/bundle.l10n.json', path.join(dir, 'bundle.l10n.json'));
    const r = spawnSync(process.execPath, [L10N_DEV, 'generate-pseudo', path.join(dir, 'bundle.l10n.json')], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    return readFileSync(path.join(dir, 'bundle.l10n.qps-ploc.json'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const japanese = () => readFileSync('l10n/bundle.l10n.ja.json', 'utf8');
const reasons = (list: DeckDiagnostic[]) => new Set(list.map((d) => String(d.data?.reason)));

test('pseudo-locale: every parse diagnostic of every dialect, the count text and the section titles come from the catalog', () => {
  const pseudo = pseudoBundle();
  const list = withBundle(pseudo, parseDiagnostics);
  const seen = reasons(list);
  for (const r of ['no-name', 'quantity-zero', 'quantity-too-large', 'quantity-invalid', 'control-characters', 'not-a-card', 'invalid-encoding', 'empty-directive', 'unknown-directive', 'not-a-decklist', 'too-many-problems', 'xml-doctype', 'xml-malformed', 'xml-root', 'xml-too-large', 'empty', 'unread-format', 'json-shape']) {
    assert.ok(seen.has(r), `the inputs make "${r}" speak (${[...seen].join(' ')})`);
  }
  const words = dataWords();
  const escaped = list.map((d) => [d.message, escapedEnglish(d, words)]).filter(([, rest]) => rest);
  assert.deepEqual(escaped, [], 'parse messages with English outside the catalog');
  const outline = withBundle(pseudo, outlineTexts);
  assert.deepEqual(outline.filter((t) => /[A-Za-z]/.test(t)), [], 'outline texts with English outside the catalog');
  assert.notEqual(escapedEnglish('No card name on this line.', words), '', 'the check would see an uncatalogued string');
});

test('Japanese: parse diagnostics are Japanese; codes, ranges, severities and data are those of English; what the file says stays as written', () => {
  const english = parseDiagnostics();
  const ja = withBundle(japanese(), parseDiagnostics);
  assert.equal(ja.length, english.length);
  const strip = (d: DeckDiagnostic) => ({ ...d, message: '' });
  assert.deepEqual(ja.map(strip), english.map(strip), 'only the texts change');
  for (const [i, d] of ja.entries()) assert.match(d.message, /[\u3040-\u30ff\u4e00-\u9fff]/, `${d.data?.reason}: ${d.message} (English: ${english[i].message})`);
  const byReason = (r: string) => ja.filter((d) => d.data?.reason === r).map((d) => d.message);
  assert.ok(byReason('quantity-zero').includes('「Sol Ring」の枚数が0です。1行に少なくとも1枚は必要です。1と書くか、この行を削除してください。'), byReason('quantity-zero').join('\n'));
  assert.ok(byReason('quantity-too-large').some((m) => m.includes('「1 1000 Sol Ring」')), byReason('quantity-too-large').join('\n'));
  assert.ok(byReason('unknown-directive').some((m) => m.startsWith('不明な指定「fromat:」です。「format:」のことですか？')), byReason('unknown-directive').join('\n'));
  assert.ok(byReason('empty-directive').includes('指定「format:」に値がありません。「format: …」のように書くか、この行を削除してください。'));
  assert.ok(byReason('too-many-problems').some((m) => /^…ほかに30件の問題があります（読み込めなかった行が30行）。これはデッキリストですか？/.test(m)), byReason('too-many-problems').join('\n'));
  assert.ok(byReason('too-many-problems').includes('…ほかにも上と同様の警告が30件あります。'));
  assert.ok(byReason('too-many-problems').includes('…ほかにも上と同様の情報が30件あります。'));
  assert.ok(byReason('unread-format').some((m) => m.includes('（値があるべきところに\']\'があります）')), byReason('unread-format').join('\n'));
  assert.ok(byReason('xml-root').includes('XML のルート要素が <Deck> ではなく <Foo> です。MTGO の .dek デッキではないかもしれません。'));
  // English is untouched once the Japanese bundle is gone.
  assert.deepEqual(parseDiagnostics(), english);
});

test('Japanese: the count text reads 99 + 1 / 100枚; headerless sections are named with the glossary terms; English unchanged', () => {
  const english = outlineTexts();
  assert.deepEqual(english, ['99 + 1 / 100', '58 / 60+ (2 too few) · companion 1 · sideboard 15', '98 / 98 + 2 commander', '58', '101 / 100 (1 too many)', 'Commander', 'Companion', 'Deck', 'Sideboard', 'Maybeboard', 'Outside the deck']);
  assert.deepEqual(withBundle(japanese(), outlineTexts), [
    '99 + 1 / 100枚',
    '58 / 60枚以上（2枚少ない） · 相棒 1枚 · サイドボード 15枚',
    '98 / 98枚 + 統率者 2枚',
    '58枚',
    '101 / 100枚（1枚多い）',
    '統率者',
    '相棒',
    'デッキ',
    'サイドボード',
    '候補',
    'デッキ外',
  ]);
  assert.deepEqual(outlineTexts(), english);
});

test('a Japanese name nothing resembles says how to download the Japanese name table on the command line; in Japanese too', () => {
  const deck = '4 Lightning Bolt\n4 稲妻\n52 島\n';
  const [en] = codes(check(deck, 'legacy'), 'unknown-card');
  assert.equal(en.message, 'Unknown card "稲妻". For Japanese names, run \'decklist cards update --lang ja\' once and check with --lang ja. Or write 《日本語名/English Name》.');
  const [ja] = withBundle(japanese(), () => codes(check(deck, 'legacy'), 'unknown-card'));
  assert.equal(ja.message, '不明なカード「稲妻」。日本語名を使うには、一度だけ「decklist cards update --lang ja」を実行してください。その後は --lang ja を付けて検査してください。または《日本語名/English Name》と書いてください。');
  assert.deepEqual(ja.data, en.data);
});

/** decklist.config.json files that between them make every problem of the file and of a format's fields speak. */
const CONFIGS: string[] = [
  '{"format": "commander",',
  '[1, 2]',
  '{"formats": 5, "severity": 5}',
  JSON.stringify({
    format: 5,
    severity: { banned: 'loud' },
    severities: { nonsense: 'error' },
    nonsense: 1,
    formats: {
      'bad id!': {},
      notobj: 5,
      f1: { extends: 5, name: 1, description: 1, source: 1, asOf: 'x', legalityKey: 1, legalityKeyValidFrom: 1, restrictedMeans: 'x', copyLimit: 0, deckSize: { includesCommandZone: 1 }, exempt: 5, sideboard: { max: 'x' }, commander: { eligibility: ['x'] }, companion: { allowed: 1 }, banned: 5, team: 5, seeAlso: 5, brackets: 5, severities: 5, bogus: 1 },
      f2: { extends: 'nosuch', deckSize: { exact: 'x' }, exempt: { basicLands: 1 }, sideboard: { note: 1 }, commander: { pairings: ['x'] }, companion: { foo: true } },
      f3: { deckSize: { foo: 1 }, exempt: { names: 5 }, sideboard: { countsTowardCopyLimit: 1 }, commander: { colorIdentity: 1 }, companion: 5 },
      f4: { deckSize: 5, exempt: { foo: 1 }, sideboard: { foo: 1 }, commander: { foo: 1 } },
      f5: { sideboard: 5, commander: 5, commander2: 1 },
      f6: { commander: { eligibility: 5 } },
    },
  }),
  '{"brackets": 5}',
  JSON.stringify({
    brackets: {
      nosuch: {},
      gameChangers: 5,
      tutors: { cards: [], bogus: 1, source: 1, asOf: 'x', limits: { '4': 1 } },
      extraTurns: { cards: [], limits: { '9': 1 } },
      massLandDenial: { add: 5, limits: { '2': -1 } },
      combos: { add: [['Sol Ring', 'Sol Ring']], limits: 5 },
    },
  }),
];

/** A config whose format definitions are each right, but not together: a cycle, no base, an unknown base. */
const CONFIG_WITH_BAD_BASES = JSON.stringify({ formats: { a: { extends: 'b' }, b: { extends: 'a' }, c: { name: 'C' }, d: { extends: 'nosuch' } } });

/** A config whose "brackets" lists name cards the card data does not know (one misspelt, one nothing like a card). */
const CONFIG_WITH_NAMES = JSON.stringify({ brackets: { gameChangers: { add: ['Sol Rnig', 'Zzzzqx Qqq'] } } });

function configMessages(): string[] {
  const names = parseConfig(CONFIG_WITH_NAMES, 'decklist.config.json').cardNames ?? [];
  const bases = createFormatRegistry(parseConfig(CONFIG_WITH_BAD_BASES, 'decklist.config.json').config).errors;
  return [
    ...CONFIGS.flatMap((t) => parseConfig(t, 'decklist.config.json').errors.map((e) => e.message)),
    ...unknownConfigCardNames(names, db()).map((p) => p.message),
    ...bases.map((e) => e.message),
  ];
}

/** The words a config message carries from the file and its schema (field names, enum values, format ids, codes), and JSON.parse's own. */
function configWords(): string[] {
  const words = new Set<string>();
  const schema = readFileSync('server/src/core/formats/config.schema.json', 'utf8');
  // The card data's label and the names it suggests are data too.
  for (const t of [...CONFIGS, CONFIG_WITH_NAMES, CONFIG_WITH_BAD_BASES, schema, INFO.label, ...RULES_CARDS.map((c) => String(c.name))]) for (const w of t.match(/[A-Za-z]+/g) ?? []) words.add(w);
  for (const t of CONFIGS) {
    try {
      JSON.parse(t);
    } catch (e) {
      for (const w of (e as Error).message.match(/[A-Za-z]+/g) ?? []) words.add(w);
    }
  }
  for (const id of createFormatRegistry().ids()) for (const w of id.match(/[A-Za-z]+/g) ?? []) words.add(w);
  return [...words].sort((a, b) => b.length - a.length);
}

test('pseudo-locale and Japanese: every problem of a decklist.config.json comes from the catalog; English unchanged', () => {
  const english = configMessages();
  assert.ok(english.length >= 55, `the files make most problems speak (${english.length})`);
  assert.ok(english.some((m) => m.includes('did you mean "Sol Ring"?')), english.join('\n'));
  for (const m of ['extends itself through', 'needs "extends"', 'extends "nosuch", which is not a known format']) assert.ok(english.some((e) => e.includes(m)), m);
  const pseudo = withBundle(pseudoBundle(), configMessages);
  assert.equal(pseudo.length, english.length);
  const words = configWords();
  // Whole words only: the file's words are short and common ("name", "max").
  const escaped = pseudo.map((m) => [m, m.replace(/[A-Za-z]+/g, (w) => (words.includes(w) ? ' ' : w))]).filter(([, rest]) => /[A-Za-z]/.test(rest));
  assert.deepEqual(escaped, [], 'config messages with English outside the catalog');
  const ja = withBundle(japanese(), configMessages);
  for (const [i, m] of ja.entries()) assert.match(m, /[\u3040-\u30ff\u4e00-\u9fff]/, `${m} (English: ${english[i]})`);
  assert.ok(ja.includes('フォーマット "f1" の "name": 文字列にしてください'), ja.join('\n'));
  assert.ok(ja.includes('フォーマット "f1" の "deckSize": includesCommandZone は true か false にしてください'), ja.join('\n'));
  assert.ok(english.includes('format "f1": "deckSize" includesCommandZone must be true or false'), english.join('\n'));
  assert.ok(ja.some((m) => m.startsWith('不明な設定 "nonsense" です')), ja.join('\n'));
  assert.ok(ja.includes('"brackets.tutors.cards": は指定できません。サーチはカードのテキストから見つけるため、"add" と "remove" を使ってください'), ja.join('\n'));
  assert.ok(ja.includes('"brackets.gameChangers.add": rules test cardsに "Sol Rnig" という名前のカードはありません。"Sol Ring"のことですか？このままではどのカードにも当てはまりません。'), ja.join('\n'));
  assert.deepEqual(configMessages(), english);
});

test('the card data notes the editor shows while loading are Japanese: building the index, and how to get the Japanese name table', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-notes-ja-'));
  try {
    const src = path.join(dir, 'cards.json');
    writeFileSync(src, JSON.stringify(RULES_CARDS));
    const notes: string[] = [];
    // A Scryfall file has no Japanese names: the note says how to download them.
    l10n.config({ contents: japanese() });
    try {
      await openCardDatabase({ cardsPath: src, env: {}, cacheDir: path.join(dir, 'cache'), languages: ['Japanese'], onNotice: (m) => notes.push(m) });
    } finally {
      l10n.config({ contents: {} });
    }
    assert.ok(notes.some((m) => /^.*cards\.json のカード索引を作成中（データの更新ごとに1回）…$/.test(m)), notes.join('\n'));
    assert.ok(
      notes.includes(
        'Japanese のカード名表には MTGJSON の AtomicCards が必要ですが、まだダウンロードされていません。ダウンロードするには、「decklist cards update --lang Japanese」を実行してください。《日本語名/English Name》の書き方はこれなしでも使えます。',
      ),
      notes.join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The outline and inlay hints the server sends for a deck with a category and a nameless line, through the LSP handlers. */
function lspOutlineTexts(): string[] {
  const text = '// format: commander\nCommander\n1 Phelddagrif\nDeck\n// Ramp\n1 Sol Ring\n1 Arcane Signet\n';
  const doc = TextDocument.create('file:///deck.txt', 'decklist', 1, text);
  const service = createDecklistService({ cards: db() });
  const document = parseDeck(text, { fileName: '/deck.txt' });
  const [check] = service.checkParsed([{ path: '/deck.txt', document }]);
  // Only what the handlers read of the store: the deck's analysis.
  const store = { analysis: () => ({ uri: doc.uri, version: 1, document, check, service }) } as unknown as DeckStore;
  const symbols = documentSymbols(store, doc);
  const hints = inlayHints(store, doc, { start: { line: 0, character: 0 }, end: { line: 100, character: 0 } });
  return [
    ...symbols.flatMap((x) => [x.detail ?? '', ...(x.children ?? []).map((c) => c.detail ?? '')]),
    ...hints.flatMap((h) => [String(h.label), String(h.tooltip ?? '')]),
  ];
}

test('pseudo-locale and Japanese: the outline\'s details and the inlay hints\' labels and tooltips come from the catalog', () => {
  const english = lspOutlineTexts();
  assert.ok(english.includes('category · 2 cards'), english.join(' | '));
  assert.ok(english.includes(' 3 / 100 (97 too few)'), english.join(' | '));
  const words = [...new Set(['Commander', ...RULES_CARDS.map((c) => String(c.name))])];
  const pseudo = withBundle(pseudoBundle(), lspOutlineTexts);
  const escaped = pseudo.filter((t) => /[A-Za-z]/.test(words.reduce((rest, w) => rest.split(w).join(' '), t)));
  assert.deepEqual(escaped, [], 'outline and inlay texts with English outside the catalog');
  const ja = withBundle(japanese(), lspOutlineTexts);
  assert.ok(ja.includes('カテゴリー · 2枚'), ja.join(' | '));
  assert.ok(ja.includes(' 3 / 100枚（97枚少ない）'), ja.join(' | '));
  assert.ok(ja.includes('統率者戦: デッキの枚数 + 統率領域の枚数 / フォーマットが求める枚数'), ja.join(' | '));
  assert.deepEqual(lspOutlineTexts(), english);
});

/** The editor-only notes: problems not shown, card data loading or missing, Restricted Mode, a language not spoken. */
function editorNotes(): string[] {
  const document = parseDeck('1 Sol Ring\n');
  const store = { door: 'vscode' } as DeckStore;
  const analysis = { uri: 'file:///deck.txt', version: 1, document };
  const { notice } = restrictForUntrusted(readSettings({ cardData: { path: '/elsewhere/cards.json' } }), ['/workspace'], ['decklist.cardData.allowNetwork']);
  return [
    String(tooManyNote(1200, 1000, 'vscode').message),
    ...(['loading', 'failed'] as const).map((state) => String(diagnosticsFor(analysis, store, state)[0].message)),
    String(notice),
    localeNote('klingon', undefined, undefined)!.text,
    localeNote(undefined, 'de', undefined)!.text,
    localeNote(undefined, undefined, 'de')!.text,
  ];
}

test('pseudo-locale and Japanese: the editor-only notes come from the catalog', () => {
  const english = editorNotes();
  assert.equal(english[0], '200 more problems are not shown (1200 in all). Fix the first ones to see the next ones.');
  // What the notes quote: commands, settings, paths and the language values as written.
  const quoted = (t: string) => t.replace(/"[^"]*"|\/[\w/.]+|decklist\.[\w.]+|\bja\b|\ben\b/g, ' ');
  const pseudo = withBundle(pseudoBundle(), editorNotes);
  assert.deepEqual(pseudo.filter((t) => /[A-Za-z]/.test(quoted(t).replace(/Decklist/g, ' '))), [], 'notes with English outside the catalog');
  const ja = withBundle(japanese(), editorNotes);
  assert.equal(ja[0], 'ほかに200件の問題は表示していません（全1200件）。先頭の問題を直すと、続きが表示されます。');
  assert.equal(ja[1], 'カードデータを読み込み中… カードデータの準備ができるまでは書式だけを検査します。');
  assert.match(ja[2], /^カードデータを読み込めなかったため、書式だけを検査しています。.*「Decklist: Update Card Data」/);
  assert.deepEqual(editorNotes(), english);
});

test('why card data could not be read or downloaded is said in Japanese; English unchanged', async () => {
  const missing = path.join(tmpdir(), 'decklist-no-such-dir', 'cards.json');
  const failures = async (): Promise<string[]> => {
    const out: string[] = [];
    await openCardDatabase({ cardsPath: missing, env: {}, cacheDir: path.join(tmpdir(), 'decklist-no-such-cache') }).catch((e: Error) => out.push(e.message));
    // Refused before any socket is opened: plain HTTP to a host that is no mirror.
    await scryfallBulkLocation('oracle_cards', { scryfallApi: 'http://example.com' }).catch((e: Error) => out.push(e.message));
    return out;
  };
  const english = await failures();
  assert.deepEqual(english, [
    `card data file ${missing}: cannot be read (ENOENT: no such file)`,
    'refusing to download card data from http://example.com/bulk-data: only HTTPS is used (plain HTTP only for a mirror on 127.0.0.1)',
  ]);
  l10n.config({ contents: japanese() });
  let ja: string[];
  try {
    ja = await failures();
  } finally {
    l10n.config({ contents: {} });
  }
  assert.deepEqual(ja, [
    `カードデータのファイル ${missing}: 読み込めません（ENOENT: ファイルがありません）`,
    'http://example.com/bulk-data からはカードデータをダウンロードしません。HTTPS だけを使います（平文の HTTP は 127.0.0.1 のミラーだけ）',
  ]);
  assert.deepEqual(await failures(), english);
});
