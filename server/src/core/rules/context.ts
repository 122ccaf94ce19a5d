// Everything the rules need, computed once per deck: each entry with its card, its zone (as the
// list marks it, as a `commander:` line names it, else as commander-inference.ts infers it), copy
// groups, the commanders' identity and counts. What is computed from the built context (the
// combos, the bracket floor) is checkDeck's business, not this file's.
import * as l10n from '@vscode/l10n';
import type { Card, CardDatabase, Color, Legality } from '../cards/types';
import type { DeckDocument, EntryNode, SectionKind } from '../parse/types';
import type { DeckDiagnostic, Range } from '../types';
import type { CommanderEligibility, FormatDefinition, SeverityMap } from '../formats/schema';
import { legalityReader } from '../formats/legality';
import { nounText } from '../formats/texts';
// The rules and the hover name a format's commander noun as the format texts do.
export { nounText };
import { resolveByDeckPairs } from './deck-names';
import { report, type DiagnosticSource, type ReportDetails } from './report';
import { nameKey } from '../cards/names';
import { isJapanese } from '../cards/japanese';
import { editDistance } from '../parse/text-util';
import { inferCommander } from './commander-inference';
import type { CardGroup, CheckContext, CommanderInference, DeckCounts, NameCorrection, ResolvedEntry, SuggestionBudget, Zone } from './context-types';
import { COLOR_ORDER } from './wording';
import type { Door } from '../doors';
export type { CardGroup, CheckContext, CommanderInference, CommanderSource, DeckCounts, NameCorrection, ResolvedEntry, SuggestionBudget, Zone } from './context-types';
export { article, identityText, quantityText, withArticle } from './wording';

export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** A color's name in the user's language ("white", 白). */
export function colorName(c: Color): string {
  switch (c) {
    case 'W':
      return l10n.t('white');
    case 'U':
      return l10n.t('blue');
    case 'B':
      return l10n.t('black');
    case 'R':
      return l10n.t('red');
    default:
      return l10n.t('green');
  }
}

export function colorWords(colors: Iterable<Color>): string {
  const list = COLOR_ORDER.filter((c) => new Set(colors).has(c)).map(colorName);
  if (list.length <= 1) return list[0] ?? l10n.t('colorless');
  return l10n.t('{0} and {1}', list.slice(0, -1).join(l10n.t(', ')), list[list.length - 1]);
}

/** The face a card is read by before it is cast: the front face; a split card is both halves at once. */
function frontFace(card: Card): Pick<Card, 'typeLine' | 'power' | 'toughness'> {
  return card.faces.length > 0 && card.layout !== 'split' ? card.faces[0] : card;
}

/** The supertypes and card types of the front face ("Legendary Creature"). */
export function frontTypes(card: Card): string {
  return frontFace(card).typeLine.split(/[—–]| - /)[0];
}

export function isBackground(card: Card): boolean {
  return card.deckbuilding.pairing.some((p) => p.kind === 'background');
}

/**
 * A Vehicle or Spacecraft (front face) with a power/toughness box. Both words are artifact subtypes
 * (CR 205.3g), never another part of a type line; the data gives power and toughness together.
 */
function isVehicleWithPowerToughness(card: Card): boolean {
  const front = frontFace(card);
  return /\b(?:Vehicle|Spacecraft)\b/.test(front.typeLine) && front.power !== undefined;
}

/** Whether a card may be a commander under the format's eligibility list. */
export function commanderEligibility(
  card: Card,
  eligibility: CommanderEligibility[],
  legality: Legality | 'unknown' | 'none',
): { ok: boolean; why?: string; unconfirmed?: boolean } {
  const types = frontTypes(card);
  const legendary = /\bLegendary\b/.test(types);
  const creature = /\bCreature\b/.test(types);
  const planeswalker = /\bPlaneswalker\b/.test(types);
  for (const e of eligibility) {
    if (e === 'legendary-creature' && legendary && creature) return { ok: true };
    if (e === 'legendary-vehicle' && legendary && isVehicleWithPowerToughness(card)) return { ok: true };
    if (e === 'legendary-planeswalker' && legendary && planeswalker) return { ok: true };
    if (e === 'planeswalker' && planeswalker) return { ok: true };
    if (e === 'can-be-commander' && card.deckbuilding.canBeCommander) return { ok: true };
    if (e === 'uncommon-creature' && creature) {
      const pdh = pauperCommanderEligibility(card, legality);
      if (pdh !== 'no') return { ok: true, unconfirmed: pdh === 'unconfirmed' };
    }
  }
  return { ok: false };
}

