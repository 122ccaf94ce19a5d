// Decklist: Show Cards With the Same Mana Cost… — the cards with a card's exact cost, judged by the deck's
// format: in Mental Legacy and the like, what the card can be cast as.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { SAME_COST_REQUEST, type SameCostResult } from '../../../server/src/lsp/protocol';
import { cardPageText, type CardBlock, type CardPage } from '../card-view';
import { askCardName } from './card-under-cursor';
import type { DecklistCommand } from './command';

/** A Scryfall legality value (`not_legal`, `banned`, `restricted`, `legal`) in words. */
function legalityName(legality: string): string {
  switch (legality) {
    case 'legal':
      return l10n.t('legal');
    case 'not_legal':
      return l10n.t('not legal');
    case 'banned':
      return l10n.t('banned');
    case 'restricted':
      return l10n.t('restricted');
    default:
      return legality.replace('_', ' ');
  }
}

export const showSameCost: DecklistCommand = {
  id: 'decklist.showSameCost',
  create: ({ client, cardView }) => async (nameArg?: unknown) => {
    // The deck's format decides what is declarable: read it before the box takes the focus.
    const deck = vscode.window.activeTextEditor?.document;
    const uri = deck?.languageId === 'decklist' ? deck.uri.toString() : undefined;
    const name = await askCardName(nameArg, l10n.t('Cards with the same mana cost'), l10n.t('Card name'));
    if (!name) return undefined;
    const r = await client.sendRequest<SameCostResult | null>(SAME_COST_REQUEST, { name, uri });
    if (!r) {
      void vscode.window.showInformationMessage(l10n.t('Decklist: the card data has no card named "{0}".', name));
      return undefined;
    }
    const card = r.card ?? name;
    const blocks: CardBlock[] = [];
    if (r.noManaCost) {
      blocks.push({ kind: 'paragraph', text: r.castAs ? l10n.t('{0} has no mana cost: it cannot be cast as another card.', card) : l10n.t('{0} has no mana cost.', card) });
    }
    else {
      blocks.push({
        kind: 'paragraph',
        text: r.cards.length === 1 ? l10n.t('Mana cost {0}: 1 other card.', r.manaCost) : l10n.t('Mana cost {0}: {1} other cards.', r.manaCost, r.cards.length),
      });
      blocks.push({ kind: 'list', items: r.cards.map((c) => `${c.name} — ${c.typeLine}${c.legality === 'unknown' ? ` ${l10n.t('(legality unknown)')}` : ''}`) });
      if (r.notLegal.length) {
        blocks.push({
          kind: 'heading',
          text: r.castAs ? l10n.t('Same cost, but not declarable in {0}:', r.formatName) : l10n.t('Same cost, but not allowed in {0}:', r.formatName),
        });
        blocks.push({ kind: 'list', items: r.notLegal.map((c) => `${c.name} (${legalityName(c.legality)})`) });
      }
    }
    if (r.legalityUnknown) blocks.push({ kind: 'paragraph', text: l10n.t('Legality unknown: {0}.', r.legalityUnknown), muted: true });
    const title = r.castAs ? l10n.t('{0}: cast as another card in {1}', card, r.formatName) : l10n.t('{0}: cards with the same mana cost ({1})', card, r.formatName);
    const page: CardPage = { title, blocks };
    cardView.show(page);
    return cardPageText(page);
  },
};
