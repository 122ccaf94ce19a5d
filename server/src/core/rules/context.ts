// Everything the rules need, computed once per deck: each entry with its card, the
// zones after commander detection, copy groups, the commanders' identity and counts.
import * as l10n from '@vscode/l10n';
import type { Card, CardDatabase, Color, Legality } from '../cards/types';
import type { DeckDocument, EntryNode, SectionKind } from '../parse/types';
import type { DeckDiagnostic, Range } from '../types';
import type { CommanderEligibility, FormatDefinition, PairingKind, SeverityMap } from '../formats/schema';
import { legalityReader } from '../formats/legality';
import { nounText } from '../formats/texts';
// The rules and the hover name a format's commander noun as the format texts do.
export { nounText };
import { findPairing } from './pairing';
import { resolveByDeckPairs } from './deck-names';
import { commanderNames, coveringCommanders, deckIdentity } from './commander-cover';
import { report, type DiagnosticSource, type ReportDetails } from './report';
import { inList, nameKey } from '../cards/names';
import { isJapanese } from '../cards/japanese';
import { editDistance } from '../parse/text-util';
import type { BracketData, BracketFloor } from '../brackets/types';
import type { DeckCombos } from '../combos/types';

/** Where an entry counts after commander detection. `signature` = Oathbreaker's signature spell. */
export type Zone = SectionKind | 'signature';

export interface ResolvedEntry {
  entry: EntryNode;
  card?: Card;
  zone: Zone;
  /** Grouping key: the canonical card name, or the written name for unknown cards. */
  key: string;
  /** The card's canonical name (data, lists, lookups), or the name as written for an unknown card. */
  name: string;
  /** The name a person reads in a message or a fix title: see shownName. */
  shown: string;
  /** True for an entry made from a `commander:` directive naming a card not in the list. */
  synthetic?: boolean;
}

export interface CardGroup {
  key: string;
  name: string;
  /** The name as the group's first line writes it (shownName). */
  shown: string;
  card?: Card;
  /** Entries in zones that count toward the copy limit, in document order. */
  entries: ResolvedEntry[];
  total: number;
}

export interface DeckCounts {
  main: number;
  commander: number;
  companion: number;
  sideboard: number;
  maybeboard: number;
}

export type CommanderSource = 'section' | 'marker' | 'tag' | 'directive' | 'inferred' | 'none';

/** A `commander:` (or `companion:`) line whose name was not exact, taken as the one close card of the deck. */
export interface NameCorrection {
  written: string;
  entry: ResolvedEntry;
  range: Range;
  /** Neither name is in the card data: the line was matched by spelling alone. */
  bySpelling?: true;
}

export interface CommanderInference {
  entries: ResolvedEntry[];
  why: string;
  /**
   * When the commander was taken from its place in the list but leaves cards outside its color
   * identity, and several legends (or legal pairs) of the list would cover every card: those.
   */
  alternatives?: ResolvedEntry[][];
}

export interface CheckContext {
  doc: DeckDocument;
  db: CardDatabase;
  format: FormatDefinition;
  path?: string;
  entries: ResolvedEntry[];
  commanders: ResolvedEntry[];
  signatureSpells: ResolvedEntry[];
  companions: ResolvedEntry[];
  commanderSource: CommanderSource;
  inferred?: CommanderInference;
  /** Misspelt names in `commander:`/`companion:` lines resolved to a card of the deck. */
  nameCorrections: NameCorrection[];
  /** Eligible cards that could be the commander when none is marked (for commander-missing). */
  commanderCandidates: ResolvedEntry[];
  /** Union of the commanders' color identities; undefined when there is no commander. */
  identity?: Set<Color>;
  groups: CardGroup[];
  counts: DeckCounts;
  /** The legality of a card in this format, or `unknown` when the data cannot say. */
  legality(card: Card): Legality | 'unknown' | 'none';
  /** Why legality is unknown for every card (the data has none), if so. */
  legalityUnavailable?: string;
  /** The card data's legality key read for the format (an earlier key for older data). */
  legalityKey?: string;
  suggestionBudget: SuggestionBudget;
  /**
   * Reports a diagnostic of a rule (or another diagnostic source) with the configured severity, else
   * the rule's default; returns undefined when the code is off.
   */
  report(source: DiagnosticSource, range: Range, message: string, details?: ReportDetails): DeckDiagnostic | undefined;
  severities: SeverityMap;
  /**
   * A card's canonical name as the deck writes it, for a message that holds names from data (a
   * bracket list, a combo): the first line of that card, else the name itself.
   */
  shownName(name: string): string;
  /** The Commander Brackets lists and limits in force (the built-in ones when absent). */
  brackets?: BracketData;
  /** The bracket floor, for formats that use brackets (set by checkDeck before the rules run). */
  bracket?: BracketFloor;
  /** Commander Spellbook combos in the deck, when downloaded (set by checkDeck before the rules run). */
  combos?: DeckCombos;
}

