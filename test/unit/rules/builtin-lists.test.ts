// The built-in lists that the card data cannot express, as checked against the formats' official pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BUILTIN_FORMATS } from '../../../server/src/core/formats/builtin';

const format = (id: string) => BUILTIN_FORMATS.find((f) => f.id === id)!;

test('Duel Commander: the "banned as commander" list follows the official announcements up to 2022-05-30 and says so', () => {
  const duel = format('duel');
  assert.equal(duel.asOf, '2022-05-30');
  assert.match(duel.description!, /2022-05-30/);
  assert.match(duel.source!, /mtgdc\.info/);
  const list = new Set(duel.bannedAsCommander);
  // Added by the announcements of 2019-08-31, 2019-11-29, 2021-07-26 and 2022-05-30.
  for (const c of ['Urza, Lord High Artificer', 'Najeela, the Blade-Blossom', 'Emry, Lurker of the Loch', 'Inalla, Archmage Ritualist', 'Shorikai, Genesis Engine'])
    assert.ok(list.has(c), c);
  // Not on the list: Marchesa (not on it since at least 2020), Zur (made legal in 2019), Ragavan (banned outright in 2022).
  for (const c of ['Marchesa, the Black Rose', 'Zur the Enchanter', 'Ragavan, Nimble Pilferer']) assert.ok(!list.has(c), c);
  assert.equal(list.size, duel.bannedAsCommander.length, 'no name twice');
});

test("Commander: Lutri is banned as a companion only; no date is claimed for a list that was not checked; the 2010 rules keep the seed's list", () => {
  const commander = format('commander');
  assert.deepEqual(commander.bannedAsCompanion, ['Lutri, the Spellchaser']);
  assert.equal(commander.asOf, undefined);
  const old = format('commander-2010');
  assert.equal(old.asOf, '2010-12-15');
  assert.deepEqual(old.bannedAsCommander, ['Braids, Cabal Minion', 'Rofellos, Llanowar Emissary']);
  assert.equal(old.banned.length, 33);
  assert.match(format('oathbreaker').source!, /oathbreakermtg\.org/);
});
