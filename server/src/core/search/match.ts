// Query tree → a predicate over card indexes of a SearchTable. Values are read once here, so
// that the per-card test is a comparison on a column.
import * as l10n from '@vscode/l10n';
import { isJapanese } from '../cards/japanese';
import { updateCardDataAdvice, type Door } from '../doors';
import { BUILTIN_FORMATS } from '../formats/builtin';
import { KEY_ALIASES, QueryError, type Comparison, type QueryNode, type QueryTerm } from './query';
import { BANNED, COLOR_BIT, LEGAL, RARITY_RANK, RESTRICTED, fold, lineKeywords, selfOracle, type SearchTable } from './table';

export type CardTest = (i: number) => boolean;

export interface MatchContext {
  table: SearchTable;
  /** Whether the data has legalities at all (else format terms are an error). */
  hasLegalities: boolean;
  /** The data's label, for messages. */
  label: string;
  /** The cards (canonical names) whose name in another language starts with a Japanese term (`稲妻`), from the name table. */
  namesInOtherLanguages?(term: string): ReadonlySet<string>;
  /** Where the messages are read (their advice follows it). */
  door?: Door;
}

const COLOR_NAMES: Record<string, string> = {
  white: 'w',
  blue: 'u',
  black: 'b',
  red: 'r',
  green: 'g',
  azorius: 'wu',
  dimir: 'ub',
  rakdos: 'br',
  gruul: 'rg',
  selesnya: 'gw',
  orzhov: 'wb',
  izzet: 'ur',
  golgari: 'bg',
  boros: 'rw',
  simic: 'gu',
  bant: 'gwu',
  esper: 'wub',
  grixis: 'ubr',
  jund: 'brg',
  naya: 'rgw',
  abzan: 'wbg',
  jeskai: 'urw',
  sultai: 'bgu',
  mardu: 'rwb',
  temur: 'gur',
  silverquill: 'wb',
  prismari: 'ur',
  witherbloom: 'bg',
  lorehold: 'rw',
  quandrix: 'gu',
  wubrg: 'wubrg',
  rainbow: 'wubrg',
};

/** Format names people type → the legality key of the data. */
const FORMAT_ALIASES: Record<string, string> = { edh: 'commander', cedh: 'commander', pdh: 'paupercommander', historicbrawl: 'brawl' };

function compareNumber(op: Comparison, a: number, b: number): boolean {
  switch (op) {
    case ':':
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

function compareMask(op: Comparison, a: number, v: number): boolean {
  switch (op) {
    case '=':
      return a === v;
    case '!=':
      return a !== v;
    case ':':
    case '>=':
      return (a & v) === v;
    case '>':
      return (a & v) === v && a !== v;
    case '<=':
      return (a & ~v) === 0;
    case '<':
      return (a & ~v) === 0 && a !== v;
  }
}

const popcount = (m: number) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1);

function textOnly(t: QueryTerm): void {
  if (t.op !== ':' && t.op !== '=') throw new QueryError(l10n.t('{0}: takes words or a "phrase", not a comparison ({1})', t.written, `${t.written}${t.op}${t.value}`), t.written);
}

function colorTerm(t: QueryTerm, column: Uint8Array, defaultOp: Comparison): CardTest {
  const v = fold(t.value);
  const op = t.op === ':' ? defaultOp : t.op;
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    const numOp = t.op === ':' ? '=' : t.op;
    return (i) => compareNumber(numOp, popcount(column[i]), n);
  }
  if (v === 'm' || v === 'multicolor' || v === 'multicolored' || v === 'gold') {
    if (t.op !== ':' && t.op !== '=') throw new QueryError(l10n.t('{0}: multicolor takes ":" only', `${t.written}${t.op}${t.value}`), t.written);
    return (i) => popcount(column[i]) >= 2;
  }
  if (v === 'c' || v === 'colorless') {
    // Colorless is "no color" whatever the comparison reads as, except != (some color).
    if (t.op === '!=') return (i) => column[i] !== 0;
    return (i) => column[i] === 0;
  }
  const letters = COLOR_NAMES[v] ?? v;
  if (!/^[wubrg]+$/.test(letters)) {
    throw new QueryError(l10n.t('{0}: "{1}" is not a color (use letters such as wu, names such as blue or azorius, m for multicolor, c for colorless)', `${t.written}${t.op}${t.value}`, t.value), t.written);
  }
  let mask = 0;
  for (const ch of letters) mask |= COLOR_BIT[ch.toUpperCase() as keyof typeof COLOR_BIT];
  return (i) => compareMask(op, column[i], mask);
}

