// A card line of the text dialect, read as steps from both ends:
//   SB: 4x [M10] Lightning Bolt (M10) 146 *F* [Burn] #Removal # a comment
//   └ section prefix, quantity, set tag, name, set and number, markers, tags, trailing comment ┘
// Each step is a reader of CardLineReader: it reads the part of the line not read yet, keeps what it
// read (the quantity, the set code, …) in the reader, and returns where it stopped (-1 when the
// line has nothing of its kind). One reader serves every line, so a 50,000-line list allocates
// nothing for reading beyond the entries themselves.
import * as l10n from '@vscode/l10n';
import { range, type DeckDiagnostic } from '../types';
import type { LineNode, Marker, SectionKind, Span, UnparsedNode } from './types';
import { isWs, skipWs, trimEndIdx } from './text-util';
import { LineMarker, LineSpan, TextEntry } from './nodes';
import { isHashTagStart, readHashTags, sectionFromMarkers, sectionFromTags, splitTags } from './text-tags';
import { LINE_PREFIXES, markerKind } from './text-words';
import { bilingualNamesBracketed, bilingualNamesPlain } from './bilingual-names';
import { diag, type State } from './text-state';

const MAX_QUANTITY = 999;

/** Reads the card entry of the line's text `s[start..end)` (trimmed, not empty); an unparsed node when it is no card. */
export function parseEntry(s: string, start: number, end: number, line: number, state: State, diagnostics: DeckDiagnostic[]): LineNode {
  const node = readEntry(cardLineReader.start(s, line), s, start, end, line, state, diagnostics);
  cardLineReader.finish();
  return node;
}

