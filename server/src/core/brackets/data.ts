// The built-in Commander Brackets data: what each bracket allows, and the lists behind it. The lists,
// limits and announcements are data/rules.json's ("brackets"), each with its source and the date it
// was checked, so that a newer rules file changes them without a release (rules-data/); the words
// for them stay here. decklist.config.json can replace or amend each one ("brackets" in
// formats/README.md) without a code change.
import * as l10n from '@vscode/l10n';
import { onRulesData, rulesData, type RulesData } from '../rules-data';

/** The five brackets of the Commander Format Panel (February 2025 onward). */
export const BRACKET_NAMES: Record<number, string> = { 1: 'Exhibition', 2: 'Core', 3: 'Upgraded', 4: 'Optimized', 5: 'cEDH' };

/**
 * What a game of each bracket is expected to look like, as the 2025-10-21 update added ("expectations",
 * with the turns a game should last before someone wins). The official article
 * (magic.wizards.com/en/news/announcements/commander-brackets-beta-update-october-21-2025) is stored
 * only in part in the sources read on 2026-11-25 and 2026-11-29; the turn figures are those copies and
 * summaries of it quote (EDHREC's "The Commander Brackets Have Updated!" for bracket 2, issue 39's
 * reading of the copies for 1, 3 and 4: at least nine, eight, six and four turns). Guidance for the
 * pregame talk, never checked.
 */
export const BRACKET_EXPECTATIONS = {
  source: 'Commander Format Panel, Commander Brackets beta update of 2025-10-21 (turn figures as copies and summaries of it quote them)',
  sourceUrl: 'https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-october-21-2025',
  asOf: '2025-10-21',
  /** In the user's language (a call per hover, not per check). */
  byBracket: {
    1: () => l10n.t('Expect to play at least nine turns before someone wins; theme over power, wins are slow, telegraphed and gradual.'),
    2: () => l10n.t('Expect to play at least eight turns before someone wins; wins are fair, incremental and telegraphed, on the board.'),
    3: () => l10n.t('Expect to play at least six turns before someone wins; win lines stay open to interaction.'),
    4: () => l10n.t('Expect to play at least four turns before someone wins; strong, efficient decks, short of competitive play.'),
    5: () => l10n.t('Competitive: the game may end on any turn.'),
  } as Partial<Record<1 | 2 | 3 | 4 | 5, () => string>>,
} as const;

/**
 * The official announcements the bracket lists were checked against, oldest first (data/rules.json).
 * The Game Changers list's `asOf` may not be older than the newest (a test enforces it).
 */
export const BRACKET_ANNOUNCEMENTS: Array<{ date: string; url: string; what: string }> = [];

export type BracketRuleId = 'game-changers' | 'mass-land-denial' | 'extra-turns' | 'two-card-combos' | 'tutors';

/** Most cards of a kind a bracket allows; a bracket not listed has no limit (4 and 5 never have one). */
export type BracketLimits = Partial<Record<1 | 2 | 3, number>>;

export interface BracketRuleDefinition {
  id: BracketRuleId;
  /** Plural noun for messages: "Game Changers", "extra-turn cards". */
  noun: string;
  /** One card of it, for messages: "a Game Changer". */
  one: string;
  limits: BracketLimits;
  /** What the official text says beyond the count, for messages ("not chained"). */
  note?: string;
}

/**
 * The deck-building limits per bracket, from the official bracket descriptions (introduced
 * 2025-02-11, revised 2025-04-22 and 2025-10-21; Commander Format Panel, magic.wizards.com); the
 * numbers are data/rules.json's ("brackets.limits").
 * - Game Changers: none in 1–2, up to three in 3.
 * - Mass land denial: none in 1–3.
 * - Extra turns: none in 1; "low quantities", not chained or looped, in 2–3. "Low" has no number:
 *   two is taken (one or two is low, three is several); a config can set another.
 * - Two-card infinite combos: none in 1–2; in 3 only ones that do not win early, which a list
 *   cannot tell, so a combo rules out 1–2 only.
 * - Tutors: the 2025-10-21 update dropped the guidance; counted and named, with no limit unless a
 *   config sets one.
 */
export const BRACKET_RULES: readonly BracketRuleDefinition[] = [
  { id: 'game-changers', noun: 'Game Changers', one: 'a Game Changer', limits: {} },
  { id: 'mass-land-denial', noun: 'mass land denial cards', one: 'mass land denial', limits: {} },
  { id: 'extra-turns', noun: 'extra-turn cards', one: 'an extra-turn card', limits: {}, note: 'in low quantities, not chained or looped' },
  { id: 'two-card-combos', noun: 'two-card combos', one: 'a two-card combo', limits: {}, note: 'in bracket 3 only combos that do not win early' },
  { id: 'tutors', noun: 'tutors', one: 'a tutor', limits: {} },
];

export interface BracketList {
  /** Where it comes from, in English (data): bracketSourceText (describe.ts) words it for a person. */
  source: string;
  /** When the list was last checked against its source (YYYY-MM-DD). */
  asOf: string;
  cards: string[];
}

export interface ComboList {
  source: string;
  asOf: string;
  pairs: Array<[string, string]>;
}

/**
 * The Game Changers list (data/rules.json "brackets.gameChangers": 53 cards as of the 2026-02-09
 * update, built from the official announcements and cross-checked against a March 2026 listing of
 * Scryfall's `is:gamechanger`). Scryfall's card objects carry `game_changer`, which wins over this
 * list when the card data has it: the list is the fallback.
 */
export const GAME_CHANGERS: BracketList = { source: '', asOf: '', cards: [] };

/**
 * Mass land denial (data/rules.json "brackets.massLandDenial"): cards that plainly fit the official
 * definition (2025-02-11); "destroy all lands"-style text is also recognized from the card
 * (detect.ts). Not exhaustive: add your own in a config.
 */
export const MASS_LAND_DENIAL: BracketList = { source: '', asOf: '', cards: [] };

/**
 * Two-card combos that win or loop without end (data/rules.json "brackets.twoCardCombos"): the
 * best-known pairs only, NOT exhaustive (Commander Spellbook lists thousands). Add your own pairs in
 * decklist.config.json.
 */
export const TWO_CARD_COMBOS: ComboList = { source: '', asOf: '', pairs: [] };

/** Puts the rules data's bracket lists in force (at load, and when a newer rules file comes into force). */
function applyBracketRules(data: RulesData): void {
  const b = data.brackets;
  BRACKET_ANNOUNCEMENTS.splice(0, BRACKET_ANNOUNCEMENTS.length, ...b.announcements.map((a) => ({ ...a })));
  for (const rule of BRACKET_RULES) {
    const limits: BracketLimits = {};
    for (const [n, max] of Object.entries(b.limits[rule.id])) limits[Number(n) as 1 | 2 | 3] = max;
    (rule as { limits: BracketLimits }).limits = limits;
  }
  Object.assign(GAME_CHANGERS, { source: b.gameChangers.source, asOf: b.gameChangers.asOf, cards: [...b.gameChangers.cards] });
  Object.assign(MASS_LAND_DENIAL, { source: b.massLandDenial.source, asOf: b.massLandDenial.asOf, cards: [...b.massLandDenial.cards] });
  Object.assign(TWO_CARD_COMBOS, { source: b.twoCardCombos.source, asOf: b.twoCardCombos.asOf, pairs: b.twoCardCombos.pairs.map((p) => [...p] as [string, string]) });
}
applyBracketRules(rulesData());
onRulesData(applyBracketRules);
