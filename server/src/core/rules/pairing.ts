// Two-commander pairings: Partner, Partner with, Friends forever and other Partner variants,
// Choose a Background + Background, Doctor's companion + Time Lord Doctor.
import type { Card } from '../cards/types';
import type { PairingKind } from '../formats/schema';
import { sameName } from '../cards/names';

export function pairingAbilities(card: Card): string[] {
  const out: string[] = [];
  for (const p of card.deckbuilding.pairing) {
    switch (p.kind) {
      case 'partner':
        out.push('Partner');
        break;
      case 'partner-with':
        out.push(`Partner with ${p.with}`);
        break;
      case 'friends-forever':
        out.push('Friends forever');
        break;
      case 'partner-variant':
        out.push(`Partner—${p.with}`);
        break;
      case 'choose-a-background':
        out.push('Choose a Background');
        break;
      case 'background':
        out.push('is a Background');
        break;
      case 'doctors-companion':
        out.push("Doctor's companion");
        break;
      case 'doctor':
        out.push('is a Time Lord Doctor');
        break;
    }
  }
  return out;
}

function has(card: Card, kind: string, withName?: string): boolean {
  return card.deckbuilding.pairing.some((p) => p.kind === kind && (withName === undefined || (p.with !== undefined && sameName(p.with, withName))));
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
    for (const p of a.deckbuilding.pairing) if (p.kind === 'partner-variant' && p.with && has(b, 'partner-variant', p.with)) return 'partner-variant';
  }
  if (ok('choose-a-background') && ((has(a, 'choose-a-background') && has(b, 'background')) || (has(b, 'choose-a-background') && has(a, 'background'))))
    return 'choose-a-background';
  if (ok('doctors-companion') && ((has(a, 'doctors-companion') && has(b, 'doctor')) || (has(b, 'doctors-companion') && has(a, 'doctor'))))
    return 'doctors-companion';
  return undefined;
}

export const PAIRING_RULES: Record<PairingKind, string> = {
  partner: 'both have Partner',
  'partner-with': 'each has "Partner with" naming the other',
  'friends-forever': 'both have Friends forever',
  'partner-variant': 'both have the same Partner variant (Partner—…)',
  'choose-a-background': 'one has "Choose a Background" and the other is a Background',
  'doctors-companion': 'one has "Doctor\'s companion" and the other is a Time Lord Doctor',
};
