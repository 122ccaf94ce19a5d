// textDocument/hover over the service's hover (images, prices, rulings as the settings say).
import { MarkupKind, type Hover, type HoverParams } from 'vscode-languageserver';
import type { HoverOptions } from '../core/index';
import type { DeckStore } from './deck-store';

export function hover(store: DeckStore, params: HoverParams, options: HoverOptions): Hover | null {
  const a = store.analysis(params.textDocument.uri);
  if (!a?.check || !a.service) return null;
  const h = a.service.hover(a.check, params.position, options);
  return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: h.range } : null;
}
