// Game rules of the variants, as data: what the source documents (../shared/seeds) and the
// Comprehensive Rules say about playing, not building, a deck. Shown in the `format:` hover and
// `decklist check --list-formats --verbose`, never checked. Each rule names its document.
import type { GameRules } from './schema';

/** The documents, as the user sees them named. */
export const DOCUMENTS = {
  commander2010: 'Commander rules of 2010-12-15, mtgcommander.net (Japanese translation; seed 000)',
  brawl: 'Brawl excerpt of the Comprehensive Rules with notes, 2018 (seed 001)',
  mentalLegacy: 'Mental Legacy rules, 2011 (himajin.diarynote.jp; seed 002)',
  multiplayer: 'MTG Wiki "多人数戦" (Multiplayer) with Comprehensive Rules 800 of 2023-11-17 (seed 003)',
  crossfire: 'Crossfire tournament rules (tomose; seed 004)',
} as const;

export interface MultiplayerRule {
  id: string;
  name: string;
  /** The Japanese name seed 003 uses. */
  japanese: string;
  /** Comprehensive Rules section. */
  rule: string;
  text: string;
}

/** The multiplayer variants of seed 003 (one per game). */
export const MULTIPLAYER_VARIANTS: MultiplayerRule[] = [
  { id: 'free-for-all', name: 'Free-for-All', japanese: '無差別戦', rule: 'CR 806', text: 'Every player for themselves; the last player left wins. Commander games are usually played this way.' },
  {
    id: 'grand-melee',
    name: 'Grand Melee',
    japanese: '大乱闘戦',
    rule: 'CR 807',
    text: 'Free-for-All for about ten or more players: several players take turns at once (one turn marker per four players), each with a range of influence of 1, attacking only to the left.',
  },
  { id: 'team-vs-team', name: 'Team vs. Team', japanese: 'チーム対抗戦', rule: 'CR 808', text: 'Two or more teams seated alternately; each team takes its turns together.' },
  {
    id: 'emperor',
    name: 'Emperor',
    japanese: '皇帝戦',
    rule: 'CR 809',
    text: 'Teams of three: an emperor seated between two generals. Emperors have a range of influence of 2, generals 1; players attack only an opponent seated next to them; creatures may be deployed to teammates. A team loses when its emperor loses.',
  },
  {
    id: 'two-headed-giant',
    name: 'Two-Headed Giant',
    japanese: '双頭巨人戦',
    rule: 'CR 810',
    text: 'Two teams of two sharing a life total (30) and their turns; each team attacks the other team as a group.',
  },
  { id: 'alternating-teams', name: 'Alternating Teams', japanese: '交互チーム戦', rule: 'CR 811', text: 'Teams of equal size seated so that no two teammates sit next to each other; turns pass player by player.' },
];

/** The multiplayer options of seed 003 (any number per game; only one of the attack options). */
export const MULTIPLAYER_OPTIONS: MultiplayerRule[] = [
  {
    id: 'range-of-influence',
    name: 'Limited range of influence',
    japanese: '影響範囲限定',
    rule: 'CR 801',
    text: 'A player can affect only players within a set number of seats (often 1 or 2) and what they control; spells, abilities, damage and attacks stay in range.',
  },
  { id: 'attack-multiple', name: 'Attack multiple players', japanese: '複数への攻撃', rule: 'CR 802', text: 'The active player may attack any number of opponents in one combat; each defending player blocks only the creatures attacking them.' },
  { id: 'attack-left', name: 'Attack left', japanese: '左翼への攻撃', rule: 'CR 803', text: 'A player may attack only the nearest opponent to the left.' },
  { id: 'attack-right', name: 'Attack right', japanese: '右翼への攻撃', rule: 'CR 803', text: 'A player may attack only the nearest opponent to the right.' },
  { id: 'deploy-creatures', name: 'Deploy creatures', japanese: 'クリーチャー配置', rule: 'CR 804', text: 'Each creature has "{T}: Target teammate gains control of this creature. Activate only as a sorcery."' },
  { id: 'shared-team-turns', name: 'Shared team turns', japanese: '共有チーム・ターン', rule: 'CR 805', text: 'Teammates take their turns together: one turn per team, with shared steps and combat.' },
];

/**
 * The Comprehensive Rules effective 2026-09-25 (MagicCompRules 20260925.txt, read 2026-11-29), in
 * their own numbers, the same in Commander and Brawl: 103.5c "In a multiplayer game and in any Brawl
 * game, the first mulligan a player takes doesn't count toward the number of cards that player will
 * put on the bottom of their library or the number of mulligans that player may take" (800.6 says it
 * of multiplayer games, 903.12g of Brawl); 103.8c "In all other multiplayer games, no player skips the
 * draw step of their first turn" (after 103.8a, two-player games, and 103.8b, Two-Headed Giant; 800.7
 * says it again).
 */
export const CR_FREE_MULLIGAN = 'CR 103.5c (2026-09-25)';
export const CR_FIRST_DRAW = 'CR 103.8c (2026-09-25)';

