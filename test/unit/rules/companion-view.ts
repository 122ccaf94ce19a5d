// What a player sees of the companion rule's diagnostics: line, columns, severity, message, card,
// related lines and data, for whole-list comparisons.
import type { FormatDefinition } from '../../../server/src/core/formats';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { companionDb } from './companion-cards';
import { check } from './helpers';

export interface Seen {
  line: number;
  from: number;
  to: number;
  severity: string;
  message: string;
  card?: string;
  related?: Array<[number, string]>;
  data?: Record<string, unknown>;
}

export function seen(d: DeckDiagnostic): Seen {
  return {
    line: d.range.start.line,
    from: d.range.start.character,
    to: d.range.end.character,
    severity: d.severity,
    message: d.message,
    ...(d.card !== undefined ? { card: d.card } : {}),
    ...(d.related ? { related: d.related.map((r): [number, string] => [r.range.start.line, r.message]) } : {}),
    ...(d.data ? { data: d.data } : {}),
  };
}

/** The companion rule's diagnostics of a deck, as seen (and the one a check that throws leaves). */
export function companionSeen(text: string, format: string | FormatDefinition = 'legacy'): Seen[] {
  return check(text, format, companionDb())
    .diagnostics.filter((d) => d.code === 'companion' || d.code === 'internal')
    .map(seen);
}

/** A constructed deck: the companion on line 1, the deck's lines from line 4. */
export function withCompanion(companion: string, deck: string[]): string {
  return ['Companion', `1 ${companion}`, '', 'Deck', ...deck].join('\n') + '\n';
}

/** The message of an unmet condition. */
export function unmet(companion: string, condition: string, problem: string): string {
  return `${companion}'s companion condition is not met ("${condition}"): ${problem}. Change those cards or choose another companion.`;
}
