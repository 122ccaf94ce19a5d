// The diagnostics' messages come from the message catalog (l10n/bundle.l10n.json, extracted from
// server/src too): a pseudo-locale run shows that no words of a message escape it, and with the
// Japanese bundle the messages are Japanese while codes, ranges and data stay as they are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import { checkDecks } from '../../../server/src/core/check';
import { BRACKET_NAMES } from '../../../server/src/core/brackets';
import { createFormatRegistry, type FormatDefinition } from '../../../server/src/core/formats';
import { parseDeck } from '../../../server/src/core/parse';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { check, checkTeam, commanderDeck, db, dbWithoutLegalities, format, INFO } from '../rules/helpers';

const registry = createFormatRegistry();
const builtinFormats = (): FormatDefinition[] => registry.ids().map((id) => registry.get(id)!);

const L10N_DEV = path.resolve('node_modules', '@vscode', 'l10n-dev', 'dist', 'cli.js');

/** Decks that between them make most codes speak. */
function diagnostics(): DeckDiagnostic[] {
  const out: DeckDiagnostic[] = [];
  const add = (list: DeckDiagnostic[]) => out.push(...list);
  add(check(commanderDeck('Tymna the Weaver', ['Lightning Bolt', '2 Sol Ring', 'Unknwn Card', 'Krark, the Thumbless']), 'commander').diagnostics);
  add(check(commanderDeck(['Tymna the Weaver', 'Krark, the Thumbless', 'Braids, Cabal Minion'], ['Sol Ring']), 'commander').diagnostics);
  add(check(commanderDeck('Lightning Bolt', ['Sol Ring'], ['Mountain'], 90), 'commander').diagnostics);
  add(check('// bracket: 7\n' + commanderDeck('Tymna the Weaver', ['Sol Ring']), 'commander').diagnostics);
  add(check('// bracket: 1\n' + commanderDeck('Braids, Cabal Minion', ['Ancestral Recall', 'Black Lotus', 'Balance']), 'commander').diagnostics);
  add(check('4 Ancestral Recall\n5 Lightning Bolt\n4 Black Lotus\n20 Island\nSideboard\n20 Counterspell', 'vintage').diagnostics);
  add(check('4 Black Lotus\n5 Lightning Bolt\n10 Mountain\nCompanion\n2 Lurrus of the Dream-Den\n1 Jegantha, the Wellspring', 'modern').diagnostics);
  add(check('4 Lightning Bolt\n4 Counterspell\n4 Black Lotus', 'standard').diagnostics);
  add(check('4 Lightning Bolt\n56 Mountain', 'modern', dbWithoutLegalities()).diagnostics);
  for (const r of checkTeam({ 'a.txt': '// team: A\n4 Lightning Bolt\n56 Mountain', 'b.txt': '// team: A\n4 Lightning Bolt\n56 Mountain' }, 'two-headed-giant')) add(r.diagnostics);
  for (const r of checkDecks([{ path: 'c.txt', doc: parseDeck('4 Lightning Bolt\n56 Mountain'), format: format('two-headed-giant') }], db())) add(r.diagnostics);
  return out;
}

/** The words a message may carry from the deck and the card data: card names, type lines, the data's label (not format names: a built-in format's name comes from the catalog). */
function dataWords(): string[] {
  const words = new Set<string>([INFO.label, 'rules test cards without legalities', 'Unknwn Card', 'a.txt', 'b.txt', 'c.txt', 'A', ...Object.values(BRACKET_NAMES)]);
  // The command lines the advice names are commands, the same in every language.
  for (const command of ['decklist cards update --lang ja', 'decklist cards update --combos', 'decklist cards update']) words.add(command);
  for (const c of RULES_CARDS as Array<Record<string, unknown>>) {
    for (const k of ['name', 'type_line', 'oracle_text', 'rarity']) if (typeof c[k] === 'string') words.add(c[k] as string);
    for (const f of (c.card_faces as Array<Record<string, unknown>> | undefined) ?? []) for (const k of ['name', 'type_line']) if (typeof f[k] === 'string') words.add(f[k] as string);
  }
  for (const f of builtinFormats()) {
    words.add(f.id);
    if (f.legalityKey) words.add(f.legalityKey);
    if (f.team?.note) words.add(f.team.note);
    if (f.sideboard?.note) words.add(f.sideboard.note);
  }
  return [...words].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
}

