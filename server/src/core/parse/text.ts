// The plain-text dialect: MTGO/Arena/Moxfield/Archidekt/TappedOut text exports and hand-written lists.
// Exactly one node per line. Every scan is bounded or single-pass, so parsing is linear in the input.
// This file tells what each line is (blank, a comment, a directive, a section header); card lines
// are read by text-entry.ts, and what only the whole list tells by text-list.ts.
import * as l10n from '@vscode/l10n';
import { range, type DeckDiagnostic } from '../types';
import type { BlankNode, CommentNode, DeckDocument, DirectiveNode, EntryNode, LineNode, SectionKind, SectionNode } from './types';
import { editDistance, isWs, lineStarts, skipWs, trimEndIdx } from './text-util';
import type { TextEntry } from './nodes';
import { isAlnum, isDigit, isQtyDigit, LETTER_OR_DIGIT, parseEntry } from './text-entry';
import {
  BARE_DIRECTIVE_ALIASES,
  FORGE_BRACKET_SECTIONS,
  FORGE_INFO_SECTIONS,
  GROUP_WORDS,
  JAPANESE_DIRECTIVE_KEYS,
  JAPANESE_LABELS,
  KNOWN_DIRECTIVES,
  KNOWN_DIRECTIVE_SET,
  MANA_VALUE_HEADER,
  SECTION_WORDS,
  TYPE_QUALIFIERS,
  TYPE_WORDS,
} from './text-words';
import { addToGroup, diag, newGroup, type State } from './text-state';
import { applyBlankLineSideboard, capDiagnostics, isCommanderLikeFormat, notADecklist } from './text-list';
import { closeGroup, footerSection, isTotalWord, toNumber, totalLine } from './text-groups';
import { arenaRow, tableRow } from './text-rows';

export { JAPANESE_DIRECTIVE_KEYS, KNOWN_DIRECTIVES } from './text-words';
export { isCommanderLikeFormat, MAX_PARSE_DIAGNOSTICS } from './text-list';

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
  const state: State = { section: 'main', about: false, explicit: false, text, lineStart: 0, leading: true, commentCategory: false, group: newGroup(false), footers: 0, rowEntries: undefined };
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
  /** `// Word` comment headers read as categories: a lone one above the list is its title. */
  const commentCategories: Array<{ index: number; leading: boolean }> = [];

  /** Takes an entry of the line just read into the lists; 1 when it counts in the current header's section. */
  const addEntry = (e: EntryNode): number => {
    // A line that says its own section (`SB: 1 Opt`, `*CMDR*`, `[Commander]`) is not in the category above it.
    if (state.category !== undefined && !state.explicit && e.category === undefined) e.category = state.category;
    implicit.push(!state.explicit);
    entries.push(e);
    if (!(e as TextEntry).hasQuantity) bare.push(e);
    return !state.explicit && e.section === state.section ? 1 : 0;
  };
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
      const row = state.rowEntries;
      if (row) {
        state.rowEntries = undefined;
        for (const e of row) zoneEntries += addEntry(e);
      } else {
        addToGroup(state, node);
        zoneEntries += addEntry(node);
      }
    } else if (node.kind === 'directive') directives.push(node);
    else if (node.kind === 'unparsed') {
      unparsedLines++;
      // `3 《`: a row that lost its card's name still counts toward its group's footer.
      const lost = /^\s*(\d{1,3})\s*[《:]/.exec(node.text);
      if (lost && !state.group.openedByHeader) state.group.sum += Number(lost[1]);
    } else if (node.kind === 'section') {
      state.group = newGroup(true);
      // A `// Title` comment above the list (a deck name) is no reason to drop the blank-line sideboard.
      if (!(wasLeading && state.commentCategory)) deckHeaders++;
      if (state.commentCategory) commentCategories.push({ index: nodes.length - 1, leading: wasLeading });
      zoneEntries = 0;
      // (Not a forum's `[DECK]` tag: MTG Salvation posts separate groups with blank lines.)
      arenaDeck = !state.commentCategory && node.section === 'main' && node.title.toLowerCase() === 'deck' && text.charCodeAt(ls + node.range.start.character) !== 0x5b;
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

  markUnsure(entries, implicit, entries.length - bare.length);
  if (commentCategories.length === 1 && commentCategories[0].leading) {
    const header = nodes[commentCategories[0].index] as SectionNode;
    const from = starts[header.line];
    titleNotCategory(nodes, commentCategories[0].index, text.slice(from + header.range.start.character, from + header.range.end.character));
  }

  let commanderLike = options.commanderLike ?? false;
  for (const d of directives) {
    if (d.key === 'format') {
      commanderLike = isCommanderLikeFormat(d.value);
      break;
    }
  }
  // A list that marks its sideboard itself (`SB:` lines, a `[Sideboard]` tag, a footer) has no blank-line sideboard.
  if (deckHeaders === 0 && state.footers === 0 && !entries.some((e, k) => !implicit[k] && e.section === 'sideboard'))
    applyBlankLineSideboard(nodes, entries, implicit, commanderLike);

  const notADeck = notADecklist(nodes, entries, bare, unparsedLines);
  if (notADeck) return { dialect: 'text', lineCount, nodes, entries: [], directives, diagnostics: [notADeck] };
  return { dialect: 'text', lineCount, nodes, entries, directives, diagnostics: capDiagnostics(diagnostics) };
}

