// Quick fixes as plain text edits: each suggestion for an unknown name, the canonical spelling,
// the copy limit, removing or moving a card the format does not allow, marking an inferred
// commander, a near-miss format id; and "fix all" of a kind.
import * as l10n from '@vscode/l10n';
import type { CheckResult } from '../check';
import type { ResolvedEntry } from '../rules/context';
import type { DeckDiagnostic, Range } from '../types';
import { entriesOnLine, splitLines } from './document-map';
import { deckOutline } from './outline';
import { inWritingOf, writingOf } from '../cards/writing';
import { JAPANESE } from '../cards/japanese';
import { listSeparator } from '../words';
import { commanderChoices } from './commander-fixes';

export interface TextEditCore {
  range: Range;
  newText: string;
}

export interface DeckFix {
  title: string;
  kind: 'quickfix' | 'source.fixAll';
  edits: TextEditCore[];
  isPreferred?: boolean;
  /** The diagnostic it fixes, when it fixes one. */
  diagnostic?: DeckDiagnostic;
  /** Group key for "fix all of this kind" (the code and the kind of edit). */
  group?: string;
}

const pos = (line: number, character: number) => ({ line, character });

/** Deletes a whole line, line break included. */
export function deleteLine(lines: string[], line: number): TextEditCore {
  if (line < lines.length - 1) return { range: { start: pos(line, 0), end: pos(line + 1, 0) }, newText: '' };
  if (line > 0) return { range: { start: pos(line - 1, lines[line - 1].length), end: pos(line, lines[line].length) }, newText: '' };
  return { range: { start: pos(0, 0), end: pos(0, lines[0].length) }, newText: '' };
}

/** Moves an entry's line to the end of the Maybeboard (made at the end of the file when missing). */
function moveToMaybeboard(check: CheckResult, lines: string[], entry: ResolvedEntry): TextEditCore[] {
  const text = lines[entry.entry.line].trim().replace(/^SB:\s*/i, '');
  const maybe = deckOutline(check)
    .filter((s) => s.section === 'maybeboard' && s.headerLine !== undefined)
    .pop();
  const last = lines.length - 1;
  let insert: TextEditCore;
  if (maybe) {
    insert =
      maybe.endLine < last
        ? { range: { start: pos(maybe.endLine + 1, 0), end: pos(maybe.endLine + 1, 0) }, newText: `${text}\n` }
        : { range: { start: pos(last, lines[last].length), end: pos(last, lines[last].length) }, newText: `\n${text}` };
  } else if (lines[last] === '') {
    const gap = last > 0 && lines[last - 1].trim() !== '' ? '\n' : '';
    insert = { range: { start: pos(last, 0), end: pos(last, 0) }, newText: `${gap}Maybeboard\n${text}\n` };
  } else {
    insert = { range: { start: pos(last, lines[last].length), end: pos(last, lines[last].length) }, newText: `\n\nMaybeboard\n${text}` };
  }
  if (maybe && maybe.endLine === entry.entry.line) {
    // Already the last line of the Maybeboard: nothing to move.
    return [];
  }
  return [deleteLine(lines, entry.entry.line), insert];
}

function entryFor(check: CheckResult, d: DeckDiagnostic): ResolvedEntry | undefined {
  return entriesOnLine(check, d.range.start.line).find(
    (e) => e.entry.nameRange.start.character === d.range.start.character && !e.synthetic,
  );
}

/** Where a new directive line goes: after the leading directives and comments. */
function directiveInsertLine(check: CheckResult): number {
  let line = 0;
  for (const n of check.context.doc.nodes) {
    if (n.kind === 'directive' || n.kind === 'comment') line = n.line + 1;
    else break;
  }
  return line;
}

/**
 * XML and JSON exports hold a card per element, not per line: only a name can be rewritten there,
 * and only one that needs no escaping in either syntax.
 */
/** The title of a fix that makes these cards (canonical names) the commanders, named as the deck writes them. */
function shownCommanders(check: CheckResult, names: string[]): string {
  const shown = names.map((n) => check.context.shownName(n));
  return shown.length > 1
    ? l10n.t('Make {0} and {1} the commanders', shown.slice(0, -1).join(listSeparator()), shown[shown.length - 1])
    : l10n.t('Make {0} the commander', shown[0]);
}

