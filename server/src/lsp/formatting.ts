// textDocument/formatting: the service's formatted text as one edit (the client reduces it to the
// lines that changed).
import type { TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DeckStore } from './deck-store';

export function formatDocument(store: DeckStore, doc: TextDocument): TextEdit[] {
  const a = store.analysis(doc.uri);
  if (!a?.check || !a.service) return [];
  const text = doc.getText();
  const formatted = a.service.format(a.check, text);
  if (formatted === text) return [];
  return [{ range: { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) }, newText: formatted }];
}
