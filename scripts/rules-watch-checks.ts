// `npm run rules:watch`: what the official sources say today, compared with data/rules.json. Each
// source is read from its own page or API (or, in tests, from a saved copy of it) and every
// difference is named with the source's date; the weekly workflow (.github/workflows/rules-watch.yml)
// turns them into a pull request (what can be applied without reading an announcement: the Game
// Changers list from Scryfall) or an issue (an announcement a person must read into the chain).
// The Scryfall and MTGJSON shape checks are the live contract's (live-contract-checks.ts).
import { BUILTIN_FORMATS } from '../server/src/core/formats/builtin';
import type { RulesData } from '../server/src/core/rules-data';
import { duelListAsOf } from '../server/src/core/formats/duel-commander';
import { checkCardRecord, checkMtgjsonMeta } from './live-contract-checks';

export interface WatchSource {
  id: string;
  /** What a person reads: the page or API. */
  url: string;
  /** The saved copy's file name (tests, `--saved DIR`). */
  file: string;
  what: string;
}

export const SOURCES: readonly WatchSource[] = [
  { id: 'duelcommander', url: 'https://www.duelcommander.org/banlist/', file: 'duelcommander-banlist.html', what: "duelcommander.org's banlist page and its announcements" },
  { id: 'wizards-commander', url: 'https://magic.wizards.com/en/banned-restricted-list', file: 'wizards-banned-restricted.html', what: "Wizards' banned and restricted page (Commander)" },
  { id: 'wizards-brackets', url: 'https://magic.wizards.com/en/commander-brackets', file: 'wizards-brackets.html', what: "Wizards' Commander Brackets page" },
  { id: 'scryfall-gamechangers', url: 'https://api.scryfall.com/cards/search?q=is%3Agamechanger&unique=cards&order=name', file: 'scryfall-gamechangers.json', what: "Scryfall's is:gamechanger search (game_changer, legality keys, layouts)" },
  { id: 'pdhhomebase', url: 'https://pdhhomebase.com/rules', file: 'pdhhomebase-rules.html', what: "pdhhomebase's rules page" },
  { id: 'mtgjson', url: 'https://mtgjson.com/api/v5/Meta.json', file: 'mtgjson-meta.json', what: "MTGJSON's Meta.json (version and keys)" },
];

