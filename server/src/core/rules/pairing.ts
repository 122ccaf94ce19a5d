// Two-commander pairings: Partner, Partner with, Friends forever and other Partner variants,
// Choose a Background + Background, Doctor's companion + Time Lord Doctor.
import type { Card } from '../cards/types';
import type { PairingKind } from '../formats/schema';
import { sameName } from '../cards/names';

function has(card: Card, kind: string, withName?: string): boolean {
  // Stryker disable next-line StringLiteral: the abilities asked for with a name (partner-with, partner-variant) always carry one
  return card.deckbuilding.pairing.some((p) => p.kind === kind && (withName === undefined || sameName(p.with ?? '', withName)));
}

function frontName(card: Card): string {
  return card.name.split(' // ')[0];
}

/** The pairing that lets a and b share the command zone, if any the format allows. */
export function findPairing(a: Card, b: Card, allowed: PairingKind[]): PairingKind | undefined {
  const ok = (k: PairingKind) => allowed.includes(k);
  if (ok('partner') && has(a, 'partner') && has(b, 'partner')) return 'partner';
  if (
    ok('partner-with') &&
    (has(a, 'partner-with', b.name) || has(a, 'partner-with', frontName(b))) &&
    (has(b, 'partner-with', a.name) || has(b, 'partner-with', frontName(a)))
  )
    return 'partner-with';
  if (ok('friends-forever') && has(a, 'friends-forever') && has(b, 'friends-forever')) return 'friends-forever';
  if (ok('partner-variant')) {
    for (const p of a.deckbuilding.pairing) if (p.kind === 'partner-variant' && has(b, 'partner-variant', p.with)) return 'partner-variant';
  }
  if (ok('choose-a-background') && ((has(a, 'choose-a-background') && has(b, 'background')) || (has(b, 'choose-a-background') && has(a, 'background'))))
    return 'choose-a-background';
  if (ok('doctors-companion') && ((has(a, 'doctors-companion') && has(b, 'doctor')) || (has(b, 'doctors-companion') && has(a, 'doctor'))))
    return 'doctors-companion';
  return undefined;
}
