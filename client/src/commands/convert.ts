// Decklist: Convert Deck To… — the deck in another form, as a new untitled document.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import * as path from 'node:path';
import type { ConvertTarget } from '../../../server/src/lsp/protocol';
import { deckDocument, type DecklistCommand } from './command';
import { convertDeck, convertTargets, goOnWithUnknownNames, unknownNamesAnswer } from './converted-deck';

export const convert: DecklistCommand = {
  id: 'decklist.convert',
  /** `(uri, target, 'continue' | 'cancel')`: that deck, that target, that answer to the unknown-names warning (scripts, tests). */
  create: (env) => async (arg?: unknown, targetArg?: unknown, answerArg?: unknown) => {
    const doc = deckDocument(arg);
    if (!doc) return undefined;
    const targets = convertTargets();
    let target = targets.find((t) => t.target === targetArg)?.target;
    if (!target) {
      const picked = await vscode.window.showQuickPick(
        targets.map((t) => ({ label: t.label, detail: t.detail, target: t.target })),
        { title: l10n.t('Convert deck to…'), placeHolder: l10n.t('Opens the converted deck as a new, unsaved document'), ignoreFocusOut: true },
      );
      if (!picked) return undefined;
      target = picked.target;
    }
    const result = await convertDeck(env, doc, target);
    if (!(await goOnWithUnknownNames(result.unknown, l10n.t('Convert Anyway'), unknownNamesAnswer(answerArg)))) return undefined;
    const converted = await openConverted(doc.uri, target, result.language, result.content);
    await vscode.window.showTextDocument(converted, { preview: false });
    // What the target cannot hold is said, never lost in silence.
    if (result.droppedMessage) void vscode.window.showInformationMessage(result.droppedMessage);
    return converted.uri;
  },
};

/** The extension each target's file has: Arena's import text is a .txt, MTGO's a .dek, this extension's own list a .dec. */
const EXTENSION: Record<ConvertTarget, string> = { text: '.dec', arena: '.txt', mtgo: '.dek' };

/**
 * The converted deck as an untitled document named after the deck and the target, "burn (MTGO).dek":
 * untitled text is otherwise titled by its first line, and an MTGO file's is `<?xml version=…?>`.
 * Where an untitled document cannot have a name (a host that refuses it), an unnamed one.
 */
async function openConverted(source: vscode.Uri, target: ConvertTarget, language: string, content: string): Promise<vscode.TextDocument> {
  const stem = path.posix.basename(source.path).replace(/\.[^.]*$/, '') || l10n.t('Deck');
  const label = convertTargets().find((t) => t.target === target)!.label.replace(/\s*\.dek$/, '');
  const open = new Set(vscode.workspace.textDocuments.map((d) => d.uri.toString()));
  let uri: vscode.Uri;
  for (let n = 1; ; n++) {
    uri = vscode.Uri.from({ scheme: 'untitled', path: `${stem} (${label})${n === 1 ? '' : ` ${n}`}${EXTENSION[target]}` });
    if (!open.has(uri.toString())) break;
  }
  try {
    const named = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), language);
    const edit = new vscode.WorkspaceEdit();
    edit.insert(named.uri, new vscode.Position(0, 0), content);
    if (await vscode.workspace.applyEdit(edit)) return named;
  } catch {
    // Named untitled documents are not available here: an unnamed one below.
  }
  return vscode.workspace.openTextDocument({ language, content });
}
