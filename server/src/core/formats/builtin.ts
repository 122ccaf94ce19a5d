// Built-in formats, written in the same declarative form as a user's config.
import { BRAWL_GAME, COMMANDER_2010_GAME, COMMANDER_GAME, CROSSFIRE_GAME, MENTAL_LEGACY_GAME, PAUPER_COMMANDER_GAME, TWO_HEADED_GIANT_GAME } from './game-rules';
import { duelAnnouncements, duelListAsOf, replayBannedAsCommander, replayBannedAsCompanion } from './duel-commander';
import { onRulesData, rulesData } from '../rules-data';
import type { FormatDefinition, FormatOverride } from './schema';

const CONSTRUCTED: Omit<FormatDefinition, 'id' | 'name'> = {
  restrictedMeans: 'one-copy',
  deckSize: { min: 60, includesCommandZone: false },
  copyLimit: 4,
  exempt: { basicLands: true, cardText: true, names: [] },
  sideboard: { max: 15, countsTowardCopyLimit: true },
  companion: { allowed: true, fromSideboard: true },
  banned: [],
  unbanned: [],
  restricted: [],
  bannedAsCommander: [],
  bannedAsCompanion: [],
  severities: {},
};

const COMMANDER_BASE: Omit<FormatDefinition, 'id' | 'name'> = {
  ...CONSTRUCTED,
  deckSize: { exact: 100, includesCommandZone: true },
  copyLimit: 1,
  // Commander has no sideboard in CR 903; a "Sideboard" list is left unchecked and uncounted.
  sideboard: { countsTowardCopyLimit: false },
  companion: { allowed: true, fromSideboard: false },
  commander: {
    noun: 'commander',
    // CR 903.3 as amended with Edge of Eternities (2025): a legendary Vehicle or Spacecraft with power and toughness too.
    eligibility: ['legendary-creature', 'legendary-vehicle', 'can-be-commander'],
    pairings: ['partner', 'partner-with', 'friends-forever', 'partner-variant', 'choose-a-background', 'doctors-companion'],
    colorIdentity: true,
  },
};

function constructed(id: string, name: string, extra: Partial<FormatDefinition> = {}): FormatDefinition {
  return { ...CONSTRUCTED, id, name, legalityKey: id, source: 'Magic Tournament Rules, constructed', ...extra };
}

/**
 * Both Brawls (CR 903.12c, rules effective 2026-09-25): a legendary creature, planeswalker, or
 * Vehicle or Spacecraft with power/toughness; a colorless commander allows basics of one type.
 * Partner pairs: 903.12a applies Commander's rules (903.3c, 702.124) except where 903.12 says
 * otherwise, and 903.12 says nothing against two commanders, so the same pairings are allowed.
 */
const BRAWL_COMMANDER: FormatDefinition['commander'] = {
  noun: 'commander',
  eligibility: ['legendary-creature', 'legendary-vehicle', 'legendary-planeswalker', 'can-be-commander'],
  pairings: COMMANDER_BASE.commander!.pairings,
  colorIdentity: true,
  colorlessBasicsOfOneType: true,
};

