// Issue 17: the rules as they stand in November 2026, checked with data in today's shape.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inJapanese } from '../../support/catalog';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { compileSource } from '../../../server/src/core/cards/loader';
import { loadIndex } from '../../../server/src/core/cards/compact-index';
import { readCardSource } from '../../../server/src/core/cards/sources';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { checkDeck } from '../../../server/src/core/check';
import { hoverAt } from '../../../server/src/core/features/hover';
import { builtinFormat } from '../../../server/src/core/formats';
import { parseDeck } from '../../../server/src/core/parse';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { TODAY_SCRYFALL_CARDS, atomicCardsWithPauperCommander } from '../../fixtures/rules/today-cards';
import { check, codes, commanderDeck, INFO } from './helpers';

const TODAY_INFO = { ...INFO, label: 'Scryfall Oracle Cards of 2026-11-20', date: '2026-11-20' };
const scryfallToday = (): CardDatabase => createMemoryCardDatabase([...RULES_CARDS, ...TODAY_SCRYFALL_CARDS].map(cardFromScryfall), TODAY_INFO);

const tmp = mkdtempSync(path.join(tmpdir(), 'decklist-rules-today-'));
const write = (name: string, data: string) => {
  const p = path.join(tmp, name);
  writeFileSync(p, data);
  return p;
};

/** Today's Scryfall data with AtomicCards read for its names (as `decklist.languages` does): the flag is merged in. */
async function scryfallWithAtomic(): Promise<CardDatabase> {
  const scryfall = write('oracle-cards.json', JSON.stringify([...RULES_CARDS, ...TODAY_SCRYFALL_CARDS]));
  const atomic = write('AtomicCards.json', atomicCardsWithPauperCommander());
  const { bytes } = await compileSource(scryfall, { aliasSource: atomic, languages: ['Japanese'], date: '2026-11-20' });
  return loadIndex(path.join(tmp, 'unused.dlidx'), bytes);
}

/** A PDH deck: the commander(s), a white common when white is allowed, basics of the commander's colors. */
const PDH_BASICS: Record<string, string[]> = {
  'Guardian of the Guildpact': ['Plains'],
  'Sungrass Shepherd': ['Plains', 'Forest'],
  'Mythic Colossus': ['Forest'],
  'Cloakwood Ranger': ['Forest'],
  'Skyrail Dreadnought': ['Plains'],
};
const pdhDeck = (commander: string) => commanderDeck(commander, PDH_BASICS[commander].includes('Plains') ? ['Plains Courier'] : [], PDH_BASICS[commander]);

test('Pauper Commander with current Scryfall data: an uncommon creature (not_legal in the data) leads the deck without any error', () => {
  const r = check(pdhDeck('Guardian of the Guildpact'), 'paupercommander', scryfallToday());
  assert.deepEqual(codes(r), [], JSON.stringify(r.diagnostics, null, 1));
  assert.deepEqual(codes(r, 'not-legal'), []);
  assert.deepEqual(codes(r, 'commander-ineligible'), []);
  assert.deepEqual(codes(r, 'commander-unconfirmed'), []);
  // In the 99 the same card is still outside the pool.
  const in99 = check(commanderDeck('Cloakwood Ranger', ['Guardian of the Guildpact'], ['Forest', 'Plains']), 'paupercommander', scryfallToday());
  assert.deepEqual(codes(in99, 'not-legal').map((d) => d.card), ['Guardian of the Guildpact']);
});

test('Pauper Commander without MTGJSON\'s flag: a creature listed at rare is "not confirmed" (information), never not-legal or commander-ineligible', () => {
  for (const name of ['Sungrass Shepherd', 'Mythic Colossus']) {
    const r = check(pdhDeck(name), 'paupercommander', scryfallToday());
    assert.deepEqual(codes(r), [], `${name}: ${JSON.stringify(r.diagnostics, null, 1)}`);
    const u = codes(r, 'commander-unconfirmed');
    assert.equal(u.length, 1, name);
    assert.equal(u[0].severity, 'information');
    assert.match(u[0].message, new RegExp(`Whether ${name} can be your commander in Pauper Commander was not confirmed`));
    assert.match(u[0].message, /one printing only/);
    assert.match(u[0].message, /AtomicCards/);
  }
  // A non-creature is still never a PDH commander.
  assert.equal(codes(check(pdhDeck('Skyrail Dreadnought'), 'paupercommander', scryfallToday()), 'commander-ineligible')[0].severity, 'error');
});

