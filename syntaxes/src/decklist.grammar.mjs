// Source of syntaxes/decklist.tmLanguage.json (the TextMate grammar of the `decklist` language).
//
// The grammar is written here, in JavaScript, so that the shared regular-expression pieces
// (set code, collector number, the "rest of the line is only suffixes" look-ahead) are
// written once and readable (String.raw, no double escaping).
//
//   node syntaxes/src/decklist.grammar.mjs          rewrite syntaxes/decklist.tmLanguage.json
//   node syntaxes/src/decklist.grammar.mjs --check  exit 1 if the JSON is not what this file generates
//
// Regexes are Oniguruma (what VS Code uses). Every line-level rule is anchored at `^` and
// ends at `$`, so a mistake on one line can never colour the lines after it; the only rules
// that span lines are XML constructs (tags, <!-- -->, <comments>…</comments>) and the Arena
// `About` block (until the next section header).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const r = String.raw;
const S = 'decklist';

// ---------------------------------------------------------------- shared pieces
// The vocabulary follows the parser (server/src/core/parse/text.ts) so that what is coloured as
// a header, a directive or a card is what the parser reads as one.

/** Start of a line: indentation (also full-width spaces) and a stray byte-order mark. */
const LINE_START = r`^[\s\x{FEFF}]*+`;
/** `:` or the full-width `：`. */
const COLON = r`[:：]`;
/** A set code: `M21`, `cmr`, `40k`, `2x2`, `PDOM`, `PLST`. */
const SET = r`[A-Za-z0-9]{2,6}`;
/** A set code in square brackets must look like one (`[M10]`), else it is a category (`[Land]`). */
const BRACKET_SET = r`[A-Z0-9]{2,6}`;
/** A collector number: must contain a digit (`123`, `6p`, `94s`, `237a`, `2*`, `CMD-248`, `★12`). */
const CN_BODY = r`(?=[A-Za-z0-9\-*+★†.]*[0-9])[A-Za-z0-9★†][A-Za-z0-9\-*+★†.]{0,11}`;
const CN = r`${CN_BODY}(?=\s|$)`;
/** A marker: `*F*`, `*E*`, `*Foil*`, `*Etched Foil*`, `*CMDR*`. */
const MARKER = r`\*[A-Za-z][A-Za-z -]{0,21}\*`;
/** One thing that may follow a card name (each after white space). */
const SUFFIX = alt([
  r`\((?i:foil|etched)\)`,
  r`\([0-9]{1,5}\)`,
  r`\(F\)`,
  r`<[^<>]{1,38}>`,
  r`\(${SET}\)(?:\s++${CN})?`,
  r`\[${BRACKET_SET}\]\s++${CN}`,
  r`\[[^\]]{0,598}\]`,
  r`\^[^^]{0,598}\^`,
  MARKER,
]);
/**
 * "Only suffixes and maybe a trailing ` # comment` remain until the end of the line."
 * Atomic groups, possessive white space and a bound of 16 suffixes keep each test short, so a
 * hostile 40,000-character line still tokenizes in linear time (test/grammar/robustness.test.ts).
 */
const REST_IS_SUFFIXES = r`(?=(?>(?:\s++(?:${SUFFIX})){0,16})(?>\s*)(?:(?<=\s)#.*)?$)`;
/** Moxfield/mtg-parser tags after a card: `#Ramp`, `#!Card Advantage` (a letter or `!` after `#`). */
const HASH_TAG_START = r`#(?=[!A-Za-z\x{80}-\x{2FFF}\x{3001}-\x{FFFF}])`;
/** A card name: whole words (so the look-ahead runs once per word, not once per character). */
const NAME = r`(?>\S+)(?:(?>\s+)(?>\S+))*?`;
/** A header's count: `(14)`, `(11 cards)`, `[15]`, `(12枚)`, `: 15`, ` 86`. Captures 5. */
const COUNT = r`(?:([(\[])\s*([0-9]{1,5})\s*(cards?|枚)?\s*([)\]])|([0-9]{1,5})(?:\s*(?i:cards?|枚))?)`;
/** `//`, `///`, `#`, `##` before a header or a directive. */
const PREFIX = r`(//+|#+)`;
/** Before a header only: also the bullets of Japanese lists (`■サイドボード`, `◆土地 (24)`). */
const HEADER_PREFIX = r`(//+!?|#+|[■◆●▼◇□☆★])`;

