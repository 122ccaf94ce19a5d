export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

export type Legality = 'legal' | 'not_legal' | 'banned' | 'restricted';

export interface CardFace {
  name: string;
  manaCost: string;
  typeLine: string;
  oracleText: string;
  colors?: Color[];
  colorIndicator?: Color[];
  power?: string;
  toughness?: string;
  loyalty?: string;
}

/** A partner-like ability that lets two cards share the command zone. */
export interface PairingAbility {
  /**
   * `partner` (plain Partner), `partner-with` (Partner with [name]), `friends-forever`,
   * `choose-a-background`, `background`, `doctors-companion`, `doctor` (Time Lord Doctor),
   * or another `partner—X` variant as `partner-variant`.
   */
  kind: string;
  /** For `partner-with`: the other card's name. For `partner-variant`: the variant's name. */
  with?: string;
}

/** What the rules text says about building a deck with this card. */
export interface DeckbuildingProperties {
  basicLand: boolean;
  /** "A deck can have any number of cards named …" */
  anyNumber: boolean;
  /** "A deck can have up to seven cards named …" → 7. */
  maxCopies?: number;
  /** "… can be your commander" */
  canBeCommander: boolean;
  pairing: PairingAbility[];
  /** Has a Companion ability. */
  companion: boolean;
}

