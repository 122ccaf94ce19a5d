// Deck analysis for building a deck, not only checking it: colored sources against Karsten's
// tables, land count advice, exact draw odds, sample hands, price and the card-level diff.
// Pure: a checked deck in, plain data out; the CLI, the server and the editor show the same figures.
import type { CheckResult } from '../check-result';
import type { Card } from '../cards/types';
import type { FormatDefinition } from '../formats/schema';
import { frontTypes, type CheckContext, type ResolvedEntry, type Zone } from '../rules/context';
import {
  KARSTEN_UNCONFIRMED_TABLES,
  karstenDeckSize,
  recommendedLandCount,
  requiredSources,
  shapeFor,
  shapeTurn,
  type CostShape,
  type KarstenDeckSize,
} from './karsten';
import { castableCosts, MANA_COLORS, sourceInfo, CHEAP_ACCELERANT_MAX_MANA_VALUE, type ManaColor } from './mana-sources';
import { atLeast, cardsSeen, hypergeometric } from './odds';
import { deckPrice, type DeckPrice } from './price';
import { sampleHand, type HandCard, type SampleHand } from './hand';
import { analysisMessages } from './messages';
import { joinSentences } from '../words';
import { safeImageUrl } from '../cards/images';

export { KARSTEN_SOURCES, KARSTEN_LANDS, KARSTEN_TABLES, COST_SHAPES, shapeTurn } from './karsten';
export { hypergeometric, atLeast, cardsSeen } from './odds';
export { diffDecks, canonicalList, deckCounts, documentCounts, diffCounts, diffText, type DeckChange } from './diff';
export { analysisMessages, colorTitle, COLOR_TITLES, sectionTitle, SECTION_TITLES } from './messages';
export type { DeckPrice } from './price';
export type { SampleHand, HandCard } from './hand';

export type { ManaColor } from './mana-sources';

export interface ColorSources {
  pips: number;
  sources: number;
  /** The cost in this color that needs the most sources, as written (`{1}{U}{U}`). */
  hardestCost: string | null;
  hardestCard: string | null;
  shape: CostShape | null;
  turn: number | null;
  /** Karsten's requirement for the hardest cost; null when no table fits the deck. */
  required: number | null;
  enough: boolean | null;
}

export interface DeckAnalysis {
  /** Cards drawn from: the main deck without the command zone. */
  library: number;
  lands: number;
  /** Of the library's nonland cards. */
  averageManaValue: number;
  /** Mana value → nonland cards of the library (7 = 7 or more). */
  curve: Record<string, number>;
  /** The Karsten table used (40, 60 or 99 cards), or null. */
  table: KarstenDeckSize | null;
  /** The table's figures are unconfirmed (the 40-card one: karsten.ts). */
  tableUnconfirmed: boolean;
  colors: Partial<Record<ManaColor, ColorSources>>;
  recommendedLands: number | null;
  /** Cheap card draw and ramp counted for the land formula. */
  cheapDrawAndRamp: number;
  odds: {
    /** Index k: P(exactly k lands in the opening seven). */
    openingHandLands: number[];
    /** Index t-1: P(at least t lands by turn t), turns 1–6. */
    landDrops: { play: number[]; draw: number[] };
  };
  price: DeckPrice | null;
  /** Cards the data does not know, counted apart (not in sources, pips, curve or odds' land count). */
  unknownCards: Array<{ name: string; count: number }>;
  /** Why a figure is missing or partial, in words. */
  notes: string[];
}

const LIBRARY_ZONES: ReadonlySet<Zone> = new Set<Zone>(['main']);
const CAST_ZONES: ReadonlySet<Zone> = new Set<Zone>(['main', 'commander', 'signature']);
const CURVE_TOP = 7;

