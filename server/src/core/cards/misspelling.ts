// Whether a written name is a near-certain misspelling of a card's name: the test a fix must pass
// before it renames a card (features/fixes.ts).
import { searchKey } from './normalize';

/**
 * How a written name can differ from a card's name and still be taken for it without asking: the
 * same name once case, accents, punctuation, spaces and the kana of a Japanese name are folded
 * (`Teferis Protection`, hiragana for katakana), the same words in another order, or one slip of
 * the keyboard in a name of at least five letters (a letter missing, extra, doubled, swapped with
 * its neighbour or mistyped; two slips in a name of sixteen or more, each word still starting
 * with its own letter).
 *
 * When the card data may be older than the deck, an unknown name is often a card newer than the
 * data, and a new card's name is often one letter away from an old one (Mind Rake, Mind Raker;
 * Shield Mare, Shield Mate; Thornado, Tornado) or an old one's words in another order (Crow Storm,
 * Spy Eye). Then words in another order do not count, and only the slips a new name hardly ever
 * makes do: a pair of letters swapped inside a word, a letter missing inside a word, a doubled
 * letter written once or three times, a space. Measured against the 3,209 cards of 2017–2019 that
 * the 2017 snapshot does not know, this takes none of them for an older card (on current data the
 * rules above would take 18), and still recognizes 82–100% of those slips by kind (on current data
 * 99% of one-slip misspellings are recognized, none of them taken for the wrong card).
 */
export function isNearCertainMisspelling(written: string, name: string, options: { dataMayBeOld?: boolean } = {}): boolean {
  const q = searchKey(written);
  const c = searchKey(name);
  if (!q || !c) return false;
  if (q === c) return true;
  const qWords = q.split(' ');
  // New cards are named so too (Crow Storm, Spy Eye): not when the data may be older than the deck.
  if (qWords.length > 1 && qWords.sort().join(' ') === c.split(' ').sort().join(' ')) return !options.dataMayBeOld;
  const shorter = Math.min(q.length, c.length);
  if (Math.max(q.length, c.length) < MIN_SLIP_LENGTH) return false;
  const budget = shorter >= TWO_SLIPS_LENGTH && sameInitials(q, c) ? 2 : 1;
  return slipsAway(q, c, 0, 0, budget, options.dataMayBeOld ? slipANewNameHardlyMakes : () => true);
}

/** Names shorter than this get no slip: too many short names are one letter apart (Valor, Balor). */
const MIN_SLIP_LENGTH = 5;
/** From this length two slips are still a near-certain misspelling. */
const TWO_SLIPS_LENGTH = 16;

type Slip = 'swapped' | 'missing' | 'extra' | 'mistyped';
type SlipAllowed = (kind: Slip, q: string, c: string, qi: number, ci: number) => boolean;

/**
 * Whether the written key `q` from `qi` on is the card's key `c` from `ci` on with at most `budget`
 * slips that `allowed` accepts (a slip at the first difference, then the rest compared again).
 */
function slipsAway(q: string, c: string, qi: number, ci: number, budget: number, allowed: SlipAllowed): boolean {
  while (qi < q.length && ci < c.length && q[qi] === c[ci]) {
    qi++;
    ci++;
  }
  if (qi === q.length && ci === c.length) return true;
  if (budget === 0) return false;
  const next = (kind: Slip, dq: number, dc: number) => allowed(kind, q, c, qi, ci) && slipsAway(q, c, qi + dq, ci + dc, budget - 1, allowed);
  return (
    (qi + 1 < q.length && ci + 1 < c.length && q[qi] === c[ci + 1] && q[qi + 1] === c[ci] && next('swapped', 2, 2)) ||
    (ci < c.length && next('missing', 0, 1)) ||
    (qi < q.length && next('extra', 1, 0)) ||
    (qi < q.length && ci < c.length && next('mistyped', 1, 1))
  );
}

/** The slips of a misspelt old name, not of a new name one letter away from an old one (see isNearCertainMisspelling). */
const slipANewNameHardlyMakes: SlipAllowed = (kind, q, c, qi, ci) => {
  switch (kind) {
    case 'swapped':
      return c[ci] === ' ' || c[ci + 1] === ' ' || !startsWord(c, ci);
    case 'missing':
      return c[ci] === ' ' || c[ci] === c[ci - 1] || c[ci] === c[ci + 1] || (!startsWord(c, ci) && !endsWord(c, ci));
    case 'extra':
      return q[qi] === ' ' || q[qi] === q[qi - 1] || q[qi] === q[qi + 1];
    default:
      return false;
  }
};

const startsWord = (s: string, i: number) => i === 0 || s[i - 1] === ' ';
const endsWord = (s: string, i: number) => i === s.length - 1 || s[i + 1] === ' ';

/** Each word starts with the same letter (when both have as many words). */
function sameInitials(q: string, c: string): boolean {
  const a = q.split(' ');
  const b = c.split(' ');
  return a.length !== b.length || a.every((w, i) => w[0] === b[i][0]);
}
