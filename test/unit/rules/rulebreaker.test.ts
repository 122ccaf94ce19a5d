// Rulebreaker commanders (issue 39, item 1): the permission is read from the card's rules text
// (server/src/core/cards/rulebreaker.ts); a card it allows is no color-identity error, a card it
// does not allow still is and its message names the Rulebreaker; "no maximum deck size" keeps the
// minimum only. Fixture cards: test/fixtures/rules/rulebreaker-cards.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { readRulebreaker } from '../../../server/src/core/cards/rulebreaker';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { createDecklistService } from '../../../server/src/core';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { COVERT_BLUE_MAGE, NEW_RULEBREAKERS, RULEBREAKER_COMMANDERS, RULEBREAKER_DECK_CARDS } from '../../fixtures/rules/rulebreaker-cards';
import { check, commanderDeck, INFO } from './helpers';

let cached: CardDatabase | undefined;
function db(): CardDatabase {
  cached ??= createMemoryCardDatabase(
    [...RULES_CARDS, ...RULEBREAKER_COMMANDERS.map((c) => c.card), COVERT_BLUE_MAGE.card, ...NEW_RULEBREAKERS, ...RULEBREAKER_DECK_CARDS].map(cardFromScryfall),
    INFO,
  );
  return cached;
}

const commander = (deck: string) => check(deck, 'commander', db());
/** The color-identity and deck-size diagnostics of a deck, as [code, card]. */
function problems(deck: string): [string, string | undefined][] {
  return commander(deck)
    .diagnostics.filter((d) => d.code === 'color-identity' || d.code === 'deck-size')
    .map((d) => [d.code, d.card]);
}
const named = (name: string) => cardFromScryfall([...RULEBREAKER_COMMANDERS.map((c) => c.card), COVERT_BLUE_MAGE.card, ...NEW_RULEBREAKERS].find((c) => c.name === name)!);

/** Every Rulebreaker of 2026, its text as printed, and what is read from it. */
const TABLE: { name: string; grants: { phrase: string; types: string[][]; colors: 'any' | 'one-chosen'; land?: 'any' | 'basic'; minManaValue?: number; minPower?: number }[]; noMax: boolean }[] = [
  { name: 'The Everforger', grants: [{ phrase: 'artifact creature and Equipment cards', types: [['artifact', 'creature'], ['Equipment']], colors: 'any' }, { phrase: 'any basic land cards', types: [], colors: 'any', land: 'basic' }], noMax: false },
  { name: 'Seluma, Light of Aysen', grants: [{ phrase: 'Angel cards', types: [['Angel']], colors: 'any' }, { phrase: 'any basic land cards', types: [], colors: 'any', land: 'basic' }], noMax: false },
  { name: 'Valko Indorian', grants: [{ phrase: 'Phyrexian cards', types: [['Phyrexian']], colors: 'any' }, { phrase: 'any basic land cards', types: [], colors: 'any', land: 'basic' }], noMax: false },
  { name: 'The Unluckiest Planeswalker', grants: [{ phrase: 'Aura cards', types: [['Aura']], colors: 'any' }, { phrase: 'any basic land cards', types: [], colors: 'any', land: 'basic' }], noMax: false },
  {
    name: 'Maular, the Next Evolution',
    grants: [{ phrase: 'creature cards with mana value 7 or greater', types: [['creature']], colors: 'any', minManaValue: 7 }, { phrase: 'any basic land cards', types: [], colors: 'any', land: 'basic' }],
    noMax: false,
  },
  { name: 'Grizzlegom, Hurloon Hero', grants: [{ phrase: 'any land cards', types: [], colors: 'any', land: 'any' }], noMax: false },
  {
    name: 'Tolabow, Loch Rascal',
    grants: [{ phrase: 'instant and sorcery cards', types: [['instant'], ['sorcery']], colors: 'one-chosen' }, { phrase: 'any basic land cards', types: [], colors: 'any', land: 'basic' }],
    noMax: false,
  },
  { name: 'Whtz, the Bibliophile', grants: [], noMax: true },
  { name: 'Valko Indorian, Researcher', grants: [{ phrase: 'all artifacts and enchantments', types: [['artifacts'], ['enchantments']], colors: 'any' }], noMax: false },
  { name: 'Hadran, Naya Sunseeder', grants: [{ phrase: 'creature cards of power 4 or greater', types: [['creature']], colors: 'any', minPower: 4 }], noMax: false },
  { name: 'Arvad of the Weatherlight', grants: [{ phrase: 'legendary permanents', types: [['legendary', 'permanents']], colors: 'any' }], noMax: false },
  { name: 'Daxiver, Izzet Electromancer', grants: [{ phrase: 'instant and sorcery cards', types: [['instant'], ['sorcery']], colors: 'any' }], noMax: false },
  { name: 'The Covert Blue Mage', grants: [], noMax: true },
];

