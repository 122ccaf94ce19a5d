// The decklist service: the one entry point the CLI and the language server share.
import * as l10n from '@vscode/l10n';
import { formatName } from './formats/texts';
import type { CardDatabase } from './cards/types';
import { checkDecks, checkDeck } from './check';
import {
  chooseFormat,
  createFormatRegistry,
  type DecklistConfig,
  type FormatChoice,
  type FormatDefinition,
  type FormatRegistry,
  type SeverityMap,
} from './formats';
import { parseDeck } from './parse';
import { bracketData } from './brackets';
import type { ComboStore } from './combos/store';
import type { DeckDocument } from './parse/types';
import type { DeckCounts, SuggestionBudget } from './rules/context';
import { createDiagnostic, report } from './rules/report';
import { formatLineSource } from './rules/format-line';
import type { DeckDiagnostic, Range } from './types';
import { completionsAt } from './features/completion';
import { fixAll, fixesFor } from './features/fixes';
import { formatDeckText } from './features/formatting';
import { hoverAt } from './features/hover';
import { countText, deckOutline } from './features/outline';
import { searchCards } from './search';
import { cardsWithCost, sameCostCards } from './formats/same-cost';
import { convertDeck } from './convert';
import { deckStatistics } from './statistics';
import type { Door } from './doors';
import {
  analyzeDeck,
  canonicalList,
  cardDrawOdds,
  deckCounts,
  deckSampleHand,
  diffDecks,
} from './analysis';

export type { CheckResult } from './check';
export { type Door, UPDATE_CARD_DATA_COMMAND, runsServerCommands, noCardDataAdvice, fullProblemListAdvice, rulingsAdvice } from './doors';
export { bracketFloor, bracketData, type BracketFloor, type BracketFinding } from './brackets';
export { checkDeck, checkDecks } from './check';
export * from './formats';
export { RULES, DIAGNOSTIC_CODES } from './rules';
export { isDiagnosticCode, type DiagnosticCode } from './rules/codes';
export type { DeckCompletion, CompletionKind } from './features/completion';
export { fromLastWord } from './features/completion';
export type { DeckFix, FixRequest, TextEditCore } from './features/fixes';
export { asWholeLines } from './features/line-edits';
export type { DeckHover, HoverOptions } from './features/hover';
export type { OutlineSection } from './features/outline';
export { deckSkeleton } from './features/skeleton';
export { formatSummary } from './formats/summaries';
export { SAME_COST_COMMAND, SHOW_RULINGS_COMMAND } from './features/hover';
export { printedMarkdown, type HoverLocale } from './features/printed-text';
export { markdownToPlainText } from './markdown';
export { DEFAULT_SUGGESTION_BUDGET, EDITOR_SUGGESTION_BUDGET, type SuggestionBudget } from './rules/context';
export type { DeckAnalysis, DeckChange, SampleHand } from './analysis';
// For the doors (the CLI and the language server), which reach the core only through this file,
// core/cards/index.ts and the type files.
export { parseDeck, parseDeckBytes, decodeBytes, detectDialect } from './parse';
export type { DeckDocument, EntryNode } from './parse/types';
export type { DeckDiagnostic, Position, Range, Severity } from './types';
export type { Zone } from './rules/context';
export { quantityText } from './rules/context';
export { deckSizeTotal } from './rules/deck-size';
export { computeDeferredSuggestions } from './rules/unknown-card';
export { MAX_DIAGNOSTICS_PER_RULE } from './check';
export { unknownConfigCardNames } from './brackets/config-names';
export { bracketSummary } from './brackets/describe';
export { BRACKET_TAG_NAMES } from './combos/messages';
export type { DeckCombos } from './combos/types';
export { analysisMessages, canonicalList, colorTitle, COLOR_TITLES, diffText, documentCounts, sectionTitle, SECTION_TITLES, type ManaColor } from './analysis';
export type { ConvertTarget } from './convert';
export type { DeckStatistics } from './statistics';
export type { SameCostResult } from './formats/same-cost';
export { analysisJson, cardDataJson, combosJson, diagnosticJson, fileCheckJson, findingJson } from './structured';