function readEntry(read: CardLineReader, s: string, start: number, end: number, line: number, state: State, diagnostics: DeckDiagnostic[]): LineNode {
  const afterPrefix = read.sectionPrefix(start, end);
  let nameStart = afterPrefix >= 0 ? afterPrefix : start;
  const beforeComment = read.trailingComment(nameStart, end);
  let nameEnd = beforeComment >= 0 ? beforeComment : end;
  const hashTags = read.hashTags;
  const contentEnd = hashTags && hashTags.length ? (hashTags[hashTags.length - 1] as LineSpan).end : nameEnd;
  if (nameStart >= nameEnd) {
    return unparsed(s, start, end, line, diagnostics, l10n.t('This line has a section prefix but no card; write e.g. `SB: 1 Card Name`.'), 'no-card');
  }

  const afterQuantity = read.leadingQuantity(nameStart, nameEnd);
  if (afterQuantity >= 0) nameStart = afterQuantity;
  if (nameStart >= nameEnd) {
    return unparsed(s, start, end, line, diagnostics, l10n.t("'{0}' has a quantity but no card name; write e.g. '4 Lightning Bolt'.", truncate(s.slice(start, end))), 'no-name');
  }

  const afterSetTag = read.setTag(nameStart, nameEnd);
  if (afterSetTag >= 0) nameStart = afterSetTag;
  else {
    const beforeForgeSet = read.forgeSet(nameStart, nameEnd);
    if (beforeForgeSet >= 0) nameEnd = beforeForgeSet;
  }
  nameEnd = read.suffixes(nameStart, nameEnd);
  if (read.quantityStart < 0) {
    const beforeQuantity = read.trailingQuantity(nameStart, nameEnd);
    if (beforeQuantity >= 0) nameEnd = beforeQuantity;
  }
  const { quantity, quantityStart, quantityEnd, markers } = read;

  // Peeled right to left: restore source order.
  if (markers && markers.length > 1) markers.reverse();
  let tags: Span[] | undefined;
  const tagGroups = read.tagGroups;
  if (tagGroups) {
    tags = [];
    for (let t = tagGroups.length - 1; t >= 0; t--) tags.push(...tagGroups[t]);
  }
  if (hashTags && hashTags.length) tags = tags ? tags.concat(hashTags) : hashTags;

  if (nameEnd <= nameStart) {
    return unparsed(s, start, end, line, diagnostics, l10n.t("No card name on this line; write e.g. '1 Sol Ring (CMR) 472'."), 'no-name');
  }
  // `4《Force of Will`, `4 《魂の洞窟`: a page copied as text often loses the closing bracket.
  const unclosed = isNameBracket(s.charCodeAt(nameStart)) && s.indexOf(s.charCodeAt(nameStart) === 0x300a ? '\u300b' : '\u300f', nameStart + 1) === -1;
  if (unclosed) nameStart = skipWs(s, nameStart + 1, nameEnd);
  if (nameEnd <= nameStart) {
    // `3 《`: a widget row that lost its card's name (Wizards of the Coast Japan's lists copied as
    // text). Not a card, and not the user's typing error: said once, as information.
    const r = range(line, start, end);
    diagnostics.push(
      diag(
        l10n.t("Line {0} was not read as a card: '{1}' counts {2} cards but the card's name is missing (a web page copied as text often loses it), so they are not counted. Write the name after 《 to count them.", line + 1, truncate(s.slice(start, end)), quantity),
        r,
        'information',
        { reason: 'lost-name' },
      ),
    );
    return { kind: 'unparsed', line, range: r, text: s.slice(start, end) };
  }
  const written = s.slice(nameStart, nameEnd);
  const unreadable = unreadableName(s, start, end, written, nameStart, nameEnd, line, diagnostics);
  if (unreadable) return unreadable;

  // 《日本語名/English Name》: the name is inside the brackets.
  const bracketed = inBilingualBrackets(written);
  const markerSection = markers ? sectionFromMarkers(markers) : undefined;
  const tagSection = tags ? sectionFromTags(tags) : undefined;
  const prefixSection = read.prefixSection;
  const section = prefixSection ?? markerSection ?? tagSection ?? state.section;
  let sectionName = state.sectionName;
  if (prefixSection) {
    const colon = s.indexOf(':', start);
    sectionName = (colon >= 0 ? s.slice(start, colon).trim() : '') || sectionName;
  }
  const entry = new TextEntry(
    line,
    start,
    contentEnd,
    section,
    quantity,
    quantityStart,
    quantityEnd,
    bracketed ? written.slice(1, -1) : written,
    bracketed ? nameStart + 1 : nameStart,
    bracketed ? nameEnd - 1 : nameEnd,
    bracketed || unclosed ? bilingualNamesBracketed : bilingualNamesPlain,
    markers,
    tags,
    sectionName,
    state.text,
    state.lineStart,
    read.setStart,
    read.setEnd,
    read.numberStart,
    read.numberEnd,
  );
  state.explicit = prefixSection !== undefined || markerSection !== undefined || tagSection !== undefined;

  if (quantity === 0) {
    diagnostics.push(
      diag(l10n.t("Quantity 0 for '{0}': a line must count at least one copy. Write 1, or delete the line.", truncate(entry.name)), entry.quantityRange ?? entry.range, 'error', {
        reason: 'quantity-zero',
      }),
    );
  } else if (quantity > MAX_QUANTITY) {
    const qText = quantityStart >= 0 ? s.slice(quantityStart, quantityEnd) : String(quantity);
    diagnostics.push(
      diag(
        quantityStart >= 0 && quantityStart < nameStart
          ? l10n.t(
              "Quantity {0} for '{1}' is more than {2}. If the number is part of the card's name, write '1 {3}'.",
              truncate(qText),
              truncate(entry.name),
              MAX_QUANTITY,
              truncate(s.slice(quantityStart, nameEnd)),
            )
          : l10n.t("Quantity {0} for '{1}' is more than {2}. Write the number of copies, at most {2}.", truncate(qText), truncate(entry.name), MAX_QUANTITY),
        entry.quantityRange ?? entry.range,
        'error',
        { reason: 'quantity-too-large' },
      ),
    );
  }
  return entry;
}

function unparsed(s: string, a: number, b: number, line: number, diagnostics: DeckDiagnostic[], message: string, reason: string): UnparsedNode {
  const r = range(line, a, b);
  diagnostics.push(diag(message, r, 'error', { reason }));
  return { kind: 'unparsed', line, range: r, text: s.slice(a, b) };
}

/**
 * The readers of one card line and what they read, as offsets into the line (-1: absent).
 * Suffixes are peeled right to left, so markers and category groups are kept in that order.
 */
