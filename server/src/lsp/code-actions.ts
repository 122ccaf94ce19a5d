// textDocument/codeAction: the service's fixes as versioned workspace edits.
import { CodeActionKind, type CodeAction, type CodeActionParams, type Diagnostic, type WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DeckFix, TextEditCore } from '../core/index';
import type { DeckDiagnostic } from '../core/types';
import type { DeckStore } from './deck-store';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.decklist`;

/** The VS Code extension's command that downloads current card data (client/src/commands.ts). */
export const UPDATE_CARD_DATA_COMMAND = 'decklist.updateCardData';

/** An edit bound to the document version it was computed for: a client refuses it once the text moved on. */
export function versionedEdit(doc: TextDocument, edits: TextEditCore[], documentChanges: boolean): WorkspaceEdit {
  return documentChanges
    ? { documentChanges: [{ textDocument: { uri: doc.uri, version: doc.version }, edits }] }
    : { changes: { [doc.uri]: edits } };
}

const sameRange = (a: Diagnostic['range'], b: DeckDiagnostic['range']) =>
  a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;

export interface CodeActionClient {
  /** The client can apply versioned edits (`documentChanges`). */
  documentChanges: boolean;
  /** The client is our VS Code extension, whose commands a code action may run. */
  decklistExtension: boolean;
}

export function codeActions(store: DeckStore, doc: TextDocument, params: CodeActionParams, client: CodeActionClient): CodeAction[] {
  const { documentChanges } = client;
  const a = store.analysis(doc.uri);
  if (!a?.check || !a.service) return [];
  const only = params.context.only;
  const wants = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
  const text = doc.getText();
  const out: CodeAction[] = [];
  if (wants(FIX_ALL_KIND)) {
    const all = a.service.fixAll(a.check, text);
    if (all) out.push({ title: all.title, kind: FIX_ALL_KIND, edit: versionedEdit(doc, all.edits, documentChanges) });
  }
  if (!wants(CodeActionKind.QuickFix)) return out;
  // The check's own diagnostics for the client's (the client's copy may lack fields or be stale).
  const asked = params.context.diagnostics;
  const ours = a.check.diagnostics.filter((d) => asked.some((c) => c.code === d.code && sameRange(c.range, d.range)));
  const toLsp = (fix: DeckFix): CodeAction | undefined => {
    // A command only our extension knows: another editor gets the message's advice instead.
    if (fix.command && !client.decklistExtension) return undefined;
    const action: CodeAction = fix.command
      ? { title: fix.title, kind: CodeActionKind.QuickFix, command: { title: fix.title, command: UPDATE_CARD_DATA_COMMAND } }
      : { title: fix.title, kind: CodeActionKind.QuickFix, edit: versionedEdit(doc, fix.edits, documentChanges) };
    if (fix.isPreferred) action.isPreferred = true;
    if (fix.diagnostic) action.diagnostics = asked.filter((c) => c.code === fix.diagnostic!.code && sameRange(c.range, fix.diagnostic!.range));
    return action;
  };
  for (const fix of a.service.fixes(a.check, text, { range: params.range, diagnostics: ours })) {
    const action = toLsp(fix);
    if (action) out.push(action);
  }
  return out;
}
