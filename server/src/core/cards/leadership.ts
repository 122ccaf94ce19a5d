// MTGJSON `leadershipSkills`: which command-zone formats a card may lead. Only the Pauper Commander
// flag is read (mtgjson PR #1658, merged 2026-05; in AtomicCards since): Scryfall's bulk data does not
// say which cards may lead a Pauper Commander deck (its `is:pauperCommander` search is not in the data).
import type { Card } from './types';

/** `leadershipSkills.pauperCommander` of an MTGJSON card object, when it is there. */
export function pauperCommanderSkill(mtgjsonCard: unknown): boolean | undefined {
  const skills = (mtgjsonCard as { leadershipSkills?: unknown } | null)?.leadershipSkills;
  const v = skills && typeof skills === 'object' ? (skills as { pauperCommander?: unknown }).pauperCommander : undefined;
  return typeof v === 'boolean' ? v : undefined;
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