function isLand(card: Card): boolean {
  return /\bLand\b/.test(frontTypes(card));
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export function libraryEntries(result: AnalysisInput): ResolvedEntry[] {
  return result.context.entries.filter((r) => LIBRARY_ZONES.has(r.zone) && !r.synthetic);
}

function isCommanderFormat(format: FormatDefinition): boolean {
  return !!format.commander;
}

/** Whether the format's rules make the first mulligan free (Commander's multiplayer rule). */
export function freeFirstMulligan(format: FormatDefinition): boolean {
  return (format.gameRules?.rules ?? []).some((r) => r.topic === 'Mulligan' && /first mulligan is free/i.test(r.text));
}

function isCheapDrawOrRamp(card: Card): boolean {
  if (card.manaValue > CHEAP_ACCELERANT_MAX_MANA_VALUE || isLand(card)) return false;
  if (sourceInfo(card).accelerant) return true;
  return /\bdraws? (?:a|two|three) cards?\b|\bscry \d|\bsurveil \d|search your library for (?:a|an|up to \w+) basic lands?\b/i.test(card.oracleText);
}

const BASIC_TYPE_PATTERNS: Array<[string, RegExp]> = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((t) => [t, new RegExp(`\\b${t}\\b`)]);

/** Sources per color among the library's cards (lands, fetch lands for what they find, cheap rocks and dorks). */
export function countSources(library: readonly ResolvedEntry[]): Record<ManaColor, number> {
  const typesInDeck = new Set<string>();
  const basicTypesInDeck = new Set<string>();
  for (const r of library) {
    if (!r.card || !isLand(r.card)) continue;
    for (const [t, re] of BASIC_TYPE_PATTERNS) {
      if (re.test(r.card.typeLine)) {
        typesInDeck.add(t);
        if (/\bBasic\b/.test(r.card.typeLine)) basicTypesInDeck.add(t);
      }
    }
  }
  const typeColor: Record<string, ManaColor> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
  const out: Record<ManaColor, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  for (const r of library) {
    if (!r.card) continue;
    const info = sourceInfo(r.card);
    if (!info.land && !info.accelerant) continue;
    const colors = new Set(info.colors);
    for (const f of info.fetches) {
      if (f === 'basic') for (const t of basicTypesInDeck) colors.add(typeColor[t]);
      else if (typesInDeck.has(f)) colors.add(typeColor[f]);
    }
    for (const c of colors) out[c] += r.entry.quantity;
  }
  return out;
}

export interface AnalysisOptions {
  /** The card data's date (prices are of that day). */
  dataDate: string;
  /** Only the colors (for the mana-sources rule, which runs on every check): no odds, no price. */
  colorsOnly?: boolean;
}

/** What the analysis reads of a check: its resolved entries and format. */
export type AnalysisInput = { context: Pick<CheckContext, 'entries' | 'format'> };

export function analyzeDeck(result: AnalysisInput, options: AnalysisOptions): DeckAnalysis {
  const format = result.context.format;
  const library = libraryEntries(result);
  const notes: string[] = [];
  let size = 0;
  let lands = 0;
  let nonlands = 0;
  let mvSum = 0;
  let cheap = 0;
  const curve: Record<string, number> = {};
  for (let mv = 0; mv <= CURVE_TOP; mv++) curve[mv] = 0;
  const unknown = new Map<string, number>();
  for (const r of result.context.entries) {
    if (!r.card && !r.synthetic && r.zone !== 'outside' && r.zone !== 'maybeboard') unknown.set(r.name, (unknown.get(r.name) ?? 0) + r.entry.quantity);
  }
  for (const r of library) {
    const n = r.entry.quantity;
    size += n;
    if (!r.card) continue;
    if (isLand(r.card)) {
      lands += n;
      continue;
    }
    nonlands += n;
    mvSum += r.card.manaValue * n;
    curve[Math.min(CURVE_TOP, Math.max(0, Math.floor(r.card.manaValue)))] += n;
    if (isCheapDrawOrRamp(r.card)) cheap += n;
  }
  const averageManaValue = nonlands ? round(mvSum / nonlands) : 0;
  const table = karstenDeckSize(size, isCommanderFormat(format)) ?? null;
  if (size === 0) notes.push(analysisMessages.emptyLibrary());
  else if (lands === 0) notes.push(analysisMessages.noLands());
  else if (lands === size) notes.push(analysisMessages.allLands());
  if (size > 0 && table === null) notes.push(analysisMessages.noTable(size));
  const tableUnconfirmed = table !== null && KARSTEN_UNCONFIRMED_TABLES.has(table);
  if (tableUnconfirmed) notes.push(analysisMessages.unconfirmedTable(table!));
  if (unknown.size) notes.push(analysisMessages.unknownCards([...unknown.keys()], [...unknown.values()].reduce((a, b) => a + b, 0)));

  // Colors: pips over every card cast (library and command zone); sources over the library.
  const sources = countSources(library);
  const colors: Partial<Record<ManaColor, ColorSources>> = {};
  for (const r of result.context.entries) {
    if (!r.card || !CAST_ZONES.has(r.zone) || isLand(r.card)) continue;
    for (const cost of castableCosts(r.card)) {
      for (const [color, d] of cost.demand) {
        const c = (colors[color] ??= {
          pips: 0,
          sources: sources[color],
          hardestCost: null,
          hardestCard: null,
          shape: null,
          turn: null,
          required: null,
          enough: null,
        });
        c.pips += d.all * r.entry.quantity;
        const shape = shapeFor(d.strict, cost.manaValue);
        if (!shape) continue;
        // Without a table for this deck size, the 60-card table still ranks which cost is hardest.
        const rank = (x: CostShape) => requiredSources(table ?? 60, x);
        if (c.shape === null || rank(shape) > rank(c.shape)) {
          c.shape = shape;
          c.turn = shapeTurn(shape);
          c.hardestCost = cost.manaCost;
          c.hardestCard = r.card.name;
        }
      }
    }
  }
  for (const color of MANA_COLORS) {
    const c = colors[color];
    if (!c || !c.shape || !table) continue;
    c.required = requiredSources(table, c.shape);
    c.enough = c.sources >= c.required;
  }

  const companion = result.context.entries.some((r) => r.zone === 'companion' && !!r.card);
  const recommended = table ? recommendedLandCount(table, averageManaValue, cheap, companion) : undefined;
  const openingHandLands: number[] = [];
  const landDrops = { play: [] as number[], draw: [] as number[] };
  for (let k = 0; k <= 7 && !options.colorsOnly; k++) openingHandLands.push(size ? hypergeometric(size, lands, 7, k) : 0);
  for (let t = 1; t <= 6 && !options.colorsOnly; t++) {
    landDrops.play.push(size ? atLeast(size, lands, cardsSeen(t, true), t) : 0);
    landDrops.draw.push(size ? atLeast(size, lands, cardsSeen(t, false), t) : 0);
  }
  return {
    library: size,
    lands,
    averageManaValue,
    curve,
    table,
    tableUnconfirmed,
    colors,
    recommendedLands: recommended === undefined ? null : round(recommended, 1),
    cheapDrawAndRamp: cheap,
    odds: { openingHandLands, landDrops },
    price: options.colorsOnly ? null : (deckPrice(result.context.entries, options.dataDate) ?? null),
    unknownCards: [...unknown].map(([name, count]) => ({ name, count })),
    notes,
  };
}

/** The library as sample-hand cards, named as the deck writes them (unknown cards count as spells). */
export function handLibrary(result: CheckResult, images = false): HandCard[] {
  const out: HandCard[] = [];
  for (const r of libraryEntries(result)) {
    const card: HandCard = { name: r.shown, land: !!r.card && isLand(r.card), manaValue: r.card?.manaValue ?? 0 };
    const image = images ? (safeImageUrl(r.card?.images?.[0]?.normal) ?? safeImageUrl(r.card?.images?.[0]?.small)) : undefined;
    if (image) card.image = image;
    for (let i = 0; i < r.entry.quantity && out.length < 100_000; i++) out.push(card);
  }
  return out;
}

export interface SampleHandRequest {
  seed: number;
  mulligans?: number;
  draws?: number;
  /** Card images (the editor only, when it may fetch them). */
  images?: boolean;
}

export function deckSampleHand(result: CheckResult, o: SampleHandRequest): SampleHand & { notes: string[] } {
  const free = freeFirstMulligan(result.context.format);
  const library = handLibrary(result, o.images);
  const h = sampleHand(library, { ...o, freeFirstMulligan: free });
  const notes: string[] = [];
  if (library.length < 7) notes.push(analysisMessages.shortHand(library.length));
  else if (h.short) notes.push(analysisMessages.shortDraw());
  if (free && h.mulligans > 0) notes.push(analysisMessages.freeMulligan());
  return { ...h, notes };
}

/** Draw odds of a card with `copies` in the library: at least one in the opening hand and by turns 2–5. */
export function cardDrawOdds(result: AnalysisInput, copies: number): { library: number; rows: Array<{ turn: number; play: number; draw: number }> } {
  const library = libraryEntries(result).reduce((n, r) => n + r.entry.quantity, 0);
  const rows: Array<{ turn: number; play: number; draw: number }> = [];
  for (const turn of [1, 2, 3, 4, 5]) {
    rows.push({
      turn,
      play: library ? atLeast(library, copies, cardsSeen(turn, true), 1) : 0,
      draw: library ? atLeast(library, copies, cardsSeen(turn, false), 1) : 0,
    });
  }
  return { library, rows };
}

/**
 * Colors whose sources fall short of Karsten's requirement, with the message the diagnostic shows
 * (the hardest card named by `shown`: the deck's writing of a canonical name).
 */
export function sourceShortfalls(analysis: DeckAnalysis, shown: (name: string) => string = (name) => name): Array<{ color: ManaColor; message: string; data: ColorSources }> {
  const out: Array<{ color: ManaColor; message: string; data: ColorSources }> = [];
  for (const color of MANA_COLORS) {
    const c = analysis.colors[color];
    if (!c || c.enough !== false || c.required === null || c.turn === null) continue;
    const message = analysisMessages.tooFewSources(color, c.sources, c.required, c.hardestCost ?? '', c.turn, shown(c.hardestCard ?? ''));
    out.push({ color, message: analysis.tableUnconfirmed && analysis.table ? joinSentences([message, analysisMessages.unconfirmedTable(analysis.table)]) : message, data: c });
  }
  return out;
}

/** The hover's draw-odds table for a card of the library (undefined for cards outside it). */
export function drawOddsMarkdown(result: AnalysisInput, cardKey: string): string | undefined {
  const copies = libraryEntries(result)
    .filter((r) => r.key === cardKey)
    .reduce((n, r) => n + r.entry.quantity, 0);
  if (copies === 0) return undefined;
  const odds = cardDrawOdds(result, copies);
  const m = analysisMessages;
  const header = `| | ${odds.rows.map((r) => (r.turn === 1 ? m.openingHand() : m.byTurn(r.turn))).join(' | ')} |`;
  const rule = `|---|${odds.rows.map(() => '--:').join('|')}|`;
  const play = `| ${m.onThePlay()} | ${odds.rows.map((r) => m.percent(r.play)).join(' | ')} |`;
  const draw = `| ${m.onTheDraw()} | ${odds.rows.map((r) => m.percent(r.draw)).join(' | ')} |`;
  return [m.hoverOdds(copies, odds.library), '', header, rule, play, draw].join('\n');
}
