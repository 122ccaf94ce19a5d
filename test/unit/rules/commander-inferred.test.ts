// commander-inferred: the warning on a misspelt `commander:` / `companion:` line the deck resolves
// (which card it was taken to mean, and as what), and the note of an inferred commander that
// leaves cards outside its color identity (the alternatives the quick fix offers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { BRACKET_CARDS } from '../../fixtures/brackets/cards';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO, check, codes } from './helpers';
import { at, commanderNotes, inferredNote } from './commander-notes';

/** The warning on a misspelt line taken as the one close card of the deck. */
function correction(written: string, where: [number, number, number], card: string, cardAt: [number, number, number], as: string): DeckDiagnostic {
  return {
    code: 'unknown-card',
    severity: 'warning',
    message: `No card is named "${written}"; taken as ${card}, the one card of this deck close to that name, as the ${as}. Correct the spelling.`,
    range: at(...where),
    card: written,
    related: [{ message: `${card} in the list`, range: at(...cardAt) }],
    data: { suggestions: [card], name: written, correctedTo: card },
  };
}

test('a misspelt commander line is taken as the one legend of the deck spelt close to it, with a warning that points at that line', () => {
  const r = check('// commander: Phelddagriff\n1 Phelddagrif\n1 Sol Ring\n98 Forest\n', 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  assert.deepEqual(commanderNotes(r), [correction('Phelddagriff', [0, 14, 26], 'Phelddagrif', [1, 2, 13], 'commander')]);
});

test('…as the oathbreaker in Oathbreaker', () => {
  const r = check('// oathbreaker: Chandra, Torch of Defiense\n1 Chandra, Torch of Defiance\n1 Lightning Bolt\n58 Mountain\n', 'oathbreaker');
  assert.deepEqual(r.commanders, ['Chandra, Torch of Defiance']);
  assert.deepEqual(commanderNotes(r)[0], correction('Chandra, Torch of Defiense', [0, 16, 42], 'Chandra, Torch of Defiance', [1, 2, 28], 'oathbreaker'));
});

test('…and a commander line in a format without a commander is still called a commander line', () => {
  const r = check('// commander: Phelddagriff\n1 Phelddagrif\n59 Forest\n', 'modern');
  assert.deepEqual(commanderNotes(r), [correction('Phelddagriff', [0, 14, 26], 'Phelddagrif', [1, 2, 13], 'commander')]);
});

test('a misspelt companion line is taken as the companion, in Commander and in a format whose companion stays in the sideboard', () => {
  const edh = check('// companion: Lurus of the Dream Den\n// commander: Phelddagriff\n1 Phelddagrif\n1 Lurrus of the Dream-Den\n98 Forest\n', 'commander');
  assert.deepEqual(edh.counts.companion, 1);
  assert.deepEqual(commanderNotes(edh), [
    correction('Lurus of the Dream Den', [0, 14, 36], 'Lurrus of the Dream-Den', [3, 2, 25], 'companion'),
    correction('Phelddagriff', [1, 14, 26], 'Phelddagrif', [2, 2, 13], 'commander'),
  ]);
  // Modern keeps the companion among the 15 of the sideboard: it is still the companion line, not a commander.
  const modern = check('// companion: Lurus of the Dream Den\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n1 Lurrus of the Dream-Den\n', 'modern');
  assert.deepEqual(modern.counts.sideboard, 1);
  assert.deepEqual(commanderNotes(modern), [correction('Lurus of the Dream Den', [0, 14, 36], 'Lurrus of the Dream-Den', [5, 2, 25], 'companion')]);
});

test('a misspelt commander line over a deck line the card data does not know either: matched by spelling, and the warning says both are unknown', () => {
  const r = check('// commander: Brand Neu Legend\n1 Brand New Legend\n1 Sol Ring\n98 Forest\n', 'commander');
  assert.deepEqual(r.commanders, ['Brand New Legend']);
  assert.deepEqual(commanderNotes(r), [
    {
      code: 'unknown-card',
      severity: 'warning',
      message:
        'No card is named "Brand Neu Legend" in the card data, nor "Brand New Legend"; taken as Brand New Legend, the one line of this deck spelt close to it, as the commander. Make the two spellings agree (or update the card data if the card is new).',
      range: at(0, 14, 30),
      card: 'Brand Neu Legend',
      related: [{ message: 'Brand New Legend in the list', range: at(1, 2, 18) }],
      data: { suggestions: ['Brand New Legend'], name: 'Brand Neu Legend', correctedTo: 'Brand New Legend' },
    },
  ]);
});

test('an inferred commander that leaves cards outside its identity: the note names every legend or pair that would cover them, for the quick fix', () => {
  const atraxa = BRACKET_CARDS.find((c) => c.name === "Atraxa, Praetors' Voice")!;
  const cards = createMemoryCardDatabase([...RULES_CARDS, atraxa].map(cardFromScryfall), INFO);
  const r = check("1 Tymna the Weaver\n1 Counterspell\n1 Atraxa, Praetors' Voice\n1 Thrasios, Triton Hero\n1 Llanowar Elves\n95 Plains\n", 'commander', cards);
  assert.deepEqual(r.commanders, ['Tymna the Weaver']);
  assert.deepEqual(commanderNotes(r), [
    inferredNote('Tymna the Weaver', [0, 2, 18], 'it is the first line of a 100-card list', {
      others:
        " It leaves cards outside its color identity; Atraxa, Praetors' Voice, or Tymna the Weaver and Thrasios, Triton Hero would cover every card (quick fix \"Make … the commander\").",
      alternatives: [["Atraxa, Praetors' Voice"], ['Tymna the Weaver', 'Thrasios, Triton Hero']],
    }),
  ]);
});

test('a commander directive ending in an em space (U+2003): the unknown name is quoted without it', () => {
  const r = check('// commander: Phelddagriff\u2003\n1 Sol Ring\n98 Forest\n', 'commander');
  assert.deepEqual(codes(r, 'unknown-card').map((d) => d.message), ['Unknown card "Phelddagriff". Did you mean "Phelddagrif"? The card may be newer than the card data.']);
});
