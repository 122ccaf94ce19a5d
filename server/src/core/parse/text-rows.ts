// A table row copied from a web page: many entries on one line, with the groups' footers among
// them, as Hareruya and Wizards of the Coast Japan print lists:
//   4 《島》 1 《山》 4 《蒸気孔》 -土地(16)- 4 《ゴブリンの電術師》 -クリーチャー(4)- |
//   | 4 《聖なる鋳造所》 … -土地(26)- 4 《大空の賢人》 … -クリーチャー(18)- |
//   3:《無効/Annul》 4:《珊瑚の網/Coral Net》 -Sideboard(15)- |
// (../shared/reports/JAPANESE-LIST-DIALECTS-2026-11-29.md §1.2). The line's node is its first
// entry; every entry of the row is in the document's entries, each with its own ranges.
import type { DeckDiagnostic } from '../types';
import type { CommentNode, EntryNode, LineNode, SectionKind } from './types';
import { range } from '../types';
import { isAlnum, isQtyDigit, parseEntry } from './text-entry';
import { isWs } from './text-util';
import { closeGroup, footerSection, toNumber } from './text-groups';
import { addToGroup, newGroup, type State } from './text-state';
import { SECTION_WORDS, TYPE_WORDS } from './text-words';

/** One item of a row: `4 《島》`, `3:《無効/Annul》`, or a footer `-土地(16)-`. */
const ROW_ITEM = /\s*(?:\|\s*)?(?:([0-9０-９]{1,3})\s*[:：]?\s*《[^《》|]+》|-\s*([^\-()（）|]{1,30}?)\s*[(（]\s*([0-9０-９]{1,3})\s*[)）]\s*-)\s*(?:\|\s*)?/y;

/** The entries of a table row, or undefined when the line is no such row (fewer than two items, or anything else on it). */
export function tableRow(s: string, a: number, b: number, line: number, state: State, diagnostics: DeckDiagnostic[]): LineNode | undefined {
  // Cheap test first: a row has at least two 《 or a footer's `)-`.
  const first = s.indexOf('\u300a', a);
  if (first < 0 || first >= b) return undefined;
  if (s.indexOf('\u300a', first + 1) < 0 && s.indexOf(')-', first) < 0 && s.indexOf('）-', first) < 0) return undefined;
  const text = s.slice(0, b);
  const items: Array<{ start: number; end: number; footer?: { title: string; count: number } }> = [];
  let entriesInRow = 0;
  ROW_ITEM.lastIndex = a;
  while (ROW_ITEM.lastIndex < b) {
    const at = ROW_ITEM.lastIndex;
    const m = ROW_ITEM.exec(text);
    if (!m) return undefined;
    if (m[1] !== undefined) {
      const start = at + m[0].indexOf(m[1]);
      items.push({ start, end: at + m[0].lastIndexOf('\u300b') + 1 });
      entriesInRow++;
    } else {
      const title = m[2].trim();
      const key = title.toLowerCase();
      // Only a section or card type word is a footer (`-土地(16)-`, `-Sideboard(15)-`, `-Other Spells(8)-`).
      if (SECTION_WORDS[key] === undefined && !key.split(/\s+/).every((w) => TYPE_WORDS.has(w) || w === 'other')) return undefined;
      items.push({ start: at, end: ROW_ITEM.lastIndex, footer: { title, count: toNumber(m[3]) } });
    }
  }
  if (entriesInRow === 0 || items.length < 2) return undefined;
  const entries: EntryNode[] = [];
  for (const item of items) {
    if (item.footer) {
      const f = item.footer;
      if (closeGroup(state, f.count, f.title, footerSection(f.title), footerSection(f.title) === undefined)) state.footers++;
      continue;
    }
    const node = parseEntry(s, item.start, item.end, line, state, diagnostics);
    if (node.kind !== 'entry') continue;
    addToGroup(state, node);
    entries.push(node);
  }
  if (entries.length === 0) {
    const c: CommentNode = { kind: 'comment', line, range: range(line, a, b), text: s.slice(a, b) };
    return c;
  }
  state.rowEntries = entries;
  return entries[0];
}

