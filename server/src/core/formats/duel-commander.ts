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
// The chain itself is data: data/rules.json ("duelCommander"), each change with its source URL, so
// that a newer copy of that file changes the list without a new release (rules-data/). Everything
// was read on 2026-11-27 (the 2026 announcements on 2026-11-29) in stored copies of the pages and
// repositories named; nothing here is copied from them. Where an announcement's stored copy keeps its explanations but not its
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
// split, pupjunkies.com (duel-commander-bans-and-unbans-why-the-format-just-split-in-two-pwt). For
// 2026 (read 2026-11-29): a stored version of mtg.wtf's tracker that runs to 2026-07-27 with an
// announcement URL per change (the index gave no commit for it), a report of the 2026-01-26
// announcement (mtg.cardsrealm.com), and a copy of duelcommander.org/banlist marked "Last Updated:
// July 27, 2026" found in a public repository's source; Jiliac/metamage's data/bans.csv (at 7f76561,
// 2025-08-09) records no Duel Commander change at all.

import type { Announcement } from './schema';
import { rulesData, type DuelAnnouncement, type DuelCardStatus, type DuelCommittee, type DuelHistoryEntry, type DuelListChange } from '../rules-data';

export type { DuelAnnouncement, DuelCardStatus, DuelCommittee, DuelHistoryEntry, DuelListChange, DuelTrackerChanges } from '../rules-data';

/** The list the history starts from: banned as commander after the announcement of 2020-08-24 (data/rules.json). */
export function duelBase(): { date: string; url: string; source: string; bannedAsCommander: string[] } {
  return rulesData().duelCommander.base;
}

/** Every announcement from the base list to the day the sources were read, oldest first (data/rules.json). */
export function duelHistory(): DuelHistoryEntry[] {
  return rulesData().duelCommander.history;
}

/** The day the sources were read: the announcement chain is complete up to it. */
export function duelSourcesReadOn(): string {
  return rulesData().duelCommander.sourcesReadOn;
}

/** Entries of the side the built-in `duel` follows: the committee before the split, duelcommander.org after it. */
export function duelcommanderOrgHistory(history: readonly DuelHistoryEntry[] = duelHistory()): DuelHistoryEntry[] {
  return history.filter((e) => e.kind === 'tracker' || e.committee !== 'mtgdc.info');
}

/** The "banned as commander" list after replaying `history` over the base list, sorted. */
export function replayBannedAsCommander(history: readonly DuelHistoryEntry[] = duelcommanderOrgHistory()): string[] {
  const list = new Set(duelBase().bannedAsCommander);
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
export function duelListAsOf(history: readonly DuelHistoryEntry[] = duelHistory()): string {
  return duelcommanderOrgHistory(history)
    .filter((e): e is DuelAnnouncement => e.kind === 'announcement' && (e.copy !== 'not-found' || e.changes.length > 0))
    .map((e) => e.date)
    .reduce((a, b) => (b > a ? b : a));
}

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
export function duelAnnouncements(history: readonly DuelHistoryEntry[] = duelHistory()): Announcement[] {
  const out: Announcement[] = [];
  const asOf = duelListAsOf(history);
  for (const e of history) {
    if (e.kind !== 'announcement' || e.date > asOf) continue;
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
        ? `not found in the stored sources read on ${duelSourcesReadOn()}: what it changed is unknown (changes the trackers show without a date are in duel-commander.ts)`
        : changesText(e.changes);
    const side = e.committee === 'mtgdc.info' ? "mtgdc.info's announcement, the other side since the split, not followed here: " : '';
    const rules = e.rules?.length ? `; rules: ${e.rules.join('; ')}` : '';
    out.push({ date: e.date, url: e.url ?? SITE[e.committee], what: `${side}${changes}${rules}${copy}` });
  }
  return out;
}
