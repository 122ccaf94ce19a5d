// Whole exports of each dialect a player brings, written for this project (test/fixtures/decks/export-*):
// the same checks as real-decklists.test.ts makes on ../shared/decklists, with no ../shared needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertExport, fixture, type ExpectedExport } from './helpers';

const EXPECTED: Record<string, ExpectedExport> = {
  // MTGO's text export: the main deck, a blank line, the sideboard.
  'export-mtgo-text.txt': { dialect: 'text', inDeck: 60, sideboard: 15 },
  // Arena without headers: one card on three lines with different printings.
  'export-arena-headerless.txt': {
    dialect: 'text',
    inDeck: 11,
    sideboard: 4,
    check: (doc) => {
      const marshals = doc.entries.filter((e) => e.name === 'Benalish Marshal');
      assert.deepEqual(marshals.map((e) => `${e.set?.text} ${e.collectorNumber?.text}`), ['DAR 6', 'DAR 284', 'DAR 6']);
    },
  },
  // Arena with Companion, Deck and Sideboard headers.
  'export-arena-companion.txt': {
    dialect: 'text',
    inDeck: 80,
    sideboard: 15,
    companion: 1,
    check: (doc) => assert.deepEqual(doc.entries.filter((e) => e.section === 'companion').map((e) => e.name), ['Lurrus of the Dream-Den']),
  },
  // Cockatrice .cod with the commander named in the comments.
  'export-cockatrice-commander.cod': {
    dialect: 'cockatrice-xml',
    inDeck: 100,
    sideboard: 0,
    check: (doc) => {
      assert.deepEqual(doc.directives.filter((d) => d.key === 'commander').map((d) => d.value), ['Oloro, Ageless Ascetic']);
      assert.ok(doc.entries.some((e) => e.name === 'Oloro, Ageless Ascetic' && e.section === 'main'));
      assert.ok(doc.entries.some((e) => e.name === "Lim-Dûl's Vault"));
    },
  },
  // MTGO .dek XML: Sideboard="true" cards are the sideboard.
  'export-mtgo.dek': { dialect: 'mtgo-xml', inDeck: 60, sideboard: 15 },
  // A plain commander list: the commander first, a name in quotes, a split card.
  'export-plain-commander.txt': {
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
  test(`own export ${file}: ${exp.inDeck} in the deck, ${exp.sideboard} in the sideboard, read as ${exp.dialect}`, () => {
    assertExport(fixture(file).doc, exp);
  });
}
