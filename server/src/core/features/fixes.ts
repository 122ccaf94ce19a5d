// Quick fixes as plain text edits: a near-certain misspelling's card name, the canonical spelling,
// the extra copies over a copy limit, removing or moving a card the format does not allow, marking
// an inferred commander, a near-miss format id; "fix all" of a kind; and the card data's update
// when an unknown name may be a card newer than the data.
//
// A fix is a promise that the text after it is what the deck's owner meant. A card name is changed
// only when the written name is a near-certain misspelling of it (cards/name-search.ts); a guess
// stays in the message. A fix that makes another card a problem is never the preferred one, and
// "fix all" applies only preferred fixes that are not a choice and remove nothing (see fixAll).
import * as l10n from '@vscode/l10n';
import type { CheckResult } from '../check';
import type { CardGroup, ResolvedEntry } from '../rules/context';
import type { DeckDiagnostic, Position, Range } from '../types';
import { entriesOnLine, splitLines } from './document-map';
import { lineChanges } from './line-edits';
import { deckOutline } from './outline';
import { inWritingOf, japaneseNameOf, writingOf } from '../cards/writing';
import { JAPANESE } from '../cards/japanese';
import { isNearCertainMisspelling } from '../cards/misspelling';
import { normalizeCardName } from '../cards/normalize';
import { cardDataMayBeOlderThanDeck } from '../cards/freshness';
import { copyLimitFor } from '../rules/copies';
import { rememberedSuggestions } from '../rules/unknown-card';
import { nounText } from '../formats/texts';
import { listSeparator } from '../words';
import { commanderChoices } from './commander-fixes';
import { sectionHeader, writtenInJapanese } from './section-headers';

export interface TextEditCore {
  range: Range;
  newText: string;
}

export interface DeckFix {
  title: string;
  kind: 'quickfix' | 'source.fixAll';
  edits: TextEditCore[];
  /** Instead of edits: an editor command, named by what it does (the server names the editor's command). */
  command?: 'update-card-data';
  isPreferred?: boolean;
  /** The diagnostic it fixes, when it fixes one. */
  diagnostic?: DeckDiagnostic;
  /** Group key for "fix all of this kind" (the code and the kind of edit); none for a fix that is one choice among others. */
  group?: string;
  /** Fixes that answer the same problem in different ways (the extra copies of one card): "fix all" applies only the first. */
  problem?: string;
  /** What the fix changed, in a player's words, to say once it is applied ("fix all"). */
  summary?: string;
}

/** Checks a changed text of the deck as the deck itself was checked (format, config, card data). */
export type Recheck = (text: string) => CheckResult;

/** What the fixes of one request share. */
interface FixScope {
  check: CheckResult;
  lines: string[];
  text: string;
  recheck?: Recheck;
  /** The card data may be older than the deck (cards/freshness.ts). */
  dataMayBeOld: boolean;
}

const pos = (line: number, character: number) => ({ line, character });

/** Deletes a whole line, line break included. */
export function deleteLine(lines: string[], line: number): TextEditCore {
  return deleteLineRange(lines, line, line);
}

/** Deletes the lines `first`..`last`, one line break included. */
function deleteLineRange(lines: string[], first: number, last: number): TextEditCore {
  if (last < lines.length - 1) return { range: { start: pos(first, 0), end: pos(last + 1, 0) }, newText: '' };
  if (first > 0) return { range: { start: pos(first - 1, lines[first - 1].length), end: pos(last, lines[last].length) }, newText: '' };
  return { range: { start: pos(0, 0), end: pos(last, lines[last].length) }, newText: '' };
}

/** Deletes these lines: one edit per run of adjacent lines (edits of one change must not overlap). */
function deleteLines(lines: string[], which: number[]): TextEditCore[] {
  const sorted = [...new Set(which)].sort((a, b) => a - b);
  const out: TextEditCore[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end sorted[j + 1] is undefined, which ends the run all the same
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    out.push(deleteLineRange(lines, sorted[i], sorted[j]));
    i = j + 1;
  }
  return out;
}

