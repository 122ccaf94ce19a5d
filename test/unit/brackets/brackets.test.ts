import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { checkDeck } from '../../../server/src/core/check';
import { builtinFormat, parseConfig } from '../../../server/src/core/formats';
import { createDecklistService } from '../../../server/src/core/index';
import { parseDeck } from '../../../server/src/core/parse';
import { destroysAllLands, isExtraTurn, isTutor, lowestBracket, parseBracketValue } from '../../../server/src/core/brackets';
import { GAME_CHANGERS, MASS_LAND_DENIAL } from '../../../server/src/core/brackets/data';
import { bracketMarkdown } from '../../../server/src/core/brackets/describe';
import { inJapanese } from '../../support/catalog';
import { BRACKET_CARDS, BRACKET_DB_CARDS } from '../../fixtures/brackets/cards';
import { commanderDeck, INFO } from '../rules/helpers';

function makeDb(cards = BRACKET_DB_CARDS): CardDatabase {
  return createMemoryCardDatabase(cards.map(cardFromScryfall), { ...INFO, label: 'bracket test cards', cards: cards.length });
}
const DB = makeDb();
const card = (name: string) => {
  const c = DB.lookup(name);
  assert.ok(c, name);
  return c;
};

/** An Atraxa deck holding these cards (and basics up to 100). */
function deck(cards: string[], head = ''): string {
  return head + commanderDeck("Atraxa, Praetors' Voice", cards, ['Forest', 'Island', 'Plains', 'Swamp']);
}
function floorOf(cards: string[], db = DB) {
  const r = checkDeck(parseDeck(deck(cards)), db, builtinFormat('commander')!);
  assert.ok(r.bracket, 'a Commander deck has a bracket floor');
  return r.bracket;
}
const reason = (b: ReturnType<typeof floorOf>, rule: string) => b.reasons.find((r) => r.rule === rule);
const finding = (b: ReturnType<typeof floorOf>, rule: string) => b.findings.find((r) => r.rule === rule);

describe('reading the card text', () => {
  test('a tutor searches your library for a card other than a basic land', () => {
    for (const n of ['Demonic Tutor', 'Vampiric Tutor', 'Diabolic Tutor', 'Expedition Map', 'Dimir Machinations']) assert.equal(isTutor(card(n)), true, n);
    for (const n of ['Rampant Growth', 'Farseek', 'Path to Exile', 'Plains Cycler', 'Rhystic Study', 'Time Warp']) assert.equal(isTutor(card(n)), false, n);
  });
  test('"search your library for a card" vs "for a basic land card"', () => {
    const t = (oracle_text: string) => isTutor(cardFromScryfall({ name: 'X', type_line: 'Sorcery', oracle_text }));
    assert.equal(t('Search your library for a card, put it into your hand, then shuffle.'), true);
    assert.equal(t('Search your library for a basic land card, put it into your hand, then shuffle.'), false);
    assert.equal(t('Search your library for up to two basic land cards, reveal them, put one onto the battlefield tapped and the other into your hand, then shuffle.'), false);
    assert.equal(t('Search your library for a Forest or Plains card, put it onto the battlefield, then shuffle.'), false);
    assert.equal(t('Search your library for a creature card with mana value 3 or less, reveal it, put it into your hand, then shuffle.'), true);
    assert.equal(t('Search your library and/or graveyard for a card named Nissa, reveal it, and put it into your hand.'), true);
    assert.equal(t('Target player searches their library for a card and exiles it.'), false);
  });
  test('an extra turn is taken, not forbidden', () => {
    for (const n of ['Time Warp', 'Temporal Manipulation', 'Time Stretch']) assert.equal(isExtraTurn(card(n)), true, n);
    for (const n of ['Turn Warden', 'Demonic Tutor']) assert.equal(isExtraTurn(card(n)), false, n);
    const t = (oracle_text: string) => isExtraTurn(cardFromScryfall({ name: 'X', type_line: 'Sorcery', oracle_text }));
    assert.equal(t('For each five counters removed this way, take an extra turn after this one.'), true);
    assert.equal(t('Each opponent can\'t take extra turns this game.'), false);
  });
  test('destroying every land is mass land denial; one\'s own lands or creatures are not', () => {
    assert.equal(destroysAllLands(card('Armageddon')), true);
    assert.equal(destroysAllLands(card('Ruinous Engine')), true);
    assert.equal(destroysAllLands(card('Home Reclamation')), false);
    assert.equal(destroysAllLands(card('Creature Sweep')), false);
  });
});

