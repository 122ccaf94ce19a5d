// A deck that writes 《稲妻/Lightning Bolt》 on one line means Lightning Bolt by 稲妻 on its other
// lines (rules/deck-names.ts), offline too, without the Japanese name table. What it teaches, and
// what it does not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, db, INFO } from './helpers';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';

function unknownCards(text: string, d = db()): (string | undefined)[] {
  return codes(check(text, 'legacy', d), 'unknown-card').map((x) => x.card);
}

test('deck names: 稲妻 on a line of its own is the card the deck writes beside 稲妻 elsewhere, and counts toward its copies', () => {
  assert.deepEqual(unknownCards('1 《稲妻/Lightning Bolt》\n3 稲妻\n56 Mountain\n'), []);
  // Taught from a later line too, shown as the deck writes it, and counted with the card's other copies.
  const later = check('3 稲妻\n2 《稲妻/Lightning Bolt》\n55 Mountain\n', 'legacy');
  assert.deepEqual(
    later.context.entries.map((e) => [e.entry.name, e.name, e.shown]),
    [
      ['稲妻', 'Lightning Bolt', '《稲妻》'],
      ['稲妻/Lightning Bolt', 'Lightning Bolt', '《稲妻/Lightning Bolt》'],
      ['Mountain', 'Mountain', 'Mountain'],
    ],
  );
  assert.deepEqual(
    codes(later, 'copy-limit').map((x) => [x.card, x.range.start.line]),
    [['Lightning Bolt', 1]],
  );
  // The same pair written twice teaches the same card.
  assert.deepEqual(unknownCards('1 《稲妻/Lightning Bolt》\n1 《稲妻/Lightning Bolt》\n2 稲妻\n56 Mountain\n'), []);
});

test('deck names: a Japanese name written beside two different cards teaches nothing, however many lines follow', () => {
  assert.deepEqual(unknownCards('1 《稲妻/Lightning Bolt》\n1 《稲妻/Counterspell》\n2 稲妻\n56 Mountain\n'), ['稲妻']);
  assert.deepEqual(unknownCards('1 《稲妻/Lightning Bolt》\n1 《稲妻/Counterspell》\n1 《稲妻/Lightning Bolt》\n1 稲妻\n56 Mountain\n'), ['稲妻']);
});

test('deck names: a pair whose English name the data does not know teaches nothing and is not resolved by the others', () => {
  assert.deepEqual(unknownCards('1 《稲妻/Lightning Bolt》\n1 《稲妻/Lightnig Bolt》\n2 稲妻\n56 Mountain\n'), ['稲妻/Lightnig Bolt']);
  assert.deepEqual(unknownCards('1 《稲妻/Lightnig Bolt》\n2 稲妻\n57 Mountain\n'), ['稲妻/Lightnig Bolt', '稲妻']);
});

test('deck names: a Japanese name the card data knows stays the data\'s card; a pair only teaches names the data does not know', () => {
  const withTable = createMemoryCardDatabase(RULES_CARDS.map(cardFromScryfall), INFO, [{ alias: '稲妻', name: 'Lightning Bolt', language: 'Japanese' }]);
  const r = check('1 《稲妻/Counterspell》\n3 稲妻\n56 Mountain\n', 'legacy', withTable);
  assert.deepEqual(
    r.context.entries.map((e) => [e.entry.name, e.name]),
    [
      ['稲妻/Counterspell', 'Counterspell'],
      ['稲妻', 'Lightning Bolt'],
      ['Mountain', 'Mountain'],
    ],
  );
});
