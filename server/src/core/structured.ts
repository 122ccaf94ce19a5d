// Structured results, one shape for every door that gives machines an answer: `decklist check
// --json` and `decklist stats --json`, the MCP server's tools (server/src/mcp/) and the editor's
// language model tools. Field names never change with the locale; only `message` texts do.
import type { CardDataInfo } from './cards/types';
import type { ComboStore } from './combos/store';
import type { DeckCombos } from './combos/types';
import type { BracketFinding } from './brackets';
import type { DeckAnalysis } from './analysis';
import type { FileCheck } from './service-types';
import type { DeckDiagnostic } from './types';

export function diagnosticJson(d: DeckDiagnostic): Record<string, unknown> {
  const o: Record<string, unknown> = {
    code: d.code,
    severity: d.severity,
    message: d.message,
    card: d.card ?? null,
    range: d.range,
    related: (d.related ?? []).map((r) => ({ message: r.message, range: r.range, ...(r.path ? { path: r.path } : {}) })),
  };
  if (d.data) o.data = d.data;
  return o;
}

export function findingJson(f: BracketFinding) {
  return { rule: f.rule, cards: f.cards, bracket: f.bracket, ...(f.pairs ? { pairs: f.pairs } : {}), ...(f.combos ? { combos: f.combos } : {}) };
}

/** `files[].combos`, `nearMisses` and their source. */
export function combosJson(c: DeckCombos): Record<string, unknown> {
  return {
    combos: c.found.map((x) => ({
      id: x.id,
      cards: x.deckCards,
      /** Where each card starts (Spellbook's zoneLocations), in the order of `cards`. */
      cardZones: x.cards.map((c) => c.zoneLocations),
      mustBeCommander: x.cards.filter((c) => c.mustBeCommander).map((c) => c.name),
      produces: x.produces,
      bracketTag: x.bracketTag ?? null,
      requires: x.requires,
      popularity: x.popularity,
      url: x.url,
    })),
    nearMisses: c.nearMisses.map((n) => ({
      id: n.combo.id,
      cards: n.combo.cards.map((x) => x.name),
      missing: n.missing,
      produces: n.combo.produces,
      bracketTag: n.combo.bracketTag ?? null,
      url: n.combo.url,
    })),
    nearMissTotal: c.nearMissTotal,
    combosSource: c.source,
  };
}

/** The card data a check used, and Commander Spellbook's combos when downloaded. */
export function cardDataJson(info: CardDataInfo, combos: ComboStore | undefined) {
  return {
    source: info.source,
    label: info.label,
    date: info.date,
    cards: info.cards,
    hasLegalities: info.hasLegalities,
    combos: combos ? { source: 'commanderspellbook', date: combos.date, variants: combos.counts.variants } : null,
  };
}

/** One checked deck: its format, commanders, counts, bracket, combos and diagnostics (0-based positions). */
export function fileCheckJson(r: FileCheck): Record<string, unknown> {
  return {
    path: r.path,
    format: r.format,
    formatName: r.formatName,
    formatSource: r.formatSource,
    commanders: r.commanders,
    counts: r.counts,
    ...(r.bracket ? { bracket: { floor: r.bracket.floor, reasons: r.bracket.reasons.map(findingJson), findings: r.bracket.findings.map(findingJson) } } : {}),
    ...(r.combos ? combosJson(r.combos) : {}),
    diagnostics: r.diagnostics.map(diagnosticJson),
  };
}

/** A deck's analysis (`decklist stats --json`): curve, Karsten's colored sources, land count, odds, price. */
export function analysisJson(r: FileCheck, a: DeckAnalysis) {
  const colors: Record<string, unknown> = {};
  for (const [color, c] of Object.entries(a.colors)) {
    colors[color] = { pips: c.pips, sources: c.sources, hardestCost: c.hardestCost, hardestCard: c.hardestCard, turn: c.turn, required: c.required, enough: c.enough };
  }
  return {
    path: r.path,
    format: r.format,
    library: a.library,
    lands: a.lands,
    averageManaValue: a.averageManaValue,
    curve: a.curve,
    colors,
    table: a.table,
    recommendedLands: a.recommendedLands,
    cheapDrawAndRamp: a.cheapDrawAndRamp,
    odds: a.odds,
    price: a.price ? { usd: a.price.usd, eur: a.price.eur, tix: a.price.tix, date: a.price.date, missing: a.price.missing, sections: a.price.sections } : null,
    unknownCards: a.unknownCards,
    notes: a.notes,
  };
}
