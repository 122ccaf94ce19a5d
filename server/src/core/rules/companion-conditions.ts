// The deck-building conditions of the companions (Ikoria), checked on the starting deck:
// the main deck plus, in Commander formats, the commander(s) (CR 702.139).
import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import type { Card } from '../cards/types';
import { stripReminderText } from '../cards/color-identity';
import type { CheckContext, ResolvedEntry } from './context';
import { frontTypes } from './context';
import { deckSizeWithRulebreakers } from './rulebreakers';

/** A condition on the starting deck's cards: those that break it, and why. */
export interface CardCondition {
  /** The condition as the card words it, for messages. */
  text: string;
  /** The starting-deck entries that break the condition (empty = met). */
  offenders(deck: ResolvedEntry[]): ResolvedEntry[];
  /** Why one of them breaks it (shown after its name and in related locations). */
  why(card: Card, deck: ResolvedEntry[]): string;
}

/** A condition on the starting deck's size (Yorion): what is wrong, if anything. */
export interface SizeCondition {
  text: string;
  sizeProblem(ctx: CheckContext): string | undefined;
}

export type CompanionCondition = CardCondition | SizeCondition;

const PERMANENT = /\b(Artifact|Creature|Enchantment|Land|Planeswalker|Battle)\b/;
const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Tribal', 'Land', 'Planeswalker', 'Sorcery'];

const isLand = (c: Card) => /\bLand\b/.test(frontTypes(c));
const isPermanent = (c: Card) => PERMANENT.test(frontTypes(c));
const mv = (c: Card) => c.manaValue;
/** The face a card has in a deck: a multi-face card's front, a split card whole (CR 709.4, 711, 712, 715.4). */
const inDeck = (c: Card): { typeLine: string; oracleText: string } => (c.faces.length > 0 && c.layout !== 'split' ? c.faces[0] : c);
/** Changeling, a keyword of its own line: the card is every creature type, even outside the game (CR 702.73a). */
const CHANGELING = /^(?:[\w ]+, )*changeling(?:, [\w ]+)*[ \t]*$/im;

/** Keyword abilities that are activated abilities (CR 702) and are written without a colon. */
const ACTIVATED_KEYWORDS =
  /^(?:equip|fortify|reconfigure|crew|station|cycling|\w+cycling|ninjutsu|commander ninjutsu|outlast|level up|unearth|scavenge|embalm|eternalize|encore|transmute|bloodrush|forecast|reinforce|transfigure|auto|craft with|saddle|exhaust|boast)\b/i;

/** A `cost: effect` line: a colon with no quote before it (a quoted ability is one the card grants). */
const COST_COLON = /^[^"]*:/;

/**
 * Whether a card has an activated ability (Zirda): a `cost: effect` line of its front face outside
 * quotes (loyalty abilities included), an activated keyword (equip, cycling, crew, …), or a basic
 * land's intrinsic mana ability (CR 305.6). Abilities it only grants (`has "{T}: …"`) do not count.
 */
export function hasActivatedAbility(c: Card): boolean {
  if (c.deckbuilding.basicLand) return true;
  for (const raw of stripReminderText(inDeck(c).oracleText).split('\n')) {
    const line = raw.trim();
    if (ACTIVATED_KEYWORDS.test(line) || COST_COLON.test(line)) return true;
  }
  return false;
}

function each(pred: (c: Card) => boolean): CardCondition['offenders'] {
  return (deck) => deck.filter((e) => !pred(e.card!));
}

/** How many copies of a card the starting deck has. */
const copies = (deck: ResolvedEntry[], c: Card) => deck.reduce((n, e) => n + (e.name === c.name ? e.entry.quantity : 0), 0);

/**
 * The mana cost a card has in a deck: a split card's halves combined (CR 709.4: Fire // Ice has
 * {1}{R}{1}{U}; its cost as written, `{1}{R} // {1}{U}`, holds the same symbols); an adventurer card, a flip, transforming or modal double-faced card only its
 * front face's cost (CR 715.4, 711, 712).
 */
function costInDeck(c: Card): string {
  if (c.layout === 'split' || c.layout === 'aftermath') return c.manaCost;
  return c.faces.length > 0 ? c.faces[0].manaCost : c.manaCost;
}

function repeatedSymbol(c: Card): string | undefined {
  const seen = new Set<string>();
  for (const m of costInDeck(c).matchAll(/\{[^}]+\}/g)) {
    if (seen.has(m[0])) return m[0];
    seen.add(m[0]);
  }
  return undefined;
}

