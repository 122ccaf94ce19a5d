// Mental Legacy's "castable as" (seed 002): the same-mana-cost index, with the document's examples.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { buildIndex, loadIndex } from '../../../server/src/core/cards/compact-index';
import { castingIdentity, manaCostKey, parseCostQuery, sameCostIndex } from '../../../server/src/core/cards/same-cost';
import { cardsWithCost, deckSameCostStats, sameCostCards, type SameCostResult } from '../../../server/src/core/formats/same-cost';
import { costQueryAt, sameCostSummary } from '../../../server/src/core/features/same-cost';
import { readCardSource } from '../../../server/src/core/cards/sources';
import type { CardDatabase, CardDataInfo } from '../../../server/src/core/cards/types';
import { builtinFormat, createFormatRegistry, parseConfig } from '../../../server/src/core/formats';
import { SAME_COST_CARDS } from '../../fixtures/rules/same-cost-cards';

const INFO: CardDataInfo = { source: 'scryfall-jsonl', label: 'same-cost test cards', date: '2025-01-01', cards: SAME_COST_CARDS.length, hasLegalities: true };
const ML = builtinFormat('mental-legacy')!;

let cached: CardDatabase | undefined;
function db(): CardDatabase {
  cached ??= createMemoryCardDatabase(SAME_COST_CARDS.map(cardFromScryfall), INFO);
  return cached;
}
function castAs(name: string, d: CardDatabase = db()): SameCostResult {
  const card = d.lookup(name);
  assert.ok(card, name);
  return sameCostCards(d, card, ML);
}
function names(r: SameCostResult): string[] {
  return r.cards.map((c) => c.name);
}

test('cost keys: a symbol multiset; {0} is a cost, no cost is none; hybrid, Phyrexian and X are symbols of their own', () => {
  assert.equal(manaCostKey('{1}{U}'), manaCostKey('{U}{1}'));
  assert.equal(manaCostKey('{0}'), '{0}');
  assert.equal(manaCostKey(''), undefined);
  assert.notEqual(manaCostKey('{B/G}'), manaCostKey('{B}'));
  assert.notEqual(manaCostKey('{B/G}'), manaCostKey('{G}'));
  assert.notEqual(manaCostKey('{1}{B/P}{B/P}'), manaCostKey('{1}{B}{B}'));
  assert.notEqual(manaCostKey('{X}{R}'), manaCostKey('{1}{R}'));
  assert.notEqual(manaCostKey('{X}{R}'), manaCostKey('{X}{R}{R}'));
  assert.notEqual(manaCostKey('{C}'), manaCostKey('{1}'));
  // A split card's key is its pair of costs (in either order), never one half or their sum.
  assert.equal(manaCostKey('{1}{R} // {5}{R}'), manaCostKey('{5}{R} // {1}{R}'));
  assert.notEqual(manaCostKey('{2}{U} // {1}{R}'), manaCostKey('{3}{U}{R}'));
  assert.notEqual(manaCostKey('{1}{R} // {1}{U}'), manaCostKey('{1}{U}'));
});

test('cost queries read {1}{U}, 1U, (1)(青), {u}{1} and split pairs alike; junk and no cost are errors', () => {
  const key = manaCostKey('{1}{U}');
  for (const q of ['{1}{U}', '1U', '(1)(青)', '{u}{1}', ' {1} {U} ', 'U1'.split('').reverse().join('')]) {
    const r = parseCostQuery(q);
    assert.ok('key' in r, q);
    assert.equal(r.key, key, q);
  }
  const split = parseCostQuery('{1}{R} // {5}{R}');
  assert.ok('key' in split && split.key === manaCostKey('{5}{R} // {1}{R}'));
  assert.ok('error' in parseCostQuery(''));
  assert.ok('error' in parseCostQuery('blue'));
  assert.ok('error' in parseCostQuery('{1}{U} //'));
});

