// What a player is told about the commander of a list (commander-inferred, commander-missing,
// commander-unconfirmed), built the way the messages read, for the tests beside this file.
import type { CheckResult } from '../../../server/src/core/check';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { range } from '../../../server/src/core/types';

/**
 * The diagnostics of the commander rules (and the unknown-card warning of a misspelt `commander:`
 * line), in order, with any check that failed on the deck (`internal`).
 */
export function commanderNotes(r: CheckResult): DeckDiagnostic[] {
  return r.diagnostics.filter((d) => d.code.startsWith('commander-') || d.code === 'internal' || (d.code === 'unknown-card' && d.severity === 'warning'));
}

/** Where a card name sits: line, first and last character. */
export const at = (line: number, from: number, to: number) => range(line, from, to);

/**
 * The note on one card taken as commander: `commanders` are all the cards taken (a pair gets a note
 * on each), `why` the reason, `others` the alternatives sentence when there is one.
 */
export function inferredNote(
  card: string,
  where: [line: number, from: number, to: number],
  why: string,
  options: { commanders?: string[]; noun?: string; others?: string; alternatives?: string[][] } = {},
): DeckDiagnostic {
  const noun = options.noun ?? 'commander';
  return {
    code: 'commander-inferred',
    severity: 'information',
    message: `${card} is taken as the ${noun} because ${why}.${options.others ?? ''} To make it explicit, add the line "// commander: ${card}" at the top of the file or put it under a "Commander" header.`,
    range: at(...where),
    card,
    data: {
      commanders: options.commanders ?? [card],
      line: where[0],
      directive: `// commander: ${card}`,
      marker: '*CMDR*',
      why,
      ...(options.alternatives ? { alternatives: options.alternatives } : {}),
    },
  };
}

/** What Commander asks of its commander, as commander-missing says it. */
export const COMMANDER_NEEDS =
  'a legendary creature, a legendary Vehicle or Spacecraft with power and toughness or a card that says it can be your commander';

/** The commander-missing error of a Commander list: `more` is what follows the fixed text (candidates, the unknown first line). */
export function missingNote(where: [line: number, from: number, to: number], candidates: string[], more = ''): DeckDiagnostic {
  return {
    code: 'commander-missing',
    severity: 'error',
    message: `No commander found: Commander needs ${COMMANDER_NEEDS} as commander. Mark it with a "Commander" section, a "// commander: Name" line, or *CMDR* after its name.${more}`,
    range: at(...where),
    data: { candidates },
  };
}
