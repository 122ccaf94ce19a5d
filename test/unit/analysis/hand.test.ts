// Sample hands: seeded, the London mulligan, and the land count following the hypergeometric law.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sampleHand, type HandCard } from '../../../server/src/core/analysis/hand';
import { hypergeometric } from '../../../server/src/core/analysis/odds';
import { service } from './helpers';

const deck = (lands: number, size = 60): HandCard[] =>
  Array.from({ length: size }, (_, i) => (i < lands ? { name: `Land ${i}`, land: true, manaValue: 0 } : { name: `Spell ${i}`, land: false, manaValue: i % 6 }));

test('the same seed gives the same hand; another seed another hand', () => {
  const lib = deck(24);
  assert.deepEqual(sampleHand(lib, { seed: 7 }), sampleHand(lib, { seed: 7 }));
  assert.notDeepEqual(sampleHand(lib, { seed: 7 }).hand, sampleHand(lib, { seed: 8 }).hand);
  const h = sampleHand(lib, { seed: 7, draws: 3 });
  assert.equal(h.hand.length, 7);
  assert.equal(h.drawn.length, 3);
  assert.equal(h.library, 50);
});

test('over 20,000 seeds the lands in the opening seven follow the hypergeometric law', () => {
  const lib = deck(24);
  const seen = new Array(8).fill(0);
  const runs = 20000;
  for (let seed = 0; seed < runs; seed++) seen[sampleHand(lib, { seed }).hand.filter((c) => c.land).length]++;
  for (let k = 0; k <= 7; k++) {
    const expected = hypergeometric(60, 24, 7, k);
    const sd = Math.sqrt((expected * (1 - expected)) / runs);
    assert.ok(Math.abs(seen[k] / runs - expected) < 5 * sd + 1e-4, `k=${k}: ${seen[k] / runs} vs ${expected}`);
  }
});

test('London mulligan: seven drawn, N to the bottom; the first free where the format says so', () => {
  const lib = deck(24);
  const two = sampleHand(lib, { seed: 3, mulligans: 2 });
  assert.equal(two.hand.length, 5);
  assert.equal(two.bottom.length, 2);
  assert.equal(two.library, 55);
  const free = sampleHand(lib, { seed: 3, mulligans: 2, freeFirstMulligan: true });
  assert.equal(free.hand.length, 6);
  assert.equal(free.bottom.length, 1);
  // The bottom keeps the hand's lands near the deck's share: never all lands kept with spells bottomed when lands are extra.
  for (let seed = 0; seed < 200; seed++) {
    const h = sampleHand(lib, { seed, mulligans: 3 });
    assert.equal(h.hand.length + h.bottom.length, 7);
    assert.ok(h.hand.some((c) => c.land) || !h.bottom.some((c) => c.land), `seed ${seed}: lands bottomed while the hand has none`);
  }
});

test('through the service: Commander gets its free first mulligan; a library under seven cards gives what there is and says so', () => {
  const s = service();
  const cmdr = s.check('Commander\n1 Talrand, Sky Summoner\nDeck\n60 Island\n39 Opt', { format: 'commander' });
  const h = s.sampleHand(cmdr, { seed: 1, mulligans: 1 });
  assert.equal(h.hand.length, 7);
  assert.match(h.notes.join(' '), /first mulligan is free/);
  assert.ok(!h.hand.some((c) => c.name === 'Talrand, Sky Summoner'), 'the commander is not in the library');
  const small = s.sampleHand(s.check('2 Island\n1 Opt'), { seed: 1 });
  assert.equal(small.hand.length, 3);
  assert.equal(small.library, 0);
  assert.match(small.notes.join(' '), /only 3 cards/);
  const empty = s.sampleHand(s.check(''), { seed: 1, draws: 2 });
  assert.deepEqual([empty.hand, empty.drawn, empty.library], [[], [], 0]);
});
