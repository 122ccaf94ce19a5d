// Hovers, completion details and quick-fix titles come from the message catalog: a pseudo-locale
// run shows that no words of theirs escape it (the card data's and the deck's own words aside),
// the Japanese bundle makes them Japanese with the glossary's terms, and English stays as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cardFromScryfall, createMemoryCardDatabase, describeCard } from '../../../server/src/core/cards';
import { RulingsStore, buildRulingsStore, readRulingsFile } from '../../../server/src/core/cards/rulings';
import { SPELLBOOK_FILE } from '../../../server/src/core/cards/download';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { BRACKET_NAMES } from '../../../server/src/core/brackets';
import { BRACKET_TAG_NAMES } from '../../../server/src/core/combos/messages';
import { openCombos, type ComboStore } from '../../../server/src/core/combos/store';
import { describeFormat } from '../../../server/src/core/formats/describe';
import { escapeMarkdown } from '../../../server/src/core/markdown';
import { createDecklistService, type DecklistService, type FileCheck, type HoverOptions } from '../../../server/src/core/index';
import { BRACKET_CARDS, BRACKET_DB_CARDS } from '../../fixtures/brackets/cards';
import { RULINGS_OBJECTS, SOL_RING_ID } from '../../fixtures/cards/rulings';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { VARIANTS_EXPORT } from '../../fixtures/spellbook/variants';
import { inJapanese, inPseudoLocale } from '../../support/catalog';
import { commanderDeck, createFormatRegistry, INFO } from '../rules/helpers';

/** A card with prices and rulings (the rules cards have neither). */
const PRICED = cardFromScryfall({
  name: 'Priced Test Ring',
  oracle_id: SOL_RING_ID,
  mana_cost: '{1}',
  cmc: 1,
  type_line: 'Artifact',
  oracle_text: '{T}: Add {C}{C}.',
  prices: { usd: '1.50', eur: '1.20', tix: '0.10' },
});

function rulings(dir: string): RulingsStore {
  writeFileSync(path.join(dir, 'r.json'), JSON.stringify(RULINGS_OBJECTS));
  const file = path.join(dir, 'r.dlrul');
  writeFileSync(file, buildRulingsStore(readRulingsFile(path.join(dir, 'r.json')), '2026-11-19', { size: 0, mtimeMs: 0 }));
  return RulingsStore.load(file);
}

async function combos(dir: string): Promise<ComboStore> {
  const file = path.join(dir, SPELLBOOK_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, gzipSync(JSON.stringify(VARIANTS_EXPORT)));
  const store = await openCombos(dir);
  assert.ok(store, 'the fixture combos compile');
  return store;
}

interface Surfaces {
  /** Every hover, the format line's game rules (another module's words) left out. */
  hovers: string[];
  /** Every completion item's detail and description. */
  completions: string[];
  /** Every quick fix's title, "fix all" included. */
  fixes: string[];
  /** The card descriptions of `decklist cards lookup` and the completion's documentation. */
  descriptions: string[];
  /** The words of the decks and the data that the texts may carry. */
  data: Set<string>;
}

const DECKS: Array<{ format: string; text: string }> = [
  {
    format: 'commander',
    text:
      '// format: commander\n// bracket: 2\n' +
      commanderDeck('Tymna the Weaver', ['Lightning Bolt', '2 Sol Ring', 'Unknwn Card', 'Krark, the Thumbless', 'Ancestral Recall', 'Teferi, Temporal Archmage', 'Fire // Ice']) +
      'Sideboard\n1 Counterspell\nMaybeboard\n1 Balance\n',
  },
  // An inferred commander, and other legends that would cover the list: the fixes that name them.
  {
    format: 'commander',
    text: ['Tymna the Weaver', 'Counterspell', "Atraxa, Praetors' Voice", 'Test Four-Color Legend', 'Thrasios, Triton Hero'].map((n) => `1 ${n}\n`).join('') + '24 Plains\n24 Island\n24 Swamp\n23 Forest\n',
  },
  { format: 'modern', text: '// format: moden\n4 Lightnig Bolt\n' },
  { format: 'vintage', text: '// format: vintage\n4 Ancestral Recall\n5 Lightning Bolt\n4 Black Lotus\n4 Lightning Bolt\n20 Island\nsol ring\n1 《稲妻/Lightning Bolt》\nSideboard\n20 Counterspell' },
  { format: 'legacy', text: '// format: legacy\n// team: A\n4 Lightning Bolt\n1 Kitchen Finks\n55 Mountain\n// format: moden' },
  { format: 'crossfire', text: '// format: crossfire\n// team: A\n4 Lightning Bolt\n56 Mountain' },
  { format: 'mental-legacy', text: '// format: mental-legacy\n4 Goblin Piker\n1 Krark, the Thumbless\n4 Lightning Bolt\n4 Counterspell\n1 Life // Death\n51 Island' },
];

