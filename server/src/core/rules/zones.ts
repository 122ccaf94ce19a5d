import type { CheckContext, ResolvedEntry } from './context';

/** Entries whose cards must be legal in the format: the deck, the command zone, the companion, and a checked sideboard. */
export function playedEntries(ctx: CheckContext): ResolvedEntry[] {
  const sideboardChecked = ctx.format.sideboard.max !== undefined && ctx.format.sideboard.max > 0;
  return ctx.entries.filter(
    (e) =>
      e.card &&
      (e.zone === 'main' ||
        e.zone === 'commander' ||
        e.zone === 'signature' ||
        e.zone === 'companion' ||
        (e.zone === 'sideboard' && sideboardChecked)),
  );
}