export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const COLOR_ORDER: Color[] = ['W', 'U', 'B', 'R', 'G'];

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

/** "a commander", "an oathbreaker" (Japanese has no article: 統率者). */
export function withArticle(word: string): string {
  return article(word) === 'an' ? l10n.t('an {0}', word) : l10n.t('a {0}', word);
}

export function identityText(colors: Iterable<Color>): string {
  const list = COLOR_ORDER.filter((c) => new Set(colors).has(c));
  return list.length ? list.map((c) => `{${c}}`).join('') : l10n.t('colorless');
}

export function colorWords(colors: Iterable<Color>): string {
  const list = COLOR_ORDER.filter((c) => new Set(colors).has(c)).map(colorName);
  if (list.length <= 1) return list[0] ?? l10n.t('colorless');
  return l10n.t('{0} and {1}', list.slice(0, -1).join(l10n.t(', ')), list[list.length - 1]);
}

/** The supertypes and card types of the front face ("Legendary Creature"). */
export function frontTypes(card: Card): string {
  const t = card.faces.length > 0 && card.layout !== 'split' ? card.faces[0].typeLine : card.typeLine;
  const dash = t.search(/[—–]| - /);
  return dash >= 0 ? t.slice(0, dash) : t;
}

export function isBackground(card: Card): boolean {
  return card.deckbuilding.pairing.some((p) => p.kind === 'background');
}

