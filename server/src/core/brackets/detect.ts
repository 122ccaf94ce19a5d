// What a card's Oracle text says about the brackets: does it search a library for a card other
// than a basic land (a tutor), take an extra turn, or wipe out every land?
import { stripReminderText } from '../cards/color-identity';
import type { Card } from '../cards/types';

const BASIC_TYPES = new Set(['plains', 'island', 'swamp', 'mountain', 'forest', 'wastes']);
const FILLER = new Set(['a', 'an', 'one', 'two', 'three', 'four', 'five', 'up', 'to', 'any', 'number', 'of', 'x', 'or', 'and', 'and/or', 'basic', 'land', 'snow', 'different']);

/**
 * Whether what a search looks for ("a basic land", "up to two Forest", "a Plains or Island") is
 * only basic lands, or lands with a basic land type (the ramp of Cultivate and the fetch lands).
 * "a land" (any land: Crop Rotation, Expedition Map) is not: it finds Gaea's Cradle.
 */
function onlyBasicLands(object: string): boolean {
  const words = object
    .toLowerCase()
    .replace(/[,.]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return false;
  const basicWord = words.includes('basic') || words.some((w) => BASIC_TYPES.has(w));
  if (!basicWord) return false;
  return words.every((w) => FILLER.has(w) || BASIC_TYPES.has(w) || /^\d+$/.test(w));
}

/**
 * "Search your library for …card(s)": each thing searched for, up to the word "card". Only "your"
 * library: "its controller searches their library" (Path to Exile) helps an opponent and finds
 * nothing for you.
 */
function searchedObjects(text: string): string[] {
  const re = /\bsearch your library(?:,? and(?:\/or)? (?:your )?(?:graveyard|hand))*,? for ([^.;:]*?)\bcards?\b/gi;
  return [...text.matchAll(re)].map((m) => m[1].trim());
}

/** The rules text of every face, reminder text included (Transmute and typecycling say what they find only there). */
function allText(card: Card): string {
  return card.faces.length > 0 ? card.faces.map((f) => f.oracleText).join('\n') : card.oracleText;
}

/**
 * What a card's text says, read once per card: the card objects of a database are the same from
 * one check to the next, and these expressions over every card's text were the largest cost of a
 * check after name lookups.
 */
const TUTOR = 1;
const EXTRA_TURN = 2;
const DESTROYS_ALL_LANDS = 4;
const textFacts = new WeakMap<Card, number>();

function facts(card: Card): number {
  let f = textFacts.get(card);
  if (f === undefined) {
    f = (readsAsTutor(card) ? TUTOR : 0) | (readsAsExtraTurn(card) ? EXTRA_TURN : 0) | (readsAsDestroyingAllLands(card) ? DESTROYS_ALL_LANDS : 0);
    textFacts.set(card, f);
  }
  return f;
}

/**
 * A tutor: it searches your library for a card other than a basic land ("search your library for
 * a card" yes, "search your library for a basic land card" no).
 */
export function isTutor(card: Card): boolean {
  return (facts(card) & TUTOR) !== 0;
}

/** It gives a player an extra turn ("take an extra turn", "takes two extra turns"), not one that forbids them. */
export function isExtraTurn(card: Card): boolean {
  return (facts(card) & EXTRA_TURN) !== 0;
}

/** Destroys, exiles or returns every land (or every nonbasic land): "Destroy all lands", "Destroy all artifacts, creatures, and lands". */
export function destroysAllLands(card: Card): boolean {
  return (facts(card) & DESTROYS_ALL_LANDS) !== 0;
}

function readsAsTutor(card: Card): boolean {
  return searchedObjects(allText(card)).some((o) => !onlyBasicLands(o));
}

function readsAsExtraTurn(card: Card): boolean {
  const text = stripReminderText(allText(card));
  for (const m of text.matchAll(/\btakes? (?:an|one|two|three|four|five|x|that many|\w+ additional)? ?extra turns?\b/gi)) {
    // "can't take extra turns", "don't take that extra turn" forbid or skip them.
    const sentence = text.slice(0, m.index ?? 0).split(/[.\n]/).pop() ?? '';
    if (/\b(?:can't|cannot|don't|doesn't|never|skip)\b/i.test(sentence)) continue;
    if (/^takes? extra turns?$/i.test(m[0])) continue;
    return true;
  }
  return false;
}

function readsAsDestroyingAllLands(card: Card): boolean {
  const text = stripReminderText(allText(card));
  return /\b(?:destroy|exile|return) all (?:(?:other |nonbasic )?(?:artifacts|creatures|enchantments|planeswalkers|permanents)?,? (?:and |or )?)*(?:nonbasic )?lands\b(?! you control)/i.test(text);
}