export const BUILTIN_FORMATS: FormatDefinition[] = [
  {
    ...COMMANDER_BASE,
    id: 'commander',
    name: 'Commander',
    description:
      'Commander (EDH): exactly 100 cards including the commander(s), one copy of each card except basic lands, every card within the commander\'s color identity. Lutri, the Spellchaser is banned only as a companion.',
    source: 'Comprehensive Rules 903; banned list: Wizards of the Coast, which manages the format since 2024-09-30 (magic.wizards.com banned and restricted list)',
    sourceUrl: 'https://magic.wizards.com/en/banned-restricted-list',
    legalityKey: 'commander',
    // Lutri was banned outright from 2020-04 (the Rules Committee, mtgcommander.net); on 2026-02-09
    // Wizards unbanned it except as a companion, which the data's legalities cannot say. The list,
    // its date and announcements are data/rules.json's ("commander"): rulesLists() below.
    gameRules: COMMANDER_GAME,
    brackets: true,
  },
  {
    ...COMMANDER_BASE,
    id: 'duel',
    name: 'Duel Commander',
    description:
      "Duel Commander (French 1v1 Commander): 100 cards, one copy of each card except basic lands, its own ban list and cards that may not be the commander. Follows duelcommander.org's list (the committee's majority since the October 2025 split; mtgdc.info publishes another).",
    source: "Duel Commander rules and banned list of duelcommander.org (the committee's majority since the October 2025 split; mtgdc.info, kept by the former coordinator, publishes another list)",
    sourceUrl: 'https://www.duelcommander.org',
    legalityKey: 'duel',
    // Rebuilt by replaying every announcement since 2020 over the list of 2020-08-24, each change with
    // its source (data/rules.json, duel-commander.ts): rulesLists() below.
  },
  {
    ...COMMANDER_BASE,
    id: 'paupercommander',
    name: 'Pauper Commander',
    description:
      "Pauper Commander (PDH): 100 cards, a creature printed at uncommon (in paper or on MTGO) as commander, commons in the 99. Promos, Secret Lairs, promo-like supplements (Masterpieces) and local releases no longer count as printings at uncommon (pdhhomebase.com, \"Updating PDH's framework\").",
    source: 'Pauper Commander rules (pdhhomebase.com/rules)',
    sourceUrl: 'https://pdhhomebase.com/rules',
    asOf: '2026-11-25',
    legalityKey: 'paupercommander',
    restrictedMeans: 'commander-only',
    commander: {
      noun: 'commander',
      eligibility: ['uncommon-creature'],
      pairings: ['partner', 'partner-with', 'friends-forever', 'partner-variant', 'choose-a-background'],
      colorIdentity: true,
    },
    gameRules: PAUPER_COMMANDER_GAME,
  },
  {
    ...COMMANDER_BASE,
    id: 'brawl',
    name: 'Brawl (Arena Brawl, 100 cards)',
    description:
      'Brawl as MTG Arena plays it today (formerly "Historic Brawl"): 100 cards including the commander, Arena card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power/toughness as commander (CR 903.12c). Not to be confused with Standard Brawl (60 cards, format id standardbrawl).',
    source: 'MTG Arena Brawl rules; CR 903.12 (effective 2026-09-25)',
    sourceUrl: 'https://magic.wizards.com/en/rules',
    legalityKey: 'brawl',
    // Scryfall's bulk data replaced `historicbrawl` with `standardbrawl` on 2024-01-27 (scryfall/api-types
    // PR #22, https://github.com/scryfall/api-types/pull/22): before that its `brawl` key meant
    // today's Standard Brawl and `historicbrawl` this format.
    earlierLegalityKey: { key: 'historicbrawl', until: '2024-01-27' },
    seeAlso: ['standardbrawl'],
    commander: BRAWL_COMMANDER,
    bannedAsCompanion: [],
    gameRules: BRAWL_GAME,
  },
  {
    ...COMMANDER_BASE,
    id: 'standardbrawl',
    name: 'Standard Brawl (60 cards)',
    description:
      'Standard Brawl: 60 cards including the commander, Standard card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power/toughness as commander (CR 903.12c). Not to be confused with Arena Brawl (100 cards, format id brawl).',
    source: 'MTG Arena Standard Brawl rules; CR 903.12 (effective 2026-09-25)',
    sourceUrl: 'https://magic.wizards.com/en/rules',
    legalityKey: 'standardbrawl',
    // Before 2024-01-27 Scryfall's bulk data called this format `brawl`.
    earlierLegalityKey: { key: 'brawl', until: '2024-01-27' },
    deckSize: { exact: 60, includesCommandZone: true },
    seeAlso: ['brawl'],
    commander: BRAWL_COMMANDER,
    bannedAsCompanion: [],
    gameRules: BRAWL_GAME,
  },
  {
    ...COMMANDER_BASE,
    id: 'competitivebrawl',
    name: 'Competitive Brawl (Arena, 100 cards)',
    description:
      "Competitive Brawl on MTG Arena (announced as Ranked Brawl, launched 2026-06-23): Brawl's deck rules (100 cards including the commander, the Arena card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power and toughness as commander) with a ban list of its own, which comes with the card data. Not Brawl's play queue (format brawl).",
    source: 'MTG Arena Competitive Brawl (Wizards of the Coast, "Introducing Ranked Brawl", launched 2026-06-23, renamed Competitive Brawl a week after the announcement); CR 903.12 (effective 2026-09-25); Scryfall legality key competitivebrawl',
    // The launch and the name: magic.wizards.com/en/news/mtg-arena/introducing-ranked-brawl (as issue
    // 39 cites it, 2026-11-29: announced as Ranked Brawl, renamed Competitive Brawl a week later,
    // launched 2026-06-23); before it, "Brawl: our plans" (2025-12-15) announced a competitive Brawl
    // with its own ban list. Scryfall's key: in Scryfall's legalities measured 2026-08-16
    // (api.scryfall.com/cards/named) and read by Commander Spellbook's backend since 2026-07-07
    // (spellbook/tasks/scryfall.py, commit a3c8643); Gatherer lists the format as "Competitive Brawl"
    // (scryfall/gatherer-bugs#294, 2026-07-14).
    sourceUrl: 'https://magic.wizards.com/en/news/mtg-arena/introducing-ranked-brawl',
    legalityKey: 'competitivebrawl',
    seeAlso: ['brawl', 'standardbrawl'],
    commander: BRAWL_COMMANDER,
    bannedAsCompanion: [],
    gameRules: BRAWL_GAME,
  },
  {
    ...COMMANDER_BASE,
    id: 'oathbreaker',
    name: 'Oathbreaker',
    description:
      'Oathbreaker: 60 cards including a planeswalker (the oathbreaker) and a signature spell (an instant or sorcery within its color identity), singleton.',
    source: 'Oathbreaker rules and banned list (oathbreakermtg.org)',
    legalityKey: 'oathbreaker',
    deckSize: { exact: 60, includesCommandZone: true },
    commander: {
      noun: 'oathbreaker',
      eligibility: ['planeswalker'],
      // Two oathbreakers with Partner (or "Partner with" each other), each with its own signature
      // spell (2 + 2 in the command zone, 56 in the library): as XMage's Oathbreaker deck validator
      // (mage.deck.Oathbreaker, read 2026-11-29) applies the format's rules. oathbreakermtg.org's own
      // rules page could not be read from here on 2026-11-29 (issue 39, item 4).
      pairings: ['partner', 'partner-with'],
      colorIdentity: true,
      signatureSpell: true,
    },
    bannedAsCompanion: [],
  },
  constructed('standard', 'Standard'),
  constructed('pioneer', 'Pioneer'),
  constructed('modern', 'Modern'),
  constructed('legacy', 'Legacy'),
  constructed('vintage', 'Vintage', { description: 'Vintage: 60+ cards, 4 copies, restricted cards 1 copy.' }),
  constructed('pauper', 'Pauper'),
  {
    ...CONSTRUCTED,
    id: 'constructed',
    name: 'Casual constructed',
    description: 'No card pool: 60+ cards, up to 4 copies, sideboard up to 15. Used when no format is given and the deck does not look like Commander.',
    source: 'generic constructed deck rules (CR 100.2a)',
  },

  // ----- Rule sets from the source documents (../shared/seeds) -----
  {
    ...COMMANDER_BASE,
    id: 'commander-2010',
    name: 'Commander (2010 rules)',
    description:
      'The Commander / Elder Dragon Highlander rules of 2010-12-15: a legendary creature as commander, color identity from all mana symbols (not reminder text), exactly 100 cards including the commander, singleton except basic lands, Vintage-legal except Shahrazad, the 2010 ban list, an optional 10-card sideboard.',
    source: 'mtgcommander.net rules of 2010-12-15 (seed 000)',
    asOf: '2010-12-15',
    legalityKey: 'vintage',
    commander: {
      noun: 'commander',
      eligibility: ['legendary-creature'],
      pairings: [],
      colorIdentity: true,
    },
    sideboard: { max: 10, note: 'the optional 10-card sideboard of the 2010 rules', countsTowardCopyLimit: false },
    companion: { allowed: false, fromSideboard: false },
    unbanned: ['Shahrazad'],
    banned: [
      'Ancestral Recall',
      'Balance',
      'Biorhythm',
      'Black Lotus',
      'Channel',
      'Coalition Victory',
      'Emrakul, the Aeons Torn',
      'Fastbond',
      'Gifts Ungiven',
      'Karakas',
      'Kokusho, the Evening Star',
      'Library of Alexandria',
      'Limited Resources',
      "Lion's Eye Diamond",
      'Metalworker',
      'Mox Emerald',
      'Mox Jet',
      'Mox Pearl',
      'Mox Ruby',
      'Mox Sapphire',
      "Painter's Servant",
      'Panoptic Mirror',
      'Protean Hulk',
      'Recurring Nightmare',
      'Staff of Domination',
      'Sway of the Stars',
      'Time Vault',
      'Time Walk',
      'Tinker',
      'Tolarian Academy',
      'Upheaval',
      'Worldgorger Dragon',
      "Yawgmoth's Bargain",
    ],
    bannedAsCommander: ['Braids, Cabal Minion', 'Rofellos, Llanowar Emissary'],
    gameRules: COMMANDER_2010_GAME,
    officialToday:
      "This is the document's ban list of 2010-12-15 (with Braids, Cabal Minion and Rofellos, Llanowar Emissary not allowed as commander), not today's Commander ban list, and only a legendary creature may be the commander (no partners, backgrounds or cards that say they can be your commander). For today's rules use the format \"commander\", whose bans come from the card data.",
  },
  {
    ...CONSTRUCTED,
    id: 'crossfire',
    name: 'Crossfire (2-vs-2 team Type 1)',
    description:
      'Crossfire: teams of two, each deck built under Type 1 (Vintage) rules with extra bans (Lich) and at most 4 copies of a card across the whole team; restricted cards 1 per deck (2 per team); no sideboard.',
    source: 'Crossfire tournament rules (seed 004)',
    legalityKey: 'vintage',
    banned: ['Lich'],
    // The seed announces extra restricted cards but its list did not survive; add yours in a config.
    restricted: [],
    sideboard: { max: 0, note: 'Crossfire uses no sideboard', countsTowardCopyLimit: true },
    companion: { allowed: false, fromSideboard: true },
    team: { copyLimit: 4, note: 'Crossfire: at most 4 copies of a card per team' },
    gameRules: CROSSFIRE_GAME,
  },
  {
    ...CONSTRUCTED,
    id: 'mental-legacy',
    name: 'Mental Legacy',
    description:
      'Mental Legacy: a casual variant played with Legacy decks (cards may be cast as another card with the same mana cost); deck building follows Legacy exactly.',
    source: 'Mental Legacy rules, 2011 (seed 002), rule 90m.2',
    legalityKey: 'legacy',
    castAsSameCost: true,
    gameRules: MENTAL_LEGACY_GAME,
  },
  {
    ...CONSTRUCTED,
    id: 'two-headed-giant',
    name: 'Two-Headed Giant (constructed)',
    description:
      'Two-Headed Giant constructed: each teammate builds a 60+ card deck; team deck construction allows at most 4 copies of a card (basic lands exempt) across both decks. No card pool of its own: name one as "2hg legacy", "two-headed-giant standard", … to check each deck against that format too.',
    source: 'CR 800.3 / 810 and Magic Tournament Rules team construction (seeds 001, 003)',
    team: { copyLimit: 4, note: 'Two-Headed Giant: at most 4 copies of a card across the team' },
    gameRules: TWO_HEADED_GIANT_GAME,
  },
];

