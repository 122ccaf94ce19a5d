// What checking one deck gives: a type of its own so that what reads a result (analysis, the
// features) need not import the checker, which imports the rules that use them.
import type { BracketFloor } from './brackets/types';
import type { DeckCombos } from './combos/types';
import type { DeckCounts } from './rules/context';
import type { RuleContext } from './rules/rule';
import type { DeckDiagnostic } from './types';

export interface CheckResult {
  /** The format id used. */
  format: string;
  /** The format's name as data (English for a built-in format; formats/texts.ts formatName gives what the user reads). */
  formatName: string;
  /** Commander names (and the signature spell in Oathbreaker), as the card data names them. */
  commanders: string[];
  /** The same as the deck writes them, for what a person reads (rules/context.ts shownName). */
  shownCommanders: string[];
  counts: DeckCounts;
  diagnostics: DeckDiagnostic[];
  /** The computed context (entries with cards, groups, …) for features such as hover and quick fixes. */
  context: RuleContext;
  /** The Commander Brackets floor, for formats that use brackets (Commander and formats based on it). */
  bracket?: BracketFloor;
  /** Commander Spellbook combos in the deck and one card away, when they are downloaded. */
  combos?: DeckCombos;
}