class CardLineReader {
  /** A per-line section prefix (`SB:`), if any. */
  prefixSection: SectionKind | undefined = undefined;
  quantity = 1;
  quantityStart = -1;
  quantityEnd = -1;
  setStart = -1;
  setEnd = -1;
  numberStart = -1;
  numberEnd = -1;
  /** Markers, right to left (a trailing comment's first). */
  markers: Marker[] | undefined = undefined;
  /** Moxfield/mtg-parser tags of a trailing comment: `#Ramp #!Card Advantage` (possibly empty). */
  hashTags: Span[] | undefined = undefined;
  /** Categories: one group per bracket or label, right to left. */
  tagGroups: Span[][] | undefined = undefined;
  /** Where a trailing `[SET]` would sit among the categories, while it may still turn out to be one. */
  private bracketSetAt = -1;
  private s = '';
  private line = 0;

  /** Starts on a new line: nothing read yet. */
  start(s: string, line: number): this {
    this.s = s;
    this.line = line;
    this.prefixSection = undefined;
    this.quantity = 1;
    this.quantityStart = this.quantityEnd = -1;
    this.setStart = this.setEnd = this.numberStart = this.numberEnd = this.bracketSetAt = -1;
    this.markers = this.hashTags = this.tagGroups = undefined;
    return this;
  }

  /** Lets go of the line (a slice keeps its whole document alive) and of what was read from it. */
  finish(): void {
    this.s = '';
    this.markers = this.hashTags = this.tagGroups = undefined;
  }