/** What every multiplayer game does (seed 003, CR 800; cited to today's Comprehensive Rules). */
const MULTIPLAYER_BASICS = [
  { topic: 'Mulligan', text: 'In a multiplayer game the first mulligan is free: it does not count toward the cards put on the bottom.', source: `${CR_FREE_MULLIGAN}; seed 003` },
  { topic: 'First draw', text: 'In a multiplayer game the starting player does not skip the first draw (except in Two-Headed Giant).', source: `${CR_FIRST_DRAW}; seed 003` },
];

export const COMMANDER_GAME: GameRules = {
  source: 'Comprehensive Rules 903 (seed 001 quotes the parts Brawl shares)',
  sourceUrl: 'https://magic.wizards.com/en/rules',
  asOf: '2026-11-25',
  startingLife: { life: 40, note: 'CR 103.3c / 903.7' },
  commanderDamage: { damage: 21, source: 'CR 903.10a' },
  multiplayer: { variants: ['free-for-all'], options: ['attack-multiple'], note: 'usually without limited range of influence (CR 903.2, seed 001)' },
  rules: [
    { topic: 'Commander tax', text: 'Casting the commander from the command zone costs {2} more for each earlier time it was cast from there.', source: 'CR 903.8 (seed 001)' },
    { topic: 'Command zone', text: 'When the commander would go to a hand, library, graveyard or exile, its owner may put it into the command zone instead.', source: 'CR 903.9 (seed 001)' },
    ...MULTIPLAYER_BASICS,
  ],
};

export const COMMANDER_2010_GAME: GameRules = {
  source: DOCUMENTS.commander2010,
  startingLife: { life: 40, note: 'rule 12' },
  commanderDamage: { damage: 21, source: 'rule 9', note: 'counted per commander, kept when it changes zones, not undone by life gain' },
  rules: [
    {
      topic: 'Mulligan',
      text: 'Partial Paris ("Brittany") mulligan: in turn order, each player exiles any part of the hand face down and draws one card fewer than exiled, and may repeat; the exiled cards are then shuffled back into the library.',
      source: 'rule 7',
      officialToday: "today's Commander uses the London mulligan, the first one free in multiplayer games",
    },
    { topic: 'Commander tax', text: 'Casting the commander from the command zone costs {2} more for each earlier time it was cast that way.', source: 'rule 10' },
    {
      topic: 'Command zone',
      text: 'When the commander would go to a graveyard or exile from anywhere, its owner may put it into the command zone instead; to a hand or library it goes there.',
      source: 'rule 11',
      officialToday: 'today the owner may also move it to the command zone when it would go to a hand or library',
    },
    {
      topic: 'Mana',
      text: "Mana of a color outside the commander's color identity is produced as colorless mana instead.",
      source: 'rule 3',
      officialToday: 'no longer a rule: such mana is produced normally today',
    },
    {
      topic: 'Sideboard (optional)',
      text: 'With the optional 10-card sideboard, players have three minutes after the commanders are revealed to swap cards one for one; the rest can be fetched by "wish" cards.',
      source: 'optional tournament rule 1',
    },
  ],
};

/** Commander's tax and command zone (CR 903.8–903.9), which the formats built on Commander keep. */
const COMMAND_ZONE_RULES: GameRules['rules'] = [
    { topic: 'Commander tax', text: 'Casting the commander from the command zone costs {2} more for each earlier time it was cast from there.', source: 'CR 903.8' },
    { topic: 'Command zone', text: 'When the commander would go to a hand, library, graveyard or exile, its owner may put it into the command zone instead.', source: 'CR 903.9' },
];

/** Pauper Commander as pdhhomebase.com/rules gives it (read 2026-11-25): multiplayer and two-player differ. */
export const PAUPER_COMMANDER_GAME: GameRules = {
  source: 'Pauper Commander rules (pdhhomebase.com/rules), with Commander\'s rules (CR 903) for the rest',
  sourceUrl: 'https://pdhhomebase.com/rules',
  asOf: '2026-11-25',
  startingLife: { life: 30, twoPlayer: 25, note: 'pdhhomebase.com' },
  commanderDamage: { damage: 16, source: 'pdhhomebase.com', note: 'in multiplayer games; two-player games have no commander damage rule' },
  multiplayer: { variants: ['free-for-all'], options: ['attack-multiple'], note: 'like Commander (CR 903.2)' },
  rules: [
    ...COMMAND_ZONE_RULES,
    { topic: 'Mulligan', text: 'One free mulligan in a multiplayer game; none in a two-player game.', source: 'pdhhomebase.com' },
    { topic: 'First draw', text: 'The player going first draws a card on their first turn in a multiplayer game, but not in a two-player game.', source: 'pdhhomebase.com' },
  ],
};

/**
 * Brawl as the Comprehensive Rules effective 2026-09-25 have it: 25 life in a two-player game, 30 in a
 * multiplayer game (103.4d), the first mulligan free in any Brawl game (103.5c, 903.12g), no commander damage
 * rule. The 2018 rules of seed 001 are kept as history.
 */
