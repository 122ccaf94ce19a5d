// "Decklist: Compare With…": VS Code's diff editor on the canonical lists of two decks (sections
// in a fixed order, cards sorted, names resolved by the server), so the diff shows card changes,
// not moved lines or re-spelt names.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { CANONICAL_LIST_REQUEST, type CanonicalListParams } from '../../server/src/lsp/protocol';

export const COMPARE_SCHEME = 'decklist-compare';

const TEXT = {
  pickTitle: () => l10n.t('Compare the deck with…'),
  pickLabel: () => l10n.t('Compare'),
  decklists: () => l10n.t('Decklists'),
  allFiles: () => l10n.t('All files'),
  notReady: () => l10n.t('Decklist: the card data is still loading; compare again in a moment.'),
  title: (older: string, newer: string) => l10n.t('{0} ↔ {1} (cards)', older, newer),
};

/**
 * Whether a document is one of Compare With…'s lists: decklist text to read, never a deck to check
 * (the language client does not send it to the server, and the status bar shows nothing for it).
 */
export function isCompareList(uri: vscode.Uri): boolean {
  return uri.scheme === COMPARE_SCHEME;
}

/** Read-only documents holding the two canonical lists, by URI. */
export class CompareContent implements vscode.TextDocumentContentProvider {
  private readonly lists = new Map<string, string>();
  private seq = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.lists.get(uri.toString()) ?? '';
  }

  /** A list named as its deck's file (the diff editor's labels), in the Decklist language whatever the name says. */
  async add(name: string, content: string): Promise<vscode.Uri> {
    // A folder per comparison, so that each diff editor shows its own content.
    const uri = vscode.Uri.from({ scheme: COMPARE_SCHEME, path: `/${++this.seq}/${name}` });
    this.lists.set(uri.toString(), content);
    const doc = await vscode.workspace.openTextDocument(uri);
    if (doc.languageId !== 'decklist') await vscode.languages.setTextDocumentLanguage(doc, 'decklist');
    return uri;
  }
}

/** The file name of a URI (an untitled document's name). */
const baseName = (uri: vscode.Uri) => uri.path.slice(uri.path.lastIndexOf('/') + 1);

/** The extensions a deck file may have (the open dialog's filter). */
const DECK_EXTENSIONS = ['dek', 'edh', 'dec', 'cod', 'txt', 'dck', 'mwdeck', 'json'];

/**
 * Where Compare With…'s file box starts: another deck open in a tab (the active group's first),
 * else the deck's own folder, never the deck itself (Enter would compare it with itself).
 */
export function compareStart(doc: vscode.TextDocument): vscode.Uri | undefined {
  const groups = [vscode.window.tabGroups.activeTabGroup, ...vscode.window.tabGroups.all.filter((g) => g !== vscode.window.tabGroups.activeTabGroup)];
  const self = doc.uri.toString();
  for (const tab of groups.flatMap((g) => g.tabs)) {
    const uri = tab.input instanceof vscode.TabInputText ? tab.input.uri : undefined;
    if (!uri || uri.toString() === self || uri.scheme === 'untitled' || isCompareList(uri)) continue;
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (open?.languageId === 'decklist' || (!open && DECK_EXTENSIONS.includes(baseName(uri).split('.').pop()!.toLowerCase()))) return uri;
  }
  if (doc.uri.scheme !== 'untitled') return vscode.Uri.joinPath(doc.uri, '..');
  return vscode.workspace.workspaceFolders?.[0]?.uri;
}

async function textOf(uri: vscode.Uri): Promise<string> {
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  if (open) return open.getText();
  return new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(uri));
}

/** Opens the diff editor: the other deck on the left, this one on the right. Returns the two list URIs. */
export async function compareWith(
  client: LanguageClient,
  content: CompareContent,
  doc: vscode.TextDocument,
  otherArg?: unknown,
): Promise<{ left: vscode.Uri; right: vscode.Uri } | undefined> {
  let other = otherArg instanceof vscode.Uri ? otherArg : undefined;
  if (!other) {
    const picked = await vscode.window.showOpenDialog({
      title: TEXT.pickTitle(),
      openLabel: TEXT.pickLabel(),
      canSelectMany: false,
      defaultUri: compareStart(doc),
      filters: { [TEXT.decklists()]: DECK_EXTENSIONS, [TEXT.allFiles()]: ['*'] },
    });
    other = picked?.[0];
  }
  if (!other) return undefined;
  const uri = client.code2ProtocolConverter.asUri(doc.uri);
  const params: CanonicalListParams = { uri, text: await textOf(other), fileName: other.fsPath };
  const [left, right] = await Promise.all([
    client.sendRequest<string | null>(CANONICAL_LIST_REQUEST, params),
    client.sendRequest<string | null>(CANONICAL_LIST_REQUEST, { uri }),
  ]);
  if (left === null || right === null) {
    void vscode.window.showWarningMessage(TEXT.notReady());
    return undefined;
  }
  const otherName = baseName(other);
  const thisName = baseName(doc.uri);
  const leftUri = await content.add(otherName, left);
  const rightUri = await content.add(thisName, right);
  await vscode.commands.executeCommand('vscode.diff', leftUri, rightUri, TEXT.title(otherName, thisName));
  return { left: leftUri, right: rightUri };
}
