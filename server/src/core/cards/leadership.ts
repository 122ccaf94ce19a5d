// MTGJSON `leadershipSkills`: which command-zone formats a card may lead. Only the Pauper Commander
// flag is read: Scryfall's bulk data does not say which cards may lead a Pauper Commander deck (its
// `is:pauperCommander` search is not in the data).
//
// Source (read 2026-11-27): mtgjson/mtgjson at c4d0117 (2026-08-18), `mtgjson5/models/submodels.py`
// `LeadershipSkills` (keys brawl, commander, oathbreaker, pauper_commander, predh; the last two
// "introduced v5.3.1", PR #1658 of 2026-05-28) and `mtgjson5/pipeline/stages/relationships.py`
// `add_leadership_skills_expr`: `pauper_commander` is true when *that printing* is an uncommon
// creature (or Vehicle/Spacecraft with power and toughness), front face. AtomicCards keeps one
// printing per card (`mtgjson5/build/assemble.py`, `iter_atomic`: the first after sorting away
// funny, oversized and promo printings), so `false` says that one printing is not uncommon, not
// that no printing ever was. The whole object is left out when every skill is false.
import type { Card } from './types';

/** The keys of `leadershipSkills` as MTGJSON writes them today (see above). */
export const LEADERSHIP_SKILL_KEYS = ['brawl', 'commander', 'oathbreaker', 'pauper_commander', 'predh'] as const;

/**
 * The spellings of the Pauper Commander flag the product reads, MTGJSON's own first; the camel-case
 * one in case MTGJSON renames it like its other fields (the live contract test says which arrived).
 */
export const PAUPER_COMMANDER_KEYS = ['pauper_commander', 'pauperCommander'] as const;

/** The keys of `leadershipSkills` the product reads (any one of them is enough). */
export const LEADERSHIP_SKILL_KEYS_READ: readonly string[] = PAUPER_COMMANDER_KEYS;

/** The Pauper Commander flag of an MTGJSON card object's `leadershipSkills`, when it is there. */
export function pauperCommanderSkill(mtgjsonCard: unknown): boolean | undefined {
  const skills = (mtgjsonCard as { leadershipSkills?: unknown } | null)?.leadershipSkills;
  if (!skills || typeof skills !== 'object') return undefined;
  for (const key of PAUPER_COMMANDER_KEYS) {
    const v = (skills as Record<string, unknown>)[key];
    if (typeof v === 'boolean') return v;
  }
  return undefined;
}

/**
 * Copies the Pauper Commander flag of an alias source (AtomicCards read for its names) onto cards of
 * another source (Scryfall) that do not carry one. Keys are card names as the alias source writes
 * them ("Front // Back" too); a front-face name matches as well.
 */
export function mergePauperCommander(cards: Card[], flags: Map<string, boolean>): number {
  if (flags.size === 0) return 0;
  let merged = 0;
  for (const c of cards) {
    if (c.pauperCommander !== undefined) continue;
    const v = flags.get(c.name) ?? flags.get(c.name.split(' // ')[0]);
    if (v === undefined) continue;
    c.pauperCommander = v;
    merged++;
  }
  return merged;
}
