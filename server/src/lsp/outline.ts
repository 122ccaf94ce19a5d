// Document symbols (sections with counts, the cards inside), folding ranges per section, and
// inlay hints with the counts (`99 + 1 / 100` on the format line or the first line).
import * as l10n from '@vscode/l10n';
import {
  FoldingRangeKind,
  InlayHintKind,
  SymbolKind,
  type DocumentSymbol,
  type FoldingRange,
  type InlayHint,
  type Range,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DeckStore } from './deck-store';
import { formatName, quantityText } from '../core/index';
import { lineText } from './text-document';

export function documentSymbols(store: DeckStore, doc: TextDocument): DocumentSymbol[] {
  const a = store.analysis(doc.uri);
  if (!a?.check || !a.service) return [];
  return a.service.outline(a.check).map((s) => {
    const range: Range = { start: { line: s.startLine, character: 0 }, end: { line: s.endLine, character: lineText(doc, s.endLine).length } };
    const cards = quantityText(s.count);
    return {
      name: s.title,
      detail: s.category ? l10n.t('category · {0}', cards) : cards,
      kind: s.category ? SymbolKind.Enum : SymbolKind.Namespace,
      range,
      selectionRange: s.headerRange ?? { start: range.start, end: range.start },
      children: s.entries.map((e) => ({
        name: e.name || l10n.t('(no name)'),
        detail: `×${e.quantity}`,
        kind: SymbolKind.Constant,
        range: e.range,
        selectionRange: e.nameRange,
      })),
    };
  });
}

export function foldingRanges(store: DeckStore, doc: TextDocument): FoldingRange[] {
  const a = store.analysis(doc.uri);
  if (!a?.check || !a.service) return [];
  return a.service
    .outline(a.check)
    .filter((s) => s.headerLine !== undefined && s.endLine > s.headerLine)
    .map((s) => ({ startLine: s.headerLine!, endLine: s.endLine, kind: FoldingRangeKind.Region }));
}

export function inlayHints(store: DeckStore, doc: TextDocument, range: Range): InlayHint[] {
  const a = store.analysis(doc.uri);
  if (!a?.check || !a.service) return [];
  const hints: InlayHint[] = [];
  const within = (line: number) => line >= range.start.line && line <= range.end.line;
  for (const s of a.service.outline(a.check)) {
    if (s.headerLine === undefined || !within(s.headerLine)) continue;
    hints.push({
      position: { line: s.headerLine, character: lineText(doc, s.headerLine).length },
      label: ` ${quantityText(s.count)}`,
      kind: InlayHintKind.Type,
      paddingLeft: true,
    });
  }
  const formatLine = a.document.directives.find((d) => d.key === 'format')?.line;
  const line = formatLine ?? a.document.nodes.find((n) => n.kind !== 'blank')?.line ?? 0;
  if (within(line) && line < doc.lineCount) {
    hints.push({
      position: { line, character: lineText(doc, line).length },
      label: ` ${a.service.countText(a.check)}`,
      kind: InlayHintKind.Type,
      paddingLeft: true,
      tooltip: a.check.context.format.commander
        ? l10n.t('{0}: cards in the deck + command zone / the size the format asks for', formatName(a.check.context.format))
        : l10n.t('{0}: cards in the deck / the size the format asks for', formatName(a.check.context.format)),
    });
  }
  return hints.sort((x, y) => x.position.line - y.position.line);
}