function hoversOf(service: DecklistService, check: FileCheck, text: string, options: HoverOptions): string[] {
  const out = new Set<string>();
  const format = check.context.format;
  const rules = describeFormat(format, { markdown: true });
  text.split('\n').forEach((line, i) => {
    for (const character of [0, 3, Math.floor(line.length / 2), line.length - 1]) {
      const h = service.hover(check, { line: i, character: Math.max(0, character) }, options);
      if (h) out.add(h.markdown.startsWith(rules) ? h.markdown.slice(rules.length) : h.markdown);
    }
  });
  return [...out];
}

const COMPLETION_LINES = ['// ', '// bracket: ', '// format: ', 'Si', 'サイ', '// チ', '1 Light', '1 Krark', '// commander: Tym', '1 Unknwn Crd', '4 {U}{U}'];

function completionsOf(service: DecklistService, check: FileCheck): string[] {
  const out: string[] = [];
  for (const lineText of COMPLETION_LINES) {
    for (const c of service.complete({ lineText, position: { line: 0, character: lineText.length }, check })) {
      if (c.detail) out.push(c.detail);
      if (c.description) out.push(c.description);
    }
  }
  return out;
}

function fixesOf(service: DecklistService, check: FileCheck, text: string): string[] {
  const end = text.split('\n').length - 1;
  const titles = service.fixes(check, text, { range: { start: { line: 0, character: 0 }, end: { line: end, character: 0 } }, diagnostics: check.diagnostics }).map((f) => f.title);
  const all = service.fixAll(check, text);
  return all ? [...titles, all.title] : titles;
}

interface Stores {
  combos: ComboStore;
  rulings: RulingsStore;
}

