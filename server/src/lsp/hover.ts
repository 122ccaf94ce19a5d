// textDocument/hover over the service's hover (images, prices, rulings as the settings say).
import { MarkupKind, type Hover, type HoverParams } from 'vscode-languageserver';
import { markdownToPlainText, type HoverOptions } from '../core/index';
import { FULL_SHAPE, type AnswerShape } from './capabilities';
import type { DeckStore } from './deck-store';

export function hover(store: DeckStore, params: HoverParams, options: HoverOptions, shape: AnswerShape = FULL_SHAPE): Hover | null {
  const a = store.analysis(params.textDocument.uri);
  if (!a?.check || !a.service) return null;
  const h = a.service.hover(a.check, params.position, options);
  if (!h) return null;
  const contents = shape.hoverMarkdown ? { kind: MarkupKind.Markdown, value: h.markdown } : { kind: MarkupKind.PlainText, value: markdownToPlainText(h.markdown) };
  return { contents, range: h.range };
}
