// A Commander deck's bracket floor: the lowest of the five Commander Brackets its list does not rule
// out, with every reason (which rule, which cards, which bracket that needs). The limits and lists
// are data (data.ts), amended by the "brackets" object of decklist.config.json (config.ts).
import * as l10n from '@vscode/l10n';
import type { Card } from '../cards/types';
import { nameKey } from '../cards/names';
import type { CheckContext, ResolvedEntry, Zone } from '../rules/context-types';
import {
  BRACKET_NAMES,
  BRACKET_RULES,
  GAME_CHANGERS,
  MASS_LAND_DENIAL,
  TWO_CARD_COMBOS,
  type BracketLimits,
  type BracketRuleDefinition,
  type BracketRuleId,
} from './data';
import { destroysAllLands, isExtraTurn, isTutor } from './detect';
import type { BracketsConfig, ListOverride } from './config';
import type { ComboStore } from '../combos/store';
import type { DeckCombos } from '../combos/types';
import { comboBracket, isTwoCardInfinite, SPELLBOOK_BRACKET_SOURCE } from './combos';
import type { BracketCombo, BracketData, BracketFinding, BracketFloor, ListSource, NameList } from './types';

export { BRACKET_NAMES, BRACKET_RULES, type BracketRuleId } from './data';
export { isExtraTurn, isTutor, destroysAllLands } from './detect';
export { validateBracketsConfig, type BracketsConfig } from './config';
export type { BracketCombo, BracketData, BracketFinding, BracketFloor, NameList } from './types';

// Bound once: called for every card of every deck, and an imported function is a property read per
// call under some loaders (tsx, which the benchmarks use).
const key = nameKey;
const keys = (names: readonly string[] | undefined) => new Set((names ?? []).map(key));
const pairKey = (p: readonly [string, string]) => [nameKey(p[0]), nameKey(p[1])].sort().join('\n');

/**
 * Where a list in force comes from: a config's own list replaces the built-in one (its source and
 * date, if given); additions keep the built-in source and date and say who amended it. The source
 * stays in English, as data; bracketSourceText (describe.ts) words it when shown.
 */
function sourceOf(base: { source: string; asOf?: string } | undefined, o: { source?: string; asOf?: string } | undefined, replaced: boolean, amended: boolean): ListSource {
  if (replaced || !base) return { source: o?.source ?? 'decklist.config.json', asOf: o?.asOf };
  if (!amended) return { source: base.source, asOf: base.asOf };
  return { source: base.source, asOf: base.asOf, amended: { ...(o?.source ? { by: o.source } : {}), ...(o?.source && o.asOf ? { asOf: o.asOf } : {}) } };
}

/** A built-in list (or none, for what is found from the text) with a config's replacement, additions and removals. */
function nameList(base: { cards: string[]; source: string; asOf: string } | undefined, o: ListOverride | undefined): NameList {
  const replaced = !!o?.cards;
  return {
    names: keys(o?.cards ?? base?.cards),
    ...sourceOf(base, o, replaced, !!(o?.add?.length || o?.remove?.length)),
    replaced,
    add: keys(o?.add),
    remove: keys(o?.remove),
  };
}

function limitsWith(base: BracketLimits, o: Pick<ListOverride, 'limits'> | undefined): BracketLimits {
  if (!o?.limits) return base;
  const out: BracketLimits = { ...base };
  for (const [b, v] of Object.entries(o.limits)) {
    const n = Number(b) as 1 | 2 | 3;
    if (v === null) delete out[n];
    else out[n] = v;
  }
  return out;
}

/**
 * The built-in bracket data with a config's "brackets" object applied (validated beforehand), and
 * Commander Spellbook's combos when downloaded.
 */