/** Moves entries' lines to the end of the Maybeboard (made at the end of the file when missing), in their order. */
function moveToMaybeboard(check: CheckResult, lines: string[], entries: ResolvedEntry[]): TextEditCore[] {
  const maybe = deckOutline(check)
    .filter((s) => s.section === 'maybeboard' && s.headerLine !== undefined)
    .pop();
  // The last line of the Maybeboard stays where it is; written `SB: …` (a sideboard card among the Maybeboard's
  // lines), it loses the prefix there.
  const endLine = maybe?.endLine;
  const stripped = (e: ResolvedEntry) => lines[e.entry.line].trim().replace(/^SB:\s*/i, '');
  const rewritten = entries.find((e) => e.entry.line === endLine && stripped(e) !== lines[e.entry.line].trim());
  // Stryker disable next-line MethodExpression: callers give the entries in line order (diagnostics come in line order)
  const moved = entries.filter((e) => e.entry.line !== endLine).sort((a, b) => a.entry.line - b.entry.line);
  if (!moved.length && !rewritten) return [];
  const text = moved.map(stripped).join('\n');
  const last = lines.length - 1;
  // A new Maybeboard is set apart by a blank line from the line that stays above it, if any does.
  const movedLines = new Set(moved.map((e) => e.entry.line));
  const keptLineAtOrAbove = (line: number) => {
    for (let l = line; l >= 0; l--) if (!movedLines.has(l)) return lines[l];
    return undefined;
  };
  const header = sectionHeader('maybeboard', writtenInJapanese(check.context.doc));
  let insert: TextEditCore;
  if (maybe && rewritten) {
    const end = pos(maybe.endLine, lines[maybe.endLine].length);
    insert = { range: { start: pos(maybe.endLine, 0), end }, newText: text ? `${stripped(rewritten)}\n${text}` : stripped(rewritten) };
  } else if (maybe) {
    insert =
      maybe.endLine < last
        ? { range: { start: pos(maybe.endLine + 1, 0), end: pos(maybe.endLine + 1, 0) }, newText: `${text}\n` }
        : { range: { start: pos(last, lines[last].length), end: pos(last, lines[last].length) }, newText: `\n${text}` };
  } else if (lines[last] === '') {
    const above = keptLineAtOrAbove(last - 1);
    const gap = above !== undefined && above.trim() !== '' ? '\n' : '';
    insert = { range: { start: pos(last, 0), end: pos(last, 0) }, newText: `${gap}${header}\n${text}\n` };
  } else {
    const above = keptLineAtOrAbove(last);
    const gap = above === undefined ? '' : above.trim() === '' ? '\n' : '\n\n';
    insert = { range: { start: pos(last, lines[last].length), end: pos(last, lines[last].length) }, newText: `${gap}${header}\n${text}` };
  }
  return [...deleteLines(lines, moved.map((e) => e.entry.line)), insert];
}

/**
 * Moves a line of the Companion section to the end of the main deck's last section (under the
 * `Deck` header of a new deck's skeleton). None when the deck has no main section to move it to.
 */
