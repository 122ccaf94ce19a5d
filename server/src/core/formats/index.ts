// Format registry: built-ins plus the user's config formats, `extends` resolved.
import * as l10n from '@vscode/l10n';
import { BUILTIN_FORMATS, FORMAT_ALIASES } from './builtin';
import { isJapanese } from '../cards/japanese';
import { onRulesData } from '../rules-data';
import type { DecklistConfig } from './config';
import { applyOverride } from './override';
import type { FormatDefinition } from './schema';
import { twoHeadedGiantBase, twoHeadedGiantOver, twoHeadedGiantRefusal } from './two-headed-giant';

export * from './schema';
export { applyOverride } from './override';
export { describeFormat, describeMultiplayerRules } from './describe';
export { commanderNoun, formatName, formatText, legalityKeyName } from './texts';
export type { DescribeFormatOptions } from './describe';
export { MULTIPLAYER_VARIANTS, MULTIPLAYER_OPTIONS, DOCUMENTS } from './game-rules';
export type { MultiplayerRule } from './game-rules';
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
  /** Why a well-formed id cannot be used (`2hg commander`: no such team format), or undefined. */
  unavailable?(id: string): string | undefined;
}

/**
 * The Japanese name a list written in Japanese gets for a format (`// フォーマット: レガシー`): the
 * first Japanese name that reads back as the format; undefined for a format without one.
 */
export function japaneseFormatName(id: string): string | undefined {
  return Object.keys(FORMAT_ALIASES).find((name) => isJapanese(name) && FORMAT_ALIASES[name] === id);
}

export function normalizeFormatId(id: string): string {
  const t = id.normalize('NFKC').trim();
  const k = t.toLowerCase().replace(/[\s_]+/g, '-');
  return FORMAT_ALIASES[k] ?? FORMAT_ALIASES[k.replace(/-/g, '')] ?? FORMAT_ALIASES[t.replace(/[\s・･]+/g, '')] ?? k;
}

