// "Make X the commander" for a Commander list whose commander is missing: one fix per card of the
// list that could lead it (commander inference's candidates, in list order, so the first line's
// legend comes first). Each fix moves the card into the command zone as the deck's dialect writes
// one: a `Commander` section at the top of a text list (`統率者` in a list with Japanese headers),
// MTGO's commander annotation on a .dek element, OCTGN's `Command Zone` section. A fix is offered only when the deck, read again
// after it, has that card as its commander and every other card where it was.
import * as l10n from '@vscode/l10n';
import type { CheckResult } from '../check';
import type { ResolvedEntry } from '../rules/context';
import { nounText } from '../formats/texts';
import { parseDeck } from '../parse';
import { MTGO_COMMANDER_ANNOTATION } from '../parse/xml';
import type { DeckDocument, SectionNode } from '../parse/types';
import { sectionHeader, writtenInJapanese } from './section-headers';
import type { Position, Range } from '../types';

interface Edit {
  range: Range;
  newText: string;
}

export interface CommanderChoice {
  title: string;
  edits: Edit[];
}

/**
 * Each fix reads the deck again: at most this many lines are read for one deck's fixes (a few
 * hundred milliseconds), so a list of thousands of lines gets fixes for its first candidates only.
 */
const MAX_LINES_READ = 100_000;

/** The fixes for a commander-missing diagnostic (none for a missing signature spell, or in a dialect that has no command zone to write). */
export function commanderChoices(check: CheckResult, lines: string[]): CommanderChoice[] {
  const ctx = check.context;
  const cmd = ctx.format.commander;
  if (!cmd || ctx.commanders.length > 0) return [];
  const text = lines.join('\n');
  // An editor asks for code actions at every move of the cursor: the deck is read again once per check.
  const known = CHOICES.get(check);
  if (known?.text === text) return known.choices;
  const out: CommanderChoice[] = [];
  for (const e of ctx.commanderCandidates.slice(0, Math.max(1, Math.floor(MAX_LINES_READ / lines.length)))) {
    const edits = DIALECT_EDITS[ctx.doc.dialect]?.(ctx.doc, text, lines, e);
    if (!edits || !leadsAfter(check, text, edits, e)) continue;
    const title = cmd.noun === 'commander' ? l10n.t('Make {0} the commander', e.shown) : l10n.t('Make {0} the {1}', e.shown, nounText(cmd.noun));
    out.push({ title, edits });
  }
  CHOICES.set(check, { text, choices: out });
  return out;
}

const CHOICES = new WeakMap<CheckResult, { text: string; choices: CommanderChoice[] }>();

const pos = (line: number, character: number): Position => ({ line, character });

/** How each dialect with a command zone of its own writes a card into it. */
const DIALECT_EDITS: Partial<Record<DeckDocument['dialect'], (doc: DeckDocument, text: string, lines: string[], e: ResolvedEntry) => Edit[] | undefined>> = {
  text: (doc, _text, lines, e) => textEdits(doc, lines, e),
  'mtgo-xml': (_doc, text, lines, e) => mtgoEdits(text, lines, e),
  'octgn-xml': octgnEdits,
};

/** Deletes a line with its line break (the one before it on the last line). */
function removeLine(lines: string[], line: number): Edit {
  if (line + 1 < lines.length) return { range: { start: pos(line, 0), end: pos(line + 1, 0) }, newText: '' };
  return line > 0
    ? { range: { start: pos(line - 1, lines[line - 1].length), end: pos(line, lines[line].length) }, newText: '' }
    : { range: { start: pos(0, 0), end: pos(0, lines[0].length) }, newText: '' };
}

/**
 * A text list: the card's line moves under the list's empty command zone header, else into a
 * `Commander` section above the first card or header (and a `Deck` header then opens the rest of a
 * list that had none), as Arena and Moxfield write a Commander list.
 */
function textEdits(doc: DeckDocument, lines: string[], e: ResolvedEntry): Edit[] | undefined {
  const line = e.entry.line;
  const card = lines[line].trim();
  const header = doc.nodes.find((n): n is SectionNode => n.kind === 'section' && n.section === 'commander');
  if (header) return [{ range: { start: pos(header.line + 1, 0), end: pos(header.line + 1, 0) }, newText: `${card}\n` }, removeLine(lines, line)];
  const first = doc.nodes.find((n) => n.kind === 'entry' || n.kind === 'section' || n.kind === 'unparsed');
  if (!first) return undefined;
  const japanese = writtenInJapanese(doc);
  const block = `${sectionHeader('commander', japanese)}\n${card}\n\n${first.kind === 'entry' ? `${sectionHeader('main', japanese)}\n` : ''}`;
  // The card is the first line of the list: the block takes its place.
  if (first.line === line) return line + 1 < lines.length ? [{ range: { start: pos(line, 0), end: pos(line + 1, 0) }, newText: block }] : undefined;
  return [{ range: { start: pos(first.line, 0), end: pos(first.line, 0) }, newText: block }, removeLine(lines, line)];
}