/**
 * Whether a creature may lead a Pauper Commander deck, from the data that says it, best first:
 * MTGJSON's flag when true; older Scryfall data's `restricted` ("commander only"); an uncommon
 * rarity, of the data's printing or of any printing it lists. `no` only where the data proves it:
 * it lists every printing's rarity (MTGJSON v3 AllSets) and none is uncommon. MTGJSON's flag when
 * false was read from one printing, and current Scryfall data marks uncommon creatures `not_legal`
 * and names one printing's rarity: neither rules out another printing at uncommon, so
 * `unconfirmed`. Data with neither legality nor rarity is left to legality-unknown (`yes`).
 */
export function pauperCommanderEligibility(card: Card, legality: Legality | 'unknown' | 'none'): 'yes' | 'no' | 'unconfirmed' {
  if (card.pauperCommander === true) return 'yes';
  // A promo's, a Secret Lair's or a local release's rarity no longer counts (pdhhomebase.com, "Updating PDH's framework").
  if (legality === 'restricted' || (card.rarity === 'uncommon' && !card.rarityFromSupplement) || card.printedRarities?.includes('uncommon')) return 'yes';
  if (card.printedRarities?.length) return 'no';
  if (card.pauperCommander === false) return 'unconfirmed';
  if ((legality === 'unknown' || legality === 'none') && !card.rarity) return 'yes';
  return 'unconfirmed';
}

export function eligibilityText(eligibility: CommanderEligibility[]): string {
  const words: Record<CommanderEligibility, () => string> = {
    'legendary-creature': () => l10n.t('a legendary creature'),
    'legendary-vehicle': () => l10n.t('a legendary Vehicle or Spacecraft with power and toughness'),
    'legendary-planeswalker': () => l10n.t('a legendary planeswalker'),
    planeswalker: () => l10n.t('a planeswalker'),
    'can-be-commander': () => l10n.t('a card that says it can be your commander'),
    'uncommon-creature': () => l10n.t('a creature printed at uncommon'),
  };
  const list = eligibility.map((e) => words[e]());
  if (list.length <= 1) return list[0] ?? l10n.t('nothing');
  return l10n.t('{0} or {1}', list.slice(0, -1).join(l10n.t(', ')), list[list.length - 1]);
}

/** Ranges are the card name's range: what an editor underlines. */
export function nameRange(r: ResolvedEntry): Range {
  return r.entry.nameRange;
}

/**
 * Whether a written name is a near miss of a card name: at most one edit for names up to 8
 * characters, two up to 16, three beyond (edits of neighbours' order count once).
 */
export function closeName(written: string, name: string): boolean {
  const a = nameKey(written);
  const b = nameKey(name);
  const max = b.length <= 8 ? 1 : b.length <= 16 ? 2 : 3;
  return editDistance(a, b, max) <= max;
}

/**
 * A category or tag that names the command zone: "Commander" or "Commanders", the whole of it. A
 * tag that only starts with the word ("Commander Staples", `#commander-staples`) says nothing of
 * where the card is.
 */
function isCommanderTag(text: string): boolean {
  return /^\s*commanders?\s*$/i.test(text);
}

export const DEFAULT_SUGGESTION_BUDGET: SuggestionBudget = { names: 200, ms: 1000 };

/** An editor's budget: the check publishes at once, suggestions follow (see SuggestionBudget.names). */
export const EDITOR_SUGGESTION_BUDGET: SuggestionBudget = { names: 0, ms: 0 };

export interface ContextOptions {
  path?: string;
  severities?: SeverityMap;
  suggestionBudget?: SuggestionBudget;
}

