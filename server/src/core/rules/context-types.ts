// The shape of a deck as the rules see it: its lines, what commander inference says of them, and
// the whole built context (CheckContext). Types of their own, so that the inference module
// (commander-inference.ts), which context.ts calls, need not import context.ts back, and so that
// what reads a built context (brackets/, combos/) depends on its shape and not on the rules.
import type { Card, CardDatabase, Color, Legality } from '../cards/types';
import type { DeckDocument, EntryNode, SectionKind } from '../parse/types';
import type { DeckDiagnostic, Range } from '../types';
import type { FormatDefinition, SeverityMap } from '../formats/schema';
import type { DiagnosticSource, ReportDetails } from './report';
import type { Door } from '../doors';

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

export type CommanderSource = 'section' | 'marker' | 'tag' | 'directive' | 'inferred' | 'none';

export interface CommanderInference {
  entries: ResolvedEntry[];
  why: string;
  /**
   * When the commander was taken from its place in the list but leaves cards outside its color
   * identity, and several legends (or legal pairs) of the list would cover every card: those.
   */
  alternatives?: ResolvedEntry[][];
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

/** A `commander:` (or `companion:`) line whose name was not exact, taken as the one close card of the deck. */
export interface NameCorrection {
  written: string;
  /** The line of the deck taken as meant (a constructed companion also stays in the sideboard). */
  entry: ResolvedEntry;
  /** The zone the `commander:` or `companion:` line puts it in. */
  zone: 'commander' | 'companion';
  range: Range;
  /** Neither name is in the card data: the line was matched by spelling alone. */
  bySpelling?: true;
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

/**
 * A deck as every rule reads it, built by buildContext. What runs after it (the combo search, the
 * bracket floor) adds its findings in RuleContext (rule.ts).
 */
export interface CheckContext {
  doc: DeckDocument;
  db: CardDatabase;
  format: FormatDefinition;
  path?: string;
  entries: ResolvedEntry[];
  /** Lines read as no card: without a count around a counted list, and no card's name (EntryNode.unsure). */
  unread: EntryNode[];
  commanders: ResolvedEntry[];
  signatureSpells: ResolvedEntry[];
  companions: ResolvedEntry[];
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
  /** Where the messages are shown, for their advice (set by checkDeck; absent: the command line). */
  door?: Door;
}