function moveIntoDeck(check: CheckResult, lines: string[], e: ResolvedEntry): TextEditCore[] {
  const main = deckOutline(check)
    .filter((s) => s.section === 'main')
    .pop();
  if (!main) return [];
  const text = lines[e.entry.line].trim();
  const last = lines.length - 1;
  const insert: TextEditCore =
    main.endLine < last
      ? { range: { start: pos(main.endLine + 1, 0), end: pos(main.endLine + 1, 0) }, newText: `${text}\n` }
      : { range: { start: pos(last, lines[last].length), end: pos(last, lines[last].length) }, newText: `\n${text}` };
  return [deleteLine(lines, e.entry.line), insert];
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

/** The title of a fix that makes these cards (canonical names) the commanders, named as the deck writes them. */
function shownCommanders(check: CheckResult, names: string[]): string {
  const shown = names.map((n) => check.context.shownName(n));
  // Stryker disable UnaryOperator: a deck has at most two commanders, and slice(0, -1) and slice(0, 1) of two names are the same
  return shown.length > 1
    ? l10n.t('Make {0} and {1} the commanders', shown.slice(0, -1).join(listSeparator()), shown[shown.length - 1])
    : l10n.t('Make {0} the commander', shown[0]);
  // Stryker restore UnaryOperator
}

/**
 * XML and JSON exports hold a card per element, not per line: only a name or a quantity can be
 * rewritten there, and only with text that needs no escaping in either syntax.
 */
function editable(check: CheckResult, edits: TextEditCore[]): boolean {
  if (check.context.doc.dialect === 'text') return true;
  // Stryker disable next-line ConditionalExpression: every edit a fix makes across lines deletes them (newText '') or writes a line break, which the other two tests refuse
  return edits.every((e) => e.range.start.line === e.range.end.line && e.newText !== '' && !/[<>&"'\\\n]/.test(e.newText));
}

/** The text after the edits (which must not overlap). */
export function applyEdits(text: string, edits: TextEditCore[]): string {
  const starts = [0];
  for (const m of text.matchAll(/\r\n|\r|\n/g)) starts.push(m.index! + m[0].length);
  const offset = (p: Position) => {
    if (p.line >= starts.length) return text.length;
    const lineEnd = p.line + 1 < starts.length ? starts[p.line + 1] : text.length;
    return Math.min(starts[p.line] + p.character, lineEnd);
  };
  const sorted = edits.map((e) => ({ from: offset(e.range.start), to: offset(e.range.end), newText: e.newText })).sort((a, b) => b.from - a.from || b.to - a.to);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.from) + e.newText + out.slice(e.to);
  return out;
}

/** The errors about a card, by code: `singleton` about Counterspell. */
function errorsAbout(check: CheckResult, card: string): Set<string> {
  return new Set(check.diagnostics.filter((d) => d.severity === 'error' && d.card === card).map((d) => d.code));
}

/** Per check: whether an edit of the deck (by its edits) makes a card the subject of an error it did not have. */
const NEW_ERRORS = new WeakMap<CheckResult, Map<string, boolean>>();

/**
 * Past this many lines a deck is a pasted collection, and checking it again for each fix costs
 * seconds: its renames are then not preferred (the product cannot say they make no new error).
 */
const RECHECK_MAX_LINES = 2000;

function makesNewError(scope: FixScope, edits: TextEditCore[], card: string): boolean {
  if (!scope.recheck) return false;
  if (scope.lines.length > RECHECK_MAX_LINES) return true;
  let memo = NEW_ERRORS.get(scope.check);
  // Stryker disable next-line ConditionalExpression: a cache; a new map each time only recomputes the same answer
  if (!memo) NEW_ERRORS.set(scope.check, (memo = new Map()));
  const key = `${card}\u0000${JSON.stringify(edits)}`;
  let answer = memo.get(key);
  // Stryker disable next-line ConditionalExpression: a cache; computing the answer again gives the same answer
  if (answer === undefined) {
    const before = errorsAbout(scope.check, card);
    const after = errorsAbout(scope.recheck(applyEdits(scope.text, edits)), card);
    answer = [...after].some((code) => !before.has(code));
    memo.set(key, answer);
  }
  return answer;
}

/** The names of a card a written name may be a misspelling of: its name, its faces' names and its Japanese name. */
function namesOfCard(check: CheckResult, name: string, alias: string | undefined): string[] {
  const db = check.context.db;
  const card = db.lookup(name);
  const out = [name, ...(card?.layout === 'split' ? [] : (card?.faces.map((f) => f.name) ?? []))];
  const japanese = japaneseNameOf(db, name, alias);
  if (japanese) out.push(japanese);
  return out;
}

/**
 * The edits that leave a card's copies at exactly the limit, starting from `entry`: its copies
 * first, then those of the card's other lines from the last one up (never the command zone's nor a
 * `commander:` line's), a line lowered or deleted. Undefined when those lines cannot hold the excess.
 */
function keepLimit(lines: string[], group: CardGroup, limit: number, entry: ResolvedEntry): { edits: TextEditCore[]; touched: ResolvedEntry[] } | undefined {
  let excess = group.total - limit;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: called only for a group over its limit; with no excess the loop makes no edit and a fix without edits is never offered
  if (excess <= 0) return undefined;
  const order = [entry, ...group.entries.filter((o) => o !== entry && o.zone !== 'commander' && o.zone !== 'signature').reverse()].filter((o) => !o.synthetic);
  const deleted: number[] = [];
  const edits: TextEditCore[] = [];
  const touched: ResolvedEntry[] = [];
  for (const o of order) {
    if (excess === 0) break;
    // The command zone keeps one copy (the commander itself): only its extra copies go.
    const keep = o.zone === 'commander' || o.zone === 'signature' ? 1 : 0;
    const take = Math.min(o.entry.quantity - keep, excess);
    // Only the starting line can be the command zone's: holding just the commander, it is not the line to fix.
    if (take <= 0) return undefined;
    excess -= take;
    touched.push(o);
    if (take === o.entry.quantity) {
      deleted.push(o.entry.line);
    } else {
      const left = String(o.entry.quantity - take);
      const q = o.entry.quantityRange;
      // Stryker disable next-line ObjectLiteral,StringLiteral: a line without a written quantity holds one copy, which is deleted whole, never lowered
      edits.push(q ? { range: q, newText: left } : { range: { start: o.entry.range.start, end: o.entry.range.start }, newText: `${left} ` });
    }
  }
  if (excess > 0) return undefined;
  return { edits: [...edits, ...deleteLines(lines, deleted)], touched };
}

/** Adds a fix of a diagnostic when its edits can be made in the deck's syntax. */
function fixAdder(check: CheckResult, d: DeckDiagnostic, out: DeckFix[]) {
  return (title: string, edits: TextEditCore[], group: string | undefined, more: Partial<DeckFix> = {}) => {
    if (edits.length && editable(check, edits)) out.push({ title, kind: 'quickfix', edits, diagnostic: d, ...(group ? { group: `${d.code}:${group}` } : {}), ...more });
  };
}

function fixesForDiagnostic(scope: FixScope, d: DeckDiagnostic): DeckFix[] {
  const { check, lines } = scope;
  const out: DeckFix[] = [];
  const e = entryFor(check, d);
  const add = fixAdder(check, d, out);
  // Keyed by the typed code (rules/codes.ts): a case naming a code that was renamed or removed
  // does not compile.
  switch (d.code) {
    case 'unknown-card':
      // A line read as no card (a title): what its writer meant is unsure, so no edit is offered.
      return d.data?.reason === 'not-read-as-card' ? [] : unknownCardFixes(scope, d, e);
    case 'singleton':
    case 'copy-limit':
    case 'restricted': {
      if (!e) break;
      const group = check.context.groups.find((g) => g.entries.includes(e));
      // Stryker disable next-line OptionalChaining: copy-limit diagnostics always carry data
      const limit = Number(d.data?.limit ?? 1);
      const kept = group && keepLimit(lines, group, limit, e);
      if (!group || !kept) break;
      const excess = group.total - limit;
      const others = kept.touched
        .slice(1)
        .map((o) => o.entry.line + 1)
        .sort((a, b) => a - b);
      const title =
        others.length > 1
          ? l10n.t('Remove {0} copies of {1}: from this line and lines {2}', excess, e.shown, others.join(listSeparator()))
          : others.length === 1
            ? l10n.t('Remove {0} copies of {1}: from this line and line {2}', excess, e.shown, others[0])
            : excess === e.entry.quantity
              ? l10n.t('Delete this duplicate {0} line', e.shown)
              : l10n.t('Set the quantity of {0} to {1}', e.shown, e.entry.quantity - excess);
      add(title, kept.edits, 'copies', { isPreferred: true, problem: `copies:${group.key}` });
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
      if (e.zone !== 'maybeboard') add(l10n.t('Move {0} to the Maybeboard', e.shown), moveToMaybeboard(check, lines, [e]), 'maybeboard');
      break;
    }
    case 'companion':
      // A card that cannot be the companion: the message says to move it into the deck or remove it.
      if (!e || !d.data?.intoDeck) break;
      add(l10n.t('Move {0} into the deck', e.shown), moveIntoDeck(check, lines, e), undefined);
      add(l10n.t('Remove {0} from the deck', e.shown), [deleteLine(lines, e.entry.line)], undefined);
      break;
    case 'commander-inferred': {
      const directive = d.data?.directive as string | undefined;
      if (!directive || !e) break;
      const at = directiveInsertLine(check);
      // A pair is marked in one line (each partner's diagnostic offers the same edit): marking one
      // partner alone would leave the other partner's colors outside the deck's.
      const commanders = (d.data?.commanders as string[] | undefined) ?? [];
      // Another legend (or pair) of the list would cover every card: the first line was likely not the commander.
      const alternatives = (d.data?.alternatives as string[][] | undefined) ?? [];
      // With another commander to choose, the mark is one choice among several: not in "fix all".
      const group = alternatives.length ? undefined : 'directive';
      if (commanders.length > 1)
        add(shownCommanders(check, commanders), [{ range: { start: pos(at, 0), end: pos(at, 0) }, newText: `// commander: ${commanders.join(' + ')}\n` }], group, { isPreferred: true });
      else add(l10n.t('Mark {0} as the commander ("{1}")', e.shown, directive), [{ range: { start: pos(at, 0), end: pos(at, 0) }, newText: `${directive}\n` }], group, { isPreferred: true });
      for (const names of alternatives) add(shownCommanders(check, names), [{ range: { start: pos(at, 0), end: pos(at, 0) }, newText: `// commander: ${names.join(' + ')}\n` }], undefined);
      break;
    }
    case 'commander-missing':
      // One per card that could lead the list; none is preferred: the player chooses.
      commanderChoices(check, lines).forEach((f, i) => out.push({ ...f, kind: 'quickfix', diagnostic: d, group: `${d.code}:make-commander-${i}` }));
      break;
    case 'format': {
      const suggestions = (d.data?.suggestions as string[] | undefined) ?? [];
      if (d.range.start.line === d.range.end.line && d.range.end.character > d.range.start.character)
        for (const s of suggestions) add(l10n.t('Change the format to "{0}"', s), [{ range: d.range, newText: s }], suggestions.length === 1 ? 'format' : undefined, suggestions.length === 1 ? { isPreferred: true } : {});
      break;
    }
  }
  return out;
}

/**
 * The suggestions for an unknown name (remembered with the check's own when the check deferred
 * them), and for a line not written in English the names they were matched by.
 */
function suggestionsFor(scope: FixScope, d: DeckDiagnostic, written: string, names: string[]): { suggestions: string[]; aliases: Map<string, string> } {
  const db = scope.check.context.db;
  const given = d.data?.suggestions;
  const suggestions = d.data?.suggestionsDeferred || !Array.isArray(given) ? rememberedSuggestions(db, names) : (given as string[]);
  const aliases = new Map<string, string>();
  if (writingOf(written).kind !== 'english') {
    for (const n of names) for (const m of db.suggest(n, 3)) if (m.alias && !aliases.has(m.name)) aliases.set(m.name, m.alias);
  }
  return { suggestions, aliases };
}

/**
 * A misspelt English front face of a double-faced card is corrected to the front face (`Westvale
 * Abbay` → `Westvale Abbey`), as a Japanese one is by the alias it matched: the player wrote one face.
 */
function misspeltFrontFace(scope: FixScope, written: string, names: string[], suggestion: string): string | undefined {
  if (writingOf(written).kind !== 'english') return undefined;
  const card = scope.check.context.db.lookup(suggestion);
  if (!card || card.faces.length < 2 || card.layout === 'split') return undefined;
  const front = card.faces[0].name;
  return names.some((n) => isNearCertainMisspelling(n, front, { dataMayBeOld: scope.dataMayBeOld })) ? front : undefined;
}

/**
 * An unknown name: the card data's update first when the card may be newer than the data; then a
 * change to each card the name is a near-certain misspelling of. When that card is already in the
 * deck up to its limit, the line is one copy too many of it: dropping its copies (or lowering them)
 * comes first, the bare change after. The fix is preferred when the name is a misspelling of one
 * card only and the fix makes no card a problem. With no such card: removing or moving the line.
 */
function unknownCardFixes(scope: FixScope, d: DeckDiagnostic, e: ResolvedEntry | undefined): DeckFix[] {
  const { check, lines } = scope;
  const ctx = check.context;
  const out: DeckFix[] = [];
  // In Restricted Mode the update cannot run until the workspace is trusted (the message says so): no fix that fails.
  if (scope.dataMayBeOld && ctx.door !== 'vscode-restricted') out.push({ title: l10n.t('Update Card Data'), kind: 'quickfix', edits: [], command: 'update-card-data', diagnostic: d });
  // The diagnostic's range is the name as written: a deck line or a `commander:` line's value.
  // The fix keeps the line's writing: Japanese for Japanese, `日本語/English` for the pair.
  const written = e?.entry.name ?? String(d.data?.name ?? d.card ?? '');
  const names = e ? (e.entry.lookupNames.length ? e.entry.lookupNames : [e.entry.name]) : [written].filter(Boolean);
  const { suggestions, aliases } = suggestionsFor(scope, d, written, names);
  const certain = suggestions.filter((s) =>
    namesOfCard(check, s, aliases.get(s)).some((cardName) => names.some((n) => isNearCertainMisspelling(n, cardName, { dataMayBeOld: scope.dataMayBeOld }))),
  );
  const renames: DeckFix[] = [];
  const fix = (title: string, edits: TextEditCore[], group: string, problem?: string) => {
    if (editable(check, edits)) renames.push({ title, kind: 'quickfix', edits, diagnostic: d, group: `${d.code}:${group}`, ...(problem ? { problem } : {}) });
  };
  for (const s of certain) {
    const text = misspeltFrontFace(scope, written, names, s) ?? inWritingOf(ctx.db, written, s, aliases.get(s));
    const rename = [{ range: d.range, newText: text }];
    // Stryker disable next-line OptionalChaining: groups hold known cards only (rules/context.ts)
    const group = e && ctx.groups.find((g) => g.card?.name === s);
    const room = group ? copyLimitFor(ctx, group).limit - group.total : Infinity;
    // Stryker disable next-line LogicalOperator: without a group room is Infinity, so the quantity test alone decides
    if (e && group && e.entry.quantity > room) {
      if (room <= 0) fix(l10n.t('Delete this line: {0} is already in the deck (line {1})', group.shown, group.entries[0].entry.line + 1), [deleteLine(lines, e.entry.line)], 'merge');
      // Stryker disable next-line ConditionalExpression: a line without a written quantity holds one copy, so room is at most 0 and the branch above took it
      else if (e.entry.quantityRange) fix(l10n.t('Change to "{0}" and lower the quantity to {1}', text, room), [{ range: e.entry.quantityRange, newText: String(room) }, ...rename], 'merge');
    }
    fix(l10n.t('Change to "{0}"', text), rename, 'rename', `rename:${s}`);
  }
  if (certain.length === 1) {
    const best = renames.find((f) => !makesNewError(scope, f.edits, certain[0]));
    if (best) best.isPreferred = true;
  }
  for (const f of renames) {
    // A fix that is one choice among several is left out of "fix all".
    if (!f.isPreferred) delete f.group;
    out.push(f);
  }
  if (!renames.length && e) {
    const add = fixAdder(check, d, out);
    add(l10n.t('Remove {0} from the deck', e.shown), [deleteLine(lines, e.entry.line)], undefined);
    if (e.zone !== 'maybeboard') add(l10n.t('Move {0} to the Maybeboard', e.shown), moveToMaybeboard(check, lines, [e]), undefined);
  }
  return out;
}

/**
 * How a known card's name is written officially, in the language it was written in. A front-face name
 * alone is a fine way to write a double-faced card, and the way a variant of it is respelt:
 * `civilized scholar` is meant as Civilized Scholar, not as both faces. A split card's half is not.
 */
function officialSpelling(layout: string, written: string, name: string, frontFace: string | undefined): string {
  if (frontFace === undefined || layout === 'split') return name;
  return normalizeCardName(written) === normalizeCardName(frontFace) ? frontFace : name;
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
    if (!printed) return undefined;
    const official = officialSpelling(e.card.layout, written, printed.name, printed.faces?.[0]?.name);
    if (official === written || !editable(check, [{ range: e.entry.nameRange, newText: official }])) return undefined;
    return { title: l10n.t('Write the card name as "{0}"', official), kind: 'quickfix', edits: [{ range: e.entry.nameRange, newText: official }], group: 'spelling', isPreferred: true };
  }
  const official = officialSpelling(e.card.layout, written, e.card.name, e.card.faces.length > 1 ? e.card.faces[0].name : undefined);
  if (official === written) return undefined;
  if (!editable(check, [{ range: e.entry.nameRange, newText: official }])) return undefined;
  return {
    title: l10n.t('Write the card name as "{0}"', official),
    kind: 'quickfix',
    edits: [{ range: e.entry.nameRange, newText: official }],
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

/** Lines a fix writes break as the file's do (a Windows file keeps CRLF). */
function inLineEndings(text: string, fixes: DeckFix[]): DeckFix[] {
  const eol = /^[^\r\n]*\r\n/.test(text) ? '\r\n' : '\n';
  if (eol === '\n') return fixes;
  return fixes.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, newText: e.newText.replace(/\r?\n/g, eol) })) }));
}