  /** Per-line section prefix: `SB: 2 Negate`, `sb : 2 Negate`, `Commander: Atraxa`. Returns where the rest starts. */
  sectionPrefix(from: number, end: number): number {
    const s = this.s;
    let k = from;
    while (k < end && k - from < 12) {
      const c = s.charCodeAt(k);
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) k++;
      else break;
    }
    if (k === from) return -1;
    const section = LINE_PREFIXES[s.slice(from, k).toLowerCase()];
    if (section === undefined) return -1;
    const colon = skipWs(s, k, end);
    if (!(colon < end && (s.charCodeAt(colon) === 0x3a || s.charCodeAt(colon) === 0xff1a))) return -1;
    this.prefixSection = section;
    return skipWs(s, colon + 1, end);
  }

  /**
   * Trailing comment: ` # …` (a '#' after whitespace); Moxfield/mtg-parser tags: ` #Ramp #!Card Advantage`.
   * Returns where the text before it ends (trimmed).
   */
  trailingComment(from: number, end: number): number {
    const s = this.s;
    let h = s.indexOf('#', from);
    while (h !== -1 && h < end) {
      if (h > from && isWs(s.charCodeAt(h - 1))) {
        const textEnd = trimEndIdx(s, from, h);
        if (isHashTagStart(s.charCodeAt(h + 1))) {
          this.hashTags = [];
          h = readHashTags(s, h, end, this.line, this.hashTags);
          if (h >= end) return textEnd;
        }
        // deckstats.net marks the commander with a comment: `1 Atraxa, Praetors' Voice # !Commander`.
        if (end - h <= 16 && s.charCodeAt(skipWs(s, h + 1, end)) === 0x21 /* ! */) {
          const kind = markerKind(s.slice(skipWs(s, h + 1, end) + 1, end));
          if (kind === 'commander' || kind === 'companion') this.markers = [new LineMarker(kind, s.slice(h, end), this.line, h, end)];
        }
        return textEnd;
      }
      h = s.indexOf('#', h + 1);
    }
    return -1;
  }

  /**
   * Quantity: `4 Name`, `4x Name`, `4X Name`, `4 x Name`, tabs, and as Japanese sites print it:
   * `4《稲妻》` (glued to the bracket), `16:《山/Mountain》`, `4.....Shock` (dots padding the
   * count), `4枚 稲妻`. Returns where the name starts.
   */
  leadingQuantity(from: number, end: number): number {
    const s = this.s;
    let k = from;
    while (k < end && isQtyDigit(s.charCodeAt(k))) k++;
    if (k === from) return -1;
    let nameStart = -1;
    const cx = s.charCodeAt(k);
    if (isTimesSign(cx) && (k + 1 >= end || isWs(s.charCodeAt(k + 1)) || isNameBracket(s.charCodeAt(k + 1)))) {
      nameStart = skipWs(s, k + 1, end);
    } else if (isNameBracket(cx)) {
      // `4《Force of Will》` (cardshop-serra): no space between the count and the bracket.
      nameStart = k;
    } else if ((cx === 0x3a || cx === 0xff1a) && k + 1 < end && !isQtyDigit(s.charCodeAt(skipWs(s, k + 1, end)))) {
      // `16:《山/Mountain》` (paupermtg, simiteku); `12:30` is no count.
      nameStart = skipWs(s, k + 1, end);
    } else if (isPaddingDot(cx) && isPaddingDot(s.charCodeAt(k + 1))) {
      // `4.....蛮族のリング/Barbarian Ring`: a run of dots between the count and the name.
      let m = k;
      while (m < end && isPaddingDot(s.charCodeAt(m))) m++;
      nameStart = skipWs(s, m, end);
    } else if (cx === 0x679a /* 枚 */ && k + 1 < end && (isWs(s.charCodeAt(k + 1)) || isNameBracket(s.charCodeAt(k + 1)) || startsName(s.charCodeAt(k + 1)))) {
      // `4枚 稲妻`, `4枚ボロスの魔除け`, `4枚Shock`: the counter word after the count, a space after it or not.
      nameStart = skipWs(s, k + 1, end);
    } else if (k < end && isWs(cx)) {
      let m = skipWs(s, k, end);
      const cm = s.charCodeAt(m);
      if (isTimesSign(cm) && m + 1 < end && isWs(s.charCodeAt(m + 1))) m = skipWs(s, m + 1, end);
      nameStart = m;
    } else if (k >= end) {
      nameStart = end;
    }
    if (nameStart < 0) return -1;
    this.quantity = parseQuantity(s, from, k);
    this.quantityStart = from;
    this.quantityEnd = k;
    return nameStart;
  }

  /** Prefix set code: `[M10] Lightning Bolt`, XMage `[M10:146] Lightning Bolt`. Returns where the name starts. */
  setTag(from: number, end: number): number {
    const s = this.s;
    if (s.charCodeAt(from) !== 0x5b) return -1;
    const close = s.indexOf(']', from + 1);
    if (close === -1 || close - from > 22 || close >= end) return -1;
    const colon = s.indexOf(':', from + 1);
    const setEnd = colon !== -1 && colon < close ? colon : close;
    const oneLetter = setEnd === from + 2 && s.charCodeAt(from + 1) >= 65 && s.charCodeAt(from + 1) <= 90;
    if (!((oneLetter || isBracketSetCode(s, from + 1, setEnd)) && (setEnd === close || isCollectorNumber(s, setEnd + 1, close)))) return -1;
    const next = skipWs(s, close + 1, end);
    if (next >= end) return -1;
    this.setStart = from + 1;
    this.setEnd = setEnd;
    if (setEnd < close) {
      this.numberStart = setEnd + 1;
      this.numberEnd = close;
    }
    return next;
  }

  /** Forge `.dck`: `4 Lightning Bolt|M10|1` (set code, then the art index, which is not a collector number). Returns where the name ends. */
  forgeSet(from: number, end: number): number {
    const s = this.s;
    const bar = s.indexOf('|', from);
    if (!(bar > from && bar < end)) return -1;
    let setEnd = s.indexOf('|', bar + 1);
    if (setEnd === -1 || setEnd > end) setEnd = end;
    setEnd = trimEndIdx(s, bar + 1, setEnd);
    if (!(isSetCode(s, bar + 1, setEnd) && !isWs(s.charCodeAt(bar - 1)))) return -1;
    this.setStart = bar + 1;
    this.setEnd = setEnd;
    return bar;
  }

  /**
   * Peels the suffixes from the right: markers (`*F*`, `(F)`, `<borderless>`), categories (`[Ramp]`),
   * labels (`^Tag^`), `(SET) 123`, `(SET)`, `[SET]`, a collector number alone `(3)`. Returns where
   * the name ends (trimmed).
   */
  suffixes(from: number, end: number): number {
    const s = this.s;
    for (let guard = 0; guard < 16; guard++) {
      end = trimEndIdx(s, from, end);
      if (end <= from) break;
      const ch = s.charCodeAt(end - 1);
      let next = -1;
      if (ch === 0x2a /* * */) next = this.starMarker(from, end);
      else if (ch === 0x5d /* ] */) next = this.brackets(from, end);
      else if (ch === 0x5e /* ^ */) next = this.label(from, end);
      else if (ch === 0x3e /* > */) next = this.variant(from, end);
      else if (ch === 0x29 /* ) */) {
        next = this.goldfishFoil(from, end);
        if (next < 0) next = this.numberInParentheses(from, end);
        if (next < 0) next = this.setInParentheses(from, end);
      }
      if (next < 0) next = this.setAndNumber(from, end);
      if (next < 0) break;
      end = next;
    }
    return trimEndIdx(s, from, end);
  }

  private addMarker(m: Marker): void {
    if (this.markers) this.markers.push(m);
    else this.markers = [m];
  }

  /** A `[SET]` taken provisionally was a category after all: back among the categories where it stood. */
  private demoteBracketSet(): void {
    if (this.bracketSetAt < 0) return;
    (this.tagGroups ??= []).splice(this.bracketSetAt, 0, splitTags(this.s, this.setStart, this.setEnd, this.line));
    this.bracketSetAt = -1;
  }

  /** `*F*`, `*CMDR*`, `*Etched*`. */
  private starMarker(from: number, end: number): number {
    const s = this.s;
    if (!(end - 2 > from)) return -1;
    const k = s.lastIndexOf('*', end - 2);
    if (!(k > from && end - k <= 24 && isWs(s.charCodeAt(k - 1)))) return -1;
    const inner = s.slice(k + 1, end - 1);
    if (!/^[A-Za-z][A-Za-z -]*$/.test(inner)) return -1;
    this.addMarker(new LineMarker(markerKind(inner) ?? 'other', s.slice(k, end), this.line, k, end));
    return k;
  }

  /** `[Ramp,Land{noDeck}]` categories, or a `[SET]` code. */
  private brackets(from: number, end: number): number {
    const s = this.s;
    if (!(end - 2 > from)) return -1;
    const k = s.lastIndexOf('[', end - 2);
    if (!(k > from && isWs(s.charCodeAt(k - 1)) && end - k <= 600 && s.indexOf(']', k) === end - 1)) return -1;
    // After `(SET) 123` a bracket is a category even when it looks like a code: `(CMR) 472 [RAMP]`.
    if (this.setStart < 0 && isBracketSetCode(s, k + 1, end - 1) && !endsWithParenthesisedSet(s, from, k)) {
      this.setStart = k + 1;
      this.setEnd = end - 1;
      // Provisional: a `(SET)` further left makes this bracket a category after all
      // (`(CMR) 472 *F* [ETB]`, `(CMR) 472 [Ramp] [ETB]`).
      this.bracketSetAt = this.tagGroups ? this.tagGroups.length : 0;
    } else {
      (this.tagGroups ??= []).push(splitTags(s, k + 1, end - 1, this.line));
    }
    return k;
  }

  /** A `^Label^`, kept whole as a category. */
  private label(from: number, end: number): number {
    const s = this.s;
    if (!(end - 2 > from)) return -1;
    const k = s.lastIndexOf('^', end - 2);
    if (!(k > from && isWs(s.charCodeAt(k - 1)) && end - k <= 600)) return -1;
    (this.tagGroups ??= []).push([new LineSpan(s.slice(k, end), this.line, k, end)]);
    return k;
  }

  /** MTGGoldfish: `4 Lightning Bolt [2X2] (F)` is a foil. */
  private goldfishFoil(from: number, end: number): number {
    const s = this.s;
    if (!(end - 3 > from && s.charCodeAt(end - 2) === 0x46 /* F */ && s.charCodeAt(end - 3) === 0x28 && isWs(s.charCodeAt(end - 4)))) return -1;
    this.addMarker(new LineMarker('foil', '(F)', this.line, end - 3, end));
    return end - 3;
  }

  /** MTGGoldfish printing variants: `1 Jeweled Lotus <borderless> [CMR]`, `<extended>`, `<0350>`. */
  private variant(from: number, end: number): number {
    const s = this.s;
    if (!(end - 2 > from)) return -1;
    const k = s.lastIndexOf('<', end - 2);
    if (!(k > from && end - k <= 40 && isWs(s.charCodeAt(k - 1)) && s.indexOf('>', k) === end - 1)) return -1;
    this.addMarker(new LineMarker('other', s.slice(k, end), this.line, k, end));
    return k;
  }

  /** A collector number alone in parentheses: `Forest (3)` (digits only, so no set code looks like it). */
  private numberInParentheses(from: number, end: number): number {
    const s = this.s;
    if (!(this.numberStart < 0 && end - 2 > from && isDigit(s.charCodeAt(end - 2)))) return -1;
    const k = s.lastIndexOf('(', end - 2);
    if (!(k > from && end - k <= 7 && isWs(s.charCodeAt(k - 1)) && allDigits(s, k + 1, end - 1))) return -1;
    this.numberStart = k + 1;
    this.numberEnd = end - 1;
    return k;
  }

  /** `(SET)`, or a `(Foil)`/`(Etched)` marker written like one. */
  private setInParentheses(from: number, end: number): number {
    const s = this.s;
    if (!((this.setStart < 0 || this.bracketSetAt >= 0) && end - 2 > from)) return -1;
    const k = s.lastIndexOf('(', end - 2);
    if (!(k > from && end - k <= 8 && isWs(s.charCodeAt(k - 1)) && isSetCode(s, k + 1, end - 1))) return -1;
    const mk = markerKind(s.slice(k + 1, end - 1));
    if (mk === 'foil' || mk === 'etched') {
      this.addMarker(new LineMarker(mk, s.slice(k, end), this.line, k, end));
    } else {
      this.demoteBracketSet();
      this.setStart = k + 1;
      this.setEnd = end - 1;
    }
    return k;
  }

  /** `(SET) 123` or `[SET] 123`: a short token after a set code. */
  private setAndNumber(from: number, end: number): number {
    const s = this.s;
    if (!((this.setStart < 0 || this.bracketSetAt >= 0) && this.numberStart < 0)) return -1;
    let k = end;
    while (k > from && end - k <= 12 && !isWs(s.charCodeAt(k - 1))) k--;
    if (!(k > from && isCollectorNumber(s, k, end))) return -1;
    const j = trimEndIdx(s, from, k);
    if (!(j > from && j < k)) return -1;
    const close = s.charCodeAt(j - 1);
    let p: number;
    if (close === 0x29) {
      p = s.lastIndexOf('(', j - 2);
      if (!(p > from && j - p <= 8 && isWs(s.charCodeAt(p - 1)) && isSetCode(s, p + 1, j - 1))) return -1;
    } else if (close === 0x5d) {
      p = s.lastIndexOf('[', j - 2);
      if (!(p > from && j - p <= 8 && isWs(s.charCodeAt(p - 1)) && isBracketSetCode(s, p + 1, j - 1))) return -1;
    } else return -1;
    this.demoteBracketSet();
    this.setStart = p + 1;
    this.setEnd = j - 1;
    this.numberStart = k;
    this.numberEnd = end;
    return p;
  }

  /** Trailing quantity when none leads: `稲妻 ×4`, `Lightning Bolt x4`, `稲妻 4枚`, `魂の管理人 4`. Returns where the name ends. */
  trailingQuantity(from: number, end: number): number {
    const s = this.s;
    if (!(end - from > 2)) return -1;
    let k = end;
    const hasMai = s.charCodeAt(k - 1) === 0x679a; /* 枚 */
    if (hasMai) k--;
    const digitsEnd = k;
    while (k > from && digitsEnd - k < 4 && isQtyDigit(s.charCodeAt(k - 1))) k--;
    if (!(k < digitsEnd && k > from)) return -1;
    const digitsStart = k;
    const cx = s.charCodeAt(k - 1);
    let before = -1;
    if (isTimesSign(cx)) before = k - 1;
    else if (hasMai) before = k;
    else if (cx === 0x300b /* 》 */ || (isWs(cx) && endsJapaneseName(s.charCodeAt(trimEndIdx(s, from, k) - 1)))) {
      // The name first, then the bare count (kanoke-hatenadiary `魂の管理人 4`, `《吹きさらしの荒野》4`):
      // only after a Japanese name, since Latin names may end in a number.
      before = k;
    }
    if (!(before > from && (isWs(s.charCodeAt(before - 1)) || (cx !== 0x78 && cx !== 0x58 && endsJapaneseName(s.charCodeAt(before - 1)))))) return -1;
    this.quantity = parseQuantity(s, digitsStart, digitsEnd);
    this.quantityStart = digitsStart;
    this.quantityEnd = digitsEnd;
    return trimEndIdx(s, from, before);
  }
}

