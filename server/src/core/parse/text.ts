// The plain-text dialect: MTGO/Arena/Moxfield/Archidekt/TappedOut text exports and hand-written lists.
// Exactly one node per line. Every scan is bounded or single-pass, so parsing is linear in the input.
import { range, type DeckDiagnostic, type Range, type Severity } from '../types';
import type {
  BlankNode,
  CommentNode,
  DeckDocument,
  DirectiveNode,
  EntryNode,
  LineNode,
  Marker,
  MarkerKind,
  SectionKind,
  SectionNode,
  Span,
  UnparsedNode,
} from './types';
import { editDistance, isWs, lineStarts, skipWs, trimEndIdx } from './text-util';
import { LineMarker, LineSpan, TextEntry } from './nodes';

/** Directive keys the parser knows (`// key: value`). Anything else is reported. */
export const KNOWN_DIRECTIVES: readonly string[] = [
  'format',
  'commander',
  'companion',
  'partner',
  'background',
  'oathbreaker',
  'team',
  'bracket',
  'name',
  'deck',
  'author',
  'player',
  'description',
  'note',
  'notes',
  'comment',
  'source',
  'url',
  'date',
  'event',
  'creator',
];

const KNOWN_DIRECTIVE_SET = new Set(KNOWN_DIRECTIVES);

/** Section header words (lower-case, single-spaced) → the section they open. */
const SECTION_WORDS: Record<string, SectionKind> = {
  commander: 'commander',
  commanders: 'commander',
  'commander(s)': 'commander',
  'command zone': 'commander',
  companion: 'companion',
  companions: 'companion',
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  'main deck': 'main',
  mainboard: 'main',
  'main board': 'main',
  library: 'main',
  sideboard: 'sideboard',
  'side board': 'sideboard',
  side: 'sideboard',
  sb: 'sideboard',
  maybeboard: 'maybeboard',
  'maybe board': 'maybeboard',
  maybe: 'maybeboard',
  considering: 'maybeboard',
  tokens: 'outside',
  token: 'outside',
  // Supplemental decks (Archenemy, Planechase, …) are not part of the deck.
  schemes: 'outside',
  'scheme deck': 'outside',
  planes: 'outside',
  'planar deck': 'outside',
  contraptions: 'outside',
  dungeons: 'outside',
  attractions: 'outside',
  stickers: 'outside',
  // Japanese headers.
  統率者: 'commander',
  相棒: 'companion',
  デッキ: 'main',
  メイン: 'main',
  メインデッキ: 'main',
  サイドボード: 'sideboard',
  サイド: 'sideboard',
};

/** Forge `.dck` sections that only exist in brackets (`[Avatar]`, `[Planes]`): not in the deck. */
const FORGE_BRACKET_SECTIONS: Record<string, SectionKind> = {
  avatar: 'outside',
  planes: 'outside',
  schemes: 'outside',
  conspiracy: 'outside',
  dungeon: 'outside',
  attractions: 'outside',
  contraptions: 'outside',
};

/** Bullets that decorate a header in Japanese lists: `■サイドボード`, `◆土地 (24)`. */
const HEADER_BULLETS = new Set([0x25a0 /* ■ */, 0x25c6 /* ◆ */, 0x25cf /* ● */, 0x25bc /* ▼ */, 0x25c7 /* ◇ */, 0x25a1 /* □ */, 0x2606 /* ☆ */, 0x2605 /* ★ */]);

/** Card-type group headers (`Creature (14)`): they do not change the deck section. */
const TYPE_WORDS = new Set([
  'creature',
  'creatures',
  'land',
  'lands',
  'instant',
  'instants',
  'sorcery',
  'sorceries',
  'artifact',
  'artifacts',
  'enchantment',
  'enchantments',
  'planeswalker',
  'planeswalkers',
  'battle',
  'battles',
  'spell',
  'spells',
  'other',
  'others',
  'tribal',
  'kindred',
  'non-creature',
  'noncreature',
  'クリーチャー',
  '土地',
  'インスタント',
  'ソーサリー',
  'アーティファクト',
  'エンチャント',
  'プレインズウォーカー',
]);

/** Other group headers of sorted exports: colors (`Blue`, `(green)`) and rarities (`Mythic Rare`). */
const GROUP_WORDS = new Set([
  'white',
  'blue',
  'black',
  'red',
  'green',
  'colorless',
  'colourless',
  'multicolor',
  'multicolored',
  'multicolour',
  'multicoloured',
  'multi-color',
  'multi-colored',
  'gold',
  'hybrid',
  'common',
  'commons',
  'uncommon',
  'uncommons',
  'rare',
  'rares',
  'mythic',
  'mythics',
  'mythic rare',
  'mythic rares',
  'special',
  'bonus',
]);

/** Words that may qualify a type header: `Artifact Creatures`, `Basic Lands`, `Instants & Sorceries`. */
const TYPE_QUALIFIERS = new Set(['legendary', 'basic', 'nonbasic', 'non-basic', 'snow', 'and', '&', '/', '+']);

/** A header made of card-type words and their qualifiers (at least one type word), at most four words. */
function isTypeHeader(key: string): boolean {
  if (TYPE_WORDS.has(key)) return true;
  const words = key.split(/\s*(?:[&/+,]|\s)\s*/);
  if (words.length > 4) return false;
  let typeWord = false;
  for (const w of words) {
    if (TYPE_WORDS.has(w)) typeWord = true;
    else if (w && !TYPE_QUALIFIERS.has(w)) return false;
  }
  return typeWord;
}

/** Mana value group headers: `CMC2`, `CMC 2`, `MV: 3`, `Mana Value 4+`, `Converted Mana Cost 1`. */
const MANA_VALUE_HEADER = /^(?:cmc|mv|mana value|converted mana cost)[ :=]*\d{0,2}\+?$/;

/** Prefixes that put one line's entry in a section: `SB: 2 Negate`, `Commander: Atraxa`. */
const LINE_PREFIXES: Record<string, SectionKind> = {
  sb: 'sideboard',
  sideboard: 'sideboard',
  commander: 'commander',
  companion: 'companion',
  maybeboard: 'maybeboard',
  maybe: 'maybeboard',
  deck: 'main',
  main: 'main',
  mainboard: 'main',
};

const MAX_QUANTITY = 999;

interface HeaderMatch {
  /** Deck section opened, or undefined for a type/category header that keeps the current one. */
  section?: SectionKind;
  about?: boolean;
  title: string;
  titleEnd: number;
  declaredCount?: number;
  /** A bare `// Word` comment read as a category header. */
  commentCategory?: boolean;
}

interface State {
  section: SectionKind;
  sectionName?: string;
  about: boolean;
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
}

function diag(message: string, r: Range, severity: Severity = 'error', data?: Record<string, unknown>): DeckDiagnostic {
  const d: DeckDiagnostic = { code: 'parse', severity, message, range: r };
  if (data) d.data = data;
  return d;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Quantity digits: ASCII and full-width (`４ 稲妻`). */
function isQtyDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff19);
}

