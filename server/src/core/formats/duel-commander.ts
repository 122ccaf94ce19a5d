// Duel Commander's "banned as commander" list, rebuilt by replaying the committee's announcements
// over the list they started from, with the source each change rests on.
//
// In October 2025 the Duel Commander committee split: the majority publishes at duelcommander.org
// (duelcommander.org/situation); the former technical coordinator kept mtgdc.info and
// sites.google.com/view/mtgdc. On 2025-11-24 both published different announcements. The built-in
// `duel` format follows duelcommander.org, the list MTGO and Scryfall's `duel` legality follow by the
// trackers' account (mtg.wiki's Duel Commander page, the issue 27 audit; mtgrocks.com reported on
// 2025-11-24 that MTGO kept its list of before the split for the time being); `npm run test:live`
// asks Scryfall which one it follows (Force of Will and Nadu, Winged Wisdom tell them apart).
//
// Outright bans are read from the card data (Scryfall's `duel` key); the outright changes below
// are kept as history and for the live check, not applied on top of the data. Lutri, the
// Spellchaser, banned outright from 2020-05-29, is banned only as a companion since 2026-03-30.
//
// Everything was read on 2026-11-27 (the 2026 announcements on 2026-11-29) in stored copies of the pages and repositories named; nothing
// here is copied from them. Where an announcement's stored copy keeps its explanations but not its
// list of decisions ("cut"), or no copy was found at all, the change rests on the trackers named:
//   MTG_WTF   taw/magic-search-engine, search-engine/lib/ban_list/duel_commander.rb at adb5b56
//             (mtg.wtf's ban history; changes up to 2023-07-31)
//   BARRINS   barrins-codex/mtgdc_banlist, banlists/*.json at c5e52a4 (2024-02-04; one file per
//             announcement up to 2024-01-29, kept by Spigushe, an advisor of the committee by
//             mtgdc.info/about-us). It still lists Jace, Vryn's Prodigy and Yisan, the Wanderer Bard as
//             banned as commander (made legal on 2020-05-29, as that day's announcement says, and on
//             2017-04-24 by mtg.wtf) and Ragavan after its outright ban.
//   FORGE     Card-Forge/forge, forge-gui/res/formats/Casual/DuelCommander.txt at 96c20e0: has the
//             2024-06-17 changes and not the 2025-01-27 ones, so it shows the list of late 2024
//   EARNO12   earno12/forge, the same file at 6dc5b02: bans Nadu, Winged Wisdom outright (both sides did
//             so on 2025-11-24) and keeps Force of Will banned (mtgdc.info made it legal that day), so it
//             shows duelcommander.org's list after 2025-11-24; its own date is not known
// and the reports of mtgrocks.com (2025-01-27, 2025-09-29 and 2025-11-24 announcements) and, for the
// split, pupjunkies.com (duel-commander-bans-and-unbans-why-the-format-just-split-in-two-pwt).

import type { Announcement } from './schema';

/** Who published an announcement: the one committee before the split, then each side. */
export type DuelCommittee = 'committee' | 'duelcommander.org' | 'mtgdc.info';

/** What a card is after an announcement. `legal` also lifts a "banned as commander". */
export type DuelCardStatus = 'banned' | 'banned-as-commander' | 'banned-as-companion' | 'legal';

export interface DuelListChange {
  card: string;
  becomes: DuelCardStatus;
  /** Where this change was read: the announcement itself, or the trackers when its copy is cut or missing. */
  source: string;
}

export interface DuelAnnouncement {
  kind: 'announcement';
  /** As the committee dates it: YYYY-MM-DD, or YYYY-MM when no copy gives the day. */
  date: string;
  committee: DuelCommittee;
  /** The announcement's page, when it is known. */
  url?: string;
  /**
   * `read`: a stored copy shows its decisions; `cut`: the stored copy keeps the explanations but stops
   * before (or leaves out) the list of decisions; `not-found`: no copy of it was found.
   */
  copy: 'read' | 'cut' | 'not-found';
  /** Changed cards; empty with `copy: 'read'` (or the trackers agreeing) means "no change". */
  changes: DuelListChange[];
  /** Rule changes (not card lists), in our own words. */
  rules?: string[];
  /** On the two-month schedule (last Monday of odd months, since December 2020), or off it. */
  scheduled: boolean;
  /** The date of the next announcement it names; `nextFrom: 'schedule'` when no copy says it. */
  next?: string;
  nextFrom?: 'announcement' | 'schedule';
  note?: string;
}