function scopeOf(check: CheckResult, text: string, recheck?: Recheck): FixScope {
  return { check, text, lines: splitLines(text), recheck, dataMayBeOld: cardDataMayBeOlderThanDeck(check.context.db.info) };
}

/** Quick fixes for a range: per diagnostic, the spelling of the cards on those lines, and "all of this kind" when more than one. */
export function fixesFor(check: CheckResult, text: string, request: FixRequest, recheck?: Recheck): DeckFix[] {
  const scope = scopeOf(check, text, recheck);
  const out: DeckFix[] = [];
  for (const d of request.diagnostics) {
    for (const f of fixesForDiagnostic(scope, d)) {
      // One "Update Card Data" for a range of several unknown names.
      if (f.command && out.some((o) => o.command === f.command)) continue;
      out.push(f);
    }
  }
  for (let l = request.range.start.line; l <= request.range.end.line && l < scope.lines.length; l++) {
    for (const e of entriesOnLine(check, l)) {
      const s = spellingFix(check, e);
      if (s) out.push(s);
    }
  }
  // "… everywhere in the file" for each kind offered here that occurs more than once.
  const offered = new Set(out.map((f) => f.group).filter((g): g is string => !!g));
  // Stryker disable next-line ConditionalExpression: a shortcut: with no kind offered the loop below adds nothing
  if (!offered.size) return inLineEndings(text, distinct(out));
  const all = allFixes(scope);
  for (const group of offered) {
    const same = all.filter((f) => f.group === group);
    if (group.endsWith(':maybeboard')) {
      // One move of all the lines: each fix alone inserts at the same place (and makes the header).
      // Stryker disable next-line MethodExpression: every Move fix has the diagnostic of the entry it moves
      const entries = [...new Set(same.map((f) => f.diagnostic && entryFor(check, f.diagnostic)).filter((e): e is ResolvedEntry => !!e))];
      if (entries.length >= 2) out.push({ title: groupTitle(check, group, entries.length)!, kind: 'quickfix', edits: moveToMaybeboard(check, scope.lines, entries), group });
      continue;
    }
    const chosen = nonOverlapping(same);
    const title = groupTitle(check, group, chosen.length);
    if (chosen.length >= 2 && title) out.push({ title, kind: 'quickfix', edits: chosen.flatMap((f) => f.edits), group });
  }
  return inLineEndings(text, distinct(out));
}

