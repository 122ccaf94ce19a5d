// Rulebreaker: an ability that changes how a deck is built when the card is its commander, read
// from the card's rules text as the companion conditions are (rules/companion-conditions.ts) and
// the partner abilities are (deckbuilding.ts), so that a new card of a known kind needs no code.
//
// The cards (2026): eight of Mystery Booster Commander Edition (MBC) and four of Unknown Event
// (UNK), whose Scryfall card objects list `Rulebreaker` in `keywords`; The Covert Blue Mage (UNK)
// has Whtz's effect in other words and no label. Their texts, as Scryfall's Oracle text and Forge's
// card scripts (forge-gui/res/cardsfolder/, commit 1dde84c, read 2026-11-29) give them, are in
// test/unit/rules/rulebreaker.test.ts. What each kind says:
//   "A deck with this commander can have <cards> of any color identity and any basic land cards."
//   "A deck with this commander can have any land cards."
//   "A deck with this commander has no maximum deck size."
//   "If <name> is your commander, the color identity of <cards> in your deck can include one color of
//    your choice not in your commander's color identity, and your deck can have any basic land cards."
//   "If <name> is your commander, you may include <cards> of any color in your deck regardless of
//    color identity." (the older Unknown Event wording; no basic-land clause)
//   "If <name> is your commander, your starting deck can contain any number of cards beyond the
//    maximum deck size." (The Covert Blue Mage)
// Other engines read the same: Forge PR #11740 (DeckRule ColorIdentity Exempt / AllowedAdditionalColor,
// Size AdjustMax Unlimited) and XMage PR #16016 (RulebreakerAbility; a creature type includes
// changelings, "because Changeling isn't applied during deck validation" otherwise).
import type { Card } from './types';
import { stripReminderText } from './color-identity';

/** Which cards a Rulebreaker names. */
export interface RulebreakerCards {
  /** The words of the card text, as written ("artifact creature and Equipment cards"). */
  phrase: string;
  /** Groups of type-line words: a card has every word of one group (`[[artifact, creature], [equipment]]`). */
  types: string[][];
  /** Any land card, or any basic land card. */
  land?: 'any' | 'basic';
  /** "with mana value 7 or greater". */
  minManaValue?: number;
  /** "of power 4 or greater". */
  minPower?: number;
}

/** One permission: the cards it names may be of any color identity, or reach one chosen color further. */
export interface RulebreakerGrant {
  cards: RulebreakerCards;
  colors: 'any' | 'one-chosen';
}

/** A card's Rulebreaker, read. */
export interface Rulebreaker {
  /** The ability as printed (reminder text removed). */
  text: string;
  grants: RulebreakerGrant[];
  noMaximumDeckSize: boolean;
  /** Set when the line is a Rulebreaker this reading does not understand: nothing of it is applied. */
  unread?: true;
}

const LABEL = /^Rulebreaker\s*[—–-]\s*(.+)$/i;
/** The Covert Blue Mage's words, with no label. */
const BEYOND_MAXIMUM = /^your (?:starting )?deck can contain any number of cards beyond the maximum deck size$/i;

/** A card's Rulebreaker, or undefined when it has none. */
export function readRulebreaker(card: Pick<Card, 'oracleText' | 'faces' | 'layout'>): Rulebreaker | undefined {
  const face = card.faces.length > 0 && card.layout !== 'split' ? card.faces[0] : card;
  for (const raw of stripReminderText(face.oracleText ?? '').split('\n')) {
    const line = raw.trim().replace(/’/g, "'");
    const labelled = LABEL.exec(line);
    const body = (labelled ? labelled[1] : line).trim().replace(/\.$/, '');
    const read = readBody(body);
    if (read) return { text: line, ...read };
    if (labelled) return { text: line, grants: [], noMaximumDeckSize: false, unread: true };
  }
  return undefined;
}