/**
 * Lines without a count above the first counted line or below the last one, in a list whose lines
 * have counts (at least four, and twice as many as those without): perhaps the list's title
 * (`Goblin Sligh`, `MoMa [1]`, `car-shop-deck`), perhaps a card. The check decides by the card data.
 * Lines in the command zone, or that say their own section, are cards as written.
 */
function markUnsure(entries: EntryNode[], implicit: boolean[], counted: number): void {
  if (counted < 4 || (entries.length - counted) * 3 > entries.length) return;
  const mark = (i: number) => {
    const e = entries[i];
    if (implicit[i] && (e.section === 'main' || e.section === 'sideboard')) (e as TextEntry).unsure = true;
  };
  let i = 0;
  for (; i < entries.length && !(entries[i] as TextEntry).hasQuantity; i++) mark(i);
  for (let j = entries.length - 1; j > i && !(entries[j] as TextEntry).hasQuantity; j--) mark(j);
}

/**
 * `// Boros Burn` above the first card, and no other `// Word` header in the list: the deck's
 * title, a comment, not a category of the cards below it (a list that uses such headers, `// Ramp`
 * … `// Removal`, keeps its first one as a category).
 */
function titleNotCategory(nodes: LineNode[], index: number, comment: string): void {
  const header = nodes[index] as SectionNode;
  nodes[index] = { kind: 'comment', line: header.line, range: header.range, text: comment } satisfies CommentNode;
  for (let i = index + 1; i < nodes.length; i++) {
    const n = nodes[i];
    if (n.kind === 'section') break;
    if (n.kind === 'entry' && n.category === header.title) delete n.category;
  }
}

/** Bullets that decorate a header in Japanese lists: `■サイドボード`, `◆土地 (24)`, `・サイドボード`. */
const HEADER_BULLETS = new Set([0x25a0 /* ■ */, 0x25c6 /* ◆ */, 0x25cf /* ● */, 0x25bc /* ▼ */, 0x25c7 /* ◇ */, 0x25a1 /* □ */, 0x2606 /* ☆ */, 0x2605 /* ★ */, 0x30fb /* ・ */, 0x203b /* ※ */]);

/** Dashes around a header or footer: `-サイドボード(15)-`, `— 統率者 1 —`, `サイドボード15枚-`. */
function isDash(c: number): boolean {
  return c === 0x2d || c === 0x2014 || c === 0x2015 || c === 0xff0d || c === 0x2500;
}

/** Brackets a header is wrapped in: `【メインボード】`, `《サイド》`, `<統率者 x 1>`, `＜土地＞`. */
const HEADER_WRAPPERS: Record<number, number> = { 0x3010: 0x3011, 0x300a: 0x300b, 0x3c: 0x3e, 0xff1c: 0xff1e, 0x3008: 0x3009 };

/**
 * A header written with decorations, as Japanese lists and web tables write them: bullets
 * (`■`, `・`), dashes around it (`-メイン-`, a footer `-土地(26)-`), a table's `|`, wrapping brackets
 * (`【メインボード】`, `《サイド》`, `《土地》 19枚`). Returns the section node or footer comment, a
 * comment for a remark in 【】, or undefined when the line is no header.
 */
