// `npm run rules:watch`: what the official sources say today, compared with data/rules.json. Each
// source is read from its own page or API (or, in tests, from a saved copy of it) and every
// difference is named with the source's date; the weekly workflow (.github/workflows/rules-watch.yml)
// turns them into a pull request (what can be applied without reading an announcement: the Game
// Changers list from Scryfall) or an issue (an announcement a person must read into the chain).
// The Scryfall and MTGJSON shape checks are the live contract's (live-contract-checks.ts).
//
// Each parser reads the structure its source serves (as read on 2026-11-29, below); when that
// structure is not found it throws SourceShapeError, which the watch reports as "could not read
// SOURCE" (exit 2, nothing written), never as a list whose every entry was removed.
//   duelcommander.org/banlist/: each card is `<div class="ban-item" data-card-name="NAME">` inside a
//     `<div class="ban-grid" id="banned-commanders">` (banned as commander only), `id="banned-cards"`
//     and `id="offensive-cards"`, under h2 headings, with a "Last Updated: Month D, YYYY" line
//     (read 2026-11-29 in a public Duel Commander deck validator's scraper of that page, found
//     through the code search; the page itself is not in the stored sources).
//   magic.wizards.com/en/banned-restricted-list: an h2 "Commander Banned Cards" followed by a list,
//     one `<li>` per card, "NAME – only banned as a companion" for a companion-only ban, and `<li>`s
//     for the categories (Conspiracy card type, ante, offensive cards) (read 2026-11-29 in a public
//     Commander deck builder's import script of that page).
//   magic.wizards.com/en/formats/commander: the Game Changers are a block of the page's embedded data
//     (`identifier:"gamechangers"`, one `topic:"White"` … `topic:"Colorless"` group per color) whose
//     rich text names each card as `\u003Cauto-card\u003ENAME\u003C\u002Fauto-card\u003E` (read
//     2026-11-29 in the same import script).
//   magic.wizards.com/en/commander-brackets and pdhhomebase.com/rules: their markup was not found in
//     the stored sources on 2026-11-29 (only their text: headings and bullet lists); the parsers ask
//     for the least they need (announcement links; a "Banned" heading with a list, and a date).
//   api.scryfall.com/cards/search?q=is:gamechanger: a `list` object (`total_cards`, `has_more`,
//     `next_page`, `data` of card objects with `game_changer`, `legalities`, `layout`); no match is an
//     `error` object (scryfall.com/docs/api/cards/search, as the live contract reads it).
//   mtgjson.com/api/v5/Meta.json and AtomicCards.json.gz: `{ meta, data }`; AtomicCards' data maps a
//     name to its faces, each with a `legalities` object keyed by lowercase format names (MTGJSON v5's
//     Legalities model: docs.rs/crate/mtgjson 5.2.2, src/card/legalities.rs, read 2026-11-29).
import { BUILTIN_FORMATS } from '../server/src/core/formats/builtin';
import type { RulesData } from '../server/src/core/rules-data';
import { duelListAsOf, replayBannedAsCommander } from '../server/src/core/formats/duel-commander';
import { checkCardRecord, checkMtgjsonMeta, LEGALITY_KEYS_READ } from './live-contract-checks';

/** The source no longer has the structure its parser reads: reported as "could not read", not as differences. */
export class SourceShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceShapeError';
  }
}

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
  { id: 'wizards-game-changers', url: 'https://magic.wizards.com/en/formats/commander', file: 'wizards-commander-format.html', what: "Wizards' Commander page (the Game Changers list)" },
  { id: 'scryfall-gamechangers', url: 'https://api.scryfall.com/cards/search?q=is%3Agamechanger&unique=cards&order=name', file: 'scryfall-gamechangers.json', what: "Scryfall's is:gamechanger search (game_changer, legality keys, layouts)" },
  { id: 'pdhhomebase', url: 'https://pdhhomebase.com/rules', file: 'pdhhomebase-rules.html', what: "pdhhomebase's rules page" },
  { id: 'mtgjson', url: 'https://mtgjson.com/api/v5/Meta.json', file: 'mtgjson-meta.json', what: "MTGJSON's Meta.json (version and keys)" },
  { id: 'mtgjson-atomic', url: 'https://mtgjson.com/api/v5/AtomicCards.json.gz', file: 'mtgjson-atomiccards-head.json', what: "the start of MTGJSON's AtomicCards (legality keys)" },
];