/** The one reader, started afresh on each card line. */
const cardLineReader = new CardLineReader();

/**
 * The unparsed node for a name that cannot be a card's (control characters, no letter), or
 * undefined; a name with undecodable bytes is read but reported.
 */
function unreadableName(
  s: string,
  start: number,
  end: number,
  name: string,
  nameStart: number,
  nameEnd: number,
  line: number,
  diagnostics: DeckDiagnostic[],
): UnparsedNode | undefined {
  const check = scanName(s, nameStart, nameEnd);
  if (check === NAME_CONTROL) {
    return unparsed(
      s,
      start,
      end,
      line,
      diagnostics,
      l10n.t('This line contains control characters (binary data?) and cannot be read as a card; remove them.'),
      'control-characters',
    );
  }
  if (check === NAME_NO_LETTER) {
    return unparsed(s, start, end, line, diagnostics, l10n.t("'{0}' is not a card line: a card name needs letters.", truncate(s.slice(start, end))), 'not-a-card');
  }
  if (name.indexOf('\ufffd') !== -1) {
    // What a decoder leaves of bytes that are not UTF-8 (a file saved as Shift_JIS or Windows-1252).
    diagnostics.push(
      diag(
        l10n.t("'{0}' contains characters that could not be read (shown as �): the file is not valid UTF-8. Save it as UTF-8 and open it again.", truncate(name)),
        range(line, nameStart, nameEnd),
        'error',
        { reason: 'invalid-encoding' },
      ),
    );
  }
  return undefined;
}