export interface DecklistServiceOptions {
  cards: CardDatabase;
  /** The workspace's decklist.config.json (already parsed and validated). */
  config?: DecklistConfig;
  /** The user's format setting (`decklist.format` / `--format`). */
  defaultFormat?: string;
  /** Severity overrides from the user's settings (applied over the config's). */
  severities?: SeverityMap;
  /** Limits on fuzzy spelling suggestions per check (an editor may want a smaller one per keystroke). */
  suggestionBudget?: SuggestionBudget;
  /** Commander Spellbook's combos when downloaded (combos in the deck, near misses, the bracket floor). */
  combos?: ComboStore;
  /** Diagnostics of one rule per deck before a summary (default 1,000; 0 = every one). */
  maxProblemsPerRule?: number;
  /** Where checks and hovers are shown: their advice names that door's commands and settings (default the command line). */
  door?: Door;
}

export type { CheckFileOptions, DecklistService, FileCheck } from './service-types';
import type { CheckFileOptions, DecklistService, FileCheck } from './service-types';

function looksLikeCommander(doc: DeckDocument): boolean {
  if (doc.entries.some((e) => e.section === 'commander' || e.markers.some((m) => m.kind === 'commander'))) return true;
  if (doc.directives.some((d) => d.key === 'commander')) return true;
  const total = doc.entries.filter((e) => e.section === 'main' || e.section === 'commander').reduce((n, e) => n + e.quantity, 0);
  return total >= 98 && total <= 101;
}

const chooseDeckFormat = (formats: FormatRegistry, doc: DeckDocument, option: string | undefined, config: DecklistConfig | undefined): FormatChoice =>
  chooseFormat(formats, { format: doc.formatHint, source: doc.formatHintSource }, option, config?.format, looksLikeCommander(doc));

/** What the parse alone tells of a deck, before any card is looked up (while the card data loads). */
export interface ParsedDeckSummary {
  format: FormatChoice;
  /** The cards per zone as the deck marks them (a commander the check would infer counts in the deck). */
  counts: DeckCounts;
  countText: string;
}

export function parsedDeckSummary(doc: DeckDocument, options: Pick<DecklistServiceOptions, 'config' | 'defaultFormat'>): ParsedDeckSummary {
  const format = chooseDeckFormat(createFormatRegistry(options.config), doc, options.defaultFormat, options.config);
  const counts: DeckCounts = { main: 0, commander: 0, companion: 0, sideboard: 0, maybeboard: 0 };
  for (const e of doc.entries) {
    if (e.section === 'outside') continue;
    counts[e.section === 'main' && e.markers.some((m) => m.kind === 'commander') ? 'commander' : e.section] += e.quantity;
  }
  return { format, counts, countText: countText(counts, format.format) };
}

const ZERO: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

