// What the readers of the text dialect share: the state carried from line to line, and the
// constructor of a syntax diagnostic.
import type { DeckDiagnostic, Range, Severity } from '../types';
import type { EntryNode, SectionKind } from './types';

/** What the text parser carries from one line to the next. */
export interface State {
  section: SectionKind;
  sectionName?: string;
  about: boolean;
  /** In a Forge section that holds no cards (`[duel]`, `[general]`, `[shop]`, …): a line without a quantity is never a card. */
  forgeInfo?: boolean;
  /** Set by parseEntry: the last entry's section came from its own line (SB:, *CMDR*, a category). */
  explicit: boolean;
  /** The whole document and where the current line starts in it. */
  text: string;
  lineStart: number;
  /** No card, header or unreadable line yet: the leading block where directives are written. */
  leading: boolean;
  /** Set by sectionNode: the header was a bare `// Word` comment read as a category. */
  commentCategory: boolean;
  /** The category header (`// Tutors`, `Ramp (10)`, `Creature (30)`) the current lines sit under, if any. */
  category?: string;
  /** The cards since the last header or footer, which a footer after them may close. */
  group: Group;
  /** Footers that closed a group, so far. */
  footers: number;
  /** Set by a table row: all the entries of its line (the line's node is the first). */
  rowEntries?: EntryNode[];
}

/** Counts an entry in the group a footer may close (its copies; it moves only when its section came from the list). */
export function addToGroup(state: State, e: EntryNode): void {
  const g = state.group;
  if (g.openedByHeader) return;
  g.sum += e.quantity;
  if (!state.explicit) g.entries.push(e);
  // No list groups this many lines under one footer: a long list without footers keeps no copy of itself.
  if (g.entries.length > MAX_GROUP_LINES) state.group = { entries: [], sum: 0, openedByHeader: true };
}

/** The most lines a footer closes (a 250-card Commander-sized group with room to spare). */
const MAX_GROUP_LINES = 300;

/** A syntax diagnostic (code `parse`). */
export function diag(message: string, r: Range, severity: Severity = 'error', data?: Record<string, unknown>): DeckDiagnostic {
  const d: DeckDiagnostic = { code: 'parse', severity, message, range: r };
  if (data) d.data = data;
  return d;
}

/** The cards read since the last header or footer: the group a footer may close. */
export interface Group {
  /** Its entries that took their section from the list (not from `SB:`, `*CMDR*`, a tag). */
  entries: EntryNode[];
  /** Their copies, plus the counts of lines that lost their card's name (`3 《`). */
  sum: number;
  /** A header opened the group (or it grew past any group): a count line after it is no footer of it, and nothing is kept. */
  openedByHeader: boolean;
}

export function newGroup(openedByHeader: boolean): Group {
  return { entries: [], sum: 0, openedByHeader };
}
