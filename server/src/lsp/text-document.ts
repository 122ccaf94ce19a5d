// Small helpers over the editor's copy of a document.
import type { TextDocument } from 'vscode-languageserver-textdocument';

/** The text of one line, without its line break. */
export function lineText(doc: TextDocument, line: number): string {
  return doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$|\r$/, '');
}
