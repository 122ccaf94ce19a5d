// The search side of the card data: one pass over every card builds flat columns (folded
// text, color masks, numbers, flags) so that a query is a loop over arrays, not over decoded
// cards. Built on the first search of a database and kept for its lifetime.
import { LOW_RANK_LAYOUTS } from '../cards/name-search';
import type { Card, CardDatabase, Color, Legality } from '../cards/types';
import { commanderEligibility, isBackground } from '../rules/context';

export const COLOR_BIT: Record<Color, number> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

export const RARITY_RANK: Record<string, number> = { common: 1, uncommon: 2, rare: 3, special: 4, mythic: 5, bonus: 6 };

const LEGALITY_CODE: Record<Legality, number> = { legal: 1, not_legal: 2, banned: 3, restricted: 4 };
/** The legality of a code of the `legal` columns (0: the data does not say). */
export const LEGALITY_NAMES: Record<number, Legality | undefined> = { 1: 'legal', 2: 'not_legal', 3: 'banned', 4: 'restricted' };
export const LEGAL = 1;
export const BANNED = 3;
export const RESTRICTED = 4;

/** Type lines of cards Scryfall leaves out unless the query says `include:extras`. */
const EXTRA_TYPES = /\b(?:Token|Emblem|Plane|Phenomenon|Scheme|Vanguard)\b|^Card\b/;

/** Lower case without accents, straight quotes: what text terms compare. */
export function fold(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u00e6/g, 'ae');
}

function colorMask(colors: readonly Color[]): number {
  let m = 0;
  for (const c of colors) m |= COLOR_BIT[c];
  return m;
}

/** A stat as a number: `*` and `1+*` count their number part, `X` 0; NaN when the card has none. */
function statValue(v: string | undefined): number {
  if (v === undefined) return NaN;
  const n = parseFloat(v.replace(/[^\d.+-]/g, '').replace(/^\+/, '')) || 0;
  return n;
}

export interface SearchTable {
  size: number;
  names: string[];
  /** Folded name, face names too (' // '-joined as in the card name). */
  name: string[];
  /** Face names of multi-face cards (folded), else undefined. */
  faceNames: (string[] | undefined)[];
  type: string[];
  oracle: string[];
  /** Folded keywords joined with '\n' (with a leading and trailing '\n'), or undefined when the card lists none. */
  keywords: (string | undefined)[];
  manaCost: string[];
  typeLine: string[];
  colors: Uint8Array;
  identity: Uint8Array;
  mv: Float64Array;
  /** Front (or only) face stats, and the back face's (NaN when none). */
  pow: Float64Array;
  pow2: Float64Array;
  tou: Float64Array;
  tou2: Float64Array;
  loy: Float64Array;
  loy2: Float64Array;
  rarity: Uint8Array;
  /** Legality code per format key (0: the card has none for it). */
  legal: Map<string, Uint8Array>;
  extra: Uint8Array;
  /** Silver-bordered or acorn (Card.funny). */
  funny: Uint8Array;
  commander: Uint8Array;
  /** 0: the data does not say, 1: no, 2: yes. */
  gameChanger: Uint8Array;
  hasGameChangers: boolean;
  hasKeywords: boolean;
  /** Card indexes sorted by name (results come out in this order). */
  byName: Int32Array;
  /** Built on first use: the rules text with the card's (face's) own name as `~`. */
  selfOracle?: string[];
  /** Built on first use, for data without keyword lists: the keyword lines of the rules text. */
  lineKeywords?: string[];
}

/** The rules text with each own name written as `~` (what `o:"~ …"` searches). */
export function selfOracle(t: SearchTable): string[] {
  return (t.selfOracle ??= t.oracle.map((o, i) => {
    for (const n of t.faceNames[i] ?? [t.name[i]]) if (n) o = o.split(n).join('~');
    return o;
  }));
}

// A keyword line: a comma-separated list of short items, no sentence ("Flying, vigilance",
// "Equip {2}", "Protection from red"); reminder text removed first.
const KEYWORD_LINE = /^[a-z' -]+(?: \d+| \{[^}]*\}+| from [a-z ]+)?(?:, [a-z' -]+(?: \d+| \{[^}]*\}+| from [a-z ]+)?)*$/;

