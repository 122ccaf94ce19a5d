// Helpers of the editor tests that need nothing but the vscode API (no Node.js): shared by the
// desktop suite (test/editor/suite) and the web suite (test/web/suite), which runs in VS Code's
// web-worker extension host. Open a workspace deck, wait for the server by polling (never a fixed
// sleep), read diagnostics and hovers.
import * as vscode from 'vscode';
import type { DecklistExtensionApi } from '../../../client/src/extension';

export const EXTENSION_ID = 'decklist.decklist-language';

export type DecklistTestApi = DecklistExtensionApi;

export async function extensionApi(): Promise<DecklistTestApi> {
  const ext = vscode.extensions.getExtension<DecklistTestApi>(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} is not loaded`);
  return ext.isActive ? ext.exports : await ext.activate();
}

export function workspaceFile(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the editor tests need the test workspace folder open');
  return vscode.Uri.joinPath(folder.uri, name);
}

export async function openDeck(name: string): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument(workspaceFile(name));
  return vscode.window.showTextDocument(doc, { preview: false });
}

/** Polls until `probe` returns something other than undefined (or throws after `timeoutMs`). */
export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() - start > timeoutMs) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${last instanceof Error ? last.message : String(last)})` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The diagnostics of a document once the server has published some that satisfy `ready`. */
export function waitForDiagnostics(uri: vscode.Uri, ready: (d: vscode.Diagnostic[]) => boolean, timeoutMs = 30_000): Promise<vscode.Diagnostic[]> {
  return waitFor(`diagnostics of ${uri.path.slice(uri.path.lastIndexOf('/') + 1)}`, () => {
    const d = vscode.languages.getDiagnostics(uri);
    return ready(d) ? d : undefined;
  }, timeoutMs);
}

export function codeOf(d: vscode.Diagnostic): string {
  const c = d.code;
  return typeof c === 'object' && c !== null ? String(c.value) : String(c);
}

export function rangeText(r: vscode.Range): string {
  return `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
}

/** The deck's text position of `needle` on the first line containing it. */
export function positionOf(doc: vscode.TextDocument, needle: string, offset = 0): vscode.Position {
  const i = doc.getText().indexOf(needle);
  if (i < 0) throw new Error(`"${needle}" not found in ${doc.uri.fsPath}`);
  return doc.positionAt(i + offset);
}

/** The hovers' text with Markdown's backslash escapes removed (`\\{T\\}` → `{T}`). */
export function hoverText(hovers: vscode.Hover[]): string {
  return hovers
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))
    .join('\n')
    .replace(/\\([\\`*_{}[\]()#+\-.!:|<>])/g, '$1');
}

let untitledDecks = 0;

/**
 * An unsaved deck with this text, under a name of its own: VS Code gives "Untitled-1" again once the
 * previous one is closed, and a reused URI could meet the previous test's document in the server.
 */
export async function untitledDeck(content: string): Promise<vscode.TextEditor> {
  // The web workbench looks for a file of that name in the workspace's file system first, which
  // fails for a relative path there.
  const name = `${vscode.env.uiKind === vscode.UIKind.Web ? '/' : ''}deck-${++untitledDecks}.dek`;
  const uri = vscode.Uri.from({ scheme: 'untitled', path: name });
  const doc = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), 'decklist');
  const editor = await vscode.window.showTextDocument(doc, { preview: false });
  if (!(await editor.edit((b) => b.insert(new vscode.Position(0, 0), content)))) throw new Error(`could not write the untitled deck ${uri.toString()}`);
  return editor;
}

/**
 * Runs a command that opens a quick pick or an input box, and presses Enter on it until the
 * command is done (Enter does nothing while a live picker has no results yet): its result.
 */
export async function runAndAccept<T>(command: string, ...args: unknown[]): Promise<T | undefined> {
  let result: T | undefined;
  let settled = false;
  void Promise.resolve(vscode.commands.executeCommand<T>(command, ...args)).then((r) => {
    result = r;
    settled = true;
  });
  await waitFor(`${command} to be accepted`, async () => {
    if (!settled) await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    return settled ? true : undefined;
  });
  return result;
}

/** Closes every editor, dropping unsaved changes, so that each test starts from an empty window. */
export async function closeAllEditors(): Promise<void> {
  for (const doc of vscode.workspace.textDocuments) {
    if (!doc.isDirty) continue;
    if (doc.isUntitled) {
      await vscode.window.showTextDocument(doc, { preview: false });
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    } else {
      // Put the text on disk back into the buffer (a revert command acts on whatever has focus).
      const disk = new TextDecoder().decode(await vscode.workspace.fs.readFile(doc.uri));
      const edit = new vscode.WorkspaceEdit();
      edit.replace(doc.uri, new vscode.Range(0, 0, doc.lineCount, 0), disk);
      await vscode.workspace.applyEdit(edit);
      await doc.save();
    }
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}
