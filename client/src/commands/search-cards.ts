// Decklist: Search Cards… — Scryfall syntax over the card data; the picked card is added below the cursor.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { SEARCH_CARDS_REQUEST, type SearchCardsResult } from '../../../server/src/lsp/protocol';
import { deckDocument, serverUri, type DecklistCommand } from './command';

export const searchCards: DecklistCommand = {
  id: 'decklist.searchCards',
  create: (env) => async (queryArg?: unknown, pickArg?: unknown) => {
    const doc = deckDocument(undefined);
    if (!doc) return undefined;
    const query =
      typeof queryArg === 'string'
        ? queryArg
        : await vscode.window.showInputBox({
            title: l10n.t('Search cards'),
            prompt: l10n.t("Scryfall search syntax, e.g. t:creature mv<=2 o:draw (limited to the commander's colors in a Commander deck)"),
          });
    if (!query) return undefined;
    const found = await env.client.sendRequest<SearchCardsResult>(SEARCH_CARDS_REQUEST, { query, uri: serverUri(env, doc), limit: 200 });
    if (found.error) {
      void vscode.window.showWarningMessage(l10n.t('Decklist: {0}', found.error));
      return undefined;
    }
    if (found.cards.length === 0) {
      void vscode.window.showInformationMessage(l10n.t('Decklist: no card matches "{0}".', query));
      return undefined;
    }
    const items = found.cards.map((c) => ({ label: c.name, description: c.manaCost, detail: c.typeLine }));
    const count = found.total === 1 ? l10n.t('1 card') : l10n.t('{0} cards', found.total);
    const picked =
      typeof pickArg === 'string'
        ? items.find((i) => i.label === pickArg)
        : await vscode.window.showQuickPick(items, {
            title:
              found.limitedToIdentity !== undefined
                ? l10n.t("{0} in the commander's colors ({1})", count, found.limitedToIdentity || l10n.t('colorless'))
                : count,
            placeHolder: l10n.t('Adds "1 Name" to the deck on the line below the cursor'),
            matchOnDescription: true,
            matchOnDetail: true,
          });
    if (!picked) return undefined;
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
    const line = editor ? editor.selection.active.line : doc.lineCount - 1;
    const current = doc.lineAt(line);
    const edit = new vscode.WorkspaceEdit();
    if (current.isEmptyOrWhitespace) edit.replace(doc.uri, current.range, `1 ${picked.label}`);
    else edit.insert(doc.uri, current.range.end, `\n1 ${picked.label}`);
    await vscode.workspace.applyEdit(edit);
    return picked.label;
  },
};
