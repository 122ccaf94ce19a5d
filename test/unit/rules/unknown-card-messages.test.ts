// What a player reads about a name the card data does not know: the suggestions, the advice that
// fits the data in use, the severity by zone, and the suggestions an editor computes after the check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as l10n from '@vscode/l10n';
import { db } from './helpers';
import { spellingDb, today, type SpellingDb } from './spelling-db';
import { checkDeck, type CheckResult } from '../../../server/src/core/check';
import { parseDeck } from '../../../server/src/core/parse';
import { builtinFormat } from '../../../server/src/core/formats';
import { EDITOR_SUGGESTION_BUDGET, type SuggestionBudget } from '../../../server/src/core/rules/context';
import { computeDeferredSuggestions, rememberedSuggestions } from '../../../server/src/core/rules/unknown-card';
import { SNAPSHOT_LABEL } from '../../../server/src/core/cards/label';
import { range } from '../../../server/src/core/types';

const UPDATE = "For current card data, run 'decklist cards update'.";
const OLDER = ' The card may be newer than the card data.';
const SPELLING_OR_NEWER = ` Check the spelling. If the card is new, the card data may be older than it. ${UPDATE}`;
const SNAPSHOT = ` Check the spelling. The card data in use is the offline snapshot of January 2017: the card may simply be newer. ${UPDATE}`;
const SNAPSHOT_NOTE = ` The card data in use is the offline snapshot of January 2017: the card may simply be newer. ${UPDATE}`;
const TOO_MANY = ' This deck has too many unknown names to suggest spellings for all of them.';
const JAPANESE_TABLE = " For Japanese names, run 'decklist cards update --lang ja' once and check with --lang ja. Or write 《日本語名/English Name》.";

const SNAPSHOT_INFO = { source: 'snapshot', label: SNAPSHOT_LABEL, date: '2017-01-20' };

const MISSPELT = { 'Lightnig Bolt': ['Lightning Bolt'], Counterspel: ['Counterspell', 'Lightning Bolt'], 'Sol Rong': ['Sol Ring', 'Balance', 'Lich'] };

function checked(text: string, d: SpellingDb, budget?: SuggestionBudget): CheckResult {
  return checkDeck(parseDeck(text), d, builtinFormat('constructed')!, { suggestionBudget: budget, maxProblemsPerRule: 0 });
}

function unknownMessages(r: CheckResult): string[] {
  return r.diagnostics.filter((x) => x.code === 'unknown-card').map((x) => x.message);
}

test('unknown-card: one suggestion, two joined by "or", three by commas; dated data adds that the card may be newer, fresh data does not', () => {
  const text = '4 Lightnig Bolt\n4 Counterspel\n1 Sol Rong\n';
  const dated = checked(text, spellingDb(db(), MISSPELT));
  assert.deepEqual(dated.diagnostics.filter((x) => x.code === 'unknown-card')[0], {
    code: 'unknown-card',
    severity: 'error',
    message: `Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?${OLDER}`,
    range: range(0, 2, 15),
    card: 'Lightnig Bolt',
    data: { suggestions: ['Lightning Bolt'], name: 'Lightnig Bolt' },
  });
  assert.deepEqual(unknownMessages(dated), [
    `Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?${OLDER}`,
    `Unknown card "Counterspel". Did you mean "Counterspell" or "Lightning Bolt"?${OLDER}`,
    `Unknown card "Sol Rong". Did you mean "Sol Ring", "Balance", "Lich"?${OLDER}`,
  ]);
  assert.deepEqual(unknownMessages(checked(text, spellingDb(db(), MISSPELT, { info: { date: today() } }))), [
    'Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?',
    'Unknown card "Counterspel". Did you mean "Counterspell" or "Lightning Bolt"?',
    'Unknown card "Sol Rong". Did you mean "Sol Ring", "Balance", "Lich"?',
  ]);
  // The offline snapshot: the card may simply be newer than 2017.
  assert.deepEqual(unknownMessages(checked('4 Lightnig Bolt\n', spellingDb(db(), MISSPELT, { info: SNAPSHOT_INFO }))), [
    `Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?${SNAPSHOT_NOTE}`,
  ]);
});

test('unknown-card: nothing resembles the name: check the spelling, or get current data (the snapshot says it is from 2017)', () => {
  assert.deepEqual(unknownMessages(checked('4 Qwzx\n', spellingDb(db(), {}))), [`Unknown card "Qwzx".${SPELLING_OR_NEWER}`]);
  assert.deepEqual(unknownMessages(checked('4 Qwzx\n', spellingDb(db(), {}, { info: SNAPSHOT_INFO }))), [`Unknown card "Qwzx".${SNAPSHOT}`]);
});

