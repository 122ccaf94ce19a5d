// The shapes of a bracket judgement and of the bracket data in force, apart from the code that
// computes them, so the rules' context can hold them without importing the bracket logic.
import type { ComboStore } from '../combos/store';
import type { BracketLimits, BracketRuleId } from './data';

export interface BracketFinding {
  rule: BracketRuleId;
  /** The deck's cards it applies to, as the card data names them. */
  cards: string[];
  /** The lowest bracket that allows this many (1 = no limit reached). */
  bracket: number;
  /** For two-card combos: the pairs found (from the built-in or the config's list). */
  pairs?: Array<[string, string]>;
  /** For combos from Commander Spellbook: each combo found and the bracket it needs. */
  combos?: BracketCombo[];
}

/** A Commander Spellbook combo in the bracket reasons. */
export interface BracketCombo {
  id: string;
  /** The deck's cards of the combo. */
  cards: string[];
  /** Its results ("Infinite colorless mana"). */
  produces: string[];
  bracketTag?: string;
  /** The lowest bracket it allows. */
  bracket: number;
  url: string;
}

/**
 * Where a list in force comes from: its source (the built-in lists' in English, as data;
 * bracketSourceText words it) and date, and whether decklist.config.json amended it (by whom, when).
 */
export interface ListSource {
  source: string;
  asOf?: string;
  /** A config added or removed cards: `by` and `asOf` are the config's own "source" and "asOf", if given. */
  amended?: { by?: string; asOf?: string };
}

export interface BracketFloor {
  /** The lowest bracket the list does not rule out (1–4; 5 is about intent, never forced by a list). */
  floor: number;
  /** The findings that raise the floor above 1, highest bracket first. */
  reasons: BracketFinding[];
  /** Every kind of card found, tutors included (they have no limit by default). */
  findings: BracketFinding[];
  /**
   * Cards of the list that the card data does not know and no list names: whether they are tutors,
   * extra turns or mass land denial cannot be told, so the floor may be higher than it says.
   */
  unjudged: string[];
  /** Where each list comes from. */
  sources: Array<
    ListSource & {
      rule: BracketRuleId;
      /** The built-in pairs stand in for Commander Spellbook's combos, which are not downloaded (said when shown). */
      offlineFallback?: boolean;
    }
  >;
}

export interface NameList extends ListSource {
  names: Set<string>;
  /** The config replaced the built-in list: the card data's own flag no longer decides. */
  replaced: boolean;
  add: Set<string>;
  remove: Set<string>;
}

/** The bracket data in force: the built-in lists and limits with a config's changes applied. */
export interface BracketData {
  limits: Record<BracketRuleId, BracketLimits>;
  gameChangers: NameList;
  massLandDenial: NameList;
  extraTurns: NameList;
  tutors: NameList;
  combos: ListSource & {
    pairs: Array<[string, string]>;
    /** The pairs a config says are no combo (name keys, sorted and joined): they hide Spellbook's two-card combos too. */
    removed: Set<string>;
    /** The built-in pairs are in use, Spellbook's combos not downloaded. */
    offlineFallback?: boolean;
  };
  /**
   * Commander Spellbook's combos when downloaded: they replace the built-in pairs (the offline
   * fallback); pairs a config adds or lists still count.
   */
  spellbook?: ComboStore;
}