function decoratedHeader(s: string, a: number, b: number, line: number, state: State): LineNode | undefined {
  let p = a;
  let q = b;
  let bullet = false;
  let dashed = false;
  // `| … |` of a table row, bullets and dashes, from both ends.
  for (;;) {
    const c = s.charCodeAt(p);
    if (p < q && (c === 0x7c || HEADER_BULLETS.has(c))) {
      bullet ||= c !== 0x7c;
      p = skipWs(s, p + 1, q);
    } else if (p < q && isDash(c) && !isQtyDigit(s.charCodeAt(skipWs(s, p + 1, q)))) {
      dashed = true;
      p = skipWs(s, p + 1, q);
    } else break;
  }
  for (;;) {
    const c = s.charCodeAt(q - 1);
    if (q > p && c === 0x7c) q = trimEndIdx(s, p, q - 1);
    else if (q > p && isDash(c)) {
      dashed = true;
      q = trimEndIdx(s, p, q - 1);
    } else break;
  }
  if (p >= q) return undefined;
  const wrap = HEADER_WRAPPERS[s.charCodeAt(p)];
  let count: number | undefined;
  let strict = false;
  if (wrap !== undefined) {
    const close = s.indexOf(String.fromCharCode(wrap), p + 1);
    if (close < 0 || close >= q) return undefined;
    // `《土地》 19枚`: a count may follow the bracket.
    const rest = /^\s*([0-9０-９]{1,4})\s*枚?$/.exec(s.slice(close + 1, q));
    if (close !== q - 1 && !rest) return undefined;
    if (rest) count = toNumber(rest[1]);
    // `《サイド》` is in a card's brackets: only a known section or type word makes it a header.
    strict = s.charCodeAt(p) === 0x300a;
    p = skipWs(s, p + 1, close);
    q = trimEndIdx(s, p, close);
  } else if (p === a && q === b) return undefined;
  if (p >= q) return undefined;
  const h = matchHeader(s, p, q, true);
  if (!h || (strict && !h.section && !isTypeHeader(h.title.toLowerCase()))) {
    // A line in 【】 or <> that is no header is a remark (`【デッキリスト】`); a name in 《》 is a card.
    if (wrap !== undefined && !strict && p > a && q < b) return proseComment(s, a, b, line);
    return undefined;
  }
  if (count !== undefined && h.declaredCount === undefined) h.declaredCount = count;
  if (dashed && h.declaredCount !== undefined && closeGroup(state, h.declaredCount, h.title, footerSection(h.title), !h.section)) {
    state.footers++;
    return proseComment(s, a, b, line);
  }
  const node = sectionNode(s, p, q, line, h, state);
  node.range = range(line, a, b);
  return node;
}

/** Words that stand for cards a list does not name: `その他 4`, `4 others`. */
const UNNAMED_CARDS = new Set(['その他', '他', 'others', 'other', 'misc', 'etc', 'etc.']);

/** A line around the list that is plainly no card (a title, a remark, a rule): a comment. */
function proseComment(s: string, a: number, b: number, line: number): CommentNode {
  return { kind: 'comment', line, range: range(line, a, b), text: s.slice(a, b) };
}

/** What makes a line that starts with a count prose, if anything does (see isProse). */
const PROSE_MARKS = /[\u300c\u300d\u3002\u21d2\u2192\u6708]/;

/**
 * Prose that is plainly no card line: Japanese quotation marks (`「版図ランプ」`), a sentence's full
 * stop `。`, arrows (`画像付きリストはこちら ⇒ 続唱ランプ`), a rule of dashes (`——————`).
 */
function isProse(s: string, a: number, b: number): boolean {
  // A line that starts with a count has a digit: only these marks (or a date's 月) can make it prose.
  if (isQtyDigit(s.charCodeAt(a)) && !PROSE_MARKS.test(s)) return false;
  let letters = false;
  let open = 0;
  let month = false;
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x6708 /* 月 */) month = true;
    if (c === 0x300c || c === 0x300d || c === 0x3002 || c === 0x21d2 || c === 0x2192) return true;
    if (!letters && (isAlnum(c) || (c > 0x7f && LETTER_OR_DIGIT.test(s[i])))) letters = true;
    // A parenthesis closed before it opened (`Magic Online より引用)`): a sentence cut off, no name.
    if (c === 0x28 || c === 0xff08) open++;
    else if ((c === 0x29 || c === 0xff09) && --open < 0 && !isQtyDigit(s.charCodeAt(a))) return true;
  }
  // A date (`(2024年7月14日)`, `12月21日の…`): a remark about the list.
  if (month && /\d{1,4}年\d{1,2}月|\d{1,2}月\d{1,2}日/.test(s.slice(a, b))) return true;
  // No letter or digit at all, and long enough to be a rule (`——————————`, `=====`).
  return !letters && b - a >= 3;
}