test('Pauper Commander: an uncommon Background next to its "Choose a Background" creature is not reported not-legal', () => {
  const r = check(commanderDeck(['Cloakwood Ranger', 'Cloakwood Upbringing'], [], ['Forest']), 'paupercommander', scryfallToday());
  assert.deepEqual(codes(r), [], JSON.stringify(r.diagnostics, null, 1));
});

test('Pauper Commander with AtomicCards merged in: MTGJSON\'s leadershipSkills.pauper_commander is read as MTGJSON spells it — true passes; false, read from one printing, leaves it unconfirmed, not an error', async () => {
  const d = await scryfallWithAtomic();
  assert.equal(d.lookup('Sungrass Shepherd')!.pauperCommander, true);
  assert.equal(d.lookup('Mythic Colossus')!.pauperCommander, false);
  assert.equal(d.lookup('Guardian of the Guildpact')!.pauperCommander, undefined);
  const ok = check(pdhDeck('Sungrass Shepherd'), 'paupercommander', d);
  assert.deepEqual(ok.diagnostics.filter((x) => x.code.startsWith('commander') || x.code === 'not-legal'), []);
  const no = check(pdhDeck('Mythic Colossus'), 'paupercommander', d);
  assert.deepEqual(codes(no, 'commander-ineligible'), []);
  assert.deepEqual(codes(no, 'not-legal'), []);
  const u = codes(no, 'commander-unconfirmed');
  assert.equal(u.length, 1);
  assert.equal(u[0].severity, 'information');
  assert.equal(
    u[0].message,
    "Whether Mythic Colossus can be your commander in Pauper Commander was not confirmed: the commander must be a creature printed at uncommon (in paper or on MTGO). MTGJSON's Pauper Commander flag in the card data (Scryfall Oracle Cards of 2026-11-20) says no, but MTGJSON sets it from the rarity of one printing only, so another printing may have been uncommon. If it was ever printed at uncommon it is fine: check its printings.",
  );
  assert.doesNotMatch(u[0].message, /never printed/);
});

test('MTGJSON\'s Pauper Commander flag: the snake-case key MTGJSON writes and a camel-case spelling are both read; other skills are not taken for it', async () => {
  const { pauperCommanderSkill, LEADERSHIP_SKILL_KEYS } = await import('../../../server/src/core/cards/leadership');
  assert.equal(pauperCommanderSkill({ leadershipSkills: { brawl: false, commander: true, oathbreaker: false, pauper_commander: true, predh: false } }), true);
  assert.equal(pauperCommanderSkill({ leadershipSkills: { pauper_commander: false } }), false);
  assert.equal(pauperCommanderSkill({ leadershipSkills: { pauperCommander: true } }), true);
  assert.equal(pauperCommanderSkill({ leadershipSkills: { commander: true, predh: true } }), undefined);
  assert.equal(pauperCommanderSkill({ name: 'No skills' }), undefined);
  assert.deepEqual([...LEADERSHIP_SKILL_KEYS], ['brawl', 'commander', 'oathbreaker', 'pauper_commander', 'predh']);
});

test('Pauper Commander: MTGJSON\'s flag false but an uncommon printing in the data — eligible, no note', () => {
  const cards = [...RULES_CARDS, ...TODAY_SCRYFALL_CARDS].map(cardFromScryfall);
  const guardian = cards.find((c) => c.name === 'Guardian of the Guildpact')!;
  guardian.pauperCommander = false;
  const d = createMemoryCardDatabase(cards, TODAY_INFO);
  const r = check(pdhDeck('Guardian of the Guildpact'), 'paupercommander', d);
  assert.deepEqual(codes(r, 'commander-ineligible'), []);
  assert.deepEqual(codes(r, 'commander-unconfirmed'), []);
});