describe('bracket floor, at each boundary', () => {
  test('no Game Changer: floor 1, no reasons', () => {
    const b = floorOf(['Plain Bear']);
    assert.equal(b.floor, 1);
    assert.deepEqual(b.reasons, []);
  });
  test('one Game Changer: bracket 3; three: still 3; four: bracket 4', () => {
    let b = floorOf(['Rhystic Study']);
    assert.equal(b.floor, 3);
    assert.deepEqual(reason(b, 'game-changers'), { rule: 'game-changers', cards: ['Rhystic Study'], bracket: 3 });
    b = floorOf(['Rhystic Study', 'Smothering Tithe', 'Cyclonic Rift']);
    assert.equal(b.floor, 3);
    b = floorOf(['Rhystic Study', 'Smothering Tithe', 'Cyclonic Rift', 'Demonic Tutor']);
    assert.equal(b.floor, 4);
    assert.deepEqual(reason(b, 'game-changers')!.cards, ['Rhystic Study', 'Smothering Tithe', 'Cyclonic Rift', 'Demonic Tutor']);
  });
  test('the commander counts as a Game Changer; the maybeboard does not', () => {
    const text = commanderDeck('Tergrid, God of Fright', [], ['Swamp']) + '\nMaybeboard\n1 Rhystic Study\n1 Smothering Tithe\n1 Cyclonic Rift\n';
    const r = checkDeck(parseDeck(text), DB, builtinFormat('commander')!);
    assert.deepEqual(reason(r.bracket!, 'game-changers')!.cards, ['Tergrid, God of Fright']);
    assert.equal(r.bracket!.floor, 3);
  });
  test('mass land denial: bracket 4, from the list or from the text', () => {
    assert.equal(floorOf(['Armageddon']).floor, 4);
    assert.deepEqual(reason(floorOf(['Ruinous Engine']), 'mass-land-denial')!.cards, ['Ruinous Engine']);
    assert.equal(floorOf(['Home Reclamation', 'Creature Sweep']).floor, 1);
  });
  test('extra turns: one or two fit bracket 2, three need bracket 4', () => {
    assert.equal(floorOf(['Time Warp']).floor, 2);
    assert.equal(floorOf(['Time Warp', 'Temporal Manipulation']).floor, 2);
    const b = floorOf(['Time Warp', 'Temporal Manipulation', 'Time Stretch', 'Turn Warden']);
    assert.equal(b.floor, 4);
    assert.deepEqual(reason(b, 'extra-turns')!.cards, ['Time Warp', 'Temporal Manipulation', 'Time Stretch']);
  });
  test('tutors are counted and named, without raising the floor', () => {
    const b = floorOf(['Diabolic Tutor', 'Expedition Map', 'Rampant Growth', 'Farseek', 'Path to Exile']);
    assert.deepEqual(finding(b, 'tutors'), { rule: 'tutors', cards: ['Diabolic Tutor', 'Expedition Map'], bracket: 1 });
    assert.equal(b.floor, 1);
    assert.equal(reason(b, 'tutors'), undefined);
  });
  test('built-in two-card combos: both halves in the deck rule out brackets 1 and 2', () => {
    const b = floorOf(['Sanguine Bond', 'Exquisite Blood']);
    assert.equal(b.floor, 3);
    assert.deepEqual(reason(b, 'two-card-combos')!.pairs, [['Sanguine Bond', 'Exquisite Blood']]);
    assert.equal(floorOf(['Sanguine Bond']).floor, 1);
    // One half in the maybeboard is no combo.
    const r = checkDeck(parseDeck(deck(['Sanguine Bond']) + '\nMaybeboard\n1 Exquisite Blood\n'), DB, builtinFormat('commander')!);
    assert.equal(r.bracket!.floor, 1);
  });
  test('the floor is the highest reason, reasons highest first', () => {
    const b = floorOf(['Time Warp', 'Armageddon', "Thassa's Oracle", 'Demonic Consultation']);
    assert.equal(b.floor, 4);
    assert.deepEqual(b.reasons.map((r) => [r.rule, r.bracket]), [['mass-land-denial', 4], ['game-changers', 3], ['two-card-combos', 3], ['extra-turns', 2]]);
  });
  test('formats without brackets have no floor', () => {
    const r = checkDeck(parseDeck('4 Rhystic Study\n56 Island\n'), DB, builtinFormat('legacy')!);
    assert.equal(r.bracket, undefined);
  });
  test('lowestBracket reads the limits as data', () => {
    assert.equal(lowestBracket(0, { 1: 0, 2: 0, 3: 3 }), 1);
    assert.equal(lowestBracket(1, { 1: 0, 2: 0, 3: 3 }), 3);
    assert.equal(lowestBracket(3, { 1: 0, 2: 0, 3: 3 }), 3);
    assert.equal(lowestBracket(4, { 1: 0, 2: 0, 3: 3 }), 4);
    assert.equal(lowestBracket(9, {}), 1);
  });
});