/** Changes only trackers show, between two dates, when no announcement read says which one made them. */
export interface DuelTrackerChanges {
  kind: 'tracker';
  after: string;
  before: string;
  url: string;
  changes: DuelListChange[];
  note: string;
}

export type DuelHistoryEntry = DuelAnnouncement | DuelTrackerChanges;

const MTG_WTF = 'https://github.com/taw/magic-search-engine/blob/adb5b56d0f5a946eae1831bd71a0abfe13b13e8c/search-engine/lib/ban_list/duel_commander.rb';
const BARRINS = 'https://github.com/barrins-codex/mtgdc_banlist/tree/c5e52a44e4df1a3c892f0e52e9dccfea0bd1526f/banlists';
const FORGE = 'https://github.com/Card-Forge/forge/blob/96c20e060f1856b2d35bba44fb5861b86f0fc16e/forge-gui/res/formats/Casual/DuelCommander.txt';
const EARNO12 = 'https://github.com/earno12/forge/blob/6dc5b02b0cabbbc53882af27494e8b2151b422a2/forge-gui/res/formats/Casual/DuelCommander.txt';
const XMAGE_8634 = 'https://github.com/magefree/mage/issues/8634';
const XMAGE_9358 = 'https://github.com/magefree/mage/issues/9358';
const SCG_2022_05 = 'https://articles.starcitygames.com/magic-the-gathering/ragavan-one-of-four-cards-banned-in-duel-commander/';
const MTGROCKS_2025_01 = 'https://mtgrocks.com/unusual-commander-bans-leave-players-confused/';
const MTGROCKS_2025_09 = 'https://mtgrocks.com/five-experimental-mtg-unbans-make-reserved-list-card-legal';
const MTGROCKS_2025_11 = 'https://mtgrocks.com/?p=154861';
const INFO = 'https://www.mtgdc.info/announcements';
// Read on 2026-11-29 (issue 39): a stored version of mtg.wtf's tracker that runs to 2026-07-27 with
// an announcement URL per change (the index gave no commit for it; the version at adb5b56 above
// stops at 2023-07-31); a report of the 2026-01-26 announcement; a copy of duelcommander.org's
// banlist page marked "Last Updated: July 27, 2026" (copied on 2026-09-26, 27 names banned as
// commander, Lutri banned as companion), found in a public repository's source; and Jiliac/metamage's
// data/bans.csv at 7f76561 (2025-08-09), which records no Duel Commander change at all.
const MTG_WTF_2026 = 'https://github.com/taw/magic-search-engine/blob/master/search-engine/lib/ban_list/duel_commander.rb';
const CARDSREALM_2026_01 = 'https://mtg.cardsrealm.com/en-us/p/246536';
const BANLIST_2026_07 = 'https://www.duelcommander.org/banlist/';
const METAMAGE = 'https://github.com/Jiliac/metamage/blob/7f765617c5c325ff0089e93ed5f6b87c5eeab1f2/data/bans.csv';
const TRACKERS = `${MTG_WTF} and ${BARRINS}`;

const to = (becomes: DuelCardStatus, source: string, ...cards: string[]): DuelListChange[] => cards.map((card) => ({ card, becomes, source }));

/**
 * The list the history starts from: banned as commander after the announcement of 2020-08-24, the
 * last before the two-month schedule (mtg.wtf's history replayed from 2016; BARRINS agrees but for
 * the two names noted at the top).
 */
