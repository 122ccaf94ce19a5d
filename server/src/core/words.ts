// Small words the describers share, in the user's language.
import * as l10n from '@vscode/l10n';

/** Between the items of a list: ", " in English, "、" in Japanese. */
export function listSeparator(): string {
  return l10n.t({ message: ', ', comment: 'between the items of a list (deck-building notes, legalities, bracket findings)' });
}

/** A basic land type in the user's language (Swamp, 沼); another word as it is. */
export function landTypeName(type: string): string {
  switch (type) {
    case 'Plains':
      return l10n.t({ message: 'Plains', comment: ['the basic land type'] });
    case 'Island':
      return l10n.t({ message: 'Island', comment: ['the basic land type'] });
    case 'Swamp':
      return l10n.t({ message: 'Swamp', comment: ['the basic land type'] });
    case 'Mountain':
      return l10n.t({ message: 'Mountain', comment: ['the basic land type'] });
    case 'Forest':
      return l10n.t({ message: 'Forest', comment: ['the basic land type'] });
    default:
      return type;
  }
}

/** Sentences as one text: a space between them, none after a Japanese full stop. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.join(' ').replace(/([。！？]) /g, '$1');
}
