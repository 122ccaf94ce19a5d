// Paste detection: an untitled Plain Text document that receives a decklist (an MTG Arena or
// MTGO export, a Moxfield or Archidekt text export, a Japanese list) is switched to the Decklist
// language once, with a notification that offers to undo. A file the user opened (a .txt on
// disk) is never switched, nor a document switched back by the user.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { looksLikeDecklist } from './deck-text';

/** Run by the notification's Undo (and by the editor tests): the document goes back to Plain Text. */
export const UNDO_PASTE_DETECTION_COMMAND = 'decklist.undoPasteDetection';

export class PasteDetection implements vscode.Disposable {
  /** Documents already switched once (by URI): never again, even after an undo. */
  private readonly switched = new Set<string>();
  private readonly disposables: vscode.Disposable[];

  constructor() {
    this.disposables = [
      vscode.workspace.onDidChangeTextDocument((e) => {
        // A paste or a drop: text with a line break coming in at once.
        if (e.contentChanges.some((c) => c.text.includes('\n'))) void this.consider(e.document);
      }),
      vscode.workspace.onDidOpenTextDocument((d) => void this.consider(d)),
      vscode.workspace.onDidCloseTextDocument((d) => {
        // A document closed for good (not reopened by a language change) may come back as a new one.
        if (d.isUntitled) setTimeout(() => {
          if (!vscode.workspace.textDocuments.some((o) => o.uri.toString() === d.uri.toString())) this.switched.delete(d.uri.toString());
        }, 1000);
      }),
      vscode.commands.registerCommand(UNDO_PASTE_DETECTION_COMMAND, (uri: unknown) => this.undo(uri)),
    ];
    for (const d of vscode.workspace.textDocuments) void this.consider(d);
  }

  private async consider(doc: vscode.TextDocument): Promise<void> {
    if (doc.uri.scheme !== 'untitled' || doc.languageId !== 'plaintext' || this.switched.has(doc.uri.toString())) return;
    if (!looksLikeDecklist(doc.getText())) return;
    this.switched.add(doc.uri.toString());
    await vscode.languages.setTextDocumentLanguage(doc, 'decklist');
    const message = l10n.t('Decklist: the pasted text looks like a decklist, so it is now checked as one.');
    const undo = l10n.t('Undo');
    if ((await vscode.window.showInformationMessage(message, undo)) === undo) await this.undo(doc.uri);
  }

  private async undo(arg: unknown): Promise<boolean> {
    const uri = arg instanceof vscode.Uri ? arg.toString() : typeof arg === 'string' ? arg : undefined;
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
    if (!doc || doc.languageId !== 'decklist') return false;
    await vscode.languages.setTextDocumentLanguage(doc, 'plaintext');
    return true;
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
