import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, CardRecordError } from '../../../server/src/core/cards/scryfall-card';
import { sampleCard, sampleObjects } from './helpers';

test('a single-faced card fills every field', () => {
  const c = sampleCard('Sol Ring');
  assert.equal(c.name, 'Sol Ring');
  assert.equal(c.oracleId, '6ad8011d-3471-4369-9d68-b264cc027487');
  assert.equal(c.layout, 'normal');
  assert.equal(c.manaCost, '{1}');
  assert.equal(c.manaValue, 1);
  assert.equal(c.typeLine, 'Artifact');
  assert.equal(c.oracleText, '{T}: Add {C}{C}.');
  assert.deepEqual(c.faces, []);
  assert.deepEqual(c.colors, []);
  assert.deepEqual(c.colorIdentity, []);
  assert.deepEqual(c.legalities, { commander: 'legal', vintage: 'restricted', legacy: 'banned', modern: 'not_legal' });
  assert.equal(c.rarity, 'uncommon');
  assert.equal(c.releasedAt, '1993-08-05');
  assert.deepEqual(c.deckbuilding, { basicLand: false, anyNumber: false, canBeCommander: false, pairing: [], companion: false });
});

test('a transform card: faces, joined cost and text, back-face color indicator, front P/T', () => {
  const c = sampleCard('Civilized Scholar // Homicidal Brute');
  assert.equal(c.faces.length, 2);
  assert.equal(c.manaCost, '{2}{U}');
  assert.equal(c.oracleText.split('\n\n').length, 2);
  assert.deepEqual(c.faces[1].colorIndicator, ['R']);
  assert.deepEqual(c.colors, ['U', 'R']);
  assert.equal(c.power, '0');
  assert.equal(c.toughness, '1');
});

test('a split card keeps both faces and its card-level cost', () => {
  const c = sampleCard('Fire // Ice');
  assert.equal(c.manaCost, '{1}{R} // {1}{U}');
  assert.equal(c.manaValue, 4);
  assert.deepEqual(c.faces.map((f) => f.name), ['Fire', 'Ice']);
  assert.match(c.oracleText, /Fire deals 2 damage[\s\S]*\n\nTap target permanent/);
});

test('source color identity is kept; computed when absent', () => {
  const objs = sampleObjects();
  const shrine = { ...objs.find((o) => o.name === 'Godless Shrine')! };
  assert.deepEqual(cardFromScryfall(shrine).colorIdentity, ['W', 'B']);
  delete shrine.color_identity;
  assert.deepEqual(cardFromScryfall(shrine).colorIdentity, ['W', 'B']);
  const weird = { name: 'Odd', type_line: 'Artifact', mana_cost: '{1}', color_identity: ['G'] };
  assert.deepEqual(cardFromScryfall(weird).colorIdentity, ['G']);
  assert.equal(cardFromScryfall(weird).legalities, undefined);
});

test('basic lands: Plains, Wastes and snow-covered basics; nonbasic lands are not', () => {
  assert.equal(sampleCard('Plains').deckbuilding.basicLand, true);
  assert.equal(sampleCard('Wastes').deckbuilding.basicLand, true);
  assert.equal(sampleCard('Snow-Covered Forest').deckbuilding.basicLand, true);
  assert.equal(sampleCard('Godless Shrine').deckbuilding.basicLand, false);
  assert.equal(sampleCard('Dryad Arbor').deckbuilding.basicLand, false);
});

test('any number / up to seven / up to nine', () => {
  assert.equal(sampleCard('Relentless Rats').deckbuilding.anyNumber, true);
  assert.equal(sampleCard('Relentless Rats').deckbuilding.maxCopies, undefined);
  assert.equal(sampleCard('Seven Dwarves').deckbuilding.maxCopies, 7);
  assert.equal(sampleCard('Seven Dwarves').deckbuilding.anyNumber, false);
  assert.equal(sampleCard('Nazgûl').deckbuilding.maxCopies, 9);
});

test('can be your commander', () => {
  assert.equal(sampleCard('Daretti, Scrap Savant').deckbuilding.canBeCommander, true);
  assert.equal(sampleCard('Lightning Bolt').deckbuilding.canBeCommander, false);
});

