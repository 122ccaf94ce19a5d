// The small gaps of issue 22: completion after `bracket:`, misspelt names in a config's bracket
// lists, MTGJSON's isGameChanger and keywords, and `decklist check --max-problems N`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { completionsAt } from '../../../server/src/core/features/completion';
import { createFormatRegistry, parseConfig } from '../../../server/src/core/formats';
import { unknownConfigCardNames } from '../../../server/src/core/brackets/config-names';
import { isGameChanger } from '../../../server/src/core/brackets';
import { readCardSource } from '../../../server/src/core/cards/sources';
import { createMemoryCardDatabase } from '../../../server/src/core/cards/memory-database';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { configDiagnostics } from '../../../server/src/lsp/diagnostics';
import { memoryIO } from '../../support/memory-io';
import { db } from '../rules/helpers';

test('completion after "// bracket:" offers 1–5 with each bracket\'s name and what it allows', () => {
  const lineText = '// bracket: ';
  const items = completionsAt({ lineText, position: { line: 0, character: lineText.length }, formats: createFormatRegistry() });
  assert.deepEqual(items.map((i) => [i.label, i.detail]), [
    ['1', 'Exhibition'],
    ['2', 'Core'],
    ['3', 'Upgraded'],
    ['4', 'Optimized'],
    ['5', 'cEDH'],
  ]);
  assert.ok(items.every((i) => i.kind === 'bracket' && i.newText === i.label));
  assert.match(items[2].description!, /Game Changers: at most 3/);
  assert.equal(items[2].filterText, '3 Upgraded', 'typing the name finds it too');
  // What is already written after the colon is replaced.
  const partial = '# Bracket: Upg';
  const r = completionsAt({ lineText: partial, position: { line: 4, character: partial.length }, formats: createFormatRegistry() });
  assert.deepEqual(r[0].range, { start: { line: 4, character: 11 }, end: { line: 4, character: 14 } });
});

// A config with one misspelt name in each kind of list (the names are written on separate lines).
const CONFIG = `{
  "format": "commander",
  "brackets": {
    "gameChangers": {
      "add": [
        "Sol Ring",
        "Counterspel"
      ]
    },
    "massLandDenial": { "remove": ["Balanse"] },
    "combos": { "add": [["Kitchen Finks", "Lightnig Bolt"]] }
  }
}
`;

test('misspelt card names in a config\'s bracket lists are found with their position and suggestions', () => {
  const result = parseConfig(CONFIG, '/w/decklist.config.json');
  assert.deepEqual(result.errors, []);
  const problems = unknownConfigCardNames(result.cardNames ?? [], db());
  assert.deepEqual(
    problems.map((p) => [p.name, p.line, p.character, p.suggestions[0]]),
    [
      ['Counterspel', 6, 8, 'Counterspell'],
      ['Balanse', 9, 35, 'Balance'],
      ['Lightnig Bolt', 10, 42, 'Lightning Bolt'],
    ],
  );
  assert.match(problems[0].message, /^"brackets\.gameChangers\.add": no card is named "Counterspel" in rules test cards; did you mean "Counterspell"/);
  // The editor shows them on the config file as warnings that cover the name.
  const lsp = configDiagnostics('/w/decklist.config.json', result, db());
  assert.equal(lsp.diagnostics.length, 3);
  assert.equal(lsp.diagnostics[0].severity, 2);
  assert.deepEqual(lsp.diagnostics[0].range, { start: { line: 6, character: 8 }, end: { line: 6, character: 21 } });
  assert.equal(configDiagnostics('/w/decklist.config.json', result).diagnostics.length, 0, 'nothing to say before the card data is loaded');
});

test('decklist check prints the config\'s misspelt names as warnings and still checks the decks (exit status unchanged)', async () => {
  const io = memoryIO({ '/w/decklist.config.json': CONFIG, '/w/deck.txt': 'Commander\n1 Phelddagrif\n\nDeck\n1 Sol Ring\n98 Forest\n' }, { cwd: '/w' });
  assert.equal(await runCheckCommand(['deck.txt'], io, async () => db()), 0);
  const warnings = io.stderr.filter((l) => l.includes('warning [config]'));
  assert.equal(warnings.length, 3);
  assert.match(warnings[0], /^decklist\.config\.json:7:9: warning \[config\] "brackets\.gameChangers\.add": no card is named "Counterspel"/);
});