export interface Difference {
  source: string;
  /** The source's own date (the page's "Last Updated", the newest announcement it links, the data's date), else the day it was read. */
  sourceDate: string;
  text: string;
  /** `write`: `--write` applies it to data/rules.json (a pull request); `read`: a person must read the announcement (an issue). */
  action: 'write' | 'read';
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "July 27, 2026" → 2026-07-27. */
function monthDayYear(month: string, day: string, year: string): string | undefined {
  const m = MONTHS.indexOf(month.toLowerCase());
  return m < 0 ? undefined : `${year}-${pad(m + 1)}-${pad(Number(day))}`;
}

/** The newest date among the announcement links of a Wizards page (`/news/announcements/…-february-9-2026`). */
export function newestWizardsAnnouncement(html: string, filter: (slug: string) => boolean = () => true): { date: string; url: string } | undefined {
  let best: { date: string; url: string } | undefined;
  for (const m of html.matchAll(/href="((?:https:\/\/magic\.wizards\.com)?\/[a-z-]*\/?news\/announcements\/([a-z0-9-]+))"/g)) {
    const slug = m[2];
    const d = /-(january|february|march|april|may|june|july|august|september|october|november|december)-(\d{1,2})-(\d{4})$/.exec(slug);
    if (!d || !filter(slug)) continue;
    const date = monthDayYear(d[1], d[2], d[3])!;
    if (!best || date > best.date) best = { date, url: m[1].startsWith('http') ? m[1] : `https://magic.wizards.com${m[1]}` };
  }
  return best;
}

/** The newest announcement a Wizards page links, against the newest data/rules.json records. */
function wizardsPage(source: WatchSource, html: string, recorded: readonly { date: string }[], what: string, filter: (slug: string) => boolean, today: string): Difference[] {
  const newest = newestWizardsAnnouncement(html, filter);
  if (!newest) return [{ source: source.id, sourceDate: today, text: `${source.url} links no announcement any more (its shape may have changed): check it by hand`, action: 'read' }];
  const known = recorded.map((a) => a.date).reduce((a, b) => (b > a ? b : a), '');
  if (newest.date <= known) return [];
  return [{ source: source.id, sourceDate: newest.date, text: `${source.url} links an announcement of ${newest.date} (${newest.url}), newer than the newest ${what} in data/rules.json (${known}): read it and record it`, action: 'read' }];
}

/** duelcommander.org's banlist page: its "Last Updated" date and the announcements it links, against the chain. */
function duelcommander(source: WatchSource, html: string, rules: RulesData, today: string): Difference[] {
  const out: Difference[] = [];
  const history = rules.duelCommander.history;
  const asOf = duelListAsOf(history);
  const updated = /Last Updated:?\s*(?:<[^>]+>\s*)*([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})/.exec(html);
  const pageDate = updated ? monthDayYear(updated[1], updated[2], updated[3]) : undefined;
  if (!pageDate) out.push({ source: source.id, sourceDate: today, text: `${source.url} has no "Last Updated: Month D, YYYY" any more (its shape may have changed): check it by hand`, action: 'read' });
  else if (pageDate > asOf)
    out.push({ source: source.id, sourceDate: pageDate, text: `${source.url} was updated on ${pageDate}, after data/rules.json's Duel Commander list of ${asOf}: read the announcement and add it to duelCommander.history`, action: 'read' });
  const recorded = new Set(history.filter((e) => e.kind === 'announcement' && e.url).map((e) => (e as { url: string }).url.replace(/^https:\/\/(www\.)?/, '')));
  for (const m of html.matchAll(/href="((?:https:\/\/(?:www\.)?duelcommander\.org)?\/announcements\/(\d{4})\/(\d{2})\/(\d{2})\/?)"/g)) {
    const date = `${m[2]}-${m[3]}-${m[4]}`;
    const url = m[1].startsWith('http') ? m[1] : `https://www.duelcommander.org${m[1]}`;
    if (date > asOf && !recorded.has(url.replace(/^https:\/\/(www\.)?/, '')))
      out.push({ source: source.id, sourceDate: date, text: `${url}: an announcement of ${date} that data/rules.json does not record (its Duel Commander list is of ${asOf})`, action: 'read' });
  }
  return out;
}

/** Scryfall's is:gamechanger search (one page or several, joined): names against the Game Changers list; card shapes by the live contract. */
function scryfallGameChangers(source: WatchSource, pages: unknown[], rules: RulesData, today: string): Difference[] {
  const out: Difference[] = [];
  const names = new Set<string>();
  const notes = new Set<string>();
  for (const page of pages) {
    const list = page as { object?: unknown; data?: unknown };
    if (!list || list.object !== 'list' || !Array.isArray(list.data)) {
      out.push({ source: source.id, sourceDate: today, text: `${source.url} did not answer a list object (its shape may have changed)`, action: 'read' });
      continue;
    }
    for (const [i, card] of list.data.entries()) {
      const c = card as Record<string, unknown>;
      const r = checkCardRecord(card, `${source.id} card ${i}`);
      for (const p of r.problems) notes.add(`card shape: ${p}`);
      for (const n of r.notes) notes.add(n);
      if (c.game_changer === false) notes.add(`${String(c.name)} is in the is:gamechanger search with game_changer false`);
      if (typeof c.name === 'string') names.add(c.name);
    }
  }
  const listed = new Set(rules.brackets.gameChangers.cards);
  const added = [...names].filter((n) => !listed.has(n)).sort();
  const removed = [...listed].filter((n) => !names.has(n)).sort();
  if (added.length) out.push({ source: source.id, sourceDate: today, text: `Game Changers: Scryfall marks ${added.join(', ')}, not in data/rules.json's list of ${rules.brackets.gameChangers.asOf}`, action: 'write' });
  if (removed.length) out.push({ source: source.id, sourceDate: today, text: `Game Changers: data/rules.json's list of ${rules.brackets.gameChangers.asOf} has ${removed.join(', ')}, which Scryfall no longer marks`, action: 'write' });
  for (const n of notes) out.push({ source: source.id, sourceDate: today, text: n, action: 'read' });
  return out;
}

/** pdhhomebase's rules page: the newest date it shows, against the day Pauper Commander's rules were last checked. */
function pdhhomebase(source: WatchSource, html: string, today: string): Difference[] {
  const checked = BUILTIN_FORMATS.find((f) => f.id === 'paupercommander')?.asOf ?? '';
  let newest = '';
  for (const m of html.matchAll(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),\s*(\d{4})\b/g)) {
    const d = monthDayYear(m[1], m[2], m[3])!;
    if (d > newest) newest = d;
  }
  for (const m of html.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) if (`${m[1]}-${m[2]}-${m[3]}` > newest) newest = `${m[1]}-${m[2]}-${m[3]}`;
  if (!newest) return [{ source: source.id, sourceDate: today, text: `${source.url} shows no date any more (its shape may have changed): check it by hand`, action: 'read' }];
  if (newest <= checked) return [];
  return [{ source: source.id, sourceDate: newest, text: `${source.url} shows a change of ${newest}, after Pauper Commander's rules were checked (${checked}): read it (server/src/core/formats/builtin.ts)`, action: 'read' }];
}

