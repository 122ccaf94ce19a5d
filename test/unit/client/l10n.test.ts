// The client's message catalog: l10n/bundle.l10n.json is what @vscode/l10n-dev extracts from
// client/src, every string has a Japanese text with the same placeholders, the manifest's strings
// are all %keys% with a Japanese text, and a pseudo-locale run shows that no client string
// escapes the catalog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import { statisticsBody, statisticsPage } from '../../../client/src/statistics-html';
import { statusText } from '../../../client/src/status-text';
import type { DeckInfo, DeckStatistics, SampleHandResult } from '../../../server/src/lsp/protocol';
import { severityDescriptions } from '../../../scripts/sync-severity-settings';
import { service } from '../analysis/helpers';

const L10N_DEV = path.resolve('node_modules', '@vscode', 'l10n-dev', 'dist', 'cli.js');
const readJson = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));
const english = readJson('l10n/bundle.l10n.json');
const japanese = readJson('l10n/bundle.l10n.ja.json');
const nls = readJson('package.nls.json');
const nlsJa = readJson('package.nls.ja.json');
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

function l10nDev(...args: string[]): void {
  const r = spawnSync(process.execPath, [L10N_DEV, ...args], { encoding: 'utf8' });
  assert.equal(r.status, 0, `vscode-l10n-dev ${args.join(' ')}: ${r.stderr}`);
}

/** `{0}`, `{1}`… of a message, sorted (a translation may reorder them). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
}

function assertTranslated(source: Record<string, string>, translated: Record<string, string>, what: string): void {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(source)) {
    const ja = translated[key];
    if (typeof ja !== 'string' || !ja.trim()) problems.push(`no Japanese text for ${JSON.stringify(key)}`);
    else if (placeholders(ja).join() !== placeholders(message).join())
      problems.push(`${JSON.stringify(key)}: the Japanese has ${placeholders(ja).join(' ') || 'no placeholder'}, the English ${placeholders(message).join(' ') || 'none'}`);
  }
  for (const key of Object.keys(translated)) if (!(key in source)) problems.push(`${what}: ${JSON.stringify(key)} is no longer a message`);
  assert.deepEqual(problems, [], `${what}:\n${problems.join('\n')}`);
}

test('client and server strings: l10n/bundle.l10n.json is what vscode-l10n-dev extracts from client/src and server/src (else: npx vscode-l10n-dev export --outDir ./l10n ./client/src ./server/src)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-l10n-'));
  try {
    l10nDev('export', '--outDir', dir, './client/src', './server/src');
    assert.deepEqual(readJson(path.join(dir, 'bundle.l10n.json')), english);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.ok(Object.keys(english).length > 100, 'the client has its strings in the catalog');
  assert.equal(pkg.l10n, './l10n');
});

test('client strings: every message has a Japanese text with the same placeholders', () => {
  assertTranslated(
    Object.fromEntries(Object.entries(english).map(([k, v]) => [k, typeof v === 'string' ? v : (v as { message: string }).message])),
    japanese,
    'l10n/bundle.l10n.ja.json',
  );
});

test('the placeholder check catches a lost or added placeholder', () => {
  assert.throws(() => assertTranslated({ 'Cards: {0}': 'Cards: {0}' }, { 'Cards: {0}': 'カード' }, 'x'), /the Japanese has no placeholder/);
  assert.throws(() => assertTranslated({ 'a {0}': 'a {0}' }, { 'a {0}': '{0} {1}' }, 'x'), /has \{0\} \{1\}/);
  assert.throws(() => assertTranslated({ a: 'a' }, {}, 'x'), /no Japanese text/);
});

/** Every string of the manifest that VS Code shows: command titles and categories, setting descriptions. */
function manifestStrings(): Array<[string, string]> {
  const out: Array<[string, string]> = [['displayName', pkg.displayName], ['description', pkg.description]];
  for (const c of pkg.contributes.commands) out.push([`${c.command} title`, c.title], [`${c.command} category`, c.category]);
  const walk = (props: Record<string, Record<string, unknown>>, prefix: string) => {
    for (const [name, p] of Object.entries(props)) {
      for (const field of ['description', 'markdownDescription'] as const) if (typeof p[field] === 'string') out.push([`${prefix}${name} ${field}`, p[field] as string]);
      if (Array.isArray(p.enumDescriptions)) p.enumDescriptions.forEach((d: string, i: number) => out.push([`${prefix}${name} enumDescriptions[${i}]`, d]));
      if (p.properties) walk(p.properties as Record<string, Record<string, unknown>>, `${prefix}${name}.`);
    }
  };
  walk(pkg.contributes.configuration.properties, '');
  return out;
}

