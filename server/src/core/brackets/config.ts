// The "brackets" object of decklist.config.json: replace or amend each bracket list, change the
// limits. Validated field by field; each problem names the field and says what it must be.
//
//   "brackets": {
//     "gameChangers":   { "source": "…", "asOf": "2026-06-01", "cards": [ … ] },   // replaces the built-in list
//     "massLandDenial": { "add": ["Stasis"], "remove": ["Blood Moon"] },
//     "extraTurns":     { "remove": ["Sage of Hours"], "limits": { "2": 1, "3": 1 } },
//     "tutors":         { "limits": { "1": 2, "2": 4 } },
//     "combos":         { "source": "our group", "asOf": "2026-03-01", "add": [["Card A", "Card B"]] }
//   }

import * as l10n from '@vscode/l10n';

export interface ListOverride {
  source?: string;
  asOf?: string;
  /** Replaces the built-in list (Game Changers, mass land denial). */
  cards?: string[];
  add?: string[];
  remove?: string[];
  /** Most cards per bracket ("1"–"3"); null removes the built-in limit. */
  limits?: Record<string, number | null>;
}

export interface ComboOverride extends Omit<ListOverride, 'cards' | 'add' | 'remove'> {
  /** Replaces the built-in pairs. */
  pairs?: Array<[string, string]>;
  add?: Array<[string, string]>;
  remove?: Array<[string, string]>;
}

export interface BracketsConfig {
  gameChangers?: ListOverride;
  massLandDenial?: ListOverride;
  extraTurns?: ListOverride;
  tutors?: ListOverride;
  combos?: ComboOverride;
}

export interface BracketsConfigProblem {
  /** The JSON key the problem is under (for its position in the file). */
  key: string;
  message: string;
}

const LISTS = ['gameChangers', 'massLandDenial', 'extraTurns', 'tutors', 'combos'] as const;
/** Lists found from the card text: there is no list to replace. */
const DETECTED = new Set(['extraTurns', 'tutors']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNames = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string' && x.trim() !== '');
const isPairs = (v: unknown): v is Array<[string, string]> =>
  Array.isArray(v) && v.every((p) => Array.isArray(p) && p.length === 2 && isNames(p) && p[0].trim().toLowerCase() !== p[1].trim().toLowerCase());

function limitsProblem(v: unknown): string | undefined {
  if (!isObject(v)) return l10n.t('must be an object of bracket → most cards, like {"3": 3}');
  for (const [b, n] of Object.entries(v)) {
    if (b === '4' || b === '5') return l10n.t('brackets 4 and 5 have no limits; remove "{0}"', b);
    if (!['1', '2', '3'].includes(b)) return l10n.t('"{0}" is not a bracket with limits (use "1", "2" or "3")', b);
    if (n !== null && !(typeof n === 'number' && Number.isInteger(n) && n >= 0)) return l10n.t('"{0}" must be a whole number of cards (0 or more), or null for no limit', b);
  }
  return undefined;
}

/** Checks a config's "brackets" value; an empty list means it is valid. */
export function validateBracketsConfig(value: unknown): BracketsConfigProblem[] {
  const out: BracketsConfigProblem[] = [];
  if (!isObject(value)) return [{ key: 'brackets', message: l10n.t('"brackets" must be an object with any of {0}', LISTS.join(', ')) }];
  for (const [list, v] of Object.entries(value)) {
    if (!(LISTS as readonly string[]).includes(list)) {
      out.push({ key: list, message: l10n.t('"brackets": unknown list "{0}" (known: {1})', list, LISTS.join(', ')) });
      continue;
    }
    const at = (field: string, problem: string) =>
      out.push({ key: field, message: l10n.t({ message: '"{0}" {1}', args: [`brackets.${list}.${field}`, problem], comment: ['A setting of decklist.config.json and what is wrong with it: "severity" must be an object like …'] }) });
    if (!isObject(v)) {
      out.push({ key: list, message: l10n.t('"{0}" must be an object like {"add": [...], "remove": [...]}', `brackets.${list}`) });
      continue;
    }
    const combos = list === 'combos';
    const replaceKey = combos ? 'pairs' : 'cards';
    const known = ['source', 'asOf', 'add', 'remove', 'limits', ...(DETECTED.has(list) ? [] : [replaceKey])];
    for (const [field, x] of Object.entries(v)) {
      if (!known.includes(field)) {
        at(
          field,
          DETECTED.has(list) && field === 'cards'
            ? list === 'tutors'
              ? l10n.t('cannot be given: tutors are found from the card text; use "add" and "remove"')
              : l10n.t('cannot be given: extra-turn cards are found from the card text; use "add" and "remove"')
            : l10n.t('is not a known field (use {0})', known.join(', ')),
        );
      } else if (field === 'source' && typeof x !== 'string') at(field, l10n.t('must be a string saying where the list comes from'));
      else if (field === 'asOf' && !(typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x))) at(field, l10n.t('must be a date like "2026-02-09"'));
      else if (field === 'limits') {
        const p = limitsProblem(x);
        if (p) at(field, p);
      } else if ((field === 'add' || field === 'remove' || field === replaceKey) && !(combos ? isPairs(x) : isNames(x))) {
        at(field, combos ? l10n.t('must be a list of pairs of two different card names, like [["Sanguine Bond", "Exquisite Blood"]]') : l10n.t('must be a list of card names'));
      }
    }
  }
  return out;
}