const SECTION_WORDS = [
  'commanders?', 'commander\\(s\\)', 'command\\s+zone', 'companions?',
  'deck', 'main', 'main\\s*deck', 'main\\s*board', 'library',
  'side\\s*board', 'side', 'sb', 'maybe\\s*board', 'maybe', 'considering',
  'tokens?', 'attractions', 'stickers',
  'schemes', 'scheme\\s+deck', 'planes', 'planar\\s+deck', 'contraptions', 'dungeons',
  '統率者', '相棒', 'デッキ', 'メイン', 'メインデッキ', 'サイドボード', 'サイド',
];
const TYPE_WORDS = [
  'creatures?', 'lands?', 'instants?', 'sorcery', 'sorceries', 'artifacts?', 'enchantments?',
  'planeswalkers?', 'battles?', 'spells?', 'others?', 'tribal', 'kindred', 'non-?creature',
  'クリーチャー', '土地', 'インスタント', 'ソーサリー', 'アーティファクト', 'エンチャント', 'プレインズウォーカー',
];
/** Color and rarity group headers (`Blue`, `Mythic Rare`), also in parentheses (`(green)`). */
const GROUP_WORDS = [
  'white', 'blue', 'black', 'red', 'green', 'colou?rless', 'multi-?colou?r(?:ed)?', 'gold', 'hybrid',
  'commons?', 'uncommons?', 'rares?', 'mythics?', 'mythic\\s+rares?', 'special', 'bonus',
];
/** Type headers in more spellings: `Artifact Creatures`, `Basic Lands`, `Instants & Sorceries`. */
const TYPE_HEADER = (() => {
  const t = `(?:${alt(TYPE_WORDS)})`;
  const q = '(?:legendary|basic|non-?basic|snow)';
  return `(?:${q}\\s+){0,2}${t}(?:\\s*(?:&|and|/|\\+)\\s*${t}|\\s+${t})?`;
})();
/** Mana value group headers: `CMC2`, `CMC 2`, `MV: 3`, `Mana Value 4+`. */
const MANA_VALUE_HEADER = r`(?:cmc|mv|mana\s+value|converted\s+mana\s+cost)[ :=]*[0-9]{0,2}\+?`;
/** Words that put a single line in a section: `SB: 2 Negate`, `Commander: Atraxa`. */
const LINE_PREFIXES = ['sb', 'sideboard', 'commander', 'companion', 'maybeboard', 'maybe', 'deck', 'main', 'mainboard'];
/** Directive keys whose value is a card name. */
const DIRECTIVE_CARD_KEYS = ['commander', 'companion', 'partner', 'background', 'oathbreaker'];
/**
 * The other directive keys the parser knows. Any other `// word: value` is a comment (the parser
 * reports a misspelt key such as `fromat:`, which a grammar cannot tell from prose).
 */
const DIRECTIVE_OTHER_KEYS = [
  'format', 'bracket', 'rulebreaker', 'team', 'name', 'deck', 'author', 'player', 'description', 'note', 'notes', 'comment', 'source', 'url', 'date', 'event',
  'creator',
];
/** Directive keys written in Japanese, after `//` or `#` (`// フォーマット: 統率者戦`), as the parser reads them. */
const JAPANESE_DIRECTIVE_KEYS = ['フォーマット', 'ブラケット', 'チーム'];
/** The last character of a Japanese name, after which a count needs no space: `稲妻×4`, `稲妻4枚`. */
const JAPANESE_NAME_END = r`[\p{Han}\p{Hiragana}\p{Katakana}》]`;
/** Captures of a card line with its count after the name: prefix, colon, name, `x`/`×`, count, count, `枚`, comment. */
const TRAILING_QUANTITY_CAPTURES = {
  1: { name: `keyword.control.section.line-prefix.${S}` },
  2: { name: `punctuation.separator.section.${S}` },
  3: { name: `entity.name.type.card.${S}`, patterns: [{ include: '#name-inner' }] },
  4: { name: `constant.numeric.quantity.${S}` },
  5: { name: `constant.numeric.quantity.${S}` },
  6: { name: `constant.numeric.quantity.${S}` },
  7: { name: `keyword.other.unit.${S}` },
  8: { name: `comment.line.number-sign.${S}` },
};
/** Forge `.dck` sections that only exist in brackets: `[Avatar]`, `[Planes]` (not in the deck). */
/** `// key: value` directives whose value is text (not a card name). */
const DIRECTIVE_VALUE_CAPTURES = {
  1: { name: `punctuation.definition.comment.${S}` },
  2: { name: `keyword.other.directive.${S}` },
  3: { name: `punctuation.separator.key-value.${S}` },
  4: { name: `string.unquoted.directive-value.${S}` },
};

const FORGE_BRACKET_WORDS = ['avatar', 'planes', 'schemes', 'conspiracy', 'dungeon', 'attractions', 'contraptions'];

function alt(xs) {
  return xs.join('|');
}

/** Captures of a header line: prefix, title, count (see COUNT), colons. */
function headerCaptures(first) {
  const n = (k) => String(first + k);
  return {
    [n(0)]: { name: `punctuation.definition.section.${S}` },
    [n(1)]: { name: `keyword.control.section.${S}` },
    [n(2)]: { name: `punctuation.separator.section.${S}` },
    [n(3)]: { name: `punctuation.definition.count.begin.${S}` },
    [n(4)]: { name: `constant.numeric.count.${S}` },
    [n(5)]: { name: `keyword.other.unit.${S}` },
    [n(6)]: { name: `punctuation.definition.count.end.${S}` },
    [n(7)]: { name: `constant.numeric.count.${S}` },
    [n(8)]: { name: `punctuation.separator.section.${S}` },
  };
}