/** The value of the (ASCII or full-width) digits in s[a..b), capped at Number.MAX_SAFE_INTEGER. */
function parseQuantity(s: string, a: number, b: number): number {
  let n = 0;
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    n = n * 10 + (c >= 0xff10 ? c - 0xff10 : c - 48);
    if (n > Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER;
  }
  return n;
}

function allDigits(s: string, a: number, b: number): boolean {
  if (a >= b) return false;
  for (let i = a; i < b; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A set code: 2–6 ASCII letters/digits (`M10`, `2x2`, `40k`, `PDOM`). */
function isSetCode(s: string, a: number, b: number): boolean {
  const n = b - a;
  if (n < 2 || n > 6) return false;
  for (let i = a; i < b; i++) if (!isAlnum(s.charCodeAt(i))) return false;
  return true;
}

/** A set code in square brackets must also look like one (upper-case or digits: `[M10]`), not a category `[Land]`. */
function isBracketSetCode(s: string, a: number, b: number): boolean {
  if (!isSetCode(s, a, b)) return false;
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) return false;
  }
  return true;
}

/** Whether `s[a..end)` ends in a parenthesised set code, optionally followed by a collector number. */
function endsWithParenthesisedSet(s: string, a: number, end: number): boolean {
  let j = trimEndIdx(s, a, end);
  let k = j;
  while (k > a && j - k <= 12 && !isWs(s.charCodeAt(k - 1))) k--;
  if (k > a && k < j && isCollectorNumber(s, k, j)) j = trimEndIdx(s, a, k);
  if (j <= a || s.charCodeAt(j - 1) !== 0x29) return false;
  const p = s.lastIndexOf('(', j - 2);
  return p > a && j - p <= 8 && isWs(s.charCodeAt(p - 1)) && isSetCode(s, p + 1, j - 1);
}

/** A collector number: `123`, `6p`, `94s`, `237a`, `2*`, `CMD-248`, `★12`; contains a digit. */
function isCollectorNumber(s: string, a: number, b: number): boolean {
  const n = b - a;
  if (n < 1 || n > 12) return false;
  let digit = false;
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) digit = true;
    else if (!(isAlnum(c) || c === 0x2d /* - */ || c === 0x2a /* * */ || c === 0x2b /* + (XMage) */ || c === 0x2605 /* ★ */ || c === 0x2020 /* † */ || c === 0x2e /* . */))
      return false;
  }
  return digit && s.charCodeAt(a) !== 0x2d;
}

function markerKind(t: string): MarkerKind | undefined {
  switch (t.toLowerCase()) {
    case 'f':
    case 'foil':
      return 'foil';
    case 'e':
    case 'etched':
    case 'etched foil':
    case 'foil etched':
      return 'etched';
    case 'cmdr':
    case 'commander':
      return 'commander';
    case 'companion':
      return 'companion';
    default:
      return undefined;
  }
}

const TAG_SECTION: Record<string, SectionKind> = {
  commander: 'commander',
  companion: 'companion',
  sideboard: 'sideboard',
  maybeboard: 'maybeboard',
};

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Recognises a section header in `s[a..b)` (comment prefix already stripped when `prefixed`).
 * `Sideboard`, `Sideboard:`, `Sideboard (15)`, `Sideboard: 15`, `Mainboard (86)`, `Creature (14)`, `Ramp (10)`, `Lands:`.
 */
