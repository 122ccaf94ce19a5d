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
  if (!isObject(v)) return 'must be an object of bracket → most cards, like {"3": 3}';
  for (const [b, n] of Object.entries(v)) {
    if (b === '4' || b === '5') return `brackets 4 and 5 have no limits; remove "${b}"`;
    if (!['1', '2', '3'].includes(b)) return `"${b}" is not a bracket with limits (use "1", "2" or "3")`;
    if (n !== null && !(typeof n === 'number' && Number.isInteger(n) && n >= 0)) return `"${b}" must be a whole number of cards (0 or more), or null for no limit`;
  }
  return undefined;
}

/** Checks a config's "brackets" value; an empty list means it is valid. */
export function validateBracketsConfig(value: unknown): BracketsConfigProblem[] {
  const out: BracketsConfigProblem[] = [];
  if (!isObject(value)) return [{ key: 'brackets', message: `"brackets" must be an object with any of ${LISTS.join(', ')}` }];
  for (const [list, v] of Object.entries(value)) {
    if (!(LISTS as readonly string[]).includes(list)) {
      out.push({ key: list, message: `"brackets": unknown list "${list}" (known: ${LISTS.join(', ')})` });
      continue;
    }
    const at = (field: string, message: string) => out.push({ key: field, message: `"brackets.${list}.${field}" ${message}` });
    if (!isObject(v)) {
      out.push({ key: list, message: `"brackets.${list}" must be an object like {"add": [...], "remove": [...]}` });
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
            ? `cannot be given: ${list === 'tutors' ? 'tutors' : 'extra-turn cards'} are found from the card text; use "add" and "remove"`
            : `is not a known field (use ${known.join(', ')})`,
        );
      } else if (field === 'source' && typeof x !== 'string') at(field, 'must be a string saying where the list comes from');
      else if (field === 'asOf' && !(typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x))) at(field, 'must be a date like "2026-02-09"');
      else if (field === 'limits') {
        const p = limitsProblem(x);
        if (p) at(field, p);
      } else if ((field === 'add' || field === 'remove' || field === replaceKey) && !(combos ? isPairs(x) : isNames(x))) {
        at(field, combos ? 'must be a list of pairs of two different card names, like [["Sanguine Bond", "Exquisite Blood"]]' : 'must be a list of card names');
      }
    }
  }
  return out;
}
