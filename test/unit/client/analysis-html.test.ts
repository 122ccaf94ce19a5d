// The statistics view's deck-building sections, from the service's real figures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statisticsBody, statisticsPage } from '../../../client/src/statistics-html';
import { service } from '../analysis/helpers';

const DECK = '// format: modern\n4 Lightning Bolt\n4 Counterspell\n14 Island\n10 Mountain\n28 Opt\nSideboard\n2 Steam Vents';

function body(withHand = true): string {
  const s = service();
  const check = s.check(DECK);
  const hand = withHand ? s.sampleHand(check, { seed: 5, mulligans: 1, draws: 1 }) : null;
  return statisticsBody(s.statistics(check), 'deck.dek', hand);
}

test('Mana: a row per color with sources, a bar marking the requirement, and the verdict', () => {
  const html = body();
  assert.match(html, /<h2>Mana<\/h2>/);
  assert.match(html, /60-card decks/);
  const blue = /<tr data-color="U">(.*?)<\/tr>/.exec(html)![1];
  assert.match(blue, /14 sources/);
  assert.match(blue, /needs 21 for \{U\}\{U\} on turn 2 \(Counterspell\)/);
  assert.match(blue, /<span class="warning">7 short<\/span>/);
  assert.match(blue, /<line class="required" x1="220"/, 'the requirement mark at the scale (21 is the largest figure)');
  assert.match(html, /Karsten&#39;s formula \(TCGplayer, 2022-07-29\) gives 13\.9 for average mana value 1\.11/, 'escaped like every text');
});

test('Odds: eight opening-hand rows and six land drops on the play and on the draw', () => {
  const html = body();
  const odds = /<section class="odds">(.*?)<\/section>/s.exec(html)![1];
  assert.equal([...odds.matchAll(/<tr><td class="num">\d<\/td><td class="num">[\d.]+%<\/td><\/tr>/g)].length, 8);
  assert.equal([...odds.matchAll(/<tr><td class="num">\d<\/td><td class="num">[\d.]+%<\/td><td class="num">[\d.]+%<\/td><\/tr>/g)].length, 6);
});

test('Sample hand: the three buttons, the hand, the drawn card and the bottomed one', () => {
  const html = body();
  assert.match(html, /<button data-hand="new">New hand<\/button><button data-hand="mulligan">Mulligan<\/button><button data-hand="draw">Draw<\/button>/);
  assert.match(html, /<div class="cards" data-count="6">/);
  assert.equal([...html.matchAll(/<div class="card text/g)].length, 7, 'six in hand and one drawn');
  assert.match(html, /Seed 5 · 1 mulligan · 53 cards left/);
  assert.match(html, /On the bottom: /);
  assert.match(body(false), /<section class="hand"><h2>Sample hand<\/h2><div class="buttons">/, 'the buttons even before a hand arrived');
});

test('Price: per section, the total, the date and the cards without one; names are escaped', () => {
  const html = body();
  const price = /<section class="price">(.*?)<\/section>/s.exec(html)![1];
  assert.match(price, /Prices of 2026-11-20/);
  // 4 × $1.50 + 4 × $1.00 + 24 × $0.05 + 28 × $0.10
  assert.match(price, /<td>Main deck<\/td><td class="num">\$14\.00<\/td>/);
  assert.match(price, /<td>Sideboard<\/td><td class="num">\$24\.00<\/td>/);
  assert.match(price, /<tr class="total"><td>Total<\/td><td class="num">\$38\.00<\/td>/);
  assert.match(price, /Without a price: Opt, Steam Vents\./, 'each lacks a currency the total shows');
});

test('the page lets card images come from Scryfall image hosts only, and its buttons post to the view', () => {
  const page = statisticsPage('', 'n0nce', 'vscode-resource:');
  assert.match(page, /img-src vscode-resource: data: https:\/\/cards\.scryfall\.io https:\/\/c1\.scryfall\.com https:\/\/img\.scryfall\.com;/);
  assert.match(page, /closest\('button\[data-hand\]'\)/);
  assert.match(page, /vscode\.postMessage\(\{ type: 'hand', action: button\.getAttribute\('data-hand'\) \}\)/);
});
