import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../../server/src/cli';
import { memoryIO } from '../../support/memory-io';
import { fixturesDir } from './helpers';


test('decklist parse --json prints the documented shape with 0-based ranges', async () => {
  const io = memoryIO({ 'deck.txt': 'Deck\n4x Lightning Bolt (2X2) 117 *F*\n\nSideboard\nSB: 2 Pyroblast\n' });
  assert.equal(await main(['parse', '--json', 'deck.txt'], io), 0);
  const out = JSON.parse(io.stdout.join(''));
  assert.equal(out.files.length, 1);
  const f = out.files[0];
  assert.equal(f.path, 'deck.txt');
  assert.equal(f.dialect, 'text');
  assert.deepEqual(f.diagnostics, []);
  assert.deepEqual(f.entries[0], {
    section: 'main',
    quantity: 4,
    name: 'Lightning Bolt',
    set: '2X2',
    collectorNumber: '117',
    markers: [{ kind: 'foil', text: '*F*', range: { start: { line: 1, character: 28 }, end: { line: 1, character: 31 } } }],
    tags: [],
    category: null,
    lookupNames: ['Lightning Bolt'],
    range: { start: { line: 1, character: 0 }, end: { line: 1, character: 31 } },
    ranges: {
      quantity: { start: { line: 1, character: 0 }, end: { line: 1, character: 1 } },
      name: { start: { line: 1, character: 3 }, end: { line: 1, character: 17 } },
      set: { start: { line: 1, character: 19 }, end: { line: 1, character: 22 } },
      collectorNumber: { start: { line: 1, character: 24 }, end: { line: 1, character: 27 } },
      tags: [],
    },
  });
  assert.equal(f.entries[1].ranges.quantity.start.character, 4, 'after `SB: `');
  assert.equal(f.entries[1].section, 'sideboard');
  assert.equal(f.entries[1].set, null);
});

test('decklist parse prints each entry with section, quantity, name, set, number, markers and range', async () => {
  const text = readFileSync(path.join(fixturesDir, 'finish-and-commander-markers.txt'));
  const io = memoryIO({ 'm.txt': text });
  assert.equal(await main(['parse', 'm.txt'], io), 0);
  const out = io.stdout.join('\n');
  assert.match(out, /^m\.txt: text, 5 lines, 4 entries \(main 3, commander 1\)/);
  assert.match(out, /0:0-24 +main +1 {2}Sol Ring {2}\(CMR\) 472 {2}\*F\*/);
  assert.match(out, /3:0-\d+ +commander +1 {2}Atraxa, Praetors' Voice {2}\(2XM\) 190 {2}\*CMDR\*/);
});

test('decklist parse: an unreadable file is a clear message and exit 2; the other files are still printed', async () => {
  const io = memoryIO({ 'ok.txt': '1 Sol Ring\n' });
  assert.equal(await main(['parse', 'missing.txt', 'ok.txt'], io), 2);
  assert.match(io.stderr.join(''), /cannot read 'missing\.txt': no such file/);
  assert.match(io.stdout.join(''), /Sol Ring/);
});

test('decklist parse: parse errors give exit 1 and are printed with their range', async () => {
  const io = memoryIO({ 'bad.txt': '0 Island\n' });
  assert.equal(await main(['parse', 'bad.txt'], io), 1);
  assert.match(io.stdout.join(''), /0:0-1 +error: Quantity 0/);
});

test('decklist parse without files or with an unknown option is a usage error', async () => {
  const io = memoryIO({});
  assert.equal(await main(['parse'], io), 2);
  assert.match(io.stderr.join(''), /no FILE given/);
  const io2 = memoryIO({});
  assert.equal(await main(['parse', '--yaml', 'x'], io2), 2);
  assert.match(io2.stderr.join(''), /unknown option '--yaml'/);
  const io3 = memoryIO({});
  assert.equal(await main(['parse', '--help'], io3), 0);
  assert.match(io3.stdout.join(''), /usage: decklist parse/);
});

test('decklist parse reads XML dialects from bytes (BOM included) and reports the dialect', async () => {
  const io = memoryIO({ 'd.dek': readFileSync(path.join(fixturesDir, 'mtgo-dek-with-bom.dek')) });
  assert.equal(await main(['parse', '--json', 'd.dek'], io), 0);
  const f = JSON.parse(io.stdout.join('')).files[0];
  assert.equal(f.dialect, 'mtgo-xml');
  assert.deepEqual(
    f.entries.map((e: { section: string; name: string }) => [e.section, e.name]),
    [
      ['main', 'Sol Ring'],
      ['main', 'Island'],
      ['commander', "Atraxa, Praetors' Voice"],
      ['sideboard', 'Negate'],
    ],
  );
});

test('decklist parse reads MTGJSON deck JSON and OCTGN .o8d: dialect, entries, sections and 0-based ranges', async () => {
  const io = memoryIO({
    'precon.json': readFileSync(path.join(fixturesDir, 'mtgjson-commander-precon.json')),
    'deck.o8d': readFileSync(path.join(fixturesDir, 'octgn-commander.o8d')),
  });
  assert.equal(await main(['parse', '--json', 'precon.json', 'deck.o8d'], io), 0);
  const [json, octgn] = JSON.parse(io.stdout.join('')).files;
  assert.equal(json.dialect, 'mtgjson-json');
  assert.deepEqual(json.diagnostics, []);
  assert.deepEqual(json.entries[0].ranges.name, { start: { line: 16, character: 17 }, end: { line: 16, character: 40 } });
  assert.equal(json.entries[0].section, 'commander');
  assert.equal(json.entries[0].set, 'C16');
  assert.equal(json.entries[0].collectorNumber, '28');
  assert.equal(octgn.dialect, 'octgn-xml');
  assert.deepEqual(
    octgn.entries.map((e: { section: string; quantity: number; name: string }) => `${e.section} ${e.quantity} ${e.name}`),
    ['main 1 Sol Ring', 'main 30 Forest', "main 1 Hall of Heliod's Generosity", 'main 1 Fire // Ice', 'sideboard 2 Negate', "commander 1 Atraxa, Praetors' Voice", 'outside 1 Academy at Tolaria West'],
  );
  const io2 = memoryIO({ 'precon.json': readFileSync(path.join(fixturesDir, 'mtgjson-commander-precon.json')) });
  assert.equal(await main(['parse', 'precon.json'], io2), 0);
  assert.match(io2.stdout.join('\n'), /^precon\.json: mtgjson-json, \d+ lines, 6 entries \(commander 1, main 33, sideboard 2\)/);
});
