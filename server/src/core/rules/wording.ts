// Small words of the rules' messages that do not need the deck's context: articles, color
// identities, card counts. context.ts re-exports them for the rules.
import * as l10n from '@vscode/l10n';
import type { Color } from '../cards/types';

export const COLOR_ORDER: Color[] = ['W', 'U', 'B', 'R', 'G'];

/** "a" or "an" before a word ("an oathbreaker", "an Artifact", "a commander"). */
export function article(word: string): string {
  return /^[aeiou]/i.test(word.trim()) ? 'an' : 'a';
}

/** "a commander", "an oathbreaker" (Japanese has no article: 統率者). */
export function withArticle(word: string): string {
  return article(word) === 'an' ? l10n.t('an {0}', word) : l10n.t('a {0}', word);
}

export function identityText(colors: Iterable<Color>): string {
  const list = COLOR_ORDER.filter((c) => new Set(colors).has(c));
  return list.length ? list.map((c) => `{${c}}`).join('') : l10n.t('colorless');
}

/** "1 card", "60 cards" (Japanese: 1枚, 60枚). */
export function quantityText(n: number): string {
  return n === 1 ? l10n.t('{0} card', n) : l10n.t('{0} cards', n);
}