export function buildContext(doc: DeckDocument, db: CardDatabase, format: FormatDefinition, options: ContextOptions = {}): CheckContext {
  const severities: SeverityMap = { ...format.severities, ...(options.severities ?? {}) };
  const lookupCache = new Map<string, Card | undefined>();
  const lookupOne = (n: string): Card | undefined => {
    if (!lookupCache.has(n)) lookupCache.set(n, db.lookup(n));
    return lookupCache.get(n);
  };
  const lookup = (names: string[]): Card | undefined => {
    for (const n of names) {
      const c = lookupOne(n);
      if (c) return c;
    }
    return undefined;
  };

  const resolved: ResolvedEntry[] = doc.entries.map((entry) => {
    // Stryker disable next-line ArrayDeclaration: the parsers give every entry at least its written name to look up (bilingual-names.ts, structured.ts)
    const card = lookup(entry.lookupNames.length ? entry.lookupNames : [entry.name]);
    // The parsers put a marked line (*CMDR*, [Commander], a Commander section) in its zone; a
    // category that only starts with the word ("Commanders") is read here.
    const commanderByTag = (entry.section === 'main' || entry.section === 'sideboard' || entry.section === 'outside') && entry.tags.some((t) => isCommanderTag(t.text));
    const zone: Zone = commanderByTag ? 'commander' : entry.section;
    return { entry, card, zone, key: card ? card.name : nameKey(entry.name), name: card ? card.name : entry.name, shown: shownName(entry.name, card) };
  });
  // A line the parser was unsure of (no count, above or below counted lines) whose name is no card:
  // the list's title or a remark. It is not counted; the unknown-card rule says it was not read.
  const unread = resolved.filter((e) => e.entry.unsure && !e.card).map((e) => e.entry);
  const entries = unread.length ? resolved.filter((e) => !(e.entry.unsure && !e.card)) : resolved;
  resolveByDeckPairs(entries, shownName);

  const nameCorrections = placeNamedCards(doc, format, entries, lookup);

  const { legality, unavailable: legalityUnavailable, key: legalityKey } = legalityReader(format, db.info);

  const cmd = format.commander;
  let inferred: CommanderInference | undefined;
  // Stryker disable next-line ArrayDeclaration: read only where a commander format found no commander, and then inference has set it
  let commanderCandidates: ResolvedEntry[] = [];
  if (cmd) {
    if (cmd.signatureSpell) {
      for (const e of entries) {
        if (e.zone === 'commander' && e.card && /\b(Instant|Sorcery)\b/.test(frontTypes(e.card))) e.zone = 'signature';
      }
    }
    // A command zone that holds only the signature spell still has its leader to find.
    if (!entries.some((e) => e.zone === 'commander')) {
      const eligible = (e: ResolvedEntry) =>
        !!e.card && e.entry.quantity === 1 && commanderEligibility(e.card, cmd.eligibility, legality(e.card)).ok;
      ({ inferred, candidates: commanderCandidates } = inferCommander(doc, format, entries, eligible));
    }
  }
  const commanders = entries.filter((e) => e.zone === 'commander');
  const signatureSpells = entries.filter((e) => e.zone === 'signature');
  const companions = entries.filter((e) => e.zone === 'companion');

  const { identity, counts, groups } = tally(entries, commanders, format);

  return {
    doc,
    db,
    format,
    path: options.path,
    entries,
    unread,
    commanders,
    signatureSpells,
    companions,
    inferred,
    nameCorrections,
    commanderCandidates,
    identity,
    groups,
    counts,
    legality,
    legalityUnavailable,
    legalityKey,
    severities,
    suggestionBudget: options.suggestionBudget ?? DEFAULT_SUGGESTION_BUDGET,
    report: (source, range, message, details) => report(severities, source, range, message, details),
    shownName: shownNames(entries),
  };
}

/**
 * The cards the `commander:` / `partner:` / `background:` / `oathbreaker:` and `companion:` lines
 * name: a line of the deck moves into the zone, else an entry is made for it; a misspelt name is
 * taken as the one close card of the deck (a name correction).
 */
