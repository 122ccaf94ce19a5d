// What a player reads when the card in the command zone is one the format bans as commander:
// the format's own word for the commander, the date of the list, and the line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, createFormatRegistry, parseConfig } from './helpers';
import { nameAt } from './pair-cards';

function bannedAsCommander(name: string, format: string, message: string) {
  return { code: 'banned-as-commander', severity: 'error', message, range: nameAt(1, name), card: name, data: { format } };
}

const formats = () => {
  const { config, errors } = parseConfig(
    JSON.stringify({
      formats: {
        oath: { extends: 'oathbreaker', name: 'Our Oathbreaker', bannedAsCommander: ['Chandra, Torch of Defiance'], asOf: '2026-11-01' },
        old: { extends: 'commander-2010', name: 'Old school', unbanned: ['Braids, Cabal Minion'] },
        leg: { extends: 'legacy', name: 'House Legacy', bannedAsCommander: ['Braids, Cabal Minion'] },
      },
    }),
    '/w/decklist.config.json',
  );
  assert.deepEqual(errors, []);
  return createFormatRegistry(config);
};

test('banned-as-commander: the 2010 rules\' Braids, with the date of the list', () => {
  assert.deepEqual(codes(check(commanderDeck('Braids, Cabal Minion', [], ['Swamp']), 'commander-2010'), 'banned-as-commander'), [
    bannedAsCommander(
      'Braids, Cabal Minion',
      'commander-2010',
      'Braids, Cabal Minion is banned as a commander in Commander (2010 rules) (list as of 2010-12-15); it may still be one of the other cards of the deck. Choose another commander.',
    ),
  ]);
});

test('banned-as-commander: a house Oathbreaker says "oathbreaker", and a config\'s unbanned lifts the ban', () => {
  const reg = formats();
  const r = check(commanderDeck(['Chandra, Torch of Defiance', 'Lightning Bolt'], [], ['Mountain'], 60), reg.get('oath')!);
  assert.deepEqual(codes(r, 'banned-as-commander'), [
    bannedAsCommander(
      'Chandra, Torch of Defiance',
      'oath',
      'Chandra, Torch of Defiance is banned as an oathbreaker in Our Oathbreaker (list as of 2026-11-01); it may still be one of the other cards of the deck. Choose another oathbreaker.',
    ),
  ]);
  assert.deepEqual(codes(check(commanderDeck('Braids, Cabal Minion', [], ['Swamp']), reg.get('old')!), 'banned-as-commander'), []);
});

test('banned-as-commander: a format without commanders that lists one, without a date, calls it a commander', () => {
  const r = check(commanderDeck('Braids, Cabal Minion', [], ['Swamp'], 60), formats().get('leg')!);
  assert.deepEqual(r.diagnostics, [
    bannedAsCommander(
      'Braids, Cabal Minion',
      'leg',
      'Braids, Cabal Minion is banned as a commander in House Legacy; it may still be one of the other cards of the deck. Choose another commander.',
    ),
  ]);
});