export const DUEL_BASE = {
  date: '2020-08-24',
  url: `${INFO}/2020/august-2020-rules-bannedrestricted-update`,
  source: MTG_WTF,
  bannedAsCommander: [
    'Arahbo, Roar of the World',
    'Baral, Chief of Compliance',
    'Breya, Etherium Shaper',
    'Bruse Tarl, Boorish Herder',
    'Derevi, Empyrial Tactician',
    'Edgar Markov',
    'Edric, Spymaster of Trest',
    'Emry, Lurker of the Loch',
    'Geist of Saint Traft',
    'Marath, Will of the Wild',
    'Najeela, the Blade-Blossom',
    'Oloro, Ageless Ascetic',
    'Prime Speaker Vannifar',
    'Rofellos, Llanowar Emissary',
    'Tasigur, the Golden Fang',
    'Teferi, Temporal Archmage',
    'Urza, Lord High Artificer',
    'Vial Smasher the Fierce',
    "Yuriko, the Tiger's Shadow",
    'Zurgo Bellstriker',
  ],
};

/** Every announcement from the base list to 2026-11-29, oldest first, with the trackers' changes where no announcement shows them. */
export const DUEL_HISTORY: DuelHistoryEntry[] = [
  {
    kind: 'announcement',
    date: '2020-11',
    committee: 'committee',
    url: `${INFO}/2020/november-2020-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: [...to('banned-as-commander', TRACKERS, 'Akiri, Line-Slinger', 'Omnath, Locus of Creation', 'Thrasios, Triton Hero', 'Tymna the Weaver'), ...to('banned', TRACKERS, 'Jeweled Lotus', "Uro, Titan of Nature's Wrath")],
    rules: ['announcements every two months, on the last Monday of odd months, applying the same day'],
    scheduled: false,
    next: '2021-01-25',
    nextFrom: 'announcement',
    note: 'the changes apply on 2020-12-04 (the page); BARRINS dates the announcement 2020-11-20',
  },
  {
    kind: 'announcement',
    date: '2021-01-25',
    committee: 'committee',
    url: `${INFO}/2021/january-2021-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: [...to('banned-as-commander', TRACKERS, 'Esior, Wardwing Familiar', 'Jeska, Thrice Reborn'), ...to('legal', TRACKERS, 'Fireblast')],
    scheduled: true,
    next: '2021-03-29',
    nextFrom: 'schedule',
  },
  {
    kind: 'announcement',
    date: '2021-03-29',
    committee: 'committee',
    url: `${INFO}/2021/march-2021-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: to('banned-as-commander', TRACKERS, 'Ardenn, Intrepid Archaeologist', 'Keleth, Sunmane Familiar', 'Krark, the Thumbless', 'Ludevic, Necro-Alchemist', 'Reyhan, Last of the Abzan', 'Rograkh, Son of Rohgahh'),
    scheduled: true,
    next: '2021-05-31',
    nextFrom: 'announcement',
  },
  {
    kind: 'announcement',
    date: '2021-05-31',
    committee: 'committee',
    url: `${INFO}/2021/may-2021-rules-bannedrestricted-update`,
    copy: 'read',
    changes: [],
    scheduled: true,
    next: '2021-07-26',
    nextFrom: 'announcement',
  },
  {
    kind: 'announcement',
    date: '2021-07-26',
    committee: 'committee',
    url: `${INFO}/2021/july-2021-rules-bannedrestricted-update`,
    copy: 'read',
    changes: [
      ...to('banned-as-commander', `${INFO}/2021/july-2021-rules-bannedrestricted-update`, 'Inalla, Archmage Ritualist', 'Ragavan, Nimble Pilferer'),
      ...to('banned', `${INFO}/2021/july-2021-rules-bannedrestricted-update`, 'Gifts Ungiven'),
    ],
    scheduled: true,
    next: '2021-09-27',
    nextFrom: 'announcement',
  },
  {
    kind: 'announcement',
    date: '2021-09-27',
    committee: 'committee',
    url: `${INFO}/2021/september-2021-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: [...to('banned-as-commander', TRACKERS, 'Asmoranomardicadaistinaculdacar', 'Winota, Joiner of Forces'), ...to('banned', TRACKERS, 'Maddening Hex')],
    scheduled: true,
    next: '2021-11-29',
    nextFrom: 'schedule',
    note: 'the stored copy keeps the Maddening Hex explanation and names no next date',
  },
  {
    kind: 'announcement',
    date: '2021-11-29',
    committee: 'committee',
    url: `${INFO}/2021/november-2021-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2022-01-31',
    nextFrom: 'schedule',
    note: 'no change, by BARRINS (mtg.wtf records none)',
  },
  {
    kind: 'announcement',
    date: '2022-01-31',
    committee: 'committee',
    url: `${INFO}/2022/january-2022-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: [
      ...to('banned-as-commander', `${XMAGE_8634}, ${TRACKERS}`, "Kraum, Ludevic's Opus", 'Livio, Oathsworn Sentinel'),
      ...to('legal', `${XMAGE_8634}, ${TRACKERS}`, 'Teferi, Temporal Archmage', 'Marath, Will of the Wild'),
    ],
    scheduled: true,
    next: '2022-03-28',
    nextFrom: 'announcement',
  },
  {
    kind: 'announcement',
    date: '2022-02',
    committee: 'committee',
    url: `${INFO}/2022/february-2022-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: [
      ...to('legal', TRACKERS, 'Bruse Tarl, Boorish Herder', 'Jeska, Thrice Reborn', 'Keleth, Sunmane Familiar', "Kraum, Ludevic's Opus", 'Livio, Oathsworn Sentinel', 'Ludevic, Necro-Alchemist', 'Reyhan, Last of the Abzan', 'Rograkh, Son of Rohgahh', 'Tymna the Weaver'),
      ...to('banned-as-commander', TRACKERS, 'Yoshimaru, Ever Faithful'),
    ],
    rules: [`with two commanders, a player who casts one of them may not cast the other for the rest of the game (${XMAGE_9358}, citing StarCityGames; the stored page explains why and stops before the rule)`],
    scheduled: false,
    note: 'off the schedule; the trackers date it 2022-02-14 (BARRINS) and 2022-02-28 (mtg.wtf)',
  },
  {
    kind: 'announcement',
    date: '2022-03-28',
    committee: 'committee',
    url: `${INFO}/2022/march-2022-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2022-05-30',
    nextFrom: 'schedule',
    note: 'no change, by BARRINS (mtg.wtf records none)',
  },
  {
    kind: 'announcement',
    date: '2022-05-30',
    committee: 'committee',
    url: `${INFO}/2022/may-2022-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: [
      ...to('banned-as-commander', `${SCG_2022_05}, ${TRACKERS}`, 'Shorikai, Genesis Engine'),
      ...to('banned', `${SCG_2022_05}, ${TRACKERS}`, 'Ragavan, Nimble Pilferer', 'Bazaar of Baghdad', "Serra's Sanctum"),
    ],
    scheduled: true,
    next: '2022-07-25',
    nextFrom: 'announcement',
  },
  {
    kind: 'announcement',
    date: '2022-07-25',
    committee: 'committee',
    url: `${INFO}/2022/july-2022-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: to('banned-as-commander', TRACKERS, 'Minsc & Boo, Timeless Heroes'),
    scheduled: true,
    next: '2022-09-26',
    nextFrom: 'schedule',
  },
  {
    kind: 'announcement',
    date: '2022-09-26',
    committee: 'committee',
    url: `${INFO}/2022/september-2022-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: to('legal', TRACKERS, 'Yoshimaru, Ever Faithful'),
    scheduled: true,
    next: '2022-11-28',
    nextFrom: 'announcement',
    note: 'an experimental change, the page says',
  },
  {
    kind: 'announcement',
    date: '2022-11-28',
    committee: 'committee',
    url: `${INFO}/2022/november-2022-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2023-01-30',
    nextFrom: 'schedule',
    note: 'no change, by BARRINS (mtg.wtf records none)',
  },
  {
    kind: 'announcement',
    date: '2023-01-30',
    committee: 'committee',
    url: `${INFO}/2023/january-2023-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2023-03-27',
    nextFrom: 'schedule',
    note: 'no change, by BARRINS (mtg.wtf records none)',
  },
  {
    kind: 'announcement',
    date: '2023-03-27',
    committee: 'committee',
    url: `${INFO}/2023/march-2023-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: to('banned', TRACKERS, 'Trazyn the Infinite'),
    scheduled: true,
    next: '2023-05-29',
    nextFrom: 'schedule',
  },
  {
    kind: 'announcement',
    date: '2023-05-29',
    committee: 'committee',
    url: `${INFO}/2023/may-2023-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: [...to('banned-as-commander', TRACKERS, 'Dihada, Binder of Wills'), ...to('banned', TRACKERS, 'Comet, Stellar Pup', 'Hogaak, Arisen Necropolis', 'Mox Amber')],
    scheduled: true,
    next: '2023-07-31',
    nextFrom: 'announcement',
  },
  {
    kind: 'announcement',
    date: '2023-07-31',
    committee: 'committee',
    url: `${INFO}/2023/july-2023-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: [...to('banned', TRACKERS, 'Deadly Rollick', 'Flawless Maneuver', 'The One Ring'), ...to('legal', TRACKERS, 'Eidolon of the Great Revel', 'High Tide')],
    scheduled: true,
    next: '2023-09-25',
    nextFrom: 'schedule',
  },
  {
    kind: 'announcement',
    date: '2023-09-25',
    committee: 'committee',
    url: `${INFO}/2023/september-2023-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2023-11-27',
    nextFrom: 'schedule',
    note: 'no change, by BARRINS (mtg.wtf ends at 2023-07-31)',
  },
  {
    kind: 'announcement',
    date: '2023-11-27',
    committee: 'committee',
    url: `${INFO}/2023/november-2023-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: to('banned', BARRINS, 'Lotus Petal', 'Rain of Filth'),
    scheduled: true,
    next: '2024-01-29',
    nextFrom: 'schedule',
  },
  {
    kind: 'announcement',
    date: '2024-01-29',
    committee: 'committee',
    url: `${INFO}/2024/january-2024-rules-bannedrestricted-update`,
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2024-03-25',
    nextFrom: 'schedule',
    note: "no change, by BARRINS (its last file)",
  },
  {
    kind: 'announcement',
    date: '2024-03-25',
    committee: 'committee',
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2024-05-27',
    nextFrom: 'schedule',
    note: 'not found; what changed in 2024 without an announcement read is in the tracker entry after 2024-11-25',
  },
  {
    kind: 'announcement',
    date: '2024-05-27',
    committee: 'committee',
    url: `${INFO}/2024/may-2024-rules-bannedrestricted-update`,
    copy: 'cut',
    changes: to('banned-as-commander', `the page's explanation; the decision by ${FORGE}`, 'Eris, Roar of the Storm'),
    rules: ['every card with a sticker or an Attraction is banned (following Wizards of the Coast on 2024-05-13)'],
    scheduled: true,
    next: '2024-07-29',
    nextFrom: 'schedule',
  },
  {
    kind: 'announcement',
    date: '2024-06-17',
    committee: 'committee',
    url: `${INFO}/2024/june-17-2024-announcementupdate`,
    copy: 'cut',
    changes: to('banned-as-commander', `the page's explanations; the decisions by ${FORGE}`, 'Nadu, Winged Wisdom', 'Ajani, Nacatl Pariah'),
    scheduled: false,
    note: 'off the schedule, after Modern Horizons 3',
  },
  {
    kind: 'announcement',
    date: '2024-07-29',
    committee: 'committee',
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2024-09-30',
    nextFrom: 'schedule',
    note: 'not found',
  },
  {
    kind: 'announcement',
    date: '2024-09-30',
    committee: 'committee',
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2024-11-25',
    nextFrom: 'schedule',
    note: 'not found',
  },
  {
    kind: 'announcement',
    date: '2024-11-25',
    committee: 'committee',
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2025-01-27',
    nextFrom: 'schedule',
    note: 'not found',
  },
  {
    kind: 'tracker',
    after: '2024-01-29',
    before: '2025-01-27',
    url: FORGE,
    changes: [
      ...to('banned-as-commander', FORGE, 'Raffine, Scheming Seer', 'Tamiyo, Inquisitive Student', 'Old Stickfingers'),
      ...to('legal', FORGE, 'Ardenn, Intrepid Archaeologist', 'Thrasios, Triton Hero'),
    ],
    note: 'made by one of the 2024 announcements not found; FORGE (late 2024) shows them and EARNO12 agrees',
  },
  {
    kind: 'announcement',
    date: '2025-01-27',
    committee: 'committee',
    url: 'https://mtgdc.info/announcements/2025/january-27-2025',
    copy: 'cut',
    changes: [
      ...to('banned-as-commander', `${MTGROCKS_2025_01} (2025-01-28: "banned as a Commander"); ${EARNO12}`, 'Ezio Auditore da Firenze'),
      ...to('banned', `the page's explanation; the decision by ${EARNO12}`, 'Balance'),
    ],
    scheduled: true,
    next: '2025-03-31',
    nextFrom: 'announcement',
  },
  {
    kind: 'announcement',
    date: '2025-03-31',
    committee: 'committee',
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2025-05-26',
    nextFrom: 'schedule',
    note: 'not found',
  },
  {
    kind: 'announcement',
    date: '2025-05-26',
    committee: 'committee',
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2025-07-28',
    nextFrom: 'schedule',
    note: 'not found',
  },
  {
    kind: 'announcement',
    date: '2025-07-28',
    committee: 'committee',
    copy: 'not-found',
    changes: to('banned', `the issue 27 audit; EARNO12 (${EARNO12}) has it banned and mtgdc.info's 2025-11-24 announcement makes it legal again`, 'Force of Will'),
    scheduled: true,
    next: '2025-09-29',
    nextFrom: 'schedule',
    note: 'not found; the Force of Will ban is dated by the issue 27 audit',
  },
  {
    kind: 'announcement',
    date: '2025-09-29',
    committee: 'committee',
    copy: 'not-found',
    changes: to('legal', `${MTGROCKS_2025_09} (2025-09-29, experimental); ${EARNO12}`, 'Rofellos, Llanowar Emissary', 'Asmoranomardicadaistinaculdacar'),
    scheduled: true,
    next: '2025-11-24',
    nextFrom: 'schedule',
    note: 'not found; mtgrocks.com reports five experimental changes that day, four commanders and one card made legal, of which the stored part names two. The committee split in October 2025 (https://www.duelcommander.org/situation, https://mtg.wiki/page/Duel_Commander)',
  },
  {
    kind: 'announcement',
    date: '2025-11-24',
    committee: 'duelcommander.org',
    url: 'https://www.duelcommander.org',
    copy: 'not-found',
    changes: to('banned', MTGROCKS_2025_11, 'Nadu, Winged Wisdom'),
    scheduled: true,
    next: '2026-01-26',
    nextFrom: 'schedule',
    note: `the announcement itself was not found; ${MTGROCKS_2025_11} reports its Nadu ban and that MTGO kept the list of before 2025-11-18 for the time being`,
  },
  {
    kind: 'announcement',
    date: '2025-11-24',
    committee: 'mtgdc.info',
    url: 'https://sites.google.com/view/mtgdc/announcements/2025/november-24-2025',
    copy: 'read',
    changes: [
      ...to('banned', 'https://sites.google.com/view/mtgdc/announcements/2025/november-24-2025', 'Deadpool, Trading Card', 'Nadu, Winged Wisdom'),
      ...to(
        'legal',
        'https://sites.google.com/view/mtgdc/announcements/2025/november-24-2025',
        'Force of Will',
        'Humility',
        'Imperial Seal',
        'Blood Moon',
        'Back to Basics',
        'Price of Progress',
        'Wasteland',
        'Cavern of Souls',
        'Field of the Dead',
        'Genesis Storm',
        'Rain of Filth',
        'Emrakul, the Aeons Torn',
        'Najeela, the Blade-Blossom',
        'Krark, the Thumbless',
        'Geist of Saint Traft',
      ),
    ],
    scheduled: true,
    note: "the other side's list (not the built-in format's); its next date is cut off in the stored copy",
  },
  {
    kind: 'tracker',
    after: '2025-01-27',
    before: '2026-11-27',
    url: EARNO12,
    changes: [
      ...to('legal', EARNO12, 'Akiri, Line-Slinger', 'Baral, Chief of Compliance', 'Breya, Etherium Shaper', 'Esior, Wardwing Familiar', 'Zurgo Bellstriker'),
      ...to('banned-as-commander', EARNO12, 'Hogaak, Arisen Necropolis'),
      ...to('banned', EARNO12, 'Blood Moon', 'Dark Ritual', 'Reanimate', 'Underworld Breach'),
      ...to('legal', EARNO12, 'Loyal Retainers', 'Polymorph'),
    ],
    note: "made by announcements not found (2025, likely two of them the other experimental commanders of 2025-09-29, or duelcommander.org's since the split); EARNO12 shows them",
  },
  {
    kind: 'announcement',
    date: '2026-01-26',
    committee: 'duelcommander.org',
    url: 'https://www.duelcommander.org/announcements/2026/01/26/',
    copy: 'not-found',
    changes: [
      ...to('banned-as-commander', `${MTG_WTF_2026}; ${CARDSREALM_2026_01}; ${BANLIST_2026_07}`, 'Rograkh, Son of Rohgahh'),
      ...to('legal', `${MTG_WTF_2026}; ${CARDSREALM_2026_01}; ${BANLIST_2026_07}`, 'Tasigur, the Golden Fang'),
      ...to('legal', `${MTG_WTF_2026}; ${CARDSREALM_2026_01}`, 'Trazyn the Infinite', 'Necrotic Ooze'),
    ],
    scheduled: true,
    next: '2026-03-30',
    nextFrom: 'schedule',
    note: 'the announcement itself was not found; mtg.wtf\'s tracker, a report of it and a copy of the banlist page of 2026-07-27 agree',
  },
  {
    kind: 'announcement',
    date: '2026-03-30',
    committee: 'duelcommander.org',
    url: 'https://www.duelcommander.org/announcements/2026/03/30/',
    copy: 'not-found',
    changes: to('banned-as-companion', `${MTG_WTF_2026}; ${BANLIST_2026_07}`, 'Lutri, the Spellchaser'),
    scheduled: true,
    next: '2026-05-25',
    nextFrom: 'schedule',
    note: 'the announcement itself was not found; Lutri, the Spellchaser, banned outright since 2020-05-29, is banned only as a companion from then on (mtg.wtf\'s tracker; the banlist page of 2026-07-27 lists it as banned as companion and not among the banned cards)',
  },
  {
    kind: 'announcement',
    date: '2026-05-25',
    committee: 'duelcommander.org',
    url: 'https://www.duelcommander.org/announcements/2026/05/25/',
    copy: 'not-found',
    changes: to('legal', `${MTG_WTF_2026}; ${BANLIST_2026_07}`, 'Emry, Lurker of the Loch', 'Najeela, the Blade-Blossom', 'Winota, Joiner of Forces'),
    scheduled: true,
    next: '2026-07-27',
    nextFrom: 'schedule',
    note: 'the announcement itself was not found; mtg.wtf\'s tracker and the banlist page of 2026-07-27 agree',
  },
  {
    kind: 'announcement',
    date: '2026-07-27',
    committee: 'duelcommander.org',
    url: 'https://www.duelcommander.org/announcements/2026/07/27/',
    copy: 'not-found',
    changes: to('banned-as-commander', `${MTG_WTF_2026}; ${BANLIST_2026_07}`, 'Lumra, Bellow of the Woods', 'Spider-Man 2099', 'The Fantasticar'),
    scheduled: true,
    next: '2026-09-28',
    nextFrom: 'schedule',
    note: 'the announcement itself was not found; mtg.wtf\'s tracker and the banlist page ("Last Updated: July 27, 2026") agree',
  },
  {
    kind: 'announcement',
    date: '2026-09-28',
    committee: 'duelcommander.org',
    copy: 'not-found',
    changes: [],
    scheduled: true,
    next: '2026-11-30',
    nextFrom: 'schedule',
    note: `not found: the tracker version read (${MTG_WTF_2026}) ends at 2026-07-27, the banlist copy (${BANLIST_2026_07}) was made on 2026-09-26, and Jiliac/metamage's data/bans.csv (${METAMAGE}) has no Duel Commander row; what it changed, if anything, is unknown`,
  },
];