// ---------------------------------------------------------------- grammar
const grammar = {
  $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
  name: 'Decklist',
  scopeName: 'source.decklist',
  fileTypes: ['dek', 'edh', 'dec', 'cod'],
  comment:
    'Magic: The Gathering decklists: Arena, MTGO (text and .dek XML), Moxfield, Archidekt, TappedOut, Cockatrice (.cod XML), 《日本語名/English Name》. Generated from syntaxes/src/decklist.grammar.mjs; edit that file.',
  patterns: [{ include: '#xml' }, { include: '#about-block' }, { include: '#line' }],
  repository: {
    line: {
      comment: 'One text line. The order is the parser\'s: header, directive, comment, card.',
      patterns: [
        { include: '#directive-without-value' },
        { include: '#section-header' },
        { include: '#directive' },
        { include: '#comment-line' },
        { include: '#card-line-trailing-quantity' },
        { include: '#card-line-trailing-quantity-japanese' },
        { include: '#card-line-trailing-bare-count' },
        { include: '#card-line' },
      ],
    },

    // ------------------------------------------------------------ section headers
    'section-header': {
      patterns: [
        {
          comment:
            'A line naming a section (`Sideboard`, `SIDEBOARD:`, `// Sideboard (11 cards)`, `## Mainboard (86)`) or a card type (`Creature (14)`).',
          match: r`(?i)${LINE_START}(?:${HEADER_PREFIX}\s*)?(${alt(SECTION_WORDS)}|${TYPE_HEADER}|${alt(GROUP_WORDS)}|${MANA_VALUE_HEADER}|\((?:${alt(GROUP_WORDS)})\))(?:\s*(${COLON}))?(?:\s*${COUNT})?\s*(${COLON})?\s*$`,
          name: `meta.section-header.${S}`,
          captures: headerCaptures(1),
        },
        {
          comment: 'mtg-parser and hand-written lists: a short `// Ramp` comment (up to three words, capitalised) is a category.',
          match: r`${LINE_START}(//+!?)\s*((?=\p{Lu})[\p{L}'&+/\-]+(?: [\p{L}'&+/\-]+){0,2})\s*$`,
          name: `meta.section-header.category.${S}`,
          captures: {
            1: { name: `punctuation.definition.section.${S}` },
            2: { name: `keyword.control.section.${S}` },
          },
        },
        {
          comment: 'Forge .dck section headers: `[Main]`, `[Sideboard]`, `[Commander]` (only section words).',
          match: r`(?i)${LINE_START}(\[)\s*(${alt(SECTION_WORDS)}|${alt(FORGE_BRACKET_WORDS)})\s*(\])\s*$`,
          name: `meta.section-header.${S}`,
          captures: {
            1: { name: `punctuation.definition.section.begin.${S}` },
            2: { name: `keyword.control.section.${S}` },
            3: { name: `punctuation.definition.section.end.${S}` },
          },
        },
        {
          comment: 'Japanese lists: `【サイドボード】`, `【土地 (24)】`.',
          match: r`(?i)${LINE_START}(【)\s*(${alt(SECTION_WORDS)}|${alt(TYPE_WORDS)})(?:\s*(${COLON}))?(?:\s*${COUNT})?\s*(${COLON})?\s*(】)\s*$`,
          name: `meta.section-header.${S}`,
          captures: { ...headerCaptures(1), 10: { name: `punctuation.definition.section.end.${S}` } },
        },
        {
          comment:
            'A free category header (Archidekt/Moxfield by-category exports): `Ramp (10)`, `Card Draw:`, `// Removal (8)`. No digit first, no brackets or stars in the title.',
          match: r`(?i)${LINE_START}(?:${HEADER_PREFIX}\s*)?((?![0-9<])[^\s()\[\]{}*][^()\[\]{}*]{0,59}?)(?:(?:\s*(${COLON}))?\s*(?:([(\[])\s*([0-9]{1,5})\s*(cards?|枚)?\s*([)\]]))()|\s*(${COLON}))\s*$`,
          name: `meta.section-header.category.${S}`,
          captures: headerCaptures(1),
        },
      ],
    },
    'about-block': {
      comment:
        'Arena `About` block (Forge `[metadata]`): `Name My Deck` lines are the deck name, until the next section header.',
      begin: r`(?i)${LINE_START}(?:(about)|(\[)\s*(metadata)\s*(\]))\s*$`,
      beginCaptures: {
        1: { name: `keyword.control.section.${S}` },
        2: { name: `punctuation.definition.section.begin.${S}` },
        3: { name: `keyword.control.section.${S}` },
        4: { name: `punctuation.definition.section.end.${S}` },
      },
      end: r`(?=(?i)${LINE_START}(?:(?:${HEADER_PREFIX}\s*)?(?:${alt(SECTION_WORDS)}|${alt(TYPE_WORDS)})(?:\s*${COLON})?(?:\s*${COUNT})?\s*(?:${COLON})?|\[\s*(?:${alt(SECTION_WORDS)}|${alt(FORGE_BRACKET_WORDS)})\s*\]|【\s*(?:${alt(SECTION_WORDS)}|${alt(TYPE_WORDS)})[^】]*】)\s*$)`,
      name: `meta.about.${S}`,
      patterns: [
        {
          comment: 'Forge `[metadata]`: `Name=My Deck`, `Description=…`.',
          match: r`${LINE_START}([A-Za-z][A-Za-z ]{0,30}?)\s*(=)\s*(.*?)\s*$`,
          name: `meta.directive.${S}`,
          captures: {
            1: { name: `keyword.other.directive.${S}` },
            2: { name: `punctuation.separator.key-value.${S}` },
            3: { name: `string.unquoted.directive-value.${S}` },
          },
        },
        {
          match: r`(?i)${LINE_START}(name)\s+(.*?)\s*$`,
          name: `meta.directive.${S}`,
          captures: {
            1: { name: `keyword.other.directive.${S}` },
            2: { name: `string.unquoted.directive-value.${S}` },
          },
        },
        { include: '#line' },
      ],
    },

    // ------------------------------------------------------------ directives & comments
    'directive-without-value': {
      comment:
        '`// format:` with nothing after it is still the directive for the parser (which then says a value is missing), not a category header. `// Deck:`, `// Commander:` and `// Companion:` are headers.',
      match: r`(?i)${LINE_START}${PREFIX}\s*(${alt([...DIRECTIVE_OTHER_KEYS.filter((k) => k !== 'deck'), ...DIRECTIVE_CARD_KEYS.filter((k) => k !== 'commander' && k !== 'companion')])})\s*(${COLON})\s*$`,
      name: `meta.directive.${S}`,
      captures: {
        1: { name: `punctuation.definition.comment.${S}` },
        2: { name: `keyword.other.directive.${S}` },
        3: { name: `punctuation.separator.key-value.${S}` },
      },
    },
    directive: {
      patterns: [
        {
          comment: 'A deck URL on its own line is a comment.',
          match: r`(?i)${LINE_START}(https?://\S+)\s*$`,
          captures: { 1: { name: `comment.line.url.${S}` } },
        },
        {
          comment: 'A bare `Commander: Name` or Cockatrice `CDR: Name` (no quantity) is the commander directive.',
          match: r`(?i)${LINE_START}(${alt([...DIRECTIVE_CARD_KEYS, 'cdr'])})\s*(${COLON}|=)(?!//)\s*(?![0-9０-９])(\S.*?)\s*$`,
          name: `meta.directive.${S}`,
          captures: {
            1: { name: `keyword.other.directive.${S}` },
            2: { name: `punctuation.separator.key-value.${S}` },
            3: { name: `entity.name.type.card.${S}`, patterns: [{ include: '#name-inner' }] },
          },
        },
        {
          comment: 'Bare metadata: `Name: My Deck`, `Deck: Mono Red`, Forge `Name=Burn` outside `[metadata]`.',
          match: r`(?i)${LINE_START}(${alt(DIRECTIVE_OTHER_KEYS)})\s*(${COLON}|=)(?!//)\s*(?![0-9０-９])(\S.*?)\s*$`,
          name: `meta.directive.${S}`,
          captures: {
            1: { name: `keyword.other.directive.${S}` },
            2: { name: `punctuation.separator.key-value.${S}` },
            3: { name: `string.unquoted.directive-value.${S}` },
          },
        },
        {
          comment: '`// commander: Name`: the value is a card name.',
          match: r`(?i)${LINE_START}${PREFIX}\s*(${alt(DIRECTIVE_CARD_KEYS)})\s*(${COLON})(?!//)\s*(.*?)\s*$`,
          name: `meta.directive.${S}`,
          captures: {
            1: { name: `punctuation.definition.comment.${S}` },
            2: { name: `keyword.other.directive.${S}` },
            3: { name: `punctuation.separator.key-value.${S}` },
            4: { name: `entity.name.type.card.${S}`, patterns: [{ include: '#name-inner' }] },
          },
        },
        {
          comment: '`// format: commander`, `// team: Name`.',
          match: r`(?i)${LINE_START}${PREFIX}\s*(${alt(DIRECTIVE_OTHER_KEYS)})\s*(${COLON})(?!//)\s*(.*?)\s*$`,
          name: `meta.directive.${S}`,
          captures: DIRECTIVE_VALUE_CAPTURES,
        },
        {
          comment: 'Japanese keys: `// フォーマット: 統率者戦`, `// チーム: 赤`, `// ブラケット: 3` (with a value; alone it is a header, as in the parser).',
          match: r`${LINE_START}${PREFIX}\s*(${alt(JAPANESE_DIRECTIVE_KEYS)})\s*(${COLON})(?!//)\s*(\S.*?)\s*$`,
          name: `meta.directive.${S}`,
          captures: DIRECTIVE_VALUE_CAPTURES,
        },
        {
          comment: 'XMage `.dck`: `NAME:My Deck` is the deck name.',
          match: r`^[\s\x{FEFF}]*+(NAME)[ \t]*(:)\s*(.*?)\s*$`,
          name: `meta.directive.${S}`,
          captures: {
            1: { name: `keyword.other.directive.${S}` },
            2: { name: `punctuation.separator.key-value.${S}` },
            3: { name: `string.unquoted.directive-value.${S}` },
          },
        },
      ],
    },
    'comment-line': {
      patterns: [
        {
          comment: 'XMage `.dck` editor layout: `LAYOUT MAIN:(1,6)(CMC,false,50)|(…)`.',
          match: r`^[\s\x{FEFF}]*+(LAYOUT [A-Z]+:.*)$`,
          captures: { 1: { name: `comment.line.layout.${S}` } },
        },
        {
          match: r`${LINE_START}((//).*)$`,
          captures: {
            1: { name: `comment.line.double-slash.${S}` },
            2: { name: `punctuation.definition.comment.${S}` },
          },
        },
        {
          match: r`${LINE_START}((#).*)$`,
          captures: {
            1: { name: `comment.line.number-sign.${S}` },
            2: { name: `punctuation.definition.comment.${S}` },
          },
        },
      ],
    },
    'trailing-comment': {
      comment: 'A trailing `# …` comment must follow white space (` // ` inside a line is a split card name, never a comment).',
      match: r`(?<=\s)((#).*)$`,
      captures: {
        1: { name: `comment.line.number-sign.${S}` },
        2: { name: `punctuation.definition.comment.${S}` },
      },
    },

    // ------------------------------------------------------------ card lines
    'card-line-trailing-quantity': {
      comment: 'A count after the name when none leads: `Lightning Bolt x4`, `稲妻 ×4`, `稲妻 4枚` (Japanese lists).',
      match: r`^[\s\x{FEFF}]*+(?:((?i:${alt(LINE_PREFIXES)}))[ \t]*(${COLON})\s*)?(?![0-9０-９\[<])((?>\S+)(?:(?>\s+)(?>\S+))*?)\s+(?:([xX×ｘ])([0-9０-９]{1,4})|([0-9０-９]{1,4})(枚))(?:\s+(#.*))?\s*$`,
      name: `meta.card.${S}`,
      captures: TRAILING_QUANTITY_CAPTURES,
    },
    'card-line-trailing-quantity-japanese': {
      comment: 'A count right after a Japanese name, without a space: `稲妻×4`, `《稲妻/Lightning Bolt》×4`, `稲妻4枚`.',
      match: r`^[\s\x{FEFF}]*+(?:((?i:${alt(LINE_PREFIXES)}))[ \t]*(${COLON})\s*)?(?![0-9０-９\[<])((?:(?>\S+)(?>\s+))*?[^\s]*?${JAPANESE_NAME_END})(?:([×ｘ])([0-9０-９]{1,4})|([0-9０-９]{1,4})(枚))(?:\s+(#.*))?\s*$`,
      name: `meta.card.${S}`,
      captures: TRAILING_QUANTITY_CAPTURES,
    },
    'card-line-trailing-bare-count': {
      comment:
        'A bare count after a Japanese name and a space, or right after `》`: `魂の管理人 4`, `《吹きさらしの荒野》4` (name-first Japanese lists). Only after a Japanese name, since a Latin name may end in a number.',
      match: r`^[\s\x{FEFF}]*+(?:((?i:${alt(LINE_PREFIXES)}))[ \t]*(${COLON})\s*)?(?![0-9０-９\[<])((?:(?>\S+)(?>\s+))*?(?:[^\s]*?${JAPANESE_NAME_END}(?=\s)|[^\s]*?》))\s*()([0-9０-９]{1,4})()()(?:\s+(#.*))?\s*$`,
      name: `meta.card.${S}`,
      captures: TRAILING_QUANTITY_CAPTURES,
    },
    'card-line': {
      comment:
        '[SB:] [quantity[x]] [[SET] or XMage [SET:NUM]] name [(SET) [collector number]] [[SET]] [*markers*] [[categories{flags}]] [^labels^] [# comment]',
      // The count as the parser reads it (text-entry.ts, leadingQuantity): ASCII or full-width digits, then
      // white space, a times sign, `《`/`『` right after it, a colon (`16:《山》`, not `12:30`), padding dots
      // (`4.....Shock`, `4……稲妻`) or the counter word (`4枚 稲妻`).
      begin: r`${LINE_START}(?=[^\s<])(?:((?i:${alt(LINE_PREFIXES)}))[ \t]*(${COLON})\s*)?(?:([0-9０-９]+(?:[xX×ｘ](?=\s|$|[《『])|\s+[xX×ｘ](?=\s))?)(?:(?=\s|$|[《『])|([:：](?!\s*[0-9０-９])|[.…．]{2,})|(枚)(?=\s|[《『]))\s*)?(?:(\[)([A-Z]|${BRACKET_SET})(?:(:)(${CN_BODY}))?(\])\s+)?`,
      end: '$',
      name: `meta.card.${S}`,
      beginCaptures: {
        1: { name: `keyword.control.section.line-prefix.${S}` },
        2: { name: `punctuation.separator.section.${S}` },
        3: { name: `constant.numeric.quantity.${S}` },
        4: { name: `punctuation.separator.quantity.${S}` },
        5: { name: `keyword.other.unit.${S}` },
        6: { name: `punctuation.definition.set-code.begin.${S}` },
        7: { name: `string.unquoted.set-code.${S}` },
        8: { name: `punctuation.separator.set-code.${S}` },
        9: { name: `constant.numeric.collector-number.${S}` },
        10: { name: `punctuation.definition.set-code.end.${S}` },
      },
      patterns: [
        {
          comment: 'Forge `.dck`: `Lightning Bolt|M10|1` (set code, then the art index).',
          match: r`\G((?>[^|\s]+)(?:(?>\s+)(?>[^|\s]+))*?)(\|)(${SET})(?=\||\s*$|\s+#)((?:\|[^|\s]*)*)`,
          captures: {
            1: { name: `entity.name.type.card.${S}`, patterns: [{ include: '#name-inner' }] },
            2: { name: `punctuation.separator.set-code.${S}` },
            3: { name: `string.unquoted.set-code.${S}` },
            4: { name: `constant.other.art-index.${S}` },
          },
        },
        {
          comment: 'The name: the words up to the point where only suffixes remain.',
          match: r`\G(${NAME})${REST_IS_SUFFIXES}`,
          captures: {
            1: { name: `entity.name.type.card.${S}`, patterns: [{ include: '#name-inner' }] },
          },
        },
        {
          comment: '`(Foil)` / `(Etched)` in parentheses are finish markers, not set codes.',
          match: r`(\()((?i:foil|etched))(\))`,
          name: `storage.modifier.marker.finish.${S} markup.italic.${S}`,
          captures: {
            1: { name: `punctuation.definition.marker.begin.${S}` },
            3: { name: `punctuation.definition.marker.end.${S}` },
          },
        },
        {
          comment: 'A collector number alone in parentheses: `Forest (3)`.',
          match: r`(?<=\s)(\()([0-9]{1,5})(\))(?=\s|$)`,
          captures: {
            1: { name: `punctuation.definition.collector-number.begin.${S}` },
            2: { name: `constant.numeric.collector-number.${S}` },
            3: { name: `punctuation.definition.collector-number.end.${S}` },
          },
        },
        {
          comment: '`(SET)` and an optional collector number. After it, a bracket is a category, never a set code (`(CMR) 472 [ETB]`).',
          begin: r`(\()(${SET})(\))(?:\s+(${CN}))?`,
          beginCaptures: {
            1: { name: `punctuation.definition.set-code.begin.${S}` },
            2: { name: `string.unquoted.set-code.${S}` },
            3: { name: `punctuation.definition.set-code.end.${S}` },
            4: { name: `constant.numeric.collector-number.${S}` },
          },
          end: '(?=$)',
          patterns: [{ include: '#card-suffix' }],
        },
        {
          comment: '`[SET]` (upper case or digits) and an optional collector number, unless a `(SET)` follows (then it is a category).',
          match: r`(\[)(${BRACKET_SET})(\])(?:\s+(${CN}))?(?![^#]*?\s\((?!(?i:foil|etched)\))${SET}\)(?:\s|$))`,
          captures: {
            1: { name: `punctuation.definition.set-code.begin.${S}` },
            2: { name: `string.unquoted.set-code.${S}` },
            3: { name: `punctuation.definition.set-code.end.${S}` },
            4: { name: `constant.numeric.collector-number.${S}` },
          },
        },
        { include: '#card-suffix' },
      ],
    },
    'card-suffix': {
      comment: 'What may follow a card name besides a set code: markers, categories, labels, a trailing comment.',
      patterns: [
        {
          comment: '`(Foil)` / `(Etched)` in parentheses are finish markers, not set codes.',
          match: r`(\()((?i:foil|etched))(\))`,
          name: `storage.modifier.marker.finish.${S} markup.italic.${S}`,
          captures: {
            1: { name: `punctuation.definition.marker.begin.${S}` },
            3: { name: `punctuation.definition.marker.end.${S}` },
          },
        },
        {
          comment: 'MTGGoldfish: `(F)` after the set is a foil.',
          match: r`(?<=\s)(\()(F)(\))`,
          name: `storage.modifier.marker.finish.${S} markup.italic.${S}`,
          captures: {
            1: { name: `punctuation.definition.marker.begin.${S}` },
            3: { name: `punctuation.definition.marker.end.${S}` },
          },
        },
        {
          comment: 'MTGGoldfish printing variants: `<borderless>`, `<extended>`, `<0350>`.',
          match: r`(?<=\s)(<)([^<>]{1,38})(>)`,
          name: `storage.modifier.marker.other.${S}`,
          captures: {
            1: { name: `punctuation.definition.marker.begin.${S}` },
            3: { name: `punctuation.definition.marker.end.${S}` },
          },
        },
        { include: '#marker' },
        {
          comment: 'Archidekt categories `[Ramp,Land]`, `[Maybeboard{noDeck}{noPrice}]`, `[Commander{top}]`.',
          match: r`(\[)([^\]]*)(\])`,
          name: `meta.categories.${S}`,
          captures: {
            1: { name: `punctuation.definition.category.begin.${S}` },
            2: { patterns: [{ include: '#category-inner' }] },
            3: { name: `punctuation.definition.category.end.${S}` },
          },
        },
        {
          comment: 'Archidekt labels `^Have,#37d67a^`.',
          match: r`(?<=\s)(\^)([^^]*)(\^)`,
          name: `meta.label.${S}`,
          captures: {
            1: { name: `punctuation.definition.label.begin.${S}` },
            2: { name: `entity.other.attribute-name.label.${S}` },
            3: { name: `punctuation.definition.label.end.${S}` },
          },
        },
        {
          comment: 'deckstats.net: a `# !Commander` comment marks the commander.',
          match: r`(?<=\s)(#\s+!(?i:commander|cmdr))\s*$`,
          captures: { 1: { name: `storage.modifier.marker.commander.${S} markup.bold.${S}` } },
        },
        {
          match: r`(?<=\s)(#\s+!(?i:companion))\s*$`,
          captures: { 1: { name: `storage.modifier.marker.companion.${S} markup.bold.${S}` } },
        },
        {
          comment: 'Moxfield/mtg-parser tags: `#Ramp`, `#!Card Advantage`; a tag runs to the next ` #`.',
          match: r`(?<=\s)(${HASH_TAG_START}!?)((?:(?!\s#).)*?)(?=\s*$|\s+#)`,
          name: `meta.tag.${S}`,
          captures: {
            1: { name: `punctuation.definition.tag.${S}` },
            2: { name: `entity.other.attribute-name.category.${S}` },
          },
        },
        { include: '#trailing-comment' },
      ],
    },
    marker: {
      comment: 'Markers follow white space: `*F*`, `*E*`, `*Foil*`, `*Etched Foil*` (finish), `*CMDR*` (commander), `*Companion*`.',
      patterns: [
        {
          match: r`(?<=\s)(\*)((?i:f|e|foil|etched|etched foil|foil etched))(\*)`,
          name: `storage.modifier.marker.finish.${S} markup.italic.${S}`,
          captures: {
            1: { name: `punctuation.definition.marker.begin.${S}` },
            3: { name: `punctuation.definition.marker.end.${S}` },
          },
        },
        {
          match: r`(?<=\s)(\*)((?i:cmdr|commander))(\*)`,
          name: `storage.modifier.marker.commander.${S} markup.bold.${S}`,
          captures: {
            1: { name: `punctuation.definition.marker.begin.${S}` },
            3: { name: `punctuation.definition.marker.end.${S}` },
          },
        },
        {
          match: r`(?<=\s)(\*)((?i:companion))(\*)`,
          name: `storage.modifier.marker.companion.${S} markup.bold.${S}`,
          captures: {
            1: { name: `punctuation.definition.marker.begin.${S}` },
            3: { name: `punctuation.definition.marker.end.${S}` },
          },
        },
        {
          match: r`(?<=\s)(\*)([A-Za-z][A-Za-z -]{0,21})(\*)`,
          name: `storage.modifier.marker.other.${S}`,
          captures: {
            1: { name: `punctuation.definition.marker.begin.${S}` },
            3: { name: `punctuation.definition.marker.end.${S}` },
          },
        },
      ],
    },
    'category-inner': {
      patterns: [
        {
          match: r`(\{)([^{}\],]*)(\})`,
          name: `storage.modifier.flag.${S}`,
          captures: {
            1: { name: `punctuation.definition.flag.begin.${S}` },
            3: { name: `punctuation.definition.flag.end.${S}` },
          },
        },
        { match: ',', name: `punctuation.separator.category.${S}` },
        {
          match: r`[^\s,{}](?:[^,{}]*[^\s,{}])?`,
          name: `entity.other.attribute-name.category.${S}`,
        },
      ],
    },
    'name-inner': {
      comment: 'Inside a card name: `《日本語名/English Name》` (also 『』 and ／) and the ` // ` of split cards.',
      patterns: [
        {
          comment: 'The separator is the `/` (or `／`) after which no Japanese follows: 《火／氷/Fire // Ice》 splits after 氷.',
          match: r`([《『])([^》』]*?)(?:(?<!/)(/)(?!/)|(／))(?=[^》』\p{Han}\p{Hiragana}\p{Katakana}]*[》』])([^》』]*)([》』])`,
          captures: {
            1: { name: `punctuation.definition.card-name.begin.${S}` },
            2: { name: `meta.card-name.localized.${S}`, patterns: [{ include: '#split-separator' }] },
            3: { name: `punctuation.separator.translation.${S}` },
            4: { name: `punctuation.separator.translation.${S}` },
            5: { name: `meta.card-name.english.${S}`, patterns: [{ include: '#split-separator' }] },
            6: { name: `punctuation.definition.card-name.end.${S}` },
          },
        },
        {
          match: r`([《『])([^》』]*)([》』])`,
          captures: {
            1: { name: `punctuation.definition.card-name.begin.${S}` },
            2: { patterns: [{ include: '#split-separator' }] },
            3: { name: `punctuation.definition.card-name.end.${S}` },
          },
        },
        { include: '#split-separator' },
      ],
    },
    'split-separator': {
      match: r`(?<=\s)//(?=\s)`,
      name: `punctuation.separator.split-card.${S}`,
    },

    // ------------------------------------------------------------ XML (.dek, .cod)
    xml: {
      patterns: [
        { include: '#xml-comment' },
        { include: '#xml-cdata' },
        { include: '#xml-doctype' },
        { include: '#xml-preprocessor' },
        { include: '#xml-cockatrice-comments' },
        { include: '#xml-tag-mtgo-cards' },
        { include: '#xml-tag-cockatrice-card' },
        { include: '#xml-tag-cockatrice-zone' },
        { include: '#xml-tag' },
        { include: '#xml-end-tag' },
        { include: '#xml-banner-card' },
        { include: '#xml-deck-name' },
        { include: '#xml-entity' },
      ],
    },
    'xml-comment': {
      begin: '<!--',
      end: '-->',
      name: 'comment.block.xml',
      captures: { 0: { name: 'punctuation.definition.comment.xml' } },
    },
    'xml-cdata': {
      begin: r`<!\[CDATA\[`,
      end: r`\]\]>`,
      name: 'string.unquoted.cdata.xml',
      captures: { 0: { name: 'punctuation.definition.string.xml' } },
    },
    'xml-doctype': {
      begin: r`(<!)(DOCTYPE|ENTITY|ELEMENT|ATTLIST)\b`,
      end: '>',
      name: 'meta.tag.sgml.doctype.xml',
      beginCaptures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'keyword.other.doctype.xml' },
      },
      endCaptures: { 0: { name: 'punctuation.definition.tag.xml' } },
      patterns: [
        { include: '#xml-string' },
        {
          begin: r`\[`,
          end: r`\]`,
          name: 'meta.internalsubset.xml',
          patterns: [{ include: '#xml-comment' }, { include: '#xml-doctype' }, { include: '#xml-string' }],
        },
      ],
    },
    'xml-preprocessor': {
      begin: r`(<\?)\s*([-_a-zA-Z0-9]+)`,
      end: r`\?>`,
      name: 'meta.tag.preprocessor.xml',
      beginCaptures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'entity.name.tag.xml' },
      },
      endCaptures: { 0: { name: 'punctuation.definition.tag.xml' } },
      patterns: [{ include: '#xml-attribute' }],
    },
    'xml-cockatrice-comments': {
      comment: 'Cockatrice `<comments>` hold free text over several lines: never cards.',
      begin: r`(<)(comments)\s*(>)`,
      end: r`(</)(comments)\s*(>)`,
      contentName: `comment.block.${S}`,
      beginCaptures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'entity.name.tag.xml' },
        3: { name: 'punctuation.definition.tag.xml' },
      },
      endCaptures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'entity.name.tag.xml' },
        3: { name: 'punctuation.definition.tag.xml' },
      },
      patterns: [
        {
          comment: '`CDR: Name` (TappedOut → Cockatrice) names the commander; the parser reads it as a directive.',
          match: r`(?i)^[ \t]*(CDR|Commander)[ \t]*(:)[ \t]*(\S.*?)[ \t]*(?=</comments\s*>|$)`,
          name: `meta.directive.${S}`,
          captures: {
            1: { name: `keyword.other.directive.${S}` },
            2: { name: `punctuation.separator.key-value.${S}` },
            3: { name: `entity.name.type.card.${S}`, patterns: [{ include: '#xml-entity' }] },
          },
        },
        { include: '#xml-entity' },
      ],
    },
    'xml-deck-name': {
      comment: 'Cockatrice `<deckname>Name</deckname>`: the deck name (a `name` directive for the parser).',
      match: r`(?<=>)([^<]+)(?=</deckname\s*>)`,
      captures: { 1: { name: `string.unquoted.directive-value.${S}`, patterns: [{ include: '#xml-entity' }] } },
    },
    'xml-banner-card': {
      comment: 'Cockatrice `<bannerCard>Name</bannerCard>`: the text is a card name.',
      match: r`(?<=>)([^<]+)(?=</bannerCard\s*>)`,
      captures: { 1: { name: `entity.name.type.card.${S}`, patterns: [{ include: '#xml-entity' }] } },
    },
    'xml-tag-mtgo-cards': {
      comment: 'MTGO .dek `<Cards CatID=… Quantity=… Sideboard=… Name=… Annotation=… />`.',
      begin: r`(<)(Cards)(?=[\s/>]|$)`,
      end: r`(/?>)`,
      name: `meta.tag.card.${S}`,
      beginCaptures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'entity.name.tag.xml' },
      },
      endCaptures: { 1: { name: 'punctuation.definition.tag.xml' } },
      patterns: [
        xmlAttribute('Quantity', `constant.numeric.quantity.${S}`),
        xmlAttribute('Name', `entity.name.type.card.${S}`),
        xmlAttribute('Sideboard', `constant.language.boolean.${S}`),
        xmlAttribute('Annotation', `constant.numeric.${S}`, [
          { match: r`(?<![0-9])16777728(?![0-9])`, name: `storage.modifier.marker.commander.${S} markup.bold.${S}` },
        ]),
        xmlAttribute('CatID', `constant.numeric.${S}`),
        { include: '#xml-attribute' },
      ],
    },
    'xml-tag-cockatrice-card': {
      comment: 'Cockatrice .cod `<card number=… name=… />` (newer versions add setShortName / collectorNumber).',
      begin: r`(<)(card)(?=[\s/>]|$)`,
      end: r`(/?>)`,
      name: `meta.tag.card.${S}`,
      beginCaptures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'entity.name.tag.xml' },
      },
      endCaptures: { 1: { name: 'punctuation.definition.tag.xml' } },
      patterns: [
        xmlAttribute('number', `constant.numeric.quantity.${S}`),
        xmlAttribute('name', `entity.name.type.card.${S}`),
        xmlAttribute('setShortName', `string.unquoted.set-code.${S}`),
        xmlAttribute('collectorNumber', `constant.numeric.collector-number.${S}`),
        { include: '#xml-attribute' },
      ],
    },
    'xml-tag-cockatrice-zone': {
      comment: 'Cockatrice `<zone name="main|side">`: the zone is a section.',
      begin: r`(<)(zone)(?=[\s/>]|$)`,
      end: r`(/?>)`,
      name: `meta.tag.zone.${S}`,
      beginCaptures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'entity.name.tag.xml' },
      },
      endCaptures: { 1: { name: 'punctuation.definition.tag.xml' } },
      patterns: [xmlAttribute('name', `keyword.control.section.${S}`), { include: '#xml-attribute' }],
    },
    'xml-tag': {
      begin: r`(<)([A-Za-z_][-\w.:]*)(?=[\s/>]|$)`,
      end: r`(/?>)`,
      name: 'meta.tag.xml',
      beginCaptures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'entity.name.tag.xml' },
      },
      endCaptures: { 1: { name: 'punctuation.definition.tag.xml' } },
      patterns: [{ include: '#xml-attribute' }],
    },
    'xml-end-tag': {
      match: r`(</)([A-Za-z_][-\w.:]*)\s*(>)`,
      name: 'meta.tag.xml',
      captures: {
        1: { name: 'punctuation.definition.tag.xml' },
        2: { name: 'entity.name.tag.xml' },
        3: { name: 'punctuation.definition.tag.xml' },
      },
    },
    'xml-attribute': {
      patterns: [
        {
          match: r`([-\w.:]+)\s*(=)`,
          captures: {
            1: { name: 'entity.other.attribute-name.xml' },
            2: { name: 'punctuation.separator.key-value.xml' },
          },
        },
        { include: '#xml-string' },
      ],
    },
    'xml-string': {
      patterns: [
        {
          begin: '"',
          end: '"',
          name: 'string.quoted.double.xml',
          beginCaptures: { 0: { name: 'punctuation.definition.string.begin.xml' } },
          endCaptures: { 0: { name: 'punctuation.definition.string.end.xml' } },
          patterns: [{ include: '#xml-entity' }],
        },
        {
          begin: "'",
          end: "'",
          name: 'string.quoted.single.xml',
          beginCaptures: { 0: { name: 'punctuation.definition.string.begin.xml' } },
          endCaptures: { 0: { name: 'punctuation.definition.string.end.xml' } },
          patterns: [{ include: '#xml-entity' }],
        },
      ],
    },
    'xml-entity': {
      match: r`(&)(?:[A-Za-z_:][-\w.:]*|#[0-9]+|#x[0-9A-Fa-f]+)(;)`,
      name: 'constant.character.entity.xml',
      captures: {
        1: { name: 'punctuation.definition.constant.xml' },
        2: { name: 'punctuation.definition.constant.xml' },
      },
    },
  },
};

