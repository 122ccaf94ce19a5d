// The service's types (what createDecklistService returns and what a check of a file holds), apart
// from core/index.ts so that the modules the service is made of can name them without a cycle.
import type { Card, CardDatabase } from './cards/types';
import type { CheckResult } from './check';
import type { FormatChoice, FormatDefinition, FormatRegistry } from './formats';
import type { DeckDocument } from './parse/types';
import type { Position } from './types';
import type { CompletionInput, DeckCompletion } from './features/completion';
import type { DeckFix, FixRequest } from './features/fixes';
import type { DeckHover, HoverOptions } from './features/hover';
import type { OutlineSection } from './features/outline';
import type { SearchOptions, SearchResult } from './search';
import type { SameCostResult } from './formats/same-cost';
import type { ConvertedDeck, ConvertTarget } from './convert';
import type { DeckStatistics } from './statistics';
import type { cardDrawOdds, DeckAnalysis, DeckChange, SampleHand, SampleHandRequest } from './analysis';

export interface CheckFileOptions {
  fileName?: string;
  /** Overrides the service's defaultFormat for this call (`--format`). */
  format?: string;
}

export interface FileCheck extends CheckResult {
  document: DeckDocument;
  /** Where the format came from. */
  formatSource: FormatChoice['source'];
  path?: string;
}

export interface DecklistService {
  readonly cards: CardDatabase;
  readonly formats: FormatRegistry;
  parse(text: string, options?: { fileName?: string }): DeckDocument;
  /** The format a document is checked against, and where that choice came from. */
  formatFor(doc: DeckDocument, options?: CheckFileOptions): FormatChoice;
  /** Parses and checks one deck. */
  check(text: string, options?: CheckFileOptions): FileCheck;
  /** Checks an already parsed deck. */
  checkDocument(doc: DeckDocument, options?: CheckFileOptions): FileCheck;
  /** Checks several decks together (team rules across decks naming the same `team:`). */
  checkFiles(files: Array<{ path: string; text: string }>, options?: { format?: string }): FileCheck[];
  /** The same for decks already parsed (an editor parses once per document version). */
  checkParsed(files: Array<{ path: string; document: DeckDocument }>, options?: { format?: string }): FileCheck[];

  // Editor features over a check (pure: positions and edits in core terms; the server translates).
  /** Images, prices and rulings only when the options ask (the caller knows the user's settings). */
  hover(check: FileCheck, position: Position, options?: HoverOptions): DeckHover | undefined;
  /** Completion on a line; `check` may be absent while the card data loads. */
  complete(input: Omit<CompletionInput, 'formats' | 'db'>): DeckCompletion[];
  fixes(check: FileCheck, text: string, request: FixRequest): DeckFix[];
  fixAll(check: FileCheck, text: string): DeckFix | undefined;
  /** The formatted text (the same string when nothing changes). */
  format(check: FileCheck, text: string): string;
  outline(check: FileCheck): OutlineSection[];
  /** `99 + 1 / 100`. */
  countText(check: FileCheck): string;
  /** Scryfall-syntax card search over the card data. */
  search(query: string, options?: SearchOptions): SearchResult;
  /** Mana curve, pips, types, sections and bracket findings for the statistics view. */
  statistics(check: FileCheck): DeckStatistics;
  /** The deck as plain text, an Arena list or an MTGO .dek. */
  convert(check: FileCheck, target: ConvertTarget): ConvertedDeck;
  /** Mental Legacy: the cards a card can be cast as under the deck's format (or Legacy). */
  sameCost(name: string, check?: FileCheck): SameCostResult | undefined;
  /** The same for a card in a given format (`decklist cards same-cost --format ID`). */
  sameCostIn(card: Card, format: FormatDefinition): SameCostResult;
  /** The cards with exactly this cost (as typed: `{1}{U}`, `1U`, `{1}{R} // {5}{R}`) in a format, or why it is not a cost. */
  cardsWithCost(cost: string, format: FormatDefinition): SameCostResult | { error: string };

  // Deck building (core/analysis): the same figures for the CLI, the statistics view and hovers.
  /** Colored sources against Karsten's tables, land count advice, draw odds and price. */
  analysis(check: FileCheck): DeckAnalysis;
  /** A seeded sample hand with London mulligans (`draws` more cards drawn after it). */
  sampleHand(check: FileCheck, options: SampleHandRequest): SampleHand & { notes: string[] };
  /** P(at least one of `copies` cards) in the opening hand and by turns 2–5, on the play and on the draw. */
  drawOdds(check: FileCheck, copies: number): ReturnType<typeof cardDrawOdds>;
  /** Card-level changes from one deck to another, names resolved first. */
  diff(before: FileCheck, after: FileCheck): DeckChange[];
  /** The deck as a canonical list: sections in a fixed order, cards sorted, one line per card. */
  canonicalList(check: FileCheck): string;
}
