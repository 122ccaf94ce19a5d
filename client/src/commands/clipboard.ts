// The clipboard copies of a deck (Copy Deck as Arena Text, Copy Deck as MTGO .dek).
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { ConvertTarget } from '../../../server/src/lsp/protocol';
import { deckDocument, type CommandEnv } from './command';
import { convertDeck, goOnWithUnknownNames, unknownNamesAnswer } from './converted-deck';

/** Puts the deck of `arg` on the clipboard as `target` and says so; returns what was copied. */
export async function copyDeck(env: CommandEnv, arg: unknown, target: ConvertTarget, what: string, answerArg?: unknown): Promise<string | undefined> {
  const doc = deckDocument(arg);
  if (!doc) return undefined;
  const { content, unknown, droppedMessage } = await convertDeck(env, doc, target);
  if (!(await goOnWithUnknownNames(unknown, l10n.t('Copy Anyway'), unknownNamesAnswer(answerArg)))) return undefined;
  await vscode.env.clipboard.writeText(content);
  const copied = l10n.t('Decklist: the deck is on the clipboard as {0}.', what);
  // What the target cannot hold is said with it, never lost in silence.
  void vscode.window.showInformationMessage(droppedMessage ? `${copied} ${droppedMessage}` : copied);
  return content;
}