/** Each fix once: a card with two problems (outside the colors and over the bracket) is offered one Remove and one Move. */
function distinct(fixes: DeckFix[]): DeckFix[] {
  const seen = new Set<string>();
  return fixes.filter((f) => {
    const key = `${f.title}\u0000${f.command ?? ''}\u0000${JSON.stringify(f.edits)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What "fix all" of a group of fixes does, in a player's words; undefined for a kind that is not done all at once. */
function groupTitle(check: CheckResult, group: string, n: number): string | undefined {
  const [code, kind] = group.includes(':') ? group.split(':') : ['', group];
  if (kind === 'spelling') return l10n.t('Write all {0} card names in their official spelling', n);
  if (kind !== 'rename' && kind !== 'merge' && kind !== 'copies' && kind !== 'remove' && kind !== 'maybeboard') return undefined;
  if (kind === 'rename') return l10n.t('Fix all {0} misspelt card names', n);
  if (kind === 'merge') return l10n.t('Delete all {0} misspelt lines of cards already in the deck', n);
  if (kind === 'copies') return code === 'restricted' ? l10n.t('Keep one copy of each of the {0} restricted cards', n) : l10n.t('Remove the extra copies of all {0} cards', n);
  const noun = nounText(check.context.format.commander?.noun ?? 'commander');
  if (kind === 'maybeboard') {
    switch (code) {
      case 'color-identity':
        return l10n.t("Move all {0} cards outside the {1}'s colors to the Maybeboard", n, noun);
      case 'banned':
        return l10n.t('Move all {0} banned cards to the Maybeboard', n);
      case 'not-legal':
        return l10n.t('Move all {0} cards not legal in this format to the Maybeboard', n);
      default:
        return l10n.t('Move all {0} cards with this problem to the Maybeboard', n);
    }
  }
  switch (code) {
    case 'color-identity':
      return l10n.t("Remove all {0} cards outside the {1}'s colors", n, noun);
    case 'banned':
      return l10n.t('Remove all {0} banned cards', n);
    case 'not-legal':
      return l10n.t('Remove all {0} cards not legal in this format', n);
    default:
      return l10n.t('Remove all {0} cards with this problem', n);
  }
}

function allFixes(scope: FixScope): DeckFix[] {
  // Stryker disable next-line ArrayDeclaration: every use filters by group or isPreferred, which a stray element lacks
  const out: DeckFix[] = [];
  for (const d of scope.check.diagnostics) out.push(...fixesForDiagnostic(scope, d));
  for (const e of scope.check.context.entries) {
    const s = spellingFix(scope.check, e);
    if (s) out.push(s);
  }
  return out;
}

const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.character < b.character);
const same = (a: Position, b: Position) => a.line === b.line && a.character === b.character;

/** Whether two edits touch the same text (an insertion where another edit starts counts: their order would be unclear). */
function overlaps(a: Range, b: Range): boolean {
  return (before(a.start, b.end) && before(b.start, a.end)) || same(a.start, b.start);
}

/** Fixes in document order whose edits do not overlap, one per problem (edits of one change must not overlap). */
function nonOverlapping(fixes: DeckFix[]): DeckFix[] {
  const taken: Range[] = [];
  const problems = new Set<string>();
  const out: DeckFix[] = [];
  for (const f of fixes) {
    if (f.command || (f.problem && problems.has(f.problem))) continue;
    if (f.edits.some((e) => taken.some((t) => overlaps(e.range, t)))) continue;
    for (const e of f.edits) taken.push(e.range);
    // Stryker disable next-line ConditionalExpression: a fix without a problem is never looked up by one
    if (f.problem) problems.add(f.problem);
    out.push(f);
  }
  return out;
}

/**
 * The kinds of fix "fix all" applies: they write a name or a line the deck lacks, and leave every
 * card and every line where it was. Removing copies, deleting a misspelt line of a card already in
 * the deck, removing or moving a card are choices the player makes one by one.
 */
const FIX_ALL_KINDS = new Set(['spelling', 'rename', 'directive', 'format']);
const kindOf = (group: string) => group.slice(group.lastIndexOf(':') + 1);

/** The errors of a check, by code and card: `deck-size`, `singleton` about Counterspell. */
function errorKeys(check: CheckResult): Set<string> {
  return new Set(check.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}\u0000${d.card ?? ''}`));
}

