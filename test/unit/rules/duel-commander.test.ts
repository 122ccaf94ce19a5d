// Issue 27 item 1: Duel Commander follows duelcommander.org, its "banned as commander" list rebuilt
// from every announcement since 2020 (server/src/core/formats/duel-commander.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import {
  duelBase,
  duelHistory,
  duelListAsOf,
  duelSourcesReadOn,
  duelcommanderOrgHistory,
  replayBannedAsCommander,
  replayBannedAsCompanion,
  type DuelAnnouncement,
  type DuelHistoryEntry,
} from '../../../server/src/core/formats/duel-commander';
import { checkDeck } from '../../../server/src/core/check';
import { hoverAt } from '../../../server/src/core/features/hover';
import { parseDeck } from '../../../server/src/core/parse';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { inJapanese } from '../../support/catalog';
import { DUEL_2026_CARDS, DUEL_CARDS } from '../../fixtures/rules/duel-cards';
import { TODAY_SCRYFALL_CARDS } from '../../fixtures/rules/today-cards';
import { check, codes, commanderDeck, createFormatRegistry, format, INFO, parseConfig } from './helpers';

const cards = (): CardDatabase => createMemoryCardDatabase([...RULES_CARDS, ...TODAY_SCRYFALL_CARDS, ...DUEL_CARDS].map(cardFromScryfall), { ...INFO, date: '2026-11-20' });
const bannedAsCommander = (commander: string, basics: string[], formatId: Parameters<typeof check>[1] = 'duel') =>
  codes(check(commanderDeck(commander, [], basics), formatId, cards()), 'banned-as-commander').map((d) => d.card);

/** The last Monday of an odd month, the schedule since December 2020. */
function lastMondayOfOddMonth(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  const inAWeek = new Date(Date.UTC(y, m - 1, d + 7));
  return m % 2 === 1 && day.getUTCDay() === 1 && inAWeek.getUTCMonth() !== m - 1;
}

/** The "next" dates no announcement of that side answers, up to `until`. */
function gaps(history: readonly DuelHistoryEntry[], until: string): string[] {
  const announcements = history.filter((e): e is DuelAnnouncement => e.kind === 'announcement');
  const dates = new Set(announcements.map((a) => a.date));
  return announcements.filter((a) => a.next && a.next <= until && !dates.has(a.next)).map((a) => `${a.date} names ${a.next}`);
}

test('the announcement chain of duelcommander.org (and of the one committee before the split) has no gap up to the day the sources were read', () => {
  const duel = format('duel');
  assert.equal(duel.asOf, duelListAsOf());
  assert.ok(duelSourcesReadOn() >= duelListAsOf());
  const side = duelcommanderOrgHistory();
  assert.deepEqual(gaps(side, duelSourcesReadOn()), []);
  // Walking "next" from the first announcement reaches every scheduled one, each on a last Monday of an odd month.
  const scheduled = side.filter((e): e is DuelAnnouncement => e.kind === 'announcement' && e.scheduled);
  const byDate = new Map(scheduled.map((a) => [a.date, a]));
  const walked: string[] = [];
  let next = (side[0] as DuelAnnouncement).next;
  while (next && next <= duelSourcesReadOn()) {
    const a = byDate.get(next);
    assert.ok(a, `no announcement for ${next}`);
    walked.push(a.date);
    next = a.next;
  }
  assert.deepEqual(walked, scheduled.map((a) => a.date));
  assert.equal(walked.length, 35);
  assert.equal(walked[0], '2021-01-25');
  assert.equal(walked.at(-1), '2026-09-28');
  assert.equal(next, '2026-11-30', 'the next one is after the day the sources were read');
  for (const a of scheduled) assert.ok(lastMondayOfOddMonth(a.date), a.date);
  // The test sees a gap: drop one announcement and it is named.
  assert.deepEqual(gaps(side.filter((e) => !(e.kind === 'announcement' && e.date === '2023-09-25')), duelSourcesReadOn()), ['2023-07-31 names 2023-09-25']);
});

