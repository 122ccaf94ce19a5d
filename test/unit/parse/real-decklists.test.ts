// The six real exports in ../shared/decklists (never copied into the project): their true counts
// from that folder's README are the acceptance check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDeckBytes } from '../../../server/src/core/parse/index';
import { assertExport, haveShared, sharedDecklists, type ExpectedExport } from './helpers';

const skip = haveShared ? false : `../shared/decklists not present (looked in ${sharedDecklists})`;

const EXPECTED: Record<string, ExpectedExport> = {
  'mtgo-text-prismari.txt': { dialect: 'text', inDeck: 60, sideboard: 15 },
  'arena-headerless.txt': {
    dialect: 'text',
    inDeck: 11,
    sideboard: 4,
    check: (doc) => {
      const marshals = doc.entries.filter((e) => e.name === 'Benalish Marshal');
      assert.equal(marshals.length, 3);
      assert.deepEqual(
        marshals.map((e) => e.collectorNumber?.text),
        ['6p', '6s', undefined],
      );
    },
  },
  'arena-companion.txt': {
    dialect: 'text',
    inDeck: 80,
    sideboard: 15,
    companion: 1,
    check: (doc) => {
      const comp = doc.entries.filter((e) => e.section === 'companion');
      assert.deepEqual(
        comp.map((e) => e.name),
        ['Yorion, Sky Nomad'],
      );
    },
  },
  'cockatrice-oloro.cod': {
    dialect: 'cockatrice-xml',
    inDeck: 100,
    sideboard: 0,
    check: (doc) => {
      const cdr = doc.directives.filter((d) => d.key === 'commander');
      assert.deepEqual(
        cdr.map((d) => d.value),
        ['Oloro, Ageless Ascetic'],
      );
      assert.ok(doc.entries.some((e) => e.name === 'Oloro, Ageless Ascetic' && e.section === 'main'));
    },
  },
  'mtgo-bw-starfield.dek': { dialect: 'mtgo-xml', inDeck: 60, sideboard: 15 },
  'plain-commander-henzie.txt': {
    dialect: 'text',
    inDeck: 100,
    sideboard: 0,
    check: (doc) => {
      assert.equal(doc.entries[0].name, 'Henzie "Toolbox" Torre');
      assert.ok(doc.entries.some((e) => e.name === 'Life // Death'));
    },
  },
};

for (const [file, exp] of Object.entries(EXPECTED)) {
  test(`real decklist ${file}: ${exp.inDeck} in the deck, ${exp.sideboard} in the sideboard`, { skip }, () => {
    assertExport(parseDeckBytes(readFileSync(path.join(sharedDecklists, file)), { fileName: file }), exp);
  });
}
