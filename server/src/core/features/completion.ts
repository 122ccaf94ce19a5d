// Completion: card names (ranked prefix → word starts → fuzzy; Commander decks put off-identity
// cards last and eligible commanders first in the command zone), section headers, directive keys
// and format ids. Works on a parse alone while the card data is still loading.
import type { CheckResult } from '../check';
import type { Card, CardDatabase, NameMatch } from '../cards/types';
import { LOW_RANK_LAYOUTS } from '../cards/name-search';
import { searchKey } from '../cards/normalize';
import { offeredToDeck } from '../search';
import type { FormatRegistry } from '../formats';
import { cardsWithCost } from '../formats/same-cost';
import { costQueryAt } from './same-cost';
import { JAPANESE_DIRECTIVE_KEYS, KNOWN_DIRECTIVES } from '../parse/text';
import { commanderEligibility } from '../rules/context';
import * as l10n from '@vscode/l10n';
import { formatName, formatText } from '../formats/texts';
import { BRACKET_NAMES, BRACKET_RULES, allowedWords, bracketName } from '../brackets';
import { bracketRuleNoun } from '../brackets/describe';
import type { Position, Range } from '../types';
import { nodeAtLine } from './document-map';
import { inWriting, japaneseNameOf, type Writing } from '../cards/writing';
import { isJapanese, JAPANESE } from '../cards/japanese';
import type { HoverLocale } from './printed-text';

export type CompletionKind = 'card' | 'section' | 'directive' | 'format' | 'bracket';

export interface DeckCompletion {
  label: string;
  kind: CompletionKind;
  /** Text that replaces `range`. */
  newText: string;
  range: Range;
  /** Short detail after the label (a card's mana cost, a format's name). */
  detail?: string;
  /** Longer description (a card's type line). */
  description?: string;
  /** Ranking, best first; the client keeps this order. */
  sortText: string;
  /** What the client filters on (the typed text for fuzzy and other-language matches). */
  filterText?: string;
  /** For clients that match the whole typed name against it (see fromLastWord). */
  insertText?: string;
  /** Canonical card name, for resolving the item's documentation later. */
  cardName?: string;
  /** Marked as a poorer choice (outside the commander's color identity). */
  deprecated?: boolean;
  /** The item Enter should take: the card typed exactly, or a name the data does not know kept as typed. */
  preselect?: boolean;
}

export interface CompletionInput {
  lineText: string;
  position: Position;
  db?: CardDatabase;
  formats: FormatRegistry;
  /** The deck's check, when card data is loaded: gives the commander's identity and the zone. */
  check?: CheckResult;
  limit?: number;
  /** `ja`: a card's type line as printed in Japanese (when the name table has it). Default English. */
  locale?: HoverLocale;
}

const SECTION_HEADERS = ['Commander', 'Companion', 'Deck', 'Sideboard', 'Maybeboard'];
/** The headers of Japanese lists, for a line started in Japanese. */
const JAPANESE_SECTION_HEADERS = ['統率者', '相棒', 'デッキ', 'サイドボード'];
/** What a directive sets, in the user's language; undefined for a directive not offered. */
function directiveDetail(directive: string): string | undefined {
  switch (directive) {
    case 'format':
      return l10n.t('the format this deck is checked against');
    case 'commander':
      return l10n.t('the commander (or two, separated by " + ")');
    case 'companion':
      return l10n.t('the companion');
    case 'partner':
      return l10n.t('the partner commander');
    case 'background':
      return l10n.t('the Background commander');
    case 'oathbreaker':
      return l10n.t('the oathbreaker');
    case 'team':
      return l10n.t('team name: decks with the same team are checked together');
    case 'bracket':
      return l10n.t('the Commander bracket you intend (1 Exhibition … 5 cEDH): cards that break it are reported');
    case 'rulebreaker':
      return l10n.t("the color you choose for your commander's Rulebreaker (Tolabow, Loch Rascal): white, blue, black, red or green");
    default:
      return undefined;
  }
}

const range = (line: number, start: number, end: number): Range => ({ start: { line, character: start }, end: { line, character: end } });
const rank = (i: number) => String(i).padStart(5, '0');

