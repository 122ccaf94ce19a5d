// Decklist: Compare With… — the deck beside another, in a diff editor (../compare.ts).
import * as vscode from 'vscode';
import { COMPARE_SCHEME, CompareContent, compareWith as compareDecks } from '../compare';
import { deckDocument, type DecklistCommand } from './command';

export const compareWith: DecklistCommand = {
  id: 'decklist.compareWith',
  create: ({ client, subscriptions }) => {
    const compareContent = new CompareContent();
    subscriptions.push(vscode.workspace.registerTextDocumentContentProvider(COMPARE_SCHEME, compareContent));
    return async (arg?: unknown, otherArg?: unknown) => {
      const doc = deckDocument(arg);
      return doc ? compareDecks(client, compareContent, doc, otherArg) : undefined;
    };
  },
};