/** The downloaded extras the hover shows (rulings, Commander Spellbook's combos), from the fixtures. */
async function stores(): Promise<Stores> {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-features-l10n-'));
  try {
    return { combos: await combos(dir), rulings: rulings(dir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Everything the user reads of these features, computed under whatever catalog is in force. */
function surfaces({ combos: store, rulings: ruled }: Stores): Surfaces {
  {
    const atraxa = BRACKET_CARDS.find((c) => c.name === "Atraxa, Praetors' Voice")!;
    const legends = [atraxa, { ...atraxa, name: 'Test Four-Color Legend' }];
    const cards: CardDatabase = createMemoryCardDatabase([...[...RULES_CARDS, ...legends].map(cardFromScryfall), PRICED], { ...INFO, cards: RULES_CARDS.length + 3 });
    const data = new Set<string>([INFO.label, INFO.date, 'Unknwn Card', 'Unknwn Crd', 'moden', 'Lightnig Bolt', 'A', 'tix', 'decklist.languages', '"Japanese"', 'Commander Spellbook', 'commanderspellbook.com', "'decklist cards update --combos'", '"decklist.cardData.combos"', ...Object.values(BRACKET_NAMES), ...Object.values(BRACKET_TAG_NAMES)]);
    const s: Surfaces = { hovers: [], completions: [], fixes: [], descriptions: [], data };
    const options: HoverOptions = { prices: true, rulings: ruled, locale: 'ja' };
    const service = createDecklistService({ cards });
    for (const deck of DECKS) {
      const check = service.check(deck.text, { format: deck.format });
      s.hovers.push(...hoversOf(service, check, deck.text, options));
      s.completions.push(...completionsOf(service, check));
      s.fixes.push(...fixesOf(service, check, deck.text));
      for (const d of check.diagnostics) data.add(d.code);
      for (const section of deck.text.split('\n').filter((l) => /^[A-Z][a-z]+$/.test(l))) data.add(section);
    }
    // The formats' own words (their descriptions are the format data's, another module's); not their
    // names, which come from the catalog (formatName).
    const registry = createFormatRegistry();
    for (const f of registry.ids().map((id) => registry.get(id)!)) for (const w of [f.id, f.description, f.legalityKey, f.team?.note, f.sideboard?.note]) if (w) data.add(w);
    // In English, the Japanese name the line was written with.
    s.hovers.push(...hoversOf(service, service.check('1 《稲妻/Lightning Bolt》\n'), '1 《稲妻/Lightning Bolt》', { locale: 'en' }));
    s.hovers.push(...hoversOf(service, service.check('1 Priced Test Ring\n'), '1 Priced Test Ring', options));
    // A Commander deck with Commander Spellbook's combos: the combo lines and the bracket floor.
    const withCombos = createDecklistService({ cards: createMemoryCardDatabase(BRACKET_DB_CARDS.map(cardFromScryfall), { ...INFO, cards: BRACKET_DB_CARDS.length }), combos: store });
    const comboDeck = '// bracket: 1\n' + commanderDeck("Atraxa, Praetors' Voice", ['Plain Bear', 'Verdant Overseer', "Thassa's Oracle", 'Demonic Consultation'], ['Forest', 'Island', 'Plains', 'Swamp']);
    const comboCheck = withCombos.check(comboDeck);
    s.hovers.push(...hoversOf(withCombos, comboCheck, comboDeck, options));
    for (const c of comboCheck.combos?.found ?? []) for (const w of [...c.deckCards, ...c.produces]) data.add(w);
    for (const c of [...cards.allCards(), ...BRACKET_DB_CARDS.map(cardFromScryfall)]) {
      s.descriptions.push(describeCard(c, { markdown: true }), describeCard(c, { info: INFO }));
      for (const w of [c.name, c.typeLine, c.oracleText, c.manaCost, c.power, c.toughness, c.loyalty, ...Object.keys(c.legalities ?? {})]) if (w) data.add(w);
      for (const f of c.faces) for (const w of [f.name, f.typeLine, f.oracleText, f.manaCost]) if (w) data.add(w);
      for (const p of c.deckbuilding.pairing) if (p.with) data.add(p.with);
    }
    for (const r of RULINGS_OBJECTS) data.add(String(r.comment));
    return s;
  }
}

/** What is left of a text once the data's words, codes, links, mana symbols and color letters are out. */
function escapedEnglish(text: string, words: string[]): string {
  let rest = text.replace(/\]\((?:command:|https?:)[^)]*\)/g, '] ');
  for (const w of words) rest = rest.split(w).join(' ');
  rest = rest.replace(/\{[^{}\s]+\}/g, ' ').replace(/\b[WUBRGC]+\b/g, ' ').replace(/\b[a-z]+(?:-[a-z]+)+\b/g, ' ');
  return /[A-Za-z]/.test(rest) ? rest.trim() : '';
}

/** The data's words, each also as the hover escapes it for Markdown, longest first. */
function dataWords(data: Set<string>): string[] {
  const all = new Set<string>();
  for (const w of data) {
    all.add(w);
    all.add(escapeMarkdown(w));
    for (const line of w.split('\n')) if (line) all.add(line), all.add(escapeMarkdown(line));
  }
  return [...all].filter((w) => /[A-Za-z]/.test(w)).sort((a, b) => b.length - a.length);
}

test('pseudo-locale: hovers, completion details and quick-fix titles come from the catalog', async () => {
  const extras = await stores();
  const s = inPseudoLocale(() => surfaces(extras));
  assert.ok(s.hovers.length >= 30 && s.completions.length >= 30 && s.fixes.length >= 10, `${s.hovers.length} hovers, ${s.completions.length} completion texts, ${s.fixes.length} fix titles`);
  const words = dataWords(s.data);
  for (const [what, texts] of Object.entries({ hovers: s.hovers, completions: s.completions, fixes: s.fixes, descriptions: s.descriptions })) {
    const escaped = texts.map((t) => [t.slice(0, 300), escapedEnglish(t, words)]).filter(([, rest]) => rest);
    assert.deepEqual(escaped, [], `${what} with English outside the catalog`);
  }
  assert.notEqual(escapedEnglish('**In this deck:** 4 copies', words), '', 'the check would see an uncatalogued string');
});

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

test('Japanese: the same hovers, completion details and fix titles in Japanese with the glossary terms; card names as written', async () => {
  const extras = await stores();
  const ja = inJapanese(() => surfaces(extras));
  const en = surfaces(extras);
  assert.equal(ja.fixes.length, en.fixes.length);
  assert.equal(ja.completions.length, en.completions.length);
  for (const f of ja.fixes) assert.match(f, JAPANESE, f);
  for (const title of [
    '「Lightning Bolt」に変更',
    'フォーマットを「modern」に変更',
    'Lightning Boltをデッキから抜く',
    'Lightning Boltを候補に移す',
    'Sol Ringの枚数を1にする',
    'Lightning Boltを6枚抜く：この行と8行目から',
    'Lightning Boltを6枚抜く：この行と3、8行目から',
    '「Sol Ring」に直す',
    'Tymna the Weaverを統率者に指定（「// commander: Tymna the Weaver」を書き加える）',
    "Atraxa, Praetors' Voiceを統率者にする",
    'Tymna the WeaverとThrasios, Triton Heroを統率者にする',
    '制限カード2種をそれぞれ1枚だけ残す',
    '2種のカードの超過分をすべて抜く',
    '統率者の固有色の外にあるカード7枚をすべて抜く',
    'カードデータを更新',
    'このデッキの安全に直せる問題をすべて修正',
  ]) {
    assert.ok(ja.fixes.includes(title), `${title} in\n${ja.fixes.join('\n')}`);
  }
  for (const detail of ['セクション見出し', 'このデッキを検査するフォーマット', 'チーム名: 同じチームのデッキはまとめて検査します']) assert.ok(ja.completions.includes(detail), detail);
  assert.ok(ja.completions.some((d) => d.startsWith('統率者の固有色の外 · ')), 'an off-identity card says so first');
  assert.ok(ja.completions.includes('ゲームチェンジャー: 3枚まで · 大量土地破壊: 0枚 · 追加ターン: 2枚まで · 2枚コンボ: 何枚でも · サーチ: 何枚でも'), 'bracket 3 allows');
  const hovers = ja.hovers.join('\n\n');
  for (const words of [
    /\*\*Lightning Bolt\*\* \{R\}\n\*Instant\* · マナ総量1\n\nLightning Bolt deals 3 damage to any target\.  \n\n固有色: R\n- R: マナ・コストに\{R\}/,
    /\*\*このデッキでは:\*\* ヴィンテージでは制限カード、デッキに4枚（2行目）/,
    /統率者戦で使用可能、デッキに1枚（\d+行目）、統率者の固有色の外/,
    /\*\*このデッキでは:\*\* [^\n]*統率者/,
    /\*\*統率者戦のブラケット:\*\* このリストにはブラケット\d（[^）]+）以上が必要です。/,
    /宣言はブラケット2（コア）: リストはそれに収まります。/,
    /宣言はブラケット1（エキシビション）: リストにはブラケット\d（[^）]+）が必要です。/,
    /- ゲームチェンジャー2枚（ブラケット3（アップグレード）が必要）: Verdant Overseer、Thassa's Oracle\n- コンボ2件（ブラケット4（オプティマイズド）が必要）: /,
    /\*\*メンタル・レガシー:\*\* 完全に同じマナ・コスト `\{[^`]+\}` を持つ別のカード\d+枚として唱えられます/,
    /\*\*このデッキ:\*\* 土地以外のカード\d+枚のうち\d+枚は、ほかのどのカードとしても唱えられません/,
    /\*\*引く確率\*\*（\d+枚中に\d枚、1枚以上引く）:\n\n\| \| 初手 \| 2ターン目まで/,
    /コンボのリストは内蔵の短いもので、すべてのコンボではありません。Commander Spellbook のコンボを使うには、「decklist cards update --combos」を実行してください。/,
    /\*\*このデッキのコンボ1件の一部\*\*（Commander Spellbook のコンボ、2026-11-20時点、commanderspellbook\.com）:/,
    /\*\*裁定\*\*（5件、新しい順）:/,
    /\[裁定5件をすべて表示\]\(command:decklist\.showRulings\?/,
    /\*\*価格\*\*（2025-01-01、最安の版）: \$1\.50 · €1\.20 · 0\.10 tix/,
    /\*\*不明なカード\*\* `Unknwn Card`/,
    /\*\*Sideboard\*\*: 1枚（1行）/,
    /土地以外のカードのマナ総量:/,
    /チーム `A`: 同じチームを書いたデッキはまとめて検査します。/,
    /\*デッキに書かれた日本語名:\* \*\*稲妻\*\*/,
    /\*カードデータ: rules test cards（2025-01-01、\d+枚）\*/,
  ]) {
    assert.match(hovers, words);
  }
  assert.ok(ja.descriptions.some((d) => /デッキ構築: [^\n]*共闘/.test(d)), 'pairing notes');
  assert.ok(ja.descriptions.some((d) => /忠誠度 \d/.test(d)), 'loyalty');
  // English stays English: no Japanese but the names the decks wrote in it.
  for (const t of [...en.hovers, ...en.fixes, ...en.completions.filter((c) => !/^サイドボード|^チーム/.test(c)), ...en.descriptions]) {
    assert.doesNotMatch(t.replace(/稲妻/g, ''), JAPANESE, t);
  }
  assert.ok(en.fixes.includes('Change to "Lightning Bolt"') && en.fixes.includes('Remove Lightning Bolt from the deck') && en.fixes.includes('Fix all safe problems in this deck'));
  assert.ok(en.hovers.some((h) => h.includes('**In this deck:** restricted in Vintage; 4 copies in the deck (line 2)')));
});
