// The built-in Commander Brackets data: what each bracket allows, and the lists behind it. Every
// list carries its source and the date it was checked; decklist.config.json can replace or amend
// each one ("brackets" in formats/README.md) without a code change.
import * as l10n from '@vscode/l10n';

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
 * The official announcements the bracket lists were checked against, oldest first. The Game Changers
 * list's `asOf` may not be older than the newest (a test enforces it).
 */
export const BRACKET_ANNOUNCEMENTS: ReadonlyArray<{ date: string; url: string; what: string }> = [
  { date: '2025-02-11', url: 'https://magic.wizards.com/en/news/announcements/introducing-commander-brackets-beta', what: 'the brackets and the first Game Changers list' },
  { date: '2025-04-22', url: 'https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-april-22-2025', what: 'Game Changers changed' },
  { date: '2025-10-21', url: 'https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-october-21-2025', what: 'expectations per bracket; tutor limits dropped; Game Changers changed' },
  {
    date: '2026-02-09',
    url: 'https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-february-9-2026',
    what: 'Commander Brackets Beta Update – February 9, 2026: Farewell and Biorhythm (unbanned that day, commander-banned-and-restricted-february-9-2026) onto the Game Changers (the page is not in the stored sources read on 2026-11-29; public projects cite it for Farewell, and reports of it confirm the change)',
  },
];

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
 * 2025-02-11, revised 2025-04-22 and 2025-10-21; Commander Format Panel, magic.wizards.com).
 * - Game Changers: none in 1–2, up to three in 3.
 * - Mass land denial: none in 1–3.
 * - Extra turns: none in 1; "low quantities", not chained or looped, in 2–3. "Low" has no number:
 *   two is taken here (one or two is low, three is several); a config can set another.
 * - Two-card infinite combos: none in 1–2; in 3 only ones that do not win early, which a list
 *   cannot tell, so a combo rules out 1–2 only.
 * - Tutors: the February 2025 text asked for few tutors in 1–2; the 2025-10-21 update dropped that
 *   guidance (the efficient tutors are Game Changers instead). They are counted and named, with no
 *   limit unless a config sets one.
 */
