// Position encodings (LSP 3.17 `general.positionEncodings`): a client that offers UTF-8 gets its
// columns in bytes, any other in UTF-16 code units. The server computes in UTF-16 (JavaScript
// strings); this is the one place where columns change units, both ways: every position the server
// sends (diagnostics and their related locations, edits, completion ranges, hovers, symbols, inlay
// hints, formatting) and every one it receives (document changes, the position of a completion or
// hover, the range of a code action or inlay hint request). Code actions match the client's
// diagnostics by line and code (code-actions.ts) and echo them back as they came.
// https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/#positionEncodingKind (read 2026-11-29)
import {
  PositionEncodingKind,
  type ClientCapabilities,
  type CodeAction,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type DocumentSymbol,
  type Hover,
  type InlayHint,
  type Position,
  type Range,
  type TextDocumentContentChangeEvent,
  type TextDocumentsConfiguration,
  type TextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { lineText } from './text-document';

export type PositionEncoding = 'utf-8' | 'utf-16';

/** UTF-8 where the client offers it (fewer conversions for the clients that count bytes), else UTF-16, which every client supports. */
export function negotiatedEncoding(c: ClientCapabilities): PositionEncoding {
  return c.general?.positionEncodings?.includes(PositionEncodingKind.UTF8) ? 'utf-8' : 'utf-16';
}

/** The UTF-8 length of the first `units` UTF-16 code units of a line (past its end: one byte per unit). */
export function utf8Column(line: string, units: number): number {
  let bytes = 0;
  let i = 0;
  for (; i < units && i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < line.length) {
      // A surrogate pair is one character of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes + Math.max(0, units - i);
}

/** The UTF-16 column of a byte column of a line (inside a character: its start; past the end: one unit per byte). */
export function utf16Column(line: string, bytes: number): number {
  let b = 0;
  let i = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < line.length;
    const size = c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
    if (b + size > bytes) return i;
    b += size;
    i += pair ? 2 : 1;
  }
  return i + Math.max(0, bytes - b);
}

/** The text of a line of a document the server may have open or may read (a config file); undefined when neither. */
export type LineSource = (uri: string, line: number) => string | undefined;

/** Converts the positions of one answer or notification between the server's UTF-16 and the client's encoding. */
export class PositionCodec {
  constructor(
    private readonly encoding: () => PositionEncoding,
    private readonly lineOf: LineSource,
  ) {}

  private get bytes(): boolean {
    return this.encoding() === 'utf-8';
  }

  private position(uri: string, p: Position, out: boolean): Position {
    const line = this.lineOf(uri, p.line);
    if (line === undefined) return p;
    return { line: p.line, character: out ? utf8Column(line, p.character) : utf16Column(line, p.character) };
  }

  private range(uri: string, r: Range, out: boolean): Range {
    return { start: this.position(uri, r.start, out), end: this.position(uri, r.end, out) };
  }

  /** A position the client sent (a completion's, a hover's). */
  positionIn(uri: string, p: Position): Position {
    return this.bytes ? this.position(uri, p, false) : p;
  }

  /** A range the client sent (a code action's, an inlay hint request's). */
  rangeIn(uri: string, r: Range): Range {
    return this.bytes ? this.range(uri, r, false) : r;
  }

  rangeOut(uri: string, r: Range): Range {
    return this.bytes ? this.range(uri, r, true) : r;
  }

  diagnostics(uri: string, list: Diagnostic[]): Diagnostic[] {
    if (!this.bytes) return list;
    return list.map((d) => ({
      ...d,
      range: this.range(uri, d.range, true),
      ...(d.relatedInformation
        ? { relatedInformation: d.relatedInformation.map((r) => ({ ...r, location: { uri: r.location.uri, range: this.range(r.location.uri, r.location.range, true) } })) }
        : {}),
    }));
  }

  textEdits(uri: string, edits: TextEdit[]): TextEdit[] {
    return this.bytes ? edits.map((e) => ({ ...e, range: this.range(uri, e.range, true) })) : edits;
  }

  workspaceEdit(edit: WorkspaceEdit): WorkspaceEdit {
    if (!this.bytes) return edit;
    const out: WorkspaceEdit = { ...edit };
    if (edit.changes) out.changes = Object.fromEntries(Object.entries(edit.changes).map(([uri, edits]) => [uri, this.textEdits(uri, edits)]));
    if (edit.documentChanges)
      out.documentChanges = edit.documentChanges.map((c) => ('edits' in c ? { ...c, edits: this.textEdits(c.textDocument.uri, c.edits as TextEdit[]) } : c));
    return out;
  }

  /** Code actions' edits (the diagnostics they name are the client's own, sent back as they came). */
  codeActions(actions: CodeAction[]): CodeAction[] {
    return this.bytes ? actions.map((a) => (a.edit ? { ...a, edit: this.workspaceEdit(a.edit) } : a)) : actions;
  }

  completion(uri: string, list: CompletionList): CompletionList {
    if (!this.bytes) return list;
    const item = (i: CompletionItem): CompletionItem => {
      const e = i.textEdit;
      const textEdit = !e ? undefined : 'range' in e ? { ...e, range: this.range(uri, e.range, true) } : { ...e, insert: this.range(uri, e.insert, true), replace: this.range(uri, e.replace, true) };
      return {
        ...i,
        ...(textEdit ? { textEdit } : {}),
        ...(i.additionalTextEdits ? { additionalTextEdits: this.textEdits(uri, i.additionalTextEdits) } : {}),
      };
    };
    return { ...list, items: list.items.map(item) };
  }

  hover(uri: string, h: Hover | null): Hover | null {
    return this.bytes && h?.range ? { ...h, range: this.range(uri, h.range, true) } : h;
  }

  symbols(uri: string, list: DocumentSymbol[]): DocumentSymbol[] {
    if (!this.bytes) return list;
    const symbol = (s: DocumentSymbol): DocumentSymbol => ({
      ...s,
      range: this.range(uri, s.range, true),
      selectionRange: this.range(uri, s.selectionRange, true),
      ...(s.children ? { children: s.children.map(symbol) } : {}),
    });
    return list.map(symbol);
  }

  inlayHints(uri: string, hints: InlayHint[]): InlayHint[] {
    if (!this.bytes) return hints;
    return hints.map((h) => ({ ...h, position: this.position(uri, h.position, true), ...(h.textEdits ? { textEdits: this.textEdits(uri, h.textEdits) } : {}) }));
  }
}

/**
 * The documents' configuration: a change's range comes in the client's encoding and is read in
 * UTF-16 against the text before that change (changes of one notification apply one after another).
 */
export function documentsIn(encoding: () => PositionEncoding): TextDocumentsConfiguration<TextDocument> {
  return {
    create: TextDocument.create,
    update: (doc, changes: TextDocumentContentChangeEvent[], version) => {
      if (encoding() !== 'utf-8') return TextDocument.update(doc, changes, version);
      let current = doc;
      for (const c of changes) {
        if (!('range' in c) || !c.range) {
          current = TextDocument.update(current, [c], version);
          continue;
        }
        const at = (p: Position) => ({ line: p.line, character: p.line < current.lineCount ? utf16Column(lineText(current, p.line), p.character) : p.character });
        current = TextDocument.update(current, [{ range: { start: at(c.range.start), end: at(c.range.end) }, text: c.text }], version);
      }
      return current;
    },
  };
}
