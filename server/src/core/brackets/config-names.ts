// Card names in a decklist.config.json's "brackets" lists, with where each is written, so that a
// misspelt one ("Rhystic Studdy") is reported on the config file with suggestions once card data
// is at hand (a misspelt name would silently match nothing).
import * as l10n from '@vscode/l10n';
import type { CardDatabase } from '../cards/types';
import type { BracketsConfig } from './config';
import { cardDataLabel } from '../cards/label';

export interface ConfigCardName {
  /** `gameChangers`, `combos`, … and the field (`cards`, `add`, `remove`, `pairs`). */
  list: string;
  field: string;
  name: string;
  /** 0-based position of the name's string literal (its opening quote), and its length with quotes. */
  line: number;
  character: number;
  length: number;
}

/** A problem with a card name of the config, shown on the config file. */
export interface ConfigNameProblem {
  line: number;
  character: number;
  length: number;
  message: string;
  name: string;
  suggestions: string[];
}

type Position = { line: number; character: number };

/**
 * Where each card name of a validated "brackets" value is written. Names are found in order after
 * their list's and field's keys; a name written with escapes JSON.stringify would not produce is
 * placed at its field's key.
 */
export function bracketConfigNames(text: string, brackets: BracketsConfig, positionOf: (offset: number) => Position): ConfigCardName[] {
  const out: ConfigCardName[] = [];
  const start = Math.max(0, text.indexOf('"brackets"'));
  for (const [list, override] of Object.entries(brackets) as Array<[string, Record<string, unknown>]>) {
    const listAt = text.indexOf(JSON.stringify(list), start);
    for (const field of ['cards', 'pairs', 'add', 'remove']) {
      const value = override[field];
      if (!Array.isArray(value)) continue;
      const fieldAt = text.indexOf(JSON.stringify(field), Math.max(start, listAt));
      let cursor = Math.max(0, fieldAt);
      for (const name of value.flat() as string[]) {
        const literal = JSON.stringify(name);
        const at = text.indexOf(literal, cursor);
        const offset = at >= 0 ? at : Math.max(0, fieldAt);
        if (at >= 0) cursor = at + literal.length;
        out.push({ list, field, name, ...positionOf(offset), length: at >= 0 ? literal.length : JSON.stringify(field).length });
      }
    }
  }
  return out;
}

/** The names the card data does not know, each with up to three suggestions. */
export function unknownConfigCardNames(names: readonly ConfigCardName[], db: CardDatabase): ConfigNameProblem[] {
  const out: ConfigNameProblem[] = [];
  for (const n of names) {
    if (db.lookup(n.name)) continue;
    const suggestions = db.suggest(n.name, 3).map((m) => m.name);
    const where = `brackets.${n.list}.${n.field}`;
    const message = suggestions.length
      ? l10n.t('"{0}": no card is named "{1}" in {2}; did you mean {3}? As written it matches no card.', where, n.name, cardDataLabel(db.info), suggestions.map((s) => `"${s}"`).join(l10n.t(' or ')))
      : l10n.t('"{0}": no card is named "{1}" in {2}, so it matches no card. Check the spelling, or update the card data if the card is new.', where, n.name, cardDataLabel(db.info));
    out.push({ line: n.line, character: n.character, length: n.length, message, name: n.name, suggestions });
  }
  return out;
}
