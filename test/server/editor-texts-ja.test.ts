// The editor's own texts speak the server's locale: inlay hints (`99 + 1 / 100枚`), the outline's
// names and details, parse diagnostics; English is unchanged. An unknown `decklist.locale` falls
// back to English with exactly one note, an unknown editor language with one log line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic, DocumentSymbol, InlayHint } from 'vscode-languageserver-protocol';
import { commanderDeck } from '../unit/rules/helpers';
import { SERVER, startServer, type StartOptions, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

/** A headerless commander deck (its sections are named by the server) with one line the parser cannot read. */
const DECK = commanderDeck('Phelddagrif', ['Sol Ring']).replace(/^(Commander|Deck)\n/gm, '') + '0 Sol Ring\n';

interface EditorTexts {
  diagnostics: Diagnostic[];
  symbols: DocumentSymbol[];
  hints: InlayHint[];
}

async function editorTexts(options: StartOptions): Promise<EditorTexts> {
  const s = await startServer(options);
  try {
    const uri = s.open('deck.edh', DECK);
    const diagnostics = await s.diagnosticsFor(uri, 1);
    const symbols = (await s.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as DocumentSymbol[];
    const hints = (await s.conn.sendRequest('textDocument/inlayHint', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 200, character: 0 } },
    })) as InlayHint[];
    return { diagnostics, symbols, hints };
  } finally {
    await s.stop();
  }
}

const text = (d: Diagnostic): string => (typeof d.message === 'string' ? d.message : d.message.value);
const label = (h: InlayHint): string => (typeof h.label === 'string' ? h.label : h.label.map((p) => p.value).join('')).trim();

test('locale ja: inlay hints, outline and parse diagnostics are Japanese; locale en: English as before', { skip }, async () => {
  const ja = await editorTexts({ locale: 'ja' });
  const en = await editorTexts({ locale: 'en' });

  assert.deepEqual(en.hints.map(label), ['99 + 1 / 100']);
  assert.deepEqual(ja.hints.map(label), ['99 + 1 / 100枚']);
  assert.equal(en.hints[0].tooltip, 'Commander: cards in the deck + command zone / the size the format asks for');
  assert.equal(ja.hints[0].tooltip, '統率者戦: デッキの枚数 + 統率領域の枚数 / フォーマットが求める枚数');

  const outline = (r: EditorTexts) => r.symbols.map((x) => `${x.name}: ${x.detail}`);
  assert.deepEqual(outline(en), ['Commander: 1 card', 'Deck: 99 cards']);
  assert.deepEqual(outline(ja), ['統率者: 1枚', 'デッキ: 99枚']);
  assert.deepEqual(ja.symbols[1].children?.map((c) => c.name), en.symbols[1].children?.map((c) => c.name), 'card names stay as written');

  const parse = (r: EditorTexts) => r.diagnostics.filter((d) => d.code === 'parse');
  assert.equal(parse(en).length, 1);
  assert.equal(text(parse(en)[0]), "Quantity 0 for 'Sol Ring': a line must count at least one copy. Write 1, or delete the line.");
  assert.equal(text(parse(ja)[0]), '「Sol Ring」の枚数が0です。1行に少なくとも1枚は必要です。1と書くか、この行を削除してください。');
  assert.deepEqual(parse(ja).map((d) => [d.range, d.severity, d.data]), parse(en).map((d) => [d.range, d.severity, d.data]));
});

async function notes(s: TestServer): Promise<{ shown: string[]; logged: string[] }> {
  const logged = s.notifications
    .filter((n) => n.method === 'window/logMessage')
    .map((n) => (n.params as { message: string }).message)
    .filter((m) => /Decklist speaks English and Japanese|decklist\.locale is/.test(m));
  return { shown: s.messages.filter((m) => /decklist\.locale/.test(m)), logged };
}

test('an unknown decklist.locale: English, and exactly one note, however often the settings are read again', { skip }, async () => {
  const s = await startServer({ locale: 'ja', settings: { locale: 'klingon' } });
  try {
    const uri = s.open('deck.edh', DECK);
    const diagnostics = await s.diagnosticsFor(uri, 1);
    assert.equal(text(diagnostics.find((d) => d.code === 'parse')!), "Quantity 0 for 'Sol Ring': a line must count at least one copy. Write 1, or delete the line.");
    // The settings are read again (as after any change of configuration): no second note.
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: null });
    s.replaceAll(uri, 2, DECK + '\n');
    await s.diagnosticsFor(uri, 2);
    const { shown, logged } = await notes(s);
    assert.deepEqual(shown, ['Decklist: decklist.locale is "klingon", which is not "auto", "en" or "ja"; using English. Set it to "ja" for Japanese.']);
    assert.deepEqual(logged, []);
  } finally {
    await s.stop();
  }
});

