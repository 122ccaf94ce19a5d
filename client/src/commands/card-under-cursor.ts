// The card a command about one card starts from: the card on the cursor's line, prefilled in the
// box (the outline's entries: the name as the deck writes it, which the server reads back).
import * as vscode from 'vscode';

async function cardUnderCursor(): Promise<string | undefined> {
  const editor = vscode.window.activeTextEditor;
  if (editor?.document.languageId !== 'decklist') return undefined;
  const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[] | undefined>('vscode.executeDocumentSymbolProvider', editor.document.uri);
  const at = editor.selection.active;
  for (const section of symbols ?? []) {
    for (const entry of section.children ?? []) if (entry.range.contains(at)) return entry.name;
  }
  return undefined;
}

/** The card name to use: the command's argument, else what the user confirms in a box prefilled with the card under the cursor. */
export async function askCardName(arg: unknown, title: string, prompt: string): Promise<string | undefined> {
  if (typeof arg === 'string') return arg;
  const value = await cardUnderCursor();
  // Kept open when the focus moves by itself (the Welcome walkthrough takes it for its step a moment after a command runs).
  return vscode.window.showInputBox({ title, prompt, value, valueSelection: value ? [0, value.length] : undefined, ignoreFocusOut: true });
}