/** Where the card name on a line starts and ends (quantity, set, markers and comments left out). */
function nameSpan(lineText: string, cursor: number): { start: number; end: number } | undefined {
  const lead = /^\s*(?:SB:\s*)?(?:(?:\d+\s*[xX×]?|[xX×]\s*\d+)\s+)?/.exec(lineText)![0].length;
  if (cursor < lead) return undefined;
  let end = lineText.length;
  const stop = /\s(?:\(|\[|\*|#|\/\/(?!\s*[^\s/])|\bx\d+\s*$)|\s+\d+\s*$/.exec(lineText.slice(lead));
  if (stop) end = lead + stop.index;
  if (cursor > end) end = cursor;
  while (end > lead && /\s/.test(lineText[end - 1]) && end > cursor) end--;
  return { start: lead, end };
}

/** The typed name of a line: what is matched, and what the client filters the items on. */
interface TypedName {
  query: string;
  r: Range;
  bracketed: boolean;
  commanderSlot: boolean;
  /** The Japanese half typed before the slash of `《日本語名/…`. */
  typedJapanese?: string;
  /** The text from the range's start to the cursor (the client's filter word). */
  typed?: string;
}

function cardItems(input: CompletionInput, name: TypedName): DeckCompletion[] {
  const { query, r, bracketed, commanderSlot, typedJapanese } = name;
  const db = input.db;
  if (!db) return [];
  const limit = input.limit ?? 60;
  const ctx = input.check?.context;
  // Each candidate's card is looked up once per request (a lookup hashes the name and may decode the card).
  const looked = new Map<string, Card | undefined>();
  const cardOf = (name: string): Card | undefined => {
    if (looked.has(name)) return looked.get(name);
    const card = db.lookup(name);
    looked.set(name, card);
    return card;
  };
  // What a deck cannot hold is not offered: tokens, emblems, art cards and the like, and the
  // cards the deck's format leaves out (silver border; in Commander anything not legal).
  const offered = (m: NameMatch) => {
    const card = cardOf(m.name);
    if (!card) return true;
    if (LOW_RANK_LAYOUTS.has(card.layout)) return false;
    return !ctx || offeredToDeck(ctx.legality(card), !!card.funny, !!ctx.format.commander);
  };
  // `1 《`: nothing typed yet, the most played cards by their Japanese names.
  const candidates = query ? db.complete(query, limit * 2) : bracketed ? (db.popular?.(limit * 2, (alias) => alias !== undefined && isJapanese(alias)) ?? []) : [];
  // The card whose name (or other-language name) is what was typed, in any case: db.complete gives
  // it first with score 1. It is offered whatever the deck's format or colors say, so that Enter
  // keeps it (its problems are the check's to report).
  const exact = candidates[0]?.score === 1 && !LOW_RANK_LAYOUTS.has(cardOf(candidates[0].name)?.layout ?? '') ? candidates[0] : undefined;
  // Cards are looked up (and so decoded) only until the list is full.
  const matches: NameMatch[] = [];
  for (const m of candidates) {
    if (matches.length >= limit) break;
    if (m === exact || offered(m)) matches.push(m);
  }
  const seen = new Set(matches.map((m) => m.name));
  // Look-alikes of a misspelt or unknown name; none when the name was typed exactly.
  const fuzzy = !exact && matches.length < limit && query.length >= 3 ? db.suggest(query, 10).filter((m) => !seen.has(m.name) && offered(m)) : [];
  const identity = ctx?.identity;
  const scored = [...matches.map((m) => ({ m, fuzzy: false })), ...fuzzy.map((m) => ({ m, fuzzy: true }))].map((x, i) => {
    const card = cardOf(x.m.name);
    const offIdentity = !!(identity && card && !commanderSlot && !card.colorIdentity.every((c) => identity.has(c)));
    const eligible =
      commanderSlot && ctx?.format.commander && card ? commanderEligibility(card, ctx.format.commander.eligibility, ctx.legality(card)).ok : false;
    return { ...x, card, offIdentity, eligible, order: i };
  });
  scored.sort(
    (a, b) => Number(b.m === exact) - Number(a.m === exact) || Number(a.offIdentity) - Number(b.offIdentity) || Number(b.eligible) - Number(a.eligible) || a.order - b.order,
  );
  const offIdentityNote = identity ? l10n.t('outside the commander’s identity') : '';
  const typeLineIn = (card: Card) => (input.locale === 'ja' ? db.printed?.(card, JAPANESE)?.typeLine : undefined) ?? card.typeLine;
  // The line's writing is kept: Japanese completes in Japanese, `《…/…》` as a pair, English in English.
  const writing: Writing = bracketed ? { kind: 'pair', japanese: typedJapanese } : isJapanese(query) ? { kind: 'japanese' } : { kind: 'english' };
  // A name the data does not know, typed in full (`Esper Sentinel` on data older than the card),
  // is not swapped for a look-alike by Enter: when no offered name starts with what was typed (or,
  // Japanese names having no spaces between words, holds it), the typed text itself comes first,
  // preselected, and the look-alikes follow.
  const q = searchKey(query);
  const goesOn = isJapanese(query) ? (key: string) => key.includes(q) : (key: string) => key.startsWith(q);
  const typedText = input.lineText.slice(r.start.character, r.end.character);
  const keep =
    !exact && q && scored.length > 0 && !scored.some((x) => goesOn(searchKey(x.m.alias ?? x.m.name)))
      ? [{ label: typedText.trim(), kind: 'card' as const, newText: typedText, range: r, sortText: rank(0), detail: l10n.t('kept as written: not in the card data'), preselect: true }]
      : [];
  const cards = scored.slice(0, limit - keep.length).map((x, j) => {
    const i = j + keep.length;
    const card = x.card as Card | undefined;
    const alias = x.m.alias;
    const japanese = writing.kind === 'english' ? undefined : japaneseNameOf(db, x.m.name, alias);
    // Another language's name that matched an English-looking query (`Blitzschlag`) is that line's writing.
    const newText = writing.kind === 'english' && alias ? alias : inWriting(writing, x.m.name, japanese, true);
    // After the slash of `《稲妻/` the English half is what is offered.
    const label = writing.kind === 'english' ? (alias ?? x.m.name) : typedJapanese ? x.m.name : (japanese ?? x.m.name);
    const item: DeckCompletion = {
      label,
      kind: 'card',
      newText,
      range: r,
      sortText: rank(i),
      cardName: x.m.name,
      detail: card?.manaCost || undefined,
      description: [x.offIdentity ? offIdentityNote : '', label !== x.m.name ? x.m.name : '', card ? typeLineIn(card) : ''].filter(Boolean).join(' · '),
    };
    // The client's own filter must not drop what our matcher found (other languages, typos, word starts).
    item.filterText = name.typed ?? (bracketed ? `《${query}` : query);
    if (x.offIdentity) item.deprecated = true;
    if (x.m === exact) item.preselect = true;
    return item;
  });
  const typedFilter = name.typed ?? (bracketed ? `《${query}` : query);
  return [...keep.map((k): DeckCompletion => ({ ...k, filterText: typedFilter })), ...cards];
}

export function completionsAt(input: CompletionInput): DeckCompletion[] {
  const { lineText, position } = input;
  const line = position.line;
  const cursor = Math.min(position.character, lineText.length);
  const before = lineText.slice(0, cursor);

  // `// format: mod|` → format ids with their names.
  const formatValue = /^(\s*(?:\/\/|#)\s*(?:format|フォーマット)\s*[:：]\s*)(.*)$/i.exec(lineText);
  if (formatValue && cursor >= formatValue[1].length) {
    const r = range(line, formatValue[1].length, lineText.length);
    return input.formats.ids().map((id, i) => {
      const f = input.formats.get(id)!;
      return { label: id, kind: 'format' as const, newText: id, range: r, detail: formatName(f), description: f.description && formatText(f.description), sortText: rank(i) };
    });
  }
  // `// bracket: |` → the five brackets with their names and what each allows.
  const bracketValue = /^(\s*(?:\/\/|#)\s*bracket\s*[:：]\s*)(.*)$/i.exec(lineText);
  if (bracketValue && cursor >= bracketValue[1].length) {
    const r = range(line, bracketValue[1].length, lineText.replace(/\s+$/, '').length);
    const data = input.check?.context.brackets;
    return Object.entries(BRACKET_NAMES).map(([n, name], i) => ({
      label: n,
      kind: 'bracket' as const,
      newText: n,
      range: r,
      detail: bracketName(Number(n)),
      description: BRACKET_RULES.map((rule) => l10n.t('{0}: {1}', bracketRuleNoun(rule.id), allowedWords(rule.id, Number(n), data))).join(' · '),
      sortText: rank(i),
      filterText: `${n} ${name}`,
    }));
  }
  // `// commander: Atr|` → card names, eligible commanders first.
  const cardValue = /^(\s*(?:\/\/|#)\s*(?:commander|partner|background|oathbreaker|companion)\s*[:：]\s*)(.*)$/i.exec(lineText);
  if (cardValue && cursor >= cardValue[1].length) {
    const start = cardValue[1].length;
    return cardItems(input, { query: lineText.slice(start, cursor), r: range(line, start, lineText.replace(/\s+$/, '').length), bracketed: false, commanderSlot: true });
  }
  // `// fo|` → directive keys.
  const key = /^(\s*(?:\/\/|#)\s*)([A-Za-z]*)$/.exec(before);
  if (key) {
    const r = range(line, key[1].length, key[1].length + /^[A-Za-z]*/.exec(lineText.slice(key[1].length))![0].length);
    return KNOWN_DIRECTIVES.filter((k) => directiveDetail(k)).map((k, i) => directiveItem(k, k, r, i));
  }
  // `// フォ|` → the directive keys written in Japanese.
  const jaKey = /^(\s*(?:\/\/|#)\s*)([\u30a0-\u30ff]+)$/.exec(before);
  if (jaKey) {
    const r = range(line, jaKey[1].length, jaKey[1].length + /^[\u30a0-\u30ff]*/.exec(lineText.slice(jaKey[1].length))![0].length);
    return JAPANESE_DIRECTIVE_KEYS.filter(([k]) => k.startsWith(jaKey[2])).map(([k, directive], i) => directiveItem(k, directive, r, i));
  }
  if (/^\s*(?:\/\/|#)/.test(lineText)) return [];

  // Mental Legacy: `4 {1}{U}` offers the cards with exactly that cost.
  const format = input.check?.context.format;
  const cost = format?.castAsSameCost && input.db ? costQueryAt(lineText, cursor) : undefined;
  if (cost && input.db && format) {
    const found = cardsWithCost(input.db, cost.cost, format);
    if ('error' in found) return [];
    const r = range(line, cost.start, Math.max(cost.end, nameSpan(lineText, cursor)?.end ?? cost.end));
    return found.cards.slice(0, input.limit ?? 60).map((c, i) => ({
      label: c.name,
      kind: 'card' as const,
      newText: c.name,
      range: r,
      detail: c.manaCost,
      description: c.typeLine,
      sortText: rank(i),
      filterText: lineText.slice(cost.start, cursor),
      cardName: c.name,
    }));
  }

  const span = nameSpan(lineText, cursor);
  if (!span) return [];
  const start = span.start;
  let end = span.end;
  const bracketed = lineText[start] === '《';
  let query = lineText.slice(start, cursor);
  if (bracketed) {
    query = query.slice(1).replace(/》.*$/, '');
    const close = lineText.indexOf('》', start);
    if (close >= 0 && close + 1 > end) end = close + 1;
  }
  // An English name after the slash of 《日本語名/English》 is what is being completed.
  const slash = bracketed ? query.lastIndexOf('/') : -1;
  const typedJapanese = slash > 0 ? query.slice(0, slash).trim() || undefined : undefined;
  if (slash >= 0) query = query.slice(slash + 1);
  // `《稲妻/` with nothing after the slash: the English half is completed from the Japanese one.
  if (slash >= 0 && !query.trim() && typedJapanese) query = typedJapanese;
  const r = range(line, start, end);
  const node = input.check ? nodeAtLine(input.check.context.doc, line) : undefined;
  const entry = node?.kind === 'entry' ? node : undefined;
  const inCommandZone = entry ? entry.section === 'commander' : sectionAbove(input.check, line) === 'commander';
  const items: DeckCompletion[] = [];
  const hasQuantity = start > lineText.length - lineText.trimStart().length;
  if (!hasQuantity && /^[A-Za-z]*$/.test(query)) {
    const q = query.toLowerCase();
    SECTION_HEADERS.filter((h) => h.toLowerCase().startsWith(q)).forEach((h, i) =>
      items.push({ label: h, kind: 'section', newText: h, range: r, detail: l10n.t('section header'), sortText: `~${rank(i)}` }),
    );
  } else if (!hasQuantity && !bracketed && isJapanese(query)) {
    JAPANESE_SECTION_HEADERS.filter((h) => h.startsWith(query.trim())).forEach((h, i) =>
      items.push({ label: h, kind: 'section', newText: h, range: r, detail: l10n.t('section header'), sortText: `~${rank(i)}` }),
    );
  }
  if (query.trim().length === 0 && !bracketed) return items;
  const typed = bracketed ? lineText.slice(start, cursor) : undefined;
  return [...cardItems(input, { query: query.trim(), r, bracketed, commanderSlot: inCommandZone, typedJapanese, typed }), ...items];
}

/** A directive key as written (`format`, `フォーマット`), described as the directive it is. */
function directiveItem(written: string, directive: string, r: Range, i: number): DeckCompletion {
  return { label: `${written}:`, kind: 'directive', newText: `${written}: `, range: r, detail: directiveDetail(directive), sortText: rank(i) };
}

function sectionAbove(check: CheckResult | undefined, line: number): string | undefined {
  if (!check) return undefined;
  let found: string | undefined;
  for (const n of check.context.doc.nodes) {
    if (n.line >= line) break;
    if (n.kind === 'section') found = n.section;
    else if (n.kind === 'entry') found = n.section;
  }
  return found;
}

/**
 * Where an editor that completes only the word before the cursor starts that word: the ASCII
 * letters, digits, `_` and `$` before the cursor, from the first that is not a digit (`R` of
 * `1 Sol R`, `Light` of `《稲妻/Light`; nothing after a space or a Japanese letter). This is ALE's
 * default (`[a-zA-Z$_][a-zA-Z$_0-9]*$`, autoload/ale/completion.vim of ALE 3.3).
 */
export function lastWordStart(lineText: string, cursor: number): number {
  let start = cursor;
  while (start > 0 && /[A-Za-z0-9_$]/.test(lineText[start - 1])) start--;
  while (start < cursor && /[0-9]/.test(lineText[start])) start++;
  return start;
}

/**
 * The items for editors that insert an item at the word before the cursor and keep it only when its
 * text starts with that word (ALE 3.3 reads textEdit.newText and ignores the range; Neovim 0.7's
 * omnifunc starts at the items' common range start, and at the last word when any item has a
 * filterText): each item's edit starts at that word, with the text from there on. No filterText,
 * so that Neovim takes the range; `insertText` is the whole name after any `《`, which Eglot
 * matches against the name typed (editors/emacs/decklist-mode.el). An item whose text does not
 * go on from what is typed before the word (a look-alike, another case, another language) cannot
 * be written so and is left out, as is one that would change nothing (the name typed in full).
 */
export function fromLastWord(items: DeckCompletion[], lineText: string, cursor: number): DeckCompletion[] {
  const word = lastWordStart(lineText, cursor);
  const out: DeckCompletion[] = [];
  for (const item of items) {
    const start = item.range.start.character;
    if (item.range.start.line !== item.range.end.line || item.range.end.character < cursor) continue;
    const typed = lineText.slice(Math.min(start, word), word);
    const newText = start <= word ? item.newText : lineText.slice(word, start) + item.newText;
    if (!newText.startsWith(typed) || newText.slice(typed.length) === lineText.slice(word, item.range.end.character)) continue;
    const { filterText: _filter, ...rest } = item;
    out.push({ ...rest, range: { start: { line: item.range.start.line, character: word }, end: item.range.end }, newText: newText.slice(typed.length), insertText: item.newText.replace(/^[《『]/, '') });
  }
  return out;
}
