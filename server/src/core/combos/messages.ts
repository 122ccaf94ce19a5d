// Every user-facing text of the combo feature, in one place (a message catalog will translate them).
import * as l10n from '@vscode/l10n';
import type { BracketTag } from './types';

export const COMBO_MESSAGES = {
  notSpellbookFile: 'is not Commander Spellbook variants data (no "variants" array of combos)',
  noVariants: 'has no combos (is it Commander Spellbook\'s variants.json?)',
  brokenJson: (why: string) => `is damaged or cut short (${why})`,
  notAStore: 'is not a combo store',
  damagedHeader: 'has a damaged header',
  formatVersion: (got: unknown, want: number) => `has format version ${String(got)}, expected ${want}`,
  checksum: 'fails its checksum (damaged file)',
  error: (file: string, problem: string) => `combos ${file}: ${problem}`,
  checking: () => l10n.t('Checking the downloaded combos…'),
  compiled: (variants: number, cards: number) => l10n.t('Compiled {0} combos over {1} cards', variants, cards),
  unreadable: (why: string) => l10n.t('Combos could not be read: {0}', why),
  builtInInstead: (why: string) => l10n.t('Commander Spellbook combos could not be read ({0}); the built-in combo list is used instead', why),
  infoLine: (date: string, variants: number) => l10n.t('Commander Spellbook of {0}, {1} combos', date, variants),
  infoNone: () => l10n.t('not downloaded (decklist cards update --combos); brackets use the built-in list'),
  updated: (date: string, variants: number, cards: number) => l10n.t('Commander Spellbook combos of {0}: {1} combos over {2} cards', date, variants, cards),
  /** The source line shown with combos and in the bracket reasons. */
  source: (date: string) => (date ? l10n.t('Commander Spellbook combos of {0} (commanderspellbook.com)', date) : l10n.t('Commander Spellbook combos (commanderspellbook.com)')),
  /** Hover: "part of 3 combos in this deck". */
  partOf: (n: number) => (n === 1 ? l10n.t('Part of 1 combo in this deck') : l10n.t('Part of {0} combos in this deck', n)),
  moreCombos: (n: number) => l10n.t('…and {0} more', n),
  /** "Sword of the Meek + Thopter Foundry (Infinite …, Infinite lifegain)". */
  comboText: (cards: readonly string[], produces: readonly string[]) =>
    `${cards.join(' + ')}${produces.length ? ` (${produces.slice(0, 3).join(', ')}${produces.length > 3 ? ', …' : ''})` : ''}`,
  /** The `// bracket:` warning on a card of a combo. */
  bracketCombo: (name: string, combo: string, tag: string | undefined, need: string, declared: string, more: number) =>
    l10n.t(
      '{0} is part of the combo {1}: {2}, and the declared {3} does not allow it{4}.',
      name,
      combo,
      tag ? l10n.t('Commander Spellbook tags it {0}; by the official rules it needs {1}', tag, need) : l10n.t('it needs {0}', need),
      declared,
      more ? (more === 1 ? l10n.t(' (and 1 more combo with this card)') : l10n.t(' (and {0} more combos with this card)', more)) : '',
    ),
  otherPiece: (name: string) => l10n.t('another card of the combo: {0}', name),
} as const;

/** Commander Spellbook's bracket tags (Variant.BracketTag in its backend, spellbook/models/variant.py). */
export const BRACKET_TAG_NAMES: Record<BracketTag, string> = {
  R: 'Ruthless',
  S: 'Spicy',
  P: 'Powerful',
  O: 'Oddball',
  C: 'Core',
  E: 'Exhibition',
  B: 'Banned',
};
