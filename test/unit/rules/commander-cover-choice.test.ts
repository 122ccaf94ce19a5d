// Which legends of an unmarked list could lead it when its first line leaves cards outside that
// legend's color identity (rules/commander-cover.ts): one legend that covers every card is taken
// alone, not in a pair with another; pairs are tried among at most 60 legends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { card, RULES_CARDS } from '../../fixtures/rules/cards';
import { check, codes, INFO } from './helpers';

/** Colorless legends that can lead a deck but cover none of its colors (a cube-like list of many legends). */
const FILLERS = Array.from({ length: 59 }, (_, i) =>
  card({ name: `Test Golem Legend ${i + 1}`, mana_cost: '{3}', cmc: 3, type_line: 'Legendary Artifact Creature — Golem', oracle_text: 'Vigilance', colors: [], color_identity: [] }),
);
const cards = createMemoryCardDatabase([...RULES_CARDS, ...FILLERS].map(cardFromScryfall), { ...INFO, label: 'cover test cards' });

/** A 100-card list with no commander marked: the given lines, then basics. */
function list(lines: string[], basics: string[]): string {
  const rest = 100 - lines.length;
  const counts = basics.map((b, i) => `${Math.floor(rest / basics.length) + (i < rest % basics.length ? 1 : 0)} ${b}`);
  return [...lines.map((l) => `1 ${l}`), ...counts].join('\n') + '\n';
}

test('one legend that covers every card is taken alone, not in a pair with the first line\'s partner', () => {
  const r = check(list(['Krark, the Thumbless', 'Counterspell', "Kraum, Ludevic's Opus"], ['Island', 'Mountain']), 'commander', cards);
  assert.deepEqual(r.commanders, ["Kraum, Ludevic's Opus"]);
  assert.deepEqual(
    codes(r, 'commander-inferred').map((d) => [d.message.split('.')[0], d.data?.alternatives]),
    [
      [
        "Kraum, Ludevic's Opus is taken as the commander because Krark, the Thumbless on the first line would leave 51 cards outside its color identity ({R}), and Kraum, Ludevic's Opus is the only commander in the list whose color identity ({U}{R}) covers every card",
        undefined,
      ],
    ],
  );
});

test('pairs are tried among 60 legends, not among 61', () => {
  const withFillers = (n: number) =>
    check(list(['Tymna the Weaver', 'Counterspell', 'Llanowar Elves', 'Thrasios, Triton Hero', ...FILLERS.slice(0, n).map((c) => c.name as string)], ['Plains', 'Island', 'Swamp', 'Forest']), 'commander', cards);
  // Tymna, Thrasios and 58 more legends: the pair that covers every card is found.
  assert.deepEqual(withFillers(58).commanders, ['Tymna the Weaver', 'Thrasios, Triton Hero']);
  // One more: the first line stays, and its color identity errors show.
  const many = withFillers(59);
  assert.deepEqual(many.commanders, ['Tymna the Weaver']);
  assert.deepEqual(codes(many, 'color-identity').map((d) => d.card), ['Counterspell', 'Llanowar Elves', 'Thrasios, Triton Hero', 'Island', 'Forest']);
});