function readBody(body: string): Omit<Rulebreaker, 'text'> | undefined {
  let m: RegExpExecArray | null;
  if (/^a deck with this commander has no maximum deck size$/i.test(body)) return { grants: [], noMaximumDeckSize: true };
  if ((m = /^a deck with this commander can have (.+)$/i.exec(body))) return grantsOf(readList(m[1]));
  if (!(m = /^if .+? is your commander,\s*(.+)$/i.exec(body))) return undefined;
  const rest = m[1];
  if (BEYOND_MAXIMUM.test(rest)) return { grants: [], noMaximumDeckSize: true };
  if ((m = /^you may include (.+?) in your deck regardless of color identity$/i.exec(rest))) return grantsOf(readList(m[1]));
  if ((m = /^your deck can have (.+)$/i.exec(rest))) return grantsOf(readList(m[1]));
  if ((m = /^the color identity of (.+?) in your deck can include one color of your choice not in your commander's color identity(?:,?\s+and your deck can have (.+))?$/i.exec(rest))) {
    const chosen = readCards(m[1]);
    const more = m[2] ? readList(m[2]) : [];
    if (!chosen || !more) return undefined;
    return { grants: [{ cards: chosen, colors: 'one-chosen' }, ...more.map((cards) => ({ cards, colors: 'any' as const }))], noMaximumDeckSize: false };
  }
  return undefined;
}

function grantsOf(list: RulebreakerCards[] | undefined): Omit<Rulebreaker, 'text'> | undefined {
  return list ? { grants: list.map((cards) => ({ cards, colors: 'any' })), noMaximumDeckSize: false } : undefined;
}

/** "X of any color identity and any basic land cards": each part; undefined when one is not understood. */
function readList(text: string): RulebreakerCards[] | undefined {
  // The lands come last ("… and any basic land cards"); the part before may hold an "and" of its own.
  const parts = text.split(/,?\s+and\s+(?=any (?:basic )?land cards$)/i);
  const out: RulebreakerCards[] = [];
  for (const p of parts) {
    const cards = readCards(p);
    if (!cards) return undefined;
    out.push(cards);
  }
  return out;
}

const ANY_COLOR = /\s+of any colou?r(?: identity)?$/i;

/** "artifact creature and Equipment cards of any color identity", "legendary permanents of any color", … */
function readCards(text: string): RulebreakerCards | undefined {
  const phrase = text.trim().replace(ANY_COLOR, '');
  let s = phrase.replace(/^all\s+/i, '');
  if (/^any land cards$/i.test(s)) return { phrase, types: [], land: 'any' };
  if (/^any basic land cards$/i.test(s)) return { phrase, types: [], land: 'basic' };
  const cards: RulebreakerCards = { phrase, types: [] };
  let m: RegExpExecArray | null;
  if ((m = /\s+with mana value (\d+) or greater$/i.exec(s))) {
    cards.minManaValue = Number(m[1]);
    s = s.slice(0, m.index);
  }
  if ((m = /\s+(?:cards\s+)?of power (\d+) or greater$/i.exec(s))) {
    cards.minPower = Number(m[1]);
    s = s.slice(0, m.index);
  }
  s = s.replace(/\s+cards$/i, '');
  for (const part of s.split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/i)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    // Only words: a clause this reading does not know ("cards with flying") is not taken for types.
    if (words.length === 0 || words.some((w) => !/^[A-Za-z'-]+$/.test(w) || /^(?:with|without|that|of|in|your|cards?)$/i.test(w))) return undefined;
    cards.types.push(words);
  }
  return cards.types.length ? cards : undefined;
}

const CARD_TYPES = ['artifact', 'battle', 'creature', 'enchantment', 'instant', 'kindred', 'tribal', 'land', 'planeswalker', 'sorcery'];
const PERMANENT_TYPES = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];
const SUPERTYPES = ['basic', 'legendary', 'snow', 'world', 'ongoing', 'elite', 'host'];
/**
 * Subtypes that are not creature types (artifact, enchantment, land, spell and battle types, CR
 * 205.3g–k): a changeling is every creature type (CR 702.73a), never one of these.
 */
const NOT_CREATURE_TYPES = new Set(
  (
    'attraction blood bobblehead clue contraption equipment food fortification gold incubator infinity junk lander map mutagen powerstone spacecraft stone terminus treasure vehicle ' +
    'aura background cartouche case class curse role room rune saga shard shrine ' +
    'cave cloud desert forest gate island lair locus mine mountain planet plains power-plant sphere swamp tower town urza\'s ' +
    'adventure arcane chorus lesson omen trap siege'
  ).split(' '),
);

/** A written word as a type-line word: "artifacts" → artifact, "sorceries" → sorcery. */
function singular(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  if (w.endsWith('ies')) out.push(w.slice(0, -3) + 'y');
  else if (w.endsWith('s')) out.push(w.slice(0, -1));
  return out;
}

const CHANGELING = /^(?:[\w ]+, )*changeling(?:, [\w ]+)*[ \t]*$/im;

/** Whether a card is one the words name (on its front face, the face it has in a deck). */
export function rulebreakerCovers(cards: RulebreakerCards, card: Card): boolean {
  const face = card.faces.length > 0 && card.layout !== 'split' ? card.faces[0] : card;
  const typeLine = face.typeLine ?? '';
  const words = new Set(typeLine.toLowerCase().split(/[\s—–]+/).filter((w) => w && w !== '-' && w !== '//'));
  const isLand = words.has('land');
  if (cards.land === 'any') return isLand;
  if (cards.land === 'basic') return isLand && words.has('basic');
  if (cards.minManaValue !== undefined && !(card.manaValue >= cards.minManaValue)) return false;
  if (cards.minPower !== undefined && !(powerOf(face.power ?? card.power) >= cards.minPower)) return false;
  const changeling = card.keywords?.some((k) => k.toLowerCase() === 'changeling') || CHANGELING.test(stripReminderText(face.oracleText ?? ''));
  const has = (written: string): boolean =>
    singular(written).some((w) => {
      if (w === 'permanent') return PERMANENT_TYPES.some((t) => words.has(t));
      if (words.has(w)) return true;
      return changeling && !CARD_TYPES.includes(w) && !SUPERTYPES.includes(w) && !NOT_CREATURE_TYPES.has(w);
    });
  return cards.types.some((group) => group.every(has));
}

/** A printed power as a number ("*" and "1+*" count their number part, as outside the game). */
function powerOf(p: string | undefined): number {
  const n = Number.parseInt(p ?? '', 10);
  return Number.isFinite(n) ? n : 0;
}