/** MTGJSON v5's legality keys (docs.rs/crate/mtgjson 5.2.2, src/card/legalities.rs, read 2026-11-29; MTGJSON writes them lowercase, without underscores). */
export const MTGJSON_LEGALITY_KEYS: readonly string[] = [
  'alchemy', 'brawl', 'commander', 'duel', 'explorer', 'future', 'gladiator', 'historic', 'historicbrawl', 'legacy', 'modern',
  'oathbreaker', 'oldschool', 'pauper', 'paupercommander', 'penny', 'pioneer', 'predh', 'premodern', 'standard', 'standardbrawl',
  'timeless', 'vintage',
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", rsquo: '\u2019', lsquo: '\u2018', nbsp: ' ', ndash: '\u2013', mdash: '\u2014' };
/** Text of an HTML fragment: tags dropped, entities decoded, spaces collapsed, curly apostrophes straight (card names use '). */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+);/gi, (m, n: string) => ENTITIES[n.toLowerCase()] ?? m)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The HTML after the heading whose text matches `title`, up to the next heading of the same or a higher level; undefined when no heading matches. */
function sectionAfterHeading(html: string, title: RegExp): string | undefined {
  for (const m of html.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi)) {
    if (!title.test(htmlText(m[2]))) continue;
    const rest = html.slice(m.index! + m[0].length);
    const next = new RegExp(`<h[1-${m[1]}][\\s>]`, 'i').exec(rest);
    return rest.slice(0, next ? next.index : rest.length);
  }
  return undefined;
}

/** The text of each `<li>` of an HTML fragment. */
const listItems = (html: string): string[] => [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => htmlText(m[1])).filter(Boolean);

/** Names in `found` and not in `recorded`, and the other way round, sorted. */
function listChanges(found: Iterable<string>, recorded: Iterable<string>): { added: string[]; removed: string[] } {
  const f = new Set(found);
  const r = new Set(recorded);
  return { added: [...f].filter((n) => !r.has(n)).sort(), removed: [...r].filter((n) => !f.has(n)).sort() };
}

/** The newest announcement a Wizards page links, against the newest data/rules.json records. */
function newerAnnouncement(source: WatchSource, html: string, recorded: readonly { date: string }[], what: string, filter: (slug: string) => boolean): Difference[] {
  const newest = newestWizardsAnnouncement(html, filter);
  if (!newest) return [];
  const known = recorded.map((a) => a.date).reduce((a, b) => (b > a ? b : a), '');
  if (newest.date <= known) return [];
  return [{ source: source.id, sourceDate: newest.date, text: `${source.url} links an announcement of ${newest.date} (${newest.url}), newer than the newest ${what} in data/rules.json (${known}): read it and record it`, action: 'read' }];
}

/** The cards of a duelcommander.org ban grid (`<div class="ban-grid" id="ID">`, one `data-card-name` per card), undefined when the page has no such grid. */
function banGrid(html: string, id: string): string[] | undefined {
  const start = new RegExp(`<div[^>]*\\bclass="ban-grid"[^>]*\\bid="${id}"[^>]*>|<div[^>]*\\bid="${id}"[^>]*\\bclass="ban-grid"[^>]*>`).exec(html);
  if (!start) return undefined;
  const rest = html.slice(start.index + start[0].length);
  const end = /<div[^>]*\bclass="ban-grid"|<h[1-6][\s>]/i.exec(rest);
  const grid = rest.slice(0, end ? end.index : rest.length);
  return [...grid.matchAll(/\bdata-card-name="([^"]+)"/g)].map((m) => htmlText(m[1]));
}

