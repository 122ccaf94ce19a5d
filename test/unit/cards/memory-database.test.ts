import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryCardDatabase } from '../../../server/src/core/cards/memory-database';
import { normalizeCardName } from '../../../server/src/core/cards/normalize';
import type { CardDataInfo } from '../../../server/src/core/cards/types';
import { sampleCards } from './helpers';
import { cardFromScryfall } from '../../../server/src/core/cards/scryfall-card';

const info: CardDataInfo = { source: 'scryfall-oracle', label: 'test data', date: '2024-01-01', cards: 0, hasLegalities: true };
const db = () => createMemoryCardDatabase(sampleCards(), info, [
  { alias: '土地税', name: 'Land Tax', language: 'Japanese' },
  { alias: '稲妻', name: 'Lightning Bolt', language: 'Japanese' },
]);

test('normalizeCardName folds case, accents, ligatures, quotes, spaces and slashes', () => {
  assert.equal(normalizeCardName('Æther Vial'), normalizeCardName('aether vial'));
  assert.equal(normalizeCardName('Lim-Dûl’s Vault'), "lim-dul's vault");
  assert.equal(normalizeCardName('  Fire/Ice '), 'fire // ice');
  assert.equal(normalizeCardName('Fire  //  Ice'), 'fire // ice');
  assert.equal(normalizeCardName('ＳＯＬ　ＲＩＮＧ'), 'sol ring');
  // Japanese dakuten survive.
  assert.notEqual(normalizeCardName('ガ'), normalizeCardName('カ'));
});

test('lookup is tolerant of names as people write them', () => {
  const d = db();
  for (const [written, name] of [
    ['sol ring', 'Sol Ring'],
    ['Aether Vial', 'Æther Vial'],
    ['AEther Vial', 'Æther Vial'],
    ['Lim-Dul\'s Vault', 'Lim-Dûl\'s Vault'],
    ['Lim-Dûl’s Vault', 'Lim-Dûl\'s Vault'],
    ['Urza’s Saga', 'Urza\'s Saga'],
    ['Fire/Ice', 'Fire // Ice'],
    ['Fire // Ice', 'Fire // Ice'],
    ['Fire', 'Fire // Ice'],
    ['Delver of Secrets', 'Delver of Secrets // Insectile Aberration'],
    ['  Lightning   Bolt ', 'Lightning Bolt'],
    ['《土地税/Land Tax》', 'Land Tax'],
    ['土地税', 'Land Tax'],
    ['稲妻', 'Lightning Bolt'],
  ]) {
    assert.equal(d.lookup(written)?.name, name, written);
  }
  assert.equal(d.lookup('Black Lotus'), undefined);
  assert.equal(d.lookup(''), undefined);
});

test('quotes around a name, or left out of a name that has them, still find the card', () => {
  const hans = cardFromScryfall({ name: '"Ach! Hans, Run!"', type_line: 'Enchantment', mana_cost: '{2}{R}{R}{G}{G}', oracle_text: '' });
  const d = createMemoryCardDatabase([hans, ...sampleCards()], info);
  assert.equal(d.lookup('"Sol Ring"')?.name, 'Sol Ring');
  assert.equal(d.lookup('“Sol Ring”')?.name, 'Sol Ring');
  assert.equal(d.lookup('Ach! Hans, Run!')?.name, '"Ach! Hans, Run!"');
  assert.equal(d.lookup('“Ach! Hans, Run!”')?.name, '"Ach! Hans, Run!"');
  assert.equal(d.lookup('"Nope"'), undefined);
});

test('《日本語名/English》 works without alias data', () => {
  const d = createMemoryCardDatabase(sampleCards(), info);
  assert.equal(d.lookup('《対抗呪文/Counterspell》')?.name, 'Counterspell');
  assert.equal(d.lookup('《火/氷/Fire/Ice》')?.name, 'Fire // Ice');
  assert.equal(d.lookup('土地税'), undefined);
});