function matchHeader(s: string, a: number, b: number, prefixed: boolean, commentCategory = false): HeaderMatch | undefined {
  if (b - a > 60 || a >= b) return undefined;
  const c0 = s.charCodeAt(a);
  if (isDigit(c0)) return undefined;
  if (c0 === 0x5b /* [ */ && s.charCodeAt(b - 1) === 0x5d && s.indexOf(']', a) === b - 1) {
    // Forge-style `[Main]`, `[Sideboard]`, `[Commander]`: only known section words.
    const inner = s.slice(a + 1, b - 1).trim().toLowerCase();
    const section = SECTION_WORDS[inner] ?? FORGE_BRACKET_SECTIONS[inner];
    if (section) return { section, title: s.slice(a + 1, b - 1).trim(), titleEnd: b - 1 };
    if (inner === 'metadata') return { about: true, title: s.slice(a + 1, b - 1).trim(), titleEnd: b - 1 };
    return undefined;
  }
  let e = b;
  let colon = false;
  if (s.charCodeAt(e - 1) === 0x3a /* : */ || s.charCodeAt(e - 1) === 0xff1a) {
    colon = true;
    e = trimEndIdx(s, a, e - 1);
  }
  let declaredCount: number | undefined;
  let parenCount = false;
  // Trailing count: "(15)", "(11 cards)", "[15]", ": 15", " 15".
  const tail = /(?:[:\uff1a]?\s*[([]\s*(\d{1,5})\s*(?:cards?|枚)?\s*[)\]]|[:\uff1a]\s*(\d{1,5})(?:\s*(?:cards?|枚))?|\s+(\d{1,5})(?:\s*(?:cards?|枚))?)$/i.exec(s.slice(a, e));
  let titleEnd = e;
  if (tail) {
    const num = tail[1] ?? tail[2] ?? tail[3];
    declaredCount = Number(num);
    parenCount = tail[1] !== undefined;
    titleEnd = trimEndIdx(s, a, a + tail.index);
    if (s.charCodeAt(titleEnd - 1) === 0x3a) titleEnd = trimEndIdx(s, a, titleEnd - 1);
  }
  if (titleEnd <= a) return undefined;
  const title = s.slice(a, titleEnd);
  const key = title.toLowerCase().replace(/\s+/g, ' ');
  if (key === 'about') return tail ? undefined : { about: true, title, titleEnd };
  const section = SECTION_WORDS[key];
  if (section) return { section, title, titleEnd, declaredCount };
  if (isTypeHeader(key) || GROUP_WORDS.has(key) || MANA_VALUE_HEADER.test(key)) return { title, titleEnd, declaredCount };
  // A color or rarity group in parentheses: `(green)`, `(Mythic Rare)`.
  if (c0 === 0x28 && !tail && s.charCodeAt(e - 1) === 0x29 && GROUP_WORDS.has(key.slice(1, -1).trim())) return { title, titleEnd, declaredCount };
  // `// Ramp`, `//!Commander`: a short comment of words alone is a category (mtg-parser and many hand-written lists).
  if (commentCategory && !tail && !colon && /^\p{Lu}[\p{L}' &+/-]{0,30}$/u.test(title) && title.split(' ').length <= 3)
    return { title, titleEnd, declaredCount, commentCategory: true };
  // A free category header (Archidekt/Moxfield "by category" exports): needs a count in
  // parentheses or a trailing colon, at least one letter, and no brackets of its own.
  if ((parenCount && tail && tail[3] === undefined) || (colon && !tail) || (prefixed && parenCount)) {
    if (!/[()[\]{}*]/.test(title) && LETTER_OR_DIGIT.test(title)) return { title, titleEnd, declaredCount };
  }
  return undefined;
}

export interface TextParseOptions {
  /** The deck is a Commander-like format (from its directive or file extension). */
  commanderLike?: boolean;
}

/** Parses a decklist in the text dialect: one node per line, never throws. */
export function parseText(text: string, options: TextParseOptions = {}): DeckDocument {
  const starts = lineStarts(text);
  const lineCount = starts.length;
  const nodes: LineNode[] = [];
  const entries: EntryNode[] = [];
  const directives: DirectiveNode[] = [];
  const diagnostics: DeckDiagnostic[] = [];
  const state: State = { section: 'main', about: false, explicit: false, text, lineStart: 0, leading: true, commentCategory: false };
  /** Entries whose section came from nothing but the default (candidates for the blank-line sideboard). */
  const implicit: boolean[] = [];
  let deckHeaders = 0;
  /** Entries read in the current header's section. */
  let zoneEntries = 0;
  /** The current section was opened by Arena's `Deck` header. */
  let arenaDeck = false;
  let commandZoneSeen = false;
  /** Entries written without a quantity, and unreadable lines: what tells a decklist from other text. */
  const bare: EntryNode[] = [];
  let unparsedLines = 0;

  for (let line = 0; line < lineCount; line++) {
    const ls = starts[line];
    let le: number;
    if (line + 1 < lineCount) {
      le = starts[line + 1] - 1;
      if (text.charCodeAt(le) === 10 && le > ls && text.charCodeAt(le - 1) === 13) le--;
    } else le = text.length;
    const s = text.slice(ls, le);
    state.lineStart = ls;
    const wasLeading = state.leading;
    const node = parseLine(s, line, state, diagnostics);
    nodes.push(node);
    if (node.kind === 'entry' || node.kind === 'section' || node.kind === 'unparsed') state.leading = false;
    if (node.kind === 'entry') {
      // A line that says its own section (`SB: 1 Opt`, `*CMDR*`, `[Commander]`) is not in the category above it.
      if (state.category !== undefined && !state.explicit) node.category = state.category;
      implicit.push(!state.explicit);
      entries.push(node);
      if (!(node as TextEntry).hasQuantity) bare.push(node);
      if (!state.explicit && node.section === state.section) zoneEntries++;
    } else if (node.kind === 'directive') directives.push(node);
    else if (node.kind === 'unparsed') unparsedLines++;
    else if (node.kind === 'section') {
      // A `// Title` comment above the list (a deck name) is no reason to drop the blank-line sideboard.
      if (!(wasLeading && state.commentCategory)) deckHeaders++;
      zoneEntries = 0;
      arenaDeck = !state.commentCategory && node.section === 'main' && node.title.toLowerCase() === 'deck';
      if (node.section === 'commander') commandZoneSeen = true;
    } else if (node.kind === 'blank' && zoneEntries > 0 && (state.section === 'commander' || state.section === 'companion')) {
      // `Commander` + its card(s), a blank line, then the deck without a header of its own:
      // the command zone ends at the blank line.
      state.section = 'main';
      state.sectionName = undefined;
      state.category = undefined;
      zoneEntries = 0;
    } else if (node.kind === 'blank' && arenaDeck && zoneEntries > 0 && state.section === 'main' && !commandZoneSeen && !options.commanderLike) {
      // Arena: `Deck`, its cards, a blank line, then the sideboard without a header of its own.
      // (Not in a Commander list: Brawl and Commander decks have no sideboard to put there.)
      state.section = 'sideboard';
      state.sectionName = undefined;
      state.category = undefined;
      arenaDeck = false;
      zoneEntries = 0;
    }
  }

  let commanderLike = options.commanderLike ?? false;
  for (const d of directives) {
    if (d.key === 'format') {
      commanderLike = isCommanderLikeFormat(d.value);
      break;
    }
  }
  // A list that marks its sideboard itself (`SB:` lines, a `[Sideboard]` tag) has no blank-line sideboard.
  if (deckHeaders === 0 && !entries.some((e, k) => !implicit[k] && e.section === 'sideboard'))
    applyBlankLineSideboard(nodes, entries, implicit, commanderLike);

  const notADeck = notADecklist(nodes, entries, bare, unparsedLines);
  if (notADeck) return { dialect: 'text', lineCount, nodes, entries: [], directives, diagnostics: [notADeck] };
  return { dialect: 'text', lineCount, nodes, entries, directives, diagnostics: capDiagnostics(diagnostics) };
}

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
function notADecklist(nodes: LineNode[], entries: EntryNode[], bare: EntryNode[], unparsedLines: number): DeckDiagnostic | undefined {
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
  const what = isDraft ? 'a draft log (Pack 1 pick 1, …)' : `not a decklist: ${odd} of its ${candidates} lines do not look like cards`;
  return diag(
    `This file looks like ${what}, so it is not read as cards. A decklist has one card per line, such as '4 Lightning Bolt' or '1 Sol Ring (CMR) 472'.`,
    first ?? range(0, 0, 0),
    'error',
    { reason: 'not-a-decklist', lines: candidates, unreadable: odd },
  );
}

/** At most this many syntax diagnostics per document (a binary file would otherwise give one per line). */
export const MAX_PARSE_DIAGNOSTICS = 200;

function capDiagnostics(diagnostics: DeckDiagnostic[]): DeckDiagnostic[] {
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
          `…and ${rest} more problems (${errors} lines that could not be read). Is this a decklist? Binary files and other documents cannot be read as one.`,
          diagnostics[MAX_PARSE_DIAGNOSTICS].range,
          'error',
          { reason: 'too-many-problems', omitted: rest },
        )
      : diag(
          `…and ${rest} more ${warnings > 0 ? 'warnings' : 'notes'} like the ones above.`,
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
function applyBlankLineSideboard(nodes: LineNode[], entries: EntryNode[], implicit: boolean[], commanderLike: boolean): void {
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

function parseLine(s: string, line: number, state: State, diagnostics: DeckDiagnostic[]): LineNode {
  const n = s.length;
  const a = skipWs(s, 0, n);
  const b = trimEndIdx(s, a, n);
  if (a >= b) {
    const blank: BlankNode = { kind: 'blank', line, range: range(line, 0, n) };
    return blank;
  }
  const c0 = s.charCodeAt(a);
  if (c0 === 0x23 /* # */ || (c0 === 0x2f /* / */ && s.charCodeAt(a + 1) === 0x2f)) {
    return parseCommentLine(s, a, b, line, state, diagnostics);
  }
  if (c0 === 0x3010 /* 【 */ || HEADER_BULLETS.has(c0)) {
    // Japanese blog/shop lists: `【サイドボード】`, `■サイドボード (15)`, `◆土地`.
    let p = skipWs(s, a + 1, b);
    let q = b;
    if (c0 === 0x3010) q = s.charCodeAt(b - 1) === 0x3011 && s.indexOf('\u3011', p) === b - 1 ? trimEndIdx(s, p, b - 1) : p;
    const hh = q > p ? matchHeader(s, p, q, true) : undefined;
    if (hh) {
      const node = sectionNode(s, p, q, line, hh, state);
      node.range = range(line, a, b);
      return node;
    }
  }
  const h = matchHeader(s, a, b, false);
  if (h) return sectionNode(s, a, b, line, h, state);
  if (state.about) {
    // Forge `[metadata]` block: `Name=My Deck`, `Description=…`, `Deck Type=…`.
    const fm = /^([A-Za-z][A-Za-z ]{0,30}?)\s*=\s*/.exec(s.slice(a, Math.min(b, a + 40)));
    if (fm) {
      const vs = a + fm[0].length;
      const d: DirectiveNode = {
        kind: 'directive',
        line,
        range: range(line, a, b),
        key: fm[1].toLowerCase(),
        keyRange: range(line, a, a + fm[1].length),
        value: s.slice(vs, b),
        valueRange: range(line, vs, b),
      };
      return d;
    }
    // Arena "About" block: `Name My Deck`.
    const m = /^name\s+/i.exec(s.slice(a, Math.min(b, a + 12)));
    if (m) {
      const vs = a + m[0].length;
      const d: DirectiveNode = {
        kind: 'directive',
        line,
        range: range(line, a, b),
        key: 'name',
        keyRange: range(line, a, a + 4),
        value: s.slice(vs, b),
        valueRange: range(line, vs, b),
      };
      return d;
    }
  }
  if (c0 === 0x4e /* N */ || c0 === 0x4c /* L */) {
    // XMage `.dck`: `NAME:My Deck` is the deck name; `LAYOUT MAIN:(…)` lines are editor layout.
    if (/^NAME[ \t]*:/.test(s.slice(a, a + 12))) {
      const colon = s.indexOf(':', a);
      const vs = skipWs(s, colon + 1, b);
      const d: DirectiveNode = {
        kind: 'directive',
        line,
        range: range(line, a, b),
        key: 'name',
        keyRange: range(line, a, a + 4),
        value: s.slice(vs, b),
        valueRange: range(line, vs, b),
      };
      return d;
    }
    if (/^LAYOUT [A-Z]+:/.test(s.slice(a, a + 24))) {
      const cm: CommentNode = { kind: 'comment', line, range: range(line, a, b), text: s.slice(a, b) };
      return cm;
    }
  }
  if (!isDigit(c0)) {
    const other = parseBareMetadata(s, a, b, line);
    if (other) return other;
  }
  return parseEntry(s, a, b, line, state, diagnostics);
}

/** Bare `key: value` words that are directives without a comment prefix (`Name: My Deck`, Cockatrice `CDR: …`). */
const BARE_DIRECTIVE_ALIASES: Record<string, string> = { cdr: 'commander' };

/**
 * Lines of deck metadata written without a comment prefix: a deck URL on its own line (a comment),
 * `Name: X`, `Deck: X`, `Commander: X` (a directive when no quantity follows: `Commander: 1 Atraxa`
 * stays a card in the command zone), and Forge's `Name=X` outside a `[metadata]` block.
 */
function parseBareMetadata(s: string, a: number, b: number, line: number): LineNode | undefined {
  const c0 = s.charCodeAt(a);
  if ((c0 === 0x68 || c0 === 0x48) /* h */ && /^https?:\/\/\S+$/i.test(s.slice(a, b))) {
    const cm: CommentNode = { kind: 'comment', line, range: range(line, a, b), text: s.slice(a, b) };
    return cm;
  }
  let k = a;
  while (k < b && k - a < 12 && ((s.charCodeAt(k) | 0x20) >= 97 && (s.charCodeAt(k) | 0x20) <= 122)) k++;
  if (k === a) return undefined;
  const sep = skipWs(s, k, b);
  const sc = s.charCodeAt(sep);
  if (!(sc === 0x3a || sc === 0xff1a || sc === 0x3d) /* : = */) return undefined;
  const word = s.slice(a, k).toLowerCase();
  const key = BARE_DIRECTIVE_ALIASES[word] ?? word;
  if (!KNOWN_DIRECTIVE_SET.has(key)) return undefined;
  const vs = skipWs(s, sep + 1, b);
  // `Commander: 1 Atraxa` and `Deck: 4 Lightning Bolt` are entries with a section prefix; a URL's `//` is not a value.
  if (vs >= b || isQtyDigit(s.charCodeAt(vs)) || (s.charCodeAt(sep + 1) === 0x2f && s.charCodeAt(sep + 2) === 0x2f)) return undefined;
  const d: DirectiveNode = {
    kind: 'directive',
    line,
    range: range(line, a, b),
    key,
    keyRange: range(line, a, k),
    value: s.slice(vs, b),
    valueRange: range(line, vs, b),
  };
  return d;
}

function sectionNode(s: string, a: number, b: number, line: number, h: HeaderMatch, state: State): SectionNode {
  const headerText = s.slice(a, b);
  if (h.about) {
    state.about = true;
  } else {
    state.about = false;
  }
  if (h.section) {
    state.section = h.section;
  } else if (!h.about && (state.section === 'commander' || state.section === 'companion')) {
    // A card-type group (`Creature (30)`) after the command zone holds deck cards (Moxfield "by type").
    state.section = 'main';
  }
  state.sectionName = headerText;
  state.commentCategory = h.commentCategory === true;
  state.category = h.section || h.about ? undefined : h.title;
  const node: SectionNode = {
    kind: 'section',
    line,
    range: range(line, a, b),
    section: h.about ? 'outside' : state.section,
    title: h.title,
  };
  if (h.declaredCount !== undefined) node.declaredCount = h.declaredCount;
  if (state.category !== undefined) node.category = true;
  return node;
}

function parseCommentLine(
  s: string,
  a: number,
  b: number,
  line: number,
  state: State,
  diagnostics: DeckDiagnostic[],
): LineNode {
  const c0 = s.charCodeAt(a);
  let p = a;
  while (p < b && s.charCodeAt(p) === c0) p++;
  // mtg-parser writes its sections as `//!Commander`.
  if (c0 === 0x2f && s.charCodeAt(p) === 0x21) p++;
  p = skipWs(s, p, b);
  if (p < b) {
    const h = knownDirectiveAhead(s, p, b) ? undefined : matchHeader(s, p, b, true, c0 === 0x2f);
    if (h) {
      const node = sectionNode(s, p, b, line, h, state);
      node.range = range(line, a, b);
      state.sectionName = s.slice(p, b);
      return node;
    }
    const jp = japaneseDirective(s, a, p, b, line, diagnostics);
    if (jp) return jp;
    // Directive: a single word, a colon, a value (`// format: commander`).
    let k = p;
    const c = s.charCodeAt(k);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      while (k < b && k - p < 32) {
        const ck = s.charCodeAt(k);
        if (isAlnum(ck) || ck === 0x5f || ck === 0x2d) k++;
        else break;
      }
      const keyEnd = k;
      k = skipWs(s, k, b);
      if (k < b && (s.charCodeAt(k) === 0x3a || s.charCodeAt(k) === 0xff1a) && !(s.charCodeAt(k + 1) === 0x2f && s.charCodeAt(k + 2) === 0x2f)) {
        const key = s.slice(p, keyEnd).toLowerCase();
        if (KNOWN_DIRECTIVE_SET.has(key)) {
          const vs = skipWs(s, k + 1, b);
          const d: DirectiveNode = {
            kind: 'directive',
            line,
            range: range(line, a, b),
            key,
            keyRange: range(line, p, keyEnd),
            value: s.slice(vs, b),
            valueRange: range(line, vs, b),
          };
          if (vs >= b) {
            diagnostics.push(
              diag(`The directive '${key}:' has no value; write it as '${key}: …' or remove the line.`, d.range, 'warning', {
                reason: 'empty-directive',
                key,
              }),
            );
          }
          return d;
        }
        // An unknown `// Word: text` stays a comment. It is reported only when it looks like a
        // directive: a misspelt key anywhere (`// fromat: commander`, a warning), or any key in the
        // leading block where directives are written (a note). Prose further down
        // (`// Note: bring 2 more`, `// TODO: …`) is left alone.
        const written = s.slice(p, keyEnd);
        const suggestion = nearestDirective(key);
        if (suggestion !== undefined) {
          diagnostics.push(
            diag(
              `Unknown directive '${written}:'; did you mean '${suggestion}:'? As written, the line is only a comment. ` +
                `Known directives: ${KNOWN_DIRECTIVES.join(', ')}.`,
              range(line, p, keyEnd),
              'warning',
              { reason: 'unknown-directive', key, suggestion, known: KNOWN_DIRECTIVES },
            ),
          );
        } else if (state.leading) {
          diagnostics.push(
            diag(
              `'${written}:' is not a directive, so this line is only a comment. ` +
                `If you meant a directive, use one of: ${KNOWN_DIRECTIVES.join(', ')}.`,
              range(line, p, keyEnd),
              'information',
              { reason: 'unknown-directive', key, known: KNOWN_DIRECTIVES },
            ),
          );
        }
      }
    }
  }
  const cm: CommentNode = { kind: 'comment', line, range: range(line, a, b), text: s.slice(a, b) };
  return cm;
}

/** Japanese directive keys (`// ブラケット: 2`, `// フォーマット: 統率者戦`) and the directive each one is. */
const JAPANESE_DIRECTIVE_KEYS: ReadonlyArray<[string, string]> = [
  ['ブラケット', 'bracket'],
  ['フォーマット', 'format'],
];

/** A directive written with a Japanese key, colon ASCII or full-width; undefined for anything else. */
function japaneseDirective(s: string, a: number, p: number, b: number, line: number, diagnostics: DeckDiagnostic[]): DirectiveNode | undefined {
  if (s.charCodeAt(p) < 0x3000) return undefined;
  for (const [written, key] of JAPANESE_DIRECTIVE_KEYS) {
    if (!s.startsWith(written, p)) continue;
    const keyEnd = p + written.length;
    const k = skipWs(s, keyEnd, b);
    if (!(s.charCodeAt(k) === 0x3a || s.charCodeAt(k) === 0xff1a)) return undefined;
    const vs = skipWs(s, k + 1, b);
    const d: DirectiveNode = { kind: 'directive', line, range: range(line, a, b), key, keyRange: range(line, p, keyEnd), value: s.slice(vs, b), valueRange: range(line, vs, b) };
    if (vs >= b) {
      diagnostics.push(diag(`The directive '${written}:' has no value; write it as '${written}: …' or remove the line.`, d.range, 'warning', { reason: 'empty-directive', key }));
    }
    return d;
  }
  return undefined;
}

/**
 * The known directive a key is a typo of (`fromat` → `format`, `comander` → `commander`), if any:
 * same first letter, and at most one edit (two for keys of six letters or more; a swap of two
 * neighbours is one edit). Common words close to a key (`game`, `late`) differ in the first letter.
 */
export function nearestDirective(key: string): string | undefined {
  if (key.length < 3) return undefined;
  let best: string | undefined;
  let bestD = 3;
  for (const k of KNOWN_DIRECTIVES) {
    if (k.charCodeAt(0) !== key.charCodeAt(0)) continue;
    const max = k.length >= 6 ? 2 : 1;
    if (Math.abs(k.length - key.length) > max) continue;
    const dist = editDistance(key, k, max);
    if (dist <= max && dist < bestD) {
      best = k;
      bestD = dist;
    }
  }
  return best;
}

/** Whether `s[p..b)` starts with a known directive key and a colon (`format:`), which is never a header. */
function knownDirectiveAhead(s: string, p: number, b: number): boolean {
  let k = p;
  while (k < b && k - p < 32 && (isAlnum(s.charCodeAt(k)) || s.charCodeAt(k) === 0x5f || s.charCodeAt(k) === 0x2d)) k++;
  if (k === p) return false;
  const k2 = skipWs(s, k, b);
  if (!(s.charCodeAt(k2) === 0x3a || s.charCodeAt(k2) === 0xff1a)) return false;
  const key = s.slice(p, k).toLowerCase();
  if (!KNOWN_DIRECTIVE_SET.has(key)) return false;
  // `// Commander:` with nothing after it is a section header, not an empty directive.
  return skipWs(s, k2 + 1, b) < b || SECTION_WORDS[key] === undefined;
}

function unparsed(s: string, a: number, b: number, line: number, diagnostics: DeckDiagnostic[], message: string, reason: string): UnparsedNode {
  const r = range(line, a, b);
  diagnostics.push(diag(message, r, 'error', { reason }));
  return { kind: 'unparsed', line, range: r, text: s.slice(a, b) };
}

function parseEntry(s: string, a: number, b: number, line: number, state: State, diagnostics: DeckDiagnostic[]): LineNode {
  let i = a;
  let forced: SectionKind | undefined;
  // Per-line section prefix: `SB: 2 Negate`, `sb : 2 Negate`, `Commander: Atraxa`.
  {
    let k = i;
    while (k < b && k - i < 12) {
      const c = s.charCodeAt(k);
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) k++;
      else break;
    }
    if (k > i) {
      const word = s.slice(i, k).toLowerCase();
      const sec = LINE_PREFIXES[word];
      if (sec !== undefined) {
        const k2 = skipWs(s, k, b);
        if (k2 < b && (s.charCodeAt(k2) === 0x3a || s.charCodeAt(k2) === 0xff1a)) {
          forced = sec;
          i = skipWs(s, k2 + 1, b);
        }
      }
    }
  }
  // Trailing comment: ` # …` (a '#' after whitespace); Moxfield/mtg-parser tags: ` #Ramp #!Card Advantage`.
  let e = b;
  let markers: Marker[] | undefined;
  let hashTags: Span[] | undefined;
  {
    let h = s.indexOf('#', i);
    while (h !== -1 && h < e) {
      if (h > i && isWs(s.charCodeAt(h - 1))) {
        e = trimEndIdx(s, i, h);
        if (isHashTagStart(s.charCodeAt(h + 1))) {
          hashTags = [];
          h = readHashTags(s, h, b, line, hashTags);
          if (h >= b) break;
        }
        // deckstats.net marks the commander with a comment: `1 Atraxa, Praetors' Voice # !Commander`.
        if (b - h <= 16 && s.charCodeAt(skipWs(s, h + 1, b)) === 0x21 /* ! */) {
          const kind = markerKind(s.slice(skipWs(s, h + 1, b) + 1, b));
          if (kind === 'commander' || kind === 'companion') markers = [new LineMarker(kind, s.slice(h, b), line, h, b)];
        }
        break;
      }
      h = s.indexOf('#', h + 1);
    }
  }
  const contentEnd = hashTags && hashTags.length ? (hashTags[hashTags.length - 1] as LineSpan).end : e;
  if (i >= e) {
    return unparsed(s, a, b, line, diagnostics, 'This line has a section prefix but no card; write e.g. `SB: 1 Card Name`.', 'no-card');
  }
  // Quantity: `4 Name`, `4x Name`, `4X Name`, `4 x Name`, tabs.
  let quantity = 1;
  let q0 = -1;
  let q1 = -1;
  {
    let k = i;
    while (k < e && isQtyDigit(s.charCodeAt(k))) k++;
    if (k > i) {
      let nameStart = -1;
      const cx = s.charCodeAt(k);
      if ((cx === 0x78 || cx === 0x58 || cx === 0xd7) && (k + 1 >= e || isWs(s.charCodeAt(k + 1)))) {
        nameStart = skipWs(s, k + 1, e);
      } else if (k < e && isWs(cx)) {
        let m = skipWs(s, k, e);
        const cm = s.charCodeAt(m);
        if ((cm === 0x78 || cm === 0x58 || cm === 0xd7) && m + 1 < e && isWs(s.charCodeAt(m + 1))) m = skipWs(s, m + 1, e);
        nameStart = m;
      } else if (k >= e) {
        nameStart = e;
      }
      if (nameStart >= 0) {
        quantity = parseQuantity(s, i, k);
        q0 = i;
        q1 = k;
        i = nameStart;
      }
    }
  }
  if (i >= e) {
    return unparsed(s, a, b, line, diagnostics, `'${truncate(s.slice(a, b))}' has a quantity but no card name; write e.g. '4 Lightning Bolt'.`, 'no-name');
  }

  let s0 = -1;
  let s1 = -1;
  let c0 = -1;
  let c1 = -1;
  let tags: Span[] | undefined;

  // Prefix set code: `[M10] Lightning Bolt`, XMage `[M10:146] Lightning Bolt`.
  if (s.charCodeAt(i) === 0x5b) {
    const close = s.indexOf(']', i + 1);
    if (close !== -1 && close - i <= 22 && close < e) {
      const colon = s.indexOf(':', i + 1);
      const setEnd = colon !== -1 && colon < close ? colon : close;
      const oneLetter = setEnd === i + 2 && s.charCodeAt(i + 1) >= 65 && s.charCodeAt(i + 1) <= 90;
      if ((oneLetter || isBracketSetCode(s, i + 1, setEnd)) && (setEnd === close || isCollectorNumber(s, setEnd + 1, close))) {
        const after = skipWs(s, close + 1, e);
        if (after < e) {
          s0 = i + 1;
          s1 = setEnd;
          if (setEnd < close) {
            c0 = setEnd + 1;
            c1 = close;
          }
          i = after;
        }
      }
    }
  }

  // Forge `.dck`: `4 Lightning Bolt|M10|1` (set code, then the art index, which is not a collector number).
  if (s0 < 0) {
    const bar = s.indexOf('|', i);
    if (bar > i && bar < e) {
      let setEnd = s.indexOf('|', bar + 1);
      if (setEnd === -1 || setEnd > e) setEnd = e;
      setEnd = trimEndIdx(s, bar + 1, setEnd);
      if (isSetCode(s, bar + 1, setEnd) && !isWs(s.charCodeAt(bar - 1))) {
        s0 = bar + 1;
        s1 = setEnd;
        e = bar;
      }
    }
  }
  // Peel suffixes from the right: markers, categories, labels, `(SET) 123`, `(SET)`, `[SET]`.
  let tailTags: Span[][] | undefined;
  /** Where a trailing `[SET]` would sit among the categories, while it may still turn out to be one. */
  let bracketSetAt = -1;
  for (let guard = 0; guard < 16; guard++) {
    e = trimEndIdx(s, i, e);
    if (e <= i) break;
    const ch = s.charCodeAt(e - 1);
    if (ch === 0x2a /* * */ && e - 2 > i) {
      const k = s.lastIndexOf('*', e - 2);
      if (k > i && e - k <= 24 && isWs(s.charCodeAt(k - 1))) {
        const inner = s.slice(k + 1, e - 1);
        if (/^[A-Za-z][A-Za-z -]*$/.test(inner)) {
          const m = new LineMarker(markerKind(inner) ?? 'other', s.slice(k, e), line, k, e);
          if (markers) markers.push(m);
          else markers = [m];
          e = k;
          continue;
        }
      }
    }
    if (ch === 0x5d /* ] */ && e - 2 > i) {
      const k = s.lastIndexOf('[', e - 2);
      if (k > i && isWs(s.charCodeAt(k - 1)) && e - k <= 600 && s.indexOf(']', k) === e - 1) {
        // After `(SET) 123` a bracket is a category even when it looks like a code: `(CMR) 472 [RAMP]`.
        if (s0 < 0 && isBracketSetCode(s, k + 1, e - 1) && !endsWithParenthesisedSet(s, i, k)) {
          s0 = k + 1;
          s1 = e - 1;
          // Provisional: a `(SET)` further left makes this bracket a category after all
          // (`(CMR) 472 *F* [ETB]`, `(CMR) 472 [Ramp] [ETB]`).
          bracketSetAt = tailTags ? tailTags.length : 0;
        } else {
          (tailTags ??= []).push(splitTags(s, k + 1, e - 1, line));
        }
        e = k;
        continue;
      }
    }
    if (ch === 0x5e /* ^ */ && e - 2 > i) {
      const k = s.lastIndexOf('^', e - 2);
      if (k > i && isWs(s.charCodeAt(k - 1)) && e - k <= 600) {
        (tailTags ??= []).push([new LineSpan(s.slice(k, e), line, k, e)]);
        e = k;
        continue;
      }
    }
    if (ch === 0x29 /* ) */ && e - 3 > i && s.charCodeAt(e - 2) === 0x46 /* F */ && s.charCodeAt(e - 3) === 0x28 && isWs(s.charCodeAt(e - 4))) {
      // MTGGoldfish: `4 Lightning Bolt [2X2] (F)` is a foil.
      const m = new LineMarker('foil', '(F)', line, e - 3, e);
      if (markers) markers.push(m);
      else markers = [m];
      e = e - 3;
      continue;
    }
    if (ch === 0x3e /* > */ && e - 2 > i) {
      // MTGGoldfish printing variants: `1 Jeweled Lotus <borderless> [CMR]`, `<extended>`, `<0350>`.
      const k = s.lastIndexOf('<', e - 2);
      if (k > i && e - k <= 40 && isWs(s.charCodeAt(k - 1)) && s.indexOf('>', k) === e - 1) {
        const m = new LineMarker('other', s.slice(k, e), line, k, e);
        if (markers) markers.push(m);
        else markers = [m];
        e = k;
        continue;
      }
    }
    if (ch === 0x29 /* ) */ && c0 < 0 && e - 2 > i && isDigit(s.charCodeAt(e - 2))) {
      // A collector number alone in parentheses: `Forest (3)` (digits only, so no set code looks like it).
      const k = s.lastIndexOf('(', e - 2);
      if (k > i && e - k <= 7 && isWs(s.charCodeAt(k - 1)) && allDigits(s, k + 1, e - 1)) {
        c0 = k + 1;
        c1 = e - 1;
        e = k;
        continue;
      }
    }
    if (ch === 0x29 /* ) */ && (s0 < 0 || bracketSetAt >= 0) && e - 2 > i) {
      const k = s.lastIndexOf('(', e - 2);
      if (k > i && e - k <= 8 && isWs(s.charCodeAt(k - 1)) && isSetCode(s, k + 1, e - 1)) {
        const inner = s.slice(k + 1, e - 1);
        const mk = markerKind(inner);
        if (mk === 'foil' || mk === 'etched') {
          const m = new LineMarker(mk, s.slice(k, e), line, k, e);
          if (markers) markers.push(m);
          else markers = [m];
        } else {
          if (bracketSetAt >= 0) {
            (tailTags ??= []).splice(bracketSetAt, 0, splitTags(s, s0, s1, line));
            bracketSetAt = -1;
          }
          s0 = k + 1;
          s1 = e - 1;
        }
        e = k;
        continue;
      }
    }
    if ((s0 < 0 || bracketSetAt >= 0) && c0 < 0) {
      // `(SET) 123`: a short token after a parenthesised set code.
      let k = e;
      while (k > i && e - k <= 12 && !isWs(s.charCodeAt(k - 1))) k--;
      if (k > i && isCollectorNumber(s, k, e)) {
        const j = trimEndIdx(s, i, k);
        if (j > i && j < k && s.charCodeAt(j - 1) === 0x29) {
          const p = s.lastIndexOf('(', j - 2);
          if (p > i && j - p <= 8 && isWs(s.charCodeAt(p - 1)) && isSetCode(s, p + 1, j - 1)) {
            if (bracketSetAt >= 0) {
              (tailTags ??= []).splice(bracketSetAt, 0, splitTags(s, s0, s1, line));
              bracketSetAt = -1;
            }
            s0 = p + 1;
            s1 = j - 1;
            c0 = k;
            c1 = e;
            e = p;
            continue;
          }
        }
        if (j > i && j < k && s.charCodeAt(j - 1) === 0x5d) {
          const p = s.lastIndexOf('[', j - 2);
          if (p > i && j - p <= 8 && isWs(s.charCodeAt(p - 1)) && isBracketSetCode(s, p + 1, j - 1)) {
            if (bracketSetAt >= 0) {
              (tailTags ??= []).splice(bracketSetAt, 0, splitTags(s, s0, s1, line));
              bracketSetAt = -1;
            }
            s0 = p + 1;
            s1 = j - 1;
            c0 = k;
            c1 = e;
            e = p;
            continue;
          }
        }
      }
    }
    break;
  }
  e = trimEndIdx(s, i, e);
  // Trailing quantity when none leads: `稲妻 ×4`, `Lightning Bolt x4`, `稲妻 4枚`.
  if (q0 < 0 && e - i > 2) {
    let k = e;
    const hasMai = s.charCodeAt(k - 1) === 0x679a; /* 枚 */
    if (hasMai) k--;
    const dEnd = k;
    while (k > i && dEnd - k < 4 && isQtyDigit(s.charCodeAt(k - 1))) k--;
    if (k < dEnd && k > i) {
      const dStart = k;
      const cx = s.charCodeAt(k - 1);
      let before = -1;
      if (cx === 0x78 || cx === 0x58 || cx === 0xd7 || cx === 0xff58) before = k - 1;
      else if (hasMai) before = k;
      if (before > i && isWs(s.charCodeAt(before - 1))) {
        quantity = parseQuantity(s, dStart, dEnd);
        q0 = dStart;
        q1 = dEnd;
        e = trimEndIdx(s, i, before);
      }
    }
  }
  // Peeled right to left: restore source order.
  if (markers && markers.length > 1) markers.reverse();
  if (tailTags) {
    tags = [];
    for (let t = tailTags.length - 1; t >= 0; t--) tags.push(...tailTags[t]);
  }
  if (hashTags && hashTags.length) tags = tags ? tags.concat(hashTags) : hashTags;

  if (e <= i) {
    return unparsed(s, a, b, line, diagnostics, `No card name on this line; write e.g. '1 Sol Ring (CMR) 472'.`, 'no-name');
  }
  const name = s.slice(i, e);
  const check = scanName(s, i, e);
  if (check === NAME_CONTROL) {
    return unparsed(
      s,
      a,
      b,
      line,
      diagnostics,
      'This line contains control characters (binary data?) and cannot be read as a card; remove them.',
      'control-characters',
    );
  }
  if (check === NAME_NO_LETTER) {
    return unparsed(s, a, b, line, diagnostics, `'${truncate(s.slice(a, b))}' is not a card line: a card name needs letters.`, 'not-a-card');
  }
  if (name.indexOf('\ufffd') !== -1) {
    // What a decoder leaves of bytes that are not UTF-8 (a file saved as Shift_JIS or Windows-1252).
    diagnostics.push(
      diag(
        `'${truncate(name)}' contains characters that could not be read (shown as �): the file is not valid UTF-8. ` +
          'Save it as UTF-8 and open it again.',
        range(line, i, e),
        'error',
        { reason: 'invalid-encoding' },
      ),
    );
  }

  let nameStart = i;
  let nameEnd = e;
  let written = name;
  let lookup = bilingualNamesPlain;
  // 《日本語名/English Name》
  if ((name.charCodeAt(0) === 0x300a && name.charCodeAt(name.length - 1) === 0x300b) || (name.charCodeAt(0) === 0x300e && name.charCodeAt(name.length - 1) === 0x300f)) {
    nameStart = i + 1;
    nameEnd = e - 1;
    written = s.slice(nameStart, nameEnd);
    lookup = bilingualNamesBracketed;
  }

  const explicitMarkerSection = markers ? sectionFromMarkers(markers) : undefined;
  const tagSection = tags ? sectionFromTags(tags) : undefined;
  const section = forced ?? explicitMarkerSection ?? tagSection ?? state.section;
  let sectionName = state.sectionName;
  if (forced) {
    const colon = s.indexOf(':', a);
    sectionName = (colon >= 0 ? s.slice(a, colon).trim() : '') || sectionName;
  }
  const entry = new TextEntry(
    line,
    a,
    contentEnd,
    section,
    quantity,
    q0,
    q1,
    written,
    nameStart,
    nameEnd,
    lookup,
    markers,
    tags,
    sectionName,
    state.text,
    state.lineStart,
    s0,
    s1,
    c0,
    c1,
  );
  state.explicit = forced !== undefined || explicitMarkerSection !== undefined || tagSection !== undefined;

  if (quantity === 0) {
    diagnostics.push(
      diag(`Quantity 0 for '${truncate(written)}': a line must count at least one copy. Write 1, or delete the line.`, entry.quantityRange ?? entry.range, 'error', {
        reason: 'quantity-zero',
      }),
    );
  } else if (quantity > MAX_QUANTITY) {
    const qText = q0 >= 0 ? s.slice(q0, q1) : String(quantity);
    diagnostics.push(
      diag(
        `Quantity ${truncate(qText)} for '${truncate(written)}' is more than ${MAX_QUANTITY}. ` +
          (q0 >= 0 && q0 < i ? `If the number is part of the card's name, write '1 ${truncate(s.slice(q0, e))}'.` : 'Write the number of copies, at most 999.'),
        entry.quantityRange ?? entry.range,
        'error',
        { reason: 'quantity-too-large' },
      ),
    );
  }
  return entry;
}

/** A tag starts with a letter or `!` right after its `#` (`#Ramp`, `#!Draw`); `# note` and `#1` are comments. */
function isHashTagStart(c: number): boolean {
  return c === 0x21 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c > 0x7f && !isWs(c));
}

/**
 * Reads `#Tag #!Other Tag` from `#` at `h` into `out` (each tag's text without `#`/`#!`, ranges on
 * the name); a tag runs to the next ` #`. Returns where a trailing ` # comment` starts, or `b`.
 */
function readHashTags(s: string, h: number, b: number, line: number, out: Span[]): number {
  while (h < b && s.charCodeAt(h) === 0x23 && isHashTagStart(s.charCodeAt(h + 1))) {
    let t0 = h + 1;
    if (s.charCodeAt(t0) === 0x21 /* ! */) t0++;
    let next = s.indexOf('#', t0);
    while (next !== -1 && !isWs(s.charCodeAt(next - 1))) next = s.indexOf('#', next + 1);
    const end = next === -1 ? b : next;
    const t1 = trimEndIdx(s, t0, end);
    if (t1 > t0) out.push(new LineSpan(s.slice(t0, t1), line, t0, t1));
    h = end;
  }
  return h;
}

function truncate(t: string): string {
  return t.length > 60 ? t.slice(0, 57) + '…' : t;
}

function splitTags(s: string, a: number, b: number, line: number): Span[] {
  // `Ramp,Land{noDeck}{noPrice}` → `Ramp`, `Land`, `{noDeck}`, `{noPrice}`.
  const out: Span[] = [];
  let i = a;
  while (i < b) {
    i = skipWs(s, i, b);
    let j = i;
    while (j < b && s.charCodeAt(j) !== 0x2c && s.charCodeAt(j) !== 0x7b) j++;
    const ne = trimEndIdx(s, i, j);
    if (ne > i) out.push(new LineSpan(s.slice(i, ne), line, i, ne));
    while (j < b && s.charCodeAt(j) === 0x7b) {
      const close = s.indexOf('}', j);
      const ce = close === -1 || close >= b ? b : close + 1;
      out.push(new LineSpan(s.slice(j, ce), line, j, ce));
      j = skipWs(s, ce, b);
    }
    while (j < b && s.charCodeAt(j) !== 0x2c) j++;
    i = j + 1;
  }
  return out;
}

function sectionFromMarkers(markers: Marker[]): SectionKind | undefined {
  for (const m of markers) {
    if (m.kind === 'commander') return 'commander';
    if (m.kind === 'companion') return 'companion';
  }
  return undefined;
}

function sectionFromTags(tags: Span[]): SectionKind | undefined {
  let noDeck = false;
  let named: SectionKind | undefined;
  for (const t of tags) {
    const lower = t.text.toLowerCase();
    if (lower === '{nodeck}') noDeck = true;
    else if (!named && TAG_SECTION[lower]) named = TAG_SECTION[lower];
  }
  if (named === 'commander' || named === 'companion') return named;
  if (named) return named;
  if (noDeck) return 'outside';
  return undefined;
}

const NAME_OK = 0;
const NAME_CONTROL = 1;
const NAME_NO_LETTER = 2;

/** One pass over a name: control characters (binary data) or no letter/digit at all. */
function scanName(s: string, a: number, b: number): number {
  let letter = false;
  let nonAscii = false;
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0b && c !== 0x0c) return NAME_CONTROL;
    } else if (c < 0x80) {
      if (c === 0x7f) return NAME_CONTROL;
      if (!letter && isAlnum(c)) letter = true;
    } else if (c === 0xfffe || c === 0xffff) return NAME_CONTROL;
    else nonAscii = true;
  }
  if (letter) return NAME_OK;
  if (nonAscii && LETTER_OR_DIGIT.test(s.slice(a, b))) return NAME_OK;
  return NAME_NO_LETTER;
}

