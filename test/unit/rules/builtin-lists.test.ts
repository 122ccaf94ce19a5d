// The built-in lists that the card data cannot express, as checked against the formats' official pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BUILTIN_FORMATS } from '../../../server/src/core/formats/builtin';

const format = (id: string) => BUILTIN_FORMATS.find((f) => f.id === id)!;

test('Duel Commander: the "banned as commander" list follows duelcommander.org\'s announcements, up to 2026-07-27, and says so', () => {
  const duel = format('duel');
  assert.equal(duel.asOf, '2026-07-27');
  assert.match(duel.description!, /duelcommander\.org/);
  assert.match(duel.source!, /duelcommander\.org/);
  assert.equal(duel.sourceUrl, 'https://www.duelcommander.org');
  const list = new Set(duel.bannedAsCommander);
  // Added by the announcements of 2019-08-31, 2021-07-26, 2022-05-30, 2023-05-29 and 2026-07-27.
  for (const c of ['Urza, Lord High Artificer', 'Inalla, Archmage Ritualist', 'Shorikai, Genesis Engine', 'Dihada, Binder of Wills', 'Spider-Man 2099']) assert.ok(list.has(c), c);
  // Legal as commanders: Teferi and Marath (2022-01-31), Tymna (2022-02), Zur (2019); Ragavan is banned outright (2022-05-30).
  for (const c of ['Teferi, Temporal Archmage', 'Marath, Will of the Wild', 'Tymna the Weaver', 'Zur the Enchanter', 'Ragavan, Nimble Pilferer']) assert.ok(!list.has(c), c);
  assert.equal(list.size, duel.bannedAsCommander.length, 'no name twice');
  const newest = duel.announcements!.at(-1)!;
  assert.equal(newest.date, '2026-07-27');
});

test("Commander: Lutri is banned as a companion only since 2026-02-09, dated and sourced on Wizards' page (Wizards manages the format since 2024-09-30); the 2010 rules keep the seed's list", () => {
  const commander = format('commander');
  assert.deepEqual(commander.bannedAsCompanion, ['Lutri, the Spellchaser']);
  assert.equal(commander.asOf, '2026-02-09');
  assert.equal(commander.sourceUrl, 'https://magic.wizards.com/en/banned-restricted-list');
  assert.doesNotMatch(commander.source!, /mtgcommander\.net/);
  assert.match(commander.source!, /Wizards of the Coast, which manages the format since 2024-09-30/);
  assert.ok(commander.announcements!.some((a) => a.date === '2026-02-09' && /Lutri/.test(a.what)));
  const old = format('commander-2010');
  assert.equal(old.asOf, '2010-12-15');
  assert.deepEqual(old.bannedAsCommander, ['Braids, Cabal Minion', 'Rofellos, Llanowar Emissary']);
  assert.equal(old.banned.length, 33);
  assert.match(format('oathbreaker').source!, /oathbreakermtg\.org/);
});

/** A rule set recorded from a seed document: dated by the document, kept as history. */
const fromSeed = (source: string | undefined) => /\bseed \d{3}\b/.test(source ?? '');

test('every built-in list and game rule of today carries asOf and a source URL (seed documents are dated by their document)', () => {
  for (const f of BUILTIN_FORMATS) {
    const ownLists = f.banned.length + f.restricted.length + f.unbanned.length + f.bannedAsCommander.length + f.bannedAsCompanion.length;
    if (ownLists > 0 && !fromSeed(f.source)) {
      assert.match(f.asOf ?? '', /^\d{4}-\d{2}-\d{2}$/, `${f.id}: asOf`);
      assert.match(f.sourceUrl ?? '', /^https:\/\//, `${f.id}: sourceUrl`);
    }
    const g = f.gameRules;
    if (g && !fromSeed(g.source.replace(/\(seed 001 quotes[^)]*\)/, ''))) {
      assert.match(g.asOf ?? '', /^\d{4}-\d{2}-\d{2}$/, `${f.id}: game rules asOf`);
      assert.match(g.sourceUrl ?? '', /^https:\/\//, `${f.id}: game rules sourceUrl`);
    }
    for (const a of f.announcements ?? []) {
      assert.match(a.date, /^\d{4}-\d{2}(-\d{2})?$/, `${f.id}: announcement date ${a.date}`);
      assert.match(a.url, /^https:\/\//, `${f.id}: announcement url`);
    }
  }
});

test('no built-in list is older than the newest official announcement recorded for it: recording a new announcement forces a look at the list', () => {
  let checked = 0;
  for (const f of BUILTIN_FORMATS) {
    const dates = (f.announcements ?? []).map((a) => a.date).sort();
    if (dates.length === 0) continue;
    const newest = dates[dates.length - 1];
    assert.ok(f.asOf, `${f.id} records announcements but has no asOf`);
    // "2025-11" (a month) is older than any day of it, never newer.
    assert.ok(f.asOf >= newest, `${f.id}: its lists are as of ${f.asOf}, older than the announcement of ${newest}; check the list against it and move asOf`);
    checked++;
  }
  assert.ok(checked >= 2, 'Commander and Duel Commander record their announcements');
});

test('the Commander Brackets lists are not older than the newest bracket announcement recorded', async () => {
  const { BRACKET_ANNOUNCEMENTS, BRACKET_EXPECTATIONS, GAME_CHANGERS } = await import('../../../server/src/core/brackets/data');
  const newest = [...BRACKET_ANNOUNCEMENTS].map((a) => a.date).sort().at(-1)!;
  assert.ok(GAME_CHANGERS.asOf >= newest, `Game Changers as of ${GAME_CHANGERS.asOf}, older than the announcement of ${newest}`);
  const expectations = BRACKET_ANNOUNCEMENTS.filter((a) => /expectations/.test(a.what)).map((a) => a.date).sort().at(-1)!;
  assert.ok(BRACKET_EXPECTATIONS.asOf >= expectations);
  for (const a of BRACKET_ANNOUNCEMENTS) assert.match(a.url, /^https:\/\/magic\.wizards\.com\//);
});
