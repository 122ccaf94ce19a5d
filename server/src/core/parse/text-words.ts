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
  'rulebreaker',
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
  // Japanese headers, as Japanese lists write them (../shared/reports/JAPANESE-LIST-DIALECTS-2026-11-29.md §1.3, §1.8).
  統率者: 'commander',
  コマンダー: 'commander',
  相棒: 'companion',
  デッキ: 'main',
  メイン: 'main',
  メインデッキ: 'main',
  メインボード: 'main',
  サイドボード: 'sideboard',
  サイド: 'sideboard',
  // Our own word for the maybeboard.
  候補: 'maybeboard',
  トークン: 'outside',
  // MTG Arena's export headers in its other client languages (Deck, Sideboard, Commander, Companion).
  // French, seen in real exports: `Commandant`, `Deck`, `Réserve` (github.com/papey/trostani
  // tests/mtg.test.ts at 00b96e321b226ea56474a65c42a5387a527eb4a0, read 2026-11-29).
  // The others from developers' tables, not from exports: github.com/z33kz33k/mtg mtg/deck/arena.py
  // at 04e390e65ea1c4654a2b4c33527838965432daf2 (2026-03-24) and a decklist-compare module's
  // SECTION_NAME_LOC map keyed by Arena locale; where the two disagree both words are here
  // (Korean 커맨더/사령관 and 단짝/동료, Spanish Sideboard/Banquillo). Japanese デッキ/サイドボード are
  // above (seen in real exports); 統率者 and 相棒 from both tables.
  commandant: 'commander',
  réserve: 'sideboard',
  compagnon: 'companion',
  kommandeur: 'commander',
  gefährte: 'companion',
  mazo: 'main',
  banquillo: 'sideboard',
  reserva: 'sideboard',
  comandante: 'commander',
  compañero: 'companion',
  mazzo: 'main',
  compagno: 'companion',
  companheiro: 'companion',
  덱: 'main',
  사이드보드: 'sideboard',
  커맨더: 'commander',
  사령관: 'commander',
  단짝: 'companion',
  동료: 'companion',
  колода: 'main',
  резерв: 'sideboard',
  командир: 'commander',
  компаньон: 'companion',
  牌库: 'main',
  备牌: 'sideboard',
  指挥官: 'commander',
  伙伴: 'companion',
  牌庫: 'main',
  備牌: 'sideboard',
  指揮官: 'commander',
  夥伴: 'companion',
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
  'バトル',
  '呪文',
  'スペル',
  'その他の呪文',
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

/**
 * Labels of Japanese `label: value` lines above a list (`デッキ名:Mesmeric Gaea’s`, `プレイヤー:…`)
 * and the directive each one is; any other such line is a comment.
 */
export const JAPANESE_LABELS: Record<string, string> = {
  デッキ名: 'name',
  デッキ: 'name',
  プレイヤー: 'player',
  使用者: 'player',
  作者: 'author',
  作成者: 'author',
  大会: 'event',
  大会名: 'event',
  日付: 'date',
  出典: 'source',
};

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
