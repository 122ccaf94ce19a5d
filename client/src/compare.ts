// "Decklist: Compare With…": VS Code's diff editor on the canonical lists of two decks (sections
// in a fixed order, cards sorted, names resolved by the server), so the diff shows card changes,
// not moved lines or re-spelt names.
import * as path from 'node:path';
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

/** Read-only documents holding the two canonical lists, by URI. */
export class CompareContent implements vscode.TextDocumentContentProvider {
  private readonly lists = new Map<string, string>();
  private seq = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.lists.get(uri.toString()) ?? '';
  }

  add(name: string, content: string): vscode.Uri {
    // A path per comparison, so that each diff editor shows its own content; the file name gives the language.
    const uri = vscode.Uri.from({ scheme: COMPARE_SCHEME, path: `/${++this.seq}/${name}.dek` });
    this.lists.set(uri.toString(), content);
    return uri;
  }
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
      defaultUri: doc.uri,
      filters: { [TEXT.decklists()]: ['dek', 'edh', 'dec', 'cod', 'txt', 'dck', 'mwdeck', 'json'], [TEXT.allFiles()]: ['*'] },
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
  const otherName = path.basename(other.path);
  const thisName = path.basename(doc.uri.path);
  const leftUri = content.add(otherName, left);
  const rightUri = content.add(thisName, right);
  await vscode.commands.executeCommand('vscode.diff', leftUri, rightUri, TEXT.title(otherName, thisName));
  return { left: leftUri, right: rightUri };
}
