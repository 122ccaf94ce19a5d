// Restricted Mode: VS Code drops the workspace's values of the settings package.json lists as
// restricted, so neither the extension nor its server can read them through the settings API. To say
// which settings of the workspace are ignored (and only those), the workspace's own settings files are
// read, as JSON with comments.
import * as vscode from 'vscode';
// The ES module build: its UMD main requires its own files at run time, which a bundle cannot.
import { parse } from 'jsonc-parser/lib/esm/main.js';
import { RESTRICTED_SETTINGS, restrictedSettingsIn } from './restricted-settings';

async function readJsonc(uri: vscode.Uri): Promise<unknown> {
  try {
    return parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)), [], { allowTrailingComma: true });
  } catch {
    return undefined;
  }
}

/** The restricted settings that the workspace's folders (`.vscode/settings.json`) or its .code-workspace file set. */
export async function workspaceRestrictedSettings(): Promise<string[]> {
  const found = new Set<string>();
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    for (const key of restrictedSettingsIn(await readJsonc(vscode.Uri.joinPath(folder.uri, '.vscode', 'settings.json')))) found.add(key);
  }
  const file = vscode.workspace.workspaceFile;
  if (file && file.scheme !== 'untitled') {
    const workspace = (await readJsonc(file)) as { settings?: unknown } | undefined;
    for (const key of restrictedSettingsIn(workspace?.settings)) found.add(key);
  }
  return RESTRICTED_SETTINGS.filter((k) => found.has(k));
}