/** A Vehicle or Spacecraft (front face) with a power/toughness box. */
function isVehicleWithPowerToughness(card: Card): boolean {
  const front = card.faces.length > 0 && card.layout !== 'split' ? card.faces[0] : card;
  const t = front.typeLine;
  const dash = t.search(/[—–]| - /);
  if (dash < 0 || !/\bArtifact\b/.test(t.slice(0, dash))) return false;
  return /\b(?:Vehicle|Spacecraft)\b/.test(t.slice(dash)) && front.power !== undefined && front.toughness !== undefined;
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
 * MTGJSON's `leadershipSkills.pauperCommander`; older Scryfall data's `restricted` ("commander
 * only"); an uncommon rarity, of the data's printing or of any printing it lists. Printings that
 * are all above or below uncommon still leave it unconfirmed: the data may predate a reprint. Current Scryfall data marks uncommon creatures `not_legal` and names
 * one printing's rarity, so without the flag a creature not listed at uncommon may still have been
 * printed at uncommon: `unconfirmed`, not `no`. Data with neither legality nor rarity is left to
 * legality-unknown (`yes`).
 */
export function pauperCommanderEligibility(card: Card, legality: Legality | 'unknown' | 'none'): 'yes' | 'no' | 'unconfirmed' {
  if (card.pauperCommander !== undefined) return card.pauperCommander ? 'yes' : 'no';
  if (legality === 'restricted' || card.rarity === 'uncommon' || card.printedRarities?.includes('uncommon')) return 'yes';
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
  if (Math.abs(a.length - b.length) > max) return false;
  return editDistance(a, b, max) <= max;
}


function isCommanderTag(text: string): boolean {
  return /^\s*commanders?\b/i.test(text.replace(/^\[/, ''));
}

/**
 * How much work fuzzy spelling suggestions may cost in one check. Past either limit, unknown
 * names get no suggestions (their diagnostics say `data.suggestionsDeferred`, so an editor can
 * compute them on demand), and a list of thousands of unknown names stays a matter of seconds.
 */
export interface SuggestionBudget {
  /**
   * Distinct unknown names to compute suggestions for. 0: none during the check (remembered ones
   * are still used); the caller computes them after publishing (computeDeferredSuggestions), as an
   * editor does so that typing a name never waits for the spelling search.
   */
  names: number;
  /** Milliseconds of suggestion work. */
  ms: number;
}

export const DEFAULT_SUGGESTION_BUDGET: SuggestionBudget = { names: 200, ms: 1000 };

/** An editor's budget: the check publishes at once, suggestions follow (see SuggestionBudget.names). */
export const EDITOR_SUGGESTION_BUDGET: SuggestionBudget = { names: 0, ms: 0 };

export interface ContextOptions {
  path?: string;
  severities?: SeverityMap;
  brackets?: BracketData;
  suggestionBudget?: SuggestionBudget;
}

export function buildContext(doc: DeckDocument, db: CardDatabase, format: FormatDefinition, options: ContextOptions = {}): CheckContext {
  const severities: SeverityMap = { ...format.severities, ...(options.severities ?? {}) };
  const lookupCache = new Map<string, Card | undefined>();
  const lookup = (names: string[]): Card | undefined => {
    for (const n of names) {
      if (lookupCache.has(n)) {
        const c = lookupCache.get(n);
        if (c) return c;
        continue;
      }
      const c = db.lookup(n);
      lookupCache.set(n, c);
      if (c) return c;
    }
    return undefined;
  };

  let commanderSource: CommanderSource = 'none';
  const entries: ResolvedEntry[] = doc.entries.map((entry) => {
    const card = lookup(entry.lookupNames.length ? entry.lookupNames : [entry.name]);
    let zone: Zone = entry.section;
    if (entry.markers.some((m) => m.kind === 'commander')) {
      zone = 'commander';
      commanderSource = 'marker';
    } else if (entry.markers.some((m) => m.kind === 'companion')) {
      zone = 'companion';
    } else if ((zone === 'main' || zone === 'sideboard' || zone === 'outside') && entry.tags.some((t) => isCommanderTag(t.text))) {
      zone = 'commander';
      commanderSource = 'tag';
    }
    if (zone === 'commander' && commanderSource === 'none') commanderSource = 'section';
    return { entry, card, zone, key: card ? card.name : nameKey(entry.name), name: card ? card.name : entry.name, shown: shownName(entry.name, card) };
  });
  resolveByDeckPairs(entries, shownName);

  // `commander:` / `partner:` / `background:` / `oathbreaker:` and `companion:` directives.
  const nameCorrections: NameCorrection[] = [];
  for (const d of doc.directives) {
    const toCompanion = d.key === 'companion';
    if (!toCompanion && d.key !== 'commander' && d.key !== 'partner' && d.key !== 'background' && d.key !== 'oathbreaker') continue;
    const zone: Zone = toCompanion ? 'companion' : 'commander';
    const whole = d.value.trim();
    if (!whole) continue;
    const names = lookup([whole]) ? [whole] : whole.split(/\s*;\s*|\s+\+\s+|\s*\|\s*/).filter(Boolean);
    for (const name of names) {
      const card = lookup([name]);
      const key = card ? card.name : nameKey(name);
      if (entries.some((e) => e.zone === zone && e.key === key)) continue;
      if (!toCompanion) commanderSource = 'directive';
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
          hit = close[0] ?? spelt[0];
          nameCorrections.push({ written: name, entry: hit, range: d.valueRange, ...(spelt.length ? { bySpelling: true as const } : {}) });
          if (keepInSideboard) continue;
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
        entries.push({ entry, card, zone, key, name: card ? card.name : name, shown: shownName(name, card), synthetic: true });
      }
    }
  }

  const { legality, unavailable: legalityUnavailable, key: legalityKey } = legalityReader(format, db.info);

  const cmd = format.commander;
  let inferred: CommanderInference | undefined;
  let commanderCandidates: ResolvedEntry[] = [];
  if (cmd) {
    const has = entries.some((e) => e.zone === 'commander');
    const eligible = (e: ResolvedEntry) =>
      !!e.card && e.entry.quantity === 1 && commanderEligibility(e.card, cmd.eligibility, legality(e.card)).ok;
    if (!has) {
      const main = entries.filter((e) => e.zone === 'main');
      const side = entries.filter((e) => e.zone === 'sideboard');
      commanderCandidates = main.filter(eligible);
      /** Where the commander was taken from when its place in the list chose it ("first line", …). */
      let position: string | undefined;
      const pick = (list: ResolvedEntry[], why: string, from?: string) => {
        inferred = { entries: list, why };
        for (const e of list) e.zone = 'commander';
        commanderSource = 'inferred';
        position = from;
      };
      const fitsDeckSize = (list: ResolvedEntry[]) => {
        const want = format.deckSize.exact;
        return want !== undefined && format.deckSize.includesCommandZone && list.reduce((n, e) => n + e.entry.quantity, 0) === want;
      };
      const blankAfter = (e: ResolvedEntry) => {
        const next = doc.nodes.find((n) => n.line > e.entry.line && n.kind !== 'comment');
        return !next || next.kind === 'blank' || next.kind === 'section';
      };
      const blankBefore = (e: ResolvedEntry) => {
        let prev: (typeof doc.nodes)[number] | undefined;
        for (const n of doc.nodes) if (n.line < e.entry.line && n.kind !== 'comment') prev = n;
        return !prev || prev.kind === 'blank' || prev.kind === 'section';
      };
      // A sideboard without a "Sideboard" header came from a blank line (MTGO/Arena exports). In a
      // Commander list "commander, blank line, the 99" reads the same way when the parser did not
      // know the format: the short first block is the command zone, the rest is the deck.
      const implicitSideboard =
        side.length > 0 && !doc.nodes.some((n) => n.kind === 'section' && n.section === 'sideboard') && side.every((e) => !e.entry.sectionName);
      if (implicitSideboard && main.length >= 1 && main.length <= 2 && main.every(eligible) && side.reduce((n, e) => n + e.entry.quantity, 0) > 2) {
        for (const e of side) e.zone = 'main';
        pick(main, main.length === 1 ? l10n.t('it is set apart by a blank line at the top of the list') : l10n.t('they are set apart by a blank line at the top of the list'));
      } else if (side.length > 0 && side.length <= 2 && side.every(eligible)) {
        // MTGO exports put the commander in the sideboard.
        pick(side, l10n.t('the sideboard holds only {0}, as MTGO exports commanders', side.map((e) => e.name).join(l10n.t(' and '))));
      } else if (commanderCandidates.length === 1) {
        pick(commanderCandidates, l10n.t('it is the only card in the deck that can be {0}', withArticle(nounText(cmd.noun))));
      } else if (main.length > 1 && eligible(main[0]) && blankAfter(main[0])) {
        pick([main[0]], l10n.t('it is on the first line, set apart from the rest of the list'), 'first line');
      } else if (
        main.length > 2 &&
        eligible(main[0]) &&
        eligible(main[1]) &&
        blankAfter(main[1]) &&
        !blankAfter(main[0]) &&
        findPairing(main[0].card!, main[1].card!, cmd.pairings)
      ) {
        pick([main[0], main[1]], l10n.t('they are the first two lines, set apart from the rest of the list'), 'first two lines');
      } else if (main.length > 1 && eligible(main[main.length - 1]) && blankBefore(main[main.length - 1])) {
        pick([main[main.length - 1]], l10n.t('it is on the last line, set apart from the rest of the list'), 'last line');
      } else if (main.length > 1 && eligible(main[0]) && cmd.eligibility.length > 0 && fitsDeckSize(main)) {
        // A list whose first line is a possible commander and which otherwise fits the deck size.
        pick([main[0]], l10n.t('it is the first line of a {0}-card list', String(format.deckSize.exact)), 'first line');
      } else if (cmd.colorIdentity && commanderCandidates.length > 1 && fitsDeckSize(main)) {
        // Official precon lists put the commander anywhere among the 100: the one eligible card
        // whose color identity covers every other card is it.
        const covering = commanderCandidates.filter((c) =>
          main.every((o) => o === c || !o.card || o.card.colorIdentity.every((col) => c.card!.colorIdentity.includes(col))),
        );
        if (covering.length === 1) {
          pick(covering, l10n.t('it is the only card that can be {0} whose color identity ({1}) covers every other card of this {2}-card list', withArticle(nounText(cmd.noun)), identityText(covering[0].card!.colorIdentity), String(format.deckSize.exact)));
        }
      }
      if (position && inferred && cmd.colorIdentity) reconsiderByIdentity(inferred, position, main, commanderCandidates, cmd.pairings, cmd.noun, pick);
    }
    if (cmd.signatureSpell) {
      for (const e of entries) {
        if (e.zone === 'commander' && e.card && /\b(Instant|Sorcery)\b/.test(frontTypes(e.card))) e.zone = 'signature';
      }
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
    commanders,
    signatureSpells,
    companions,
    commanderSource,
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
    brackets: options.brackets,
    suggestionBudget: options.suggestionBudget ?? DEFAULT_SUGGESTION_BUDGET,
    report: (source, range, message, details) => report(severities, source, range, message, details),
    shownName: shownNames(entries),
  };
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
  return (name) => {
    if (!byName) {
      byName = new Map();
      for (const e of entries) if (e.shown !== e.name && !byName.has(e.name)) byName.set(e.name, e.shown);
    }
    return byName.get(name) ?? name;
  };
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

/**
 * A commander taken from its place in the list (`1 Tymna the Weaver` on the first line) that
 * leaves cards outside its color identity is likely the wrong legend: when exactly one legend of
 * the list, or one legal pair, covers every card, that one is taken instead; when several do, they
 * are kept as alternatives for the quick fix.
 */
function reconsiderByIdentity(
  inferred: CommanderInference,
  position: string,
  deck: ResolvedEntry[],
  candidates: ResolvedEntry[],
  pairings: PairingKind[],
  noun: string,
  pick: (list: ResolvedEntry[], why: string) => void,
): void {
  const taken = inferred.entries;
  if (!taken.every((e) => e.card)) return;
  const have = deckIdentity(taken);
  const outside = deck.filter((e) => !taken.includes(e) && e.card && e.card.colorIdentity.some((c) => !have.has(c)));
  if (outside.length === 0) return;
  const options = coveringCommanders(candidates, deckIdentity(deck), pairings);
  if (options.length > 1) inferred.alternatives = options;
  if (options.length !== 1) return;
  const [choice] = options;
  const copies = outside.reduce((n, e) => n + e.entry.quantity, 0);
  for (const e of taken) e.zone = 'main';
  pick(
    choice,
    l10n.t(
      '{0} on the {1} would leave {2} outside {3} color identity ({4}), and {5} {6} in the list whose color identity ({7}) covers every card',
      commanderNames(taken),
      position === 'first line' ? l10n.t('first line') : position === 'first two lines' ? l10n.t('first two lines') : position === 'last line' ? l10n.t('last line') : position,
      quantityText(copies),
      taken.length > 1 ? l10n.t('their') : l10n.t('its'),
      identityText(have),
      commanderNames(choice),
      choice.length > 1 ? l10n.t('are the only pair') : l10n.t('is the only {0}', nounText(noun)),
      identityText(deckIdentity(choice)),
    ),
  );
}

/** The place for a deck-level diagnostic: the section header of the zone, else the first entry, else line 0. */
export function deckLevelRange(ctx: CheckContext, section: SectionKind = 'main'): Range {
  const header = ctx.doc.nodes.find((n) => n.kind === 'section' && n.section === section);
  if (header) return header.range;
  const first = ctx.entries.find((e) => e.zone === section && !e.synthetic) ?? ctx.entries.find((e) => !e.synthetic);
  if (first) return first.entry.range;
  return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
}

/** "a" or "an" before a word ("an oathbreaker", "an Artifact", "a commander"). */
export function article(word: string): string {
  return /^[aeiou]/i.test(word.trim()) ? 'an' : 'a';
}

/** 3 → "3rd", 11 → "11th". */
export function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return l10n.t('{0}th', n);
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return suffix === 'st' ? l10n.t('{0}st', n) : suffix === 'nd' ? l10n.t('{0}nd', n) : suffix === 'rd' ? l10n.t('{0}rd', n) : l10n.t('{0}th', n);
}

export function quantityText(n: number, noun = 'card'): string {
  if (noun === 'card') return n === 1 ? l10n.t('{0} card', n) : l10n.t('{0} cards', n);
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