test('manifest strings: every title and description is a %key% of package.nls.json, and package.nls.ja.json translates each', () => {
  for (const [where, value] of manifestStrings()) {
    const key = /^%([\w.-]+)%$/.exec(value)?.[1];
    assert.ok(key, `${where} is a %key% (it is ${JSON.stringify(value)})`);
    assert.ok(typeof nls[key] === 'string' && nls[key].length > 0, `package.nls.json has ${key} (${where})`);
  }
  assertTranslated(nls, nlsJa, 'package.nls.ja.json');
  // Japanese manifest strings use the glossary's terms (docs/glossary.ja.md).
  assert.match(nlsJa['config.severity.code.color-identity'], /固有色/);
  assert.match(nlsJa['config.severity.code.companion'], /相棒/);
});

test('manifest strings: the severity descriptions in package.nls.json are those of the diagnostic codes (else: npx tsx scripts/sync-severity-settings.ts)', () => {
  for (const [key, description] of Object.entries(severityDescriptions())) assert.equal(nls[key], description, key);
  const stale = Object.keys(nls).filter((k) => k.startsWith('config.severity.code.') && !(k in severityDescriptions()));
  assert.deepEqual(stale, [], 'no description of a removed code');
});

// A deck with every part of the view: curve, pips, types, sections, mana, odds, a hand with a
// drawn and a bottomed card, prices, a bracket and combos.
const DECK = '// format: modern\n4 Lightning Bolt\n4 Counterspell\n14 Island\n10 Mountain\n28 Opt\nSideboard\n2 Steam Vents';

function fullView(): { stats: DeckStatistics; hand: SampleHandResult } {
  const s = service();
  const check = s.check(DECK);
  const stats: DeckStatistics = {
    ...s.statistics(check),
    unknownCards: 2,
    bracket: { floor: 3, name: 'Upgraded', findings: [{ rule: 'game-changers', noun: 'game changers', cards: ['Counterspell'], bracket: 3 }], unjudged: ['Jeweled Lotus', 'Esper Sentinel'] },
    combos: {
      source: 'Commander Spellbook, 2026-11-20',
      found: [{ id: '1-2', cards: ['Lightning Bolt', 'Opt'], produces: ['Infinite damage'], requires: ['Opt on the battlefield'], tagName: 'Spicy', url: 'https://commanderspellbook.com/combo/1-2/' }],
      nearMisses: [{ id: '3-4', cards: ['Counterspell', 'Island'], missing: 'Steam Vents', produces: ['Infinite mana'], url: 'https://commanderspellbook.com/combo/3-4/' }],
      nearMissTotal: 1,
    },
  };
  const hand = s.sampleHand(check, { seed: 5, mulligans: 2, draws: 1 })!;
  return { stats, hand };
}

const INFO: DeckInfo = {
  uri: 'file:///deck.dek',
  version: 1,
  format: { id: 'modern', name: 'Modern', source: 'from the format line' },
  counts: { main: 60, commander: 1, companion: 0, sideboard: 2, maybeboard: 0 },
  countText: '60 / 60',
  commanders: ['Azusa, Lost but Seeking'],
  problems: { errors: 2, warnings: 1, information: 3 },
  checked: true,
  cardData: {
    label: 'Scryfall Oracle Cards of 2026-11-20',
    date: '2026-11-20',
    source: 'scryfall',
    cards: 31000,
    loading: false,
    updateFailed: { reason: 'HTTP 503', at: '2026-11-25T09:12:03.456Z', using: 'the offline snapshot', background: true },
  },
};

/** Every string value in a value (what the server sent: card names, its own labels). */
function dataStrings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.length > 1) {
    out.add(value);
    out.add(value[0].toUpperCase() + value.slice(1));
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) dataStrings(v, out);
  return out;
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The text nodes, tooltips and accessible names a person reads in an HTML body. */
function visibleTexts(html: string): string[] {
  const texts = [...html.matchAll(/>([^<]+)</g), ...html.matchAll(/(?:aria-label|title)="([^"]*)"/g)].map((m) => decode(m[1]).trim());
  return texts.filter(Boolean);
}

/**
 * What is left of a text once the server's data, codicons, mana symbols, URLs and the `UTC` of a
 * time are taken out: English letters mean an uncatalogued string.
 */
