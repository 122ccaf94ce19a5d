// `decklist.config.json`: user formats that extend a built-in, a default format and
// per-code severities. Validated field by field; a bad file gives errors with the file
// path and position, never an exception.
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

const FORMAT_FIELDS: Record<string, (v: unknown) => string | undefined> = {
  extends: (v) => (typeof v === 'string' ? undefined : 'must be a format id (a string)'),
  name: (v) => (typeof v === 'string' ? undefined : 'must be a string'),
  description: (v) => (typeof v === 'string' ? undefined : 'must be a string'),
  source: (v) => (typeof v === 'string' ? undefined : 'must be a string'),
  asOf: (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? undefined : 'must be a date like "2025-01-31"'),
  legalityKey: (v) => (typeof v === 'string' ? undefined : 'must be a Scryfall legality key such as "commander"'),
  legalityKeyValidFrom: (v) => (typeof v === 'string' ? undefined : 'must be a date'),
  restrictedMeans: (v) => (v === 'one-copy' || v === 'commander-only' ? undefined : 'must be "one-copy" or "commander-only"'),
  copyLimit: (v) => (isCount(v) && v >= 1 ? undefined : 'must be a whole number of at least 1'),
  deckSize: (v) => {
    if (!isObject(v)) return 'must be an object like {"exact": 80} or {"min": 60}';
    for (const [k, x] of Object.entries(v)) {
      if (k === 'includesCommandZone') {
        if (typeof x !== 'boolean') return 'includesCommandZone must be true or false';
      } else if (k === 'exact' || k === 'min' || k === 'max') {
        if (!isCount(x)) return `${k} must be a whole number`;
      } else return `unknown field "${k}" (use exact, min, max, includesCommandZone)`;
    }
    return undefined;
  },
  exempt: (v) => {
    if (!isObject(v)) return 'must be an object like {"names": ["Relentless Rats"]}';
    for (const [k, x] of Object.entries(v)) {
      if (k === 'basicLands' || k === 'cardText') {
        if (typeof x !== 'boolean') return `${k} must be true or false`;
      } else if (k === 'names') {
        if (!isStringArray(x)) return 'names must be a list of card names';
      } else return `unknown field "${k}" (use basicLands, cardText, names)`;
    }
    return undefined;
  },
  sideboard: (v) => {
    if (!isObject(v)) return 'must be an object like {"max": 15}';
    for (const [k, x] of Object.entries(v)) {
      if (k === 'max') {
        if (!isCount(x)) return 'max must be a whole number';
      } else if (k === 'note') {
        if (typeof x !== 'string') return 'note must be a string';
      } else if (k === 'countsTowardCopyLimit') {
        if (typeof x !== 'boolean') return 'countsTowardCopyLimit must be true or false';
      } else return `unknown field "${k}" (use max, note, countsTowardCopyLimit)`;
    }
    return undefined;
  },
  commander: (v) => {
    if (v === null) return undefined;
    if (!isObject(v)) return 'must be an object (or null for no commander)';
    const known = ['noun', 'eligibility', 'pairings', 'colorIdentity', 'signatureSpell', 'colorlessBasicsOfOneType'];
    for (const [k, x] of Object.entries(v)) {
      if (!known.includes(k)) return `unknown field "${k}" (use ${known.join(', ')})`;
      if ((k === 'eligibility' || k === 'pairings') && !isStringArray(x)) return `${k} must be a list of strings`;
      if (k === 'eligibility') {
        const ok = ['legendary-creature', 'legendary-vehicle', 'legendary-planeswalker', 'planeswalker', 'can-be-commander', 'uncommon-creature'];
        const bad = (x as string[]).find((e) => !ok.includes(e));
        if (bad) return `eligibility "${bad}" is unknown (use ${ok.join(', ')})`;
      }
      if (k === 'pairings') {
        const ok = ['partner', 'partner-with', 'friends-forever', 'partner-variant', 'choose-a-background', 'doctors-companion'];
        const bad = (x as string[]).find((e) => !ok.includes(e));
        if (bad) return `pairing "${bad}" is unknown (use ${ok.join(', ')})`;
      }
      if (['colorIdentity', 'signatureSpell', 'colorlessBasicsOfOneType'].includes(k) && typeof x !== 'boolean')
        return `${k} must be true or false`;
    }
    return undefined;
  },
  companion: (v) => {
    if (!isObject(v)) return 'must be an object like {"allowed": false}';
    for (const [k, x] of Object.entries(v)) {
      if (k !== 'allowed' && k !== 'fromSideboard') return `unknown field "${k}" (use allowed, fromSideboard)`;
      if (typeof x !== 'boolean') return `${k} must be true or false`;
    }
    return undefined;
  },
  banned: (v) => (isStringArray(v) ? undefined : 'must be a list of card names'),
  unbanned: (v) => (isStringArray(v) ? undefined : 'must be a list of card names'),
  restricted: (v) => (isStringArray(v) ? undefined : 'must be a list of card names'),
  bannedAsCommander: (v) => (isStringArray(v) ? undefined : 'must be a list of card names'),
  bannedAsCompanion: (v) => (isStringArray(v) ? undefined : 'must be a list of card names'),
  team: (v) => {
    if (v === null) return undefined;
    if (!isObject(v) || !isCount(v.copyLimit) || (v.copyLimit as number) < 1)
      return 'must be an object like {"copyLimit": 4} (or null for no team rule)';
    return undefined;
  },
  severities: (v) => severityError(v),
  seeAlso: (v) => (isStringArray(v) ? undefined : 'must be a list of format ids'),
  brackets: (v) => (typeof v === 'boolean' ? undefined : 'must be true (decks are matched by Commander Brackets) or false'),
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
  if (!isObject(v)) return 'must be an object like {"banned": "warning"}';
  for (const [k, x] of Object.entries(v)) {
    if (typeof x !== 'string' || !SEVERITIES.includes(x)) return `"${k}": must be one of ${SEVERITIES.join(', ')}`;
    // A misspelt code would silently change nothing.
    if (!SEVERITY_CODES.includes(k)) return `"${k}" is not a diagnostic code (known: ${SEVERITY_CODES.join(', ')})`;
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
    fail(m ? positionOf(text, Number(m[1])) : { line: 0, character: 0 }, `not valid JSON: ${msg}`);
    return { config, errors };
  }
  if (!isObject(raw)) {
    fail({ line: 0, character: 0 }, 'the file must hold one JSON object: {"format": …, "formats": {…}, "severity": {…}}');
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
        if (typeof value !== 'string') fail(pos, `"${key}" must be a format id such as "commander"`);
        else config.format = value.trim().toLowerCase();
        break;
      case 'severity':
      case 'severities': {
        const err = severityError(value);
        if (err) fail(pos, `"${key}" ${err}`);
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
          fail(pos, '"formats" must be an object: {"my-format": {"extends": "commander", …}}');
          break;
        }
        const formatsAt = text.indexOf('"formats"');
        for (const [id, def] of list) {
          const fpos = keyPosition(text, id, formatsAt);
          if (!/^[a-z0-9][a-z0-9._-]*$/i.test(id)) {
            fail(fpos, `format id "${id}" must be letters, digits, "-", "_" or "."`);
            continue;
          }
          if (!isObject(def)) {
            fail(fpos, `format "${id}" must be an object like {"extends": "commander", "banned": ["Sol Ring"]}`);
            continue;
          }
          let ok = true;
          for (const [field, fv] of Object.entries(def)) {
            if (field === 'id') continue;
            const check = FORMAT_FIELDS[field];
            const at = keyPosition(text, field, text.indexOf(JSON.stringify(id), formatsAt));
            if (!check) {
              fail(at, `format "${id}": unknown field "${field}" (known: ${Object.keys(FORMAT_FIELDS).join(', ')})`);
              ok = false;
              continue;
            }
            const err = check(fv);
            if (err) {
              fail(at, `format "${id}": "${field}" ${err}`);
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
              fail(keyPosition(text, 'extends', text.indexOf(JSON.stringify(id), formatsAt)), `format "${id}": "extends" names "${base}", which is not a known format (known: ${BUILTIN_FORMATS.map((f) => f.id).join(', ')})`);
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
        fail(pos, `unknown setting "${key}" (known: format, formats, severity, brackets)`);
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
