// `npm run test:live`'s Duel Commander check (scripts/live-contract-duel.ts): Force of Will and Nadu,
// Winged Wisdom in Scryfall's `duel` tell which committee's list Scryfall follows (issue 27).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDuelList, duelLegalities } from '../../../scripts/live-contract-duel';

const values = (fow: string, nadu: string, oloro = 'legal') => ({ 'Force of Will': fow, 'Nadu, Winged Wisdom': nadu, 'Oloro, Ageless Ascetic': oloro });

test("duelcommander.org's list passes; mtgdc.info's, the list of before the split, or anything else fails and says which", () => {
  const org = checkDuelList(values('banned', 'banned', 'restricted'));
  assert.deepEqual(org.problems, []);
  assert.deepEqual(org.notes, [
    `Scryfall's "duel" follows duelcommander.org's list (Force of Will "banned", Nadu, Winged Wisdom "banned"), as the built-in duel format does`,
    `Scryfall writes "banned as commander" as "restricted" in "duel" (Oloro, Ageless Ascetic); the product reads that list from its built-in data`,
  ]);
  assert.match(checkDuelList(values('legal', 'banned')).problems.join('\n'), /^Scryfall's "duel" now follows mtgdc\.info's list \(Force of Will "legal"/);
  assert.match(checkDuelList(values('banned', 'legal')).problems.join('\n'), /still shows the list of before the 2025-11-24 announcements/);
  assert.match(checkDuelList({}).problems.join('\n'), /matches neither committee's list \(Force of Will "undefined"/);
  assert.match(checkDuelList(values('banned', 'banned')).notes[1], /^Oloro, Ageless Ascetic \(banned as commander only\) is "legal"/);
});

test('the witnesses are asked one by one by exact name', async () => {
  const asked: string[] = [];
  const got = await duelLegalities(async (url) => {
    asked.push(url);
    return { legalities: { duel: url.includes('Force') ? 'legal' : 'banned' } };
  }, 'https://api.example');
  assert.deepEqual(asked, [
    'https://api.example/cards/named?exact=Force%20of%20Will',
    'https://api.example/cards/named?exact=Nadu%2C%20Winged%20Wisdom',
    'https://api.example/cards/named?exact=Oloro%2C%20Ageless%20Ascetic',
  ]);
  assert.deepEqual(got, values('legal', 'banned', 'banned'));
});
