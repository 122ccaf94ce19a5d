// What the commanders' Rulebreakers (cards/rulebreaker.ts reads them) allow in this deck: cards of a
// kind whatever their color identity, one chosen color more for a kind (the deck says which with a
// `// rulebreaker: red` line, else the color its cards need), no maximum deck size.
//
// Partner pairs: "A deck with this commander can have …" and "If X is your commander, …" hold for a
// deck when the card is one of its commanders, so a Rulebreaker applies to the whole deck of a pair
// too, on top of the pair's combined color identity. (No Rulebreaker card has a partner ability in
// 2026; a pair happens with a rule-zero deck or a later card.)
import * as l10n from '@vscode/l10n';
import type { Card, Color } from '../cards/types';
import { COLORS } from '../cards/types';
import { readRulebreaker, rulebreakerCovers, type Rulebreaker, type RulebreakerGrant } from '../cards/rulebreaker';
import type { DirectiveNode } from '../parse/types';
import type { DeckSizeRule } from '../formats/schema';
import type { CheckContext, ResolvedEntry } from './context';
import { colorName } from './context';
import { playedEntries } from './zones';

export interface DeckRulebreaker {
  commander: ResolvedEntry;
  rulebreaker: Rulebreaker;
}

/** The one color a deck chose for a "one color of your choice" Rulebreaker. */
export interface ChosenColor {
  color?: Color;
  /** The deck's `// rulebreaker:` line, when it has one. */
  directive?: DirectiveNode;
  /** The line's value names no color. */
  invalid?: true;
  /** No line: the color the deck's cards need (`ambiguous` when they need more than one). */
  inferred?: true;
  ambiguous?: true;
}

const READ = new WeakMap<object, DeckRulebreaker[]>();

/** The Rulebreakers of the deck's commanders, in commander order. */
export function deckRulebreakers(ctx: CheckContext): DeckRulebreaker[] {
  let out = READ.get(ctx);
  if (!out) {
    out = [];
    for (const c of ctx.commanders) {
      const rb = c.card ? readRulebreaker(c.card) : undefined;
      if (rb) out.push({ commander: c, rulebreaker: rb });
    }
    READ.set(ctx, out);
  }
  return out;
}

const COLOR_WORDS: Record<string, Color> = {
  w: 'W', white: 'W', 白: 'W',
  u: 'U', blue: 'U', 青: 'U',
  b: 'B', black: 'B', 黒: 'B',
  r: 'R', red: 'R', 赤: 'R',
  g: 'G', green: 'G', 緑: 'G',
};

/** A `// rulebreaker:` value as a color: `red`, `R`, `{R}`, `赤`; undefined for anything else. */
export function colorOfValue(value: string): Color | undefined {
  return COLOR_WORDS[value.trim().replace(/^\{(.)\}$/, '$1').replace(/色$/, '').toLowerCase()];
}

/** The deck's chosen color for its one-chosen-color grants, when one of its Rulebreakers has such a grant. */
export function chosenColor(ctx: CheckContext): ChosenColor | undefined {
  const grants = deckRulebreakers(ctx).flatMap((d) => d.rulebreaker.grants.filter((g) => g.colors === 'one-chosen'));
  const directive = ctx.doc.directives.filter((d) => d.key === 'rulebreaker').pop();
  if (directive) {
    const color = colorOfValue(directive.value);
    return color ? { color, directive } : { directive, invalid: true };
  }
  if (grants.length === 0 || !ctx.identity) return undefined;
  // The colors outside the identity that the cards of those kinds need, counted in copies.
  const need = new Map<Color, number>();
  for (const e of playedEntries(ctx)) {
    if (!grants.some((g) => rulebreakerCovers(g.cards, e.card!))) continue;
    for (const col of e.card!.colorIdentity) if (!ctx.identity.has(col)) need.set(col, (need.get(col) ?? 0) + e.entry.quantity);
  }
  if (need.size === 0) return {};
  const best = COLORS.filter((c) => need.has(c)).sort((a, b) => need.get(b)! - need.get(a)!)[0];
  return need.size === 1 ? { color: best, inferred: true } : { color: best, inferred: true, ambiguous: true };
}

/** The Rulebreaker that lets this card in with these colors outside the identity, if one does. */
export function allowedBy(ctx: CheckContext, card: Card, offending: Color[]): DeckRulebreaker | undefined {
  for (const d of deckRulebreakers(ctx)) {
    for (const g of d.rulebreaker.grants) {
      if (!rulebreakerCovers(g.cards, card)) continue;
      if (g.colors === 'any') return d;
      const chosen = chosenColor(ctx)?.color;
      if (chosen && offending.every((c) => c === chosen)) return d;
    }
  }
  return undefined;
}

/** The one-chosen-color grant that names this card, if any (for the message of a card it does not let in). */
export function chosenGrantFor(ctx: CheckContext, card: Card): { d: DeckRulebreaker; g: RulebreakerGrant } | undefined {
  for (const d of deckRulebreakers(ctx)) for (const g of d.rulebreaker.grants) if (g.colors === 'one-chosen' && rulebreakerCovers(g.cards, card)) return { d, g };
  return undefined;
}

/** The deck size rule with the commanders' Rulebreakers applied: "no maximum deck size" keeps only the minimum. */
export function deckSizeWithRulebreakers(ctx: CheckContext): DeckSizeRule {
  const size = ctx.format.deckSize;
  if (!deckRulebreakers(ctx).some((d) => d.rulebreaker.noMaximumDeckSize)) return size;
  const min = size.exact ?? size.min;
  return { ...(min !== undefined ? { min } : {}), includesCommandZone: size.includesCommandZone };
}

/** What one grant allows, as a line of the commander's hover. */
function grantText(ctx: CheckContext, g: RulebreakerGrant): string {
  // "any (basic) land cards" says it all; the other kinds are of any color identity.
  if (g.colors === 'any') return g.cards.land ? g.cards.phrase : l10n.t('{0} of any color identity', g.cards.phrase);
  const chosen = chosenColor(ctx);
  const which = !chosen?.color
    ? l10n.t('none chosen yet: write "// rulebreaker: red" (or another color) in the deck')
    : chosen.directive
      ? l10n.t('{0}, as the rulebreaker: line says', colorName(chosen.color))
      : l10n.t('{0}, the color the deck\'s cards need; write "// rulebreaker: {1}" to record it', colorName(chosen.color), COLOR_NAME_WORD[chosen.color]);
  return l10n.t('{0} with one more color of your choice ({1})', g.cards.phrase, which);
}

const COLOR_NAME_WORD: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** The English word a `// rulebreaker:` line takes for a color. */
export function colorWord(c: Color): string {
  return COLOR_NAME_WORD[c];
}

/** What a commander's Rulebreaker allows in this deck, for its hover; undefined when it has none. */
export function rulebreakerSummary(ctx: CheckContext, commander: ResolvedEntry): { text: string; allows: string[] } | undefined {
  const d = deckRulebreakers(ctx).find((x) => x.commander === commander);
  if (!d) return undefined;
  const rb = d.rulebreaker;
  if (rb.unread) return { text: rb.text, allows: [l10n.t('this version cannot read it, so the deck is checked without it')] };
  const allows = rb.grants.map((g) => grantText(ctx, g));
  if (rb.noMaximumDeckSize) allows.push(l10n.t('no maximum deck size: {0} or more cards', String(deckSizeWithRulebreakers(ctx).min ?? 0)));
  return { text: rb.text, allows };
}
