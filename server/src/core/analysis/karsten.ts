// Frank Karsten's colored-source requirements and land-count formulas, kept as dated, cited data.
//
// Sources (read 2026-11-27; the TCGplayer addresses 2026-11-29, as other projects link them):
// - Frank Karsten, "How Many Colored Mana Sources Do You Need to Consistently Cast Your Spells?
//   A 2022 Update", first published by ChannelFireball in 2022 and republished by TCGplayer on
//   2022-08-02 (KARSTEN_SOURCES.url, the canonical link). The ChannelFireball address may no longer
//   open; the second link is a copy a reader can open: the mirror at peasant-magic.com, dated
//   02/08/22 (KARSTEN_SOURCES.mirrorUrl).
//   London mulligan; for 99-card Commander decks the free first mulligan and the free draw on turn 1
//   of a multiplayer game. "Consistently" = 90% given enough lands.
// - Frank Karsten, "How Many Lands Do You Need in Your Deck? An Updated Analysis", TCGplayer,
//   2022-07-29: lands = 19.59 + 1.90 × average mana value − 0.28 × cheap card draw/ramp
//   + 0.27 × companion (1 with a companion, else 0) for 60 cards; 31.42 + 3.13 × average mana value
//   − 0.28 × the same for 99-card Commander decks.
//
// How far the tables are checked: the article's tables are images. Two other copies of the 2022
// tables (one of which says it read the article's tables) agree with all 24 cells for 60 and 99
// cards (issue 27, 2026-11). The 12 cells for 40 cards have only one unsourced copy behind them:
// they are shown marked as unconfirmed (KARSTEN_UNCONFIRMED_TABLES).
//
// The tables are by cost shape: "C" is one colored symbol of the color asked about, a digit the
// rest of the cost; each shape is cast on the turn equal to its mana value (on curve).

export const KARSTEN_SOURCES = {
  title: 'How Many Colored Mana Sources Do You Need to Consistently Cast Your Spells? A 2022 Update',
  author: 'Frank Karsten',
  year: 2022,
  /** The canonical link: TCGplayer's republication of 2022-08-02. */
  url: 'https://www.tcgplayer.com/content/article/How-Many-Sources-Do-You-Need-to-Consistently-Cast-Your-Spells-A-2022-Update/dc23a7d2-0a16-4c0b-ad36-586fcca03ad8/',
  publisher: 'TCGplayer',
  date: '2022-08-02',
  /** The second link: a copy a reader can open, the peasant-magic.com mirror (dated 02/08/22). */
  mirrorUrl: 'https://peasant-magic.com/articles/magic-deckbuilding/how-many-sources-do-you-need-to-consistently-cast-your-spells',
  copy: 'mirror at peasant-magic.com, dated 02/08/22',
  /** Where it was first published; may no longer open. */
  originalUrl: 'https://strategy.channelfireball.com/home/how-many-sources-do-you-need-to-consistently-cast-your-spells-a-2022-update/',
  read: '2026-11-27',
} as const;

export const KARSTEN_LANDS = {
  title: 'How Many Lands Do You Need in Your Deck? An Updated Analysis',
  author: 'Frank Karsten',
  publisher: 'TCGplayer',
  date: '2022-07-29',
  url: 'https://www.tcgplayer.com/content/article/How-Many-Lands-Do-You-Need-in-Your-Deck-An-Updated-Analysis/cd1c1a24-d439-4a8e-b369-b936edb0b38a/',
} as const;

/** The deck sizes the article has tables for: 40 (Limited), 60 (Constructed), 99 (Commander library). */
export type KarstenDeckSize = 40 | 60 | 99;

export const COST_SHAPES = ['C', '1C', '2C', '3C', 'CC', '1CC', '2CC', '3CC', 'CCC', '1CCC', '2CCC', 'CCCC'] as const;
export type CostShape = (typeof COST_SHAPES)[number];

/** Sources needed per cost shape, per deck size (the shape's turn is its mana value). */
export const KARSTEN_TABLES: Record<KarstenDeckSize, Record<CostShape, number>> = {
  60: { C: 14, '1C': 13, '2C': 12, '3C': 10, CC: 21, '1CC': 18, '2CC': 16, '3CC': 15, CCC: 23, '1CCC': 21, '2CCC': 19, CCCC: 24 },
  40: { C: 9, '1C': 9, '2C': 8, '3C': 7, CC: 14, '1CC': 12, '2CC': 11, '3CC': 10, CCC: 16, '1CCC': 14, '2CCC': 13, CCCC: 17 },
  99: { C: 19, '1C': 19, '2C': 18, '3C': 16, CC: 30, '1CC': 28, '2CC': 26, '3CC': 23, CCC: 36, '1CCC': 33, '2CCC': 30, CCCC: 39 },
};

/** Tables whose figures rest on one unsourced copy only: shown, marked as unconfirmed. */
export const KARSTEN_UNCONFIRMED_TABLES: ReadonlySet<KarstenDeckSize> = new Set([40]);

export function shapeTurn(shape: CostShape): number {
  const generic = /^\d/.test(shape) ? Number(shape[0]) : 0;
  return generic + shape.replace(/^\d/, '').length;
}

/** The table for a library of this many cards, if the article has one that fits. */
export function karstenDeckSize(librarySize: number, commander: boolean): KarstenDeckSize | undefined {
  if (commander) return librarySize >= 90 && librarySize <= 110 ? 99 : undefined;
  if (librarySize >= 36 && librarySize <= 50) return 40;
  if (librarySize >= 54 && librarySize <= 80) return 60;
  return undefined;
}

/**
 * The table's shape for a cost with `colored` symbols of one color and mana value `manaValue`.
 * Four or more symbols read as CCCC; a cost later than the table's last turn for its row reads as
 * that last column (a little stricter than the article's later turns, never laxer).
 */
export function shapeFor(colored: number, manaValue: number): CostShape | undefined {
  if (colored <= 0) return undefined;
  const c = Math.min(colored, 4);
  const generic = Math.max(0, Math.floor(manaValue) - colored);
  const maxGeneric = c === 1 ? 3 : c === 2 ? 3 : c === 3 ? 2 : 0;
  const g = Math.min(generic, maxGeneric);
  return `${g ? g : ''}${'C'.repeat(c)}` as CostShape;
}

export function requiredSources(size: KarstenDeckSize, shape: CostShape): number {
  return KARSTEN_TABLES[size][shape];
}

/**
 * Karsten's land count for 60- and 99-card decks (none is given here for 40-card decks). `companion`:
 * the deck has a companion (the 60-card formula's +0.27 term; the 99-card formula has none).
 */
export function recommendedLandCount(size: KarstenDeckSize, averageManaValue: number, cheapDrawAndRamp: number, companion = false): number | undefined {
  if (size === 60) return 19.59 + 1.9 * averageManaValue - 0.28 * cheapDrawAndRamp + (companion ? 0.27 : 0);
  if (size === 99) return 31.42 + 3.13 * averageManaValue - 0.28 * cheapDrawAndRamp;
  return undefined;
}