/** duelcommander.org's banlist page: its "Last Updated" date, its "banned as commander" grid against the replayed chain, and the announcements it links. */
function duelcommander(source: WatchSource, html: string, rules: RulesData): Difference[] {
  const out: Difference[] = [];
  const history = rules.duelCommander.history;
  const asOf = duelListAsOf(history);
  const updated = /Last Updated:?\s*(?:<[^>]+>\s*)*([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})/.exec(html);
  const pageDate = updated ? monthDayYear(updated[1], updated[2], updated[3]) : undefined;
  if (!pageDate) throw new SourceShapeError('no "Last Updated: Month D, YYYY" line');
  const commanders = banGrid(html, 'banned-commanders');
  if (!commanders?.length) throw new SourceShapeError('no cards in a <div class="ban-grid" id="banned-commanders"> (data-card-name)');
  if (!banGrid(html, 'banned-cards')?.length) throw new SourceShapeError('no cards in a <div class="ban-grid" id="banned-cards"> (data-card-name)');
  if (pageDate > asOf)
    out.push({ source: source.id, sourceDate: pageDate, text: `${source.url} was updated on ${pageDate}, after data/rules.json's Duel Commander list of ${asOf}: read the announcement and add it to duelCommander.history`, action: 'read' });
  const { added, removed } = listChanges(commanders, replayBannedAsCommander());
  if (added.length) out.push({ source: source.id, sourceDate: pageDate, text: `banned as commander on ${source.url}: ${added.join(', ')}, not in data/rules.json's list of ${asOf}`, action: 'read' });
  if (removed.length) out.push({ source: source.id, sourceDate: pageDate, text: `banned as commander in data/rules.json's list of ${asOf}: ${removed.join(', ')}, no longer on ${source.url}`, action: 'read' });
  const recorded = new Set(history.filter((e) => e.kind === 'announcement' && e.url).map((e) => (e as { url: string }).url.replace(/^https:\/\/(www\.)?/, '')));
  for (const m of html.matchAll(/href="((?:https:\/\/(?:www\.)?duelcommander\.org)?\/announcements\/(\d{4})\/(\d{2})\/(\d{2})\/?)"/g)) {
    const date = `${m[2]}-${m[3]}-${m[4]}`;
    const url = m[1].startsWith('http') ? m[1] : `https://www.duelcommander.org${m[1]}`;
    if (date > asOf && !recorded.has(url.replace(/^https:\/\/(www\.)?/, '')))
      out.push({ source: source.id, sourceDate: date, text: `${url}: an announcement of ${date} that data/rules.json does not record (its Duel Commander list is of ${asOf})`, action: 'read' });
  }
  return out;
}

/** Wizards' banned and restricted page: the "Commander Banned Cards" list (its companion-only bans against data/rules.json) and the newest Commander announcement it links. */
function wizardsCommander(source: WatchSource, html: string, rules: RulesData, today: string): Difference[] {
  const section = sectionAfterHeading(html, /^Commander Banned Cards$/i);
  if (section === undefined) throw new SourceShapeError('no "Commander Banned Cards" heading');
  const items = listItems(section);
  if (!items.length) throw new SourceShapeError('no list items under "Commander Banned Cards"');
  const companions = items.flatMap((i) => {
    const m = /^(.+?)\s*[-\u2013\u2014]\s*only banned as a companion\b/i.exec(i);
    return m ? [m[1].trim()] : [];
  });
  const out: Difference[] = [];
  const { added, removed } = listChanges(companions, rules.commander.bannedAsCompanion);
  if (added.length) out.push({ source: source.id, sourceDate: today, text: `banned as a companion only on ${source.url}: ${added.join(', ')}, not in data/rules.json's commander.bannedAsCompanion of ${rules.commander.asOf}`, action: 'read' });
  if (removed.length) out.push({ source: source.id, sourceDate: today, text: `data/rules.json's commander.bannedAsCompanion of ${rules.commander.asOf} has ${removed.join(', ')}, which ${source.url} no longer bans as a companion`, action: 'read' });
  out.push(...newerAnnouncement(source, html, rules.commander.announcements, 'Commander announcement', (slug) => /commander/.test(slug)));
  return out;
}

/** Wizards' Commander Brackets page: the newest bracket announcement it links (the page's markup was not read: the least is asked of it). */
function wizardsBrackets(source: WatchSource, html: string, rules: RulesData): Difference[] {
  if (!newestWizardsAnnouncement(html)) throw new SourceShapeError('links no dated announcement (/news/announcements/…-month-d-yyyy)');
  return newerAnnouncement(source, html, rules.brackets.announcements, 'bracket announcement', () => true);
}

const GAME_CHANGER_GROUPS = ['White', 'Blue', 'Black', 'Red', 'Green', 'Multicolor', 'Colorless'];

