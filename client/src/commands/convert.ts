// Decklist: Convert Deck To… — the deck in another form, as a new untitled document.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
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
    const converted = await vscode.workspace.openTextDocument({ language: result.language, content: result.content });
    await vscode.window.showTextDocument(converted, { preview: false });
    return converted.uri;
  },
};