test('the twelve Rulebreakers and The Covert Blue Mage: each text as printed, and what is read from it', () => {
  const texts = new Map([...RULEBREAKER_COMMANDERS.map((c) => [c.card.name as string, c.text] as const), [COVERT_BLUE_MAGE.card.name as string, COVERT_BLUE_MAGE.text]]);
  assert.equal(TABLE.length, 13);
  assert.deepEqual(
    RULEBREAKER_COMMANDERS.map((c) => c.set),
    ['MBC', 'MBC', 'MBC', 'MBC', 'MBC', 'MBC', 'MBC', 'MBC', 'UNK', 'UNK', 'UNK', 'UNK'],
  );
  for (const row of TABLE) {
    const rb = readRulebreaker(named(row.name));
    assert.ok(rb, row.name);
    assert.equal(rb.text, texts.get(row.name), row.name);
    assert.equal(rb.unread, undefined, row.name);
    assert.equal(rb.noMaximumDeckSize, row.noMax, row.name);
    assert.deepEqual(
      rb.grants.map((g) => ({ ...g.cards, colors: g.colors })),
      row.grants.map(({ colors, ...cards }) => ({ ...cards, colors })),
      row.name,
    );
  }
  // A card without one, and a Rulebreaker line this reading does not understand (applied as nothing).
  assert.equal(readRulebreaker(cardFromScryfall(RULES_CARDS.find((c) => c.name === "Kraum, Ludevic's Opus")!)), undefined);
  assert.deepEqual(readRulebreaker(named('Fixture Unread Rulebreaker')), {
    text: 'Rulebreaker — A deck with this commander can have cards with flying of any color identity.',
    grants: [],
    noMaximumDeckSize: false,
    unread: true,
  });
});

