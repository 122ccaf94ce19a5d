// The small words of the rules' messages (rules/wording.ts) as the player reads them: "a" or "an",
// color identities as mana symbols, card counts; in English and in Japanese (no articles, 枚).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as l10n from '@vscode/l10n';
import { check, codes, commanderDeck } from './helpers';
import { article, identityText, quantityText, withArticle } from '../../../server/src/core/rules/wording';

function messages(text: string, formatId: string, code: string): string[] {
  return codes(check(text, formatId), code).map((d) => d.message);
}

test('wording: "an" before a vowel, whatever its case or the spaces before it; "a" otherwise', () => {
  assert.deepEqual(['oathbreaker', 'Artifact', ' Enchantment', 'commander', 'Creature — Goblin Warrior'].map(withArticle), [
    'an oathbreaker',
    'an Artifact',
    'an  Enchantment',
    'a commander',
    'a Creature — Goblin Warrior',
  ]);
  assert.deepEqual(['oathbreaker', ' oathbreaker', 'Instant', 'legendary creature'].map(article), ['an', 'an', 'an', 'a']);
});

test('wording: the article in messages: "it is an Artifact", "it is a Creature", "banned as a commander"', () => {
  assert.ok(messages(commanderDeck('Black Lotus', []), 'commander', 'commander-ineligible')[0].startsWith('Black Lotus cannot be your commander in Commander: it is an Artifact, and '));
  assert.ok(messages(commanderDeck('Goblin Piker', [], ['Mountain']), 'commander', 'commander-ineligible')[0].startsWith('Goblin Piker cannot be your commander in Commander: it is a Creature — Goblin Warrior, and '));
  assert.ok(messages(commanderDeck('Braids, Cabal Minion', [], ['Swamp']), 'commander-2010', 'banned-as-commander')[0].startsWith('Braids, Cabal Minion is banned as a commander in Commander (2010 rules)'));
});

test('wording: a color identity is its mana symbols in WUBRG order, or "colorless"', () => {
  assert.equal(identityText(['G', 'W', 'U']), '{W}{U}{G}');
  assert.equal(identityText(new Set(['R', 'B'] as const)), '{B}{R}');
  assert.equal(identityText([]), 'colorless');
  assert.ok(
    messages(commanderDeck('Karn, the Great Creator', ['Goblin Piker'], ['Wastes']), 'commander', 'color-identity')[0].includes("outside Karn, the Great Creator's color identity colorless: "),
  );
});

test('wording: "1 card", "0 cards", "60 cards"', () => {
  assert.deepEqual([1, 0, 2, 60].map((n) => quantityText(n)), ['1 card', '0 cards', '2 cards', '60 cards']);
  assert.ok(messages(commanderDeck('Phelddagrif', [], ['Forest'], 1), 'commander', 'deck-size')[0].startsWith('The deck has 1 card (0 + 1 in the command zone); '));
});

test('wording: in Japanese there is no article, colorless is 無色 and a count is 枚', () => {
  l10n.config({ contents: JSON.parse(readFileSync('l10n/bundle.l10n.ja.json', 'utf8')) });
  try {
    assert.deepEqual([withArticle('統率者'), withArticle('アーティファクト'), identityText([]), quantityText(1), quantityText(60)], ['統率者', 'アーティファクト', '無色', '1枚', '60枚']);
  } finally {
    l10n.config({ contents: {} });
  }
});
