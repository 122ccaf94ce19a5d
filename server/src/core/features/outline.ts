// The deck's outline: its sections with their lines and counts (document symbols, folding,
// inlay hints, the status bar's count text).
import * as l10n from '@vscode/l10n';
import type { CheckResult } from '../check';
import type { FormatDefinition } from '../formats/schema';
import type { EntryNode, SectionKind } from '../parse/types';
import { nounText, type DeckCounts } from '../rules/context';
import { deckSizeTotal } from '../rules/deck-size';
import { sectionTitle as zoneTitle } from '../analysis/messages';
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

/** The title of a run of lines with no header: where its cards count, in the glossary's words. */
export function sectionTitle(section: SectionKind): string {
  // A header line names the main deck "Deck"; elsewhere (statistics, diff) it is "Main deck".
  if (section === 'main') return l10n.t({ message: 'Deck', comment: ['The main deck section of a decklist (a section title, as in the header line "Deck").'] });
  return zoneTitle(section);
}

/** Sections in document order. Entries before any header form a section named after where they count. */
export function deckOutline(check: CheckResult): OutlineSection[] {
  const doc = check.context.doc;
  const out: OutlineSection[] = [];
  let current: OutlineSection | undefined;
  let lastContent = -1;
  // A line read as no card (a title) is in no section.
  const unread = new Set(check.context.unread);
  const rows = new Map<number, EntryNode[]>();
  for (let i = 1; i < doc.entries.length; i++) {
    const e = doc.entries[i];
    if (e.line !== doc.entries[i - 1].line) continue;
    const row = rows.get(e.line);
    if (row) row.push(e);
    else rows.set(e.line, [doc.entries[i - 1], e]);
  }
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
    } else if (node.kind === 'entry' && !unread.has(node)) {
      // A table row holds many entries; the line's node is the first.
      for (const e of rows.get(node.line) ?? [node]) {
        // Headerless runs split where the parser moved to another section (a blank line before an
        // MTGO sideboard, `SB:` lines).
        if (!current || (current.headerLine === undefined && current.section !== e.section)) {
          close();
          current = { title: sectionTitle(e.section), section: e.section, startLine: e.line, endLine: e.line, entries: [], count: 0 };
          out.push(current);
        }
        current.entries.push(e);
        current.count += e.quantity;
      }
      lastContent = node.line;
    } else if (node.kind !== 'blank' && current) {
      lastContent = node.line;
    }
  }
  close();
  return out;
}

/**
 * The deck's size as a player reads it: `99 + 1 / 100`, `60 / 60`, `58 / 60+ (2 too few) · sideboard 15`,
 * `101 / 100 (1 too many)`; in
 * Japanese `99 + 1 / 100枚`, `58 / 60枚以上 · サイドボード 15枚`.
 */
export function countText(counts: DeckCounts, format: FormatDefinition): string {
  const size = format.deckSize;
  const commandZone = format.commander && counts.commander > 0;
  const total = deckSizeTotal(counts, format);
  const over = size.exact !== undefined ? total - size.exact : size.max !== undefined && total > size.max ? total - size.max : 0;
  const under = size.exact !== undefined ? size.exact - total : size.min !== undefined && total < size.min ? size.min - total : 0;
  // A deck of the wrong size says its total, and by how much it is off: `101 / 100 (1 too many)`.
  const deck = over > 0 || under > 0 ? `${total}` : commandZone && size.includesCommandZone ? `${counts.main} + ${counts.commander}` : `${counts.main}`;
  let text =
    size.exact !== undefined
      ? l10n.t({ message: '{0} / {1}', args: [deck, size.exact], comment: ['The deck size: the cards in the deck (e.g. "99 + 1") out of the size the format asks for (e.g. "100").'] })
      : size.min !== undefined
        ? l10n.t({ message: '{0} / {1}+', args: [deck, size.min], comment: ['The deck size: the cards in the deck out of the least the format asks for ("58 / 60+").'] })
        : l10n.t({ message: '{0}', args: [deck], comment: ['The deck size when the format asks for no size: the cards in the deck ("58").'] });
  if (over > 0) text += l10n.t({ message: ' ({0} too many)', args: [over], comment: ['After the deck size: "101 / 100 (1 too many)".'] });
  if (under > 0) text += l10n.t({ message: ' ({0} too few)', args: [under], comment: ['After the deck size: "58 / 60+ (2 too few)".'] });
  if (commandZone && !size.includesCommandZone) text += l10n.t(' + {0} {1}', counts.commander, nounText(format.commander!.noun));
  if (counts.companion) text += l10n.t(' · companion {0}', counts.companion);
  if (counts.sideboard) text += l10n.t(' · sideboard {0}', counts.sideboard);
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
