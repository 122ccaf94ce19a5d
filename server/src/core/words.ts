// Small words the describers share, in the user's language.
import * as l10n from '@vscode/l10n';

/** Between the items of a list: ", " in English, "、" in Japanese. */
export function listSeparator(): string {
  return l10n.t({ message: ', ', comment: 'between the items of a list (deck-building notes, legalities, bracket findings)' });
}
