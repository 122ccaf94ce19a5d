// Lines that count the cards of a group instead of naming one: group footers written after the
// group (`-土地(26)-`, `-サイドボード(15)-`, as Wizards of the Coast Japan and Hareruya print lists),
// and total lines shaped like card lines (`24 Lands`, `15 sideboard cards`, `60 Cards`, `合計60枚`).
// A footer whose count is the sum of the group above it closes that group: a sideboard footer puts
// the group in the sideboard, a type footer names its category. See
// ../shared/reports/JAPANESE-LIST-DIALECTS-2026-11-29.md §1.2–§1.4 for where each shape was seen.
import type { SectionKind } from './types';
import { newGroup, type State } from './text-state';
import type { TextEntry } from './nodes';
import { SECTION_WORDS, TYPE_QUALIFIERS, TYPE_WORDS } from './text-words';

/** Words a total line counts in: `15 sideboard cards`, `32 other spells`, `60 Cards`, `4 creatures`. */
const TOTAL_WORDS = new Set(['cards', 'card', 'total', 'in', 'the', 'deck', 'main', 'maindeck', 'mainboard', 'sideboard', 'side']);

/** Whether a (lower-case) word may be one of a total line's words (`lands`, `sideboard`, `cards`, `other`). */
export function isTotalWord(w: string): boolean {
  return TOTAL_WORDS.has(w) || TYPE_WORDS.has(w) || TYPE_QUALIFIERS.has(w);
}

export interface TotalLine {
  count: number;
  /** The section it counts, for `15 sideboard cards`; undefined for a type or the whole deck. */
  section?: SectionKind;
  /** The kind of card it counts (`Lands`), for a type total. */
  category?: string;
}

/**
 * A total line: a count and words that name a section or card types and no card (`24 Lands`,
 * `0 creatures`, `32 other spells`, `15 sideboard cards`, `60 Cards`, `Total: 60`), or the
 * Japanese `合計60枚`, `計75枚`. Undefined for anything else.
 */
export function totalLine(text: string): TotalLine | undefined {
  const ja = /^(?:合計|総計|計)\s*[:：]?\s*([0-9０-９]{1,4})\s*枚?$/.exec(text);
  if (ja) return { count: toNumber(ja[1]) };
  const total = /^total\s*[:：]?\s*(\d{1,4})(?:\s+cards?)?$/i.exec(text);
  if (total) return { count: Number(total[1]) };
  const m = /^(\d{1,4})\s+([A-Za-z][A-Za-z -]{0,40})$/.exec(text);
  if (!m) return undefined;
  const words = m[2].toLowerCase().trim().split(/\s+/);
  let section: SectionKind | undefined;
  let type: string | undefined;
  for (const w of words) {
    if (TYPE_WORDS.has(w)) type ??= w;
    else if (w === 'sideboard' || w === 'side') section = 'sideboard';
    else if (!isTotalWord(w)) return undefined;
  }
  // `4 Cards` alone or `60 main deck cards`: a count of the deck; a type word makes it a type total.
  if (!type && !section && !words.includes('cards') && !words.includes('card') && !words.includes('total')) return undefined;
  const out: TotalLine = { count: Number(m[1]) };
  if (section) out.section = section;
  else if (type) out.category = m[2].trim();
  return out;
}

/** ASCII and full-width digits as a number. */
export function toNumber(digits: string): number {
  return Number(digits.replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - 0xff10)));
}

/**
 * Whether a line counting `count` cards closes the group above it: the group was not opened by a
 * header, holds cards, and its copies add up to the count. Then the group's entries go to the
 * section the footer names (those that did not say their own), or take its title as their category.
 */
export function closeGroup(state: State, count: number, title: string, section: SectionKind | undefined, typeGroup: boolean): boolean {
  const g = state.group;
  // A line without a count above the group (a title: `MoMa [1]`) is not one of its cards.
  let untitled = g.sum;
  for (const e of g.entries) if (!(e as TextEntry).hasQuantity) untitled -= e.quantity;
  if (g.openedByHeader || !(g.sum === count || untitled === count) || (g.entries.length === 0 && count !== 0)) return false;
  for (const e of g.entries) {
    if (g.sum !== count && !(e as TextEntry).hasQuantity) continue;
    if (section && section !== e.section) {
      e.section = section;
      e.sectionName = title;
    } else if (typeGroup && e.category === undefined) e.category = title;
  }
  state.group = newGroup(false);
  return true;
}

/** The section a footer's words open (`サイドボード`, `Sideboard`), if any. */
export function footerSection(title: string): SectionKind | undefined {
  return SECTION_WORDS[title.toLowerCase().replace(/\s+/g, ' ')];
}
