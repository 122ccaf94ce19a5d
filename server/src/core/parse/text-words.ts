// The word tables of the text dialect: directive keys, section and group header words, per-line
// section prefixes, markers and tags, and the Japanese words the parser knows.
import type { MarkerKind, SectionKind } from './types';

/** Directive keys the parser knows (`// key: value`). Anything else is reported. */
export const KNOWN_DIRECTIVES: readonly string[] = [
  'format',
  'commander',
  'companion',
  'partner',
  'background',
  'oathbreaker',
  'team',
  'bracket',
  'name',
  'deck',
  'author',
  'player',
  'description',
  'note',
  'notes',
  'comment',
  'source',
  'url',
  'date',
  'event',
  'creator',
];

export const KNOWN_DIRECTIVE_SET = new Set(KNOWN_DIRECTIVES);

/** Section header words (lower-case, single-spaced) → the section they open. */
export const SECTION_WORDS: Record<string, SectionKind> = {
  commander: 'commander',
  commanders: 'commander',
  'commander(s)': 'commander',
  'command zone': 'commander',
  companion: 'companion',
  companions: 'companion',
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  'main deck': 'main',
  mainboard: 'main',
  'main board': 'main',
  library: 'main',
  sideboard: 'sideboard',
  'side board': 'sideboard',
  side: 'sideboard',
  sb: 'sideboard',
  maybeboard: 'maybeboard',
  'maybe board': 'maybeboard',
  maybe: 'maybeboard',
  considering: 'maybeboard',
  tokens: 'outside',
  token: 'outside',
  // Supplemental decks (Archenemy, Planechase, …) are not part of the deck.
  schemes: 'outside',
  'scheme deck': 'outside',
  planes: 'outside',
  'planar deck': 'outside',
  contraptions: 'outside',
  dungeons: 'outside',
  attractions: 'outside',
  stickers: 'outside',
  // Japanese headers.
  統率者: 'commander',
  相棒: 'companion',
  デッキ: 'main',
  メイン: 'main',
  メインデッキ: 'main',
  サイドボード: 'sideboard',
  サイド: 'sideboard',
};

/**
 * Forge `.dck` card sections that only exist in brackets (`[Avatar]`, `[Planes]`): not in the deck.
 * Forge's `DeckSection` enum (forge-core/src/main/java/forge/deck/DeckSection.java,
 * https://github.com/Card-Forge/forge, read 2026-11-29): Main, Sideboard, Commander (SECTION_WORDS),
 * and these, its "nontraditional" sections. Forge matches the name ignoring case.
 */
export const FORGE_BRACKET_SECTIONS: Record<string, SectionKind> = {
  avatar: 'outside',
  planes: 'outside',
  schemes: 'outside',
  conspiracy: 'outside',
  dungeon: 'outside',
  attractions: 'outside',
  contraptions: 'outside',
};

/**
 * Forge `.dck` sections that hold no cards, only the deck's description: no line in them is a card.
 * From Card-Forge/forge (https://github.com/Card-Forge/forge, read 2026-11-29):
 * - `[metadata]`: `Key=Value` lines. DeckSerializer.serializeDeck writes Name, Comment, Tags,
 *   AiHints, DraftNotes (a drafted deck's notes) and KeyCards; DeckFileHeader also reads Deck Type,
 *   Player, PlayerType and Custom Pool; the quest decks of forge-gui/res/quest add Title,
 *   Difficulty, Description, Icon, Set and Image.
 * - `[duel]`: an empty marker at the top of the quest opponents' decks (res/quest/duels/*.dck).
 * - `[quest]`: a quest challenge's terms, `id=12`, `AILife=30`, `Card Reward=…` (res/quest/challenges/*.dck).
 * - `[shop]`: a quest precon's price, `WinsToUnlock=0`, `Credits=1200` (res/quest/precons/*.dck).
 * - `[general]`: the older header DeckSerializer.readDeckMetadata still reads; its lines are the
 *   deck type (`Constructed`), and the lines above the first section the deck's name.
 * Forge reads cards only from its DeckSection names: DeckSection.smartValueOf gives no section for any
 * other name, and that section is skipped.
 */
export const FORGE_INFO_SECTIONS: ReadonlySet<string> = new Set(['metadata', 'duel', 'quest', 'shop', 'general']);

