// What each card gives and asks of the mana base: the colors a card is a source of, and the
// colored symbols of its cost. The counting rules are written down in docs/deck-analysis.md.
import type { Card } from '../cards/types';
import { frontTypes } from '../rules/context';

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
  /** A cheap mana rock or dork (counted as a source, and as ramp for the land formula). */
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
function producedColors(text: string, into: Set<ManaColor>): boolean {
  let any = false;
  for (const line of text.split('\n')) {
    const at = line.search(/\badd\b/i);
    if (at < 0) continue;
    const rest = line.slice(at);
    if (/mana of any (?:one )?(?:color|type)|any combination of colors|mana of any of the|in your commander's color identity/i.test(rest)) {
      for (const c of FIVE) into.add(c);
      any = true;
    }
    for (const m of rest.matchAll(/\{([WUBRGC])\}/g)) {
      into.add(m[1] as ManaColor);
      any = true;
    }
  }
  return any;
}

export function sourceInfo(card: Card): SourceInfo {
  const hit = cache.get(card);
  if (hit) return hit;
  const info: SourceInfo = { colors: new Set(), fetches: new Set(), land: false, accelerant: false };
  for (const face of faces(card)) {
    const dash = face.typeLine.search(/[—–]| - /);
    const types = dash >= 0 ? face.typeLine.slice(0, dash) : face.typeLine;
    const subtypes = dash >= 0 ? face.typeLine.slice(dash) : '';
    if (!/\bLand\b/.test(types)) continue;
    info.land = true;
    for (const [type, color] of Object.entries(BASIC_TYPES)) if (new RegExp(`\\b${type}\\b`).test(subtypes)) info.colors.add(color);
    producedColors(face.oracleText, info.colors);
    for (const m of face.oracleText.matchAll(/search your library for (?:up to \w+ )?(?:an? |two )?([^.]*?)cards?\b/gi)) {
      const what = m[1];
      if (/\bbasic land\b/i.test(what) && !Object.keys(BASIC_TYPES).some((t) => what.includes(t))) info.fetches.add('basic');
      for (const type of Object.keys(BASIC_TYPES)) if (what.includes(type)) info.fetches.add(type);
    }
  }
  if (!info.land && card.manaValue <= CHEAP_ACCELERANT_MAX_MANA_VALUE && /\b(?:Artifact|Creature)\b/.test(frontTypes(card))) {
    const front = faces(card)[0];
    // "{T}: Add …" on a permanent: a rock or a dork; rituals and one-shot effects do not count.
    if (/\{T\}[^:\n]*:\s*Add\b/i.test(front.oracleText)) info.accelerant = producedColors(front.oracleText, info.colors);
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
  for (const m of manaCost.matchAll(/\{([^}]*)\}/g)) {
    const parts = m[1].toUpperCase().split('/');
    const strict = parts.length === 1;
    for (const p of parts) {
      if (!MANA_COLORS.includes(p as ManaColor)) continue;
      const d = out.get(p as ManaColor) ?? { strict: 0, all: 0 };
      d.all++;
      if (strict) d.strict++;
      out.set(p as ManaColor, d);
    }
  }
  return out;
}

const costsCache = new WeakMap<Card, Array<{ manaCost: string; manaValue: number; demand: Map<ManaColor, ColorDemand> }>>();

/** The costs a card is cast for, with their colored demands (computed once per card). */
export function castableCosts(card: Card): Array<{ manaCost: string; manaValue: number; demand: Map<ManaColor, ColorDemand> }> {
  let hit = costsCache.get(card);
  if (!hit) {
    hit = costsOf(card).map((c) => ({ ...c, demand: costDemand(c.manaCost) }));
    costsCache.set(card, hit);
  }
  return hit;
}

/** Each face's cost for split and modal cards, the front's otherwise. */
function costsOf(card: Card): Array<{ manaCost: string; manaValue: number }> {
  if (card.faces.length === 0) return [{ manaCost: card.manaCost, manaValue: card.manaValue }];
  const split = card.layout === 'split' || card.layout === 'aftermath' || card.layout === 'modal_dfc';
  const fs = split ? card.faces : [card.faces[0]];
  return fs
    .filter((f) => f.manaCost && !/\bLand\b/.test(f.typeLine))
    .map((f) => ({ manaCost: f.manaCost, manaValue: manaValueOf(f.manaCost) }));
}

function manaValueOf(cost: string): number {
  let mv = 0;
  for (const m of cost.matchAll(/\{([^}]*)\}/g)) {
    const s = m[1].toUpperCase();
    if (/^\d+$/.test(s)) mv += Number(s);
    else if (s === 'X' || s === 'Y' || s === 'Z') continue;
    else if (/^2\//.test(s)) mv += 2;
    else mv += 1;
  }
  return mv;
}
