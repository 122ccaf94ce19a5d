// Format registry: built-ins plus the user's config formats, `extends` resolved.
import { BUILTIN_FORMATS, FORMAT_ALIASES } from './builtin';
import type { DecklistConfig } from './config';
import type { FormatDefinition, FormatOverride } from './schema';

export * from './schema';
export { BUILTIN_FORMATS, FORMAT_ALIASES } from './builtin';
export { parseConfig, configCandidates, CONFIG_FILE_NAME } from './config';
export type { DecklistConfig, ConfigError, ConfigResult } from './config';

export interface FormatRegistry {
  /** Resolved format by id or alias (case-insensitive), or undefined. */
  get(id: string): FormatDefinition | undefined;
  ids(): string[];
  /** Problems found while resolving config formats (unknown base, cycles). */
  errors: Array<{ id: string; message: string; path?: string }>;
  /** Ids defined in the config that cannot be used (their definition has errors). */
  rejected: string[];
}

export function normalizeFormatId(id: string): string {
  const t = id.normalize('NFKC').trim();
  const k = t.toLowerCase().replace(/[\s_]+/g, '-');
  return FORMAT_ALIASES[k] ?? FORMAT_ALIASES[k.replace(/-/g, '')] ?? FORMAT_ALIASES[t.replace(/[\s・･]+/g, '')] ?? k;
}

function union(a: string[] | undefined, b: string[] | undefined): string[] {
  const out = [...(a ?? [])];
  for (const x of b ?? []) if (!out.includes(x)) out.push(x);
  return out;
}

/** Applies a config override on top of a resolved base format. */
export function applyOverride(base: FormatDefinition, id: string, o: FormatOverride): FormatDefinition {
  const out: FormatDefinition = {
    ...base,
    id,
    name: o.name ?? (id === base.id ? base.name : `${id} (based on ${base.name})`),
    description: o.description ?? base.description,
    source: o.source ?? base.source,
    // A config that adds to the lists has its own date (or none); the base's date would mislead.
    asOf: o.asOf ?? (o.banned || o.restricted || o.bannedAsCommander || o.bannedAsCompanion ? undefined : base.asOf),
    legalityKey: o.legalityKey ?? base.legalityKey,
    legalityKeyValidFrom: o.legalityKeyValidFrom ?? base.legalityKeyValidFrom,
    restrictedMeans: o.restrictedMeans ?? base.restrictedMeans,
    copyLimit: o.copyLimit ?? base.copyLimit,
    deckSize: o.deckSize
      ? // A new exact/min/max replaces the base's size rule rather than mixing with it.
        'exact' in o.deckSize || 'min' in o.deckSize || 'max' in o.deckSize
        ? { includesCommandZone: base.deckSize.includesCommandZone, ...o.deckSize }
        : { ...base.deckSize, ...o.deckSize }
      : base.deckSize,
    exempt: {
      basicLands: o.exempt?.basicLands ?? base.exempt.basicLands,
      cardText: o.exempt?.cardText ?? base.exempt.cardText,
      names: union(base.exempt.names, o.exempt?.names),
    },
    sideboard: { ...base.sideboard, ...(o.sideboard ?? {}) },
    commander:
      o.commander === null
        ? undefined
        : o.commander
          ? ({
              ...(base.commander ?? { noun: 'commander', eligibility: ['legendary-creature'], pairings: [], colorIdentity: true }),
              ...o.commander,
            } as FormatDefinition['commander'])
          : base.commander,
    companion: { ...base.companion, ...(o.companion ?? {}) },
    banned: union(base.banned, o.banned),
    unbanned: union(base.unbanned, o.unbanned),
    restricted: union(base.restricted, o.restricted),
    bannedAsCommander: union(base.bannedAsCommander, o.bannedAsCommander),
    bannedAsCompanion: union(base.bannedAsCompanion, o.bannedAsCompanion),
    team: o.team === null ? undefined : (o.team ?? base.team),
    seeAlso: o.seeAlso ?? base.seeAlso,
    severities: { ...base.severities, ...(o.severities ?? {}) },
  };
  delete out.extends;
  return out;
}