test('unknown-card: an error in the deck and the sideboard, a warning in the maybeboard and among the tokens', () => {
  const r = checked('4 Qwzx\nSideboard\n1 Qwzy\nMaybeboard\n1 Qwzw\nTokens\n1 Qwzv\n', spellingDb(db(), {}));
  assert.deepEqual(
    r.diagnostics.filter((x) => x.code === 'unknown-card').map((x) => [x.card, x.severity, x.range.start.line]),
    [
      ['Qwzx', 'error', 0],
      ['Qwzy', 'error', 2],
      ['Qwzw', 'warning', 4],
      ['Qwzv', 'warning', 6],
    ],
  );
});

test('unknown-card: a name of 80 characters is said whole; a longer one is cut to 77 and "…" (the data keeps it whole)', () => {
  const eighty = 'Q'.repeat(80);
  const longer = 'W'.repeat(81);
  const r = checked(`1 ${eighty}\n1 ${longer}\n`, spellingDb(db(), {}));
  assert.deepEqual(
    r.diagnostics.filter((x) => x.code === 'unknown-card').map((x) => [x.message, x.card, x.data?.name]),
    [
      [`Unknown card "${eighty}".${SPELLING_OR_NEWER}`, eighty, eighty],
      [`Unknown card "${'W'.repeat(77)}…".${SPELLING_OR_NEWER}`, longer, longer],
    ],
  );
});

test('unknown-card: a name written two ways (Fire/Ice) is offered the first three of both ways\' suggestions, each once', () => {
  const d = spellingDb(db(), { 'Fyre/Ise': ['Fire // Ice', 'Life // Death'], 'Fyre // Ise': ['Fire // Ice', 'Lightning Bolt', 'Counterspell'] });
  const r = checked('4 Fyre/Ise\n', d);
  assert.deepEqual(r.diagnostics.filter((x) => x.code === 'unknown-card').map((x) => [x.message, x.data]), [
    [`Unknown card "Fyre/Ise". Did you mean "Fire // Ice", "Life // Death", "Lightning Bolt"?${OLDER}`, { suggestions: ['Fire // Ice', 'Life // Death', 'Lightning Bolt'], name: 'Fyre/Ise' }],
  ]);
  assert.deepEqual(d.asked, ['Fyre/Ise', 'Fyre // Ise']);
  // Three from the first way: the second is not searched.
  const three = spellingDb(db(), { 'Fyre/Ise': ['Fire // Ice', 'Life // Death', 'Lightning Bolt'], 'Fyre // Ise': ['Counterspell'] });
  assert.deepEqual(checked('4 Fyre/Ise\n', three).diagnostics.filter((x) => x.code === 'unknown-card').map((x) => x.data?.suggestions), [['Fire // Ice', 'Life // Death', 'Lightning Bolt']]);
  assert.deepEqual(three.asked, ['Fyre/Ise']);
  // Deferred in an editor and computed afterwards: the same two ways, searched once.
  const editor = spellingDb(db(), { 'Fyre/Ise': ['Fire // Ice', 'Life // Death'], 'Fyre // Ise': ['Fire // Ice', 'Lightning Bolt', 'Counterspell'] });
  assert.deepEqual(computeDeferredSuggestions(checked('4 Fyre/Ise\n', editor, EDITOR_SUGGESTION_BUDGET).context, 10_000), { computed: 1, remaining: false });
  assert.deepEqual(
    checked('4 Fyre/Ise\n', editor, EDITOR_SUGGESTION_BUDGET).diagnostics.filter((x) => x.code === 'unknown-card').map((x) => x.data?.suggestions),
    [['Fire // Ice', 'Life // Death', 'Lightning Bolt']],
  );
  assert.deepEqual(editor.asked, ['Fyre/Ise', 'Fyre // Ise']);
});

