import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { memoryIO, type MemoryIO } from '../../support/memory-io';
import { db } from './helpers';

function io(files: Record<string, string>): MemoryIO {
  return memoryIO(files, { cwd: '/w' });
}
const open = async () => db();

const LEGAL = '// format: commander\nCommander\n1 Phelddagrif\n\nDeck\n1 Kitchen Finks\n98 Forest\n';
const ILLEGAL = '// format: commander\nCommander\n1 Phelddagrif\n\nDeck\n1 Goblin Piker\n98 Forest\n';

test('check: exit 0 for a legal deck, with the card data header line', async () => {
  const t = io({ '/w/ok.txt': LEGAL });
  assert.equal(await runCheckCommand(['ok.txt'], t, open), 0);
  const out = t.stdout.join('\n');
  assert.match(out, /^card data: rules test cards \(scryfall-jsonl, 2025-01-01, \d+ cards\)/);
  assert.match(out, /ok\.txt: no errors/);
});

test('check: exit 1 and compiler-style lines (1-based line:col) for an illegal deck', async () => {
  const t = io({ '/w/bad.txt': ILLEGAL });
  assert.equal(await runCheckCommand(['bad.txt'], t, open), 1);
  const line = t.stdout.find((l) => l.includes('[color-identity]'))!;
  // "1 Goblin Piker" is line 6 (1-based), the name starts at column 3.
  assert.match(line, /^bad\.txt:6:3: error \[color-identity\] Goblin Piker has red/);
});

test('check --json: the documented shape with 0-based LSP positions', async () => {
  const t = io({ '/w/bad.txt': ILLEGAL, '/w/ok.txt': LEGAL });
  assert.equal(await runCheckCommand(['--json', 'bad.txt', 'ok.txt'], t, open), 1);
  const j = JSON.parse(t.stdout.join(''));
  assert.deepEqual(Object.keys(j.cardData).slice(0, 1), ['source']);
  assert.equal(j.cardData.date, '2025-01-01');
  assert.equal(typeof j.cardData.cards, 'number');
  assert.equal(j.files.length, 2);
  const f = j.files[0];
  assert.equal(f.path, 'bad.txt');
  assert.equal(f.format, 'commander');
  assert.deepEqual(f.commanders, ['Phelddagrif']);
  assert.deepEqual(f.counts, { main: 99, commander: 1, companion: 0, sideboard: 0, maybeboard: 0 });
  const d = f.diagnostics.find((x: { code: string }) => x.code === 'color-identity');
  assert.equal(d.severity, 'error');
  assert.equal(d.card, 'Goblin Piker');
  assert.deepEqual(d.range, { start: { line: 5, character: 2 }, end: { line: 5, character: 14 } });
  assert.equal(d.related[0].range.start.line, 2);
  assert.deepEqual(j.files[1].diagnostics.filter((x: { severity: string }) => x.severity === 'error'), []);
});

test('check: usage and data problems exit 2 with a clear message', async () => {
  let t = io({});
  assert.equal(await runCheckCommand([], t, open), 2);
  assert.match(t.stderr.join(''), /no deck files given/);
  t = io({});
  assert.equal(await runCheckCommand(['--frobnicate', 'x.txt'], t, open), 2);
  assert.match(t.stderr.join(''), /unknown option '--frobnicate'/);
  t = io({ '/w/ok.txt': LEGAL });
  assert.equal(await runCheckCommand(['--format', 'nope', 'ok.txt'], t, open), 2);
  assert.match(t.stderr.join(''), /unknown format 'nope'/);
  t = io({});
  assert.equal(await runCheckCommand(['missing.txt'], t, open), 2);
  assert.match(t.stderr.join(''), /missing\.txt: error: cannot read the file \(no such file\)/);
  t = io({ '/w/ok.txt': LEGAL });
  const failing = async () => {
    throw new Error('card data file /x.json: not JSON');
  };
  assert.equal(await runCheckCommand(['ok.txt'], t, failing), 2);
  assert.match(t.stderr.join(''), /cannot load card data: card data file \/x\.json: not JSON/);
});