/** MTGO .dek: the commander is a sideboard element with MTGO's commander annotation. */
function mtgoEdits(text: string, lines: string[], e: ResolvedEntry): Edit[] | undefined {
  const starts = lineStarts(lines);
  const from = offsetAt(starts, e.entry.range.start);
  const element = text.slice(from, offsetAt(starts, e.entry.range.end));
  if (!element.startsWith('<Cards')) return undefined;
  const edits: Edit[] = [];
  const set = (attribute: string, value: string) => {
    const m = new RegExp(`\\s${attribute}\\s*=\\s*(["'])([^"']*)\\1`).exec(element);
    if (!m) {
      // After the last attribute, as MTGO writes them.
      let end = element.length - (element.endsWith('/>') ? 2 : 1);
      while (end > 0 && /\s/.test(element[end - 1])) end--;
      const at = positionAt(starts, from + end);
      edits.push({ range: { start: at, end: at }, newText: ` ${attribute}="${value}"` });
    } else if (m[2] !== value) {
      const start = from + m.index + m[0].length - 1 - m[2].length;
      edits.push({ range: { start: positionAt(starts, start), end: positionAt(starts, start + m[2].length) }, newText: value });
    }
  };
  set('Sideboard', 'true');
  set('Annotation', MTGO_COMMANDER_ANNOTATION);
  return edits;
}

/**
 * OCTGN .o8d: the `<card>` element moves into the `Command Zone` section (opened when it is written
 * `<section … />`), or into a new one after the section it was in.
 */
function octgnEdits(doc: DeckDocument, text: string, lines: string[], e: ResolvedEntry): Edit[] | undefined {
  const starts = lineStarts(lines);
  const from = offsetAt(starts, e.entry.range.start);
  const to = offsetAt(starts, e.entry.range.end);
  const card = text.slice(from, to);
  const indent = (offset: number) => /^[ \t]*/.exec(lines[positionAt(starts, offset).line])![0];
  const at = (offset: number) => positionAt(starts, offset);
  // The element alone on its lines goes with them; otherwise only the element.
  const first = at(from);
  const last = at(to);
  const alone = lines[first.line].slice(0, first.character).trim() === '' && lines[last.line].slice(last.character).trim() === '' && last.line + 1 < lines.length;
  const remove: Edit = alone ? { range: { start: pos(first.line, 0), end: pos(last.line + 1, 0) }, newText: '' } : { range: { start: first, end: last }, newText: '' };
  const zone = doc.nodes.find((n): n is SectionNode => n.kind === 'section' && n.section === 'commander');
  if (zone) {
    const tagEnd = text.indexOf('>', offsetAt(starts, zone.range.end));
    if (tagEnd < 0) return undefined;
    const sectionIndent = indent(tagEnd);
    if (text[tagEnd - 1] === '/') {
      let open = tagEnd - 1;
      while (open > 0 && /\s/.test(text[open - 1])) open--;
      return [{ range: { start: at(open), end: at(tagEnd + 1) }, newText: `>\n${indent(from)}${card}\n${sectionIndent}</section>` }, remove];
    }
    return [{ range: { start: at(tagEnd + 1), end: at(tagEnd + 1) }, newText: `\n${indent(from)}${card}` }, remove];
  }
  const close = text.indexOf('</section>', to);
  if (close < 0) return undefined;
  const end = at(close + '</section>'.length);
  const sectionIndent = indent(close);
  return [remove, { range: { start: end, end }, newText: `\n${sectionIndent}<section name="Command Zone" shared="False">\n${indent(from)}${card}\n${sectionIndent}</section>` }];
}

function lineStarts(lines: string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  return starts;
}

function offsetAt(starts: number[], p: Position): number {
  return starts[p.line] + p.character;
}

function positionAt(starts: number[], offset: number): Position {
  let line = starts.length - 1;
  while (line > 0 && starts[line] > offset) line--;
  return pos(line, offset - starts[line]);
}

/**
 * Whether the deck, read again with the edits applied, has the card in its command zone and every
 * other card in the section it was in (a header added above a list could otherwise turn a
 * blank-line sideboard into deck cards).
 */
function leadsAfter(check: CheckResult, text: string, edits: Edit[], e: ResolvedEntry): boolean {
  const starts = lineStarts(text.split('\n'));
  if (edits.some((x) => x.range.end.line >= starts.length)) return false;
  let after = text;
  for (const edit of [...edits].sort((a, b) => offsetAt(starts, b.range.start) - offsetAt(starts, a.range.start)))
    after = after.slice(0, offsetAt(starts, edit.range.start)) + edit.newText + after.slice(offsetAt(starts, edit.range.end));
  const doc = parseDeck(after, { fileName: check.context.path });
  const cards = (entries: DeckDocument['entries']) => entries.map((x) => `${x.section}\t${x.quantity}\t${x.name}`).sort();
  const expected = cards(check.context.doc.entries.map((x) => (x === e.entry ? { ...x, section: 'commander' as const } : x)));
  return doc.dialect === check.context.doc.dialect && JSON.stringify(cards(doc.entries)) === JSON.stringify(expected);
}