export const COMPANION_CONDITIONS: Record<string, CompanionCondition> = {
  'Gyruda, Doom of Depths': {
    text: 'Your starting deck contains only cards with even mana values.',
    offenders: each((c) => mv(c) % 2 === 0),
    why: (c) => l10n.t('mana value {0} is odd', mv(c)),
  },
  'Jegantha, the Wellspring': {
    text: 'No card in your starting deck has more than one of the same mana symbol in its mana cost.',
    offenders: each((c) => repeatedSymbol(c) === undefined),
    why: (c) => l10n.t('{0} appears more than once in its mana cost', String(repeatedSymbol(c))),
  },
  'Kaheera, the Orphanguard': {
    text: 'Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.',
    offenders: each((c) => !/\bCreature\b/.test(frontTypes(c)) || /\b(Cat|Elemental|Nightmare|Dinosaur|Beast)\b/.test(inDeck(c).typeLine) || CHANGELING.test(stripReminderText(inDeck(c).oracleText))),
    why: () => l10n.t('a creature that is not a Cat, Elemental, Nightmare, Dinosaur or Beast'),
  },
  'Keruga, the Macrosage': {
    text: 'Your starting deck contains only cards with mana value 3 or greater and land cards.',
    offenders: each((c) => isLand(c) || mv(c) >= 3),
    why: (c) => l10n.t('mana value {0}', mv(c)),
  },
  'Lurrus of the Dream-Den': {
    text: 'Each permanent card in your starting deck has mana value 2 or less.',
    offenders: each((c) => !isPermanent(c) || mv(c) <= 2),
    why: (c) => l10n.t('a permanent card with mana value {0}', mv(c)),
  },
  'Lutri, the Spellchaser': {
    text: 'Each nonland card in your starting deck has a different name.',
    // One line per name: the line that holds its second copy.
    offenders: (deck) => {
      const before = new Map<string, number>();
      return deck.filter((e) => {
        const n = before.get(e.key) ?? 0;
        before.set(e.key, n + e.entry.quantity);
        return !isLand(e.card!) && n < 2 && n + e.entry.quantity >= 2;
      });
    },
    why: (c, deck) => l10n.t('{0} copies of a nonland card', copies(deck, c)),
  },
  'Obosh, the Preypiercer': {
    text: 'Your starting deck contains only cards with odd mana values and land cards.',
    offenders: each((c) => isLand(c) || mv(c) % 2 === 1),
    why: (c) => l10n.t('mana value {0} is even', mv(c)),
  },
  'Zirda, the Dawnwaker': {
    text: 'Each permanent card in your starting deck has an activated ability.',
    offenders: each((c) => !isPermanent(c) || hasActivatedAbility(c)),
    why: () => l10n.t('a permanent card without an activated ability'),
  },
  'Umori, the Collector': {
    text: 'Each nonland card in your starting deck shares a card type.',
    offenders: (deck) => {
      const nonland = deck.filter((e) => !isLand(e.card!));
      const typesOf = (c: Card) => new Set(CARD_TYPES.filter((t) => new RegExp(`\\b${t}\\b`).test(frontTypes(c))));
      // The type most of the cards have (counted in copies); the cards without it break the condition.
      const counts = new Map<string, number>();
      for (const e of nonland) for (const t of typesOf(e.card!)) counts.set(t, (counts.get(t) ?? 0) + e.entry.quantity);
      const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
      // A set never has undefined: with no type at all, every nonland card breaks it.
      return nonland.filter((e) => !typesOf(e.card!).has(best as string));
    },
    why: () => l10n.t('does not share the card type most of the deck has'),
  },
  'Yorion, Sky Nomad': {
    text: 'Your starting deck contains at least twenty cards more than the minimum deck size.',
    // Every card of the starting deck, those the card data does not know too (as the deck size counts them).
    sizeProblem: (ctx) => yorionProblem(ctx, ctx.counts.main + ctx.counts.commander),
  },
};

/** Yorion's condition is about the deck's size, not its cards. */
function yorionProblem(ctx: CheckContext, deckSize: number): string | undefined {
  // With no maximum (a commander's Rulebreaker), the exact size becomes the minimum.
  const size = deckSizeWithRulebreakers(ctx);
  if (size.exact !== undefined) return l10n.t('{0} decks have exactly {1} cards, so a deck can never have twenty more than the minimum', formatName(ctx.format), size.exact);
  // Without a minimum no deck is too small.
  const min = size.min ?? -Infinity;
  if (deckSize < min + 20) return l10n.t('the deck has {0} cards; it needs at least {1} (the minimum {2} + 20)', deckSize, min + 20, min);
  return undefined;
}
