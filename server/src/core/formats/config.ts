// `decklist.config.json`: user formats that extend a built-in, a default format and
// per-code severities. Validated field by field; a bad file gives errors with the file
// path and position, never an exception.
import * as l10n from '@vscode/l10n';
import { twoHeadedGiantBase } from './two-headed-giant';
import { BUILTIN_FORMATS, FORMAT_ALIASES } from './builtin';
import type { FormatOverride, SeverityMap } from './schema';
import type { DiagnosticCode } from '../rules/codes';
import { validateBracketsConfig, type BracketsConfig } from '../brackets/config';
import { bracketConfigNames, type ConfigCardName } from '../brackets/config-names';

export const CONFIG_FILE_NAME = 'decklist.config.json';

export interface DecklistConfig {
  /** Where it was read from. */
  path?: string;
  /** Default format id for decks this config covers. */
  format?: string;
  /** Severity per diagnostic code (`banned`: `warning`, `legality-unknown`: `off`, …). */
  severity: SeverityMap;
  /** User formats by id. */
  formats: Record<string, FormatOverride & { extends?: string }>;
  /** Changes to the Commander Brackets lists and limits. */
  brackets?: BracketsConfig;
  /** Ids of formats defined in the file but left out because their definition has errors. */
  rejected?: string[];
}

export interface ConfigError {
  path?: string;
  /** 0-based. */
  line: number;
  character: number;
  message: string;
}

export interface ConfigResult {
  config: DecklistConfig;
  errors: ConfigError[];
  /** The card names of the "brackets" lists and where they are written (checked against card data later). */
  cardNames?: ConfigCardName[];
}

function knownBase(base: string, userIds: string[]): boolean {
  const teamBase = twoHeadedGiantBase(base);
  if (teamBase) return knownBase(teamBase, userIds);
  const t = base.normalize('NFKC').trim();
  const k = t.toLowerCase().replace(/[\s_]+/g, '-');
  const id = FORMAT_ALIASES[k] ?? FORMAT_ALIASES[k.replace(/-/g, '')] ?? FORMAT_ALIASES[t.replace(/[\s・･]+/g, '')] ?? k;
  return BUILTIN_FORMATS.some((f) => f.id === id) || userIds.some((u) => u.toLowerCase() === id || u.toLowerCase() === t.toLowerCase());
}

const SEVERITIES = ['error', 'warning', 'information', 'hint', 'off'];

function positionOf(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let last = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i + 1;
    }
  }
  return { line, character: Math.max(0, offset - last) };
}

