import type { CheckContext, ResolvedEntry } from './context';

/** Entries whose cards must be legal in the format: the deck, the command zone, the companion, and a checked sideboard. */
export function playedEntries(ctx: CheckContext): ResolvedEntry[] {
  // No maximum: not checked (Commander); a maximum of 0: no sideboard allowed, which sideboard-size says.
  const sideboardChecked = (ctx.format.sideboard.max ?? 0) > 0;
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
