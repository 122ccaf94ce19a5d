// Decklist: Save Deck As… — Save As with the extension that fits the deck (deck-text.ts):
// `.txt` for plain text and Arena exports, `.dek` only for MTGO's XML, `.edh` for a Commander
// deck in plain text. VS Code's own dialog would propose the language's first extension (.dek)
// for any untitled deck, so Ctrl+S / Ctrl+Shift+S on an untitled deck come here (package.json).
import * as path from 'node:path';
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { saveExtension } from '../deck-text';
import { deckDocument, type CommandEnv, type DecklistCommand } from './command';

/** Where the deck is proposed to go: its own folder (a file) or the first workspace folder, under its name with the fitting extension. */
export function proposedSaveUri(env: Pick<CommandEnv, 'statusBar'>, doc: vscode.TextDocument, folder?: vscode.Uri): vscode.Uri {
  const hasCommander = (env.statusBar.info(doc.uri)?.counts.commander ?? 0) > 0 || path.extname(doc.uri.path) === '.edh';
  const base = path.basename(doc.uri.path, path.extname(doc.uri.path)) || l10n.t('Deck');
  const dir = folder ?? (doc.isUntitled ? vscode.workspace.workspaceFolders?.[0]?.uri : vscode.Uri.joinPath(doc.uri, '..'));
  const name = `${base}${saveExtension(doc.getText(), hasCommander)}`;
  return dir ? vscode.Uri.joinPath(dir, name) : vscode.Uri.file(name);
}

async function isFolder(uri: vscode.Uri): Promise<boolean> {
  try {
    return (await vscode.workspace.fs.stat(uri)).type === vscode.FileType.Directory;
  } catch {
    return false;
  }
}

/** Saves `doc` to `target` and shows the saved file in the Decklist language in its place; an untitled deck is closed. */
async function saveTo(doc: vscode.TextDocument, target: vscode.Uri): Promise<vscode.Uri> {
  await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(doc.getText()));
  const column = vscode.window.visibleTextEditors.find((e) => e.document === doc)?.viewColumn;
  if (doc.isUntitled) {
    await vscode.window.showTextDocument(doc, { preview: false, viewColumn: column });
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  let saved = await vscode.workspace.openTextDocument(target);
  // A .txt file opens as Plain Text: this one is known to be a deck.
  if (saved.languageId !== 'decklist') saved = await vscode.languages.setTextDocumentLanguage(saved, 'decklist');
  await vscode.window.showTextDocument(saved, { preview: false, viewColumn: column });
  return saved.uri;
}

export const saveAs: DecklistCommand = {
  id: 'decklist.saveAs',
  create: (env) => async (arg?: unknown, targetArg?: unknown) => {
    const doc = deckDocument(arg);
    if (!doc) return undefined;
    // A target folder (the tests, a script) saves there under the proposed name, without a dialog.
    const given = targetArg instanceof vscode.Uri ? targetArg : undefined;
    const target =
      given && !(await isFolder(given))
        ? given
        : given
          ? proposedSaveUri(env, doc, given)
          : await vscode.window.showSaveDialog({
              defaultUri: proposedSaveUri(env, doc),
              title: l10n.t('Save deck as'),
              filters: { [l10n.t('Decklists')]: ['txt', 'dek', 'edh', 'dec', 'cod', 'dck', 'mwdeck'], [l10n.t('All files')]: ['*'] },
            });
    return target ? saveTo(doc, target) : undefined;
  },
};