/**
 * An attribute whose (double- or single-quoted) value gets `valueScope`. A begin/end rule rather
 * than one match, so that the value keeps its `string.quoted.*.xml` scope and entities inside it
 * (`&amp;`) are still marked (vscode-textmate drops enclosing capture scopes on re-tokenized captures).
 */
function xmlAttribute(names, valueScope, extraPatterns = []) {
  const quoted = (q, kind) => ({
    begin: r`(?<![-\w.:])(${names})\s*(=)\s*(${q})`,
    end: q,
    contentName: `string.quoted.${kind}.xml ${valueScope}`,
    beginCaptures: {
      1: { name: 'entity.other.attribute-name.xml' },
      2: { name: 'punctuation.separator.key-value.xml' },
      3: { name: `string.quoted.${kind}.xml punctuation.definition.string.begin.xml` },
    },
    endCaptures: { 0: { name: `string.quoted.${kind}.xml punctuation.definition.string.end.xml` } },
    patterns: [...extraPatterns, { include: '#xml-entity' }],
  });
  return { patterns: [quoted('"', 'double'), quoted("'", 'single')] };
}

// ---------------------------------------------------------------- output
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '..', 'decklist.tmLanguage.json');
const text = JSON.stringify(grammar, null, 2) + '\n';

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(out, 'utf8');
  } catch {
    // missing file: reported below
  }
  if (current !== text) {
    console.error(
      `${path.relative(process.cwd(), out)} is out of date with syntaxes/src/decklist.grammar.mjs.\n` +
        'Fix: run `node syntaxes/src/decklist.grammar.mjs` and commit the regenerated JSON.',
    );
    process.exit(1);
  }
  console.log('grammar JSON is up to date');
} else {
  writeFileSync(out, text);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
