// The declarative shape of a format. Built-in formats and the user's
// `decklist.config.json` formats are written in this same form; the rules in
// `../rules/` read nothing but these fields.
import type { Severity } from '../types';
import type { DiagnosticCode } from '../rules/codes';

/** Severity per diagnostic code; `off` silences the code. */
export type SeveritySetting = Severity | 'off';

/** The severities set for codes (by a format, a config, the user's settings). */
export type SeverityMap = Partial<Record<DiagnosticCode, SeveritySetting>>;

export interface DeckSizeRule {
  /** Exactly this many cards. */
  exact?: number;
  min?: number;
  max?: number;
  /** Whether the commander(s) / oathbreaker + signature spell count toward the size. */
  includesCommandZone: boolean;
}

export interface SideboardRule {
  /** Most cards allowed in the sideboard; 0 = no sideboard allowed; absent = not checked. */
  max?: number;
  /** Human note for messages, e.g. "the optional 10-card sideboard of the 2010 rules". */
  note?: string;
  /** Whether sideboard copies count toward the copy limit together with the main deck. */
  countsTowardCopyLimit: boolean;
}

/** Who may be a commander. Any listed kind is enough. */
export type CommanderEligibility =
  /** A legendary creature card (the front face of a multi-face card). */
  | 'legendary-creature'
  /**
   * A legendary Vehicle or Spacecraft with a power/toughness box (CR 903.3 as amended with Edge of
   * Eternities, 2025).
   */
  | 'legendary-vehicle'
  /** A legendary planeswalker (Brawl). */
  | 'legendary-planeswalker'
  /** Any planeswalker (Oathbreaker). */
  | 'planeswalker'
  /** The card says "… can be your commander". */
  | 'can-be-commander'
  /**
   * Pauper Commander: a creature printed at uncommon (in paper or on MTGO). Decided from data that
   * says it: MTGJSON's `leadershipSkills.pauperCommander` (the card's `pauperCommander`), else older
   * Scryfall data's `restricted` ("legal as commander only", before Scryfall marked uncommon
   * creatures `not_legal`), else the card's uncommon rarity; otherwise it cannot be confirmed
   * (`commander-unconfirmed`, information).
   */
  | 'uncommon-creature';

/** Two-commander pairings a format allows (CR 702.124 and relatives). */
export type PairingKind =
  | 'partner'
  | 'partner-with'
  | 'friends-forever'
  | 'partner-variant'
  | 'choose-a-background'
  | 'doctors-companion';

export interface CommanderRule {
  /** Name of the command-zone card in messages: "commander", "oathbreaker". */
  noun: string;
  eligibility: CommanderEligibility[];
  /** Two commanders allowed only through one of these pairings; empty = always exactly one. */
  pairings: PairingKind[];
  /** Every card's color identity must be within the commanders' identity. */
  colorIdentity: boolean;
  /** Oathbreaker: one instant or sorcery in the command zone, within the oathbreaker's identity. */
  signatureSpell?: boolean;
  /**
   * Brawl: with a colorless commander the deck may hold any number of basic lands of ONE
   * basic land type (rule 903.5d variant of Brawl).
   */
  colorlessBasicsOfOneType?: boolean;
}

export interface TeamRule {
  /** Most copies of a card across all decks of a team (basic lands and "any number" cards exempt). */
  copyLimit: number;
  /** Human note for messages. */
  note?: string;
}

/**
 * What the legality key's `restricted` value means: vintage's one-copy restriction,
 * or Pauper Commander's "legal as commander only" (Scryfall marks uncommons that way).
 */
export type RestrictedMeaning = 'one-copy' | 'commander-only';

/** An official announcement that changed (or confirmed) a format's lists or rules. */
export interface Announcement {
  /** Its date as the announcement gives it: YYYY-MM-DD, or YYYY-MM when it names no day. */
  date: string;
  url: string;
  /** What it changed that the built-in data reflects, or why it could not be applied. */
  what: string;
}

/** A rule of play (not of deck building): shown in the `format:` hover and `--list-formats --verbose`, never checked. */
export interface GameRule {
  /** What it is about: "Mulligan", "Turn order", "Commander damage", … */
  topic: string;
  text: string;
  /** Where it comes from (a seed document and its section, a CR rule), when not the game rules' source. */
  source?: string;
  /** How today's official rule differs, when the document's rule is out of date. */
  officialToday?: string;
}

