// textDocument/codeAction: the service's fixes as versioned workspace edits. The fixes of a line are
// found by the line and the problem's code (a client may echo a diagnostic's columns in other
// units), their edits replace whole lines (which every client applies alike), the line's own fixes
// come first and "Fix all" last (the first entry is what some menus apply on Enter).
import { CodeActionKind, type CodeAction, type CodeActionParams, type Diagnostic, type Range, type WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { asWholeLines, type DeckFix, type TextEditCore } from '../core/index';
import type { DeckDiagnostic } from '../core/types';
import type { DeckStore } from './deck-store';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.decklist`;

/** The VS Code extension's command that downloads current card data (client/src/commands.ts). */
export const UPDATE_CARD_DATA_COMMAND = 'decklist.updateCardData';

/**
 * The server's workspace/executeCommand command a fix-all action runs once its edit is applied: it
 * tells the player what the fix changed (its argument), also when it ran on save.
 */
export const FIX_ALL_APPLIED_COMMAND = 'decklist.fixAllApplied';

/** An edit bound to the document version it was computed for: a client refuses it once the text moved on. */
export function versionedEdit(doc: TextDocument, edits: TextEditCore[], documentChanges: boolean): WorkspaceEdit {
  return documentChanges
    ? { documentChanges: [{ textDocument: { uri: doc.uri, version: doc.version }, edits }] }
    : { changes: { [doc.uri]: edits } };
}

export interface CodeActionClient {
  /** The client can apply versioned edits (`documentChanges`). */
  documentChanges: boolean;
  /** The client is our VS Code extension, whose commands a code action may run. */
  decklistExtension: boolean;
  /** The client runs the server's commands (workspace/executeCommand). */
  executeCommand: boolean;
}

/** The same problem: its code and its line (the columns a client echoes may be in other units). */
const sameProblem = (c: Diagnostic, d: DeckDiagnostic) => c.code === d.code && c.range.start.line === d.range.start.line;

/** The check's diagnostics on the lines asked about, and those the client names on other lines. */
function problemsAsked(diagnostics: readonly DeckDiagnostic[], range: Range, asked: readonly Diagnostic[]): DeckDiagnostic[] {
  return diagnostics.filter((d) => (d.range.start.line <= range.end.line && d.range.end.line >= range.start.line) || asked.some((c) => sameProblem(c, d)));
}

export function codeActions(store: DeckStore, doc: TextDocument, params: CodeActionParams, client: CodeActionClient): CodeAction[] {
  const { documentChanges } = client;
  const a = store.analysis(doc.uri);
  if (!a?.check || !a.service) return [];
  const only = params.context.only;
  const wants = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
  const text = doc.getText();
  const edit = (edits: TextEditCore[]) => versionedEdit(doc, asWholeLines(text, edits), documentChanges);
  const out: CodeAction[] = [];
  if (wants(CodeActionKind.QuickFix)) {
    const asked = params.context.diagnostics ?? [];
    const toLsp = (fix: DeckFix): CodeAction | undefined => {
      // A command only our extension knows: another editor gets the message's advice instead.
      if (fix.command && !client.decklistExtension) return undefined;
      const action: CodeAction = fix.command
        ? { title: fix.title, kind: CodeActionKind.QuickFix, command: { title: fix.title, command: UPDATE_CARD_DATA_COMMAND } }
        : { title: fix.title, kind: CodeActionKind.QuickFix, edit: edit(fix.edits) };
      if (fix.isPreferred) action.isPreferred = true;
      const fixed = fix.diagnostic && asked.filter((c) => sameProblem(c, fix.diagnostic!));
      if (fixed?.length) action.diagnostics = fixed;
      return action;
    };
    for (const fix of a.service.fixes(a.check, text, { range: params.range, diagnostics: problemsAsked(a.check.diagnostics, params.range, asked) })) {
      const action = toLsp(fix);
      if (action) out.push(action);
    }
  }
  if (wants(FIX_ALL_KIND)) {
    const all = a.service.fixAll(a.check, text);
    if (all) {
      const action: CodeAction = { title: all.title, kind: FIX_ALL_KIND, edit: edit(all.edits) };
      if (all.summary && client.executeCommand) action.command = { title: all.title, command: FIX_ALL_APPLIED_COMMAND, arguments: [all.summary] };
      out.push(action);
    }
  }
  return out;
}
