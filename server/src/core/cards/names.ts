// Name matching for lists that people write: format ban lists, bracket lists, pairings, a
// config's additions. Tolerant of case, curly quotes and spacing, and of a double-faced card
// named by its front face. (The card data's own lookup key is normalize.ts's normalizeCardName,
// which folds more: accents, ligatures, `A/B`.)

// Every check asks for the keys of the same few hundred names, against several lists per card:
// normalizing them each time was the largest single cost of a check. Bounded: a 50,000-line list
// of made-up names must not grow it for ever.
const KEYS = new Map<string, string>();
const MAX_KEYS = 50_000;

/** The key two written names share when they name the same card. */
export function nameKey(s: string): string {
  let k = KEYS.get(s);
  if (k === undefined) {
    k = s.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
    if (KEYS.size >= MAX_KEYS) KEYS.clear();
    KEYS.set(s, k);
  }
  return k;
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
