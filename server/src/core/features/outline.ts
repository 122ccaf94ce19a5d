// The deck's outline: its sections with their lines and counts (document symbols, folding,
// inlay hints, the status bar's count text).
import type { CheckResult } from '../check';
import type { FormatDefinition } from '../formats/schema';
import type { EntryNode, SectionKind } from '../parse/types';
import type { DeckCounts } from '../rules/context';
import type { Range } from '../types';

export interface OutlineSection {
  title: string;
  section: SectionKind;
  /** The header line, when the section has one. */
  headerLine?: number;
  headerRange?: Range;
  /** First and last line that belong to it (the last non-blank line before the next section). */
  startLine: number;
  endLine: number;
  entries: EntryNode[];
  /** Sum of the entries' quantities. */
  count: number;
  /** The header names a category of cards (`// Tutors`, `Ramp (10)`) inside a deck section, not a section. */
  category?: true;
}

const SECTION_TITLES: Record<SectionKind, string> = {
  commander: 'Commander',
  companion: 'Companion',
  main: 'Deck',
  sideboard: 'Sideboard',
  maybeboard: 'Maybeboard',
  outside: 'Outside the deck',
};

/** Sections in document order. Entries before any header form a section named after where they count. */
export function deckOutline(check: CheckResult): OutlineSection[] {
  const doc = check.context.doc;
  const out: OutlineSection[] = [];
  let current: OutlineSection | undefined;
  let lastContent = -1;
  const close = () => {
    if (current) current.endLine = Math.max(current.startLine, lastContent);
  };
  for (const node of doc.nodes) {
    if (node.kind === 'section') {
      close();
      current = {
        title: node.title,
        section: node.section,
        headerLine: node.line,
        headerRange: node.range,
        startLine: node.line,
        endLine: node.line,
        entries: [],
        count: 0,
      };
      if (node.category) current.category = true;
      out.push(current);
      lastContent = node.line;
    } else if (node.kind === 'entry') {
      // Headerless runs split where the parser moved to another section (a blank line before an
      // MTGO sideboard, `SB:` lines).
      if (!current || (current.headerLine === undefined && current.section !== node.section)) {
        close();
        current = { title: SECTION_TITLES[node.section], section: node.section, startLine: node.line, endLine: node.line, entries: [], count: 0 };
        out.push(current);
      }
      current.entries.push(node);
      current.count += node.quantity;
      lastContent = node.line;
    } else if (node.kind !== 'blank' && current) {
      lastContent = node.line;
    }
  }
  close();
  return out;
}

/** The deck's size as a player reads it: `99 + 1 / 100`, `60 / 60`, `58 / 60+ · sideboard 15`. */
export function countText(counts: DeckCounts, format: FormatDefinition): string {
  const size = format.deckSize;
  const target = size.exact !== undefined ? `${size.exact}` : size.min !== undefined ? `${size.min}+` : '';
  const commandZone = format.commander && counts.commander > 0;
  let text = commandZone && size.includesCommandZone ? `${counts.main} + ${counts.commander}` : `${counts.main}`;
  if (target) text += ` / ${target}`;
  if (commandZone && !size.includesCommandZone) text += ` + ${counts.commander} ${format.commander!.noun}`;
  if (counts.companion) text += ` · companion ${counts.companion}`;
  if (counts.sideboard) text += ` · sideboard ${counts.sideboard}`;
  return text;
}

/** Mana value → copies among nonland cards of the given entries; the last bucket is `max` or more. */
export function manaCurve(check: CheckResult, lines: Set<number> | undefined, max = 7): number[] {
  const curve = new Array<number>(max + 1).fill(0);
  for (const e of check.context.entries) {
    if (lines && !lines.has(e.entry.line)) continue;
    if (!e.card || /\bLand\b/.test(e.card.typeLine.split('//')[0])) continue;
    curve[Math.min(max, Math.floor(e.card.manaValue))] += e.entry.quantity;
  }
  return curve;
}