const STAT_KEYS = new Set(['mv', 'pow', 'tou', 'loy']);

function statTerm(t: QueryTerm, table: SearchTable): CardTest {
  const v = t.value.toLowerCase();
  const op = t.op;
  const key = t.key as 'pow' | 'tou' | 'loy' | 'mv';
  const front = table[key];
  const back = key === 'mv' ? undefined : table[`${key}2` as 'pow2' | 'tou2' | 'loy2'];
  if (key === 'mv' && (v === 'even' || v === 'odd')) {
    if (op !== ':' && op !== '=') throw new QueryError(l10n.t('{0}: even and odd take ":" only', `${t.written}${op}${t.value}`), t.written);
    const rest = v === 'even' ? 0 : 1;
    return (i) => front[i] % 2 === rest;
  }
  const other = KEY_ALIASES[v] as 'pow' | 'tou' | 'loy' | 'mv' | undefined;
  if (other && STAT_KEYS.has(other)) {
    const o = table[other];
    const o2 = other === 'mv' ? undefined : table[`${other}2` as 'pow2' | 'tou2' | 'loy2'];
    return (i) => compareNumber(op, front[i], o[i]) || (back !== undefined && o2 !== undefined && compareNumber(op, back[i], o2[i]));
  }
  if (!/^-?\d+(\.\d+)?$/.test(v)) {
    throw new QueryError(
      key === 'mv' ? l10n.t('{0}: "{1}" is not a number', `${t.written}${op}${t.value}`, t.value) : l10n.t('{0}: "{1}" is not a number (or pow, tou, loy, mv)', `${t.written}${op}${t.value}`, t.value),
      t.written,
    );
  }
  const n = Number(v);
  if (!back) return (i) => compareNumber(op, front[i], n);
  return (i) => compareNumber(op, front[i], n) || compareNumber(op, back[i], n);
}

function rarityTerm(t: QueryTerm, table: SearchTable): CardTest {
  const v = t.value.toLowerCase();
  const letters: Record<string, string> = { c: 'common', u: 'uncommon', r: 'rare', m: 'mythic', s: 'special', b: 'bonus' };
  const rank = RARITY_RANK[letters[v] ?? v];
  if (!rank) throw new QueryError(l10n.t('{0}: "{1}" is not a rarity (common, uncommon, rare, mythic, special, bonus)', `${t.written}${t.op}${t.value}`, t.value), t.written);
  const col = table.rarity;
  return (i) => col[i] !== 0 && compareNumber(t.op, col[i], rank);
}

function legalityTerm(t: QueryTerm, ctx: MatchContext): CardTest {
  textOnly(t);
  if (!ctx.hasLegalities) throw new QueryError(l10n.t('{0}: the card data ({1}) has no legalities. {2}', `${t.written}:${t.value}`, ctx.label, updateCardDataAdvice(ctx.door)), t.written);
  const v = t.value.toLowerCase();
  const builtin = BUILTIN_FORMATS.find((f) => f.id === v);
  const key = FORMAT_ALIASES[v] ?? (ctx.table.legal.has(v) ? v : builtin?.legalityKey ?? v);
  const col = ctx.table.legal.get(key);
  if (!col) throw new QueryError(l10n.t('{0}: unknown format "{1}" (the data knows {2})', `${t.written}:${t.value}`, t.value, [...ctx.table.legal.keys()].join(', ')), t.written);
  if (t.key === 'banned') return (i) => col[i] === BANNED;
  if (t.key === 'restricted') return (i) => col[i] === RESTRICTED;
  return (i) => col[i] === LEGAL || col[i] === RESTRICTED;
}

