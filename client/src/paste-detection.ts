// Paste detection: an untitled Plain Text document that receives a decklist (an MTG Arena or
// MTGO export, a Moxfield or Archidekt text export, a Japanese list) is switched to the Decklist
// language once, with a notification that offers to undo. The text must have a deck's shape and
// name cards the card data knows (the server says). A file the user opened (a .txt on disk) is never
// switched, nor a document switched back by the user.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { KnownCards } from '../../server/src/lsp/protocol';
import { looksLikeDecklist, namesMakeADeck } from './deck-text';

/** Run by the notification's Undo (and by the editor tests): the document goes back to Plain Text. */
export const UNDO_PASTE_DETECTION_COMMAND = 'decklist.undoPasteDetection';

export class PasteDetection implements vscode.Disposable {
  /** Documents already switched once (by URI): never again, even after an undo. */
  private readonly switched = new Set<string>();
  /**
   * URIs of untitled documents just closed: forgotten once the event batch is over, unless the same
   * URI opens again at once (a language change closes and reopens the document; a closed untitled
   * name is given to the next new document).
   */
  private readonly closing = new Map<string, NodeJS.Timeout>();
  private readonly disposables: vscode.Disposable[];

  /** `knownCards` asks the server how many of the text's names are cards (null: it has no card data). */
  constructor(private readonly knownCards: (text: string) => Promise<KnownCards | null>) {
    this.disposables = [
      vscode.workspace.onDidChangeTextDocument((e) => {
        // A paste or a drop: text with a line break coming in at once.
        if (e.contentChanges.some((c) => c.text.includes('\n'))) void this.consider(e.document);
      }),
      vscode.workspace.onDidOpenTextDocument((d) => {
        const key = d.uri.toString();
        clearTimeout(this.closing.get(key));
        this.closing.delete(key);
        void this.consider(d);
      }),
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (d.uri.scheme !== 'untitled') return;
        const key = d.uri.toString();
        this.closing.set(
          key,
          setTimeout(() => {
            this.closing.delete(key);
            this.switched.delete(key);
          }, 0),
        );
      }),
      vscode.commands.registerCommand(UNDO_PASTE_DETECTION_COMMAND, (uri: unknown) => this.undo(uri)),
    ];
    for (const d of vscode.workspace.textDocuments) void this.consider(d);
  }

  private async consider(doc: vscode.TextDocument): Promise<void> {
    if (doc.uri.scheme !== 'untitled' || doc.languageId !== 'plaintext' || this.switched.has(doc.uri.toString())) return;
    const text = doc.getText();
    if (!looksLikeDecklist(text)) return;
    // The server answers once its card data is loaded (null: none after a while).
    const known = await this.knownCards(text).catch(() => null);
    // The document may have changed language or been switched meanwhile.
    if (doc.isClosed || doc.languageId !== 'plaintext' || this.switched.has(doc.uri.toString()) || !namesMakeADeck(known)) return;
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
    for (const t of this.closing.values()) clearTimeout(t);
    for (const d of this.disposables) d.dispose();
  }
}