test('unknown-card: a Japanese name without the name table asks for the table; with it, a name nothing resembles is checked as printed', () => {
  const suggestions = { 知らない名前: ['Lightning Bolt'] };
  // Without the table no spelling is offered, even where the search found one.
  assert.deepEqual(unknownMessages(checked('4 知らない名前\n', spellingDb(db(), suggestions))), [`Unknown card "知らない名前".${JAPANESE_TABLE}`]);
  // In an editor (suggestions deferred) the table is the advice too.
  assert.deepEqual(unknownMessages(checked('4 知らない名前\n', spellingDb(db(), {}), EDITOR_SUGGESTION_BUDGET)), [`Unknown card "知らない名前".${JAPANESE_TABLE}`]);
  const withTable = { languageAliasCount: 12 };
  assert.deepEqual(unknownMessages(checked('4 知らない名前\n', spellingDb(db(), {}, withTable))), [
    'Unknown card "知らない名前". Check the spelling: a Japanese name is matched as printed on the card (a name printed in kanji is not found from its reading in kana). Or write 《日本語名/English Name》.',
  ]);
  assert.deepEqual(unknownMessages(checked('4 知らない名前\n', spellingDb(db(), suggestions, withTable))), [`Unknown card "知らない名前". Did you mean "Lightning Bolt"?${OLDER}`]);
});

test('unknown-card: an editor\'s check defers the suggestions (no search while typing); computeDeferredSuggestions computes each distinct name once, and the next check shows them', () => {
  const d = spellingDb(db(), MISSPELT);
  const text = '4 Lightnig Bolt\n4 Sol Ring\n4 Counterspel\n1 Lightnig Bolt\n';
  const first = checked(text, d, EDITOR_SUGGESTION_BUDGET);
  assert.deepEqual(
    first.diagnostics.filter((x) => x.code === 'unknown-card').map((x) => [x.message, x.data]),
    [
      [`Unknown card "Lightnig Bolt".${SPELLING_OR_NEWER}`, { suggestions: [], name: 'Lightnig Bolt', suggestionsDeferred: true }],
      [`Unknown card "Counterspel".${SPELLING_OR_NEWER}`, { suggestions: [], name: 'Counterspel', suggestionsDeferred: true }],
      [`Unknown card "Lightnig Bolt".${SPELLING_OR_NEWER}`, { suggestions: [], name: 'Lightnig Bolt', suggestionsDeferred: true }],
    ],
  );
  assert.deepEqual(d.asked, []);
  // No time at all: nothing is computed, and the caller is told to come back.
  assert.deepEqual(computeDeferredSuggestions(first.context, 0), { computed: 0, remaining: true });
  assert.deepEqual(computeDeferredSuggestions(first.context, 10_000), { computed: 2, remaining: false });
  assert.deepEqual(d.asked, ['Lightnig Bolt', 'Counterspel']);
  assert.deepEqual(unknownMessages(checked(text, d, EDITOR_SUGGESTION_BUDGET)), [
    `Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?${OLDER}`,
    `Unknown card "Counterspel". Did you mean "Counterspell" or "Lightning Bolt"?${OLDER}`,
    `Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?${OLDER}`,
  ]);
  assert.deepEqual(computeDeferredSuggestions(first.context, 10_000), { computed: 0, remaining: false });
  assert.equal(d.asked.length, 2);
  // The offline snapshot in an editor: the spelling, and the snapshot's age.
  assert.deepEqual(unknownMessages(checked('4 Qwzx\n', spellingDb(db(), {}, { info: SNAPSHOT_INFO }), EDITOR_SUGGESTION_BUDGET)), [`Unknown card "Qwzx".${SNAPSHOT}`]);
});

test('unknown-card: computeDeferredSuggestions computes at most 200 names a call; the next call takes the rest', () => {
  const names = Array.from({ length: 201 }, (_, i) => `Qwz ${i}`);
  const d = spellingDb(db(), {});
  const r = checked(names.map((n) => `1 ${n}\n`).join(''), d, EDITOR_SUGGESTION_BUDGET);
  assert.deepEqual(computeDeferredSuggestions(r.context, 60_000), { computed: 200, remaining: false });
  assert.deepEqual(d.asked, names.slice(0, 200));
  const again = checked(names.map((n) => `1 ${n}\n`).join(''), d, EDITOR_SUGGESTION_BUDGET);
  assert.deepEqual(
    again.diagnostics.filter((x) => x.data?.suggestionsDeferred).map((x) => x.card),
    ['Qwz 200'],
  );
  assert.deepEqual(computeDeferredSuggestions(again.context, 60_000), { computed: 1, remaining: false });
});