function keywordTerm(t: QueryTerm, table: SearchTable): CardTest {
  textOnly(t);
  const needle = `\n${fold(t.value)}\n`;
  // Data without keyword lists (older Scryfall files, MTGJSON): the keyword lines of the rules text.
  const fromText = table.hasKeywords ? undefined : lineKeywords(table);
  return (i) => (fromText ? fromText[i] : table.keywords[i] ?? '').includes(needle);
}

function textTerm(t: QueryTerm, column: string[], table: SearchTable, selfName: boolean): CardTest {
  textOnly(t);
  const v = fold(t.value);
  // `~` stands for the card's own name (each face's for multi-face cards).
  const col = selfName && v.includes('~') ? selfOracle(table) : column;
  return (i) => col[i].includes(v);
}

function nameTerm(t: QueryTerm, ctx: MatchContext): CardTest {
  const table = ctx.table;
  const v = fold(t.value);
  if (t.key !== 'exact') textOnly(t);
  // A Japanese name is found through the name table (the columns hold the English names).
  const other = isJapanese(t.value) ? ctx.namesInOtherLanguages?.(t.value) : undefined;
  if (other) return (i) => other.has(table.names[i]) || table.name[i].includes(v);
  if (t.key === 'exact') return (i) => table.name[i] === v || !!table.faceNames[i]?.includes(v);
  return (i) => table.name[i].includes(v);
}

function isTerm(t: QueryTerm, table: SearchTable, ctx: MatchContext): CardTest {
  textOnly(t);
  const v = t.value.toLowerCase();
  if (v === 'commander') return (i) => table.commander[i] === 1;
  if (v === 'gamechanger' || v === 'gc') {
    if (!table.hasGameChangers) {
      throw new QueryError(l10n.t('{0}: the card data ({1}) does not say which cards are Game Changers. {2}', `is:${t.value}`, ctx.label, updateCardDataAdvice(ctx.door)), 'is');
    }
    return (i) => table.gameChanger[i] === 2;
  }
  throw new QueryError(l10n.t('{0} is not supported (supported: is:commander, is:gamechanger)', `is:${t.value}`), `is:${t.value}`);
}

function term(t: QueryTerm, ctx: MatchContext): CardTest {
  const table = ctx.table;
  switch (t.key) {
    case 'name':
    case 'exact':
      return nameTerm(t, ctx);
    case 'type':
      return textTerm(t, table.type, table, false);
    case 'oracle':
      return textTerm(t, table.oracle, table, true);
    case 'color':
      return colorTerm(t, table.colors, '>=');
    case 'identity':
      return colorTerm(t, table.identity, '<=');
    case 'mv':
    case 'pow':
    case 'tou':
    case 'loy':
      return statTerm(t, table);
    case 'rarity':
      return rarityTerm(t, table);
    case 'legal':
    case 'banned':
    case 'restricted':
      return legalityTerm(t, ctx);
    case 'is':
      return isTerm(t, table, ctx);
    case 'keyword':
      return keywordTerm(t, table);
    case 'include':
      textOnly(t);
      if (t.value.toLowerCase() !== 'extras') throw new QueryError(l10n.t('{0} is not supported (only include:extras)', `include:${t.value}`), 'include');
      return () => true;
  }
}

const TEXT_COST: Partial<Record<string, number>> = { name: 2, exact: 2, type: 3, keyword: 4, oracle: 6 };

function cost(node: QueryNode): number {
  if (node.kind === 'term') return TEXT_COST[node.key] ?? 1;
  if (node.kind === 'not') return cost(node.item);
  return node.items.reduce((n, x) => n + cost(x), 0);
}

/** Compiles the tree into one test (throws QueryError for a term it cannot read). */
export function compile(node: QueryNode, ctx: MatchContext): CardTest {
  if (node.kind === 'term') return term(node, ctx);
  if (node.kind === 'not') {
    const inner = compile(node.item, ctx);
    return (i) => !inner(i);
  }
  // Cheap column tests first, so that text is scanned only for cards that pass them.
  const items = node.kind === 'and' ? [...node.items].sort((a, b) => cost(a) - cost(b)) : node.items;
  const parts = items.map((n) => compile(n, ctx));
  if (parts.length === 0) return () => true;
  if (node.kind === 'and') return (i) => parts.every((p) => p(i));
  return (i) => parts.some((p) => p(i));
}