/**
 * One item of a whole MTG Arena import pasted on one line: a header word of any client language
 * (`デッキ`, `Deck`, `サイドボード`) or an entry `4 切り崩し (DMU) 89`, whose set and collector
 * number end it. Seen on kaitkyowakoku.online (2022) and mtg-arena-forefront.com (2020):
 *   デッキ 4 切り崩し (DMU) 89 21 沼 (HBG) 300 2 しつこい負け犬 (SNC) 97 …
 * (../shared/reports/JAPANESE-LIST-DIALECTS-2026-11-29.md §1.2).
 */
const ARENA_ITEM = /\s*(?:([^\s0-9０-９()]{1,20})(?=\s)|([0-9０-９]{1,3})\s+\S.*?\s\([A-Za-z0-9]{2,6}\)\s+[0-9A-Za-z★-]{1,8}(?=\s|$))/y;

const MAX_ROW_ENTRIES = 400;

/** The entries of a whole Arena import on one line, or undefined when the line is not one (no header and fewer than two entries, or anything else on it). */
export function arenaRow(s: string, a: number, b: number, line: number, state: State, diagnostics: DeckDiagnostic[]): LineNode | undefined {
  // Cheap tests first: a header word first, or a set and collector number with another entry's count after them.
  if (isQtyDigit(s.charCodeAt(a))) {
    if (!countAfterPrinting(s, a, b)) return undefined;
  } else {
    let w = a;
    while (w < b && !isWs(s.charCodeAt(w))) w++;
    if (w - a > 20 || w >= b || SECTION_WORDS[s.slice(a, w).toLowerCase()] === undefined) return undefined;
  }
  const text = s.slice(0, b);
  const items: Array<{ start: number; end: number; section?: SectionKind; title?: string }> = [];
  let cards = 0;
  ARENA_ITEM.lastIndex = a;
  while (ARENA_ITEM.lastIndex < b) {
    const at = ARENA_ITEM.lastIndex;
    const m = ARENA_ITEM.exec(text);
    if (!m) return undefined;
    const start = at + m[0].length - m[0].trimStart().length;
    if (m[1] !== undefined) {
      const section = SECTION_WORDS[m[1].toLowerCase()];
      if (section === undefined) return undefined;
      items.push({ start, end: ARENA_ITEM.lastIndex, section, title: m[1] });
    } else {
      items.push({ start, end: ARENA_ITEM.lastIndex });
      // An Arena deck has at most a few hundred entries; a longer line is no import (and each entry's reading scans the line).
      if (++cards > MAX_ROW_ENTRIES) return undefined;
    }
  }
  if (cards === 0 || items.length < 2) return undefined;
  const entries: EntryNode[] = [];
  for (const item of items) {
    if (item.section) {
      state.section = item.section;
      state.sectionName = item.title;
      state.category = undefined;
      state.about = false;
      state.group = newGroup(true);
      continue;
    }
    const node = parseEntry(s, item.start, item.end, line, state, diagnostics);
    if (node.kind === 'entry') entries.push(node);
  }
  if (entries.length === 0) return undefined;
  state.rowEntries = entries;
  return entries[0];
}

/** Whether `) 89 21 ` stands in s[a..b): a printing's closing parenthesis and number, then the next entry's count or a header word. */
function countAfterPrinting(s: string, a: number, b: number): boolean {
  // Two entries have two printings: most card lines have one parenthesis at most.
  const first = s.indexOf(')', a);
  if (first < 0 || s.indexOf(')', first + 1) < 0) return false;
  for (let close = first; close >= 0 && close < b; close = s.indexOf(')', close + 1)) {
    let k = close + 1;
    if (!isWs(s.charCodeAt(k))) continue;
    while (k < b && isWs(s.charCodeAt(k))) k++;
    const n0 = k;
    while (k < b && !isWs(s.charCodeAt(k))) k++;
    if (k === n0 || k - n0 > 8 || k >= b || !isAlnum(s.charCodeAt(n0))) continue;
    while (k < b && isWs(s.charCodeAt(k))) k++;
    if (isQtyDigit(s.charCodeAt(k))) return true;
    // `… (THB) 97 サイドボード 2 …`: a header word between two entries.
    const w = k;
    while (k < b && !isWs(s.charCodeAt(k))) k++;
    if (k - w <= 20 && k < b && SECTION_WORDS[s.slice(w, k).toLowerCase()] !== undefined) return true;
  }
  return false;
}
