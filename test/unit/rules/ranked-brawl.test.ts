// Arena's Competitive Brawl (announced as Ranked Brawl; issue 39, item 5), built in on Scryfall's `competitivebrawl` legality (issue 27, item 4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { createDecklistService } from '../../../server/src/core';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { TODAY_SCRYFALL_CARDS } from '../../fixtures/rules/today-cards';
import { commanderDeck, INFO } from './helpers';

/** Today's cards with a `competitivebrawl` legality: Brawl's, except one card banned in Ranked Brawl only. */
function service() {
  const cards = [...RULES_CARDS, ...TODAY_SCRYFALL_CARDS].map((o) => {
    const legalities = (o.legalities ?? {}) as Record<string, string>;
    const competitivebrawl = o.name === 'Plains Courier' ? 'banned' : (legalities.brawl ?? 'not_legal');
    return cardFromScryfall({ ...o, legalities: { ...legalities, competitivebrawl } });
  });
  return createDecklistService({ cards: createMemoryCardDatabase(cards, { ...INFO, label: 'Scryfall Oracle Cards of 2026-11-20', date: '2026-11-20' }) });
}

const deck = commanderDeck('Skyrail Dreadnought', ['Plains Courier'], ['Plains'], 100);

test('format: Competitive Brawl (its names before the rename, and its Japanese names) checks a deck with Scryfall\'s competitivebrawl legalities', () => {
  const s = service();
  for (const name of ['Competitive Brawl', 'competitive-brawl', 'Ranked Brawl', 'ranked-brawl', '競技ブロール', 'ランク戦ブロール', 'competitivebrawl']) {
    const r = s.check(`// format: ${name}\n${deck}`);
    assert.equal(r.format, 'competitivebrawl', name);
    const banned = r.diagnostics.filter((d) => d.code === 'banned');
    assert.deepEqual(banned.map((d) => [d.card, d.severity]), [['Plains Courier', 'error']], name);
    assert.match(banned[0].message, /Competitive Brawl \(Arena, 100 cards\)/);
    assert.deepEqual(r.diagnostics.filter((d) => d.code !== 'banned').map((d) => d.code), [], name);
  }
  // The same deck in Brawl's play queue: the card is legal there.
  const brawl = s.check(`// format: brawl\n${deck}`);
  assert.deepEqual(brawl.diagnostics.map((d) => d.code), []);
});