export function bracketData(config?: BracketsConfig, spellbook?: ComboStore): BracketData {
  const c = config ?? {};
  const rule = (id: BracketRuleId) => BRACKET_RULES.find((r) => r.id === id)!.limits;
  const removedPairs = new Set((c.combos?.remove ?? []).map(pairKey));
  const builtIn = spellbook ? [] : TWO_CARD_COMBOS.pairs;
  const pairs = [...(c.combos?.pairs ?? builtIn), ...(c.combos?.add ?? [])].filter((p) => !removedPairs.has(pairKey(p)));
  const comboReplaced = !!c.combos?.pairs;
  const comboSource = spellbook && !comboReplaced ? { source: SPELLBOOK_BRACKET_SOURCE, asOf: spellbook.date } : TWO_CARD_COMBOS;
  const offlineFallback = !spellbook && !comboReplaced;
  return {
    ...(spellbook ? { spellbook } : {}),
    limits: {
      'game-changers': limitsWith(rule('game-changers'), c.gameChangers),
      'mass-land-denial': limitsWith(rule('mass-land-denial'), c.massLandDenial),
      'extra-turns': limitsWith(rule('extra-turns'), c.extraTurns),
      'two-card-combos': limitsWith(rule('two-card-combos'), c.combos),
      tutors: limitsWith(rule('tutors'), c.tutors),
    },
    gameChangers: nameList(GAME_CHANGERS, c.gameChangers),
    massLandDenial: nameList(MASS_LAND_DENIAL, c.massLandDenial),
    extraTurns: nameList(undefined, c.extraTurns),
    tutors: nameList(undefined, c.tutors),
    combos: { pairs, removed: removedPairs, ...sourceOf(comboSource, c.combos, comboReplaced, !!(c.combos?.add?.length || c.combos?.remove?.length)), ...(offlineFallback ? { offlineFallback } : {}) },
  };
}

const DEFAULT_DATA = bracketData();

/** The names a card is known by in a list: its name and, for a multi-face card, its front face. */
function cardKeys(card: Card): string[] {
  const out = [key(card.name)];
  if (card.faces.length > 0) out.push(key(card.faces[0].name));
  return out;
}

const inList = (card: Card, names: Set<string>) => cardKeys(card).some((k) => names.has(k));

/** Whether the list (or detection) says yes, after the config's add and remove. */
function decided(card: Card, list: NameList, found: () => boolean): boolean {
  if (inList(card, list.remove)) return false;
  if (inList(card, list.add)) return true;
  return found();
}

export function isGameChanger(card: Card, data: BracketData = DEFAULT_DATA): boolean {
  const gc = data.gameChangers;
  // Scryfall's game_changer flag is newer than any built-in list; a list the user wrote wins over both.
  return decided(card, gc, () => (card.gameChanger !== undefined && !gc.replaced ? card.gameChanger : inList(card, gc.names)));
}

export function isMassLandDenial(card: Card, data: BracketData = DEFAULT_DATA): boolean {
  return decided(card, data.massLandDenial, () => inList(card, data.massLandDenial.names) || destroysAllLands(card));
}

/** The zones whose cards are in the game: the deck, the command zone and a companion. */
const PLAYED: ReadonlySet<Zone> = new Set<Zone>(['main', 'commander', 'signature', 'companion']);

/** The lowest bracket that allows `count` cards under these limits. */
export function lowestBracket(count: number, limits: BracketLimits): number {
  for (const b of [1, 2, 3] as const) {
    const max = limits[b];
    if (max === undefined || count <= max) return b;
  }
  return 4;
}

/** One card per name in the played zones, in list order. */
export function playedCards(ctx: CheckContext): ResolvedEntry[] {
  const seen = new Set<string>();
  const out: ResolvedEntry[] = [];
  for (const e of ctx.entries) {
    if (!e.card || !PLAYED.has(e.zone) || seen.has(e.key)) continue;
    seen.add(e.key);
    out.push(e);
  }
  return out;
}

/** One entry per name in the played zones that the card data does not know, in list order. */
function unknownPlayed(ctx: CheckContext): ResolvedEntry[] {
  const seen = new Set<string>();
  const out: ResolvedEntry[] = [];
  for (const e of ctx.entries) {
    if (e.card || !PLAYED.has(e.zone) || seen.has(e.key)) continue;
    seen.add(e.key);
    out.push(e);
  }
  return out;
}