/** A name written in `《…》` or `『…』`: `《稲妻/Lightning Bolt》`. */
function inBilingualBrackets(written: string): boolean {
  const open = written.charCodeAt(0);
  const close = written.charCodeAt(written.length - 1);
  return (open === 0x300a && close === 0x300b) || (open === 0x300e && close === 0x300f);
}

function truncate(t: string): string {
  return t.length > 60 ? t.slice(0, 57) + '…' : t;
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

// The small tokens of a card line: digits, quantities, set codes and collector numbers.

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Quantity digits: ASCII and full-width (`４ 稲妻`). */
export function isQtyDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff19);
}

/** `x`, `X`, `×` and the full-width `ｘ` between a count and a name (`4x Shock`, `4× 稲妻`). */
function isTimesSign(c: number): boolean {
  return c === 0x78 || c === 0x58 || c === 0xd7 || c === 0xff58;
}

/** The brackets Japanese lists write a name in: `《稲妻》`, `『稲妻』`. */
function isNameBracket(c: number): boolean {
  return c === 0x300a || c === 0x300e;
}

/** Dots that pad a count to its name: `4.....Shock`, `4……稲妻`, full-width `．`. */
function isPaddingDot(c: number): boolean {
  return c === 0x2e || c === 0x2026 || c === 0xff0e;
}

/** A Japanese name's last character (kana, kanji, ー, 》): `稲妻×4` and `稲妻4枚` need no space before the count. */
function endsJapaneseName(c: number): boolean {
  return (c >= 0x3041 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || c === 0x300b /* 》 */;
}

/** A name's first character (kana, kanji, a Latin letter): `4枚ボロスの魔除け`, `4枚Shock` need no space after the counter word. */
function startsName(c: number): boolean {
  return (c >= 0x3041 && c <= 0x30ff && c !== 0x30fc /* ー */) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
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

export function isAlnum(c: number): boolean {
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

export const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
