// Decklist: Show Cards With the Same Mana Cost… — what a card can be cast as (Mental Legacy and the like).
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { SAME_COST_REQUEST, type SameCostResult } from '../../../server/src/lsp/protocol';
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
  create: ({ client }) => async (nameArg?: unknown) => {
    const name =
      typeof nameArg === 'string' ? nameArg : await vscode.window.showInputBox({ title: l10n.t('Cards with the same mana cost'), prompt: l10n.t('Card name') });
    if (!name) return undefined;
    const uri = vscode.window.activeTextEditor?.document.languageId === 'decklist' ? vscode.window.activeTextEditor.document.uri.toString() : undefined;
    const r = await client.sendRequest<SameCostResult | null>(SAME_COST_REQUEST, { name, uri });
    if (!r) {
      void vscode.window.showInformationMessage(l10n.t('Decklist: the card data has no card named "{0}".', name));
      return undefined;
    }
    const lines = [`# ${l10n.t('{0}: cast as another card ({1})', r.card ?? name, r.format)}`, ''];
    if (r.noManaCost) lines.push(l10n.t('{0} has no mana cost: it cannot be cast as another card.', r.card ?? name));
    else {
      lines.push(
        r.cards.length === 1
          ? l10n.t('Mana cost {0}: 1 other card.', r.manaCost)
          : l10n.t('Mana cost {0}: {1} other cards.', r.manaCost, r.cards.length),
        '',
      );
      for (const c of r.cards) lines.push(`- ${c.name} — ${c.typeLine}${c.legality === 'unknown' ? ` ${l10n.t('(legality unknown)')}` : ''}`);
      if (r.notLegal.length) lines.push('', l10n.t('Same cost, but not declarable in this format:'), '', ...r.notLegal.map((c) => `- ${c.name} (${legalityName(c.legality)})`));
    }
    if (r.legalityUnknown) lines.push('', l10n.t('Legality unknown: {0}.', r.legalityUnknown));
    const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: lines.join('\n') + '\n' });
    await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
    return doc.uri;
  },
};