/** Whether a name (a card the data does not know) is on a list, after the config's add and remove. */
const namedIn = (name: string, list: NameList) => !list.remove.has(key(name)) && (list.add.has(key(name)) || list.names.has(key(name)));

/** The bracket floor of a deck, with the lists in `data` and Commander Spellbook's combos found in it. */
export function bracketFloor(ctx: CheckContext, data: BracketData = DEFAULT_DATA, spellbook?: DeckCombos): BracketFloor {
  const played = playedCards(ctx);
  // The lists are names: a card the data does not know (newer than it) is still found on them by
  // its name; only what is detected from rules text cannot be judged without its card.
  const unknown = unknownPlayed(ctx);
  const named = (test: (c: Card) => boolean, list: NameList) => [...played.filter((e) => test(e.card!)), ...unknown.filter((e) => namedIn(e.name, list))].map((e) => e.name);
  const cards: Record<BracketRuleId, string[]> = {
    'game-changers': named((c) => isGameChanger(c, data), data.gameChangers),
    'mass-land-denial': named((c) => isMassLandDenial(c, data), data.massLandDenial),
    'extra-turns': named((c) => decided(c, data.extraTurns, () => isExtraTurn(c)), data.extraTurns),
    tutors: named((c) => decided(c, data.tutors, () => isTutor(c)), data.tutors),
    'two-card-combos': [],
  };
  const byKey = new Map<string, string>();
  for (const e of played) for (const k of cardKeys(e.card!)) byKey.set(k, e.name);
  for (const e of unknown) byKey.set(key(e.name), e.name);
  const pairs: Array<[string, string]> = [];
  const seenPairs = new Set<string>();
  for (const p of data.combos.pairs) {
    const a = byKey.get(nameKey(p[0]));
    const b = byKey.get(nameKey(p[1]));
    if (!a || !b || a === b || seenPairs.has(pairKey([a, b]))) continue;
    seenPairs.add(pairKey([a, b]));
    pairs.push([a, b]);
  }
  // Commander Spellbook's combos found in the deck (checkDeck's combo pass), each
  // judged by comboBracket. A pair the config removes is no combo here either, and the two-card
  // infinite combos count with the list's pairs under the rule's limits (a config's "combos.limits").
  const limits = data.limits['two-card-combos'];
  const combos: BracketCombo[] = [];
  let twoCardInfinite = 0;
  for (const c of spellbook?.found ?? []) {
    if (c.deckCards.length === 2 && data.combos.removed.has(pairKey([c.deckCards[0], c.deckCards[1]]))) continue;
    if (isTwoCardInfinite(c) && !(c.deckCards.length === 2 && seenPairs.has(pairKey([c.deckCards[0], c.deckCards[1]])))) twoCardInfinite++;
    combos.push({
      id: c.id,
      cards: c.deckCards,
      produces: c.produces,
      ...(c.bracketTag ? { bracketTag: c.bracketTag } : {}),
      bracket: comboBracket(c, lowestBracket(1, limits)),
      url: c.url,
    });
  }
  const comboCards = combos.filter((c) => c.bracket > 1).flatMap((c) => c.cards);
  cards['two-card-combos'] = [...new Set([...pairs.flat(), ...comboCards])];

  const findings: BracketFinding[] = [];
  for (const r of BRACKET_RULES) {
    const list = cards[r.id];
    if (!list.length) continue;
    // A combo counts once per pair, not per card.
    const count = r.id === 'two-card-combos' ? pairs.length + twoCardInfinite : list.length;
    const f: BracketFinding = { rule: r.id, cards: list, bracket: lowestBracket(count, data.limits[r.id]) };
    if (r.id === 'two-card-combos') {
      f.pairs = pairs;
      if (combos.length) {
        f.combos = combos.filter((c) => c.bracket > 1).sort((a, b) => b.bracket - a.bracket);
        f.bracket = Math.max(f.bracket, ...f.combos.map((c) => c.bracket));
      }
    }
    findings.push(f);
  }
  const reasons = findings.filter((f) => f.bracket > 1).sort((a, b) => b.bracket - a.bracket);
  const found = new Set(findings.flatMap((f) => f.cards));
  return {
    floor: Math.max(1, ...reasons.map((r) => r.bracket)),
    reasons,
    findings,
    unjudged: unknown.map((e) => e.name).filter((name) => !found.has(name)),
    sources: [
      { rule: 'game-changers', ...listSource(data.gameChangers) },
      { rule: 'mass-land-denial', ...listSource(data.massLandDenial) },
      { rule: 'two-card-combos', ...listSource(data.combos), ...(data.combos.offlineFallback ? { offlineFallback: true } : {}) },
    ],
  };
}