export interface Card {
  /** Canonical English name; multi-face cards as `Front // Back`. */
  name: string;
  oracleId?: string;
  layout: string;
  /** Mana cost; for multi-face cards the faces' costs joined with ` // `. */
  manaCost: string;
  manaValue: number;
  typeLine: string;
  /** Rules text; for multi-face cards each face's text joined with a blank line. */
  oracleText: string;
  /** Faces of a multi-face card; empty for a single-faced card. */
  faces: CardFace[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  colors: Color[];
  colorIndicator?: Color[];
  /** Color identity: the source's value when it has one (it decides verdicts), else computed. */
  colorIdentity: Color[];
  /** Legality per format key (Scryfall keys). Absent when the source has no legality data. */
  legalities?: Record<string, Legality>;
  /**
   * A previewed card whose legalities are those of before its release: Scryfall gives it a
   * `preview` object and `not_legal` in every format until release (`future` may say what it will
   * be). The value is its release date (`released_at`), '' when the data has none. Its legality is
   * unknown while the card data is older than that date (formats/legality.ts).
   */
  previewRelease?: string;
  /** Rarity of the card's printings when known (Scryfall oracle objects carry one). */
  rarity?: string;
  /**
   * The printing `rarity` was read from is a promo, a Secret Lair, a promo-like supplement
   * (Masterpieces) or a local release (not in English): Pauper Commander no longer counts its
   * rarity (pdhhomebase.com/updating-pdhs-framework). See printing.ts.
   */
  rarityFromSupplement?: true;
  /**
   * The rarities of every printing in the data, when the source lists printings (MTGJSON v3
   * AllSets); absent when it names one printing only (Scryfall Oracle Cards).
   */
  printedRarities?: string[];
  /**
   * The card's rank on EDHREC, 1 the most played (Scryfall `edhrec_rank`, MTGJSON `edhrecRank`);
   * absent where the data has none (not every card is ranked).
   */
  edhrecRank?: number;
  /** How many printings (sets) the data lists for the card (Scryfall-shaped `printings`, MTGJSON `printings`). */
  printings?: number;
  /**
   * A silver-bordered or acorn card (Scryfall `border_color: "silver"`, `security_stamp: "acorn"`):
   * made for casual play and not allowed in sanctioned formats or Commander. Absent when the data does not say.
   */
  funny?: boolean;
  deckbuilding: DeckbuildingProperties;
  /** First release date (YYYY-MM-DD) when known. */
  releasedAt?: string;
  /** Image URLs per face (front, then back for double-faced cards); Scryfall image hosts only. */
  images?: CardImages[];
  /** Prices of the data's date (Scryfall's cheapest printing), as the source writes them. */
  prices?: CardPrices;
  /** Keyword abilities, when the source lists them (Scryfall `keywords`). */
  keywords?: string[];
  /** On the Commander Game Changers list; absent when the source does not say. */
  gameChanger?: boolean;
  /**
   * MTGJSON's Pauper Commander flag (`leadershipSkills.pauper_commander`, see leadership.ts): true
   * when the one printing AtomicCards keeps is an uncommon creature. `false` does not prove that no
   * printing was uncommon. Absent when the source does not say (Scryfall's bulk data has no such field).
   */
  pauperCommander?: boolean;
}

export interface CardImages {
  small?: string;
  normal?: string;
}

export interface CardPrices {
  usd?: string;
  eur?: string;
  tix?: string;
}

/** Why a card has a color in its identity. */
export interface ColorReason {
  color: Color;
  /** The symbol or word that gave the color: `{B}`, `{W/U}`, `Swamp`, `color indicator`, … */
  symbol: string;
  /** `mana cost`, `rules text`, `color indicator`, `type line`, `characteristic-defining ability`. */
  where: string;
  /** The face it is on, for multi-face cards. */
  face?: string;
}

export interface CardDataInfo {
  /** Short id of the source kind: `scryfall-oracle`, `scryfall-jsonl`, `mtgjson-atomic`, `mtgjson-allsets`, `snapshot`. */
  source: string;
  /** What the user sees: "Scryfall Oracle Cards of 2026-11-20", "offline card data from January 2017". */
  label: string;
  /** Date of the data (YYYY-MM-DD). */
  date: string;
  cards: number;
  /** Whether the data has legalities at all. */
  hasLegalities: boolean;
  /** The file it was read from, when it came from one. */
  path?: string;
}

/**
 * A card as printed in another language (MTGJSON `foreignData`): name, type line and text.
 * Translations get no errata, so the English Oracle text stays the rules' word.
 */
export interface PrintedCard {
  /** MTGJSON's language name, e.g. `Japanese`. */
  language: string;
  name: string;
  typeLine?: string;
  text?: string;
  /** A multi-face card's faces, in the card's face order. */
  faces?: PrintedFace[];
}

export interface PrintedFace {
  name: string;
  typeLine?: string;
  text?: string;
}

export interface NameMatch {
  /** The canonical card name. */
  name: string;
  /** Higher is better; 0..1. */
  score: number;
  /** When matched through an alternative name (e.g. Japanese), that name. */
  alias?: string;
}

/** The read side of card data that parsing, rules and features use. */
export interface CardDatabase {
  readonly info: CardDataInfo;
  /**
   * Exact lookup, tolerant of case, accents, ligatures, curly quotes, extra spaces,
   * `//` vs `/`, a front-face name, alternative-language names and `《日本語名/English》`.
   */
  lookup(name: string): Card | undefined;
  /** Ranked completion by prefix and word starts (`sol r` → Sol Ring). */
  complete(prefix: string, limit?: number): NameMatch[];
  /**
   * The most played cards (EDHREC rank, else printings), one name per card, among the names
   * `accept` takes (`alias`: a name in another language, else undefined): `1 《` offers the
   * Japanese names before a letter is typed.
   */
  popular?(limit: number, accept: (alias: string | undefined) => boolean): NameMatch[];
  /** Fuzzy suggestions for a misspelt name, best first. */
  suggest(name: string, limit?: number): NameMatch[];
  /** The reasons for each color of the card's computed identity. */
  explainColorIdentity(card: Card): ColorReason[];
  /**
   * Every card, in source order, decoded as it is reached (for indexes built over the whole
   * data, such as the same-mana-cost index; not for the hot path).
   */
  allCards(): Iterable<Card>;
  /** The card as printed in a language (`Japanese`), when the data has it (the downloaded name table). */
  printed?(card: Card, language: string): PrintedCard | undefined;
  /** How many names in other languages (a downloaded name table) the data knows; none when absent or 0. */
  readonly languageAliasCount?: number;
}
