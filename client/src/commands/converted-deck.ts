// The deck in another form, as the server converts it (Convert Deck To…, the clipboard copies).
import * as l10n from '@vscode/l10n';
import type * as vscode from 'vscode';
import { CONVERT_DECK_REQUEST, type ConvertDeckResult, type ConvertTarget } from '../../../server/src/lsp/protocol';
import { serverUri, type CommandEnv } from './command';

/** The targets of "Convert Deck To…" (a function: the labels are read in the language of the moment). */
export function convertTargets(): Array<{ target: ConvertTarget; label: string; detail: string }> {
  return [
    { target: 'text', label: l10n.t('Plain text'), detail: l10n.t("This extension's own list: a // format: line, then Commander, Deck and Sideboard sections") },
    { target: 'arena', label: 'MTG Arena', detail: l10n.t("Arena's import text (Commander, Companion, Deck, Sideboard)") },
    { target: 'mtgo', label: 'MTGO .dek', detail: l10n.t('The XML deck file Magic Online imports') },
  ];
}

export function convertDeck(env: CommandEnv, doc: vscode.TextDocument, target: ConvertTarget): Promise<ConvertDeckResult> {
  return env.client.sendRequest<ConvertDeckResult>(CONVERT_DECK_REQUEST, { uri: serverUri(env, doc), target });
}