test('completion by prefix and by word starts, ranked', () => {
  const d = db();
  assert.equal(d.complete('sol r')[0].name, 'Sol Ring');
  assert.equal(d.complete('sol')[0].name, 'Sol Ring');
  const l = d.complete('l').map((m) => m.name);
  assert.ok(l.indexOf('Land Tax') < l.indexOf('Lightning Bolt'), l.join());
  assert.ok(l.includes('Lim-Dûl\'s Vault'));
  // Word start: "plow" finds Swords to Plowshares, after names that start with it (none here).
  assert.equal(d.complete('plow')[0].name, 'Swords to Plowshares');
  // Tokens in order.
  assert.equal(d.complete('swo plow')[0].name, 'Swords to Plowshares');
  assert.equal(d.complete('aeth')[0].name, 'Æther Vial');
  assert.equal(d.complete('ice')[0].name, 'Fire // Ice');
  assert.deepEqual(d.complete('土地')[0], { name: 'Land Tax', score: d.complete('土地')[0].score, alias: '土地税' });
  assert.deepEqual(d.complete('zzz'), []);
  assert.equal(d.complete('s', 2).length, 2);
  const scores = d.complete('s').map((m) => m.score);
  assert.deepEqual([...scores].sort((a, b) => b - a), scores);
});

test('fuzzy suggestions: best 3 with a score', () => {
  const d = db();
  const s = d.suggest('Lightening Bolt');
  assert.equal(s[0].name, 'Lightning Bolt');
  assert.ok(s[0].score > 0.8 && s[0].score < 1);
  assert.ok(s.length <= 3);
  assert.equal(d.suggest('Swords to Plowshare')[0].name, 'Swords to Plowshares');
  assert.equal(d.suggest('Conterspell')[0].name, 'Counterspell');
  assert.equal(d.suggest('Sol Rnig')[0].name, 'Sol Ring');
  assert.deepEqual(d.suggest('qqqqqqqqqqqqqqqqqqq'), []);
});

test('fuzzy suggestions need a minimum similarity: garbage gets none, real typos still do', () => {
  const short = ['Vex', 'Hex', 'Zap', 'Ow', 'Opt', 'Daze'].map((name) =>
    cardFromScryfall({ name, type_line: 'Instant', mana_cost: '{U}', oracle_text: '' }),
  );
  const d = createMemoryCardDatabase([...short, ...sampleCards()], info, [{ alias: '稲妻', name: 'Lightning Bolt', language: 'Japanese' }]);
  for (const garbage of ['\uFFFD\uFFFD*v\uFFFD\uFFFD', 'v', 'x', 'zzz', 'of', 'ab', 'qwerty']) {
    assert.deepEqual(d.suggest(garbage), [], JSON.stringify(garbage));
  }
  assert.equal(d.suggest('Otp')[0]?.name, 'Opt');
  assert.equal(d.suggest('Dase')[0]?.name, 'Daze');
  assert.equal(d.suggest('Sol Rnig')[0]?.name, 'Sol Ring');
  assert.equal(d.suggest('稲雷')[0]?.name, 'Lightning Bolt');
  assert.deepEqual(d.suggest('猫'), []);
  for (const q of ['Otp', 'Sol Rnig', 'Lightening Bolt']) for (const m of d.suggest(q)) assert.ok(m.score >= 0.6, `${q}: ${JSON.stringify(m)}`);
});

test('explainColorIdentity gives reasons', () => {
  const d = db();
  const reasons = d.explainColorIdentity(d.lookup('Fire // Ice')!);
  assert.deepEqual([...new Set(reasons.map((r) => r.color))], ['U', 'R']);
});

test('tokens and other non-deck objects never shadow a card and rank after cards', () => {
  const token = cardFromScryfall({ name: 'Sol Ring', layout: 'token', type_line: 'Token Artifact', colors: [] });
  const goblin = cardFromScryfall({ name: 'Sol', layout: 'token', type_line: 'Token Creature — Goblin', colors: ['R'] });
  const d = createMemoryCardDatabase([token, goblin, ...sampleCards()], info);
  assert.equal(d.lookup('Sol Ring')?.layout, 'normal');
  const names = d.complete('sol').map((m) => m.name);
  assert.deepEqual(names.slice(0, 1), ['Sol Ring']);
  assert.equal(d.complete('sol')[0].score > d.complete('sol')[1].score, true);
  assert.equal(names[names.length - 1], 'Sol');
});

test('a shortened name is suggested its full name', () => {
  const d = db();
  assert.equal(d.suggest('Thrasios')[0]?.name, 'Thrasios, Triton Hero');
  assert.equal(d.suggest('Daretti')[0]?.name, 'Daretti, Scrap Savant');
  // A misspelling still ranks its fuzzy match first.
  assert.equal(d.suggest('Lightening Bolt')[0]?.name, 'Lightning Bolt');
  // A partial word is not a suggestion.
  assert.ok(!d.suggest('Thras').some((m) => m.name === 'Thrasios, Triton Hero' && m.score > 0.9));
});
