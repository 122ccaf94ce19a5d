// textDocument/completion and completionItem/resolve over the service's completion.
import {
  CompletionItemKind,
  CompletionItemTag,
  MarkupKind,
  type CompletionItem,
  type CompletionList,
  type CompletionParams,
} from 'vscode-languageserver';
import { describeCard } from '../core/cards/index';
import { fromLastWord, markdownToPlainText, printedMarkdown, type DeckCompletion, type HoverLocale } from '../core/index';
import { FULL_SHAPE, type AnswerShape } from './capabilities';
import type { DeckStore } from './deck-store';
import { lineText } from './text-document';
import type { TextDocument } from 'vscode-languageserver-textdocument';

const KINDS: Record<DeckCompletion['kind'], CompletionItemKind> = {
  card: CompletionItemKind.Value,
  section: CompletionItemKind.Module,
  directive: CompletionItemKind.Keyword,
  format: CompletionItemKind.EnumMember,
  bracket: CompletionItemKind.EnumMember,
};

export function complete(store: DeckStore, doc: TextDocument, params: CompletionParams, locale?: HoverLocale, shape: AnswerShape = FULL_SHAPE): CompletionList {
  const { line } = params.position;
  if (line < 0 || line >= doc.lineCount) return { isIncomplete: false, items: [] };
  const a = store.analysis(doc.uri);
  if (!a?.service) return { isIncomplete: true, items: [] };
  const text = lineText(doc, line);
  const found = a.service.complete({ lineText: text, position: params.position, check: a.check, locale });
  // VS Code (our extension) filters each item on its filterText, the whole typed name, and so keeps
  // our order; other clients complete the word before the cursor (see fromLastWord).
  const shaped = shape.completionWholeName ? found : fromLastWord(found, text, Math.min(params.position.character, text.length));
  const items = shaped.map((c): CompletionItem => {
    const item: CompletionItem = {
      label: c.label,
      kind: KINDS[c.kind],
      textEdit: { range: c.range, newText: c.newText },
      sortText: c.sortText,
    };
    if (c.filterText) item.filterText = c.filterText;
    if (c.insertText) item.insertText = c.insertText;
    if (c.preselect && shape.completionPreselect) item.preselect = true;
    if (shape.completionLabelDetails && (c.detail || c.description))
      item.labelDetails = { detail: c.detail ? ` ${c.detail}` : undefined, description: c.description || undefined };
    if (c.detail) item.detail = c.description ? `${c.detail} · ${c.description}` : c.detail;
    else if (c.description && !shape.completionLabelDetails) item.detail = c.description;
    if (c.deprecated && shape.completionDeprecatedTag) item.tags = [CompletionItemTag.Deprecated];
    if (c.cardName) item.data = { uri: doc.uri, card: c.cardName };
    return item;
  });
  return { isIncomplete: true, items };
}

/**
 * Oracle text is looked up only for the item the user is looking at; in Japanese with the card's
 * printed Japanese version above it, as the hover shows it.
 */
export function resolveCompletion(store: DeckStore, item: CompletionItem, locale?: HoverLocale, shape: AnswerShape = FULL_SHAPE): CompletionItem {
  const data = item.data as { uri?: string; card?: string } | undefined;
  if (!data?.card || !data.uri) return item;
  const service = store.analysis(data.uri)?.service;
  const card = service?.cards.lookup(data.card);
  if (!service || !card) return item;
  item.detail = `${card.manaCost ? `${card.manaCost} · ` : ''}${card.typeLine}`;
  const printed = locale === 'ja' ? printedMarkdown(service.cards, card, item.label, locale) : undefined;
  const described = describeCard(card, { markdown: true, formats: [] });
  const markdown = printed ? `${printed}\n\n${described}` : described;
  item.documentation = shape.completionDocumentationMarkdown ? { kind: MarkupKind.Markdown, value: markdown } : { kind: MarkupKind.PlainText, value: markdownToPlainText(markdown) };
  return item;
}