/** Wizards' Commander page: the Game Changers of its embedded data block, against data/rules.json's list. */
function wizardsGameChangers(source: WatchSource, html: string, rules: RulesData, today: string): Difference[] {
  const start = html.indexOf('identifier:"gamechangers"');
  if (start < 0) throw new SourceShapeError('no embedded block identifier:"gamechangers"');
  const end = html.indexOf('identifier:"', start + 1);
  const block = html.slice(start, end < 0 ? html.length : end);
  const missing = GAME_CHANGER_GROUPS.filter((g) => !block.includes(`topic:"${g}"`));
  if (missing.length) throw new SourceShapeError(`the Game Changers block has no topic:"${missing.join('", topic:"')}" group`);
  const names = [...block.matchAll(/\\u003Cauto-card\\u003E(.*?)\\u003C\\u002Fauto-card\\u003E/g)].map((m) =>
    m[1].replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))).replace(/\\"/g, '"').replace(/[\u2018\u2019]/g, "'").trim(),
  );
  if (!names.length) throw new SourceShapeError('no card (\\u003Cauto-card\\u003E…) in the Game Changers block');
  const list = rules.brackets.gameChangers;
  const { added, removed } = listChanges(names, list.cards);
  const out: Difference[] = [];
  if (added.length) out.push({ source: source.id, sourceDate: today, text: `Game Changers: Wizards lists ${added.join(', ')}, not in data/rules.json's list of ${list.asOf}`, action: 'read' });
  if (removed.length) out.push({ source: source.id, sourceDate: today, text: `Game Changers: data/rules.json's list of ${list.asOf} has ${removed.join(', ')}, which Wizards no longer lists`, action: 'read' });
  return out;
}

/** The cards of Scryfall's is:gamechanger search (its pages joined); throws SourceShapeError when an answer is not the list it should be. */
export function gameChangerNames(pages: unknown[]): Set<string> {
  const names = new Set<string>();
  let total: number | undefined;
  let marked = 0;
  for (const [p, page] of pages.entries()) {
    const list = page as { object?: unknown; data?: unknown; total_cards?: unknown; details?: unknown };
    if (!list || list.object !== 'list' || !Array.isArray(list.data))
      throw new SourceShapeError(`page ${p + 1} is not a list object (object: ${JSON.stringify(list?.object)}${typeof list?.details === 'string' ? `: ${list.details}` : ''})`);
    if (typeof list.total_cards === 'number') total ??= list.total_cards;
    for (const card of list.data as Array<Record<string, unknown>>) {
      if (typeof card?.name === 'string') names.add(card.name);
      if (typeof card?.game_changer === 'boolean') marked++;
    }
  }
  if (!names.size) throw new SourceShapeError('the search answered no card');
  if (total !== undefined && total !== names.size) throw new SourceShapeError(`total_cards is ${total}, but the pages read hold ${names.size} cards`);
  if (!marked) throw new SourceShapeError('no card has a "game_changer" field');
  return names;
}

/** Scryfall's is:gamechanger search (one page or several, joined): names against the Game Changers list; card shapes by the live contract. */
function scryfallGameChangers(source: WatchSource, pages: unknown[], rules: RulesData, today: string): Difference[] {
  const out: Difference[] = [];
  const names = gameChangerNames(pages);
  const notes = new Set<string>();
  for (const page of pages)
    for (const [i, card] of ((page as { data: unknown[] }).data ?? []).entries()) {
      const c = card as Record<string, unknown>;
      const r = checkCardRecord(card, `${source.id} card ${i}`);
      for (const p of r.problems) notes.add(`card shape: ${p}`);
      for (const n of r.notes) notes.add(n);
      if (c.game_changer === false) notes.add(`${String(c.name)} is in the is:gamechanger search with game_changer false`);
    }
  const { added, removed } = listChanges(names, rules.brackets.gameChangers.cards);
  if (added.length) out.push({ source: source.id, sourceDate: today, text: `Game Changers: Scryfall marks ${added.join(', ')}, not in data/rules.json's list of ${rules.brackets.gameChangers.asOf}`, action: 'write' });
  if (removed.length) out.push({ source: source.id, sourceDate: today, text: `Game Changers: data/rules.json's list of ${rules.brackets.gameChangers.asOf} has ${removed.join(', ')}, which Scryfall no longer marks`, action: 'write' });
  for (const n of notes) out.push({ source: source.id, sourceDate: today, text: n, action: 'read' });
  return out;
}

/** pdhhomebase's rules page: its banned list must be there (a "Banned" heading with a list); the newest date it shows, against the day Pauper Commander's rules were last checked. */
function pdhhomebase(source: WatchSource, html: string): Difference[] {
  const checked = BUILTIN_FORMATS.find((f) => f.id === 'paupercommander')?.asOf ?? '';
  const banned = sectionAfterHeading(html, /\bbanned\b/i);
  if (banned === undefined || !listItems(banned).length) throw new SourceShapeError('no "Banned" heading followed by a list');
  let newest = '';
  for (const m of htmlText(html).matchAll(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),\s*(\d{4})\b/g)) {
    const d = monthDayYear(m[1], m[2], m[3])!;
    if (d > newest) newest = d;
  }
  for (const m of html.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) if (`${m[1]}-${m[2]}-${m[3]}` > newest) newest = `${m[1]}-${m[2]}-${m[3]}`;
  if (!newest) throw new SourceShapeError('shows no date (Month D, YYYY or YYYY-MM-DD)');
  if (newest <= checked) return [];
  return [{ source: source.id, sourceDate: newest, text: `${source.url} shows a change of ${newest}, after Pauper Commander's rules were checked (${checked}): read it (server/src/core/formats/builtin.ts)`, action: 'read' }];
}