function placeNamedCards(
  doc: DeckDocument,
  format: FormatDefinition,
  entries: ResolvedEntry[],
  lookup: (names: string[]) => Card | undefined,
): NameCorrection[] {
  const nameCorrections: NameCorrection[] = [];
  for (const d of doc.directives) {
    const toCompanion = d.key === 'companion';
    if (!toCompanion && d.key !== 'commander' && d.key !== 'partner' && d.key !== 'background' && d.key !== 'oathbreaker') continue;
    const zone: 'commander' | 'companion' = toCompanion ? 'companion' : 'commander';
    // The parsers keep a value's trailing em space (U+2003) and the like.
    const whole = d.value.trim();
    // Stryker disable next-line ArrayDeclaration: no card name holds ";", " + " or "|", so the split gives such a name back whole
    const names = lookup([whole]) ? [whole] : whole.split(/\s*;\s*|\s+\+\s+|\s*\|\s*/).filter(Boolean);
    for (const name of names) {
      let card = lookup([name]);
      const key = card ? card.name : nameKey(name);
      if (entries.some((e) => e.zone === zone && e.key === key)) continue;
      // A constructed companion stays in the sideboard too (it is one of the 15); elsewhere the
      // named card is taken out of the deck list into its zone.
      const keepInSideboard = toCompanion && format.companion.fromSideboard;
      let hit = keepInSideboard
        ? undefined
        : (entries.find((e) => e.key === key && e.zone === 'main') ??
          entries.find((e) => e.key === key && (e.zone === 'sideboard' || e.zone === 'outside')));
      if (!hit && !card) {
        // `CDR: Phelia, Exuberant Shepard` over a list holding Phelia, Exuberant Shepherd: the one
        // card of the deck that could fill the zone and is close to the name is meant.
        const close = entries.filter(
          (e) =>
            e.card &&
            (e.zone === 'main' || e.zone === 'sideboard' || e.zone === 'outside') &&
            // Stryker disable next-line StringLiteral: only `ok` is read, which no legality changes but for an uncommon creature, where 'unknown' and '' both leave it ok
            (toCompanion ? e.card.deckbuilding.companion : !format.commander || commanderEligibility(e.card, format.commander.eligibility, 'unknown').ok) &&
            closeName(name, e.card.name),
        );
        // Both names may be newer than the card data: then the deck's own lines are matched by spelling.
        const spelt = close.length
          ? []
          : entries.filter(
              (e) => !e.card && !e.synthetic && e.entry.quantity === 1 && (e.zone === 'main' || e.zone === 'sideboard' || e.zone === 'outside') && closeName(name, e.entry.name),
            );
        if (close.length === 1 || spelt.length === 1) {
          const meant = close[0] ?? spelt[0];
          nameCorrections.push({ written: name, entry: meant, zone, range: d.valueRange, ...(spelt.length ? { bySpelling: true as const } : {}) });
          // A constructed companion is also made the companion, as the right spelling would make it
          // (below); a line matched by spelling alone has no card to check as one.
          if (!keepInSideboard) hit = meant;
          else if (meant.card) card = meant.card;
          else continue;
        }
      }
      if (hit) {
        hit.zone = zone;
      } else {
        const entry: EntryNode = {
          kind: 'entry',
          line: d.line,
          range: d.valueRange,
          section: toCompanion ? 'companion' : 'commander',
          quantity: 1,
          name,
          nameRange: d.valueRange,
          lookupNames: [name],
          markers: [],
          tags: [],
        };
        entries.push({ entry, card, zone, key: card ? card.name : key, name: card ? card.name : name, shown: shownName(name, card), synthetic: true });
      }
    }
  }
  return nameCorrections;
}

/**
 * A card's name in a message or a fix title, as the deck line wrote it: a name written in Japanese
 * (`ラノワールのエルフ`, `《稲妻/Lightning Bolt》`) stays Japanese, in 《》 as Japanese Magic texts
 * set card names apart; a name written in English is the card's own (its case and accents
 * corrected); an unknown name is as written.
 */
