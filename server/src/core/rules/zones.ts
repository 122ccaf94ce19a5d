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

export function nameKey(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

export function sameName(a: string, b: string): boolean {
  return a === b || nameKey(a) === nameKey(b);
}

/** Normalized name sets per list array, built once (format lists are never mutated after resolution). */
const LIST_SETS = new WeakMap<readonly string[], Set<string>>();

/** Whether a card name (or its front face) is on a list of names, tolerant of case and quotes. */
export function inList(list: readonly string[], name: string): boolean {
  if (list.length === 0) return false;
  let set = LIST_SETS.get(list);
  if (!set) {
    set = new Set(list.map(nameKey));
    LIST_SETS.set(list, set);
  }
  if (set.has(nameKey(name))) return true;
  const front = name.indexOf(' // ');
  return front > 0 && set.has(nameKey(name.slice(0, front)));
}