/** What is left of a message once the deck's and the data's words, mana symbols and codes are out: English letters escaped the catalog. */
function escapedEnglish(message: string, words: string[], codes: Set<string>): string {
  let rest = message;
  for (const w of words) rest = rest.split(w).join(' ');
  for (const c of codes) rest = rest.split(c).join(' ');
  rest = rest.replace(/\{[WUBRGCXSP\d/]+\}/g, ' ');
  return /[A-Za-z]/.test(rest) ? rest.trim() : '';
}

test('pseudo-locale: every diagnostic message and related note comes from the catalog', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-pseudo-diagnostics-'));
  try {
    copyFileSync('l10n/bundle.l10n.json', path.join(dir, 'bundle.l10n.json'));
    const r = spawnSync(process.execPath, [L10N_DEV, 'generate-pseudo', path.join(dir, 'bundle.l10n.json')], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    l10n.config({ contents: readFileSync(path.join(dir, 'bundle.l10n.qps-ploc.json'), 'utf8') });
    const list = diagnostics();
    const codes = new Set(list.map((d) => d.code));
    assert.ok(codes.size >= 14, `the decks make most codes speak (${[...codes].join(' ')})`);
    const words = dataWords();
    const texts = list.flatMap((d) => [d.message, ...(d.related ?? []).map((x) => x.message)]);
    const escaped = texts.map((t) => [t, escapedEnglish(t, words, codes)]).filter(([, rest]) => rest);
    assert.deepEqual(escaped, [], 'messages with English outside the catalog');
    assert.notEqual(escapedEnglish('Remove it from the deck.', words, codes), '', 'the check would see an uncatalogued string');
  } finally {
    l10n.config({ contents: {} });
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Japanese: the messages are Japanese with the glossary terms; codes, ranges and data are those of English; card names stay as written', () => {
  const english = diagnostics();
  l10n.config({ contents: readFileSync('l10n/bundle.l10n.ja.json', 'utf8') });
  let japanese: DeckDiagnostic[];
  try {
    japanese = diagnostics();
  } finally {
    l10n.config({ contents: {} });
  }
  assert.equal(japanese.length, english.length);
  const strip = (d: DeckDiagnostic) => ({ ...d, message: '', related: d.related?.map((x) => ({ ...x, message: '' })) });
  assert.deepEqual(japanese.map(strip), english.map(strip), 'only the texts change');
  for (const [i, d] of japanese.entries()) assert.match(d.message, /[\u3040-\u30ff\u4e00-\u9fff]/, `Japanese: ${d.code}: ${d.message} (English: ${english[i].message})`);
  const byCode = (code: string) => japanese.filter((d) => d.code === code).map((d) => d.message);
  assert.ok(byCode('color-identity').some((m) => m.includes('固有色') && m.includes('Lightning Bolt') && m.includes('Tymna the Weaver')), byCode('color-identity').join('\n'));
  assert.ok(byCode('singleton').some((m) => m.includes('Sol Ring')), byCode('singleton').join('\n'));
  assert.ok(byCode('deck-size').some((m) => /\d+枚/.test(m)), byCode('deck-size').join('\n'));
  assert.ok(byCode('companion').some((m) => m.includes('相棒')), byCode('companion').join('\n'));
  assert.ok(byCode('commander-pair').some((m) => m.includes('統率者')), byCode('commander-pair').join('\n'));
  assert.ok(byCode('restricted').some((m) => m.includes('制限')), byCode('restricted').join('\n'));
  // English is untouched once the Japanese bundle is gone.
  assert.deepEqual(diagnostics(), english);
});
