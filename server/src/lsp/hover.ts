// textDocument/hover over the service's hover.
import { MarkupKind, type Hover, type HoverParams } from 'vscode-languageserver';
import type { DeckStore } from './deck-store';

export function hover(store: DeckStore, params: HoverParams): Hover | null {
  const a = store.analysis(params.textDocument.uri);
  if (!a?.check || !a.service) return null;
  const h = a.service.hover(a.check, params.position);
  return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: h.range } : null;
}