test('AtomicCards as the card data carries the flag itself; read for names only, it returns the flags to merge', async () => {
  const atomic = write('AtomicCards-2.json', atomicCardsWithPauperCommander());
  const full = await readCardSource(atomic);
  assert.equal(full.cards.find((c) => c.name === 'Sungrass Shepherd')!.pauperCommander, true);
  assert.equal(full.cards.find((c) => c.name === 'Plains Courier')!.pauperCommander, undefined);
  const namesOnly = await readCardSource(atomic, { aliasesOnly: true, languages: ['Japanese'] });
  // MTGJSON's own spelling (leadershipSkills.pauper_commander) is what carried the flags.
  assert.doesNotMatch(atomicCardsWithPauperCommander(), /pauperCommander/);
  assert.deepEqual([...namesOnly.pauperCommander!].sort(), [['Mythic Colossus', false], ['Sungrass Shepherd', true]]);
  // The PDH verdict from AtomicCards alone.
  const d = createMemoryCardDatabase(full.cards, full.info);
  const r = checkDeck(parseDeck(pdhDeck('Sungrass Shepherd')), d, builtinFormat('paupercommander')!);
  assert.deepEqual(codes(r, 'commander-ineligible'), []);
  assert.deepEqual(codes(r, 'commander-unconfirmed'), []);
});

test('Brawl and Standard Brawl (CR 903.12c): legendary Vehicle and Spacecraft commanders with power/toughness pass', () => {
  const d = scryfallToday();
  for (const [id, size] of [['brawl', 100], ['standardbrawl', 60]] as const) {
    for (const cmdr of ['Skyrail Dreadnought', 'Starwake Cruiser']) {
      const r = check(commanderDeck(cmdr, [], [cmdr === 'Skyrail Dreadnought' ? 'Plains' : 'Island'], size), id, d);
      assert.deepEqual(codes(r, 'commander-ineligible'), [], `${id} ${cmdr}`);
      assert.deepEqual(codes(r), [], `${id} ${cmdr}: ${JSON.stringify(r.diagnostics, null, 1)}`);
    }
    // A legendary artifact without power/toughness is still not a commander.
    assert.equal(codes(check(commanderDeck('Test Relic', [], ['Wastes'], size), id, d), 'commander-ineligible').length, 1, id);
  }
});

test('Scryfall data of before 2024-01-27 is read with the keys of its time: "historicbrawl" for Brawl, "brawl" for Standard Brawl', () => {
  // A card legal in Arena Brawl only, and one legal in both, in the legalities of late 2023.
  const arenaOnly = cardFromScryfall({ ...TODAY_SCRYFALL_CARDS.find((c) => c.name === 'Skyrail Dreadnought')!, legalities: { brawl: 'not_legal', historicbrawl: 'legal', commander: 'legal' } });
  const both = cardFromScryfall({ ...TODAY_SCRYFALL_CARDS.find((c) => c.name === 'Starwake Cruiser')!, legalities: { brawl: 'legal', historicbrawl: 'legal', commander: 'legal' } });
  const basics = RULES_CARDS.filter((c) => /^Basic/.test(String(c.type_line))).map((c) =>
    cardFromScryfall({ ...c, legalities: { brawl: 'legal', historicbrawl: 'legal', commander: 'legal' } }),
  );
  const old = createMemoryCardDatabase([arenaOnly, both, ...basics], { ...INFO, label: 'Scryfall Oracle Cards of 2023-10-01', date: '2023-10-01' });
  const arena = check(commanderDeck('Skyrail Dreadnought', [], ['Plains'], 100), 'brawl', old);
  assert.deepEqual(codes(arena), [], JSON.stringify(arena.diagnostics, null, 1));
  assert.deepEqual(codes(arena, 'legality-unknown'), []);
  // In Standard Brawl the then-`brawl` key says it is not in the pool.
  const standard = check(commanderDeck('Skyrail Dreadnought', [], ['Plains'], 60), 'standardbrawl', old);
  assert.deepEqual(codes(standard, 'not-legal').map((d) => d.card), ['Skyrail Dreadnought']);
  assert.deepEqual(codes(check(commanderDeck('Starwake Cruiser', [], ['Island'], 60), 'standardbrawl', old)), []);
  // Data of today reads today's keys.
  const today = check(commanderDeck('Skyrail Dreadnought', [], ['Plains'], 60), 'standardbrawl', scryfallToday());
  assert.deepEqual(codes(today), []);
});