test("Tormod's Crypt ({0}) cannot be cast as Ancestral Vision (no mana cost), and Ancestral Vision matches nothing", () => {
  const crypt = castAs("Tormod's Crypt");
  assert.equal(crypt.manaCost, '{0}');
  assert.ok(!names(crypt).includes('Ancestral Vision'));
  // {0} is a cost like any other: Mox Sapphire shares it, and Legacy bans it.
  assert.deepEqual(crypt.notLegal, [{ name: 'Mox Sapphire', legality: 'banned' }]);
  const vision = castAs('Ancestral Vision');
  assert.equal(vision.noManaCost, true);
  assert.deepEqual(vision.cards, []);
  assert.deepEqual(vision.notLegal, []);
});

test('Bribery and Force of Will share {3}{U}{U}', () => {
  assert.deepEqual(names(castAs('Bribery')), ['Force of Will']);
  assert.deepEqual(names(castAs('Force of Will')), ['Bribery']);
});

test('Deathrite Shaman ({B/G}) is neither Birds of Paradise nor Thoughtseize; Slitherhead shares its cost, but Legacy bans Deathrite, so it is named and not offered', () => {
  const drs = castAs('Deathrite Shaman');
  assert.deepEqual(names(drs), ['Slitherhead']);
  const slither = castAs('Slitherhead');
  assert.deepEqual(names(slither), []);
  assert.deepEqual(slither.notLegal, [{ name: 'Deathrite Shaman', legality: 'banned' }]);
  for (const other of ['Birds of Paradise', 'Thoughtseize']) {
    assert.ok(!names(castAs(other)).includes('Deathrite Shaman'));
    assert.ok(!castAs(other).notLegal.some((x) => x.name === 'Deathrite Shaman'));
  }
});

test('Dismember ({1}{B/P}{B/P}) has no other card with its cost', () => {
  const r = castAs('Dismember');
  assert.deepEqual(r.cards, []);
  assert.deepEqual(r.notLegal, []);
  assert.equal(r.noManaCost, undefined);
});

test('Fireball ({X}{R}) matches no fixed cost and not {X}{R}{R}', () => {
  assert.deepEqual(names(castAs('Fireball')), []);
  for (const other of ['Shock', 'Rolling Thunder', 'Snapcaster Mage', 'Fire // Ice']) assert.ok(!names(castAs(other)).includes('Fireball'), other);
});

test('Snapcaster Mage ({1}{U}) is Daze but not Ice; a split half is never a match', () => {
  assert.deepEqual(names(castAs('Snapcaster Mage')), ['Daze']);
  assert.deepEqual(names(castAs('Fire // Ice')), []);
});

test('Prophetic Bolt is not Turn // Burn (half or fused); Rough // Tumble and Boom // Bust match, halves in either order', () => {
  assert.deepEqual(names(castAs('Prophetic Bolt')), []);
  assert.deepEqual(names(castAs('Turn // Burn')), []);
  assert.deepEqual(names(castAs('Rough // Tumble')), ['Boom // Bust', 'Tumble Again // Rough Again']);
  assert.deepEqual(names(castAs('Boom')), ['Rough // Tumble', 'Tumble Again // Rough Again']);
});

test('Grizzly Bears and Tarmogoyf share {1}{G}; a card outside Legacy is named apart, a token is not a card', () => {
  const r = castAs('Grizzly Bears');
  assert.deepEqual(names(r), ['Tarmogoyf']);
  assert.deepEqual(r.notLegal, [{ name: 'Gleemax Bear', legality: 'not_legal' }]);
});

test('back faces and flipped halves cannot be declared: multi-face cards are keyed and named by their front face', () => {
  const delver = db().lookup('Delver of Secrets')!;
  assert.deepEqual(castingIdentity(delver), { name: 'Delver of Secrets', manaCost: '{U}', typeLine: 'Creature — Human Wizard', key: '{U}' });
  assert.deepEqual(names(castAs('Brainstorm')), ['Delver of Secrets']);
  assert.deepEqual(names(castAs('Flametongue Kavu')), ['Akki Lavarunner']);
  const r = cardsWithCost(db(), '{3}{R}', ML);
  assert.ok(!('error' in r));
  assert.ok(!r.cards.some((c) => /Tok-Tok|Insectile/.test(c.name)));
});