test('check: the nearest decklist.config.json is used (house format); a bad one is reported with its path, exit 2', async () => {
  const deck = '// format: playgroup\nCommander\n1 Phelddagrif\n\nDeck\n1 Sol Ring\n98 Forest\n';
  let t = io({
    '/w/decks/a.txt': deck,
    '/w/decklist.config.json': JSON.stringify({ formats: { playgroup: { extends: 'commander', banned: ['Sol Ring'] } } }),
  });
  assert.equal(await runCheckCommand(['decks/a.txt'], t, open), 1);
  assert.ok(t.stdout.some((l) => /decks\/a\.txt:6:3: error \[banned\] Sol Ring/.test(l)), t.stdout.join('\n'));
  t = io({ '/w/decks/a.txt': LEGAL, '/w/decks/decklist.config.json': '{\n  "formats": {\n    "x": { "extends": "commander", "deckSize": 80 }\n  }\n}' });
  assert.equal(await runCheckCommand(['decks/a.txt'], t, open), 2);
  assert.match(t.stderr.join('\n'), /decks\/decklist\.config\.json:3:36: error \[config\] format "x": "deckSize" must be an object/);
});

test('check: a --format is used for files that do not name one; team decks given together are checked together', async () => {
  let t = io({ '/w/a.txt': '2 Ancestral Recall\n58 Island\n' });
  assert.equal(await runCheckCommand(['--format', 'vintage', 'a.txt'], t, open), 1);
  assert.ok(t.stdout.some((l) => l.includes('[restricted]')));
  t = io({
    '/w/a.txt': '// format: crossfire\n// team: T\n3 Lightning Bolt\n57 Mountain\n',
    '/w/b.txt': '// format: crossfire\n// team: T\n2 Lightning Bolt\n58 Mountain\n',
  });
  assert.equal(await runCheckCommand(['a.txt', 'b.txt'], t, open), 1);
  assert.equal(t.stdout.filter((l) => l.includes('[team-copy-limit]')).length, 2);
});

test('check: the bundled examples directory has a valid config', async () => {
  const { parseConfig } = await import('../../../server/src/core/formats');
  const p = path.resolve(__dirname, '..', '..', '..', 'examples', 'decklist.config.json');
  assert.deepEqual(parseConfig(await readFile(p, 'utf8'), p).errors, []);
});

test('check: a file named twice is checked once (it does not form a team with itself)', async () => {
  const t = io({ '/w/a.txt': '// format: crossfire\n// team: T\n3 Lightning Bolt\n57 Mountain\n' });
  assert.equal(await runCheckCommand(['a.txt', './a.txt'], t, open), 0);
  assert.equal(t.stdout.filter((l) => l.trim().startsWith('a.txt: ')).length, 2); // header + summary of one file
  assert.ok(!t.stdout.some((l) => l.includes('team-copy-limit')));
});

test('check: a config making "banned" a warning really changes the exit code (1 → 0); "off" silences it', async () => {
  const deck = '// format: commander\nCommander\n1 Phelddagrif\n\nDeck\n1 Black Lotus\n98 Forest\n';
  let t = io({ '/w/a.txt': deck });
  assert.equal(await runCheckCommand(['a.txt'], t, open), 1);
  t = io({ '/w/a.txt': deck, '/w/decklist.config.json': JSON.stringify({ severity: { banned: 'warning' } }) });
  assert.equal(await runCheckCommand(['a.txt'], t, open), 0, t.stdout.join('\n'));
  assert.ok(t.stdout.some((l) => /a\.txt:6:3: warning \[banned\] Black Lotus/.test(l)), t.stdout.join('\n'));
  t = io({ '/w/a.txt': deck, '/w/decklist.config.json': JSON.stringify({ severity: { banned: 'off' } }) });
  assert.equal(await runCheckCommand(['a.txt'], t, open), 0);
  assert.ok(!t.stdout.some((l) => l.includes('[banned]')), t.stdout.join('\n'));
});

test('check: an unknown default format in the config says where the name came from', async () => {
  const t = io({ '/w/a.txt': LEGAL.replace('// format: commander\n', ''), '/w/decklist.config.json': JSON.stringify({ format: 'comander' }) });
  await runCheckCommand(['a.txt'], t, open);
  assert.ok(t.stdout.some((l) => /\[format\] Unknown format "comander" \(the "format" of decklist\.config\.json\)/.test(l)), t.stdout.join('\n'));
});