/** Per commander: cards its Rulebreaker allows (no error) and cards it does not (each an error). */
const DECKS: { commander: string; allowed: string[]; refused: string[]; basics?: string[] }[] = [
  { commander: 'The Everforger', allowed: ['Fixture Rakdos Golem', 'Fixture Verdant Blade'], refused: ['Fixture Sapphire Trinket', 'Fixture Firebolt', 'Fixture Flooded Ruins'], basics: ['Swamp', 'Island'] },
  { commander: 'Seluma, Light of Aysen', allowed: ['Fixture Angel of Ruin'], refused: ['Fixture Demon'], basics: ['Plains', 'Swamp'] },
  { commander: 'Valko Indorian', allowed: ['Fixture Phyrexian Scout', 'Fixture Mimic'], refused: ['Fixture Sea Drake'], basics: ['Swamp', 'Island', 'Forest'] },
  { commander: 'The Unluckiest Planeswalker', allowed: ['Fixture Verdant Aura'], refused: ['Fixture Curse of Ice'], basics: ['Mountain', 'Forest'] },
  { commander: 'Maular, the Next Evolution', allowed: ['Fixture Sea Titan'], refused: ['Fixture Tidal Giant'], basics: ['Forest', 'Island'] },
  { commander: 'Grizzlegom, Hurloon Hero', allowed: ['Fixture Flooded Ruins'], refused: ['Fixture Blue Lancer'], basics: ['Mountain', 'Island'] },
  { commander: 'Tolabow, Loch Rascal', allowed: ['Fixture Firebolt', 'Fixture Rift'], refused: ['Fixture Red Goblin'], basics: ['Island', 'Mountain'] },
  { commander: 'Valko Indorian, Researcher', allowed: ['Fixture Rakdos Golem', 'Fixture Verdant Aura', 'Fixture Sapphire Trinket'], refused: ['Fixture Firebolt', 'Swamp'], basics: ['Plains', 'Island'] },
  { commander: 'Hadran, Naya Sunseeder', allowed: ['Fixture Sea Titan', 'Fixture Angel of Ruin'], refused: ['Fixture Blue Lancer'], basics: ['Mountain', 'Forest'] },
  { commander: 'Arvad of the Weatherlight', allowed: ['Fixture Legendary Wurm', 'Fixture Legendary Relic'], refused: ['Fixture Firebolt', 'Fixture Sea Drake'], basics: ['Plains', 'Swamp'] },
  { commander: 'Daxiver, Izzet Electromancer', allowed: ['Fixture Doom', 'Fixture Growth', 'Fixture Fire and Shadow'], refused: ['Fixture Verdant Aura', 'Forest'], basics: ['Island', 'Mountain'] },
  { commander: 'Fixture Dragonlord of Tomorrow', allowed: ['Fixture Green Dragon'], refused: ['Fixture Sea Drake'], basics: ['Mountain', 'Forest'] },
  { commander: 'Fixture Enchanted Scholar', allowed: ['Fixture Big Enchantment'], refused: ['Fixture Small Enchantment'], basics: ['Plains'] },
];

for (const d of DECKS) {
  test(`${d.commander}: the cards its Rulebreaker allows are no error; each card it does not allow is one`, () => {
    assert.deepEqual(problems(commanderDeck(d.commander, d.allowed, d.basics)), [], 'allowed cards');
    const refusedCards = d.refused.filter((c) => !['Swamp', 'Forest'].includes(c));
    const refusedBasics = d.refused.filter((c) => ['Swamp', 'Forest'].includes(c));
    const deck = commanderDeck(d.commander, [...d.allowed, ...refusedCards], [...(d.basics ?? []), ...refusedBasics]);
    assert.deepEqual(
      problems(deck),
      d.refused.map((c) => ['color-identity', c]),
      'refused cards',
    );
  });
}

test("a refused card's message names the Rulebreaker it does not meet, with its text", () => {
  const r = commander(commanderDeck('Seluma, Light of Aysen', ['Fixture Demon'], ['Plains']));
  const d = r.diagnostics.find((x) => x.code === 'color-identity')!;
  assert.equal(
    d.message,
    "Fixture Demon has black ({B}) in its color identity, outside Seluma, Light of Aysen's color identity {W}: {B} in its mana cost. Remove it, or choose a commander whose color identity includes black. It is not a card Seluma, Light of Aysen's Rulebreaker allows (\"Rulebreaker — A deck with this commander can have Angel cards of any color identity and any basic land cards.\").",
  );
});