test('pairing abilities: partner, partner with, friends forever, backgrounds, doctor, companion', () => {
  assert.deepEqual(sampleCard('Thrasios, Triton Hero').deckbuilding.pairing, [{ kind: 'partner' }]);
  assert.deepEqual(sampleCard('Pir, Imaginative Rascal').deckbuilding.pairing, [
    { kind: 'partner-with', with: 'Toothy, Imaginary Friend' },
  ]);
  assert.deepEqual(sampleCard('Will the Wise').deckbuilding.pairing, [{ kind: 'friends-forever' }]);
  assert.deepEqual(sampleCard('Wilson, Refined Grizzly').deckbuilding.pairing, [{ kind: 'choose-a-background' }]);
  assert.deepEqual(sampleCard('Raised by Giants').deckbuilding.pairing, [{ kind: 'background' }]);
  assert.deepEqual(sampleCard('Rose Tyler').deckbuilding.pairing, [{ kind: 'doctors-companion' }]);
  assert.deepEqual(sampleCard('The Tenth Doctor').deckbuilding.pairing, [{ kind: 'doctor' }]);
  assert.equal(sampleCard('Lurrus of the Dream-Den').deckbuilding.companion, true);
  assert.equal(sampleCard('Thrasios, Triton Hero').deckbuilding.companion, false);
  // Reminder text mentioning partner does not make a card a partner.
  assert.deepEqual(sampleCard('Lightning Bolt').deckbuilding.pairing, []);
});

test('later Partner—X variants are data; "Partner—Friends forever" is friends forever', () => {
  const mk = (text: string) =>
    cardFromScryfall({ name: 'Test Commander', type_line: 'Legendary Creature — Human', mana_cost: '{1}{G}', oracle_text: text });
  assert.deepEqual(mk('Partner—Survivors (You can have two commanders if both have this ability.)\nFlying').deckbuilding.pairing, [
    { kind: 'partner-variant', with: 'Survivors' },
  ]);
  assert.deepEqual(mk('Partner—Friends forever (You can have two commanders if both have this ability.)').deckbuilding.pairing, [
    { kind: 'friends-forever' },
  ]);
  assert.deepEqual(mk('Vigilance, partner').deckbuilding.pairing, [{ kind: 'partner' }]);
  assert.deepEqual(mk('Creatures you control with partner get +1/+1.').deckbuilding.pairing, []);
});

test('a non-object or nameless record is a clear error', () => {
  assert.throws(() => cardFromScryfall(null), /expected a card object/);
  assert.throws(() => cardFromScryfall([1]), /an array/);
  assert.throws(() => cardFromScryfall({ layout: 'normal' }), /without a "name"/);
});

test('a reversible card (no top-level cost or mana value) takes them from its faces', () => {
  const c = cardFromScryfall({
    name: 'Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom',
    layout: 'reversible_card',
    card_faces: [
      { name: 'Zndrsplt, Eye of Wisdom', mana_cost: '{4}{U}', cmc: 5, type_line: 'Legendary Creature — Homunculus', oracle_text: 'Flying', colors: ['U'] },
      { name: 'Zndrsplt, Eye of Wisdom', mana_cost: '{4}{U}', cmc: 5, type_line: 'Legendary Creature — Homunculus', oracle_text: 'Flying', colors: ['U'] },
    ],
  });
  assert.equal(c.manaValue, 5);
  assert.equal(c.manaCost, '{4}{U} // {4}{U}');
  assert.equal(c.typeLine, 'Legendary Creature — Homunculus // Legendary Creature — Homunculus');
  assert.deepEqual(c.colorIdentity, ['U']);
});

test('describeCard: plain text for the CLI and Markdown for a hover, with identity reasons and the data footer', async () => {
  const { describeCard } = await import('../../../server/src/core/cards/describe');
  const c = sampleCard('Fire // Ice');
  const info = { source: 'snapshot', label: 'offline card data from January 2017', date: '2017-01-20', cards: 1, hasLegalities: false };
  const plain = describeCard({ ...c, legalities: undefined }, { info });
  assert.match(plain, /^Fire \/\/ Ice\n/);
  assert.match(plain, /— Ice \{1\}\{U\}: Instant\n\s+Tap target permanent\./);
  assert.match(plain, /R: \{R\} in the mana cost of Fire/);
  assert.match(plain, /Legalities: unknown/);
  assert.match(plain, /Card data: offline card data from January 2017 \(1 cards\)$/);
  const md = describeCard(sampleCard('Thrasios, Triton Hero'), { markdown: true, formats: ['commander'] });
  assert.match(md, /^\*\*Thrasios, Triton Hero\*\* \{G\}\{U\}/);
  assert.match(md, /Deck building: partner/);
  assert.match(md, /Legalities: commander legal$/);
});

test('a card object whose name is only spaces is a record error, not a card no lookup can find', () => {
  assert.throws(() => cardFromScryfall({ name: '   ', type_line: 'Creature' }), CardRecordError);
});