export function shownName(written: string, card: Card | undefined): string {
  if (!card) return written;
  return isJapanese(written) ? `《${written}》` : card.name;
}

/** Canonical name → the deck's writing of it; built on first use, and only from lines not written in English. */
function shownNames(entries: ResolvedEntry[]): (name: string) => string {
  let byName: Map<string, string> | undefined;
  const build = (): Map<string, string> => {
    const m = new Map<string, string>();
    for (const e of entries) if (e.shown !== e.name && !m.has(e.name)) m.set(e.name, e.shown);
    return m;
  };
  return (name) => (byName ??= build()).get(name) ?? name;
}

/**
 * What the rules count once the zones are settled: the commanders' color identity, the cards per
 * zone, and the copy groups over the zones that count toward the copy limit.
 */
function tally(entries: ResolvedEntry[], commanders: ResolvedEntry[], format: FormatDefinition): Pick<CheckContext, 'identity' | 'counts' | 'groups'> {
  let identity: Set<Color> | undefined;
  if (format.commander && commanders.length > 0 && commanders.every((c) => c.card)) {
    identity = new Set();
    for (const c of commanders) for (const col of c.card!.colorIdentity) identity.add(col);
  }

  const counts: DeckCounts = { main: 0, commander: 0, companion: 0, sideboard: 0, maybeboard: 0 };
  for (const e of entries) {
    const q = e.entry.quantity;
    switch (e.zone) {
      case 'main':
        counts.main += q;
        break;
      case 'commander':
      case 'signature':
        counts.commander += q;
        break;
      case 'companion':
        counts.companion += q;
        break;
      case 'sideboard':
        counts.sideboard += q;
        break;
      default:
        counts.maybeboard += q;
    }
  }

  // Copy groups over the zones that count toward the copy limit.
  const counted = (z: Zone) =>
    z === 'main' || z === 'commander' || z === 'signature' || (z === 'sideboard' && format.sideboard.countsTowardCopyLimit);
  const groupMap = new Map<string, CardGroup>();
  for (const e of entries) {
    if (!e.card || !counted(e.zone)) continue;
    let g = groupMap.get(e.key);
    if (!g) {
      g = { key: e.key, name: e.name, shown: e.shown, card: e.card, entries: [], total: 0 };
      groupMap.set(e.key, g);
    }
    g.entries.push(e);
    g.total += e.entry.quantity;
  }

  return { identity, counts, groups: [...groupMap.values()] };
}

/** The place for a deck-level diagnostic: the section header of the zone, else the first entry, else line 0. */
// Stryker disable next-line StringLiteral: every caller names the zone; the default is never used
export function deckLevelRange(ctx: CheckContext, section: SectionKind = 'main'): Range {
  const header = ctx.doc.nodes.find((n) => n.kind === 'section' && n.section === section);
  if (header) return header.range;
  const first = ctx.entries.find((e) => e.zone === section && !e.synthetic) ?? ctx.entries.find((e) => !e.synthetic);
  if (first) return first.entry.range;
  return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
}

/**
 * The place for a deck-wide note (information, such as the mana sources against Karsten's tables): the
 * `format:` line, else the first section header, else the first card line's count. Never a card's
 * name: an editor shows the problems under the pointer above a hover, and a note about the whole
 * deck must not open every hover of the first card.
 */
export function deckNoteRange(ctx: CheckContext): Range {
  const dir = ctx.doc.directives.find((d) => d.key === 'format');
  if (dir) return dir.range;
  const header = ctx.doc.nodes.find((n) => n.kind === 'section');
  if (header) return header.range;
  const first = ctx.entries.find((e) => !e.synthetic)?.entry;
  if (first) return first.quantityRange ?? { start: first.range.start, end: first.range.start };
  return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
}

/** 3 → "3rd", 11 → "11th". */
export function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return l10n.t('{0}th', n);
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return suffix === 'st' ? l10n.t('{0}st', n) : suffix === 'nd' ? l10n.t('{0}nd', n) : suffix === 'rd' ? l10n.t('{0}rd', n) : l10n.t('{0}th', n);
}