function mtgjson(source: WatchSource, meta: unknown, today: string): Difference[] {
  const r = checkMtgjsonMeta(meta);
  const data = (meta as { data?: { date?: unknown } } | null)?.data;
  const date = typeof data?.date === 'string' ? data.date : today;
  return [...r.problems, ...r.notes].map((text) => ({ source: source.id, sourceDate: date, text, action: 'read' as const }));
}

/** The differences one source's answer shows (`body`: the page's text, or the API's JSON text; several pages joined for Scryfall). */
export function differencesOf(source: WatchSource, bodies: string[], rules: RulesData, today: string): Difference[] {
  const json = () => bodies.map((b) => JSON.parse(b) as unknown);
  switch (source.id) {
    case 'duelcommander':
      return duelcommander(source, bodies[0], rules, today);
    case 'wizards-commander':
      return wizardsPage(source, bodies[0], rules.commander.announcements, 'Commander announcement', (slug) => /commander/.test(slug), today);
    case 'wizards-brackets':
      return wizardsPage(source, bodies[0], rules.brackets.announcements, 'bracket announcement', () => true, today);
    case 'scryfall-gamechangers':
      return scryfallGameChangers(source, json(), rules, today);
    case 'pdhhomebase':
      return pdhhomebase(source, bodies[0], today);
    case 'mtgjson':
      return mtgjson(source, json()[0], today);
    default:
      throw new Error(`unknown source ${source.id}`);
  }
}

/** `--write`: applies what needs no reading (the Game Changers list as Scryfall marks it), dated today. */
export function applyDifferences(rules: RulesData, pages: unknown[], today: string): RulesData {
  const names = new Set<string>();
  for (const p of pages) for (const c of ((p as { data?: unknown[] }).data ?? []) as Array<{ name?: unknown }>) if (typeof c.name === 'string') names.add(c.name);
  const next = structuredClone(rules);
  const kept = next.brackets.gameChangers.cards.filter((n) => names.has(n));
  const added = [...names].filter((n) => !kept.includes(n)).sort();
  next.brackets.gameChangers = {
    ...next.brackets.gameChangers,
    cards: [...kept, ...added],
    asOf: today,
    source: `${next.brackets.gameChangers.source}; checked against Scryfall's is:gamechanger on ${today}`.replace(/(; checked against Scryfall's is:gamechanger on \d{4}-\d{2}-\d{2})+/, `; checked against Scryfall's is:gamechanger on ${today}`),
  };
  next.date = today;
  return next;
}

/** One line per difference: "[source] (date) text". */
export function differenceLine(d: Difference): string {
  return `[${d.source}] (${d.sourceDate}) ${d.text}`;
}