/**
 * A Japanese `label: value` line (`デッキ名:Mesmeric Gaea’s`, `プレイヤー:…`): a directive when the
 * label is a known one, else a comment. Undefined for anything else.
 */
function japaneseLabelLine(s: string, a: number, b: number, line: number): LineNode | undefined {
  if (s.charCodeAt(a) < 0x3000) return undefined;
  const m = /^([\u3040-\u30ff\u3400-\u9fff]{1,12})\s*[:：]\s*(?=\S)/.exec(s.slice(a, Math.min(b, a + 20)));
  if (!m || isQtyDigit(s.charCodeAt(a + m[0].length))) return undefined;
  const key = JAPANESE_LABELS[m[1]];
  if (key === undefined) return proseComment(s, a, b, line);
  const vs = a + m[0].length;
  const d: DirectiveNode = { kind: 'directive', line, range: range(line, a, b), key, keyRange: range(line, a, a + m[1].length), value: s.slice(vs, b), valueRange: range(line, vs, b) };
  return d;
}

/** A forum's BBCode line around a list: `[DECK]`, `[/DECK]`, `[URL=…]…[/URL]` (MTG Salvation). */
function isBbCode(s: string, a: number, b: number): boolean {
  return /^\[(?:\/?(?:deck|url|b|i|u|quote|spoiler|code|list|img|size|color|center)\b[^\]]*)\]/i.test(s.slice(a, Math.min(b, a + 300))) && s.charCodeAt(b - 1) === 0x5d;
}

/**
 * A total line (`24 Lands`, `15 sideboard cards`, `60 Cards`, `合計60枚`): never a card. It closes
 * the group above it when its count is that group's; a sideboard total that does not opens the
 * sideboard (the total written above it).
 */
