// The card hover with images, prices and rulings: each only when asked for, images only from
// Scryfall's image hosts, rulings newest first with a link to all of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { RulingsStore, buildRulingsStore, readRulingsFile } from '../../../server/src/core/cards/rulings';
import type { Card } from '../../../server/src/core/cards/types';
import { createDecklistService, SHOW_RULINGS_COMMAND } from '../../../server/src/core/index';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OTHER_ID, RULINGS_OBJECTS, SOL_RING_ID } from '../../fixtures/cards/rulings';

const IMG = (size: string, side = 'front') => `https://cards.scryfall.io/${size}/${side}/a/b/ab000000-0000-4000-8000-000000000001.jpg?1562400000`;

const CARDS: Card[] = [
  cardFromScryfall({
    name: 'Sol Ring',
    oracle_id: SOL_RING_ID,
    mana_cost: '{1}',
    cmc: 1,
    type_line: 'Artifact',
    oracle_text: '{T}: Add {C}{C}.',
    image_uris: { small: IMG('small'), normal: IMG('normal') },
    prices: { usd: '1.50', eur: '1.20', tix: '0.10' },
  }),
  cardFromScryfall({
    name: 'Day Test // Night Test',
    oracle_id: OTHER_ID,
    layout: 'transform',
    type_line: 'Creature — Human // Creature — Werewolf',
    card_faces: [
      { name: 'Day Test', mana_cost: '{G}', type_line: 'Creature — Human', oracle_text: '', image_uris: { small: IMG('small'), normal: IMG('normal') } },
      { name: 'Night Test', mana_cost: '', type_line: 'Creature — Werewolf', oracle_text: '', image_uris: { small: IMG('small', 'back'), normal: IMG('normal', 'back') } },
    ],
  }),
  // A card whose data names another host (a hand-edited data file): never shown.
  { ...cardFromScryfall({ name: 'Tracker Card', type_line: 'Artifact', mana_cost: '{2}', cmc: 2 }), images: [{ small: 'https://tracker.example/pixel.gif', normal: 'http://cards.scryfall.io/x.jpg' }] },
];
const INFO = { source: 'scryfall-oracle', label: 'Scryfall Oracle Cards of 2026-11-20', date: '2026-11-20', cards: CARDS.length, hasLegalities: false };
const service = createDecklistService({ cards: createMemoryCardDatabase(CARDS, INFO) });

function rulings(): RulingsStore {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-hover-rulings-'));
  writeFileSync(path.join(dir, 'r.json'), JSON.stringify(RULINGS_OBJECTS));
  const file = path.join(dir, 'r.dlrul');
  writeFileSync(file, buildRulingsStore(readRulingsFile(path.join(dir, 'r.json')), '2026-11-19', { size: 0, mtimeMs: 0 }));
  return RulingsStore.load(file);
}

const hover = (line: string, options?: Parameters<typeof service.hover>[2]) => {
  const check = service.check(`${line}\n`);
  return service.hover(check, { line: 0, character: line.length - 2 }, options)!.markdown;
};

test('without options: no image, no price, no ruling', () => {
  const md = hover('1 Sol Ring', {});
  assert.doesNotMatch(md, /!\[|scryfall\.io|Prices|Rulings/);
  assert.match(md, /\*\*Sol Ring\*\*/);
});

test('images: the small image above the text; both faces of a double-faced card', () => {
  const md = hover('1 Sol Ring', { images: true });
  assert.ok(md.startsWith(`![Sol Ring](${IMG('small')})`), md.slice(0, 200));
  assert.ok(md.indexOf('![Sol Ring]') < md.indexOf('**Sol Ring**'));
  const dfc = hover('1 Day Test // Night Test', { images: true });
  assert.ok(dfc.startsWith(`![Day Test](${IMG('small')}) ![Night Test](${IMG('small', 'back')})`), dfc.slice(0, 300));
});

test('an image URL not on a Scryfall image host never reaches the Markdown', () => {
  const md = hover('1 Tracker Card', { images: true });
  assert.doesNotMatch(md, /!\[|tracker\.example|http:\/\//);
});

test("prices only when asked, labelled with the data's date", () => {
  assert.doesNotMatch(hover('1 Sol Ring', { images: true }), /Prices/);
  const md = hover('1 Sol Ring', { prices: true });
  assert.match(md, /\*\*Prices\*\* \(2026-11-20, cheapest printing\): \$1\.50 · €1\.20 · 0\.10 tix/);
  assert.doesNotMatch(hover('1 Day Test // Night Test', { prices: true }), /Prices/, 'a card without prices shows none');
});

test('rulings: the newest three, escaped, and a link to all of them', () => {
  const md = hover('1 Sol Ring', { rulings: rulings() });
  const section = md.slice(md.indexOf('**Rulings**'));
  assert.match(section, /^\*\*Rulings\*\* \(5, newest first\):/);
  const items = section.split('\n').filter((l) => l.startsWith('- '));
  assert.deepEqual(items.map((l) => /\*(\d{4}-\d{2}-\d{2})\*/.exec(l)![1]), ['2021-03-19', '2016-06-08', '2009-10-01']);
  assert.match(items[0], /with \\\*stars\\\* and \\\[brackets\\\]\(https\\:\/\/example\.com\)/, 'ruling text is data: no emphasis, no link');
  const arg = encodeURIComponent(JSON.stringify(['Sol Ring']));
  assert.ok(section.includes(`[All 5 rulings](command:${SHOW_RULINGS_COMMAND}?${arg})`));
  assert.equal(SHOW_RULINGS_COMMAND, 'decklist.showRulings');
});

test('a card with few rulings has no link; a card with none (or no oracle id) no section', () => {
  const few = hover('1 Day Test // Night Test', { rulings: rulings() });
  assert.match(few, /\*\*Rulings\*\* \(1, newest first\)/);
  assert.doesNotMatch(few, /command:/);
  assert.doesNotMatch(hover('1 Tracker Card', { rulings: rulings() }), /Rulings/);
});
