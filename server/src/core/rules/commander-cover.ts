// Which legends of an unmarked Commander list could lead it: those (alone, or as a legal pair)
// whose color identity covers every card of the deck. Used when the first line was taken as the
// commander but leaves cards outside its identity (a list that starts with the wrong legend).
import * as l10n from '@vscode/l10n';
import type { Card, Color } from '../cards/types';
import type { PairingKind } from '../formats/schema';
import { findPairing } from './pairing';

/**
 * What this file reads of a deck line: a ResolvedEntry of context.ts, named by its shape so that
 * context.ts, which calls these functions, is not imported back.
 */
interface Line {
  card?: Card;
  name: string;
  shown: string;
}

/** Every color some known card of `deck` has in its identity. */
export function deckIdentity(deck: readonly Line[]): Set<Color> {
  const out = new Set<Color>();
  for (const e of deck) if (e.card) for (const c of e.card.colorIdentity) out.add(c);
  return out;
}

function covers(choice: readonly Line[], needed: ReadonlySet<Color>): boolean {
  const have = new Set<Color>();
  for (const e of choice) for (const c of e.card!.colorIdentity) have.add(c);
  for (const c of needed) if (!have.has(c)) return false;
  return true;
}

/** At most this many candidates are tried in pairs (a 100-card list has a handful of legends; a cube may have hundreds). */
const MAX_PAIR_CANDIDATES = 60;

/**
 * The commanders that would cover every color of `needed`: each single candidate that does, then
 * each legal pair of candidates that does where neither alone would.
 */
export function coveringCommanders<E extends Line>(candidates: readonly E[], needed: ReadonlySet<Color>, pairings: PairingKind[]): E[][] {
  // Stryker disable next-line MethodExpression: the candidates (commander-inference.ts) are eligible lines, which all have a card
  const known = candidates.filter((c) => c.card);
  const singles = known.filter((c) => covers([c], needed));
  const out: E[][] = singles.map((c) => [c]);
  if (known.length > MAX_PAIR_CANDIDATES) return out;
  const rest = known.filter((c) => !singles.includes(c));
  rest.forEach((a, i) => {
    for (const b of rest.slice(i + 1)) if (covers([a, b], needed) && findPairing(a.card!, b.card!, pairings)) out.push([a, b]);
  });
  return out;
}

/** "Atraxa, Praetors' Voice" or "Tymna the Weaver and Thrasios, Triton Hero", as the deck writes them. */
export function commanderNames(choice: readonly Line[]): string {
  return choice.map((e) => e.shown).join(l10n.t(' and '));
}