export function createDecklistService(options: DecklistServiceOptions): DecklistService {
  const formats = createFormatRegistry(options.config);
  const severities = { ...(options.config?.severity ?? {}), ...(options.severities ?? {}) };
  const brackets = bracketData(options.config?.brackets, options.combos);

  const formatFor = (doc: DeckDocument, o: CheckFileOptions = {}): FormatChoice => chooseDeckFormat(formats, doc, o.format ?? options.defaultFormat, options.config);

  const formatDiagnostics = (doc: DeckDocument, choice: FormatChoice, explicit?: string): DeckDiagnostic[] => {
    if (severities['format'] === 'off') return [];
    const dir = doc.directives.find((d) => d.key === 'format');
    const out: DeckDiagnostic[] = [];
    for (const p of choice.problems) {
      const where = p.from === 'directive' && dir ? dir.valueRange : ZERO;
      const using = l10n.t(' Checking as {0} ({1}) instead.', formatName(choice.format), choice.format.id);
      const d = report(severities, formatLineSource, where, p.message + using, { data: { value: p.value, suggestions: p.suggestions } });
      if (d) out.push(d);
    }
    // Said once, on the line that won: the file's own format line beats --format. Only for an
    // explicit per-check choice; the editor's default format setting is not worth a note per deck.
    const o = choice.overridden;
    if (o && explicit && dir) {
      out.push(
        createDiagnostic(
          formatLineSource.id,
          'information',
          dir.valueRange,
          l10n.t("This file's format line names {0} ({1}), which wins over --format {2} ({3}): the deck is checked as {0}. Remove the line to check it as {3}.", formatName(choice.format), choice.format.id, o.value, formatName(o.format)),
          { data: { value: o.value, overriddenBy: choice.format.id } },
        ),
      );
    }
    return out;
  };

  const checkDocument = (doc: DeckDocument, o: CheckFileOptions = {}): FileCheck => {
    const choice = formatFor(doc, o);
    const r = checkDeck(doc, options.cards, choice.format, {
      path: o.fileName,
      severities,
      extraDiagnostics: formatDiagnostics(doc, choice, o.format),
      brackets,
      suggestionBudget: options.suggestionBudget,
      maxProblemsPerRule: options.maxProblemsPerRule,
      door: options.door,
    });
    return { ...r, document: doc, formatSource: choice.source, path: o.fileName };
  };

  const checkParsed: DecklistService['checkParsed'] = (files, o = {}) => {
    const docs = files.map((f) => {
      const doc = f.document;
      const choice = formatFor(doc, { format: o.format });
      return { f, doc, choice };
    });
    const results = checkDecks(
      docs.map(({ f, doc, choice }) => ({
        path: f.path,
        doc,
        format: choice.format as FormatDefinition,
        options: {
          severities,
          extraDiagnostics: formatDiagnostics(doc, choice, o.format),
          brackets,
          suggestionBudget: options.suggestionBudget,
          maxProblemsPerRule: options.maxProblemsPerRule,
          door: options.door,
        },
      })),
      options.cards,
    );
    return results.map((r, i) => ({ ...r, document: docs[i].doc, formatSource: docs[i].choice.source, path: files[i].path }));
  };

  /** A fix's text checked as the deck was (whether the fix makes a card a problem). */
  const recheckOf = (check: FileCheck) => (text: string) => checkDocument(parseDeck(text, { fileName: check.path }), { fileName: check.path });

  return {
    cards: options.cards,
    formats,
    parse: (text, o = {}) => parseDeck(text, o),
    formatFor,
    check: (text, o = {}) => checkDocument(parseDeck(text, { fileName: o.fileName }), o),
    checkDocument,
    checkFiles: (files, o = {}) => checkParsed(files.map((f) => ({ path: f.path, document: parseDeck(f.text, { fileName: f.path }) })), o),
    checkParsed,
    hover: (check, position, o) => hoverAt(check, position, { door: options.door, ...o }),
    complete: (input) => completionsAt({ ...input, db: options.cards, formats }),
    fixes: (check, text, request) => fixesFor(check, text, request, recheckOf(check)),
    fixAll: (check, text) => fixAll(check, text, recheckOf(check)),
    format: (check, text) => formatDeckText(check, text),
    outline: (check) => deckOutline(check),
    countText: (check) => countText(check.counts, check.context.format),
    search: (query, o) => searchCards(options.cards, query, { door: options.door, ...o }),
    statistics: (check) => ({ ...deckStatistics(check), analysis: analyzeDeck(check, { dataDate: options.cards.info.date }) }),
    convert: (check, target) => convertDeck(check, target),
    sameCost: (name, check) => {
      const card = options.cards.lookup(name);
      // In a deck, its format judges the cards (Commander: what a Commander deck may hold); only a
      // same-cost format lets one be cast as another. Outside a deck: Mental Legacy.
      const format = check?.context.format ?? formats.get('mental-legacy');
      return card && format ? sameCostCards(options.cards, card, format) : undefined;
    },
    sameCostIn: (card, format) => sameCostCards(options.cards, card, format),
    cardsWithCost: (cost, format) => cardsWithCost(options.cards, cost, format),
    analysis: (check) => analyzeDeck(check, { dataDate: options.cards.info.date }),
    sampleHand: (check, o) => deckSampleHand(check, o),
    drawOdds: (check, copies) => cardDrawOdds(check, copies),
    diff: (before, after) => diffDecks(before, after),
    canonicalList: (check) => canonicalList(deckCounts(check)),
  };
}

// The rules data in force (data/rules.json): its date for the status bar and `cards info`.
export { rulesData, rulesLabel, useRulesData, BUNDLED_RULES, type RulesData } from './rules-data';
export { readCollection, missingCards, buyList, BUY_LIST_TARGETS, type BuyListTarget, type Collection, type MissingReport } from './collection';
export { listSeparator } from './words';

// What AI agents ask (the MCP server's and the editor's language model tools): one answer for both doors.
export * as agentTools from './agent-tools';
