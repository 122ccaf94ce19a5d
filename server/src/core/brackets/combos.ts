// The bracket a combo found in a deck needs, judged from Commander Spellbook's data.
//
// The official text (Commander Format Panel, "Introducing Commander Brackets Beta", 2025-02-11,
// magic.wizards.com/en/news/announcements/introducing-commander-brackets-beta; revised in
// "Commander Brackets Beta Update – October 21, 2025",
// magic.wizards.com/en/news/announcements/commander-brackets-beta-update-october-21-2025; both read
// 2026-11-25):
// - Brackets 1 (Exhibition) and 2 (Core): no intentional two-card infinite combos.
// - Bracket 3 (Upgraded): no two-card infinite combos early in the game (late-game ones are fine).
// - Brackets 4 (Optimized) and 5 (cEDH): no limit.
//
// Commander Spellbook tags every variant with the lowest bracket it fits (`bracketTag`, computed by
// `estimate_bracket` in its backend, spellbook/models/variant.py; read 2026-11-25): R Ruthless →
// bracket 4 (a fast two-card win, extra-turn or mass land denial loop, four Game Changers, …),
// S Spicy and P Powerful → 3 (a slower two-card combo, a lock, a Game Changer), O Oddball and
// C Core → 2, E Exhibition → 1; B marks a variant with a card banned in Commander (the legality
// check reports the card; it sets no bracket here).
//
// Our reading differs from Spellbook's in one place, on the side of the official text: Spellbook
// tags a slow two-card infinite combo Core (bracket 2), while the official text keeps every
// two-card infinite combo out of brackets 1–2. So a combo of two pieces (cards plus template
// requirements) with an infinite or game-winning result needs at least bracket 3.
import type { BracketTag, Combo } from '../combos/store';

export const BRACKET_OF_TAG: Record<BracketTag, number | undefined> = { R: 4, S: 3, P: 3, O: 2, C: 2, E: 1, B: undefined };

/** Where the combo judgement comes from, for the bracket sources. */
export const SPELLBOOK_BRACKET_SOURCE =
  "Commander Spellbook variants and their bracketTag (commanderspellbook.com), read by the official bracket definitions (2025-02-11, updated 2025-10-21)";

/** A combo of two pieces whose result is infinite or wins: what the two-card combo limits count. */
export function isTwoCardInfinite(combo: Pick<Combo, 'pieces' | 'infiniteOrWin'>): boolean {
  return combo.pieces <= 2 && combo.infiniteOrWin;
}

/**
 * The lowest bracket a deck holding this combo can be (1 = no limit reached). `twoCardFloor` is
 * the lowest bracket that allows one two-card combo: 3 by the official limits, other under a
 * config's "combos.limits".
 */
export function comboBracket(combo: Pick<Combo, 'bracketTag' | 'pieces' | 'infiniteOrWin'>, twoCardFloor = 3): number {
  const fromTag = combo.bracketTag ? (BRACKET_OF_TAG[combo.bracketTag] ?? 1) : 1;
  return Math.max(fromTag, isTwoCardInfinite(combo) ? twoCardFloor : 1);
}