/**
 * The lists of the built-in formats that data/rules.json carries (they change between releases). A
 * card Duel Commander bans as a companion only may be in the deck whatever the card data's `duel`
 * legality says (it has no word for it): it is also `unbanned`.
 */
function rulesLists(id: string): Partial<FormatDefinition> | undefined {
  if (id === 'commander') {
    const c = rulesData().commander;
    return { bannedAsCompanion: [...c.bannedAsCompanion], asOf: c.asOf, announcements: c.announcements.map((a) => ({ ...a })) };
  }
  if (id === 'duel') {
    const companions = replayBannedAsCompanion();
    return { bannedAsCommander: replayBannedAsCommander(), bannedAsCompanion: companions, unbanned: [...companions], asOf: duelListAsOf(), announcements: duelAnnouncements() };
  }
  return undefined;
}

/** Puts the rules data's lists into the built-in formats (at load, and when a newer rules file comes into force). */
function applyRulesLists(): void {
  BUILTIN_FORMATS.forEach((f, i) => {
    const lists = rulesLists(f.id);
    if (lists) BUILTIN_FORMATS[i] = { ...f, ...lists };
  });
}
applyRulesLists();
onRulesData(applyRulesLists);

/** Other names people write in `format:` directives. */
export const FORMAT_ALIASES: Record<string, string> = {
  edh: 'commander',
  cmdr: 'commander',
  'elder-dragon-highlander': 'commander',
  'duel-commander': 'duel',
  duelcommander: 'duel',
  pdh: 'paupercommander',
  'pauper-commander': 'paupercommander',
  'historic-brawl': 'brawl',
  historicbrawl: 'brawl',
  'arena-brawl': 'brawl',
  'standard-brawl': 'standardbrawl',
  'ranked-brawl': 'competitivebrawl',
  rankedbrawl: 'competitivebrawl',
  'arena-ranked-brawl': 'competitivebrawl',
  'competitive-brawl': 'competitivebrawl',
  'arena-competitive-brawl': 'competitivebrawl',
  'type1': 'vintage',
  'type-1': 'vintage',
  'type-i': 'vintage',
  'type2': 'standard',
  'type-1.5': 'legacy',
  'edh-2010': 'commander-2010',
  commander2010: 'commander-2010',
  '2hg': 'two-headed-giant',
  メンタルレガシー: 'mental-legacy',
  mentallegacy: 'mental-legacy',
  'two-headed giant': 'two-headed-giant',
  twoheadedgiant: 'two-headed-giant',
  cedh: 'commander',
  'pauper-edh': 'paupercommander',
  pedh: 'paupercommander',
  'oath-breaker': 'oathbreaker',
  '2010-commander': 'commander-2010',
  'edh-2010-rules': 'commander-2010',
  // Japanese names (spaces and ・ are removed before the lookup). The first one of a format is what
  // the product writes in a list written in Japanese (New Deck, the format picker).
  統率者戦: 'commander',
  統率者: 'commander',
  // The katakana name players write too (晴れる屋's event 「コマンダーサミット」,
  // article.hareruyamtg.com/article/54175, read 2026-11-29; issue 42, finding 16) and the old name
  // MTG Wiki gives (mtgwiki.com/wiki/統率者戦: 「司令官戦」, read 2026-11-29).
  コマンダー: 'commander',
  司令官戦: 'commander',
  エルダードラゴンハイランダー: 'commander',
  双頭巨人戦: 'two-headed-giant',
  ブロール: 'brawl',
  ヒストリックブロール: 'brawl',
  スタンダードブロール: 'standardbrawl',
  // Competitive Brawl: 競技ブロール is the product's own Japanese name (Arena's Japanese one was not
  // found, 2026-11-29); MTG Arena's Japanese client calls ranked play ランク戦 (its first name).
  競技ブロール: 'competitivebrawl',
  コンペティティブブロール: 'competitivebrawl',
  ランク戦ブロール: 'competitivebrawl',
  ランクブロール: 'competitivebrawl',
  デュエルコマンダー: 'duel',
  パウパー統率者戦: 'paupercommander',
  パウパーコマンダー: 'paupercommander',
  // MTG Wiki's name for Pauper Commander (mtgwiki.com/wiki/コモン統率者戦, read 2026-11-25).
  コモン統率者戦: 'paupercommander',
  オースブレイカー: 'oathbreaker',
  オースブレーカー: 'oathbreaker',
  スタンダード: 'standard',
  パイオニア: 'pioneer',
  モダン: 'modern',
  レガシー: 'legacy',
  ヴィンテージ: 'vintage',
  // The other common spelling of Vintage (issue 42, finding 16).
  ビンテージ: 'vintage',
  パウパー: 'pauper',
  クロスファイア: 'crossfire',
};

export type { FormatOverride };