const cardCount = (c: CheckResult['counts']) => c.main + c.commander + c.companion + c.sideboard + c.maybeboard;

/**
 * Whether the text after these fixes keeps every line and every card of the deck, and has no error
 * the deck did not have (a deck-size error of a new format, a card made a problem by a rename).
 */
function keepsTheDeck(scope: FixScope, fixes: DeckFix[]): boolean {
  const after = applyEdits(scope.text, fixes.flatMap((f) => f.edits));
  if (splitLines(after).length < scope.lines.length) return false;
  if (!scope.recheck) return true;
  const checked = scope.recheck(after);
  if (cardCount(checked.counts) < cardCount(scope.check.counts)) return false;
  const before = errorKeys(scope.check);
  return [...errorKeys(checked)].every((k) => before.has(k));
}

/** What fix-all changed, line by line in the text after it: `line 7: "1 Sol Rnig" → "1 Sol Ring"`. */
function fixAllSummary(text: string, fixes: DeckFix[]): string {
  const changes = fixes.map((f) => lineChanges(text, f.edits)).flat().sort((a, b) => a.first - b.first || a.old.length - b.old.length);
  let shift = 0;
  const items = changes.map((c) => {
    const line = c.first + shift + 1;
    shift += c.new.length - c.old.length;
    if (!c.old.length) return l10n.t('line {0}: added "{1}"', line, c.new.join(' / '));
    return l10n.t('line {0}: "{1}" → "{2}"', line, c.old.join(' / ').trim(), c.new.join(' / ').trim());
  });
  return l10n.t('Decklist: "Fix all safe problems" made {0} changes: {1}. No card and no line was removed.', items.length, items.join(l10n.t('; ')));
}

