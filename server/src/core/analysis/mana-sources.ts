// What each card gives and asks of the mana base: the colors a card is a source of, and the
// colored symbols of its cost. The counting rules are written down in docs/deck-analysis.md.
import type { Card } from '../cards/types';
import { frontTypes } from '../rules/context';
import { symbolColors } from '../cards/color-identity';

export type ManaColor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
export const MANA_COLORS: readonly ManaColor[] = ['W', 'U', 'B', 'R', 'G', 'C'];
const FIVE: ManaColor[] = ['W', 'U', 'B', 'R', 'G'];

const BASIC_TYPES: Record<string, ManaColor> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** Mana rocks and dorks count as sources up to this mana value (Karsten counts the cheap ones). */
export const CHEAP_ACCELERANT_MAX_MANA_VALUE = 2;

export interface SourceInfo {
  /** Colors the card produces (or fetches) by itself. */
  colors: Set<ManaColor>;
  /** Basic land types a fetch land can find ("basic" = any basic land card). */
  fetches: Set<string | 'basic'>;
  /** A land (or a land face of a modal double-faced card). */
  land: boolean;
  /** A cheap mana rock or dork (counted as a source, and as ramp for the land formula unless it is a land). */
  accelerant: boolean;
}

const cache = new WeakMap<Card, SourceInfo>();

interface FaceLike {
  typeLine: string;
  oracleText: string;
}

/** The faces a card can be played as: the front, and both faces of a modal double-faced card. */
function faces(card: Card): FaceLike[] {
  if (!card.faces.length) return [card];
  return card.layout === 'modal_dfc' ? card.faces : [card.faces[0]];
}

/** Colors named after "Add" in a line of rules text: `{G}`, `{W} or {U}`, "one mana of any color". */
function producedColors(text: string, into: Set<ManaColor>): void {
  for (const line of text.split('\n')) {
    // From "Add" on: the symbols before it are the ability's cost ("{G}, {T}: Add {R}." makes red only).
    const rest = /\badd\b.*/i.exec(line)?.[0];
    if (!rest) continue;
    if (/mana of any (?:one )?(?:color|type)|any combination of colors|mana of any of the|in your commander's color identity/i.test(rest)) {
      for (const c of FIVE) into.add(c);
    }
    for (const m of rest.matchAll(/\{([WUBRGC])\}/g)) into.add(m[1] as ManaColor);
  }
}

export function sourceInfo(card: Card): SourceInfo {
  return cache.get(card) ?? computeSourceInfo(card);
}

function computeSourceInfo(card: Card): SourceInfo {
  const info: SourceInfo = {
    colors: new Set(),
    fetches: new Set(),
    // Stryker disable next-line BooleanLiteral: land only lets countSources skip a card early; a nonland card has no colors or fetches to add
    land: false,
    accelerant: false,
  };
  for (const face of faces(card)) {
    // "Land" is only ever a card type and the basic land types only ever subtypes: the whole type line can be read.
    if (!/\bLand\b/.test(face.typeLine)) continue;
    info.land = true;
    for (const [type, color] of Object.entries(BASIC_TYPES)) if (new RegExp(`\\b${type}\\b`).test(face.typeLine)) info.colors.add(color);
    producedColors(face.oracleText, info.colors);
    // Up to the sentence's last "card": "a Forest card and a Plains card" finds both.
    for (const m of face.oracleText.matchAll(/search your library for ([^.]*)cards?\b/gi)) {
      const what = m[1];
      if (/\bbasic land\b/i.test(what)) info.fetches.add('basic');
      for (const type of Object.keys(BASIC_TYPES)) if (what.includes(type)) info.fetches.add(type);
    }
  }
  const front = faces(card)[0];
  // The front's types, not `info.land`: a modal double-faced dork with a land back is ramp too. An
  // artifact or creature land (Seat of the Synod, Dryad Arbor) may be flagged here: it counts as a land all the same.
  if (card.manaValue <= CHEAP_ACCELERANT_MAX_MANA_VALUE && /\b(?:Artifact|Creature)\b/.test(frontTypes(card))) {
    // "{T}: Add …" on a permanent: a rock or a dork (ramp even when the color is chosen later);
    // rituals and one-shot effects do not count.
    if (/\{T\}[^:\n]*: Add\b/i.test(front.oracleText)) {
      info.accelerant = true;
      producedColors(front.oracleText, info.colors);
    }
  }
  cache.set(card, info);
  return info;
}

export interface ColorDemand {
  /** Colored symbols of this color that only this color pays (not hybrid, not Phyrexian). */
  strict: number;
  /** Every symbol of this color, hybrid and Phyrexian included (the pip count shown). */
  all: number;
}

/**
 * The colored symbols of one cost (the front face's, or each face's for split cards, the most
 * demanding one winning per color). Hybrid `{W/U}` and Phyrexian `{G/P}` symbols count as pips but
 * not as demands: either color (or 2 life) pays them, as the article advises. `{2/R}` likewise.
 */
export function costDemand(manaCost: string): Map<ManaColor, ColorDemand> {
  const out = new Map<ManaColor, ColorDemand>();
  for (const [symbol] of manaCost.matchAll(/\{[^}]*\}/g)) {
    const strict = !symbol.includes('/');
    const colors: ManaColor[] = symbol === '{C}' ? ['C'] : symbolColors(symbol);
    for (const c of colors) {
      const d = out.get(c) ?? { strict: 0, all: 0 };
      d.all++;
      if (strict) d.strict++;
      out.set(c, d);
    }
  }
  return out;
}

export interface CastableCost {
  manaCost: string;
  manaValue: number;
  demand: Map<ManaColor, ColorDemand>;
}

const costsCache = new WeakMap<Card, CastableCost[]>();

/** The costs a card is cast for, with their colored demands (computed once per card). */
export function castableCosts(card: Card): CastableCost[] {
  return costsCache.get(card) ?? computeCastableCosts(card);
}

function computeCastableCosts(card: Card): CastableCost[] {
  const costs = costsOf(card).map((c) => ({ ...c, demand: costDemand(c.manaCost) }));
  costsCache.set(card, costs);
  return costs;
}

/** Each face's cost for split and modal cards, the front's otherwise (a land face's empty cost asks nothing). */
function costsOf(card: Card): Array<{ manaCost: string; manaValue: number }> {
  if (card.faces.length === 0) return [{ manaCost: card.manaCost, manaValue: card.manaValue }];
  const split = card.layout === 'split' || card.layout === 'aftermath' || card.layout === 'modal_dfc';
  const fs = split ? card.faces : [card.faces[0]];
  return fs.map((f) => ({ manaCost: f.manaCost, manaValue: manaValueOf(f.manaCost) }));
}

/** A face's mana value (CR 202.3): numbers as written, X, Y and Z 0, `{2/W}` 2, any other symbol 1. */
function manaValueOf(cost: string): number {
  let mv = 0;
  for (const [, s] of cost.matchAll(/\{([^}]*)\}/g)) {
    const n = Number(s);
    if (Number.isInteger(n)) mv += n;
    else if (s.startsWith('2/')) mv += 2;
    else if (!'XYZ'.includes(s)) mv += 1;
  }
  return mv;
}