test('the format: hover states today\'s Brawl life totals and free first mulligan, and the 2018 rules only as history', () => {
  for (const id of ['brawl', 'standardbrawl']) {
    const text = `// format: ${id}\n` + commanderDeck('Skyrail Dreadnought', [], ['Plains'], id === 'brawl' ? 100 : 60);
    const r = checkDeck(parseDeck(text), scryfallToday(), builtinFormat(id)!);
    const h = hoverAt(r, { line: 0, character: 12 });
    assert.ok(h, id);
    assert.match(h!.markdown, /Starting life: 30 in multiplayer games, 25 in two-player games \(CR 103\.4d\)/, id);
    assert.match(h!.markdown, /In any Brawl game, two-player or multiplayer, the first mulligan is free/, id);
    assert.match(h!.markdown, /Earlier rules \(history: Brawl excerpt of the Comprehensive Rules with notes, 2018, as that document gave them/, id);
  }
});

test('the bracket hover says what a game of the bracket is expected to look like (2025-10-21 update): at least nine, eight, six and four turns in brackets 1 to 4 (English and Japanese)', async () => {
  const { bracketMarkdown } = await import('../../../server/src/core/brackets/describe');
  const { BRACKET_EXPECTATIONS, BRACKET_ANNOUNCEMENTS, GAME_CHANGERS } = await import('../../../server/src/core/brackets/data');
  const floor = (n: number) => ({ floor: n, reasons: [], findings: [], unjudged: [], sources: [] });
  const expected = (md: string) => md.split('\n').find((l) => l.startsWith('*Expected game') || l.startsWith('*想定'));
  assert.deepEqual([1, 2, 3, 4, 5].map((n) => expected(bracketMarkdown(floor(n)))), [
    '*Expected game in bracket 1 (Exhibition):* Expect to play at least nine turns before someone wins; theme over power, wins are slow, telegraphed and gradual.',
    '*Expected game in bracket 2 (Core):* Expect to play at least eight turns before someone wins; wins are fair, incremental and telegraphed, on the board.',
    '*Expected game in bracket 3 (Upgraded):* Expect to play at least six turns before someone wins; win lines stay open to interaction.',
    '*Expected game in bracket 4 (Optimized):* Expect to play at least four turns before someone wins; strong, efficient decks, short of competitive play.',
    '*Expected game in bracket 5 (cEDH):* Competitive: the game may end on any turn.',
  ]);
  assert.match(bracketMarkdown(floor(2), 3), /Expected game in bracket 3 \(Upgraded\):\* Expect to play at least six turns before someone wins/);
  // A declared bracket below the floor is not played: the floor's expectation is shown.
  assert.match(bracketMarkdown(floor(3), 2), /Expected game in bracket 3 \(Upgraded\)/);
  const ja = [1, 4].map((n) => inJapanese(() => bracketMarkdown(floor(n))).split('\n').find((l) => /9ターン|4ターン/.test(l)));
  assert.match(ja[0] ?? '', /誰かが勝つまでに少なくとも9ターンは遊ぶ想定です。強さよりテーマ。/);
  assert.match(ja[1] ?? '', /誰かが勝つまでに少なくとも4ターンは遊ぶ想定です。/);
  assert.equal(BRACKET_EXPECTATIONS.asOf, '2025-10-21');
  assert.match(BRACKET_EXPECTATIONS.sourceUrl, /^https:\/\/magic\.wizards\.com\/en\/news\/announcements\/commander-brackets-beta-update-october-21-2025$/);
  // Farewell joined the Game Changers with "Commander Brackets Beta Update – February 9, 2026".
  assert.match(GAME_CHANGERS.source, /^Commander Format Panel, Commander Brackets Beta Update – February 9, 2026 \(magic\.wizards\.com\/en\/news\/announcements\/commander-brackets-beta-update-february-9-2026\)/);
  assert.ok(GAME_CHANGERS.cards.includes('Farewell'));
  const farewell = BRACKET_ANNOUNCEMENTS.find((a) => /Farewell/.test(a.what))!;
  assert.equal(farewell.url, 'https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-february-9-2026');
  assert.match(farewell.what, /^Commander Brackets Beta Update – February 9, 2026: Farewell/);
});

test('Pauper Commander\'s game rules come from pdhhomebase.com: 30 life and 16 commander damage in multiplayer, 25 life and no free mulligan two-player', async () => {
  const { describeFormat } = await import('../../../server/src/core/formats');
  const text = describeFormat(builtinFormat('paupercommander')!);
  assert.match(text, /Starting life: 30 in multiplayer games, 25 in two-player games \(pdhhomebase\.com\)/);
  assert.match(text, /dealt 16 or more combat damage by the same commander loses \(in multiplayer games; two-player games have no commander damage rule\)/);
  assert.match(text, /Mulligan: One free mulligan in a multiplayer game; none in a two-player game/);
  assert.match(text, /Checked on 2026-11-25 against https:\/\/pdhhomebase\.com\/rules/);
});

test('Pauper Commander from data that lists every printing (MTGJSON v3 AllSets): any uncommon printing makes the creature eligible; none proves it ineligible (an error naming the printings)', async () => {
  const creature = (name: string, rarity: string) => ({
    name,
    layout: 'normal',
    manaCost: '{2}{G}',
    cmc: 3,
    type: 'Creature — Elf',
    types: ['Creature'],
    text: 'Reach',
    power: '2',
    toughness: '3',
    colorIdentity: ['G'],
    rarity: rarity === 'mythic' ? 'Mythic Rare' : rarity[0].toUpperCase() + rarity.slice(1),
  });
  const forest = { name: 'Forest', layout: 'normal', manaCost: '', cmc: 0, type: 'Basic Land — Forest', types: ['Land'], supertypes: ['Basic'], text: '({T}: Add {G}.)', colorIdentity: ['G'], rarity: 'Basic Land' };
  const allSets = {
    AAA: { name: 'First Set', code: 'AAA', releaseDate: '2015-01-01', cards: [creature('Reprinted Ranger', 'rare'), creature('Always Rare', 'rare'), forest] },
    BBB: { name: 'Second Set', code: 'BBB', releaseDate: '2016-01-01', cards: [creature('Reprinted Ranger', 'uncommon'), creature('Always Rare', 'mythic')] },
  };
  const file = write('AllSets.json', JSON.stringify(allSets));
  const r = await readCardSource(file);
  assert.equal(r.info.source, 'mtgjson-allsets');
  const ranger = r.cards.find((c) => c.name === 'Reprinted Ranger')!;
  assert.deepEqual(ranger.printedRarities, ['rare', 'uncommon']);
  const d = createMemoryCardDatabase(r.cards, r.info);
  const pdh = builtinFormat('paupercommander')!;
  const ok = checkDeck(parseDeck(commanderDeck('Reprinted Ranger', [], ['Forest'])), d, pdh);
  assert.deepEqual(codes(ok, 'commander-unconfirmed'), []);
  assert.deepEqual(codes(ok, 'commander-ineligible'), []);
  const rare = checkDeck(parseDeck(commanderDeck('Always Rare', [], ['Forest'])), d, pdh);
  assert.deepEqual(codes(rare, 'commander-unconfirmed'), []);
  const no = codes(rare, 'commander-ineligible');
  assert.equal(no.length, 1);
  assert.equal(no[0].severity, 'error');
  assert.match(no[0].message, /^Always Rare cannot be your commander in Pauper Commander: the card data \(.*\) lists every printing of it up to its date, at mythic rare, rare, none at uncommon \(newer card data would show a later uncommon printing\), and the commander must be a creature printed at uncommon\. Choose another commander\.$/);
});