describe("the card data's game_changer flag", () => {
  test('a flag the data sets counts even when no list names the card', () => {
    assert.deepEqual(reason(floorOf(['Verdant Overseer']), 'game-changers')!.cards, ['Verdant Overseer']);
  });
  test('data that says false wins over the built-in list; data without the flag uses the list', () => {
    const flagged = BRACKET_DB_CARDS.map((c) => (c.name === 'Rhystic Study' ? { ...c, game_changer: false } : c));
    assert.equal(floorOf(['Rhystic Study'], makeDb(flagged)).floor, 1);
    assert.equal(floorOf(['Rhystic Study']).floor, 3);
    assert.equal(card('Rhystic Study').gameChanger, undefined);
    assert.equal(card('Verdant Overseer').gameChanger, true);
  });
  test('a list written in the config wins over the data flag', () => {
    const { config } = parseConfig(JSON.stringify({ brackets: { gameChangers: { source: 'our list', asOf: '2026-03-01', cards: ['Plain Bear'] } } }));
    const s = createDecklistService({ cards: DB, config });
    const b = s.check(deck(['Verdant Overseer', 'Rhystic Study', 'Plain Bear']), { format: 'commander' }).bracket!;
    assert.deepEqual(reason(b, 'game-changers')!.cards, ['Plain Bear']);
    assert.deepEqual(b.sources[0], { rule: 'game-changers', source: 'our list', asOf: '2026-03-01' });
  });
  test('the built-in list is dated, sourced and holds the 53 cards of the February 2026 list', () => {
    assert.equal(GAME_CHANGERS.cards.length, 53);
    assert.equal(new Set(GAME_CHANGERS.cards).size, 53);
    assert.match(GAME_CHANGERS.asOf, /^2026-02-09$/);
    assert.match(GAME_CHANGERS.source, /magic\.wizards\.com/);
    for (const n of ['Farewell', 'Biorhythm', "Thassa's Oracle"]) assert.ok(GAME_CHANGERS.cards.includes(n), n);
    // Taken off the list on 2025-10-21 and 2025-04-22.
    for (const n of ['Food Chain', 'Urza, Lord High Artificer', 'Trinisphere', 'Expropriate']) assert.ok(!GAME_CHANGERS.cards.includes(n), n);
  });
});