function bilingualNamesPlain(written: string): string[] {
  return bilingualNames(written, false);
}

function bilingualNamesBracketed(written: string): string[] {
  return bilingualNames(written, true);
}

/** The basic lands' Japanese names: they work without the downloaded name table. */
const JAPANESE_BASICS: Record<string, string> = {
  平地: 'Plains',
  島: 'Island',
  沼: 'Swamp',
  山: 'Mountain',
  森: 'Forest',
  荒地: 'Wastes',
  冠雪の平地: 'Snow-Covered Plains',
  冠雪の島: 'Snow-Covered Island',
  冠雪の沼: 'Snow-Covered Swamp',
  冠雪の山: 'Snow-Covered Mountain',
  冠雪の森: 'Snow-Covered Forest',
  冠雪の荒地: 'Snow-Covered Wastes',
};

/** The names to try for a written name: `日本語名/English Name` → English first, then Japanese. */
function bilingualNames(written: string, bracketed: boolean): string[] {
  const basic = written.charCodeAt(0) > 0x3000 ? JAPANESE_BASICS[written] : undefined;
  if (basic) return [basic, written];
  const last = written.charCodeAt(written.length - 1);
  if (last === 0x29 || last === 0xff09) {
    // `稲妻 (Lightning Bolt)`, `稲妻（Lightning Bolt）`: a Japanese name with its English name in parentheses.
    const open = Math.max(written.lastIndexOf('('), written.lastIndexOf('\uff08'));
    if (open > 0) {
      const left = written.slice(0, open).trim();
      const inner = written.slice(open + 1, -1).trim();
      if (left && inner && CJK.test(left) && !CJK.test(inner) && /[A-Za-z]/.test(inner)) return [inner, left];
    }
  }
  if (written.indexOf('/') === -1 && written.indexOf('\uff0f') === -1) return [written];
  const slash = findTranslationSlash(written);
  if (slash >= 0) {
    const left = written.slice(0, slash).trim();
    const right = written.slice(slash + 1).trim();
    if (bracketed || (CJK.test(left) && !CJK.test(right))) {
      const out: string[] = [];
      if (right) out.push(right);
      if (left && left !== right) out.push(left);
      return out.length ? out : [written];
    }
    if (!CJK.test(written) && left && right) return [written, `${left} // ${right}`];
  }
  return [written];
}

/**
 * The slash between a Japanese name and its English name: the first single slash whose right side
 * has no CJK (so `火／氷/Fire // Ice` splits before `Fire`), else the first single slash.
 */
function findTranslationSlash(t: string): number {
  const first = findSingleSlash(t);
  if (first < 0 || !CJK.test(t)) return first;
  for (let at = first; at >= 0; at = findSingleSlash(t, at + 1)) {
    if (!CJK.test(t.slice(at + 1))) return at;
  }
  return first;
}

/** Index of a `/` or `／` that is not part of a ` // ` split-card separator, or -1. */
function findSingleSlash(t: string, from = 0): number {
  for (let i = from; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 0xff0f) return i;
    if (c === 0x2f) {
      if (t.charCodeAt(i + 1) === 0x2f) {
        i++;
        continue;
      }
      return i;
    }
  }
  return -1;
}