/** The game rules of a variant, from the document that defines it. */
export interface GameRules {
  /** The document (and section) they come from. */
  source: string;
  /** Where that document can be read, and when these rules were checked against it (YYYY-MM-DD). */
  sourceUrl?: string;
  asOf?: string;
  /** Earlier rules of the format, kept as history (a seed document's), clearly labelled. */
  history?: { source: string; rules: GameRule[]; startingLife?: GameRules['startingLife'] };
  /** Starting life per player, or per team when `shared`; `twoPlayer` when a two-player game differs. */
  startingLife?: { life: number; twoPlayer?: number; shared?: boolean; note?: string };
  /** Combat damage from one commander that makes a player lose, and where that rule is. */
  commanderDamage?: { damage: number; source: string; note?: string };
  /** How multiplayer games of it are usually set up: ids from MULTIPLAYER_VARIANTS / MULTIPLAYER_OPTIONS. */
  multiplayer?: { variants: string[]; options: string[]; note?: string };
  rules: GameRule[];
}

export interface FormatDefinition {
  id: string;
  /** Name for messages. Make it unambiguous ("Brawl (Arena, 100 cards)"). */
  name: string;
  description?: string;
  /** Where the rules come from (CR section, a seed document). */
  source?: string;
  /** Date the extra lists below were last checked (YYYY-MM-DD). */
  asOf?: string;
  /** Where the built-in lists and rules were read (the official page). */
  sourceUrl?: string;
  /**
   * The official announcements the built-in lists were checked against, newest last. A built-in
   * format's `asOf` may not be older than the newest one (a test enforces it): recording a new
   * announcement forces a look at the lists.
   */
  announcements?: Announcement[];
  /** A built-in (or earlier config) format this one is based on. Resolved away by `resolveFormat`. */
  extends?: string;

  /** Scryfall `legalities` key to consult; absent = no card pool restriction from the data. */
  legalityKey?: string;
  /**
   * Card data older than this date has a different meaning for the legality key (e.g. Scryfall's
   * `brawl` key meant Standard Brawl before 2023): treat it as unknown.
   */
  legalityKeyValidFrom?: string;
  /**
   * Card data older than `until` (YYYY-MM-DD) is read by `key` instead: before 2024-01-27 Scryfall's
   * `brawl` meant Standard Brawl and `historicbrawl` meant today's (Arena) Brawl.
   */
  earlierLegalityKey?: { key: string; until: string };
  restrictedMeans: RestrictedMeaning;

  deckSize: DeckSizeRule;
  /** Copies of a card allowed (4, or 1 for singleton formats). */
  copyLimit: number;
  /** Exemptions from the copy limit. */
  exempt: {
    /** Basic lands (incl. Wastes and Snow-Covered basics). */
    basicLands: boolean;
    /** "A deck can have any number of cards named …" and "up to seven …". */
    cardText: boolean;
    /** Extra card names exempt from the copy limit. */
    names: string[];
  };
  sideboard: SideboardRule;
  commander?: CommanderRule;
  /** Whether a companion may be declared (outside the deck). */
  companion: { allowed: boolean; fromSideboard: boolean };

  /** Banned on top of the data's legalities. */
  banned: string[];
  /** Allowed even when the data says banned / not legal (the 2010 rules' Shahrazad), and as commander even when `bannedAsCommander` lists it. */
  unbanned: string[];
  /** Restricted to one copy on top of the data. */
  restricted: string[];
  bannedAsCommander: string[];
  bannedAsCompanion: string[];

  team?: TeamRule;
  /**
   * Formats people confuse with this one ("Brawl" means two things). When the deck's size fits
   * one of them instead, the deck-size message suggests it.
   */
  seeAlso?: string[];
  /** Default severities per code for this format. */
  severities: SeverityMap;
  /**
   * Mental Legacy (seed 002): a card cast from hand may be cast as another card of the format's
   * card pool with exactly the same mana cost. Editors then show what each card can become
   * (`deckSameCostStats` in formats/same-cost.ts, `sameCostSummary` in features/same-cost.ts).
   */
  castAsSameCost?: boolean;
  /** Decks are matched by Commander Brackets: the bracket floor is computed and a `bracket:` line is checked. */
  brackets?: boolean;
  /** Rules of play from the format's document (life, mulligan, turn order, …): information only. */
  gameRules?: GameRules;
  /** Where the document's deck rules differ from today's official ones (the built-in follows the document). */
  officialToday?: string;
}

/** A format as written in a config file: every field optional except what `extends` cannot give. */
export type FormatOverride = Partial<Omit<FormatDefinition, 'deckSize' | 'exempt' | 'sideboard' | 'commander' | 'companion'>> & {
  deckSize?: Partial<DeckSizeRule>;
  exempt?: Partial<FormatDefinition['exempt']>;
  sideboard?: Partial<SideboardRule>;
  commander?: Partial<CommanderRule> | null;
  companion?: Partial<FormatDefinition['companion']>;
  team?: TeamRule | null;
};
// Lists (`banned`, `unbanned`, `restricted`, `bannedAsCommander`, `bannedAsCompanion`,
// `exempt.names`) given in an override are ADDED to the base's lists: "our playgroup bans X"
// keeps the base's bans. To allow a card the base bans, list it in `unbanned`.