function totalNode(s: string, a: number, b: number, line: number, state: State): LineNode | undefined {
  const c0 = s.charCodeAt(a);
  // Only a count or 合計/総計/計/Total starts one (most card lines are turned away here, without a slice).
  if (!(isQtyDigit(c0) || c0 === 0x5408 || c0 === 0x7dcf || c0 === 0x8a08 || (c0 | 0x20) === 0x74) || b - a > 60) return undefined;
  if (c0 >= 0x30 && c0 <= 0x39) {
    // `24 Lands`: a count, a space, then only letters, spaces and hyphens (card lines with a set, `4x`, … are turned away).
    let k = a;
    while (k < b && isDigit(s.charCodeAt(k))) k++;
    if (!isWs(s.charCodeAt(k))) return undefined;
    const w0 = skipWs(s, k, b);
    let w1 = -1;
    for (k++; k < b; k++) {
      const c = s.charCodeAt(k) | 0x20;
      if (!((c >= 0x61 && c <= 0x7a) || c === 0x20 || c === 0x2d)) return undefined;
      if (c === 0x20 && w1 < 0 && k > w0) w1 = k;
    }
    // Every word of a total is a total's word: the first one tells most card lines (`4 Lightning Bolt`) without the regular expressions.
    if (!isTotalWord(s.slice(w0, w1 < 0 ? b : w1).toLowerCase())) return undefined;
  }
  const t = totalLine(s.slice(a, b));
  if (!t) return undefined;
  if (closeGroup(state, t.count, t.section ? s.slice(a, b) : (t.category ?? ''), t.section, t.category !== undefined)) {
    state.footers++;
    return proseComment(s, a, b, line);
  }
  if (t.section) {
    const node = sectionNode(s, a, b, line, { section: t.section, title: s.slice(a, b), titleEnd: b, declaredCount: t.count }, state);
    return node;
  }
  return proseComment(s, a, b, line);
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
  if (c0 === 0x7c || HEADER_BULLETS.has(c0) || isDash(c0) || isDash(s.charCodeAt(b - 1)) || HEADER_WRAPPERS[c0] !== undefined) {
    const decorated = decoratedHeader(s, a, b, line, state);
    if (decorated) return decorated;
  }
  const h = matchHeader(s, a, b, false);
  if (h) return sectionNode(s, a, b, line, h, state);
  const arena = arenaRow(s, a, b, line, state, diagnostics);
  if (arena) return arena;
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
  if (state.forgeInfo && !isQtyDigit(c0)) {
    // Forge's `[general]` deck type (`Constructed`), a `[metadata]` line without `=`: not cards.
    const cm: CommentNode = { kind: 'comment', line, range: range(line, a, b), text: s.slice(a, b) };
    return cm;
  }
  if (state.leading && !isQtyDigit(c0) && forgeHeaderFollows(state.text, state.lineStart + s.length)) {
    // Forge's older files: the deck's name on the lines above `[general]`.
    const cm: CommentNode = { kind: 'comment', line, range: range(line, a, b), text: s.slice(a, b) };
    return cm;
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
  if (c0 < 0x30 || c0 > 0x39 /* not a digit */) {
    const other = parseBareMetadata(s, a, b, line) ?? japaneseLabelLine(s, a, b, line);
    if (other) return other;
    if (c0 === 0x5b /* [ */ && isBbCode(s, a, b)) return proseComment(s, a, b, line);
  }
  const total = totalNode(s, a, b, line, state);
  if (total) return total;
  if (isProse(s, a, b)) return proseComment(s, a, b, line);
  const row = tableRow(s, a, b, line, state, diagnostics);
  if (row) return row;
  let from = a;
  // A bullet before a card line: `- 4 Lightning Bolt`, `・4 稲妻`, `* 2 Opt`, `■稲妻`.
  const bullet = HEADER_BULLETS.has(c0) || ((c0 === 0x2d || c0 === 0x2a || c0 === 0x2022) && isQtyDigit(s.charCodeAt(skipWs(s, a + 1, b))));
  if (bullet) from = skipWs(s, a + 1, b);
  const node = parseEntry(s, from, b, line, state, diagnostics);
  if (node.kind === 'entry' && node.name.length <= 6 && UNNAMED_CARDS.has(node.name.toLowerCase())) {
    // `その他 4` (kanoke-hatenadiary's sideboard): a count of cards the list does not name.
    diagnostics.push(
      diag(
        l10n.t("Line {0} was not read as a card: '{1}' counts {2} cards without naming them, so they are not counted. Write each card's name to count it.", line + 1, s.slice(a, b), node.quantity),
        range(line, a, b),
        'information',
        { reason: 'unnamed-cards' },
      ),
    );
    return proseComment(s, a, b, line);
  }
  if (node.kind === 'entry' && !(node as TextEntry).hasQuantity) {
    // A title that holds a card's name (`4色《不屈の独創力》`, `■4色《不屈の独創力》`): brackets inside the name.
    if (/[《》]/.test(node.name)) return proseComment(s, a, b, line);
    // `■稲妻` may be a card, `▼デッキリスト解説` is a remark: the card data tells.
    if (bullet) (node as TextEntry).unsure = true;
  }
  return node;
}

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

/** Whether the next line that is not blank is a Forge section that holds no cards (`[general]`, `[metadata]`). */
function forgeHeaderFollows(text: string, from: number): boolean {
  const m = /^(?:[ \t]*\r?\n)*[ \t]*\[([A-Za-z]{1,20})\][ \t]*(?:\r?\n|$)/.exec(text.slice(from, from + 200).replace(/^\r?\n/, ''));
  return !!m && FORGE_INFO_SECTIONS.has(m[1].toLowerCase());
}

function sectionNode(s: string, a: number, b: number, line: number, h: HeaderMatch, state: State): SectionNode {
  const headerText = s.slice(a, b);
  if (h.about) {
    state.about = true;
  } else {
    state.about = false;
  }
  state.forgeInfo = h.forgeInfo === true;
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
          // An mtgtop8/MWS export's header written by the site (`// FORMAT : ` with no value): nothing to
          // read and nothing for the user to fix in a file a site generated, so a comment.
          if (vs >= b && keyEnd < k && s.slice(p, keyEnd) === key.toUpperCase()) {
            const cm: CommentNode = { kind: 'comment', line, range: range(line, a, b), text: s.slice(a, b) };
            return cm;
          }
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
              diag(emptyDirectiveMessage(key), d.range, 'warning', {
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
              l10n.t(
                "Unknown directive '{0}:'; did you mean '{1}:'? As written, the line is only a comment. Known directives: {2}.",
                written,
                suggestion,
                KNOWN_DIRECTIVES.join(', '),
              ),
              range(line, p, keyEnd),
              'warning',
              { reason: 'unknown-directive', key, suggestion, known: KNOWN_DIRECTIVES },
            ),
          );
        } else if (state.leading) {
          diagnostics.push(
            diag(
              l10n.t("'{0}:' is not a directive, so this line is only a comment. If you meant a directive, use one of: {1}.", written, KNOWN_DIRECTIVES.join(', ')),
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

function emptyDirectiveMessage(key: string): string {
  return l10n.t("The directive '{0}:' has no value; write it as '{0}: …' or remove the line.", key);
}

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
      diagnostics.push(diag(emptyDirectiveMessage(written), d.range, 'warning', { reason: 'empty-directive', key }));
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

interface HeaderMatch {
  /** Deck section opened, or undefined for a type/category header that keeps the current one. */
  section?: SectionKind;
  about?: boolean;
  title: string;
  titleEnd: number;
  declaredCount?: number;
  /** A bare `// Word` comment read as a category header. */
  commentCategory?: boolean;
  /** A Forge section that holds no cards (`[metadata]`, `[duel]`, `[general]`, `[quest]`, `[shop]`). */
  forgeInfo?: boolean;
}

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

/**
 * A header's trailing count: `(15)`, `(11 cards)`, `[15]`, `: 15`, ` 15`, and as Japanese lists
 * write it: full-width `（1）` and digits, `/20枚` (`【クリーチャー/20枚】`), ` x 1` (`<統率者 x 1>`),
 * and a count glued to a Japanese word (`メインボード60枚`, `統率者1`).
 */
const HEADER_COUNT =
  /(?:[:\uff1a/\uff0f]?\s*[([\uff08\uff3b]\s*([0-9\uff10-\uff19]{1,5})\s*(?:cards?|枚)?\s*[)\]\uff09\uff3d]|[:\uff1a/\uff0f]\s*([0-9\uff10-\uff19]{1,5})(?:\s*(?:cards?|枚))?|\s+(?:[x×]\s*)?([0-9\uff10-\uff19]{1,5})(?:\s*(?:cards?|枚))?|(?<=[\u3040-\u30ff\u3400-\u9fff])([0-9\uff10-\uff19]{1,5})\s*枚?)$/i;

/**
 * Recognises a section header in `s[a..b)` (comment prefix already stripped when `prefixed`).
 * `Sideboard`, `Sideboard:`, `Sideboard (15)`, `Sideboard: 15`, `Mainboard (86)`, `Creature (14)`, `Ramp (10)`, `Lands:`.
 */
function matchHeader(s: string, a: number, b: number, prefixed: boolean, commentCategory = false): HeaderMatch | undefined {
  if (b - a > 60 || a >= b) return undefined;
  const c0 = s.charCodeAt(a);
  if (c0 >= 0x30 && c0 <= 0x39 /* a digit */) return undefined;
  if (c0 === 0x5b /* [ */ && s.charCodeAt(b - 1) === 0x5d && s.indexOf(']', a) === b - 1) {
    // Forge-style `[Main]`, `[Sideboard]`, `[Commander]`: only known section words.
    const inner = s.slice(a + 1, b - 1).trim().toLowerCase();
    const section = SECTION_WORDS[inner] ?? FORGE_BRACKET_SECTIONS[inner];
    if (section) return { section, title: s.slice(a + 1, b - 1).trim(), titleEnd: b - 1 };
    // Their `Key=Value` lines are read as directives (`Name=…`), their other lines as comments.
    if (FORGE_INFO_SECTIONS.has(inner)) return { about: true, forgeInfo: true, title: s.slice(a + 1, b - 1).trim(), titleEnd: b - 1 };
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
  const tail = HEADER_COUNT.exec(s.slice(a, e));
  let titleEnd = e;
  if (tail) {
    const num = tail[1] ?? tail[2] ?? tail[3] ?? tail[4];
    declaredCount = Number(num.replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - 0xff10)));
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
  if ((parenCount && tail && tail[3] === undefined && tail[4] === undefined) || (colon && !tail) || (prefixed && parenCount)) {
    if (!/[()[\]{}*]/.test(title) && LETTER_OR_DIGIT.test(title)) return { title, titleEnd, declaredCount };
  }
  return undefined;
}
