import type { DeckDiagnostic } from '../types';
import type { CheckContext } from './context';
import type { DiagnosticSource } from './report';
import type { BracketData, BracketFloor } from '../brackets/types';
import type { DeckCombos } from '../combos/types';

export type { DiagnosticSource } from './report';

/**
 * What a rule reads: the deck's context (buildContext) and what checkDeck's passes found after
 * building it, before the rules run.
 */
export interface RuleContext extends CheckContext {
  /** The Commander Brackets lists and limits in force (the built-in ones when absent). */
  brackets?: BracketData;
  /** Commander Spellbook combos in the deck, when downloaded. */
  combos?: DeckCombos;
  /** The bracket floor, for formats that use brackets. */
  bracket?: BracketFloor;
}

/** One deck-building rule: a diagnostic source with a check over the whole deck. */
export interface Rule extends DiagnosticSource {
  check(ctx: RuleContext): DeckDiagnostic[];
}

/** Collects the diagnostics ctx.report makes, dropping the undefined of a code that is off. */
export function collector(): { out: DeckDiagnostic[]; push(d: DeckDiagnostic | undefined): void } {
  const out: DeckDiagnostic[] = [];
  return { out, push: (d) => void (d && out.push(d)) };
}
