// What an AI agent asks of the engine, answered as structured data: the MCP server's tools
// (server/src/mcp/) and the editor's language model tools (client/src/lm-tools.ts, through the
// language server) both call these, so the two doors answer alike. Pure functions over the
// service: no files, no network, no protocol.
import * as l10n from '@vscode/l10n';
import type { Card, CardDatabase, Color } from './cards/types';
import type { Ruling } from './cards/rulings';
import type { ComboStore } from './combos/store';
import { describeFormat, describeMultiplayerRules, formatName, formatText, type FormatDefinition } from './formats';
import { applyEdits } from './features/fixes';
import { analysisJson, cardDataJson, combosJson, fileCheckJson } from './structured';
import type { DecklistService, FileCheck } from './service-types';
import type { ConvertTarget } from './convert';

/** The most cards a search returns (the language server's search has the same cap). */
export const AGENT_SEARCH_MAX = 500;
/** The London mulligan and draws a sample hand takes at most (as `decklist hand`). */
export const AGENT_HAND_LIMITS = { seed: 2 ** 32 - 1, mulligans: 7, draws: 1000 } as const;

/** `check_deck`: the deck as `decklist check --json` gives one file, with the card data it was checked against. */
export function checkAnswer(service: DecklistService, check: FileCheck, combos: ComboStore | undefined) {
  return { cardData: cardDataJson(service.cards.info, combos), ...fileCheckJson(check) };
}

/**
 * `fix_deck`: "Fix all safe problems" (quick fixes' rule: no card removed, no count lowered, no
 * guess, no new error). The new text, the edits on the old text, and what changed in words.
 */
export function fixAnswer(service: DecklistService, check: FileCheck, text: string) {
  const fix = service.fixAll(check, text);
  if (!fix) return { changed: false, text, edits: [], summary: l10n.t('No safe fix applies: every remaining problem needs a choice (see check_deck).') };
  return { changed: true, text: applyEdits(text, fix.edits), edits: fix.edits.map((e) => ({ range: e.range, newText: e.newText })), summary: fix.summary ?? fix.title };
}

/** `lookup_card`: Oracle data, color identity with its reasons, legalities, the Japanese printing, rulings when downloaded. */
export function cardAnswer(db: CardDatabase, name: string, rulings?: { available: boolean; rulingsFor(oracleId: string): Ruling[] }) {
  const card = db.lookup(name);
  if (!card) return { query: name, found: false as const, suggestions: db.suggest(name).map((m) => m.name) };
  const japanese = db.printed?.(card, 'Japanese');
  return {
    query: name,
    found: true as const,
    card: cardJson(card),
    colorIdentityReasons: db.explainColorIdentity(card),
    japanese: japanese ? { name: japanese.name, typeLine: japanese.typeLine ?? null, text: japanese.text ?? null } : null,
    rulings: rulings?.available && card.oracleId ? rulings.rulingsFor(card.oracleId) : null,
  };
}

function cardJson(c: Card) {
  return {
    name: c.name,
    manaCost: c.manaCost,
    manaValue: c.manaValue,
    typeLine: c.typeLine,
    oracleText: c.oracleText,
    faces: c.faces,
    colors: c.colors,
    colorIdentity: c.colorIdentity,
    ...(c.power !== undefined ? { power: c.power } : {}),
    ...(c.toughness !== undefined ? { toughness: c.toughness } : {}),
    ...(c.loyalty !== undefined ? { loyalty: c.loyalty } : {}),
    legalities: c.legalities ?? null,
    gameChanger: c.gameChanger ?? null,
    releasedAt: c.releasedAt ?? null,
  };
}

/** `search_cards`: Scryfall syntax over the card data; in a deck's format and commander identity when a deck is given. */
export function searchAnswer(service: DecklistService, query: string, limit: number, check?: FileCheck) {
  const format = check?.context.format;
  const held = format?.commander ? check!.context.identity : undefined;
  const identity: Color[] | undefined = held && [...held];
  const r = service.search(query, { limit: Math.min(AGENT_SEARCH_MAX, limit), ...(identity ? { identity } : {}), ...(format ? { deckFormat: { legalityKey: format.legalityKey, commander: !!format.commander } } : {}) });
  return { query: r.query, total: r.total, cards: r.cards, error: r.error ?? null, limitedToIdentity: r.limitedToIdentity ?? null, format: format?.id ?? null };
}

