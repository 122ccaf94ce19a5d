// Search results over hand-written cards: each key, comparisons, negation, or, extras, the
// commander-identity limit, and the errors a key's value can give.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { searchCards } from '../../../server/src/core/search';
import { card, legal, RULES_CARDS } from '../../fixtures/rules/cards';
import { INFO, db, dbWithoutLegalities } from '../rules/helpers';

// Cards the rules fixtures do not have: an extra of each kind, a double-faced card with stats on
// both faces, keyword lists and the Game Changer flag (newer Scryfall fields).
const EXTRA_CARDS = [
  card({ name: 'Goblin Token', layout: 'token', type_line: 'Token Creature — Goblin', mana_cost: '', cmc: 0, colors: ['R'], color_identity: ['R'], power: '1', toughness: '1' }),
  card({ name: 'Emblem Test', layout: 'emblem', type_line: 'Emblem — Test', mana_cost: '', cmc: 0, colors: [], color_identity: [] }),
  card({ name: 'Test Plane', layout: 'planar', type_line: 'Plane — Testland', mana_cost: '', cmc: 0, colors: [], color_identity: [] }),
  card({
    name: 'Tester of Dawn // Tester of Dusk',
    layout: 'transform',
    cmc: 2,
    colors: ['W'],
    color_identity: ['B', 'W'],
    keywords: ['Vigilance', 'Transform'],
    game_changer: true,
    card_faces: [
      { name: 'Tester of Dawn', mana_cost: '{1}{W}', type_line: 'Creature — Human', oracle_text: 'Vigilance\nAt the beginning of your upkeep, transform Tester of Dawn.', power: '1', toughness: '3' },
      { name: 'Tester of Dusk', mana_cost: '', type_line: 'Creature — Vampire', oracle_text: 'Lifelink', power: '5', toughness: '2', color_indicator: ['B'] },
    ],
  }),
  card({ name: 'Plain Bear', mana_cost: '{1}{G}', cmc: 2, type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2', colors: ['G'], color_identity: ['G'], keywords: [], game_changer: false, rarity: 'common', legalities: legal({}, true) }),
  card({ name: 'Star Beast', mana_cost: '{3}{G}', cmc: 4, type_line: 'Creature — Beast', oracle_text: 'Trample', power: '*', toughness: '1+*', colors: ['G'], color_identity: ['G'], keywords: ['Trample'], game_changer: false }),
];

const full = createMemoryCardDatabase([...RULES_CARDS, ...EXTRA_CARDS].map(cardFromScryfall), { ...INFO, cards: RULES_CARDS.length + EXTRA_CARDS.length });
const names = (q: string, d = full, limit = 200) => {
  const r = searchCards(d, q, { limit });
  assert.equal(r.error, undefined, `${q}: ${r.error}`);
  return r.cards.map((c) => c.name);
};
const error = (q: string, d = full) => searchCards(d, q).error ?? '';

test('bare words and name: match inside the name, case and accents aside; results in name order', () => {
  assert.deepEqual(names('bolt'), ['Lightning Bolt']);
  assert.deepEqual(names('LIGHTNING'), ['Lightning Bolt']);
  assert.deepEqual(names('name:elves'), ['Elves of Deep Shadow', 'Llanowar Elves']);
  assert.deepEqual(names('"of deep"'), ['Elves of Deep Shadow']);
  assert.deepEqual(names('!"lightning bolt"'), ['Lightning Bolt']);
  assert.deepEqual(names('!ice'), ['Fire // Ice'], 'a face name is exact too');
  assert.deepEqual(names('!light'), [], 'exact is not a prefix');
  const all = names('t:land');
  assert.deepEqual(all, [...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
});

test('t: and o: (words, phrases, ~ for the card name)', () => {
  assert.deepEqual(names('t:"goblin warrior"'), ['Goblin Piker']);
  assert.ok(names('t:goblin').includes('Krark, the Thumbless'));
  assert.deepEqual(names('t:"legendary creature" t:elf'), []);
  assert.ok(names('t:legendary').includes('Phelddagrif'));
  assert.ok(names('o:"can\'t block"').includes('Goblin Piker'));
  assert.deepEqual(names('o:"~ can’t block"'), ['Goblin Piker'], '~ is the name; a curly apostrophe is a straight one');
  assert.ok(names('o:"~ deals 1 damage to you"').includes('Talisman of Dominance'));
  assert.ok(!names('o:"~ deals 1 damage to you"').includes('Lightning Bolt'));
  assert.deepEqual(names('o:"transform ~"'), ['Tester of Dawn // Tester of Dusk'], 'a face name for ~');
});

test('c: (at least these colors), c= (exactly), c<= (at most), m and c, counts', () => {
  assert.ok(names('c:r').includes('Fire // Ice'));
  assert.ok(names('c:r').includes('Goblin Piker'));
  assert.ok(names('c=ur').includes('Fire // Ice'));
  assert.ok(names('c=ur').every((n) => full.lookup(n)!.colors.join('') === 'UR'));
  assert.ok(!names('c<=r').includes('Fire // Ice'));
  assert.ok(names('c<=r').includes('Goblin Piker'));
  assert.ok(names('c<=r').includes('Sol Ring'), 'colorless is within any colors');
  assert.ok(names('c:m').every((n) => full.lookup(n)!.colors.length >= 2));
  assert.ok(names('c:m').includes('Phelddagrif'));
  assert.ok(names('c:c').includes('Sol Ring'));
  assert.ok(!names('c:c').includes('Goblin Piker'));
  assert.deepEqual(names('c:red t:"goblin warrior"'), ['Goblin Piker']);
  assert.ok(names('c=3').includes('Phelddagrif'));
  assert.ok(names('c=3').every((n) => full.lookup(n)!.colors.length === 3));
  assert.ok(names('c>=2').includes('Fire // Ice'));
  assert.ok(names('c:izzet').includes('Fire // Ice'), 'guild names');
});

test('id: is "within this identity" by default; id= exact; id>= at least', () => {
  const within = names('id:wug');
  assert.ok(within.includes('Phelddagrif'));
  assert.ok(within.includes('Sol Ring'));
  assert.ok(!within.includes('Elves of Deep Shadow'), 'B is outside WUG');
  assert.deepEqual(names('id<=wug'), within);
  assert.deepEqual(names('identity=bg t:creature'), ['Elves of Deep Shadow']);
  assert.ok(names('id>=b').includes('Tester of Dawn // Tester of Dusk'), "the back face's indicator counts for identity");
  assert.ok(names('id:c').includes('Sol Ring'));
  assert.ok(!names('id:c').includes('Talisman of Dominance'));
});

test('mv, pow, tou, loy with comparisons; either face of a double-faced card; * as 0', () => {
  assert.deepEqual(names('mv=0 t:artifact'), ['Black Lotus', 'Sol Ring'].filter((n) => full.lookup(n)!.manaValue === 0));
  assert.ok(names('cmc>=4').every((n) => full.lookup(n)!.manaValue >= 4));
  assert.ok(names('mv<2').every((n) => full.lookup(n)!.manaValue < 2));
  assert.ok(names('mv!=0').every((n) => full.lookup(n)!.manaValue !== 0));
  assert.ok(names('mv:odd').every((n) => full.lookup(n)!.manaValue % 2 === 1));
  assert.deepEqual(names('pow>=5 t:human'), ['Tester of Dawn // Tester of Dusk'], 'the back face has power 5');
  assert.deepEqual(names('pow>tou t:human'), ['Tester of Dawn // Tester of Dusk'], 'the back face is 5/2');
  assert.deepEqual(names('pow=2 tou=2 t:bear -t:legendary'), ['Plain Bear']);
  assert.deepEqual(names('pow=0 t:beast'), ['Star Beast'], '* counts as 0');
  assert.deepEqual(names('tou=1 t:beast'), ['Star Beast'], '1+* counts as 1');
  assert.deepEqual(names('loy>=5'), ['Karn, the Great Creator', 'Teferi, Temporal Archmage']);
  assert.ok(names('loy>=5').every((n) => Number(full.lookup(n)!.loyalty) >= 5));
});

test('r: rarity by name or letter, with comparisons', () => {
  assert.ok(names('r:common').includes('Goblin Piker'));
  assert.deepEqual(names('r:c'), names('rarity:common'));
  assert.ok(names('r>=rare').every((n) => ['rare', 'mythic', 'special', 'bonus'].includes(full.lookup(n)!.rarity!)));
  assert.ok(!names('r<rare').includes('Phelddagrif'));
  assert.match(error('r:legendary'), /"legendary" is not a rarity/);
});

test('f:/legal:, banned:, restricted: read the legalities (restricted counts as legal, as on Scryfall)', () => {
  assert.ok(names('f:vintage').includes('Ancestral Recall'));
  assert.ok(!names('f:legacy').includes('Ancestral Recall'));
  assert.ok(names('banned:legacy').includes('Ancestral Recall'));
  assert.deepEqual(names('restricted:vintage'), names('restricted:vintage').filter((n) => full.lookup(n)!.legalities!.vintage === 'restricted'));
  assert.ok(names('restricted:vintage').includes('Ancestral Recall'));
  assert.deepEqual(names('f:edh'), names('f:commander'), 'edh is commander');
  assert.deepEqual(names('legal:mental-legacy'), names('f:legacy'), "a built-in format id reads its legality key");
  assert.match(error('f:frontier2'), /unknown format "frontier2"/);
  assert.match(error('f:legacy', dbWithoutLegalities()), /has no legalities/);
});

test('is:commander, is:gamechanger (only when the data says), kw:', () => {
  const cmd = names('is:commander');
  assert.ok(cmd.includes('Phelddagrif'));
  assert.ok(cmd.includes('Teferi, Temporal Archmage'), '"can be your commander"');
  assert.ok(!cmd.includes('Goblin Piker'));
  assert.deepEqual(names('is:gamechanger'), ['Tester of Dawn // Tester of Dusk']);
  assert.match(error('is:gamechanger', db()), /does not say which cards are Game Changers/);
  assert.deepEqual(names('kw:vigilance'), ['Tester of Dawn // Tester of Dusk']);
  assert.deepEqual(names('keyword:trample'), ['Star Beast']);
  assert.ok(names('kw:flying', db()).includes('Kor Skyfisher'), 'data without keyword lists: the keyword line of the rules text');
  assert.ok(!names('kw:flying', db()).includes('Murmuring Mystic'), '"a token with flying" in a sentence is not a keyword line');
  assert.match(error('is:funny'), /is:funny is not supported/);
});

test('negation, or, parentheses', () => {
  const creatures = names('t:creature c:g');
  const bears = names('t:creature c:g -t:bear');
  assert.deepEqual(bears, creatures.filter((n) => !/bear/i.test(full.lookup(n)!.typeLine)));
  assert.ok(bears.length < creatures.length);
  assert.deepEqual(names('t:"goblin warrior" or t:bear -t:legendary'), ['Goblin Piker', 'Plain Bear']);
  assert.deepEqual(names('(t:"goblin warrior" or t:bear) c:g -t:legendary'), ['Plain Bear']);
  assert.deepEqual(names('t:"goblin warrior" or t:bear c:r'), ['Goblin Piker'], 'and binds tighter');
  assert.ok(!names('-(t:creature or t:land)').some((n) => /Creature|Land/.test(full.lookup(n)!.typeLine)));
});

test('tokens, emblems, planes are left out unless include:extras', () => {
  assert.deepEqual(names('goblin'), ['Goblin Piker']);
  assert.deepEqual(names('goblin include:extras'), ['Goblin Piker', 'Goblin Token']);
  assert.deepEqual(names('t:emblem'), []);
  assert.deepEqual(names('t:emblem include:extras'), ['Emblem Test']);
  assert.deepEqual(names('t:plane -t:planeswalker include:extras'), ['Test Plane']);
  assert.deepEqual(names('t:plane -t:planeswalker'), [], 'a Plane is an extra, a Planeswalker is not');
  assert.match(error('include:funny'), /only include:extras/);
});

test('total counts every match; limit cuts the list', () => {
  const r = searchCards(full, 't:land', { limit: 3 });
  assert.equal(r.cards.length, 3);
  assert.ok(r.total > 3);
  assert.deepEqual(Object.keys(r.cards[0]).sort(), ['manaCost', 'name', 'typeLine']);
});

test("a commander's identity limits the search unless the query has its own id: term", () => {
  const r = searchCards(full, 't:creature', { identity: ['G'], limit: 200 });
  assert.equal(r.limitedToIdentity, 'G');
  assert.ok(r.cards.every((c) => full.lookup(c.name)!.colorIdentity.every((x) => x === 'G')));
  assert.ok(r.cards.some((c) => c.name === 'Plain Bear'));
  const own = searchCards(full, 't:creature id:b', { identity: ['G'], limit: 200 });
  assert.equal(own.limitedToIdentity, undefined);
  assert.ok(own.cards.some((c) => c.name === 'Elves of Deep Shadow') === false && own.cards.length > 0);
});

test('value errors name the key; an empty query finds nothing without an error', () => {
  assert.match(error('c:purple'), /"purple" is not a color/);
  assert.match(error('mv:lots'), /"lots" is not a number/);
  assert.match(error('t>3'), /t: takes words/);
  assert.match(error('set:lea'), /unsupported search key "set"/);
  assert.deepEqual(searchCards(full, '   '), { query: '   ', total: 0, cards: [] });
});