describe('decklist.config.json "brackets"', () => {
  const service = (brackets: unknown) => {
    const { config, errors } = parseConfig(JSON.stringify({ brackets }));
    assert.deepEqual(errors, []);
    return createDecklistService({ cards: DB, config });
  };
  test('a user pair of cards is a combo; the built-in pairs stay', () => {
    const s = service({ combos: { source: 'our playgroup', asOf: '2026-03-01', add: [['Sword of the Meek', 'Thopter Foundry']] } });
    const b = s.check(deck(['Sword of the Meek', 'Thopter Foundry', 'Sanguine Bond', 'Exquisite Blood']), { format: 'commander' }).bracket!;
    assert.deepEqual(reason(b, 'two-card-combos')!.pairs, [
      ['Sanguine Bond', 'Exquisite Blood'],
      ['Sword of the Meek', 'Thopter Foundry'],
    ]);
    assert.match(b.sources[2].source, /Commander Spellbook/);
    assert.deepEqual(b.sources[2].amended, { by: 'our playgroup', asOf: '2026-03-01' });
    assert.match(bracketMarkdown(b), /two-card combos: amended in decklist\.config\.json \(our playgroup, 2026-03-01\)/);
    // Without the config the user's pair is no combo.
    assert.equal(floorOf(['Sword of the Meek', 'Thopter Foundry']).floor, 1);
  });
  test('"pairs" replaces the built-in combos; "remove" drops one', () => {
    let b = service({ combos: { pairs: [['Sword of the Meek', 'Thopter Foundry']] } }).check(deck(['Sanguine Bond', 'Exquisite Blood']), { format: 'commander' }).bracket!;
    assert.equal(b.floor, 1);
    b = service({ combos: { remove: [['Exquisite Blood', 'Sanguine Bond']] } }).check(deck(['Sanguine Bond', 'Exquisite Blood']), { format: 'commander' }).bracket!;
    assert.equal(b.floor, 1);
  });
  test('add and remove amend a list; limits change what a bracket allows', () => {
    let b = service({ massLandDenial: { remove: ['Armageddon'], add: ['Plain Bear'] } }).check(deck(['Armageddon', 'Plain Bear']), { format: 'commander' }).bracket!;
    assert.deepEqual(reason(b, 'mass-land-denial')!.cards, ['Plain Bear']);
    b = service({ tutors: { limits: { '1': 0, '2': 1 } } }).check(deck(['Diabolic Tutor', 'Expedition Map']), { format: 'commander' }).bracket!;
    assert.deepEqual(reason(b, 'tutors'), { rule: 'tutors', cards: ['Diabolic Tutor', 'Expedition Map'], bracket: 3 });
    b = service({ extraTurns: { limits: { '2': 0, '3': null } } }).check(deck(['Time Warp']), { format: 'commander' }).bracket!;
    assert.equal(b.floor, 3);
    b = service({ tutors: { remove: ['Expedition Map'] } }).check(deck(['Diabolic Tutor', 'Expedition Map']), { format: 'commander' }).bracket!;
    assert.deepEqual(finding(b, 'tutors')!.cards, ['Diabolic Tutor']);
  });
  test("the hover's last line says what a player needs of the lists (date, the config's changes, the short combo list), not where they come from; in Japanese too", () => {
    const footer = (md: string) => md.split('\n').pop()!;
    const links =
      '[Commander Brackets](https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-october-21-2025) · [Game Changers](https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-february-9-2026)';
    const builtIn = floorOf(['Rhystic Study']);
    assert.equal(
      footer(bracketMarkdown(builtIn)),
      `*Game Changers as of 2026-02-09. The combo list is a short built-in one, not every combo. For Commander Spellbook's combos, run 'decklist cards update --combos'.* ${links}`,
    );
    assert.equal(
      footer(bracketMarkdown(builtIn, undefined, undefined, 'vscode')),
      `*Game Changers as of 2026-02-09. The combo list is a short built-in one, not every combo. For Commander Spellbook's combos, turn on "decklist.cardData.combos" and run "Decklist: Update Card Data".* ${links}`,
    );
    assert.equal(
      footer(inJapanese(() => bracketMarkdown(builtIn, undefined, undefined, 'vscode'))),
      `*ゲームチェンジャーは2026-02-09時点のものです。コンボのリストは内蔵の短いもので、すべてのコンボではありません。Commander Spellbook のコンボを使うには、設定「decklist.cardData.combos」をオンにしたうえで、「Decklist: カードデータを更新」を実行してください。* [統率者戦のブラケット](https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-october-21-2025) · [ゲームチェンジャー](https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-february-9-2026)`,
    );
    // A list the user wrote is said in their words; one the user amended says so; no official link for a list of their own.
    const s = service({ gameChangers: { source: 'our playgroup list', asOf: '2026-05-01', cards: ['Rhystic Study'] }, massLandDenial: { add: ['Plain Bear'] }, combos: { source: 'our playgroup', asOf: '2026-03-01', add: [['Sword of the Meek', 'Thopter Foundry']] } });
    const b = s.check(deck(['Rhystic Study']), { format: 'commander' }).bracket!;
    assert.equal(
      footer(bracketMarkdown(b, undefined, undefined, 'vscode')),
      '*Game Changers: our playgroup list, as of 2026-05-01; mass land denial cards: amended in decklist.config.json; two-card combos: amended in decklist.config.json (our playgroup, 2026-03-01). The combo list is a short built-in one, not every combo. For Commander Spellbook\'s combos, turn on "decklist.cardData.combos" and run "Decklist: Update Card Data".* [Commander Brackets](https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-october-21-2025)',
    );
    assert.doesNotMatch(bracketMarkdown(b), /Commander Format Panel|the best-known|the mass land denial definition|Lists —/);
    // The floor keeps the sources as data, in English, whatever the language.
    assert.equal(b.sources[0].source, 'our playgroup list');
    assert.equal(b.sources[1].source, MASS_LAND_DENIAL.source);
    assert.deepEqual(b.sources[1].amended, {});
  });
  test('mistakes are reported with what to write instead', () => {
    const errors = (brackets: unknown) => parseConfig(JSON.stringify({ brackets }, null, 2)).errors.map((e) => e.message);
    assert.match(errors([])[0], /"brackets" must be an object/);
    assert.match(errors({ gamechangers: {} })[0], /unknown list "gamechangers" \(known: gameChangers, massLandDenial, extraTurns, tutors, combos\)/);
    assert.match(errors({ tutors: { cards: ['Demonic Tutor'] } })[0], /"brackets\.tutors\.cards" cannot be given: tutors are found from the card text; use "add" and "remove"/);
    assert.match(errors({ combos: { add: [['Sanguine Bond']] } })[0], /"brackets\.combos\.add" must be a list of pairs of two different card names/);
    assert.match(errors({ combos: { add: [['Sanguine Bond', 'sanguine bond']] } })[0], /pairs of two different card names/);
    assert.match(errors({ gameChangers: { limits: { '4': 2 } } })[0], /brackets 4 and 5 have no limits/);
    assert.match(errors({ gameChangers: { limits: { '3': -1 } } })[0], /whole number of cards/);
    assert.match(errors({ gameChangers: { asOf: 'Feb 2026' } })[0], /must be a date like "2026-02-09"/);
    assert.match(errors({ massLandDenial: { cards: 'Armageddon' } })[0], /must be a list of card names/);
    // The position points at the field.
    const e = parseConfig('{\n  "brackets": {\n    "tutors": {\n      "cards": ["X"]\n    }\n  }\n}').errors[0];
    assert.deepEqual([e.line, e.character], [3, 6]);
    // A bad "brackets" leaves the built-in data in force.
    assert.equal(parseConfig(JSON.stringify({ brackets: { tutors: { cards: [] } } })).config.brackets, undefined);
  });
});