test('check --lang / DECKLIST_LANG: Japanese card names are read through the alias table of the card data', async () => {
  const atomic = path.resolve(__dirname, '..', '..', 'fixtures', 'cards', 'atomic-sample.json');
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-lang-'));
  const deck = '// format: legacy\n4 土地税\n';
  const run = async (args: string[], env: Record<string, string>) => {
    const t = io({ '/w/ja.txt': deck });
    t.env = { DECKLIST_CACHE_DIR: cacheDir, ...env };
    await runCheckCommand(['--json', '--cards', atomic, ...args, 'ja.txt'], t);
    return JSON.parse(t.stdout.join('')).files[0].diagnostics.map((d: { code: string }) => d.code) as string[];
  };
  assert.ok((await run([], {})).includes('unknown-card'), 'without a language the Japanese name is unknown');
  assert.ok(!(await run(['--lang', 'Japanese'], {})).includes('unknown-card'), '--lang Japanese reads 土地税 as Land Tax');
  assert.ok(!(await run([], { DECKLIST_LANG: 'ja' })).includes('unknown-card'), 'DECKLIST_LANG=ja does the same');
});

test('check DIR: MTGJSON deck .json and OCTGN .o8d files are checked with exact positions; other JSON in the folder is not taken for a deck', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-dir-'));
  const { writeFileSync } = await import('node:fs');
  const card = (name: string, count: number) => `{"count": ${count}, "isFoil": false, "name": "${name}"}`;
  const precon = `{"meta": {"version": "5.2.2"}, "data": {\n  "commander": [${card('Phelddagrif', 1)}],\n  "mainBoard": [\n    ${card('Goblin Piker', 1)},\n    ${card('Forest', 98)}\n  ],\n  "name": "Test Precon",\n  "sideBoard": []\n}}\n`;
  writeFileSync(path.join(dir, 'precon.json'), precon);
  writeFileSync(
    path.join(dir, 'friday.o8d'),
    '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n  <section name="Main" shared="False">\n    <card qty="1" id="a">Kitchen Finks</card>\n    <card qty="98" id="b">Forest</card>\n  </section>\n  <section name="Command Zone" shared="False">\n    <card qty="1" id="c">Phelddagrif</card>\n  </section>\n</deck>\n',
  );
  writeFileSync(path.join(dir, 'package.json'), '{\n  "name": "my-decks",\n  "version": "1.0.0"\n}\n');
  writeFileSync(path.join(dir, 'prices.json'), '[{"card": "Sol Ring", "usd": 1.5}]\n');
  const t: MemoryIO = { ...memoryIO({}, { cwd: dir }), readFile: (p: string) => readFile(p) };
  assert.equal(await runCheckCommand(['--format', 'commander', '.'], t, open), 1);
  const out = t.stdout.join('\n');
  assert.ok(!/package\.json|prices\.json/.test(out + t.stderr.join('')), `no word about other JSON files:\n${out}`);
  assert.match(out, /friday\.o8d: Commander \[commander, from --format\]; commander Phelddagrif; 100 cards \(99 \+ 1 in the command zone\)/);
  assert.match(out, /friday\.o8d: no errors/);
  assert.match(out, /precon\.json: Commander \[commander, from --format\]; commander Phelddagrif; 100 cards/);
  // "Goblin Piker" is on line 4 (1-based); its name starts at column 40.
  const line = precon.split('\n')[3];
  assert.match(out, new RegExp(`precon\\.json:4:${line.indexOf('Goblin Piker') + 1}: error \\[color-identity\\] Goblin Piker`));
  // A folder with only other JSON has no deck files.
  const empty = mkdtempSync(path.join(tmpdir(), 'decklist-dir-'));
  writeFileSync(path.join(empty, 'package.json'), '{"name": "x"}');
  const t2: MemoryIO = { ...memoryIO({}, { cwd: empty }), readFile: (p: string) => readFile(p) };
  assert.equal(await runCheckCommand(['.'], t2, open), 2);
  assert.match(t2.stderr.join(''), /no deck files in this directory \(.*\.o8d, MTGJSON \.json\)/);
});
