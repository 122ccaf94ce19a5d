// What only the whole list of the text dialect tells: the sideboard or command zone set apart by a
// blank line, a text that is not a decklist, and the cap on syntax diagnostics.
import * as l10n from '@vscode/l10n';
import { range, type DeckDiagnostic, type Range } from '../types';
import type { EntryNode, LineNode } from './types';
import { skipWs } from './text-util';
import { isDigit } from './text-entry';
import { diag } from './text-state';

/** Draft logs (MTGO/17lands): `Pack 1 pick 1:` headers and `--> Card` picks. */
const DRAFT_LOG_LINE = /^(?:pack \d+ pick\b|-->\s)/i;

/**
 * Whether an entry written without a quantity does not look like a card name: characters no card
 * name has (`{ } < > = ; | \ $ @ ` and a tab), a comma before a number or two commas (CSV), or
 * more than eight words (prose).
 */
function unlikeCardName(name: string): boolean {
  let commas = 0;
  let words = 1;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    switch (c) {
      case 0x7b: case 0x7d: case 0x3c: case 0x3e: case 0x3d: case 0x3b: case 0x7c: case 0x5c: case 0x24: case 0x40: case 0x09: case 0x60:
        return true;
      case 0x2c:
        if (++commas >= 2 || isDigit(name.charCodeAt(skipWs(name, i + 1, name.length)))) return true;
        break;
      case 0x20:
        if (++words > 8) return true;
        break;
    }
  }
  return false;
}

/**
 * A text that is not a decklist (a draft log, a CSV of prices, source code, prose) would be read as
 * hundreds of unknown cards: when it has at least eight card-ish lines and most of them do not look
 * like card lines, it gets one diagnostic instead (and no entries).
 */
export function notADecklist(nodes: LineNode[], entries: EntryNode[], bare: EntryNode[], unparsedLines: number): DeckDiagnostic | undefined {
  const candidates = entries.length + unparsedLines;
  // Most lists write a quantity on every line: nothing to look at (and no Range built).
  if (candidates < 8 || (bare.length + unparsedLines) * 2 <= candidates) return undefined;
  let odd = unparsedLines;
  let draft = 0;
  let first: Range | undefined;
  for (const e of bare) {
    const picked = DRAFT_LOG_LINE.test(e.name);
    if (picked) draft++;
    if (picked || unlikeCardName(e.name)) {
      odd++;
      first ??= e.range;
    }
  }
  for (const n of nodes) {
    if (n.kind === 'section' && DRAFT_LOG_LINE.test(n.title)) draft++;
    else if (n.kind === 'unparsed' && (first === undefined || n.line < first.start.line)) first = n.range;
  }
  const isDraft = draft >= 2 && bare.length === entries.length;
  if (!isDraft && odd * 2 <= candidates) return undefined;
  return diag(
    isDraft
      ? l10n.t("This file looks like a draft log (Pack 1 pick 1, …), so it is not read as cards. A decklist has one card per line, such as '4 Lightning Bolt' or '1 Sol Ring (CMR) 472'.")
      : l10n.t(
          "This file looks like not a decklist: {0} of its {1} lines do not look like cards, so it is not read as cards. A decklist has one card per line, such as '4 Lightning Bolt' or '1 Sol Ring (CMR) 472'.",
          odd,
          candidates,
        ),
    first ?? range(0, 0, 0),
    'error',
    { reason: 'not-a-decklist', lines: candidates, unreadable: odd },
  );
}

/** At most this many syntax diagnostics per document (a binary file would otherwise give one per line). */
export const MAX_PARSE_DIAGNOSTICS = 200;

