// A table row copied from a web page: many entries on one line, with the groups' footers among
// them, as Hareruya and Wizards of the Coast Japan print lists:
//   4 《島》 1 《山》 4 《蒸気孔》 -土地(16)- 4 《ゴブリンの電術師》 -クリーチャー(4)- |
//   | 4 《聖なる鋳造所》 … -土地(26)- 4 《大空の賢人》 … -クリーチャー(18)- |
//   3:《無効/Annul》 4:《珊瑚の網/Coral Net》 -Sideboard(15)- |
// (../shared/reports/JAPANESE-LIST-DIALECTS-2026-11-29.md §1.2). The line's node is its first
// entry; every entry of the row is in the document's entries, each with its own ranges.
import type { DeckDiagnostic } from '../types';
import type { CommentNode, EntryNode, LineNode } from './types';
import { range } from '../types';
import { parseEntry } from './text-entry';
import { closeGroup, footerSection, toNumber } from './text-groups';
import { addToGroup, type State } from './text-state';
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