/** Best-effort position of a JSON key (`"name"`) in the text, for error messages. */
function keyPosition(text: string, key: string, after = 0): { line: number; character: number } {
  const i = text.indexOf(JSON.stringify(key), after);
  return positionOf(text, i < 0 ? 0 : i);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** What a field must be, worded when a value is wrong (a whole clause: "must be a string"). */
const mustBeString = (): string => l10n.t('must be a string');
const mustBeCardNames = (): string => l10n.t('must be a list of card names');
const mustBeBoolean = (field: string): string => l10n.t('{0} must be true or false', field);
const unknownField = (field: string, known: string): string => l10n.t('unknown field "{0}" (use {1})', field, known);

/** Validators of a format's fields: undefined when the value is right, else what it must be. */
const FORMAT_FIELDS: Record<string, (v: unknown) => string | undefined> = {
  extends: (v) => (typeof v === 'string' ? undefined : l10n.t('must be a format id (a string)')),
  name: (v) => (typeof v === 'string' ? undefined : mustBeString()),
  description: (v) => (typeof v === 'string' ? undefined : mustBeString()),
  source: (v) => (typeof v === 'string' ? undefined : mustBeString()),
  asOf: (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? undefined : l10n.t('must be a date like "2025-01-31"')),
  legalityKey: (v) => (typeof v === 'string' ? undefined : l10n.t('must be a Scryfall legality key such as "commander"')),
  legalityKeyValidFrom: (v) => (typeof v === 'string' ? undefined : l10n.t('must be a date')),
  restrictedMeans: (v) => (v === 'one-copy' || v === 'commander-only' ? undefined : l10n.t('must be "one-copy" or "commander-only"')),
  copyLimit: (v) => (isCount(v) && v >= 1 ? undefined : l10n.t('must be a whole number of at least 1')),
  deckSize: (v) => {
    if (!isObject(v)) return l10n.t('must be an object like {"exact": 80} or {"min": 60}');
    for (const [k, x] of Object.entries(v)) {
      if (k === 'includesCommandZone') {
        if (typeof x !== 'boolean') return mustBeBoolean(k);
      } else if (k === 'exact' || k === 'min' || k === 'max') {
        if (!isCount(x)) return l10n.t('{0} must be a whole number', k);
      } else return unknownField(k, 'exact, min, max, includesCommandZone');
    }
    return undefined;
  },
  exempt: (v) => {
    if (!isObject(v)) return l10n.t('must be an object like {"names": ["Relentless Rats"]}');
    for (const [k, x] of Object.entries(v)) {
      if (k === 'basicLands' || k === 'cardText') {
        if (typeof x !== 'boolean') return mustBeBoolean(k);
      } else if (k === 'names') {
        if (!isStringArray(x)) return l10n.t('names must be a list of card names');
      } else return unknownField(k, 'basicLands, cardText, names');
    }
    return undefined;
  },
  sideboard: (v) => {
    if (!isObject(v)) return l10n.t('must be an object like {"max": 15}');
    for (const [k, x] of Object.entries(v)) {
      if (k === 'max') {
        if (!isCount(x)) return l10n.t('{0} must be a whole number', k);
      } else if (k === 'note') {
        if (typeof x !== 'string') return l10n.t('note must be a string');
      } else if (k === 'countsTowardCopyLimit') {
        if (typeof x !== 'boolean') return mustBeBoolean(k);
      } else return unknownField(k, 'max, note, countsTowardCopyLimit');
    }
    return undefined;
  },
  commander: (v) => {
    if (v === null) return undefined;
    if (!isObject(v)) return l10n.t('must be an object (or null for no commander)');
    const known = ['noun', 'eligibility', 'pairings', 'colorIdentity', 'signatureSpell', 'colorlessBasicsOfOneType'];
    for (const [k, x] of Object.entries(v)) {
      if (!known.includes(k)) return unknownField(k, known.join(', '));
      if ((k === 'eligibility' || k === 'pairings') && !isStringArray(x)) return l10n.t('{0} must be a list of strings', k);
      if (k === 'eligibility') {
        const ok = ['legendary-creature', 'legendary-vehicle', 'legendary-planeswalker', 'planeswalker', 'can-be-commander', 'uncommon-creature'];
        const bad = (x as string[]).find((e) => !ok.includes(e));
        if (bad) return l10n.t('eligibility "{0}" is unknown (use {1})', bad, ok.join(', '));
      }
      if (k === 'pairings') {
        const ok = ['partner', 'partner-with', 'friends-forever', 'partner-variant', 'choose-a-background', 'doctors-companion'];
        const bad = (x as string[]).find((e) => !ok.includes(e));
        if (bad) return l10n.t('pairing "{0}" is unknown (use {1})', bad, ok.join(', '));
      }
      if (['colorIdentity', 'signatureSpell', 'colorlessBasicsOfOneType'].includes(k) && typeof x !== 'boolean') return mustBeBoolean(k);
    }
    return undefined;
  },
  companion: (v) => {
    if (!isObject(v)) return l10n.t('must be an object like {"allowed": false}');
    for (const [k, x] of Object.entries(v)) {
      if (k !== 'allowed' && k !== 'fromSideboard') return unknownField(k, 'allowed, fromSideboard');
      if (typeof x !== 'boolean') return mustBeBoolean(k);
    }
    return undefined;
  },
  banned: (v) => (isStringArray(v) ? undefined : mustBeCardNames()),
  unbanned: (v) => (isStringArray(v) ? undefined : mustBeCardNames()),
  restricted: (v) => (isStringArray(v) ? undefined : mustBeCardNames()),
  bannedAsCommander: (v) => (isStringArray(v) ? undefined : mustBeCardNames()),
  bannedAsCompanion: (v) => (isStringArray(v) ? undefined : mustBeCardNames()),
  team: (v) => {
    if (v === null) return undefined;
    if (!isObject(v) || !isCount(v.copyLimit) || (v.copyLimit as number) < 1)
      return l10n.t('must be an object like {"copyLimit": 4} (or null for no team rule)');
    return undefined;
  },
  severities: (v) => severityError(v),
  seeAlso: (v) => (isStringArray(v) ? undefined : l10n.t('must be a list of format ids')),
  brackets: (v) => (typeof v === 'boolean' ? undefined : l10n.t('must be true (decks are matched by Commander Brackets) or false')),
};

/**
 * The diagnostic codes a severity can be set for: every code but `internal` (kept equal to the
 * rules' DIAGNOSTIC_CODES and config.schema.json by a test; listed here because the rules import
 * the formats).
 */
export const SEVERITY_CODES: readonly string[] = [
  'parse', 'unknown-card', 'commander-missing', 'commander-inferred', 'commander-ineligible', 'commander-unconfirmed', 'banned-as-commander',
  'commander-pair', 'companion', 'color-identity', 'banned', 'not-legal', 'restricted', 'singleton', 'copy-limit',
  'deck-size', 'sideboard-size', 'legality-unknown', 'team-copy-limit', 'team-unchecked', 'format', 'bracket', 'mana-sources',
] satisfies DiagnosticCode[];

function severityError(v: unknown): string | undefined {
  if (!isObject(v)) return l10n.t('must be an object like {"banned": "warning"}');
  for (const [k, x] of Object.entries(v)) {
    if (typeof x !== 'string' || !SEVERITIES.includes(x)) return l10n.t('"{0}": must be one of {1}', k, SEVERITIES.join(', '));
    // A misspelt code would silently change nothing.
    if (!SEVERITY_CODES.includes(k)) return l10n.t('"{0}" is not a diagnostic code (known: {1})', k, SEVERITY_CODES.join(', '));
  }
  return undefined;
}

/** Parses and validates a config file's text. Never throws. */
export function parseConfig(text: string, path?: string): ConfigResult {
  const config: DecklistConfig = { path, severity: {}, formats: {} };
  const errors: ConfigError[] = [];
  let cardNames: ConfigCardName[] | undefined;
  const fail = (pos: { line: number; character: number }, message: string) => errors.push({ path, ...pos, message });
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const m = /position (\d+)/.exec(msg);
    fail(m ? positionOf(text, Number(m[1])) : { line: 0, character: 0 }, l10n.t('not valid JSON: {0}', msg));
    return { config, errors };
  }
  if (!isObject(raw)) {
    fail({ line: 0, character: 0 }, l10n.t('the file must hold one JSON object: {"format": …, "formats": {…}, "severity": {…}}'));
    return { config, errors };
  }
  for (const [key, value] of Object.entries(raw)) {
    const pos = keyPosition(text, key);
    switch (key) {
      case '$schema':
      case 'comment':
        break;
      case 'format':
      case 'defaultFormat':
        if (typeof value !== 'string') fail(pos, l10n.t('"{0}" must be a format id such as "commander"', key));
        else config.format = value.trim().toLowerCase();
        break;
      case 'severity':
      case 'severities': {
        const err = severityError(value);
        if (err) fail(pos, l10n.t({ message: '"{0}" {1}', args: [key, err], comment: ['A setting of decklist.config.json and what is wrong with it: "severity" must be an object like …'] }));
        else config.severity = value as SeverityMap;
        break;
      }
      case 'formats': {
        const list: Array<[string, unknown]> = Array.isArray(value)
          ? value.map((f, i) => [isObject(f) && typeof f.id === 'string' ? f.id : `#${i}`, f])
          : isObject(value)
            ? Object.entries(value)
            : [];
        if (!Array.isArray(value) && !isObject(value)) {
          fail(pos, l10n.t('"formats" must be an object: {"my-format": {"extends": "commander", …}}'));
          break;
        }
        const formatsAt = text.indexOf('"formats"');
        for (const [id, def] of list) {
          const fpos = keyPosition(text, id, formatsAt);
          if (!/^[a-z0-9][a-z0-9._-]*$/i.test(id)) {
            fail(fpos, l10n.t('format id "{0}" must be letters, digits, "-", "_" or "."', id));
            continue;
          }
          if (!isObject(def)) {
            fail(fpos, l10n.t('format "{0}" must be an object like {"extends": "commander", "banned": ["Sol Ring"]}', id));
            continue;
          }
          let ok = true;
          for (const [field, fv] of Object.entries(def)) {
            if (field === 'id') continue;
            const check = FORMAT_FIELDS[field];
            const at = keyPosition(text, field, text.indexOf(JSON.stringify(id), formatsAt));
            if (!check) {
              fail(at, l10n.t('format "{0}": unknown field "{1}" (known: {2})', id, field, Object.keys(FORMAT_FIELDS).join(', ')));
              ok = false;
              continue;
            }
            const err = check(fv);
            if (err) {
              fail(at, l10n.t('format "{0}": "{1}" {2}', id, field, err));
              ok = false;
            }
          }
          if (ok) {
            const { id: _id, ...rest } = def as Record<string, unknown>;
            config.formats[id.toLowerCase()] = rest as FormatOverride;
          } else {
            (config.rejected ??= []).push(id.toLowerCase());
            // Its other fields were reported; say now too if its base is unknown, so that one
            // round of fixes is enough.
            const base = (def as Record<string, unknown>).extends;
            if (typeof base === 'string' && !knownBase(base, list.map(([x]) => x))) {
              fail(
                keyPosition(text, 'extends', text.indexOf(JSON.stringify(id), formatsAt)),
                l10n.t('format "{0}": "extends" names "{1}", which is not a known format (known: {2})', id, base, BUILTIN_FORMATS.map((f) => f.id).join(', ')),
              );
            }
          }
        }
        break;
      }
      case 'brackets': {
        const problems = validateBracketsConfig(value);
        for (const p of problems) fail(p.key === 'brackets' ? pos : keyPosition(text, p.key, text.indexOf('"brackets"')), p.message);
        if (!problems.length) {
          config.brackets = value as BracketsConfig;
          cardNames = bracketConfigNames(text, config.brackets, (offset) => positionOf(text, offset));
        }
        break;
      }
      default:
        fail(pos, l10n.t('unknown setting "{0}" (known: format, formats, severity, brackets)', key));
    }
  }
  return cardNames?.length ? { config, errors, cardNames } : { config, errors };
}

/**
 * Where to look for a deck's config, nearest first: the deck's directory and each parent, up to
 * and including `stopAt` (a workspace root) when given. Pure path arithmetic (POSIX or Windows
 * separators); the caller reads the files.
 */
export function configCandidates(deckPath: string, stopAt?: string): string[] {
  const sep = deckPath.includes('\\') && !deckPath.includes('/') ? '\\' : '/';
  const parts = deckPath.split(/[\\/]/);
  parts.pop();
  const out: string[] = [];
  if (parts.length === 0) return [CONFIG_FILE_NAME];
  const norm = (p: string) => p.replace(/[\\/]+$/, '');
  while (parts.length > 0) {
    const dir = parts.join(sep) || sep;
    out.push(`${norm(dir)}${sep}${CONFIG_FILE_NAME}`.replace(/^\/\//, '/'));
    if (stopAt !== undefined && norm(dir) === norm(stopAt)) break;
    parts.pop();
  }
  return out;
}
