import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statisticsBody, statisticsPage } from '../../../client/src/statistics-html';
import type { DeckStatistics } from '../../../server/src/lsp/protocol';

const STATS: DeckStatistics = {
  curve: [0, 2, 2, 1, 3, 1, 1, 4].map((count, manaValue) => ({ manaValue, count })),
  averageManaValue: 3.2,
  colorPips: { W: 1, U: 5, B: 0, R: 2, G: 5, C: 0 },
  types: [
    { type: 'Creature', count: 4 },
    { type: 'Land', count: 20 },
  ],
  sections: [
    { section: 'commander', title: 'Commander', count: 1 },
    { section: 'main', title: 'Main deck', count: 30 },
  ],
  categories: [],
  lands: 20,
  nonlands: 14,
  unknownCards: 1,
};

test('statistics view: one bar per mana value, the last labelled 7+, heights proportional to counts', () => {
  const html = statisticsBody(STATS, 'deck.edh');
  const bars = [...html.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="36" height="(\d+)"/g)].map((m) => Number(m[2]));
  assert.equal(bars.length, 8);
  assert.equal(Math.max(...bars), 140);
  assert.equal(bars[0], 0);
  assert.equal(bars[4], 105);
  assert.match(html, />7\+<\/text>/);
  assert.match(html, /Mana value 4: 3 cards/);
});

test('statistics view: pips, types, sections with a total, and the unknown-card note', () => {
  const html = statisticsBody(STATS, 'deck.edh');
  assert.match(html, /class="pip-U"/);
  assert.doesNotMatch(html, /class="pip-B"/, 'no segment for a color without pips');
  assert.match(html, /Blue \{U\}<\/td><td class="num">5<\/td>/);
  assert.match(html, /<td>Creature<\/td><td class="num">4<\/td>/);
  assert.match(html, /<tr class="total"><td>Total<\/td><td class="num">31<\/td><\/tr>/);
  assert.match(html, /1 card is not in the card data/);
  assert.ok(html.includes('<p class="summary">35 cards in the deck · 20 lands · 14 nonland cards · average mana value 3.20</p>'), html);
  const commander = statisticsBody({ ...STATS, commandZoneAside: true }, 'deck.edh');
  assert.ok(commander.includes('<p class="summary">35 cards in the deck · 20 lands · 14 nonland cards · average mana value 3.20 without the command zone</p>'), commander);
});

test('statistics view: the deck name is escaped; the page has a CSP with a nonce and no inline style attributes', () => {
  const html = statisticsBody(STATS, '<img src=x onerror=alert(1)>.dek');
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;.dek'));
  const page = statisticsPage(html, 'NONCE', 'vscode-resource:');
  assert.match(page, /Content-Security-Policy" content="default-src 'none';[^"]*script-src 'nonce-NONCE'/);
  assert.doesNotMatch(page, /style="/);
  assert.doesNotMatch(page, /#[0-9a-f]{6}\b/i, 'colors come from the theme variables');
});