test('Tolabow: the rulebreaker: line chooses the color; a second color is an error that says so; without a line the one color needed is taken', () => {
  const cards = ['Fixture Firebolt', 'Fixture Rift'];
  // No line, one color needed: it is the choice.
  assert.deepEqual(problems(commanderDeck('Tolabow, Loch Rascal', cards, ['Island'])), []);
  // The line chooses red: red instants are in, the black one is not.
  const withLine = `// rulebreaker: red\n${commanderDeck('Tolabow, Loch Rascal', [...cards, 'Fixture Doom'], ['Island'])}`;
  const r = commander(withLine);
  const doom = r.diagnostics.filter((x) => x.code === 'color-identity');
  assert.deepEqual(doom.map((x) => x.card), ['Fixture Doom']);
  assert.equal(
    doom[0].message,
    "Fixture Doom has black ({B}) in its color identity, outside Tolabow, Loch Rascal's color identity {U}: {B} in its mana cost. Remove it, or choose a commander whose color identity includes black. Tolabow, Loch Rascal's Rulebreaker lets instant and sorcery cards have one color of your choice outside its color identity, and the rulebreaker: line chose red; Fixture Doom also needs black.",
  );
  // The line chooses black: now the red ones are refused.
  const black = commander(`// rulebreaker: black\n${commanderDeck('Tolabow, Loch Rascal', [...cards, 'Fixture Doom'], ['Island'])}`);
  assert.deepEqual(black.diagnostics.filter((x) => x.code === 'color-identity').map((x) => x.card), ['Fixture Firebolt', 'Fixture Rift']);
  // No line, two colors needed: the one most cards need is taken, the other is an error that says to write the line.
  const two = commander(commanderDeck('Tolabow, Loch Rascal', [...cards, 'Fixture Doom'], ['Island']));
  const refused = two.diagnostics.filter((x) => x.code === 'color-identity');
  assert.deepEqual(refused.map((x) => x.card), ['Fixture Doom']);
  assert.match(refused[0].message, /but this deck's need more than one: taking red, the one most of them need, Fixture Doom also needs black\. Write "\/\/ rulebreaker: red" \(or another color\) to choose; only one color is allowed\.$/);
  // A two-colored instant needs two colors: never allowed with one choice.
  assert.deepEqual(problems(`// rulebreaker: red\n${commanderDeck('Tolabow, Loch Rascal', ['Fixture Fire and Shadow'], ['Island'])}`), [['color-identity', 'Fixture Fire and Shadow']]);
  // The color written as a letter, a symbol or in Japanese.
  for (const v of ['R', '{R}', '赤', 'Red']) assert.deepEqual(problems(`// rulebreaker: ${v}\n${commanderDeck('Tolabow, Loch Rascal', cards, ['Island'])}`), [], v);
});

test('a rulebreaker: line that names no color is an error on its value; one in a deck whose commander has no such Rulebreaker is a note', () => {
  const bad = commander(`// rulebreaker: purple\n${commanderDeck('Tolabow, Loch Rascal', ['Fixture Firebolt'], ['Island'])}`);
  const d = bad.diagnostics.filter((x) => x.code === 'color-identity');
  assert.deepEqual(
    d.map((x) => [x.card, x.range.start.line, x.message]),
    [
      [undefined, 0, '"purple" is not a color: the rulebreaker: line names the one color your commander\'s Rulebreaker lets you choose; write white, blue, black, red or green.'],
      [
        'Fixture Firebolt',
        5,
        "Fixture Firebolt has red ({R}) in its color identity, outside Tolabow, Loch Rascal's color identity {U}: {R} in its mana cost. Remove it, or choose a commander whose color identity includes red. Tolabow, Loch Rascal's Rulebreaker lets instant and sorcery cards have one color of your choice outside its color identity, but the rulebreaker: line names no color.",
      ],
    ],
  );
  const other = commander(`// rulebreaker: red\n${commanderDeck('Seluma, Light of Aysen', [], ['Plains'])}`);
  assert.deepEqual(
    other.diagnostics.filter((x) => x.code === 'color-identity').map((x) => [x.severity, x.message]),
    [['information', 'No commander of this deck has a Rulebreaker that lets you choose a color, so the rulebreaker: line changes nothing. Remove it, or make such a card (Tolabow, Loch Rascal) the commander.']],
  );
});

for (const name of ['Whtz, the Bibliophile', 'The Covert Blue Mage']) {
  test(`${name}: no maximum deck size, the minimum stays`, () => {
    assert.deepEqual(problems(commanderDeck(name, [], ['Island', 'Plains'], 100)), []);
    assert.deepEqual(problems(commanderDeck(name, [], ['Island', 'Plains'], 250)), []);
    const small = commander(commanderDeck(name, [], ['Island', 'Plains'], 99));
    assert.deepEqual(
      small.diagnostics.filter((x) => x.code === 'deck-size').map((x) => x.message),
      ['The deck has 99 cards (98 + 1 in the command zone); Commander needs at least 100 cards including the commander. Add 1.'],
    );
    // Without the Rulebreaker the same 120 cards are too many.
    assert.deepEqual(problems(commanderDeck('Kraum, Ludevic\'s Opus', [], ['Island', 'Mountain'], 120)), [['deck-size', undefined]]);
  });
}

test('a partner pair one of whose partners has a Rulebreaker: the Rulebreaker applies to the deck, on top of the pair\'s identity', () => {
  // Fixture Partner of Angels (W, partner, Angels of any color identity) + Kraum (U R, partner).
  assert.deepEqual(problems(commanderDeck(['Fixture Partner of Angels', "Kraum, Ludevic's Opus"], ['Fixture Angel of Ruin', 'Fixture Firebolt'], ['Plains', 'Island', 'Swamp'])), []);
  assert.deepEqual(problems(commanderDeck(['Fixture Partner of Angels', "Kraum, Ludevic's Opus"], ['Fixture Demon'], ['Plains', 'Island'])), [['color-identity', 'Fixture Demon']]);
});

test('an unread Rulebreaker changes nothing: its off-color cards stay errors', () => {
  assert.deepEqual(problems(commanderDeck('Fixture Unread Rulebreaker', ['Fixture Red Dragon'], ['Island'])), [['color-identity', 'Fixture Red Dragon']]);
});

test("the commander's hover says what its Rulebreaker allows; an allowed card's hover names the Rulebreaker", () => {
  const service = createDecklistService({ cards: db() });
  const hoverAt = (deck: string, pos: { line: number; character: number }) => service.hover(service.check(deck), pos);
  const text = `// rulebreaker: red\n${commanderDeck('Tolabow, Loch Rascal', ['Fixture Firebolt'], ['Island'])}`;
  const lines = text.split('\n');
  const at = (name: string) => ({ line: lines.findIndex((l) => l.includes(name)), character: lines.find((l) => l.includes(name))!.indexOf(name) + 1 });
  const hover = hoverAt(text, at('Tolabow'))!;
  assert.ok(
    hover.markdown.includes(
      "**Rulebreaker:** instant and sorcery cards with one more color of your choice (red, as the rulebreaker: line says); any basic land cards\n\n> Rulebreaker — If Tolabow, Loch Rascal is your commander, the color identity of instant and sorcery cards in your deck can include one color of your choice not in your commander's color identity, and your deck can have any basic land cards.",
    ),
    hover.markdown,
  );
  const bolt = hoverAt(text, at('Fixture Firebolt'))!;
  assert.match(bolt.markdown, /outside the commander's color identity, allowed by Tolabow, Loch Rascal's Rulebreaker/);
  const whtz = commanderDeck('Whtz, the Bibliophile', [], ['Island'], 120);
  const w = hoverAt(whtz, { line: 1, character: 4 })!;
  assert.match(w.markdown, /\*\*Rulebreaker:\*\* no maximum deck size: 100 or more cards/);
});

test('a list led by a Rulebreaker on its first line keeps it as the commander: the cards it allows do not make another legend the one', () => {
  // Fixture Orzhov Archangel (W B, legendary) covers every card; Seluma (W) allows it and the black Angel.
  const list = ['1 Seluma, Light of Aysen', '1 Fixture Orzhov Archangel', '1 Fixture Angel of Ruin', '48 Plains', '49 Swamp', ''].join('\n');
  assert.deepEqual(commander(list).context.commanders.map((c) => c.name), ['Seluma, Light of Aysen']);
  assert.deepEqual(problems(list), []);
});