function escapedEnglish(text: string, data: Set<string>): string {
  let rest = text;
  for (const d of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ');
  rest = rest.replace(/\$\([\w~-]+\)/g, ' ').replace(/\{[WUBRGCXSP\d/]+\}/g, ' ').replace(/https?:\/\/\S+/g, ' ').replace(/\d\d:\d\d UTC\b/g, ' ');
  return /[A-Za-z]/.test(rest) ? rest.trim() : '';
}

test('pseudo-locale: every text a person reads in the statistics view and the status bar comes from the catalog', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-pseudo-'));
  try {
    copyFileSync('l10n/bundle.l10n.json', path.join(dir, 'bundle.l10n.json'));
    l10nDev('generate-pseudo', path.join(dir, 'bundle.l10n.json'));
    l10n.config({ contents: readFileSync(path.join(dir, 'bundle.l10n.qps-ploc.json'), 'utf8') });
    const { stats, hand } = fullView();
    const data = dataStrings([stats, hand, INFO, 'deck.dek']);
    const body = statisticsBody(stats, 'deck.dek', hand);
    const page = statisticsPage(body, 'NONCE', 'vscode-resource:');
    const texts = [...visibleTexts(body), /<title>([^<]*)<\/title>/.exec(page)![1]];
    assert.ok(texts.length > 80, `the view has its texts (${texts.length})`);
    const status = statusText(INFO);
    texts.push(status.text, ...status.tooltip.split('\n').filter(Boolean).map((l) => l.replace(/\\(.)/g, '$1')));
    const escaped = texts.map((t) => [t, escapedEnglish(t, data)]).filter(([, rest]) => rest);
    assert.deepEqual(escaped, [], 'texts with English outside the catalog');
    // The check would see an uncatalogued string.
    assert.notEqual(escapedEnglish('Mana curve', data), '');
    assert.match(body, /Ḿȧȧƞȧȧ ƈŭŭřṽḗḗ/, 'pseudo-localized');
  } finally {
    l10n.config({ contents: {} });
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Japanese: the statistics view and the status bar speak Japanese with the glossary terms; card names stay as written', () => {
  l10n.config({ contents: japanese });
  try {
    const { stats, hand } = fullView();
    const body = statisticsBody(stats, 'deck.dek', hand);
    assert.match(body, /<h2>マナ・カーブ<\/h2>/);
    assert.match(body, /<title>マナ総量 1: \d+枚<\/title>/);
    assert.match(body, /<td>クリーチャー<\/td>|<td>インスタント<\/td>/);
    assert.match(body, /<td>サイドボード<\/td>/);
    assert.match(body, /<button data-hand="mulligan">マリガン<\/button>/);
    assert.match(body, /マリガン 2回/);
    assert.match(body, /Counterspell/, 'card names as the deck wrote them');
    assert.match(statisticsPage(body, 'n', 'c'), /<html lang="ja">/);
    const status = statusText(INFO);
    assert.match(status.tooltip, /統率者: Azusa, Lost but Seeking/);
    assert.match(status.tooltip, /問題: エラー 2件、警告 1件、情報 3件/);
    assert.match(status.tooltip, /カードデータ: Scryfall Oracle Cards of 2026\\-11\\-20（31,000枚）/);
    assert.match(status.tooltip, /クリックしてこのデッキのフォーマットを選択します。/);
  } finally {
    l10n.config({ contents: {} });
  }
  assert.match(statisticsBody(fullView().stats, 'deck.dek'), /<h2>Mana curve<\/h2>/, 'English again without a bundle');
});

test('docs: docs/rules.ja.md has a section for every code of docs/rules.md, in the same order, and README.md links README.ja.md at its top', () => {
  const headings = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(headings('docs/rules.ja.md'), headings('docs/rules.md'));
  assert.match(readFileSync('README.md', 'utf8').split('\n').slice(0, 4).join('\n'), /\[日本語\]\(README\.ja\.md\)/);
  const glossary = readFileSync('docs/glossary.ja.md', 'utf8');
  for (const term of ['固有色', '統率者', '統率領域', 'マナ総量', '禁止', '制限', '相棒', '共闘', '背景', 'サイドボード', '伝説の', 'ゲームチェンジャー', 'マリガン', '双頭巨人戦', 'クロスファイア', 'メンタル・レガシー'])
    assert.ok(glossary.includes(`| ${term}`), `the glossary has ${term}`);
});
