// Decklist: Search Cards… — Scryfall syntax over the card data, results shown as you type (after a
// short pause); the picked card is added below the cursor.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { SEARCH_CARDS_REQUEST, type SearchCardsResult } from '../../../server/src/lsp/protocol';
import { deckDocument, serverUri, type CommandEnv, type DecklistCommand } from './command';
import { searchTitle } from '../search-text';

/** How long typing pauses before the search runs. */
const DEBOUNCE_MS = 200;
const LIMIT = 200;

type CardItem = vscode.QuickPickItem & { card: string };

function search(env: CommandEnv, doc: vscode.TextDocument, query: string): Promise<SearchCardsResult> {
  return env.client.sendRequest<SearchCardsResult>(SEARCH_CARDS_REQUEST, { query, uri: serverUri(env, doc), limit: LIMIT });
}

function itemsOf(found: SearchCardsResult): CardItem[] {
  // alwaysShow: the server matched them (Japanese names, oracle text); the picker must not filter them again.
  return found.cards.map((c) => ({ label: c.name, description: c.manaCost, detail: c.typeLine, card: c.name, alwaysShow: true }));
}

/**
 * The live picker: each pause in typing searches again; a newer search wins over an older answer.
 * Resolves with the picked card's name, or undefined when closed. `typed` starts it with a query.
 */
function pickLive(env: CommandEnv, doc: vscode.TextDocument, typed?: string): Promise<string | undefined> {
  const picker = vscode.window.createQuickPick<CardItem>();
  picker.title = l10n.t('Search cards');
  picker.placeholder = l10n.t("Scryfall search syntax, e.g. t:creature mv<=2 o:draw (limited to the commander's colors in a Commander deck)");
  picker.matchOnDescription = true;
  picker.ignoreFocusOut = true;
  picker.matchOnDetail = true;
  let timer: NodeJS.Timeout | undefined;
  let generation = 0;
  const run = async (query: string) => {
    const mine = ++generation;
    if (!query.trim()) {
      picker.items = [];
      picker.title = l10n.t('Search cards');
      picker.busy = false;
      return;
    }
    picker.busy = true;
    try {
      const found = await search(env, doc, query);
      if (mine !== generation) return;
      picker.items = itemsOf(found);
      picker.title = searchTitle(found, query);
    } finally {
      if (mine === generation) picker.busy = false;
    }
  };
  const changed = (value: string) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(value), DEBOUNCE_MS);
  };
  return new Promise((resolve) => {
    picker.onDidChangeValue(changed);
    picker.onDidAccept(() => {
      const picked = picker.selectedItems[0] ?? picker.activeItems[0];
      if (!picked) return;
      resolve(picked.card);
      picker.hide();
    });
    picker.onDidHide(() => {
      if (timer) clearTimeout(timer);
      resolve(undefined);
      picker.dispose();
    });
    picker.show();
    if (typed) {
      picker.value = typed;
      changed(typed);
    }
  });
}

/** Adds `1 Name` on the line below the cursor (or on the cursor's line when it is empty). */
async function addBelowCursor(doc: vscode.TextDocument, name: string): Promise<void> {
  const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
  const line = editor ? editor.selection.active.line : doc.lineCount - 1;
  const current = doc.lineAt(line);
  const edit = new vscode.WorkspaceEdit();
  if (current.isEmptyOrWhitespace) edit.replace(doc.uri, current.range, `1 ${name}`);
  else edit.insert(doc.uri, current.range.end, `\n1 ${name}`);
  await vscode.workspace.applyEdit(edit);
}

export const searchCards: DecklistCommand = {
  id: 'decklist.searchCards',
  /**
   * No argument: the live picker. `(query, pick)`: that search, that card (scripts, tests).
   * `({ typed })`: the live picker started with `typed`, as if typed (tests).
   */
  create: (env) => async (queryArg?: unknown, pickArg?: unknown) => {
    const doc = deckDocument(undefined);
    if (!doc) return undefined;
    let picked: string | undefined;
    if (typeof queryArg === 'string') {
      const found = await search(env, doc, queryArg);
      if (found.error) {
        void vscode.window.showWarningMessage(l10n.t('Decklist: {0}', found.error));
        return undefined;
      }
      picked = found.cards.find((c) => c.name === pickArg)?.name;
    } else {
      const typed = typeof queryArg === 'object' && queryArg !== null && typeof (queryArg as { typed?: unknown }).typed === 'string' ? (queryArg as { typed: string }).typed : undefined;
      picked = await pickLive(env, doc, typed);
    }
    if (!picked) return undefined;
    await addBelowCursor(doc, picked);
    return picked;
  },
};
