// Deck statistics for the statistics view: mana curve, color pips, card types and counts per
// section, computed from a checked deck (its entries with their cards and zones).
import type { Card } from './cards/types';
import { BRACKET_RULES, bracketName } from './brackets';
import type { CheckResult } from './check';
import { combosStatistics, type CombosStatistics } from './combos/describe';
import { frontTypes, type Zone } from './rules/context';
import type { DeckAnalysis } from './analysis';
import { SECTION_TITLES } from './analysis/messages';

export interface DeckStatistics {
  /** Mana value → number of nonland cards (main deck and command zone); 7 means 7 or more. */
  curve: Array<{ manaValue: number; count: number }>;
  /**
   * Of the nonland cards of the library (the main deck, the command zone aside): the average that
   * Karsten's land formula reads, so the view says one number (it said 3.21 here and 3.20 there).
   */
  averageManaValue: number;
  /** The deck has nonland cards in the command zone: the average leaves them out, and the view says so. */
  commandZoneAside?: true;
  /** Colored mana symbols in the mana costs of nonland cards, counted per copy. */
  colorPips: { W: number; U: number; B: number; R: number; G: number; C: number };
  /** Card type → copies (Creature, Instant, Sorcery, Artifact, Enchantment, Planeswalker, Land, Battle, Other). */
  types: Array<{ type: string; count: number }>;
  sections: Array<{ section: string; title: string; count: number }>;
  /** Copies in the deck per category header (`// Ramp`, `Draw (10)`), in the order the list first names them. */
  categories: Array<{ category: string; count: number }>;
  lands: number;
  nonlands: number;
  unknownCards: number;
  /** Deck-building figures (sources, odds, price): added by the service. */
  analysis?: DeckAnalysis;
  /** Commander Brackets: the lowest bracket the list allows, and the cards of each kind that count. */
  bracket?: {
    floor: number;
    name: string;
    findings: Array<{ rule: string; noun: string; cards: string[]; bracket: number }>;
    /** Cards the card data does not know and no bracket list names: not judged, the floor may be higher. */
    unjudged: string[];
  };
  /** Commander Spellbook combos in the deck and one card away, when downloaded. */
  combos?: CombosStatistics;
}

/** The highest bucket of the curve: 7 stands for 7 or more. */
export const CURVE_TOP = 7;

/** The zones that make up the deck played: the curve, pips, types and land counts cover these. */
const PLAYED_ZONES: ReadonlySet<Zone> = new Set<Zone>(['main', 'commander', 'signature']);

/** Each card counts under one type; the first that its front face has wins (an artifact creature is a creature). */
const TYPE_ORDER = ['Land', 'Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Artifact', 'Enchantment'] as const;
/** How the types are listed. */
const TYPE_DISPLAY = ['Creature', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Planeswalker', 'Land', 'Battle', 'Other'];

const SECTION_ORDER: Zone[] = ['commander', 'signature', 'companion', 'main', 'sideboard', 'maybeboard', 'outside'];

export function primaryType(card: Card): string {
  const types = frontTypes(card);
  return TYPE_ORDER.find((t) => new RegExp(`\\b${t}\\b`).test(types)) ?? 'Other';
}

export function isLand(card: Card): boolean {
  return /\bLand\b/.test(frontTypes(card));
}

type Pips = DeckStatistics['colorPips'];

/** Adds the colored symbols of a mana cost: `{W/U}` counts for both, `{G/P}` and `{2/R}` for their color. */
function addPips(manaCost: string, copies: number, pips: Pips): void {
  for (const m of manaCost.matchAll(/\{([^}]*)\}/g)) {
    for (const part of m[1].toUpperCase().split('/')) {
      if (part === 'W' || part === 'U' || part === 'B' || part === 'R' || part === 'G' || part === 'C') pips[part] += copies;
    }
  }
}

export function deckStatistics(result: CheckResult): DeckStatistics {
  const curve = new Map<number, number>();
  for (let mv = 0; mv <= CURVE_TOP; mv++) curve.set(mv, 0);
  const pips: Pips = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  const types = new Map<string, number>();
  const sections = new Map<Zone, number>();
  /** Lower-cased category → its first spelling and copies (`// Ramp` twice in a list is one category). */
  const categories = new Map<string, { category: string; count: number }>();
  let lands = 0;
  let nonlands = 0;
  let unknownCards = 0;
  let manaValueSum = 0;
  let libraryNonlands = 0;
  let commandZoneNonlands = 0;

  for (const { card, zone, entry } of result.context.entries) {
    const copies = entry.quantity;
    sections.set(zone, (sections.get(zone) ?? 0) + copies);
    if (!PLAYED_ZONES.has(zone)) continue;
    if (entry.category !== undefined) {
      const key = entry.category.toLowerCase();
      const c = categories.get(key) ?? categories.set(key, { category: entry.category, count: 0 }).get(key)!;
      c.count += copies;
    }
    if (!card) {
      unknownCards += copies;
      continue;
    }
    const type = primaryType(card);
    types.set(type, (types.get(type) ?? 0) + copies);
    if (isLand(card)) {
      lands += copies;
      continue;
    }
    nonlands += copies;
    if (zone === 'main') {
      libraryNonlands += copies;
      manaValueSum += card.manaValue * copies;
    } else commandZoneNonlands += copies;
    const bucket = Math.min(CURVE_TOP, Math.max(0, Math.floor(card.manaValue)));
    curve.set(bucket, curve.get(bucket)! + copies);
    addPips(card.manaCost, copies, pips);
  }

  return {
    curve: [...curve].map(([manaValue, count]) => ({ manaValue, count })),
    averageManaValue: libraryNonlands ? Math.round((manaValueSum / libraryNonlands) * 100) / 100 : 0,
    ...(commandZoneNonlands ? { commandZoneAside: true as const } : {}),
    colorPips: pips,
    types: TYPE_DISPLAY.filter((t) => types.get(t)).map((type) => ({ type, count: types.get(type)! })),
    sections: SECTION_ORDER.filter((z) => sections.get(z)).map((section) => ({
      section,
      title: SECTION_TITLES[section],
      count: sections.get(section)!,
    })),
    categories: [...categories.values()],
    lands,
    nonlands,
    unknownCards,
    ...(result.bracket
      ? {
          bracket: {
            floor: result.bracket.floor,
            name: bracketName(result.bracket.floor),
            findings: result.bracket.findings.map((f) => ({
              rule: f.rule,
              noun: BRACKET_RULES.find((r) => r.id === f.rule)?.noun ?? f.rule,
              cards: f.rule === 'two-card-combos' ? [...(f.combos ?? []).map((c) => c.cards.join(' + ')), ...(f.pairs ?? []).map((p) => p.join(' + '))] : f.cards,
              bracket: f.bracket,
            })),
            unjudged: result.bracket.unjudged,
          },
        }
      : {}),
    ...(result.combos ? { combos: combosStatistics(result.combos) } : {}),
  };
}
