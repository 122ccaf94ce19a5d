// What the Search Cards picker's title says about an answer. Pure (no VS Code), so it is unit-tested.
import * as l10n from '@vscode/l10n';
import type { SearchCardsResult } from '../../server/src/lsp/protocol';

function identityText(found: SearchCardsResult): string {
  return found.limitedToIdentity || l10n.t('colorless');
}

/** "3,889 cards", "12 cards in the commander's colors (WUBG)", or why nothing was found and how to widen it. */
export function searchTitle(found: SearchCardsResult, query: string): string {
  if (found.error) return l10n.t('Decklist: {0}', found.error);
  if (!found.cards.length) {
    // A Commander deck's search leaves out every card outside the commander's colors: say so, and how to look further.
    return found.limitedToIdentity !== undefined
      ? l10n.t('Decklist: no card in the commander\'s colors ({0}) matches "{1}". Add id:wubrg to search every color.', identityText(found), query)
      : l10n.t('Decklist: no card matches "{0}".', query);
  }
  const count = found.total === 1 ? l10n.t('1 card') : l10n.t('{0} cards', found.total.toLocaleString('en-US'));
  return found.limitedToIdentity !== undefined ? l10n.t("{0} in the commander's colors ({1})", count, identityText(found)) : count;
}