/** Keywords read from the rules text (`\nflying\nvigilance\n`), for data without keyword lists. */
export function lineKeywords(t: SearchTable): string[] {
  return (t.lineKeywords ??= t.oracle.map((o) => {
    const out: string[] = [];
    for (const raw of o.split('\n')) {
      const l = raw.replace(/\s*\([^)]*\)/g, '').trim();
      if (!l || l.length > 80 || !KEYWORD_LINE.test(l)) continue;
      for (const item of l.split(', ')) {
        const k = item.replace(/ (?:\d+|\{.*|from .*)$/, '').trim();
        if (k) out.push(k);
      }
    }
    return out.length ? `\n${out.join('\n')}\n` : '';
  }));
}

const TABLES = new WeakMap<CardDatabase, SearchTable>();

/** The database's search table, built on first use. */
export function searchTable(db: CardDatabase): SearchTable {
  let t = TABLES.get(db);
  if (!t) {
    t = buildSearchTable(db.allCards());
    TABLES.set(db, t);
  }
  return t;
}

const COMMANDER_KINDS = ['legendary-creature', 'legendary-vehicle', 'can-be-commander'] as const;

export function buildSearchTable(cards: Iterable<Card>): SearchTable {
  const names: string[] = [];
  const name: string[] = [];
  const faceNames: (string[] | undefined)[] = [];
  const type: string[] = [];
  const oracle: string[] = [];
  const keywords: (string | undefined)[] = [];
  const manaCost: string[] = [];
  const typeLine: string[] = [];
  const legalKeys = new Set<string>();
  // One pass; only what the columns need is kept, not the decoded cards.
  const stats: number[][] = [[], [], [], [], [], [], []];
  const small: number[][] = [[], [], [], [], [], [], []];
  const legalRows: (Record<string, Legality> | undefined)[] = [];
  let hasGameChangers = false;
  let hasKeywords = false;
  for (const c of cards) {
    names.push(c.name);
    name.push(fold(c.name));
    faceNames.push(c.faces.length > 1 ? c.faces.map((f) => fold(f.name)) : undefined);
    type.push(fold(c.typeLine));
    oracle.push(fold(c.oracleText));
    if (c.keywords) hasKeywords = true;
    keywords.push(c.keywords?.length ? `\n${c.keywords.map(fold).join('\n')}\n` : undefined);
    manaCost.push(c.manaCost);
    typeLine.push(c.typeLine);
    const back = c.faces[1];
    stats[0].push(c.manaValue);
    stats[1].push(statValue(c.power));
    stats[2].push(statValue(back?.power));
    stats[3].push(statValue(c.toughness));
    stats[4].push(statValue(back?.toughness));
    stats[5].push(statValue(c.loyalty));
    stats[6].push(statValue(back?.loyalty));
    if (c.legalities) for (const k in c.legalities) legalKeys.add(k);
    legalRows.push(c.legalities);
    if (c.gameChanger !== undefined) hasGameChangers = true;
    small[0].push(LOW_RANK_LAYOUTS.has(c.layout) || EXTRA_TYPES.test(c.typeLine) ? 1 : 0);
    small[1].push(commanderEligibility(c, [...COMMANDER_KINDS], 'legal').ok || isBackground(c) ? 1 : 0);
    small[2].push(c.gameChanger === undefined ? 0 : c.gameChanger ? 2 : 1);
    small[3].push(colorMask(c.colors));
    small[4].push(colorMask(c.colorIdentity));
    small[5].push(RARITY_RANK[c.rarity ?? ''] ?? 0);
    small[6].push(c.funny ? 1 : 0);
  }
  const n = names.length;
  const col = (j: number) => Float64Array.from(stats[j]);
  const flag = (j: number) => Uint8Array.from(small[j]);
  const legal = new Map<string, Uint8Array>();
  for (const k of legalKeys) {
    const a = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const l = legalRows[i]?.[k];
      if (l) a[i] = LEGALITY_CODE[l];
    }
    legal.set(k, a);
  }
  const byName = Int32Array.from(names.keys()).sort((a, b) => (name[a] < name[b] ? -1 : name[a] > name[b] ? 1 : a - b));
  return {
    size: n,
    names,
    name,
    faceNames,
    type,
    oracle,
    keywords,
    manaCost,
    typeLine,
    colors: flag(3),
    identity: flag(4),
    mv: col(0),
    pow: col(1),
    pow2: col(2),
    tou: col(3),
    tou2: col(4),
    loy: col(5),
    loy2: col(6),
    rarity: flag(5),
    legal,
    extra: flag(0),
    funny: flag(6),
    commander: flag(1),
    gameChanger: flag(2),
    hasGameChangers,
    hasKeywords,
    byName,
  };
}