function mtgjson(source: WatchSource, meta: unknown, today: string): Difference[] {
  const r = checkMtgjsonMeta(meta);
  const data = (meta as { data?: { date?: unknown } } | null)?.data;
  if (!data || typeof data !== 'object') throw new SourceShapeError('no "data" object');
  const date = typeof data.date === 'string' ? data.date : today;
  return [...r.problems, ...r.notes].map((text) => ({ source: source.id, sourceDate: date, text, action: 'read' as const }));
}

/**
 * The start of AtomicCards.json (`{"meta": {…}, "data": {"NAME": [face, …], …}`, cut anywhere after
 * its first cards): the legality keys of the faces read, against those the built-in formats read
 * (a missing one breaks them) and MTGJSON's known keys (a new one is worth knowing).
 */
function mtgjsonAtomic(source: WatchSource, head: string, today: string): Difference[] {
  const date = /"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"/.exec(head.slice(0, 2000))?.[1] ?? today;
  if (!/^\s*\{\s*"(meta|data)"\s*:/.test(head)) throw new SourceShapeError(`starts with ${JSON.stringify(head.trimStart().slice(0, 40))}, not {"meta": or {"data":`);
  const seen = new Map<string, number>();
  let faces = 0;
  for (const m of head.matchAll(/"legalities"\s*:\s*(\{[^{}]*\})/g)) {
    let o: unknown;
    try {
      o = JSON.parse(m[1]);
    } catch {
      continue;
    }
    if (!o || typeof o !== 'object') continue;
    faces++;
    for (const k of Object.keys(o)) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  if (!faces) throw new SourceShapeError('no "legalities" object in its first cards');
  const out: Difference[] = [];
  const keys = [...seen.keys()].sort();
  // MTGJSON leaves a format out where the card is not legal, so a key read by a format is missing only when no face read has it.
  for (const [key, formats] of LEGALITY_KEYS_READ)
    if (!seen.has(key) && MTGJSON_LEGALITY_KEYS.includes(key))
      out.push({ source: source.id, sourceDate: date, text: `AtomicCards.json: no face of the first ${faces} has the legality key "${key}" (read by ${formats.join(', ')})`, action: 'read' });
  for (const k of keys) if (!MTGJSON_LEGALITY_KEYS.includes(k)) out.push({ source: source.id, sourceDate: date, text: `AtomicCards.json: new legality key "${k}" (not among MTGJSON v5's)`, action: 'read' });
  return out;
}

/** The differences one source's answer shows (`body`: the page's text, or the API's JSON text; several pages joined for Scryfall). Throws SourceShapeError (the source could not be read). */
export function differencesOf(source: WatchSource, given: string[], rules: RulesData, today: string): Difference[] {
  // An HTML page's comments are not its content (a saved copy says where it comes from in one).
  const bodies = given.map((b) => (source.file.endsWith('.html') ? b.replace(/<!--[\s\S]*?-->/g, '') : b));
  const json = () =>
    bodies.map((b) => {
      try {
        return JSON.parse(b) as unknown;
      } catch (e) {
        throw new SourceShapeError(`not JSON (${(e as Error).message})`);
      }
    });
  switch (source.id) {
    case 'duelcommander':
      return duelcommander(source, bodies[0], rules);
    case 'wizards-commander':
      return wizardsCommander(source, bodies[0], rules, today);
    case 'wizards-brackets':
      return wizardsBrackets(source, bodies[0], rules);
    case 'wizards-game-changers':
      return wizardsGameChangers(source, bodies[0], rules, today);
    case 'scryfall-gamechangers':
      return scryfallGameChangers(source, json(), rules, today);
    case 'pdhhomebase':
      return pdhhomebase(source, bodies[0]);
    case 'mtgjson':
      return mtgjson(source, json()[0], today);
    case 'mtgjson-atomic':
      return mtgjsonAtomic(source, bodies[0], today);
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
