// Image URLs and prices from Scryfall card objects: per face, Scryfall image hosts only, kept
// through the compact index; the offline snapshot's sources have none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, cardFromScryfall, loadIndex } from '../../../server/src/core/cards';
import { safeImageUrl } from '../../../server/src/core/cards/images';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const IMG = (size: string, side = 'front') => `https://cards.scryfall.io/${size}/${side}/a/b/ab000000-0000-4000-8000-000000000001.jpg?1562400000`;

test('a single-faced card: small and normal image, usd/eur/tix prices, keywords, Game Changer', () => {
  const c = cardFromScryfall({
    name: 'Test Angel',
    mana_cost: '{3}{W}',
    cmc: 4,
    type_line: 'Creature — Angel',
    image_uris: { small: IMG('small'), normal: IMG('normal'), large: IMG('large'), art_crop: IMG('art_crop') },
    prices: { usd: '1.25', usd_foil: '3.00', eur: '0.99', tix: '0.02' },
    keywords: ['Flying'],
    game_changer: true,
  });
  assert.deepEqual(c.images, [{ small: IMG('small'), normal: IMG('normal') }]);
  assert.deepEqual(c.prices, { usd: '1.25', eur: '0.99', tix: '0.02' });
  assert.deepEqual(c.keywords, ['Flying']);
  assert.equal(c.gameChanger, true);
});

test('a double-faced card: one image per face; missing prices are left out', () => {
  const c = cardFromScryfall({
    name: 'Day Test // Night Test',
    layout: 'transform',
    type_line: 'Creature — Human // Creature — Werewolf',
    prices: { usd: null, eur: '2.10', tix: null },
    card_faces: [
      { name: 'Day Test', mana_cost: '{G}', type_line: 'Creature — Human', image_uris: { small: IMG('small'), normal: IMG('normal') } },
      { name: 'Night Test', mana_cost: '', type_line: 'Creature — Werewolf', image_uris: { small: IMG('small', 'back'), normal: IMG('normal', 'back') } },
    ],
  });
  assert.deepEqual(c.images, [
    { small: IMG('small'), normal: IMG('normal') },
    { small: IMG('small', 'back'), normal: IMG('normal', 'back') },
  ]);
  assert.deepEqual(c.prices, { eur: '2.10' });
});

test('only https URLs on Scryfall image hosts with a plain path survive', () => {
  assert.equal(safeImageUrl(IMG('small')), IMG('small'));
  assert.equal(safeImageUrl('https://c1.scryfall.com/file/scryfall-cards/small/front/a/b/x.jpg?1'), 'https://c1.scryfall.com/file/scryfall-cards/small/front/a/b/x.jpg?1');
  for (const bad of [
    'http://cards.scryfall.io/small/front/a/b/x.jpg',
    'https://evil.example/small/front/a/b/x.jpg',
    'https://cards.scryfall.io.evil.example/x.jpg',
    'https://user:pw@cards.scryfall.io/x.jpg',
    'https://cards.scryfall.io:8443/x.jpg',
    'https://cards.scryfall.io/x.jpg)](command:workbench.action.quit)',
    'https://cards.scryfall.io/x y.jpg',
    'https://cards.scryfall.io/x.jpg?a=<script>',
    'javascript:alert(1)',
    'command:decklist.showRulings',
    'data:image/png;base64,AAAA',
    42,
  ]) {
    assert.equal(safeImageUrl(bad), undefined, String(bad));
  }
  const c = cardFromScryfall({ name: 'Sneaky', type_line: 'Artifact', image_uris: { small: 'https://tracker.example/p.gif', normal: IMG('normal') }, prices: { usd: '1e9', eur: '<b>1</b>' } });
  assert.deepEqual(c.images, [{ normal: IMG('normal') }]);
  assert.equal(c.prices, undefined);
});

test('images and prices go through the compact index', () => {
  const c = cardFromScryfall({ name: 'Test Angel', type_line: 'Creature — Angel', image_uris: { small: IMG('small'), normal: IMG('normal') }, prices: { usd: '1.25' } });
  const plain = cardFromScryfall({ name: 'Plain Card', type_line: 'Artifact' });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'decklist-img-')), 'x.dlidx');
  writeFileSync(file, buildIndex([c, plain], { source: 'scryfall-oracle', label: 't', date: '2026-01-01', cards: 2, hasLegalities: false }));
  const db = loadIndex(file);
  assert.deepEqual(db.lookup('Test Angel')!.images, c.images);
  assert.deepEqual(db.lookup('Test Angel')!.prices, { usd: '1.25' });
  assert.equal(db.lookup('Plain Card')!.images, undefined);
});