export function createFormatRegistry(config?: DecklistConfig): FormatRegistry {
  const builtins = new Map(BUILTIN_FORMATS.map((f) => [f.id, f]));
  const resolved = new Map<string, FormatDefinition>(builtins);
  const errors: FormatRegistry['errors'] = [];
  const user = config?.formats ?? {};

  const resolve = (id: string, stack: string[]): FormatDefinition | undefined => {
    const o = user[id];
    if (!o) return resolved.get(id);
    if (stack.includes(id)) {
      errors.push({ id, message: `format "${id}" extends itself through ${[...stack, id].join(' → ')}`, path: config?.path });
      return undefined;
    }
    const done = resolved.get(id);
    if (done && !builtins.has(id)) return done;
    const baseId = o.extends ? normalizeFormatId(o.extends) : builtins.has(id) ? id : undefined;
    if (!baseId) {
      errors.push({
        id,
        message: `format "${id}" needs "extends": the id of a format to start from (${[...builtins.keys()].join(', ')})`,
        path: config?.path,
      });
      return undefined;
    }
    // Overriding a built-in by its own id extends the built-in.
    const base = baseId === id ? builtins.get(id) : resolve(baseId, [...stack, id]);
    if (!base) {
      if (!stack.length || !errors.some((e) => e.id === id))
        errors.push({
          id,
          message: `format "${id}" extends "${o.extends}", which is not a known format (known: ${[
            ...new Set([...builtins.keys(), ...Object.keys(user)]),
          ].join(', ')})`,
          path: config?.path,
        });
      return undefined;
    }
    const f = applyOverride(base, id, o);
    resolved.set(id, f);
    return f;
  };
  for (const id of Object.keys(user)) resolve(id, []);

  return {
    get(id: string) {
      const k = normalizeFormatId(id);
      return resolved.get(k) ?? resolved.get(id.trim().toLowerCase());
    },
    ids: () => [...resolved.keys()],
    errors,
    rejected: [...(config?.rejected ?? []), ...errors.map((e) => e.id)],
  };
}

/** A built-in format by id (no config). */
export function builtinFormat(id: string): FormatDefinition | undefined {
  return BUILTIN_FORMATS.find((f) => f.id === normalizeFormatId(id));
}

export type FormatSource = 'directive' | 'extension' | 'option' | 'config' | 'inferred';

export interface FormatChoice {
  format: FormatDefinition;
  source: FormatSource;
  /** Problems with a named format (unknown id in a `format:` line, in --format, in the config). */
  problems: Array<{ message: string; from: FormatSource; value: string; suggestions: string[] }>;
}

function closeIds(id: string, ids: string[]): string[] {
  const a = id.toLowerCase();
  const dist = (x: string, y: string) => {
    const d = Array.from({ length: y.length + 1 }, (_, j) => j);
    for (let i = 1; i <= x.length; i++) {
      let prev = d[0];
      d[0] = i;
      for (let j = 1; j <= y.length; j++) {
        const t = d[j];
        d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (x[i - 1] === y[j - 1] ? 0 : 1));
        prev = t;
      }
    }
    return d[y.length];
  };
  return ids
    .map((x) => ({ x, s: x.startsWith(a) || a.startsWith(x) ? 0 : dist(a, x) }))
    .filter((p) => p.s <= Math.max(2, Math.floor(a.length / 3)))
    .sort((p, q) => p.s - q.s)
    .slice(0, 3)
    .map((p) => p.x);
}

/**
 * The format for a deck, in this order: the file's `format:` directive, the file extension
 * (`.edh` → commander; a Commander-type format from the setting or the config refines it),
 * the user's setting / `--format`, the config's default format, and
 * finally a guess (Commander when the deck marks a commander or has 98–101 cards; casual
 * constructed otherwise). An unknown id is reported and the next source is used.
 */
const WHERE: Partial<Record<FormatSource, string>> = {
  extension: ' (from the file extension)',
  option: ' (from --format or the format setting)',
  config: ' (the "format" of decklist.config.json)',
};

export function chooseFormat(
  registry: FormatRegistry,
  hint: { format?: string; source?: 'directive' | 'extension' },
  option: string | undefined,
  configDefault: string | undefined,
  looksLikeCommander: boolean,
): FormatChoice {
  const problems: FormatChoice['problems'] = [];
  // An extension only says "some Commander format" (.edh): a Commander-type format from the
  // option or the config (Duel Commander, a playgroup's house format) is more precise and wins.
  if (hint.format && hint.source === 'extension') {
    const implied = registry.get(hint.format);
    if (implied?.commander) {
      for (const [value, from] of [
        [option, 'option'],
        [configDefault, 'config'],
      ] as Array<[string | undefined, FormatSource]>) {
        const f = value ? registry.get(value) : undefined;
        if (f?.commander) return { format: f, source: from, problems };
      }
    }
  }
  const tries: Array<[string | undefined, FormatSource]> = [
    [hint.format, hint.source ?? 'directive'],
    [option, 'option'],
    [configDefault, 'config'],
  ];
  for (const [value, from] of tries) {
    if (!value) continue;
    const f = registry.get(value);
    if (f) return { format: f, source: from, problems };
    const rejected = registry.rejected?.includes(value.trim().toLowerCase()) || registry.rejected?.includes(normalizeFormatId(value));
    if (rejected) {
      problems.push({
        from,
        value,
        suggestions: [],
        message: `Format "${value}" is defined in decklist.config.json, but its definition has errors (reported for that file), so it cannot be used until they are fixed.`,
      });
      continue;
    }
    const suggestions = closeIds(normalizeFormatId(value), registry.ids());
    problems.push({
      from,
      value,
      suggestions,
      message: `Unknown format "${value}"${WHERE[from] ?? ''}${suggestions.length ? ` (did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?)` : ''}. Known formats: ${registry.ids().join(', ')}.`,
    });
  }
  const guess = registry.get(looksLikeCommander ? 'commander' : 'constructed')!;
  return { format: guess, source: 'inferred', problems };
}