describe('the bracket: line', () => {
  test('reads 2, "2 (Core)", "Bracket 3", "B4", names and full-width digits', () => {
    assert.equal(parseBracketValue('2'), 2);
    assert.equal(parseBracketValue('2 (Core)'), 2);
    assert.equal(parseBracketValue('Bracket 3'), 3);
    assert.equal(parseBracketValue('B4'), 4);
    assert.equal(parseBracketValue('Upgraded'), 3);
    assert.equal(parseBracketValue('cEDH'), 5);
    assert.equal(parseBracketValue('３'), 3);
    assert.equal(parseBracketValue('6'), undefined);
    assert.equal(parseBracketValue('12'), undefined);
    assert.equal(parseBracketValue('casual'), undefined);
  });
  test('the Japanese key ブラケット is the bracket directive', () => {
    const doc = parseDeck('// ブラケット：2\n1 Plain Bear\n');
    assert.deepEqual(doc.directives.map((d) => [d.key, d.value]), [['bracket', '2']]);
    assert.deepEqual(parseDeck('// フォーマット: commander\n').directives.map((d) => d.key), ['format']);
  });
  test('the fixture cards are all used', () => {
    for (const c of BRACKET_CARDS) assert.ok(DB.lookup(String(c.name)), String(c.name));
  });
});

