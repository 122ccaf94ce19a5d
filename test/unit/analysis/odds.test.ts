// Draw odds against values computed independently: exact rational arithmetic with BigInt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atLeast, cardsSeen, hypergeometric, lnChoose } from '../../../server/src/core/analysis/odds';

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}
/** P(X = k) as an exact fraction, turned into a double only at the end. */
function exact(N: number, K: number, n: number, k: number): number {
  const num = choose(K, k) * choose(N - K, n - k);
  const den = choose(N, n);
  const scale = 10n ** 30n;
  return Number((num * scale) / den) / 1e30;
}

test('hypergeometric odds equal the exact fractions to 1e-12 (60, 40, 99 and 10,000-card decks)', () => {
  for (const [N, K, n] of [
    [60, 24, 7],
    [60, 17, 10],
    [40, 17, 7],
    [99, 38, 8],
    [99, 1, 13],
    [10000, 4000, 7],
    [10000, 1, 7],
    [7, 3, 7],
  ]) {
    let sum = 0;
    for (let k = 0; k <= n; k++) {
      const p = hypergeometric(N, K, n, k);
      assert.ok(Math.abs(p - exact(N, K, n, k)) < 1e-12, `N=${N} K=${K} n=${n} k=${k}: ${p} vs ${exact(N, K, n, k)}`);
      sum += p;
    }
    assert.ok(Math.abs(sum - 1) < 1e-12, `sums to 1 for N=${N}`);
  }
});

test('known figures: 24 lands in 60 cards, 3 lands in the opening seven; at least one of four copies by turn 3 on the draw', () => {
  // C(24,3)·C(36,4)/C(60,7) = 2024·58905/386206920
  assert.ok(Math.abs(hypergeometric(60, 24, 7, 3) - (2024 * 58905) / 386206920) < 1e-12);
  // Ten cards seen (seven, and draws on turns 1–3): 1 − C(56,10)/C(60,10)
  const none = (50 * 49 * 48 * 47) / (60 * 59 * 58 * 57);
  assert.ok(Math.abs(atLeast(60, 4, cardsSeen(3, false), 1) - (1 - none)) < 1e-12);
  assert.equal(cardsSeen(1, true), 7);
  assert.equal(cardsSeen(1, false), 8);
});

test('edge cases are numbers, never NaN: no successes, all successes, more draws than cards, empty deck', () => {
  assert.equal(hypergeometric(60, 0, 7, 0), 1);
  assert.equal(hypergeometric(60, 0, 7, 1), 0);
  assert.equal(hypergeometric(60, 60, 7, 7), 1);
  assert.equal(hypergeometric(5, 2, 7, 2), 1, 'drawing more than the deck holds draws the whole deck');
  assert.equal(hypergeometric(0, 0, 7, 0), 1);
  assert.equal(atLeast(0, 0, 7, 1), 0);
  for (const v of [hypergeometric(10000, 10000, 7, 7), atLeast(10000, 3, 12, 1), atLeast(1, 1, 100, 1)]) assert.ok(Number.isFinite(v));
});

test('at least k of the draws, k close to the number of draws: the term where every card drawn succeeds counts', () => {
  // All seven cards lands: C(24,7)/C(60,7).
  assert.ok(Math.abs(atLeast(60, 24, 7, 7) - exact(60, 24, 7, 7)) < 1e-15);
  assert.ok(atLeast(60, 24, 7, 7) > 0);
  // Six or seven lands.
  assert.ok(Math.abs(atLeast(60, 24, 7, 6) - (exact(60, 24, 7, 6) + exact(60, 24, 7, 7))) < 1e-15);
  // A deck of lands only: every card drawn is one, for sure.
  assert.equal(atLeast(60, 60, 7, 7), 1);
  assert.equal(atLeast(7, 3, 7, 3), 1, 'drawing the whole deck draws all three');
  assert.equal(atLeast(7, 3, 7, 4), 0, 'there are only three');
  // The values whose exact answer is 1 are 1, not merely finite.
  assert.equal(hypergeometric(10000, 10000, 7, 7), 1);
  assert.equal(atLeast(1, 1, 100, 1), 1);
});

test('at least none (k = 0 or below) is exactly 1, never the rounded sum of every term', () => {
  // The sum of P(X = i) over every i is 0.9999999999999983 here.
  assert.equal(atLeast(60, 17, 10, 0), 1);
  assert.equal(atLeast(60, 17, 10, -2), 1);
  assert.equal(atLeast(99, 38, 8, 0), 1);
});

test('lnChoose: ln C(n, k) for k inside 0..n, and -Infinity (probability 0) outside', () => {
  assert.ok(Math.abs(lnChoose(5, 2) - Math.log(10)) < 1e-15);
  assert.ok(Math.abs(lnChoose(60, 7) - Math.log(386206920)) < 1e-12);
  assert.equal(lnChoose(5, 0), 0);
  assert.equal(lnChoose(5, 5), 0);
  assert.equal(lnChoose(0, 0), 0);
  assert.equal(lnChoose(5, -1), -Infinity);
  assert.equal(lnChoose(5, 6), -Infinity);
  assert.equal(lnChoose(0, 1), -Infinity);
});
