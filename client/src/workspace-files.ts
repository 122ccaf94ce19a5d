// The web server has no file system: it is sent the decklist.config.json files it would look for,
// read through the editor's file system (github.dev's vscode-vfs://, vscode.dev's local folders,
// test-web's in-memory folder). For each open deck: the config file in its folder and in each
// folder above it, up to its workspace folder (the server's own lookup, server/src/lsp/deck-store.ts);
// again when such a file is created, changed or deleted.
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { WORKSPACE_FILES_NOTIFICATION, type WorkspaceFilesParams } from '../../server/src/lsp/protocol';

const CONFIG_FILE_NAME = 'decklist.config.json';

async function readText(uri: vscode.Uri): Promise<string | null> {
  try {
    return new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    return null;
  }
}

/** The config files a deck's lookup reads: its folder's, then each parent's up to its workspace folder. */
export function configCandidates(deck: vscode.Uri, root: vscode.Uri | undefined): vscode.Uri[] {
  const out: vscode.Uri[] = [];
  let dir = vscode.Uri.joinPath(deck, '..');
  for (;;) {
    out.push(vscode.Uri.joinPath(dir, CONFIG_FILE_NAME));
    const parent = vscode.Uri.joinPath(dir, '..');
    if (parent.path === dir.path || (root && dir.path === root.path) || (root && !parent.path.startsWith(root.path))) break;
    dir = parent;
  }
  return out;
}

export class WorkspaceFilesSync implements vscode.Disposable {
  private client: BaseLanguageClient | undefined;
  /** The files sent, by URI: a candidate that does not exist is sent once, as null. */
  private readonly sent = new Map<string, string | null>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor() {
    const watcher = vscode.workspace.createFileSystemWatcher(`**/${CONFIG_FILE_NAME}`);
    this.disposables.push(
      watcher,
      watcher.onDidCreate((uri) => void this.send([uri], true)),
      watcher.onDidChange((uri) => void this.send([uri], true)),
      watcher.onDidDelete((uri) => void this.send([uri], true)),
      vscode.workspace.onDidOpenTextDocument((doc) => void this.deckOpened(doc)),
    );
  }

  /** The server (re)started: it knows nothing yet. */
  attach(client: BaseLanguageClient): void {
    this.client = client;
    this.sent.clear();
    void Promise.all(vscode.workspace.textDocuments.map((doc) => this.deckOpened(doc)));
  }

  private async deckOpened(doc: vscode.TextDocument): Promise<void> {
    if (doc.languageId !== 'decklist' || doc.uri.scheme === 'untitled') return;
    await this.send(configCandidates(doc.uri, vscode.workspace.getWorkspaceFolder(doc.uri)?.uri), false);
  }

  private async send(uris: vscode.Uri[], again: boolean): Promise<void> {
    const client = this.client;
    if (!client) return;
    const files: WorkspaceFilesParams['files'] = [];
    for (const uri of uris) {
      const key = uri.toString();
      if (!again && this.sent.has(key)) continue;
      const text = await readText(uri);
      if (again || text !== null || !this.sent.has(key)) files.push({ uri: key, text });
      this.sent.set(key, text);
    }
    if (files.length && client === this.client && client.isRunning()) await client.sendNotification(WORKSPACE_FILES_NOTIFICATION, { files } satisfies WorkspaceFilesParams);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