export const BRAWL_GAME: GameRules = {
  source: 'Comprehensive Rules effective 2026-09-25, 903.12 (Brawl option) and 103.4d',
  sourceUrl: 'https://magic.wizards.com/en/rules',
  asOf: '2026-11-25',
  startingLife: { life: 30, twoPlayer: 25, note: 'CR 103.4d' },
  multiplayer: { variants: ['free-for-all'], options: ['attack-multiple'], note: 'like Commander: usually without limited range of influence (CR 903.2)' },
  rules: [
    ...COMMAND_ZONE_RULES,
    { topic: 'Mulligan', text: 'In any Brawl game, two-player or multiplayer, the first mulligan is free: the new hand has as many cards as the old one.', source: `${CR_FREE_MULLIGAN}, 903.12g` },
    { topic: 'Commander damage', text: 'Brawl has no commander damage rule: 21 combat damage from one commander does not make a player lose.', source: 'CR 903.12' },
    { topic: 'First draw', text: 'In a multiplayer game the starting player does not skip the first draw.', source: CR_FIRST_DRAW },
  ],
  history: {
    source: `${DOCUMENTS.brawl}, as that document gave them (history, not today's rules)`,
    startingLife: { life: 30, twoPlayer: 20, note: 'note on CR 103.3c of 2018' },
    rules: [{ topic: 'Mulligan', text: 'In a multiplayer game the first mulligan is free: the new hand has as many cards as the old one.', source: 'CR 800.5 of 2018' }],
  },
};

export const TWO_HEADED_GIANT_GAME: GameRules = {
  source: `Comprehensive Rules 810 and ${DOCUMENTS.multiplayer}`,
  startingLife: { life: 30, shared: true, note: 'CR 810.4' },
  multiplayer: { variants: ['two-headed-giant'], options: ['shared-team-turns'] },
  rules: [
    { topic: 'Turns', text: 'Teammates take their turns together (shared team turns); the team that plays first skips the draw of its first turn.', source: 'CR 810.2, 810.6; seed 003, CR 800.7' },
    { topic: 'Combat', text: "Each team's creatures attack the other team as a group; either defending player may block.", source: 'CR 810.7' },
    { topic: 'Teammates', text: "Only life and poison counters are shared. Teammates may look at each other's hands and talk strategy at any time, but cannot handle each other's cards.", source: 'CR 810.5' },
    { topic: 'Mulligan', text: 'The first mulligan is free: it does not count toward the cards put on the bottom.', source: 'seed 003, CR 800.6' },
  ],
};

export const CROSSFIRE_GAME: GameRules = {
  source: DOCUMENTS.crossfire,
  startingLife: { life: 40, shared: true, note: '3.5; a team also loses at 20 poison counters' },
  rules: [
    { topic: 'Turn order', text: "Team A's first player, team B's first player, team A's second player, team B's second player (the order is drawn at random). Each player keeps a separate library, graveyard, hand, battlefield and mana pool.", source: '3.0, 3.1' },
    { topic: 'First draw', text: "The starting team's first player skips the draw of the first turn.", source: '3.2' },
    { topic: 'Fake ante', text: 'Before the game each player removes the top card of the library from the game.', source: '3.3' },
    { topic: 'Mulligan', text: 'One redeal is allowed, only for a hand of all lands or no lands.', source: '3.4' },
    { topic: 'Targets', text: 'Spells and effects may target any player and anything they control (no range limit).', source: '3.6' },
    { topic: 'Combat', text: 'The active player attacks one player of the other team per turn; only that player may block.', source: '3.7' },
    { topic: 'Table talk', text: 'No private talk, not even between teammates; what a player reveals about their own hand or deck is revealed to everyone.', source: '3.8' },
    { topic: 'Match', text: 'One game per match; teams play a league.', source: '3.9' },
  ],
};

export const MENTAL_LEGACY_GAME: GameRules = {
  source: DOCUMENTS.mentalLegacy,
  rules: [
    {
      topic: 'Cast as another card',
      text: 'A card cast from your hand may be cast as a copy of another Legacy-legal card with exactly the same mana cost (every symbol: generic, colored, {C}, {X}, hybrid, Phyrexian; colors need not match). {0} is a cost; a card without a mana cost matches nothing. Choose this before any other choice (fuse, morph, splice).',
      source: '90m.3, examples of rule 2',
    },
    { topic: 'Split cards', text: 'A split card only as a split card whose halves have the same two costs; a card that is not split never as one half.', source: 'rule 3, 90m.4' },
    {
      topic: 'Declared names',
      text: 'A name declared this way cannot be declared again that game, by anyone; names of flipped halves and transformed back faces cannot be declared.',
      source: '90m.3a, 90m.3b',
    },
    {
      topic: 'From hand only',
      text: 'Only when casting from hand: not by flashback, cascade, suspend, madness and the like, not by a miracle or other ability that keeps the card revealed until cast, and never face down (morph).',
      source: 'rule 7, 90m.5, 90m.8',
    },
    { topic: 'Leaving the stack', text: 'The card is its own card again once it moves anywhere but the stack or the battlefield.', source: 'rules 4, 5, 90m.9' },
    { topic: 'Outside information', text: 'Players may not consult outside information during the match.', source: '90m.10' },
  ],
};
