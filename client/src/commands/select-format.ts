// Decklist: Select Format for This Deck — picks a format and writes the deck's // format: line.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { WorkspaceEdit as LspWorkspaceEdit } from 'vscode-languageclient';
import { LIST_FORMATS_REQUEST, SET_FORMAT_REQUEST, type FormatSummary } from '../../../server/src/lsp/protocol';
import { deckDocument, serverUri, type CommandEnv, type DecklistCommand } from './command';

async function pickFormat(env: CommandEnv, doc: vscode.TextDocument): Promise<string | undefined> {
  const formats = await env.client.sendRequest<FormatSummary[]>(LIST_FORMATS_REQUEST, { uri: serverUri(env, doc) });
  const current = env.statusBar.info(doc.uri)?.format.id;
  const items = formats.map((f) => ({
    label: f.name,
    // The format's name and a line about it; its id is what the `// format:` line gets, not shown.
    description: f.id === current ? l10n.t({ message: 'current', comment: ["the deck's format in the Select Format picker"] }) : undefined,
    detail: f.description,
    id: f.id,
  }));
  const picked = await vscode.window.showQuickPick(items, {
    title: l10n.t('Format for this deck'),
    placeHolder: l10n.t('Writes a // format: line at the top of the deck'),
    matchOnDescription: true,
    ignoreFocusOut: true,
    matchOnDetail: true,
  });
  return picked?.id;
}

export const selectFormat: DecklistCommand = {
  id: 'decklist.selectFormat',
  create: (env) => async (arg?: unknown, formatId?: unknown) => {
    const doc = deckDocument(arg);
    if (!doc) return undefined;
    const id = typeof formatId === 'string' ? formatId : await pickFormat(env, doc);
    if (!id) return undefined;
    const lspEdit = await env.client.sendRequest<LspWorkspaceEdit | null>(SET_FORMAT_REQUEST, { uri: serverUri(env, doc), version: doc.version, format: id });
    if (!lspEdit) {
      void vscode.window.showWarningMessage(
        doc.getText().trimStart().startsWith('<')
          ? l10n.t('Decklist: an XML deck (.dek, .cod) has no place for a format line; set "decklist.format" or a decklist.config.json instead.')
          : l10n.t('Decklist: the deck changed meanwhile; run the command again.'),
      );
      return false;
    }
    const edit = await env.client.protocol2CodeConverter.asWorkspaceEdit(lspEdit);
    return vscode.workspace.applyEdit(edit);
  },
};
