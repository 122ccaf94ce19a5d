// Seeded sample hands: shuffle, draw seven, London mulligan (draw seven again, put N on the
// bottom; the first mulligan free where the format says so), then draw on.

export interface HandCard {
  /** As the deck writes it (rules/context.ts shownName). */
  name: string;
  land: boolean;
  manaValue: number;
  /** The card's front image (Scryfall image host), when images were asked for. */
  image?: string;
}

export interface SampleHandOptions {
  seed: number;
  mulligans?: number;
  /** Cards drawn after the opening hand. */
  draws?: number;
  /** The format's first mulligan is free (Commander's multiplayer rule). */
  freeFirstMulligan?: boolean;
}

export interface SampleHand {
  seed: number;
  mulligans: number;
  hand: HandCard[];
  /** Put on the bottom by the London mulligan. */
  bottom: HandCard[];
  /** Drawn after the opening hand, in order. */
  drawn: HandCard[];
  /** Cards left in the library. */
  library: number;
  /** The library held fewer cards than a hand (and its draws) needs. */
  short: boolean;
}

/** mulberry32: a small, fast, well-mixed 32-bit generator; the same seed gives the same hands everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(cards: readonly T[], random: () => number): T[] {
  const a = cards.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * Which cards a player bottoms (positions in the hand): keep the hand's land share close to the
 * deck's, bottoming the extra lands or else the most expensive spells first.
 */
function chooseBottom(hand: HandCard[], count: number, landShare: number): Set<number> {
  const keep = hand.length - count;
  const targetLands = Math.min(keep, Math.max(keep > 3 ? 2 : 1, Math.round(keep * landShare)));
  const lands = hand.map((c, i) => i).filter((i) => hand[i].land);
  const spells = hand
    .map((c, i) => i)
    .filter((i) => !hand[i].land)
    .sort((a, b) => hand[b].manaValue - hand[a].manaValue);
  const bottom = new Set<number>();
  let extraLands = Math.max(0, lands.length - targetLands);
  for (let i = 0; i < count; i++) {
    if ((extraLands > 0 || spells.length === 0) && lands.length) {
      bottom.add(lands.pop()!);
      extraLands--;
    } else bottom.add(spells.shift()!);
  }
  return bottom;
}

export function sampleHand(library: readonly HandCard[], o: SampleHandOptions): SampleHand {
  const mulligans = Math.max(0, Math.floor(o.mulligans ?? 0));
  const draws = Math.max(0, Math.floor(o.draws ?? 0));
  const random = seededRandom(o.seed);
  const landShare = library.length ? library.filter((c) => c.land).length / library.length : 0;
  let order: HandCard[] = shuffled(library, random);
  // Each mulligan shuffles the hand back and draws a new seven.
  for (let i = 0; i < mulligans; i++) order = shuffled(library, random);
  const drawnSeven = order.slice(0, 7);
  const toBottom = Math.min(drawnSeven.length, Math.max(0, mulligans - (o.freeFirstMulligan && mulligans > 0 ? 1 : 0)));
  const bottomAt = chooseBottom(drawnSeven, toBottom, landShare);
  const bottom = drawnSeven.filter((_, i) => bottomAt.has(i));
  const hand = drawnSeven.filter((_, i) => !bottomAt.has(i));
  const rest = order.slice(drawnSeven.length);
  const libraryAfter = [...rest, ...bottom];
  const drawn = libraryAfter.slice(0, draws);
  return {
    seed: o.seed >>> 0,
    mulligans,
    hand,
    bottom,
    drawn,
    library: libraryAfter.length - drawn.length,
    short: library.length < 7 || draws > libraryAfter.length,
  };
}