describe('formats and the config schema', () => {
  test('a house format based on commander inherits brackets; "brackets": false turns them off', () => {
    const { config } = parseConfig(JSON.stringify({ formats: { house: { extends: 'commander', banned: ['Plain Bear'] }, nobrackets: { extends: 'commander', brackets: false } } }));
    const s = createDecklistService({ cards: DB, config });
    assert.equal(s.check(deck(['Rhystic Study']), { format: 'house' }).bracket!.floor, 3);
    assert.equal(s.check(deck(['Rhystic Study']), { format: 'nobrackets' }).bracket, undefined);
    assert.match(parseConfig(JSON.stringify({ formats: { x: { extends: 'commander', brackets: 'yes' } } })).errors[0].message, /"brackets" must be true/);
  });
  test('config.schema.json describes the same "brackets" lists the validator knows', async () => {
    const { readFileSync } = await import('node:fs');
    const schema = JSON.parse(readFileSync(new URL('../../../server/src/core/formats/config.schema.json', import.meta.url), 'utf8'));
    const lists = Object.keys(schema.properties.brackets.properties).sort();
    assert.deepEqual(lists, ['combos', 'extraTurns', 'gameChangers', 'massLandDenial', 'tutors']);
    for (const l of lists) {
      const fields = Object.keys(schema.properties.brackets.properties[l].properties ?? schema.definitions[schema.properties.brackets.properties[l].$ref.split('/').pop()].properties);
      const sample: Record<string, unknown> = { source: 's', asOf: '2026-01-01', add: [], remove: [], limits: {}, cards: [], pairs: [] };
      const problems = parseConfig(JSON.stringify({ brackets: { [l]: Object.fromEntries(fields.map((f) => [f, sample[f]])) } })).errors;
      assert.deepEqual(problems, [], l);
    }
  });
});

describe('cards the card data does not know', () => {
  // Game Changers newer than the data (or offline data from 2017): the lists are names, so they still count.
  const newer = ["Jeska's Will", 'Fierce Guardianship', 'The One Ring', 'Farewell', "Gaea's Cradle", 'Smothering Tithe'];
  test('a name on the Game Changers list counts without its card; a name on no list is said not judged', () => {
    for (const n of newer.slice(0, 5)) assert.equal(DB.lookup(n), undefined, `${n} is not in the fixture data`);
    assert.ok(DB.lookup('Smothering Tithe'));
    // Jeweled Lotus is banned in Commander, not a Game Changer: not judged either.
    const b = floorOf([...newer, 'Esper Sentinel', 'Jeweled Lotus']);
    assert.deepEqual(finding(b, 'game-changers')?.cards, ['Smothering Tithe', "Jeska's Will", 'Fierce Guardianship', 'The One Ring', 'Farewell', "Gaea's Cradle"]);
    assert.equal(b.floor, 4, "six Game Changers are over bracket 3's three");
    assert.deepEqual(b.unjudged, ['Esper Sentinel', 'Jeweled Lotus']);
  });
  test('a config that removes a name from the list removes the unknown card too; the hover and the CLI summary say what was not judged', async () => {
    const { config } = parseConfig(JSON.stringify({ brackets: { gameChangers: { remove: ['The One Ring'] } } }));
    const s = createDecklistService({ cards: DB, config });
    const b = s.check(deck(['The One Ring', 'Esper Sentinel', 'Jeweled Lotus'])).bracket!;
    assert.deepEqual(b.findings.find((f) => f.rule === 'game-changers'), undefined);
    assert.deepEqual(b.unjudged, ['The One Ring', 'Esper Sentinel', 'Jeweled Lotus']);
    const md = bracketMarkdown(b);
    assert.ok(md.startsWith('**Commander Brackets:** the cards the card data knows fit every bracket.\n\n3 cards could not be judged, as the card data does not know them: The One Ring, Esper Sentinel, Jeweled Lotus. The bracket may be higher.\n'), md);
    const { bracketSummary } = await import('../../../server/src/core/brackets/describe');
    assert.equal(bracketSummary(b), 'bracket floor 1 (Exhibition); 3 cards not judged (not in the card data)');
    assert.doesNotMatch(md, /fits every bracket/);
  });
  test('every card known: no word about judging', () => {
    const b = floorOf(['Smothering Tithe']);
    assert.deepEqual(b.unjudged, []);
    assert.doesNotMatch(bracketMarkdown(b), /could not be judged/);
  });
});