/** Entries of the side the built-in `duel` follows: the committee before the split, duelcommander.org after it. */
export function duelcommanderOrgHistory(): DuelHistoryEntry[] {
  return DUEL_HISTORY.filter((e) => e.kind === 'tracker' || e.committee !== 'mtgdc.info');
}

/** The "banned as commander" list after replaying `history` over the base list, sorted. */
export function replayBannedAsCommander(history: readonly DuelHistoryEntry[] = duelcommanderOrgHistory()): string[] {
  const list = new Set(DUEL_BASE.bannedAsCommander);
  for (const e of history)
    for (const c of e.changes) {
      if (c.becomes === 'banned-as-commander') list.add(c.card);
      else list.delete(c.card);
    }
  return [...list].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * The "banned as a companion only" list after replaying `history`, sorted: such a card may be in the
 * deck (and lead it), so the format also lists it in `unbanned`, where the card data may still say
 * "banned" (Scryfall's legalities have no word for "banned as companion").
 */
export function replayBannedAsCompanion(history: readonly DuelHistoryEntry[] = duelcommanderOrgHistory()): string[] {
  const list = new Set<string>();
  for (const e of history)
    for (const c of e.changes) {
      if (c.becomes === 'banned-as-companion') list.add(c.card);
      else list.delete(c.card);
    }
  return [...list].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The newest announcement of the side `duel` follows whose decisions are known (read, cut, or reported): the list's date. */
export const DUEL_LIST_AS_OF = duelcommanderOrgHistory()
  .filter((e): e is DuelAnnouncement => e.kind === 'announcement' && (e.copy !== 'not-found' || e.changes.length > 0))
  .map((e) => e.date)
  .reduce((a, b) => (b > a ? b : a));
/** The day the sources were read: the announcement chain is complete up to it. */
export const DUEL_SOURCES_READ_ON = '2026-11-29';

const STATUS_WORDS: Record<DuelCardStatus, string> = { banned: 'banned', 'banned-as-commander': 'banned as commander', 'banned-as-companion': 'banned as companion only', legal: 'legal' };

/** "banned as commander: A, B; legal: C", or "no change". */
function changesText(changes: readonly DuelListChange[]): string {
  if (changes.length === 0) return 'no change';
  const by = new Map<DuelCardStatus, string[]>();
  for (const c of changes) by.set(c.becomes, [...(by.get(c.becomes) ?? []), c.card]);
  return [...by].map(([s, cards]) => `${STATUS_WORDS[s]}: ${cards.join(', ')}`).join('; ');
}

const SITE: Record<DuelCommittee, string> = {
  committee: 'https://www.mtgdc.info/announcements',
  'duelcommander.org': 'https://www.duelcommander.org',
  'mtgdc.info': 'https://sites.google.com/view/mtgdc',
};

/** The announcements in the format's own form (date, URL, what it changed and what it rests on), up to the list's date. */
export function duelAnnouncements(): Announcement[] {
  const out: Announcement[] = [];
  for (const e of DUEL_HISTORY) {
    if (e.kind !== 'announcement' || e.date > DUEL_LIST_AS_OF) continue;
    const noChangeByTrackers = e.copy !== 'read' && e.changes.length === 0 && /^no change/.test(e.note ?? '');
    const copy =
      e.copy === 'read'
        ? ''
        : e.copy === 'cut'
          ? ' (its stored copy stops before the decisions: they rest on the sources named in duel-commander.ts)'
          : e.changes.length
            ? ' (not found: the changes rest on the sources named in duel-commander.ts)'
            : noChangeByTrackers
              ? ' (not found: the trackers record no change)'
              : '';
    const changes =
      e.copy === 'not-found' && e.changes.length === 0 && !noChangeByTrackers
        ? `not found in the stored sources read on ${DUEL_SOURCES_READ_ON}: what it changed is unknown (changes the trackers show without a date are in duel-commander.ts)`
        : changesText(e.changes);
    const side = e.committee === 'mtgdc.info' ? "mtgdc.info's announcement, the other side since the split, not followed here: " : '';
    const rules = e.rules?.length ? `; rules: ${e.rules.join('; ')}` : '';
    out.push({ date: e.date, url: e.url ?? SITE[e.committee], what: `${side}${changes}${rules}${copy}` });
  }
  return out;
}