export function capDiagnostics(diagnostics: DeckDiagnostic[]): DeckDiagnostic[] {
  if (diagnostics.length <= MAX_PARSE_DIAGNOSTICS) return diagnostics;
  const kept = diagnostics.slice(0, MAX_PARSE_DIAGNOSTICS);
  const rest = diagnostics.length - MAX_PARSE_DIAGNOSTICS;
  let errors = 0;
  let warnings = 0;
  for (let i = MAX_PARSE_DIAGNOSTICS; i < diagnostics.length; i++) {
    if (diagnostics[i].severity === 'error') errors++;
    else if (diagnostics[i].severity === 'warning') warnings++;
  }
  kept.push(
    errors > 0
      ? diag(
          l10n.t('…and {0} more problems ({1} lines that could not be read). Is this a decklist? Binary files and other documents cannot be read as one.', rest, errors),
          diagnostics[MAX_PARSE_DIAGNOSTICS].range,
          'error',
          { reason: 'too-many-problems', omitted: rest },
        )
      : diag(
          warnings > 0 ? l10n.t('…and {0} more warnings like the ones above.', rest) : l10n.t('…and {0} more notes like the ones above.', rest),
          diagnostics[MAX_PARSE_DIAGNOSTICS].range,
          warnings > 0 ? 'warning' : 'information',
          { reason: 'too-many-problems', omitted: rest },
        ),
  );
  return kept;
}

/** Formats whose decks have a command zone (a format: value or an extension's implied format). */
export function isCommanderLikeFormat(format: string): boolean {
  return /commander|edh|brawl|oathbreaker|pdh|統率者/i.test(format);
}

/** At most two single copies: what a command zone holds. */
function looksLikeCommandZone(block: EntryNode[]): boolean {
  return block.length >= 1 && block.length <= 2 && block.every((e) => e.quantity === 1);
}

/**
 * MTGO text: a header-less list whose entries form exactly two blocks separated by one run of
 * blank lines has its second block as the sideboard. Several scattered blank lines mean nothing.
 * In a Commander-like file, a block of one or two single cards is the command zone instead.
 */
export function applyBlankLineSideboard(nodes: LineNode[], entries: EntryNode[], implicit: boolean[], commanderLike: boolean): void {
  if (entries.length === 0) return;
  let separators = 0;
  let splitLine = -1;
  let seenEntry = false;
  let inBlank = false;
  let blankStart = -1;
  for (const n of nodes) {
    if (n.kind === 'blank') {
      if (seenEntry && !inBlank) {
        inBlank = true;
        blankStart = n.line;
      }
    } else if (n.kind === 'entry') {
      if (inBlank) {
        separators++;
        splitLine = blankStart;
      }
      inBlank = false;
      seenEntry = true;
    }
    // Comments, directives and unparsed lines neither open nor close a blank run.
  }
  if (separators !== 1) return;
  const first: EntryNode[] = [];
  const second: EntryNode[] = [];
  for (let i = 0; i < entries.length; i++) {
    if (!implicit[i] || entries[i].section !== 'main') continue;
    (entries[i].line > splitLine ? second : first).push(entries[i]);
  }
  const firstCount = first.reduce((n, e) => n + e.quantity, 0);
  const secondCount = second.reduce((n, e) => n + e.quantity, 0);
  if (!commanderLike && looksLikeCommandZone(first) && secondCount > firstCount) {
    // One or two single cards set apart above a bigger block are not a deck with a sideboard but a
    // commander exported first (`1 Atraxa`, blank, 99 cards). (A Limited pool may well be bigger
    // than its 40-card deck, so a big second block alone does not rule out a sideboard.)
    for (const e of first) e.section = 'commander';
    return;
  }
  if (commanderLike) {
    // Commander lists: the small block of one or two single cards is the command zone
    // (Moxfield/Arena-style "commander first", MTGO-style "commander last").
    if (looksLikeCommandZone(first) && secondCount > firstCount) {
      for (const e of first) e.section = 'commander';
      return;
    }
    if (looksLikeCommandZone(second) && firstCount > secondCount) {
      for (const e of second) e.section = 'commander';
      return;
    }
  }
  for (const e of second) e.section = 'sideboard';
}
