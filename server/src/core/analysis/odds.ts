// Exact hypergeometric odds, computed with sums of logarithms of small ratios (never factorials),
// so a 10,000-card deck is as exact as a 60-card one.

/** ln C(n, k), exact to floating point for the small k of card draws. */
export function lnChoose(n: number, k: number): number {
  if (k < 0 || k > n) return -Infinity;
  // Stryker disable next-line MethodExpression,ArithmeticOperator: C(n, k) = C(n, n - k), so summing over k (or n - k) terms instead of the fewer gives the same value
  const m = Math.min(k, n - k);
  let s = 0;
  for (let i = 1; i <= m; i++) s += Math.log((n - m + i) / i);
  return s;
}

/** P(exactly k successes) drawing `draws` cards from `population` holding `successes`. */
export function hypergeometric(population: number, successes: number, draws: number, k: number): number {
  const N = Math.max(0, Math.floor(population));
  const K = Math.min(N, Math.max(0, Math.floor(successes)));
  const n = Math.min(N, Math.max(0, Math.floor(draws)));
  const failures = N - K;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a redundant range guard: outside it lnChoose is -Infinity and the result exp(-Infinity) = 0 all the same
  if (k < 0 || k > n || k > K || n - k > failures) return 0;
  return Math.exp(lnChoose(K, k) + lnChoose(failures, n - k) - lnChoose(N, n));
}

/** P(at least k successes). */
export function atLeast(population: number, successes: number, draws: number, k: number): number {
  if (k <= 0) return 1;
  let p = 0;
  for (let i = k; i <= draws; i++) p += hypergeometric(population, successes, draws, i);
  return Math.min(1, p);
}

/** Cards seen by turn `turn`: the opening seven plus one per draw step (none on turn 1 on the play). */
export function cardsSeen(turn: number, onThePlay: boolean): number {
  return 7 + turn - (onThePlay ? 1 : 0);
}