test('cards with a cost: --cost lists them all; a split pair finds split cards only', () => {
  const r = cardsWithCost(db(), '(1)(緑)', ML);
  assert.ok(!('error' in r));
  assert.equal(r.manaCost, '{1}{G}');
  assert.deepEqual(names(r), ['Grizzly Bears', 'Tarmogoyf']);
  const s = cardsWithCost(db(), '{5}{R} // {1}{R}', ML);
  assert.ok(!('error' in s));
  assert.deepEqual(names(s), ['Boom // Bust', 'Rough // Tumble', 'Tumble Again // Rough Again']);
  assert.ok('error' in cardsWithCost(db(), 'nothing', ML));
});

test('without legalities (the offline snapshot) every card is offered with legality unknown, and the result says why', () => {
  const cards = SAME_COST_CARDS.map((o) => {
    const { legalities: _l, ...rest } = o;
    return cardFromScryfall(rest);
  });
  const offline = createMemoryCardDatabase(cards, { ...INFO, hasLegalities: false, label: 'offline test data' });
  const r = castAs('Slitherhead', offline);
  assert.deepEqual(r.cards, [{ name: 'Deathrite Shaman', manaCost: '{B/G}', typeLine: 'Creature — Elf Shaman', legality: 'unknown' }]);
  assert.deepEqual(r.notLegal, []);
  assert.match(r.legalityUnknown ?? '', /offline test data.*no legalities/);
});

test("the format's own lists count: a house format that bans Daze names it; unbanning Deathrite offers it", () => {
  const cfg = parseConfig(
    JSON.stringify({ formats: { house: { extends: 'mental-legacy', banned: ['Daze'] }, open: { extends: 'mental-legacy', unbanned: ['Deathrite Shaman'] } } }),
  );
  const reg = createFormatRegistry(cfg.config);
  const snap = sameCostCards(db(), db().lookup('Snapcaster Mage')!, reg.get('house')!);
  assert.deepEqual(snap.cards, []);
  assert.deepEqual(snap.notLegal, [{ name: 'Daze', legality: 'banned' }]);
  assert.deepEqual(names(sameCostCards(db(), db().lookup('Slitherhead')!, reg.get('open')!)), ['Deathrite Shaman']);
});

test('the compact index iterates every card once, and its same-cost index equals the in-memory one', () => {
  const cards = SAME_COST_CARDS.map(cardFromScryfall);
  const compact = loadIndex('same-cost.dlidx', buildIndex(cards, INFO));
  assert.deepEqual([...compact.allCards()].map((c) => c.name), cards.map((c) => c.name));
  for (const name of ['Grizzly Bears', 'Rough // Tumble', 'Slitherhead', "Tormod's Crypt"]) {
    assert.deepEqual(sameCostCards(compact, compact.lookup(name)!, ML), castAs(name), name);
  }
  assert.equal(sameCostIndex(compact).size, sameCostIndex(db()).size);
});

test('mental-legacy (and a house format built on it) says its cards are cast by mana cost; Legacy does not', () => {
  assert.equal(ML.castAsSameCost, true);
  const reg = createFormatRegistry(parseConfig(JSON.stringify({ formats: { house: { extends: 'mental-legacy', banned: ['Daze'] } } })).config);
  assert.equal(reg.get('house')!.castAsSameCost, true);
  assert.equal(builtinFormat('legacy')!.castAsSameCost, undefined);
});

