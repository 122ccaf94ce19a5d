// The deck in another form, as the server converts it (Convert Deck To…, the clipboard copies).
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
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

/** What the caller already answered to the unknown-names warning (scripts, tests); undefined: ask. */
export type UnknownNamesAnswer = 'continue' | 'cancel' | undefined;

export function unknownNamesAnswer(arg: unknown): UnknownNamesAnswer {
  return arg === 'continue' || arg === 'cancel' ? arg : undefined;
}

const LISTED = 10;

/**
 * Before the converted deck is written (a new document, the clipboard): when it carries names the
 * card data does not know, says which, and asks whether to go on. True: go on.
 */
export async function goOnWithUnknownNames(unknown: readonly string[], goOn: string, answer: UnknownNamesAnswer): Promise<boolean> {
  if (unknown.length === 0) return true;
  if (answer) return answer === 'continue';
  const listed = unknown.slice(0, LISTED).map((n) => `"${n}"`).join(', ');
  const names = unknown.length > LISTED ? l10n.t('{0} and {1} more', listed, unknown.length - LISTED) : listed;
  const message =
    unknown.length === 1
      ? l10n.t('The card data does not know {0}. It will be written as it is, and the program you import the deck into may not know it either.', names)
      : l10n.t('The card data does not know {0} names: {1}. They will be written as they are, and the program you import the deck into may not know them either.', unknown.length, names);
  return (await vscode.window.showWarningMessage(message, { modal: true, detail: l10n.t('Fix the names first (the quick fixes offer the card you meant), or go on.') }, goOn)) === goOn;
}