function listSource(l: ListSource): ListSource {
  return { source: l.source, asOf: l.asOf, ...(l.amended ? { amended: l.amended } : {}) };
}

export function bracketRule(id: BracketRuleId): BracketRuleDefinition {
  return BRACKET_RULES.find((r) => r.id === id)!;
}

/** The names Wizards' Japanese bracket articles use, bracket 1 to 4 (5 is cEDH in both languages); a `bracket:` line may say them. */
const JAPANESE_BRACKET_NAMES = ['エキシビション', 'コア', 'アップグレード', 'オプティマイズド'];

/** A bracket's name as the user reads it: "Upgraded"; in Japanese the name Wizards' Japanese articles use (アップグレード). */
export function bracketName(b: number): string {
  switch (b) {
    case 1:
      return l10n.t({ message: 'Exhibition', comment: ['the name of a Commander bracket'] });
    case 2:
      return l10n.t({ message: 'Core', comment: ['the name of a Commander bracket'] });
    case 3:
      return l10n.t({ message: 'Upgraded', comment: ['the name of a Commander bracket'] });
    case 4:
      return l10n.t({ message: 'Optimized', comment: ['the name of a Commander bracket'] });
    case 5:
      return l10n.t({ message: 'cEDH', comment: ['the name of a Commander bracket'] });
    default:
      return '?';
  }
}

/** "bracket 3 (Upgraded)". */
export function bracketLabel(b: number): string {
  return l10n.t('bracket {0} ({1})', b, bracketName(b));
}

/** What a bracket allows of a rule: "none", "at most 3", "any number". */
export function allowedText(id: BracketRuleId, bracket: number, data: BracketData = DEFAULT_DATA): string {
  const max = bracket <= 3 ? data.limits[id][bracket as 1 | 2 | 3] : undefined;
  return max === undefined ? 'any number' : max === 0 ? 'none' : `at most ${max}`;
}

/** allowedText in the user's language ("none", "at most 3", "any number"; なし, 3枚まで). */
export function allowedWords(id: BracketRuleId, bracket: number, data: BracketData = DEFAULT_DATA): string {
  const max = bracket <= 3 ? data.limits[id][bracket as 1 | 2 | 3] : undefined;
  return max === undefined ? l10n.t('any number') : max === 0 ? l10n.t('none') : l10n.t('at most {0}', max);
}

/**
 * The bracket a `bracket:` line declares: `2`, `2 (Core)`, `Bracket 2`, `B2`, `Core`, `cEDH`,
 * full-width digits too. Undefined when it names none.
 */
export function parseBracketValue(value: string): number | undefined {
  const v = value.normalize('NFKC').trim().toLowerCase();
  const m = /^(?:bracket\s*|b\s*)?([1-5])(?![0-9])/.exec(v);
  if (m) return Number(m[1]);
  for (const [n, name] of Object.entries(BRACKET_NAMES)) if (v === name.toLowerCase() || v.startsWith(`${name.toLowerCase()} `)) return Number(n);
  const japanese = JAPANESE_BRACKET_NAMES.findIndex((name) => v === name || v.startsWith(`${name} `));
  if (japanese >= 0) return japanese + 1;
  return undefined;
}