test('MTGJSON AtomicCards: isGameChanger and keywords are read (per face keywords joined)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-mtgjson-'));
  const file = path.join(dir, 'AtomicCards.json');
  const face = (o: Record<string, unknown>) => ({ manaValue: 3, colors: ['U'], colorIdentity: ['U'], layout: 'normal', legalities: { commander: 'Legal' }, identifiers: {}, ...o });
  writeFileSync(
    file,
    JSON.stringify({
      meta: { date: '2026-11-01', version: '5.2.2+20261101' },
      data: {
        'Rhystic Study': [face({ name: 'Rhystic Study', manaCost: '{2}{U}', type: 'Enchantment', text: 'Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.', isGameChanger: true })],
        'Wind Drake': [face({ name: 'Wind Drake', manaCost: '{2}{U}', type: 'Creature — Drake', text: 'Flying', keywords: ['Flying'], power: '2', toughness: '2' })],
        'Brazen Borrower // Petty Theft': [
          face({ name: 'Brazen Borrower // Petty Theft', faceName: 'Brazen Borrower', side: 'a', layout: 'adventure', manaCost: '{1}{U}{U}', type: 'Creature — Faerie Rogue', text: 'Flash\nFlying', keywords: ['Flash', 'Flying'] }),
          face({ name: 'Brazen Borrower // Petty Theft', faceName: 'Petty Theft', side: 'b', layout: 'adventure', manaCost: '{1}{U}', type: 'Instant — Adventure', text: 'Return target nonland permanent.' }),
        ],
      },
    }),
  );
  const r = await readCardSource(file);
  const by = (n: string) => r.cards.find((c) => c.name === n)!;
  assert.equal(by('Rhystic Study').gameChanger, true);
  assert.equal(by('Wind Drake').gameChanger, undefined, 'absent: the data does not say, the built-in list decides');
  assert.deepEqual(by('Wind Drake').keywords, ['Flying']);
  assert.equal(by('Rhystic Study').keywords, undefined, 'no keyword list at all is not an empty one');
  assert.deepEqual(by('Brazen Borrower // Petty Theft').keywords, ['Flash', 'Flying']);
  // The flag is what the brackets use.
  const cards = createMemoryCardDatabase(r.cards, r.info);
  assert.equal(isGameChanger(cards.lookup('Rhystic Study')!), true);
  assert.equal(isGameChanger(cards.lookup('Wind Drake')!), false);
});

test('decklist check --max-problems N: N problems of a rule then the summary; 0 lists every one; a bad value is a usage error', async () => {
  const deck = 'format: vintage\n' + Array.from({ length: 30 }, (_, i) => `1 Unknown Card Number ${i + 1}`).join('\n') + '\n';
  const run = async (args: string[]) => {
    const io = memoryIO({ '/w/deck.txt': deck }, { cwd: '/w' });
    const status = await runCheckCommand([...args, '--json', 'deck.txt'], io, async () => db());
    return { status, io };
  };
  const unknown = async (args: string[]) => {
    const { io } = await run(args);
    return JSON.parse(io.stdout.join('')).files[0].diagnostics.filter((d: { code: string }) => d.code === 'unknown-card');
  };
  const five = await unknown(['--max-problems', '5']);
  assert.equal(five.length, 6);
  assert.deepEqual(five[5].data, { reason: 'too-many-problems', omitted: 25 });
  assert.match(five[5].message, /only the first 5 are listed/);
  assert.equal((await unknown(['--max-problems=0'])).length, 30);
  assert.equal((await unknown([])).length, 30, 'the default (1,000) is far above 30');
  const bad = await run(['--max-problems', 'all']);
  assert.equal(bad.status, 2);
  assert.match(bad.io.stderr.join('\n'), /--max-problems needs a whole number \(0 = no limit\), not 'all'/);
  const help = memoryIO({}, { cwd: '/w' });
  await runCheckCommand(['--help'], help);
  assert.match(help.stdout.join('\n'), /--max-problems N.*\n.*default 1,000; 0 = list every one/);
});