test('every announcement says what became of its copy, and every change names its source; missing ones are named', () => {
  let previous = '';
  for (const e of duelHistory()) {
    for (const c of e.changes) assert.match(c.source, /https:\/\//, `${c.card}: no source`);
    if (e.kind === 'tracker') {
      assert.ok(e.after < e.before);
      assert.match(e.url, /^https:\/\/github\.com\//);
      continue;
    }
    assert.ok(e.date >= previous, `${e.date} after ${previous}`);
    previous = e.date;
    if (e.url) assert.match(e.url, /^https:\/\//);
    if (e.copy === 'not-found' && !e.changes.length) assert.match(e.note ?? '', /not found|no change/, e.date);
  }
  const missing = duelHistory().filter((e) => e.kind === 'announcement' && e.copy === 'not-found' && e.committee !== 'mtgdc.info').map((e) => (e as DuelAnnouncement).date);
  // The ones of 2024 to 2026 without any copy (the rest of the not-found ones have tracker records).
  assert.deepEqual(
    missing.filter((d) => d >= '2024-03'),
    ['2024-03-25', '2024-07-29', '2024-09-30', '2024-11-25', '2025-03-31', '2025-05-26', '2025-07-28', '2025-09-29', '2025-11-24', '2026-01-26', '2026-03-30', '2026-05-25', '2026-07-27', '2026-09-28'],
  );
  // Of those, the ones of 2026 rest on trackers (with changes), but for 2026-09-28 of which nothing is known.
  const unknown = duelHistory().filter((e): e is DuelAnnouncement => e.kind === 'announcement' && e.copy === 'not-found' && e.changes.length === 0 && !/no change/.test(e.note ?? ''));
  assert.deepEqual(unknown.map((a) => a.date).filter((d) => d >= '2026'), ['2026-09-28']);
  // The format's own announcements stop at the list's date and are sourced.
  const duel = format('duel');
  assert.ok(duel.announcements!.every((a) => a.date <= duelListAsOf() && /^https:\/\//.test(a.url)));
  assert.equal(duel.announcements!.filter((a) => /not found/.test(a.what)).length, 24);
  assert.match(duel.announcements!.find((a) => a.date === '2022-01-31')!.what, /^banned as commander: Kraum, Ludevic's Opus, Livio, Oathsworn Sentinel; legal: Teferi, Temporal Archmage, Marath, Will of the Wild/);
});

test("duel's banned-as-commander list is the replay of duelcommander.org's announcements: 27 names, none of mtgdc.info's, the same as the banlist page of 2026-07-27", () => {
  const duel = format('duel');
  assert.deepEqual(duel.bannedAsCommander, replayBannedAsCommander());
  assert.equal(duelBase().bannedAsCommander.length, 20);
  // The 27 names of duelcommander.org's banlist page marked "Last Updated: July 27, 2026" (a copy of
  // it made on 2026-09-26), written out here in full.
  assert.deepEqual(duel.bannedAsCommander, [
    'Ajani, Nacatl Pariah',
    'Arahbo, Roar of the World',
    'Derevi, Empyrial Tactician',
    'Dihada, Binder of Wills',
    'Edgar Markov',
    'Edric, Spymaster of Trest',
    'Eris, Roar of the Storm',
    'Ezio Auditore da Firenze',
    'Geist of Saint Traft',
    'Hogaak, Arisen Necropolis',
    'Inalla, Archmage Ritualist',
    'Krark, the Thumbless',
    'Lumra, Bellow of the Woods',
    'Minsc & Boo, Timeless Heroes',
    'Old Stickfingers',
    'Oloro, Ageless Ascetic',
    'Omnath, Locus of Creation',
    'Prime Speaker Vannifar',
    'Raffine, Scheming Seer',
    'Rograkh, Son of Rohgahh',
    'Shorikai, Genesis Engine',
    'Spider-Man 2099',
    'Tamiyo, Inquisitive Student',
    'The Fantasticar',
    'Urza, Lord High Artificer',
    'Vial Smasher the Fierce',
    "Yuriko, the Tiger's Shadow",
  ]);
  // Outright bans come from the card data's `duel` key; Lutri is banned as a companion only since 2026-03-30.
  assert.deepEqual(duel.banned, []);
  assert.deepEqual(duel.bannedAsCompanion, ['Lutri, the Spellchaser']);
  assert.deepEqual(duel.bannedAsCompanion, replayBannedAsCompanion());
  assert.deepEqual(duel.unbanned, ['Lutri, the Spellchaser']);
  assert.equal(duel.legalityKey, 'duel');
  assert.match(duel.source!, /duelcommander\.org/);
  assert.match(duel.description!, /Follows duelcommander\.org's list \(the committee's majority since the October 2025 split/);
  // Replaying mtgdc.info's 2025-11-24 announcement as well would free Krark and Geist: it is not replayed.
  const withOtherSide = replayBannedAsCommander(duelHistory());
  assert.deepEqual(
    duel.bannedAsCommander.filter((c) => !withOtherSide.includes(c)),
    ['Geist of Saint Traft', 'Krark, the Thumbless'],
  );
});

test('Teferi, Temporal Archmage and Marath, Will of the Wild lead a Duel Commander deck (legal as commanders since 2022-01-31)', () => {
  assert.deepEqual(bannedAsCommander('Teferi, Temporal Archmage', ['Island']), []);
  assert.deepEqual(bannedAsCommander('Marath, Will of the Wild', ['Mountain', 'Forest', 'Plains']), []);
  // Tymna the Weaver too, since February 2022.
  assert.deepEqual(bannedAsCommander('Tymna the Weaver', ['Plains', 'Swamp']), []);
});

test('commanders banned as commander since 2021 are refused, and may stay in the 99', () => {
  assert.deepEqual(bannedAsCommander('Dihada, Binder of Wills', ['Mountain', 'Plains', 'Swamp']), ['Dihada, Binder of Wills']);
  const in99 = check(commanderDeck('Najeela, the Blade-Blossom', ['Dihada, Binder of Wills'], ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']), 'duel', cards());
  assert.deepEqual(codes(in99, 'banned-as-commander'), []);
  assert.deepEqual(codes(in99), [], JSON.stringify(in99.diagnostics, null, 1));
});

test("mtgdc.info's list as a decklist.config.json format: `unbanned` lifts duel's ban as commander", () => {
  const { config, errors } = parseConfig(JSON.stringify({ formats: { 'duel-mtgdc': { extends: 'duel', unbanned: ['Geist of Saint Traft', 'Force of Will'] } } }));
  assert.deepEqual(errors, []);
  const f = createFormatRegistry(config).get('duel-mtgdc')!;
  assert.deepEqual(bannedAsCommander('Geist of Saint Traft', ['Island', 'Plains'], f), []);
  assert.deepEqual(bannedAsCommander('Geist of Saint Traft', ['Island', 'Plains']), ['Geist of Saint Traft']);
  assert.deepEqual(bannedAsCommander('Dihada, Binder of Wills', ['Mountain', 'Plains', 'Swamp'], f), ['Dihada, Binder of Wills']);
});

test("the format: line's hover names duelcommander.org in its source line, and in English the split", () => {
  const deck = `// format: duel\n${commanderDeck('Teferi, Temporal Archmage', [], ['Island'])}`;
  const hover = () => hoverAt(checkDeck(parseDeck(deck), cards(), format('duel')), { line: 0, character: 12 })!.markdown;
  const source = hover().split('\n').find((l) => l.startsWith('*Source:'));
  assert.equal(source, "*Source: Duel Commander rules and banned list of duelcommander.org (the committee's majority since the October 2025 split; mtgdc.info, kept by the former coordinator, publishes another list)*");
  assert.match(hover(), /Follows duelcommander\.org's list \(the committee's majority since the October 2025 split; mtgdc\.info publishes another\)\./);
  const ja = inJapanese(hover).split('\n').find((l) => l.startsWith('*出典'));
  // The Japanese line names the source only: the committee's split is a research note Japanese players asked not to read (issue 42, finding 11).
  assert.equal(ja, '*出典：デュエル・コマンダーのルールと duelcommander.org の禁止リスト*');
});

// Issue 39 item 2: duelcommander.org's five announcements of 2026.
const withoutLutri = RULES_CARDS.filter((c) => c.name !== 'Lutri, the Spellchaser');
const cards2026 = (): CardDatabase =>
  createMemoryCardDatabase([...withoutLutri, ...TODAY_SCRYFALL_CARDS, ...DUEL_CARDS, ...DUEL_2026_CARDS].map(cardFromScryfall), { ...INFO, date: '2026-11-20' });
const duelErrors = (text: string) => codes(check(text, 'duel', cards2026()));

test('2026: Tasigur (2026-01-26), Emry, Najeela and Winota (2026-05-25) lead a Duel Commander deck without error', () => {
  const decks: Array<[string, string[]]> = [
    ['Tasigur, the Golden Fang', ['Swamp', 'Island', 'Forest']],
    ['Emry, Lurker of the Loch', ['Island']],
    ['Najeela, the Blade-Blossom', ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']],
    ['Winota, Joiner of Forces', ['Mountain', 'Plains']],
  ];
  for (const [commander, basics] of decks) {
    const r = check(commanderDeck(commander, [], basics), 'duel', cards2026());
    assert.deepEqual(codes(r), [], `${commander}: ${JSON.stringify(r.diagnostics, null, 1)}`);
  }
});

test('2026: Rograkh (2026-01-26), Lumra, Spider-Man 2099 and The Fantasticar (2026-07-27) are banned as commander, and may stay in the 99', () => {
  const decks: Array<[string, string[]]> = [
    ['Rograkh, Son of Rohgahh', ['Mountain']],
    ['Lumra, Bellow of the Woods', ['Forest']],
    ['Spider-Man 2099', ['Island', 'Mountain']],
    ['The Fantasticar', ['Wastes']],
  ];
  for (const [commander, basics] of decks) {
    const r = check(commanderDeck(commander, [], basics), 'duel', cards2026());
    assert.deepEqual(
      codes(r).map((d) => `${d.code} ${d.card}`),
      [`banned-as-commander ${commander}`],
      `${commander}: ${JSON.stringify(r.diagnostics, null, 1)}`,
    );
  }
  assert.deepEqual(duelErrors(commanderDeck('Najeela, the Blade-Blossom', ['Rograkh, Son of Rohgahh', 'Lumra, Bellow of the Woods', 'Spider-Man 2099', 'The Fantasticar'], ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'])), []);
});

test('2026: Lutri, the Spellchaser is banned as a companion only since 2026-03-30: refused as companion, fine in the 99 even where the card data still says "banned"', () => {
  const companion = check('Companion\n1 Lutri, the Spellchaser\n\n' + commanderDeck('Spider-Man 2099', [], ['Island', 'Mountain']).replace('Spider-Man 2099', 'Najeela, the Blade-Blossom'), 'duel', cards2026());
  const refused = codes(companion);
  assert.deepEqual(
    refused.map((d) => [d.code, d.card, d.message]),
    [['companion', 'Lutri, the Spellchaser', 'Lutri, the Spellchaser is banned as a companion in Duel Commander (as of 2026-07-27); it may still be played in the deck. Remove it from the Companion section.']],
  );
  assert.deepEqual(duelErrors(commanderDeck('Najeela, the Blade-Blossom', ['Lutri, the Spellchaser'], ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'])), []);
  // The card data's "banned" would refuse it in the 99 without the format's own word (what the list said before 2026-03-30).
  const before = { ...format('duel'), unbanned: [] };
  assert.deepEqual(
    codes(check(commanderDeck('Najeela, the Blade-Blossom', ['Lutri, the Spellchaser'], ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']), before, cards2026())).map((d) => d.code),
    ['banned'],
  );
});

test("2026: every announcement of duelcommander.org's 2026 has an entry with its URL and a source for each change; 2026-09-28's changes are unknown; the list is as of 2026-07-27", () => {
  const of2026 = duelcommanderOrgHistory().filter((e): e is DuelAnnouncement => e.kind === 'announcement' && e.date >= '2026');
  assert.deepEqual(
    of2026.map((a) => [a.date, a.url ?? '', a.changes.map((c) => `${c.becomes}: ${c.card}`)]),
    [
      ['2026-01-26', 'https://www.duelcommander.org/announcements/2026/01/26/', ['banned-as-commander: Rograkh, Son of Rohgahh', 'legal: Tasigur, the Golden Fang', 'legal: Trazyn the Infinite', 'legal: Necrotic Ooze']],
      ['2026-03-30', 'https://www.duelcommander.org/announcements/2026/03/30/', ['banned-as-companion: Lutri, the Spellchaser']],
      ['2026-05-25', 'https://www.duelcommander.org/announcements/2026/05/25/', ['legal: Emry, Lurker of the Loch', 'legal: Najeela, the Blade-Blossom', 'legal: Winota, Joiner of Forces']],
      ['2026-07-27', 'https://www.duelcommander.org/announcements/2026/07/27/', ['banned-as-commander: Lumra, Bellow of the Woods', 'banned-as-commander: Spider-Man 2099', 'banned-as-commander: The Fantasticar']],
      ['2026-09-28', '', []],
    ],
  );
  for (const a of of2026) for (const c of a.changes) assert.match(c.source, /^https:\/\/github\.com\/taw\/magic-search-engine\/.*duel_commander\.rb/, `${a.date} ${c.card}`);
  assert.match(of2026.at(-1)!.note!, /^not found: the tracker version read .* ends at 2026-07-27/);
  assert.equal(duelListAsOf(), '2026-07-27');
  assert.equal(format('duel').asOf, '2026-07-27');
  assert.equal(of2026.at(-1)!.next, '2026-11-30');
  const shown = format('duel').announcements!.filter((a) => a.date >= '2026').map((a) => `${a.date} ${a.what}`);
  assert.deepEqual(shown, [
    '2026-01-26 banned as commander: Rograkh, Son of Rohgahh; legal: Tasigur, the Golden Fang, Trazyn the Infinite, Necrotic Ooze (not found: the changes rest on the sources named in duel-commander.ts)',
    '2026-03-30 banned as companion only: Lutri, the Spellchaser (not found: the changes rest on the sources named in duel-commander.ts)',
    '2026-05-25 legal: Emry, Lurker of the Loch, Najeela, the Blade-Blossom, Winota, Joiner of Forces (not found: the changes rest on the sources named in duel-commander.ts)',
    '2026-07-27 banned as commander: Lumra, Bellow of the Woods, Spider-Man 2099, The Fantasticar (not found: the changes rest on the sources named in duel-commander.ts)',
  ]);
});