/** `same_cost`: the cards a card can be cast as under Mental Legacy (or a deck's format), or the cards of a cost. */
export function sameCostAnswer(service: DecklistService, ask: { card?: string; cost?: string; format?: string }): { error: string } | Record<string, unknown> {
  const format = service.formats.get(ask.format ?? 'mental-legacy');
  if (!format) return { error: l10n.t("Unknown format '{0}'; list_formats names the known ones.", ask.format ?? '') };
  let r;
  if (ask.card !== undefined) {
    const card = service.cards.lookup(ask.card);
    if (!card) return { error: l10n.t("No card named '{0}' in the card data; lookup_card suggests spellings.", ask.card) };
    r = service.sameCostIn(card, format);
  } else {
    const got = service.cardsWithCost(ask.cost ?? '', format);
    if ('error' in got) return { error: got.error };
    r = got;
  }
  return { card: r.card ?? null, manaCost: r.manaCost, format: r.format, formatName: r.formatName, castAs: r.castAs, cards: r.cards, notLegal: r.notLegal, noManaCost: !!r.noManaCost, legalityUnknown: r.legalityUnknown ?? null };
}

/** `deck_statistics`: the statistics view's figures, the analysis of `decklist stats --json`, and a seeded sample hand. */
export function statisticsAnswer(service: DecklistService, check: FileCheck, hand: { seed: number; mulligans?: number; draws?: number }) {
  const s = service.statistics(check);
  const h = service.sampleHand(check, hand);
  const names = (cs: typeof h.hand) => cs.map((c) => c.name);
  return {
    format: check.format,
    curve: s.curve,
    colorPips: s.colorPips,
    types: s.types,
    sections: s.sections.map(({ section, count }) => ({ section, count })),
    lands: s.lands,
    nonlands: s.nonlands,
    analysis: analysisJson(check, service.analysis(check)),
    sampleHand: { seed: h.seed, mulligans: h.mulligans, hand: names(h.hand), bottom: names(h.bottom), drawn: names(h.drawn), library: h.library, notes: h.notes },
  };
}

/** `deck_combos`: Commander Spellbook's combos the deck holds and those it is one card away from (when downloaded). */
export function combosAnswer(check: FileCheck, combos: ComboStore | undefined) {
  if (!check.combos) return { available: false, note: l10n.t('Commander Spellbook combos are not downloaded: run "decklist cards update --combos" once.'), combos: [], nearMisses: [], nearMissTotal: 0, combosSource: null, date: null };
  return { available: true, note: null, ...combosJson(check.combos), date: combos?.date ?? null } as Record<string, unknown>;
}

/** `diff_decks`: card-level changes, names resolved first (so a renamed spelling is no change). */
export function diffAnswer(service: DecklistService, before: FileCheck, after: FileCheck) {
  return { changes: service.diff(before, after) };
}

export const CONVERT_TARGETS: readonly ConvertTarget[] = ['text', 'arena', 'mtgo'];

/** `convert_deck`: the deck as plain text, an MTG Arena list or an MTGO .dek. */
export function convertAnswer(service: DecklistService, check: FileCheck, target: ConvertTarget) {
  const c = service.convert(check, target);
  return { target, content: c.content, unknownCards: c.unknown };
}

/** `list_formats` (and the formats resource): each format's id, name, deck rules and sources. */
export function formatsAnswer(service: DecklistService, verbose: boolean) {
  return {
    formats: service.formats.ids().flatMap((id) => {
      const f = service.formats.get(id);
      return f ? [formatEntry(f, verbose)] : [];
    }),
    teamFormats: l10n.t('Two-Headed Giant over a constructed format ID (2hg legacy, two-headed-giant standard, 双頭巨人戦 モダン): each deck follows ID; a team shares 4 copies of a card other than basic lands.'),
    ...(verbose ? { multiplayerRules: describeMultiplayerRules() } : {}),
  };
}

function formatEntry(f: FormatDefinition, verbose: boolean) {
  return {
    id: f.id,
    name: formatName(f),
    description: f.description ? formatText(f.description) : '',
    deckSize: f.deckSize,
    copyLimit: f.copyLimit,
    commander: !!f.commander,
    source: f.source ?? null,
    sourceUrl: f.sourceUrl ?? null,
    asOf: f.asOf ?? null,
    ...(verbose ? { rules: describeFormat(f, { listLimit: Infinity }) } : {}),
  };
}
