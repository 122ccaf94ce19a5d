// The editor features over the protocol speak the server's locale: with `locale: "ja"` a hover's
// labels, a completion item's detail (and its resolved documentation) and a quick fix's title are
// Japanese, the card names in them as the deck wrote them; with `en` they are the English of before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { CodeAction, CompletionItem, CompletionList, Hover } from 'vscode-languageserver-protocol';
import { SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const DECK = '// format: modern\n4 Lightnig Bolt\n4 Lightning Bolt\n52 Mountain\n';

interface Seen {
  hover: string;
  fix: string[];
  sectionDetail: string | undefined;
  directiveDetail: string | undefined;
  documentation: string;
}

async function features(s: TestServer): Promise<Seen> {
  const uri = s.open('deck.txt', DECK);
  const diagnostics = await s.diagnosticsFor(uri, 1);
  const hover = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 4 } })) as Hover;
  const unknown = diagnostics.find((d) => d.code === 'unknown-card')!;
  const actions = (await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: unknown.range, context: { diagnostics: [unknown] } })) as CodeAction[];
  const complete = async (line: number, text: string): Promise<CompletionItem[]> => {
    s.replaceAll(uri, line + 2, DECK + text);
    return ((await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 4, character: text.length } })) as CompletionList).items;
  };
  const section = (await complete(0, 'Side')).find((i) => i.label === 'Sideboard');
  const directive = (await complete(1, '// form')).find((i) => i.label === 'format:');
  const card = (await complete(2, '1 Lightning B')).find((i) => i.label === 'Lightning Bolt')!;
  const resolved = (await s.conn.sendRequest('completionItem/resolve', card)) as CompletionItem;
  return {
    hover: (hover.contents as { value: string }).value,
    fix: actions.map((a) => a.title),
    sectionDetail: section?.detail,
    directiveDetail: directive?.detail,
    documentation: (resolved.documentation as { value: string } | undefined)?.value ?? '',
  };
}

async function seen(locale: string): Promise<Seen> {
  const s = await startServer({ locale, settings: { cardData: { autoUpdate: false, allowNetwork: false } } });
  try {
    return await features(s);
  } finally {
    await s.stop();
  }
}

test('locale ja: hover labels, completion details and quick-fix titles are Japanese; locale en: English', { skip }, async () => {
  const ja = await seen('ja');
  assert.match(ja.hover, /\*\*Lightning Bolt\*\* \{R\}\n\*Instant\* · マナ総量1\n/);
  assert.match(ja.hover, /固有色: R\n- R: マナ・コストに\{R\}/);
  assert.match(ja.hover, /\*\*このデッキでは:\*\* モダンで使用可能、デッキに4枚（3行目）/);
  assert.match(ja.hover, /\*\*引く確率\*\*（\d+枚中に4枚、1枚以上引く）:/);
  assert.match(ja.hover, /\*カードデータ: .*枚）\*$/);
  assert.ok(ja.fix.includes('「Lightning Bolt」に変更'), ja.fix.join('; '));
  assert.equal(ja.sectionDetail, 'セクション見出し');
  assert.equal(ja.directiveDetail, 'このデッキを検査するフォーマット');
  assert.match(ja.documentation, /固有色: R/);

  const en = await seen('en');
  assert.match(en.hover, /\*\*Lightning Bolt\*\* \{R\}\n\*Instant\* · mana value 1\n/);
  assert.match(en.hover, /\*\*In this deck:\*\* legal in Modern; 4 copies in the deck \(line 3\)/);
  assert.match(en.hover, /\*\*Draw odds\*\* \(4 copies in \d+ cards, at least one\):/);
  assert.ok(en.fix.includes('Change to "Lightning Bolt"'), en.fix.join('; '));
  assert.equal(en.sectionDetail, 'section header');
  assert.equal(en.directiveDetail, 'the format this deck is checked against');
  assert.match(en.documentation, /Color identity: R/);
  for (const text of [en.hover, ...en.fix, en.sectionDetail!, en.directiveDetail!, en.documentation]) assert.doesNotMatch(text, /[\u3040-\u30ff\u4e00-\u9fff]/, text);
});
