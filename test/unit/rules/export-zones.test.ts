// Two exports whose zones were misread (issue 38, class 8): Moxfield's MTGO-style text export of a
// Commander deck (the 99, `SIDEBOARD:` with the cards being considered, a blank line, then the
// commander last), and Cockatrice files whose sideboard zone is named `sideboard` (as converters
// write it) instead of Cockatrice's own `side`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeck } from '../../../server/src/core/parse';
import { checkDeck } from '../../../server/src/core/check';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { memoryIO } from '../../support/memory-io';
import { codes, db, format } from './helpers';
import { commanderNotes, inferredNote } from './commander-notes';

/** Moxfield's MTGO export: the deck's lines, `SIDEBOARD:`, the considered cards, a blank line, the commanders. */
function moxfieldMtgo(deck: string[], considered: string[], commanders: string[]): string {
  return [...deck, 'SIDEBOARD:', ...considered, '', ...commanders].join('\n') + '\n';
}

const NINETY_NINE = ['1 Kitchen Finks', '1 Sol Ring', '1 Counterspell', '32 Forest', '32 Island', '32 Plains'];
const NINETY_EIGHT = ['1 Kitchen Finks', '1 Sol Ring', '1 Counterspell', '24 Forest', '24 Island', '24 Plains', '23 Swamp'];

test("Moxfield's MTGO export: the commander last is the commander, the considered cards are outside the deck", () => {
  const text = moxfieldMtgo(NINETY_NINE, ['1 Lightning Bolt', '1 Braids, Cabal Minion'], ['1 Phelddagrif']);
  const r = checkDeck(parseDeck(text, { fileName: 'deck.txt' }), db(), format('commander'));
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(r.counts, { commander: 1, main: 99, companion: 0, sideboard: 0, maybeboard: 2 });
  const why =
    "it is set apart by a blank line at the end of the list, below the sideboard, as Moxfield's MTGO export writes the commander (the sideboard above it is read as the cards being considered, outside the deck)";
  assert.deepEqual(commanderNotes(r), [inferredNote('Phelddagrif', [10, 2, 13], why)]);
  // Lightning Bolt (red) and Braids (black) are only being considered: no color-identity error.
  assert.deepEqual(codes(r), []);
});

test("…and a pair of partners last are both commanders", () => {
  const text = moxfieldMtgo(NINETY_EIGHT, ['1 Lightning Bolt'], ['1 Thrasios, Triton Hero', '1 Tymna the Weaver']);
  const r = checkDeck(parseDeck(text), db(), format('commander'));
  assert.deepEqual(r.commanders, ['Thrasios, Triton Hero', 'Tymna the Weaver']);
  assert.deepEqual(r.counts, { commander: 2, main: 98, companion: 0, sideboard: 0, maybeboard: 1 });
  assert.deepEqual(codes(r), []);
});

test('…but not a real sideboard: a last block that cannot lead, or a list that is not the deck size, stays the sideboard', () => {
  const island = checkDeck(parseDeck(moxfieldMtgo(NINETY_NINE, ['1 Lightning Bolt'], ['1 Island'])), db(), format('commander'));
  assert.deepEqual(island.commanders, []);
  assert.deepEqual(island.counts, { commander: 0, main: 99, companion: 0, sideboard: 2, maybeboard: 0 });
  const short = checkDeck(parseDeck(moxfieldMtgo(NINETY_NINE.slice(1), ['1 Lightning Bolt'], ['1 Phelddagrif'])), db(), format('commander'));
  assert.deepEqual(short.counts.maybeboard, 0);
  assert.deepEqual(short.counts.sideboard, 2);
  // A 60-card deck's sideboard with a legend last is a sideboard.
  const modern = checkDeck(parseDeck('4 Lightning Bolt\n56 Mountain\nSIDEBOARD:\n2 Counterspell\n\n1 Braids, Cabal Minion\n'), db(), format('modern'));
  assert.deepEqual(modern.counts, { commander: 0, main: 60, companion: 0, sideboard: 3, maybeboard: 0 });
});

const COD_SIDEBOARD = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<cockatrice_deck version="1">',
  '    <deckname>Burn</deckname>',
  '    <zone name="main">',
  '        <card number="4" name="Lightning Bolt"/>',
  '        <card number="56" name="Mountain"/>',
  '    </zone>',
  '    <zone name="sideboard">',
  '        <card number="3" name="Counterspell"/>',
  '        <card number="1" name="Lightning Bolt"/>',
  '        <card number="12" name="Island"/>',
  '    </zone>',
  '</cockatrice_deck>',
  '',
].join('\n');

test('a Cockatrice file whose sideboard zone is named "sideboard": read as the sideboard, and checked as one', async () => {
  const doc = parseDeck(COD_SIDEBOARD, { fileName: 'burn.cod' });
  assert.deepEqual(doc.entries.map((e) => [e.name, e.quantity, e.section]), [
    ['Lightning Bolt', 4, 'main'],
    ['Mountain', 56, 'main'],
    ['Counterspell', 3, 'sideboard'],
    ['Lightning Bolt', 1, 'sideboard'],
    ['Island', 12, 'sideboard'],
  ]);
  const io = memoryIO({ '/w/burn.cod': COD_SIDEBOARD }, { cwd: '/w' });
  assert.equal(await runCheckCommand(['--json', '--format', 'legacy', 'burn.cod'], io, async () => db()), 1);
  const f = JSON.parse(io.stdout.join('')).files[0];
  assert.deepEqual(f.counts, { main: 60, commander: 0, companion: 0, sideboard: 16, maybeboard: 0 });
  // The fifth Lightning Bolt (4 in the deck, 1 in the sideboard) and the 16-card sideboard.
  assert.deepEqual(f.diagnostics.map((d: { code: string; severity: string }) => [d.code, d.severity]), [
    ['sideboard-size', 'error'],
    ['copy-limit', 'error'],
  ]);
});
