// The mana-sources note as a player reads it: each color short of Karsten's table, colorless too;
// in Commander not a color outside the commander's identity (that card already has its error).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, createFormatRegistry, INFO, parseConfig } from './helpers';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { card, RULES_CARDS } from '../../fixtures/rules/cards';
import type { CheckResult } from '../../../server/src/core/check';

// A card that needs colorless mana ({C}), which no Island makes.
const WARDEN = card({ name: 'Test Warden', mana_cost: '{2}{C}{C}', cmc: 4, type_line: 'Artifact Creature — Eldrazi', oracle_text: 'Vigilance', colors: [], color_identity: [], power: '4', toughness: '4' });
const db = createMemoryCardDatabase([...RULES_CARDS, WARDEN].map(cardFromScryfall), { ...INFO, cards: RULES_CARDS.length + 1 });

function notes(r: CheckResult) {
  return codes(r, 'mana-sources').map((d) => ({ severity: d.severity, line: d.range.start.line, message: d.message, data: d.data }));
}

test('a constructed deck: every color short of the table, colorless included, on the first line', () => {
  assert.deepEqual(notes(check('4 Test Warden\n4 Goblin Piker\n52 Island\n', 'modern', db)), [
    {
      severity: 'information',
      line: 0,
      message: "Red: 0 sources; Karsten's table asks for 13 to cast {1}{R} on turn 2 (Goblin Piker).",
      data: { card: 'Goblin Piker', color: 'R', sources: 0, required: 13, cost: '{1}{R}', turn: 2, table: 60 },
    },
    {
      severity: 'information',
      line: 0,
      message: "Colorless: 0 sources; Karsten's table asks for 16 to cast {2}{C}{C} on turn 4 (Test Warden).",
      data: { card: 'Test Warden', color: 'C', sources: 0, required: 16, cost: '{2}{C}{C}', turn: 4, table: 60 },
    },
  ]);
});

test('Commander: the commander\'s colors and colorless, not red outside Phelddagrif\'s identity', () => {
  const r = check(commanderDeck('Phelddagrif', ['Test Warden', 'Goblin Piker'], ['Island']), 'commander', db);
  assert.deepEqual(
    notes(r).map((n) => [n.line, n.message]),
    [
      [0, "White: 0 sources; Karsten's table asks for 16 to cast {1}{G}{W}{U} on turn 4 (Phelddagrif)."],
      [0, "Green: 0 sources; Karsten's table asks for 16 to cast {1}{G}{W}{U} on turn 4 (Phelddagrif)."],
      [0, "Colorless: 0 sources; Karsten's table asks for 26 to cast {2}{C}{C} on turn 4 (Test Warden)."],
    ],
  );
  // Goblin Piker's red is an error of its own.
  assert.deepEqual(codes(r, 'color-identity').map((d) => d.card), ['Goblin Piker']);
});

test('mana-sources set to off: no note', () => {
  const cfg = parseConfig(JSON.stringify({ formats: { quiet: { extends: 'modern', severities: { 'mana-sources': 'off' } } } }));
  assert.deepEqual(cfg.errors, []);
  assert.deepEqual(notes(check('4 Test Warden\n4 Goblin Piker\n52 Island\n', createFormatRegistry(cfg.config).get('quiet')!, db)), []);
});
