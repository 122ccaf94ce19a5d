// Decklist: New Deck… — picks a format (built-in and decklist.config.json ones) and opens an
// untitled deck with its skeleton (the server's, as the snippets): format line, sections,
// a placeholder commander line to type over.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { LIST_FORMATS_REQUEST, type FormatSummary } from '../../../server/src/lsp/protocol';
import type { CommandEnv, DecklistCommand } from './command';

/**
 * An untitled URI no open document has: "New Deck.edh", "New Deck 2.edh", … Its path is absolute:
 * the editor looks for a file of that name first, in the workspace's file system, and on the web
 * (vscode-vfs:, vscode-test-web:) a relative path names no file ("Unable to resolve filesystem
 * provider with relative file path"); the title is the same.
 */
function freshUntitled(extension: string): vscode.Uri {
  const open = new Set(vscode.workspace.textDocuments.map((d) => d.uri.toString()));
  for (let n = 1; ; n++) {
    const uri = vscode.Uri.from({ scheme: 'untitled', path: `/${l10n.t('New Deck')}${n === 1 ? '' : ` ${n}`}${extension}` });
    if (!open.has(uri.toString())) return uri;
  }
}

async function pickFormat(formats: FormatSummary[]): Promise<FormatSummary | undefined> {
  const picked = await vscode.window.showQuickPick(
    formats.map((f) => ({ label: f.name, detail: f.description, format: f })),
    // Kept open when the focus moves by itself (the Welcome walkthrough takes it for its step a moment after a command runs).
    { title: l10n.t('New deck'), placeHolder: l10n.t('The format of the new deck'), matchOnDetail: true, ignoreFocusOut: true },
  );
  return picked?.format;
}

async function openNewDeck(env: CommandEnv, formatId: unknown): Promise<vscode.Uri | undefined> {
  // The formats of the config the new deck's folder would use (the first workspace folder's).
  const formats = await env.client.sendRequest<FormatSummary[]>(LIST_FORMATS_REQUEST, { uri: freshUntitled('.dek').toString() });
  const format = typeof formatId === 'string' ? formats.find((f) => f.id === formatId) : await pickFormat(formats);
  if (!format) {
    if (typeof formatId === 'string') void vscode.window.showWarningMessage(l10n.t('Decklist: no format is called "{0}".', formatId));
    return undefined;
  }
  // A Commander deck is an .edh file (Save As proposes it); other lists have no extension of their own.
  const uri = freshUntitled(format.commander ? '.edh' : '');
  const doc = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), 'decklist');
  const editor = await vscode.window.showTextDocument(doc, { preview: false });
  await editor.insertSnippet(new vscode.SnippetString(format.skeleton), new vscode.Position(0, 0));
  return doc.uri;
}

export const newDeck: DecklistCommand = {
  id: 'decklist.newDeck',
  create: (env) => (formatId?: unknown) => openNewDeck(env, formatId),
};