/**
 * `source.fixAll.decklist`: the fixes that leave the player no choice and remove nothing, safe on
 * every save: canonical spellings, a near-certain misspelling of one card, the `// commander:` line
 * for an inferred commander no other legend could be, a near-miss format id. Never a removal, a
 * move, a lowered count or a guess, and never a fix after which the deck has an error it did not
 * have (a deck-size error of the format written right). Its `summary` says what it changed.
 */
export function fixAll(check: CheckResult, text: string, recheck?: Recheck): DeckFix | undefined {
  if (check.context.doc.dialect !== 'text') return undefined;
  // Asked for at each move of the cursor (a light bulb): computed once per check of the text.
  const kept = FIX_ALL.get(check);
  if (kept && kept.text === text && kept.rechecked === !!recheck) return kept.fix;
  const fix = computeFixAll(check, text, recheck);
  FIX_ALL.set(check, { text, rechecked: !!recheck, fix });
  return fix;
}

const FIX_ALL = new WeakMap<CheckResult, { text: string; rechecked: boolean; fix: DeckFix | undefined }>();

function computeFixAll(check: CheckResult, text: string, recheck?: Recheck): DeckFix | undefined {
  const scope = scopeOf(check, text, recheck);
  // A pasted collection is not checked again for each fix: only spellings, which change no card.
  const large = scope.lines.length > RECHECK_MAX_LINES;
  const safe = allFixes(scope).filter((f) => f.isPreferred && f.group && FIX_ALL_KINDS.has(kindOf(f.group)) && (!large || f.group === 'spelling'));
  let chosen = nonOverlapping(safe);
  if (!large && chosen.length && !keepsTheDeck(scope, chosen)) {
    // Some fix, alone or with another, makes a new error: keep each fix that leaves none with those kept before it.
    const kept: DeckFix[] = [];
    for (const f of chosen) if (keepsTheDeck(scope, [...kept, f])) kept.push(f);
    chosen = kept;
  }
  const edits = chosen.flatMap((f) => f.edits);
  if (!edits.length) return undefined;
  const [all] = inLineEndings(text, [{ title: l10n.t('Fix all safe problems in this deck'), kind: 'source.fixAll', edits }]);
  return { ...all, summary: fixAllSummary(text, chosen) };
}