/** Card-type group headers (`Creature (14)`): they do not change the deck section. */
export const TYPE_WORDS = new Set([
  'creature',
  'creatures',
  'land',
  'lands',
  'instant',
  'instants',
  'sorcery',
  'sorceries',
  'artifact',
  'artifacts',
  'enchantment',
  'enchantments',
  'planeswalker',
  'planeswalkers',
  'battle',
  'battles',
  'spell',
  'spells',
  'other',
  'others',
  'tribal',
  'kindred',
  'non-creature',
  'noncreature',
  'クリーチャー',
  '土地',
  'インスタント',
  'ソーサリー',
  'アーティファクト',
  'エンチャント',
  'プレインズウォーカー',
]);

/** Other group headers of sorted exports: colors (`Blue`, `(green)`) and rarities (`Mythic Rare`). */
export const GROUP_WORDS = new Set([
  'white',
  'blue',
  'black',
  'red',
  'green',
  'colorless',
  'colourless',
  'multicolor',
  'multicolored',
  'multicolour',
  'multicoloured',
  'multi-color',
  'multi-colored',
  'gold',
  'hybrid',
  'common',
  'commons',
  'uncommon',
  'uncommons',
  'rare',
  'rares',
  'mythic',
  'mythics',
  'mythic rare',
  'mythic rares',
  'special',
  'bonus',
]);

/** Words that may qualify a type header: `Artifact Creatures`, `Basic Lands`, `Instants & Sorceries`. */
export const TYPE_QUALIFIERS = new Set(['legendary', 'basic', 'nonbasic', 'non-basic', 'snow', 'and', '&', '/', '+']);

/** Mana value group headers: `CMC2`, `CMC 2`, `MV: 3`, `Mana Value 4+`, `Converted Mana Cost 1`. */
export const MANA_VALUE_HEADER = /^(?:cmc|mv|mana value|converted mana cost)[ :=]*\d{0,2}\+?$/;

/** Prefixes that put one line's entry in a section: `SB: 2 Negate`, `Commander: Atraxa`. */
export const LINE_PREFIXES: Record<string, SectionKind> = {
  sb: 'sideboard',
  sideboard: 'sideboard',
  commander: 'commander',
  companion: 'companion',
  maybeboard: 'maybeboard',
  maybe: 'maybeboard',
  deck: 'main',
  main: 'main',
  mainboard: 'main',
};

/** The marker a word names: `F`/`Foil`, `E`/`Etched`, `CMDR`, `Companion`. */
export function markerKind(t: string): MarkerKind | undefined {
  switch (t.toLowerCase()) {
    case 'f':
    case 'foil':
      return 'foil';
    case 'e':
    case 'etched':
    case 'etched foil':
    case 'foil etched':
      return 'etched';
    case 'cmdr':
    case 'commander':
      return 'commander';
    case 'companion':
      return 'companion';
    default:
      return undefined;
  }
}

/** Categories that put an entry in a section: `[Commander]`, `#Sideboard`. */
export const TAG_SECTION: Record<string, SectionKind> = {
  commander: 'commander',
  companion: 'companion',
  sideboard: 'sideboard',
  maybeboard: 'maybeboard',
};

/** Bare `key: value` words that are directives without a comment prefix (`Name: My Deck`, Cockatrice `CDR: …`). */
export const BARE_DIRECTIVE_ALIASES: Record<string, string> = { cdr: 'commander' };

/** Japanese directive keys (`// ブラケット: 2`, `// フォーマット: 統率者戦`) and the directive each one is. */
export const JAPANESE_DIRECTIVE_KEYS: ReadonlyArray<[string, string]> = [
  ['ブラケット', 'bracket'],
  ['フォーマット', 'format'],
  ['チーム', 'team'],
];

/** The basic lands' Japanese names: they work without the downloaded name table. */
export const JAPANESE_BASICS: Record<string, string> = {
  平地: 'Plains',
  島: 'Island',
  沼: 'Swamp',
  山: 'Mountain',
  森: 'Forest',
  荒地: 'Wastes',
  冠雪の平地: 'Snow-Covered Plains',
  冠雪の島: 'Snow-Covered Island',
  冠雪の沼: 'Snow-Covered Swamp',
  冠雪の山: 'Snow-Covered Mountain',
  冠雪の森: 'Snow-Covered Forest',
  冠雪の荒地: 'Snow-Covered Wastes',
};