export function createFormatRegistry(config?: DecklistConfig): FormatRegistry {
  const builtins = new Map(BUILTIN_FORMATS.map((f) => [f.id, f]));
  const resolved = new Map<string, FormatDefinition>(builtins);
  const errors: FormatRegistry['errors'] = [];
  const user = config?.formats ?? {};
  const composed = new Map<string, FormatDefinition | string>();

  /** `2hg legacy` and friends: the base format (built-in or the config's) with the Two-Headed Giant team rule. */
  const teamFormat = (id: string, stack: string[]): FormatDefinition | string | undefined => {
    const baseId = twoHeadedGiantBase(id);
    if (!baseId) return undefined;
    const key = normalizeFormatId(baseId);
    let f = composed.get(key);
    if (f === undefined) {
      const base = resolve(key, stack) ?? resolved.get(baseId.trim().toLowerCase());
      if (!base) return undefined;
      f = twoHeadedGiantRefusal(base, id) ?? twoHeadedGiantOver(builtins.get('two-headed-giant')!, base);
      composed.set(key, f);
    }
    return f;
  };

  const resolve = (id: string, stack: string[]): FormatDefinition | undefined => {
    const o = user[id];
    if (!o) {
      const f = resolved.get(id) ?? teamFormat(id, stack);
      return typeof f === 'string' ? undefined : f;
    }
    if (stack.includes(id)) {
      errors.push({ id, message: l10n.t('format "{0}" extends itself through {1}', id, [...stack, id].join(' → ')), path: config?.path });
      return undefined;
    }
    const done = resolved.get(id);
    if (done && !builtins.has(id)) return done;
    const baseId = o.extends ? (twoHeadedGiantBase(o.extends) ? o.extends : normalizeFormatId(o.extends)) : builtins.has(id) ? id : undefined;
    if (!baseId) {
      errors.push({
        id,
        message: l10n.t('format "{0}" needs "extends": the id of a format to start from ({1})', id, [...builtins.keys()].join(', ')),
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
          message: l10n.t('format "{0}" extends "{1}", which is not a known format (known: {2})', id, String(o.extends), [...new Set([...builtins.keys(), ...Object.keys(user)])].join(', ')),
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
      const f = resolved.get(k) ?? resolved.get(id.trim().toLowerCase()) ?? teamFormat(id, []);
      return typeof f === 'string' ? undefined : f;
    },
    unavailable(id: string) {
      const f = teamFormat(id, []);
      return typeof f === 'string' ? f : undefined;
    },
    ids: () => [...resolved.keys()],
    errors,
    rejected: [...(config?.rejected ?? []), ...errors.map((e) => e.id)],
  };
}

let builtinRegistry: FormatRegistry | undefined;
// A newer rules file changes the built-in formats' lists (builtin.ts): the registry is built again.
onRulesData(() => (builtinRegistry = undefined));

/** A built-in format by id or alias, or a Two-Headed Giant one over a built-in (no config). */
export function builtinFormat(id: string): FormatDefinition | undefined {
  return (builtinRegistry ??= createFormatRegistry()).get(id);
}

export type FormatSource = 'directive' | 'extension' | 'option' | 'config' | 'inferred';

export interface FormatChoice {
  format: FormatDefinition;
  source: FormatSource;
  /** Problems with a named format (unknown id in a `format:` line, in --format, in the config). */
  problems: Array<{ message: string; from: FormatSource; value: string; suggestions: string[] }>;
  /** A format the user asked for (`--format`, the setting) that the file's own `format:` line overrode. */
  overridden?: { value: string; format: FormatDefinition; from: 'option' };
}

/** Known format ids close to a misspelt one (`vintgae` → `vintage`). */
export function closeIds(id: string, ids: string[]): string[] {
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

const WHERE: Partial<Record<FormatSource, () => string>> = {
  extension: () => l10n.t(' (from the file extension)'),
  option: () => l10n.t(' (from --format or the format setting)'),
  config: () => l10n.t(' (the "format" of decklist.config.json)'),
};

/**
 * The format for a deck. An explicit choice beats a guess: the file's own `format:` line, then
 * the user's choice (`--format` or the editor's format setting), then the file extension (`.edh`
 * → commander; a Commander-type default format in the config refines it), then the config's
 * default format, and finally a guess (Commander when the deck marks a commander or has 98–101
 * cards; casual constructed otherwise). An unknown id is reported and the next source is used.
 */
export function chooseFormat(
  registry: FormatRegistry,
  hint: { format?: string; source?: 'directive' | 'extension' },
  option: string | undefined,
  configDefault: string | undefined,
  looksLikeCommander: boolean,
): FormatChoice {
  const problems: FormatChoice['problems'] = [];
  const directive = hint.source !== 'extension' ? hint.format : undefined;
  const extension = hint.source === 'extension' ? hint.format : undefined;
  const tries: Array<[string | undefined, FormatSource]> = [
    [directive, 'directive'],
    [option, 'option'],
    [extension, 'extension'],
    [configDefault, 'config'],
  ];
  for (const [value, from] of tries) {
    if (!value) continue;
    const f = registry.get(value);
    if (f) {
      // An extension only says "some Commander format" (.edh): a Commander-type default format
      // in the config (Duel Commander, a playgroup's house format) is more precise and wins.
      if (from === 'extension' && f.commander && configDefault) {
        const refined = registry.get(configDefault);
        if (refined?.commander) return { format: refined, source: 'config', problems };
      }
      const choice: FormatChoice = { format: f, source: from, problems };
      const chosenOption = from === 'directive' && option ? registry.get(option) : undefined;
      if (chosenOption && chosenOption.id !== f.id) choice.overridden = { value: option!, format: chosenOption, from: 'option' };
      return choice;
    }
    const why = registry.unavailable?.(value);
    if (why) {
      problems.push({ from, value, suggestions: [], message: why });
      continue;
    }
    const rejected = registry.rejected?.includes(value.trim().toLowerCase()) || registry.rejected?.includes(normalizeFormatId(value));
    if (rejected) {
      problems.push({
        from,
        value,
        suggestions: [],
        message: l10n.t('Format "{0}" is defined in decklist.config.json, but its definition has errors (reported for that file), so it cannot be used until they are fixed.', value),
      });
      continue;
    }
    const suggestions = closeIds(normalizeFormatId(value), registry.ids());
    problems.push({
      from,
      value,
      suggestions,
      message: l10n.t('Unknown format "{0}"{1}{2}. Known formats: {3}.', value, WHERE[from]?.() ?? '', suggestions.length ? l10n.t(' (did you mean {0}?)', suggestions.map((s) => `"${s}"`).join(', ')) : '', registry.ids().join(', ')),
    });
  }
  const guess = registry.get(looksLikeCommander ? 'commander' : 'constructed')!;
  return { format: guess, source: 'inferred', problems };
}