test('hover summary: the count, the first few names, a command link to all, banned cards named apart', () => {
  const s = sameCostSummary(db(), db().lookup('Slitherhead')!, ML, { command: 'decklist.sameCost' });
  assert.equal(s.count, 0);
  assert.deepEqual(s.banned, ['Deathrite Shaman']);
  assert.match(s.markdown, /no other card has exactly `\{B\/G\}`|no other card has exactly `\{B\/G\}`/);
  assert.match(s.markdown, /Banned, so not declarable: Deathrite Shaman/);
  const bears = sameCostSummary(db(), db().lookup('Bribery')!, ML, { command: 'decklist.sameCost', limit: 1 });
  assert.equal(bears.count, 1);
  assert.deepEqual(bears.first, ['Force of Will']);
  assert.match(bears.markdown, /castable as 1 other card with exactly `\{3\}\{U\}\{U\}`: Force of Will\./);
  assert.ok(bears.markdown.includes(`(command:decklist.sameCost?${encodeURIComponent(JSON.stringify(['Bribery']))})`));
  const many = sameCostSummary(db(), db().lookup('Tormod\'s Crypt')!, ML, { limit: 0 });
  assert.equal(many.count, 0);
  const none = sameCostSummary(db(), db().lookup('Ancestral Vision')!, ML);
  assert.equal(none.noManaCost, true);
  assert.match(none.markdown, /has no mana cost/);
  assert.ok(!none.markdown.includes('command:'));
});

test('deck statistics: the nonland cards with no alternative at all', () => {
  const cards = ['Dismember', 'Bribery', 'Ancestral Vision', 'Island', 'Slitherhead', 'Bribery'].map((n) => db().lookup(n)!);
  const s = deckSameCostStats(db(), cards, ML);
  assert.equal(s.cards, 4);
  assert.deepEqual(s.withoutAlternative, ['Dismember', 'Ancestral Vision', 'Slitherhead']);
  assert.equal(s.alternatives['Bribery'], 1);
});

test('completion: a cost typed after the quantity, finished or not; nothing elsewhere', () => {
  assert.deepEqual(costQueryAt('4 {1}{U}', 8), { cost: '{1}{U}', start: 2, end: 8 });
  assert.deepEqual(costQueryAt('2x {1}{U', 8), { cost: '{1}{U}', start: 3, end: 8 });
  assert.deepEqual(costQueryAt('1 {B/G}', 7), { cost: '{B/G}', start: 2, end: 7 });
  assert.equal(costQueryAt('4 Snapcaster Mage', 10), undefined);
  assert.equal(costQueryAt('{1}{U}', 6), undefined);
  assert.equal(costQueryAt('4 {1}{U} x', 10), undefined);
  const q = costQueryAt('3 {U}{1}', 8)!;
  const r = cardsWithCost(db(), q.cost, ML);
  assert.ok(!('error' in r));
  assert.deepEqual(names(r), ['Daze', 'Snapcaster Mage']);
});

const shared = path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'carddata', 'cards.jsonl.gz');
const skipReal = existsSync(shared) ? false : `no real card data at ${shared}`;

test("real data (Scryfall 2019): the document's examples hold on every card", { skip: skipReal }, async () => {
  const d = await readCardSource(shared);
  const real = createMemoryCardDatabase(d.cards, d.info);
  const cast = (n: string) => sameCostCards(real, real.lookup(n)!, ML);
  assert.ok(names(cast('Bribery')).includes('Force of Will'));
  assert.ok(!names(cast("Tormod's Crypt")).includes('Ancestral Vision'));
  assert.equal(cast('Ancestral Vision').noManaCost, true);
  const slither = cast('Slitherhead');
  assert.ok(!names(slither).includes('Deathrite Shaman'));
  assert.ok(slither.notLegal.some((x) => x.name === 'Deathrite Shaman' && x.legality === 'banned'));
  assert.ok(!names(cast('Deathrite Shaman')).some((n) => n === 'Birds of Paradise' || n === 'Thoughtseize'));
  assert.deepEqual(names(cast('Dismember')), []);
  assert.ok(!names(cast('Snapcaster Mage')).includes('Fire // Ice'));
  assert.ok(names(cast('Snapcaster Mage')).includes('Daze'));
  assert.ok(!names(cast('Prophetic Bolt')).includes('Turn // Burn'));
  assert.deepEqual(names(cast('Rough // Tumble')), ['Boom // Bust']);
  assert.ok(names(cast('Grizzly Bears')).includes('Tarmogoyf'));
  assert.ok(cast('Fireball').cards.every((c) => c.manaCost === '{X}{R}'));
});
