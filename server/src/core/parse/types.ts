import type { DeckDiagnostic, Range } from '../types';

/** Which syntax the document was read as. */
export type Dialect = 'text' | 'mtgo-xml' | 'cockatrice-xml' | 'mtgjson-json' | 'octgn-xml';

/**
 * Where an entry counts. `outside` is a category that is not in the deck
 * (Archidekt `{noDeck}`, a "Considering" list, …).
 */
export type SectionKind = 'commander' | 'companion' | 'main' | 'sideboard' | 'maybeboard' | 'outside';

/** A piece of source text and where it stands. */
export interface Span {
  text: string;
  range: Range;
}

export type MarkerKind = 'foil' | 'etched' | 'commander' | 'companion' | 'other';

export interface Marker extends Span {
  kind: MarkerKind;
}

export interface EntryNode {
  kind: 'entry';
  /** 0-based line of the document. */
  line: number;
  /** The whole entry, without leading/trailing whitespace and trailing comment. */
  range: Range;
  section: SectionKind;
  /** The header text of the section it sits in, as written (`Sideboard`, `Creature (14)`), if any. */
  sectionName?: string;
  quantity: number;
  /** Absent when the quantity is implied (a bare name counts 1). */
  quantityRange?: Range;
  /** The name exactly as written (for `《日本語名/English》` the whole inside of the brackets). */
  name: string;
  nameRange: Range;
  /**
   * The names to try in order when looking the card up: for `《土地税/Land Tax》` that is
   * `['Land Tax', '土地税']`; for a plain name just `[name]`.
   */
  lookupNames: string[];
  set?: Span;
  collectorNumber?: Span;
  markers: Marker[];
  /** Archidekt-style categories `[Ramp,Land]` and their flags (`{noDeck}`, `{top}`), Moxfield `#tags`. */
  tags: Span[];
  /**
   * The category header the entry sits under (`// Tutors`, `Ramp (10)`, `Creature (30)`), as
   * written without its count; absent under a section header (`Sideboard`) or none.
   */
  category?: string;
  /**
   * A line without a count above or below a list whose lines have counts (`Goblin Sligh`,
   * `MoMa [1]`): a card when the card data knows its name, else the list's title or a remark,
   * which is not counted and is said to be unread.
   */
  unsure?: true;
}

export interface SectionNode {
  kind: 'section';
  line: number;
  range: Range;
  section: SectionKind;
  /** The header as written, without comment prefix or trailing count. */
  title: string;
  /** A count written in the header (`Sideboard (15)`), if any. */
  declaredCount?: number;
  /** The header names a category of cards (`// Tutors`, `Ramp (10)`), not a deck section. */
  category?: true;
}

export interface DirectiveNode {
  kind: 'directive';
  line: number;
  range: Range;
  /** Lower-cased key: `format`, `commander`, `team`, … */
  key: string;
  keyRange: Range;
  value: string;
  valueRange: Range;
}

export interface CommentNode {
  kind: 'comment';
  line: number;
  range: Range;
  text: string;
}

export interface BlankNode {
  kind: 'blank';
  line: number;
  range: Range;
}

export interface UnparsedNode {
  kind: 'unparsed';
  line: number;
  range: Range;
  text: string;
}

/** Exactly one node per document line for text; one per element of interest for XML dialects. */
export type LineNode = EntryNode | SectionNode | DirectiveNode | CommentNode | BlankNode | UnparsedNode;

export interface DeckDocument {
  dialect: Dialect;
  /** Number of lines in the source text (LSP counting: a final newline starts an empty last line). */
  lineCount: number;
  nodes: LineNode[];
  /** The card entries, in document order (a subset of `nodes`). */
  entries: EntryNode[];
  directives: DirectiveNode[];
  /** Syntax problems, all with code `parse`. */
  diagnostics: DeckDiagnostic[];
  /**
   * The format the file itself implies, lower-cased as written (`commander`, `brawl`, …):
   * from its first `format:` directive, else from its extension (`.edh` → `commander`).
   * Absent when neither says; the caller then falls back to the user's setting.
   */
  formatHint?: string;
  /** Where `formatHint` came from. */
  formatHintSource?: 'directive' | 'extension';
}
