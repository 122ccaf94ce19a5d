// The glossary's settled terms (docs/glossary.ja.md, "決めた訳語") hold everywhere Japanese is
// written: no rejected variant in the Japanese bundle's texts, the manifest's Japanese texts,
// README.ja.md, docs/rules.ja.md or the glossary above that table; and the example outputs those
// docs quote are what the CLI prints today (scripts/doc-examples.mjs; `--write` regenerates them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error an ES module script without types
import { differences, examples, DOCS } from '../../../scripts/doc-examples.mjs';

const GLOSSARY = 'docs/glossary.ja.md';
const SETTLED = '## 決めた訳語';

interface Settled {
  english: string;
  used: string;
  rejected: RegExp[];
  source: string;
}

/** A rejected variant as the glossary writes it: `/regex/`, or literal text where # is a number or a {0} placeholder. */
function variant(text: string): RegExp {
  const regex = /^\/(.*)\/$/.exec(text);
  const body = regex ? regex[1] : text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(body.split('#').join('(?:\\d+|\\{\\d\\})'), 'u');
}

export function settledTerms(glossary: string): Settled[] {
  const table = glossary.slice(glossary.indexOf(SETTLED));
  const rows = table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| English') && !l.startsWith('| ---'));
  return rows.map((row) => {
    // Cells are split at | not preceded by a backslash (a regex's \| is part of its cell).
    const cells = row.slice(2, -2).split(/ \| /);
    const [english, used, rejectedCell, source] = cells;
    const rejected = [...rejectedCell.matchAll(/`([^`]+)`/g)].map((m) => variant(m[1].replace(/\\\|/g, '|')));
    return { english, used, rejected, source };
  });
}

/** The Japanese texts the glossary governs, each with where it is. */
function japaneseTexts(): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  const bundle = JSON.parse(readFileSync('l10n/bundle.l10n.ja.json', 'utf8')) as Record<string, string>;
  for (const [key, text] of Object.entries(bundle)) out.push({ where: `l10n/bundle.l10n.ja.json ${JSON.stringify(key.slice(0, 60))}`, text });
  const nls = JSON.parse(readFileSync('package.nls.ja.json', 'utf8')) as Record<string, string>;
  for (const [key, text] of Object.entries(nls)) out.push({ where: `package.nls.ja.json ${key}`, text });
  for (const file of ['README.ja.md', 'README.marketplace.ja.md', 'docs/rules.ja.md']) readFileSync(file, 'utf8').split('\n').forEach((text, i) => out.push({ where: `${file}:${i + 1}`, text }));
  const glossary = readFileSync(GLOSSARY, 'utf8');
  glossary
    .slice(0, glossary.indexOf(SETTLED))
    .split('\n')
    .forEach((text, i) => out.push({ where: `${GLOSSARY}:${i + 1}`, text }));
  return out;
}

test('the glossary settles each term with the words to use, the variants not to use and a source', () => {
  const terms = settledTerms(readFileSync(GLOSSARY, 'utf8'));
  assert.equal(terms.length, 33);
  for (const t of terms) {
    assert.ok(t.used.trim(), t.english);
    assert.ok(t.source.trim().length > 5, `${t.english}: a source`);
  }
  assert.equal(terms.filter((t) => t.rejected.length > 0).length, 32, 'every term but the severity words (checked by the CLI test) rejects a variant');
  const byName = Object.fromEntries(terms.map((t) => [t.english, t]));
  assert.ok(byName['Game Changer'].rejected[0].test('ゲーム・チェンジャー2枚'));
  assert.ok(!byName['Game Changer'].rejected[0].test('ゲームチェンジャー2枚'));
  assert.ok(byName['combos are counted'].rejected[0].test('コンボ{0}個'), '# stands for a placeholder');
  assert.ok(byName['combos are counted'].rejected[0].test('このカードを含むコンボがほかに3個'));
  assert.ok(!byName['check (a deck)'].rejected[0].test('チェックサムつきのカード索引'), 'a checksum is not a check');
});

test('no rejected variant of a settled term in the Japanese bundle, the manifest, README.ja.md, README.marketplace.ja.md, rules.ja.md or the glossary', () => {
  const terms = settledTerms(readFileSync(GLOSSARY, 'utf8'));
  const found: string[] = [];
  for (const { where, text } of japaneseTexts()) {
    for (const t of terms) for (const r of t.rejected) if (r.test(text)) found.push(`${where}: ${r.source} (use ${t.used})`);
  }
  assert.deepEqual(found, []);
});

const built = existsSync('dist/cli.js') && existsSync('dist/cards-snapshot.dlidx');

test('every example output quoted in README.ja.md and docs/rules.ja.md is what the CLI prints today', { skip: built ? false : 'dist/cli.js or the offline snapshot is missing (npm run build)' }, () => {
  const quoted = (DOCS as string[]).flatMap((doc) => (examples(readFileSync(path.resolve(doc), 'utf8')) as Array<{ command: string }>).map((e) => `${doc}: ${e.command}`));
  assert.deepEqual(quoted, [
    'README.ja.md: LANG=ja_JP.UTF-8 decklist check examples/vintage-restricted.txt',
    'README.ja.md: LANG=ja_JP.UTF-8 decklist stats examples/partners.txt | grep マナ源',
    'docs/rules.ja.md: LANG=ja_JP.UTF-8 decklist check examples/2hg-legacy-bob.txt | grep mana-sources',
  ]);
  const diff = (differences() as Array<{ doc: string; line: number; quoted: string; printed: string }>).map((d) => `${d.doc}:${d.line}\n--- quoted\n${d.quoted}\n+++ printed\n${d.printed}`);
  assert.deepEqual(diff, [], 'run `node scripts/doc-examples.mjs --write` after changing what the CLI prints');
});