export const BRACKET_RULES: readonly BracketRuleDefinition[] = [
  { id: 'game-changers', noun: 'Game Changers', one: 'a Game Changer', limits: { 1: 0, 2: 0, 3: 3 } },
  { id: 'mass-land-denial', noun: 'mass land denial cards', one: 'mass land denial', limits: { 1: 0, 2: 0, 3: 0 } },
  { id: 'extra-turns', noun: 'extra-turn cards', one: 'an extra-turn card', limits: { 1: 0, 2: 2, 3: 2 }, note: 'in low quantities, not chained or looped' },
  { id: 'two-card-combos', noun: 'two-card combos', one: 'a two-card combo', limits: { 1: 0, 2: 0 }, note: 'in bracket 3 only combos that do not win early' },
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
 * The Game Changers list as of the 2026-02-09 update (53 cards). Built from the official
 * announcements on magic.wizards.com: the first list (2025-02-11, 40 cards), the 2025-04-22 update
 * (Trouble in Pairs and Trinisphere off; 18 cards on, and the 5 cards unbanned that day), the
 * 2025-10-21 update (Deflecting Swat, Expropriate, Food Chain, Jin-Gitaxias, Core Augur; Kinnan,
 * Bonder Prodigy; Sway of the Stars; Urza, Lord High Artificer; Vorinclex, Voice of Hunger; Winota,
 * Joiner of Forces; Yuriko, the Tiger's Shadow off) and the 2026-02-09 update (Farewell on;
 * Biorhythm unbanned onto it), cross-checked against a March 2026 listing of Scryfall's
 * `is:gamechanger`. Scryfall's card objects carry `game_changer`, which wins over this list when the
 * card data has it.
 */
export const GAME_CHANGERS: BracketList = {
  // Links checked on 2026-11-25: the 2025-02-11 introduction (introducing-commander-brackets-beta), the
  // 2025-04-22 and 2025-10-21 updates (commander-brackets-beta-update-april-22-2025, -october-21-2025) are
  // in the stored sources. Farewell joined the list with "Commander Brackets Beta Update – February 9,
  // 2026" (commander-brackets-beta-update-february-9-2026, as public projects cite it, read 2026-11-29);
  // Biorhythm with the Commander banned-and-restricted update of that day, which unbanned it. Neither
  // page is in the stored sources; reports of them confirm the change.
  source: 'Commander Format Panel, Commander Brackets Beta Update – February 9, 2026 (magic.wizards.com/en/news/announcements/commander-brackets-beta-update-february-9-2026), with the bracket updates of 2025-02-11, 2025-04-22 and 2025-10-21 before it',
  asOf: '2026-02-09',
  cards: [
    // White
    'Drannith Magistrate', 'Enlightened Tutor', 'Farewell', 'Humility', "Serra's Sanctum", 'Smothering Tithe', "Teferi's Protection",
    // Blue
    'Consecrated Sphinx', 'Cyclonic Rift', 'Fierce Guardianship', 'Force of Will', 'Gifts Ungiven', 'Intuition', 'Mystical Tutor',
    'Narset, Parter of Veils', 'Rhystic Study', "Thassa's Oracle",
    // Black
    'Ad Nauseam', "Bolas's Citadel", 'Braids, Cabal Minion', 'Demonic Tutor', 'Imperial Seal', 'Necropotence', 'Opposition Agent',
    'Orcish Bowmasters', 'Tergrid, God of Fright', 'Vampiric Tutor',
    // Red
    'Gamble', "Jeska's Will", 'Underworld Breach',
    // Green
    'Biorhythm', 'Crop Rotation', "Gaea's Cradle", 'Natural Order', 'Seedborn Muse', 'Survival of the Fittest', 'Worldly Tutor',
    // Multicolored
    'Aura Shards', 'Coalition Victory', 'Grand Arbiter Augustin IV', 'Notion Thief',
    // Colorless
    'Ancient Tomb', 'Chrome Mox', 'Field of the Dead', 'Glacial Chasm', 'Grim Monolith', "Lion's Eye Diamond", 'Mana Vault',
    "Mishra's Workshop", 'Mox Diamond', 'Panoptic Mirror', 'The One Ring', 'The Tabernacle at Pendrell Vale',
  ],
};

/**
 * Mass land denial: the official definition (2025-02-11) is cards that regularly destroy, exile or
 * bounce other lands, keep lands tapped, or change what mana lands produce, for four or more lands
 * per player, without replacing them. The examples (Armageddon, Ravages of War, Winter Orb,
 * Blood Moon) and other cards that plainly fit that definition; "destroy all lands"-style text is
 * also recognized from the card (see detect.ts). Not exhaustive: add your own in a config.
 */
export const MASS_LAND_DENIAL: BracketList = {
  source: 'Commander Format Panel, Introducing Commander Brackets Beta (2025-02-11): the mass land denial definition and examples',
  asOf: '2026-02-09',
  cards: [
    'Armageddon', 'Ravages of War', 'Catastrophe', 'Decree of Annihilation', 'Jokulhaups', 'Obliterate', 'Ruination', 'Sunder',
    'Boom // Bust', 'Epicenter', 'Global Ruin', 'Impending Disaster', 'Wildfire', 'Devastation', 'Apocalypse',
    'Winter Orb', 'Static Orb', 'Hokori, Dust Drinker', 'Rising Waters', 'Stasis', 'Tangle Wire', 'Mana Vortex',
    'Blood Moon', 'Magus of the Moon', 'Back to Basics',
  ],
};

/**
 * Two-card combos that win or loop without end. The best-known pairs only, NOT an exhaustive list:
 * Commander Spellbook (commanderspellbook.com) lists thousands. Sanguine Bond + Exquisite Blood is
 * the official example (2025-02-11). Add your own pairs in decklist.config.json.
 */
export const TWO_CARD_COMBOS: ComboList = {
  source: 'the best-known two-card combos as listed by Commander Spellbook (commanderspellbook.com); Sanguine Bond + Exquisite Blood is the official bracket example',
  asOf: '2026-02-09',
  pairs: [
    ["Thassa's Oracle", 'Demonic Consultation'],
    ["Thassa's Oracle", 'Tainted Pact'],
    ['Laboratory Maniac', 'Demonic Consultation'],
    ['Jace, Wielder of Mysteries', 'Demonic Consultation'],
    ['Sanguine Bond', 'Exquisite Blood'],
    ['Vito, Thorn of the Dusk Rose', 'Exquisite Blood'],
    ['Heliod, Sun-Crowned', 'Walking Ballista'],
    ['Isochron Scepter', 'Dramatic Reversal'],
    ['Kiki-Jiki, Mirror Breaker', 'Zealous Conscripts'],
    ['Kiki-Jiki, Mirror Breaker', 'Pestermite'],
    ['Kiki-Jiki, Mirror Breaker', 'Deceiver Exarch'],
    ['Splinter Twin', 'Pestermite'],
    ['Splinter Twin', 'Deceiver Exarch'],
    ['Saheeli Rai', 'Felidar Guardian'],
    ['Dualcaster Mage', 'Twinflame'],
    ['Dualcaster Mage', 'Heat Shimmer'],
    ['Mikaeus, the Unhallowed', 'Triskelion'],
    ['Devoted Druid', 'Vizier of Remedies'],
    ['Niv-Mizzet, Parun', 'Curiosity'],
    ['Niv-Mizzet, the Firemind', 'Curiosity'],
    ['Power Artifact', 'Basalt Monolith'],
    ['Power Artifact', 'Grim Monolith'],
    ['Rings of Brighthearth', 'Basalt Monolith'],
    ['Deadeye Navigator', 'Peregrine Drake'],
    ['Deadeye Navigator', 'Palinchron'],
    ['Auriok Salvagers', "Lion's Eye Diamond"],
    ['Bloodchief Ascension', 'Mindcrank'],
    ['Duskmantle Guildmage', 'Mindcrank'],
    ["Painter's Servant", 'Grindstone'],
    ['Worldgorger Dragon', 'Animate Dead'],
    ['Pili-Pala', 'Grand Architect'],
    ['Food Chain', 'Squee, the Immortal'],
    ['Food Chain', 'Eternal Scourge'],
  ],
};