test('unknown-card: past the check\'s budget of names the rest are deferred, and the message says the deck has too many unknown names', () => {
  const d = spellingDb(db(), MISSPELT);
  const r = checked('4 Lightnig Bolt\n4 Counterspel\n1 Lightnig Bolt\n', d, { names: 1, ms: 60_000 });
  assert.deepEqual(
    r.diagnostics.filter((x) => x.code === 'unknown-card').map((x) => [x.message, x.data?.suggestionsDeferred]),
    [
      [`Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?${OLDER}`, undefined],
      [`Unknown card "Counterspel".${TOO_MANY}${SPELLING_OR_NEWER}`, true],
      [`Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?${OLDER}`, undefined],
    ],
  );
  assert.deepEqual(d.asked, ['Lightnig Bolt']);
  const snapshot = spellingDb(db(), MISSPELT, { info: SNAPSHOT_INFO });
  assert.deepEqual(unknownMessages(checked('4 Lightnig Bolt\n4 Counterspel\n', snapshot, { names: 1, ms: 60_000 })), [
    `Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?${SNAPSHOT_NOTE}`,
    `Unknown card "Counterspel".${TOO_MANY}${SNAPSHOT}`,
  ]);
});

test('unknown-card: past the check\'s budget of time the rest are deferred too', () => {
  // Each search takes 20 ms; the check may spend 10.
  const d = spellingDb(db(), MISSPELT, { costMs: 20 });
  const r = checked('4 Lightnig Bolt\n4 Counterspel\n4 Sol Rong\n', d, { names: 100, ms: 10 });
  assert.deepEqual(r.diagnostics.filter((x) => x.code === 'unknown-card').map((x) => x.data?.suggestionsDeferred ?? false), [false, true, true]);
  assert.deepEqual(d.asked, ['Lightnig Bolt']);
});

test('rememberedSuggestions: a hover asks again for free; the memory is bounded (2,000 names), forgetting the oldest first', () => {
  const d = spellingDb(db(), { Fire: ['Fire // Ice'], Fir: ['Fire // Ice', 'Life // Death'] });
  assert.deepEqual(rememberedSuggestions(d, ['Fire', 'Ice']), ['Fire // Ice']);
  assert.deepEqual(rememberedSuggestions(d, ['Fire', 'Ice']), ['Fire // Ice']);
  assert.deepEqual(d.asked, ['Fire', 'Ice']);
  // Other names whose letters run together the same way are other names.
  assert.deepEqual(rememberedSuggestions(d, ['Fir', 'eIce']), ['Fire // Ice', 'Life // Death']);

  const bounded = spellingDb(db(), {});
  for (let i = 0; i <= 2000; i++) rememberedSuggestions(bounded, [`Name ${i}`]);
  assert.equal(bounded.asked.length, 2001);
  // 2,001 names: the first was forgotten, the second is still remembered.
  rememberedSuggestions(bounded, ['Name 1']);
  assert.equal(bounded.asked.length, 2001);
  rememberedSuggestions(bounded, ['Name 0']);
  assert.deepEqual(bounded.asked.slice(2001), ['Name 0']);
});

test('unknown-card in Japanese: every advice comes from the catalog (a text with a translator\'s comment is looked up with it)', () => {
  l10n.config({ contents: JSON.parse(readFileSync('l10n/bundle.l10n.ja.json', 'utf8')) });
  try {
    const update = '最新のカードデータにするには、「decklist cards update」を実行してください。';
    const snapshot = '使用中のカードデータは2017年1月のオフライン・スナップショットです。カードがそれより新しいだけかもしれません。';
    assert.deepEqual(unknownMessages(checked('4 Lightnig Bolt\n4 Qwzx\n', spellingDb(db(), MISSPELT, { info: SNAPSHOT_INFO }))), [
      `不明なカード「Lightnig Bolt」。「Lightning Bolt」のことですか？${snapshot}${update}`,
      `不明なカード「Qwzx」。綴りを確認してください。${snapshot}${update}`,
    ]);
    assert.deepEqual(unknownMessages(checked('4 Lightnig Bolt\n4 Qwzx\n4 知らない名前\n', spellingDb(db(), MISSPELT))), [
      '不明なカード「Lightnig Bolt」。「Lightning Bolt」のことですか？カードがカードデータより新しいのかもしれません。',
      `不明なカード「Qwzx」。綴りを確認してください。新しいカードなら、カードデータのほうが古いのかもしれません。${update}`,
      '不明なカード「知らない名前」。日本語名を使うには、一度だけ「decklist cards update --lang ja」を実行してください。その後は --lang ja を付けて検査してください。または《日本語名/English Name》と書いてください。',
    ]);
  } finally {
    l10n.config({ contents: {} });
  }
});