function editable(check: CheckResult, edits: TextEditCore[]): boolean {
  if (check.context.doc.dialect === 'text') return true;
  return edits.every((e) => e.range.start.line === e.range.end.line && e.newText !== '' && !/[<>&"'\\\n]/.test(e.newText));
}

function fixesForDiagnostic(check: CheckResult, lines: string[], d: DeckDiagnostic): DeckFix[] {
  const out: DeckFix[] = [];
  const e = entryFor(check, d);
  const add = (title: string, edits: TextEditCore[], group: string, isPreferred = false) => {
    if (edits.length && editable(check, edits)) out.push({ title, kind: 'quickfix', edits, diagnostic: d, group: `${d.code}:${group}`, ...(isPreferred ? { isPreferred } : {}) });
  };
  // Keyed by the typed code (rules/codes.ts): a case naming a code that was renamed or removed
  // does not compile.
  switch (d.code) {
    case 'unknown-card': {
      // The diagnostic's range is the name as written: a deck line or a `commander:` line's value.
      // The fix keeps the line's writing: Japanese for Japanese, `日本語/English` for the pair.
      const db = check.context.db;
      const written = e?.entry.name ?? String(d.data?.name ?? d.card ?? '');
      const writing = writingOf(written);
      let suggestions = (d.data?.suggestions as string[] | undefined) ?? [];
      const aliases = new Map<string, string>();
      if (suggestions.length === 0 || d.data?.suggestionsDeferred || writing.kind !== 'english') {
        const names = e ? (e.entry.lookupNames.length ? e.entry.lookupNames : [e.entry.name]) : [String(d.data?.name ?? d.card ?? '')].filter(Boolean);
        const found: string[] = [];
        for (const n of names) {
          for (const m of db.suggest(n, 3)) {
            if (!found.includes(m.name)) found.push(m.name);
            if (m.alias && !aliases.has(m.name)) aliases.set(m.name, m.alias);
          }
        }
        if (suggestions.length === 0 || d.data?.suggestionsDeferred) suggestions = found.slice(0, 3);
      }
      suggestions.forEach((s, i) => {
        const text = inWritingOf(db, written, s, aliases.get(s));
        add(l10n.t('Change to "{0}"', text), [{ range: d.range, newText: text }], i === 0 ? 'best-suggestion' : `suggestion-${i}`, i === 0 && suggestions.length === 1);
      });
      break;
    }
    case 'singleton':
    case 'copy-limit':
    case 'restricted': {
      if (!e) break;
      const limit = Number(d.data?.limit ?? 1);
      if (d.data?.duplicateLine) {
        add(l10n.t('Delete this duplicate {0} line', e.shown), [deleteLine(lines, e.entry.line)], 'delete-duplicate', true);
      } else if (e.entry.quantity > limit) {
        const q = e.entry.quantityRange;
        add(
          l10n.t('Set the quantity of {0} to {1}', e.shown, limit),
          [q ? { range: q, newText: String(limit) } : { range: { start: e.entry.range.start, end: e.entry.range.start }, newText: `${limit} ` }],
          'set-quantity',
          true,
        );
      }
      break;
    }
    case 'color-identity':
    case 'banned':
    case 'not-legal':
    case 'team-copy-limit':
    case 'commander-ineligible':
    case 'banned-as-commander':
    case 'bracket': {
      if (!e) break;
      add(l10n.t('Remove {0} from the deck', e.shown), [deleteLine(lines, e.entry.line)], 'remove');
      if (e.zone !== 'maybeboard') add(l10n.t('Move {0} to the Maybeboard', e.shown), moveToMaybeboard(check, lines, e), 'maybeboard');
      break;
    }
    case 'commander-inferred': {
      const directive = d.data?.directive as string | undefined;
      if (!directive || !e) break;
      const at = directiveInsertLine(check);
      add(l10n.t('Mark {0} as the commander ("{1}")', e.shown, directive), [{ range: { start: pos(at, 0), end: pos(at, 0) }, newText: `${directive}\n` }], 'directive', true);
      // Another legend (or pair) of the list would cover every card: the first line was likely not the commander.
      const alternatives = (d.data?.alternatives as string[][] | undefined) ?? [];
      alternatives.forEach((names, i) =>
        add(
          shownCommanders(check, names),
          [{ range: { start: pos(at, 0), end: pos(at, 0) }, newText: `// commander: ${names.join(' + ')}\n` }],
          `make-commander-${i}`,
        ),
      );
      break;
    }
    case 'commander-missing':
      // One per card that could lead the list; none is preferred: the player chooses.
      commanderChoices(check, lines).forEach((f, i) => out.push({ ...f, kind: 'quickfix', diagnostic: d, group: `${d.code}:make-commander-${i}` }));
      break;
    case 'format': {
      const suggestions = (d.data?.suggestions as string[] | undefined) ?? [];
      if (d.range.start.line === d.range.end.line && d.range.end.character > d.range.start.character)
        suggestions.forEach((s, i) => add(l10n.t('Change the format to "{0}"', s), [{ range: d.range, newText: s }], `format-${i}`, i === 0 && suggestions.length === 1));
      break;
    }
  }
  return out;
}

/** The canonical spelling of a known card written otherwise (case, accents, `Fire/Ice`, another language). */
function spellingFix(check: CheckResult, e: ResolvedEntry): DeckFix | undefined {
  if (!e.card || e.synthetic) return undefined;
  const written = e.entry.name;
  if (written === e.card.name || written.startsWith('《')) return undefined;
  // A Japanese name stays Japanese: only a variant of the printed name is rewritten.
  const writing = writingOf(written);
  if (writing.kind === 'pair') return undefined;
  if (writing.kind === 'japanese') {
    const printed = check.context.db.printed?.(e.card, JAPANESE);
    if (!printed || printed.name === written || !editable(check, [{ range: e.entry.nameRange, newText: printed.name }])) return undefined;
    if (e.card.layout !== 'split' && printed.faces?.[0]?.name === written) return undefined;
    return { title: l10n.t('Write the card name as "{0}"', printed.name), kind: 'quickfix', edits: [{ range: e.entry.nameRange, newText: printed.name }], group: 'spelling', isPreferred: true };
  }
  // A front-face name alone is a fine way to write a double-faced card.
  if (e.card.faces.length > 1 && e.card.layout !== 'split' && written === e.card.faces[0].name) return undefined;
  if (!editable(check, [{ range: e.entry.nameRange, newText: e.card.name }])) return undefined;
  return {
    title: l10n.t('Write the card name as "{0}"', e.card.name),
    kind: 'quickfix',
    edits: [{ range: e.entry.nameRange, newText: e.card.name }],
    group: 'spelling',
    isPreferred: true,
  };
}

export interface FixRequest {
  /** The lines asked about. */
  range: Range;
  /** The diagnostics the client sent for that range (matched to the check's by code and range). */
  diagnostics: DeckDiagnostic[];
}

/** Quick fixes for a range: per diagnostic, the spelling of the cards on those lines, and "all of this kind" when more than one. */
export function fixesFor(check: CheckResult, text: string, request: FixRequest): DeckFix[] {
  const lines = splitLines(text);
  const out: DeckFix[] = [];
  for (const d of request.diagnostics) out.push(...fixesForDiagnostic(check, lines, d));
  for (let l = request.range.start.line; l <= request.range.end.line && l < lines.length; l++) {
    for (const e of entriesOnLine(check, l)) {
      const s = spellingFix(check, e);
      if (s) out.push(s);
    }
  }
  // "… everywhere in the file" for each kind offered here that occurs more than once.
  const all = allFixes(check, lines);
  const offered = new Set(out.map((f) => f.group).filter(Boolean));
  for (const group of offered) {
    const same = all.filter((f) => f.group === group);
    if (same.length < 2) continue;
    const edits = nonOverlapping(same);
    out.push({ title: l10n.t('Fix all {0} in this file: {1}', same.length, groupTitle(group!)), kind: 'quickfix', edits, group });
  }
  return out;
}

/** What "fix all" of a group of fixes does, in the user's language; the group itself for a kind not named here. */
function groupTitle(group: string): string {
  const [code, kind] = group.split(':');
  switch (kind ?? code) {
    case 'spelling':
      return l10n.t('card names in their canonical spelling');
    case 'best-suggestion':
      return l10n.t('unknown names to their best suggestion');
    case 'delete-duplicate':
      return l10n.t('duplicate lines ({0})', code);
    case 'set-quantity':
      return l10n.t('quantities over the limit ({0})', code);
    case 'remove':
      return l10n.t('cards reported as {0}', code);
    case 'maybeboard':
      return l10n.t('cards reported as {0}, to the Maybeboard', code);
    default:
      return group;
  }
}

function allFixes(check: CheckResult, lines: string[]): DeckFix[] {
  const out: DeckFix[] = [];
  for (const d of check.diagnostics) out.push(...fixesForDiagnostic(check, lines, d));
  for (const e of check.context.entries) {
    const s = spellingFix(check, e);
    if (s) out.push(s);
  }
  return out;
}

/** One fix per line, in document order (edits of one change must not overlap). */
function nonOverlapping(fixes: DeckFix[]): TextEditCore[] {
  const used = new Set<number>();
  const edits: TextEditCore[] = [];
  for (const f of fixes) {
    const linesTouched = f.edits.map((e) => e.range.start.line);
    if (linesTouched.some((l) => used.has(l))) continue;
    for (const l of linesTouched) used.add(l);
    edits.push(...f.edits);
  }
  return edits;
}

/**
 * `source.fixAll.decklist`: the fixes that are safe to apply without a choice: canonical spelling,
 * an unknown name with exactly one suggestion, duplicate lines and quantities over the limit, and
 * the directive for an inferred commander.
 */
export function fixAll(check: CheckResult, text: string): DeckFix | undefined {
  const lines = splitLines(text);
  const safe = allFixes(check, lines).filter((f) => f.isPreferred && !f.group?.endsWith(':maybeboard') && !f.group?.endsWith(':remove'));
  const edits = nonOverlapping(safe);
  if (!edits.length || check.context.doc.dialect !== 'text') return undefined;
  return { title: l10n.t('Fix all safe problems in this deck'), kind: 'source.fixAll', edits };
}