test('an editor language the server does not speak: English, one log line and no notification', { skip }, async () => {
  const s = await startServer({ locale: 'de' });
  try {
    const uri = s.open('deck.edh', DECK);
    await s.diagnosticsFor(uri, 1);
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: null });
    s.replaceAll(uri, 2, DECK + '\n');
    const diagnostics = await s.diagnosticsFor(uri, 2);
    assert.match(text(diagnostics.find((d) => d.code === 'parse')!), /^Quantity 0/);
    const { shown, logged } = await notes(s);
    assert.deepEqual(shown, []);
    assert.deepEqual(logged, ['Decklist: the editor\'s language is "de"; Decklist speaks English and Japanese, so messages are in English. Set "decklist.locale" to "ja" for Japanese.']);
  } finally {
    await s.stop();
  }
});

test('decklist.locale changed while a deck is open: its parse diagnostics and inlay hints are worded again in the new language', { skip }, async () => {
  const s = await startServer({ locale: 'en', settings: { locale: 'en' } });
  try {
    const uri = s.open('deck.edh', DECK);
    const before = await s.diagnosticsFor(uri, 1);
    assert.match(text(before.find((d) => d.code === 'parse')!), /^Quantity 0/);
    s.settings = { ...s.settings, locale: 'ja' };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: null });
    const after = await s.until('Japanese diagnostics of the same version', () => {
      const last = (s.diagnostics.get(uri) ?? []).at(-1);
      const parse = last?.diagnostics.find((d) => d.code === 'parse');
      return last?.version === 1 && parse && /枚数が0です/.test(text(parse)) ? last.diagnostics : undefined;
    });
    assert.equal(after.length, before.length);
    const hints = (await s.conn.sendRequest('textDocument/inlayHint', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 200, character: 0 } },
    })) as InlayHint[];
    assert.deepEqual(hints.map(label), ['99 + 1 / 100枚']);
  } finally {
    await s.stop();
  }
});

test('a decklist.config.json\'s problems are worded in the server\'s language, and again when it changes', { skip }, async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'decklist-config-ja-'));
  writeFileSync(path.join(folder, 'decklist.config.json'), JSON.stringify({ formats: { house: { extends: 'commander', name: 1 } } }, null, 2));
  const configUri = pathToFileURL(path.join(folder, 'decklist.config.json')).toString();
  const s = await startServer({ folder, settings: { locale: 'ja' } });
  try {
    s.open('deck.edh', DECK);
    const published = (pattern: RegExp) =>
      s.until(`config problems matching ${pattern}`, () => {
        const last = (s.diagnostics.get(configUri) ?? []).at(-1);
        return last && last.diagnostics.length === 1 && pattern.test(text(last.diagnostics[0])) ? last.diagnostics[0] : undefined;
      });
    const ja = await published(/文字列にしてください/);
    assert.equal(text(ja), 'フォーマット "house" の "name": 文字列にしてください');
    s.settings = { ...s.settings, locale: 'en' };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: null });
    const en = await published(/must be a string/);
    assert.equal(text(en), 'format "house": "name" must be a string');
    assert.deepEqual(en.range, ja.range);
  } finally {
    await s.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('no card data could be loaded: the notification and the syntax-only note are Japanese, naming the file and why', { skip }, async () => {
  const missing = path.join(tmpdir(), 'decklist-no-such-dir', 'cards.json');
  const s = await startServer({ locale: 'ja', cards: missing, initializationOptions: { decklistExtension: true } });
  try {
    const uri = s.open('deck.edh', DECK);
    const shown = await s.until('the card data failure', () => s.messages.find((m) => m.includes(missing)));
    assert.equal(shown, `Decklist: カードデータを読み込めませんでした（カードデータのファイル ${missing}: 読み込めません（ENOENT: ファイルがありません））。デッキは書式だけを検査します。設定「decklist.cardData.path」を確認するか、「Decklist: カードデータを更新」を実行してください。`);
    const note = await s.until('the syntax-only note', () => (s.diagnostics.get(uri) ?? []).at(-1)?.diagnostics.find((d) => d.code === 'card-data' && /書式だけを検査しています/.test(text(d))));
    assert.match(text(note), /^カードデータを読み込めなかったため、書式だけを検査しています。/);
  } finally {
    await s.stop();
  }
});
