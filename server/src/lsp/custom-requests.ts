// The decklist extensions (protocol.ts): deck info for the status bar, the format list, the
// `format:` line edit, and the card data update.
import type { WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CardDatabase } from '../core/cards/index';
import type { DeckDiagnostic } from '../core/types';
import { summarize, type CheckSummary } from './check-job';
import { BUILTIN_FORMATS, formatName, formatText } from '../core/index';
import { versionedEdit } from './code-actions';
import type { DeckAnalysis, DeckStore } from './deck-store';
import type { CanonicalListParams, CardDataUpdateFailure, DeckInfo, FormatSummary, SetFormatParams } from './protocol';

/** What deck info tells of the card data (CardDataManager's state). */
export interface CardDataState {
  db: CardDatabase | undefined;
  loading: boolean;
  loadingStep: string;
  updateFailure: CardDataUpdateFailure | undefined;
}

export function deckInfo(uri: string, version: number, summary: CheckSummary | undefined, syntaxProblems: DeckDiagnostic[], cards: CardDataState): DeckInfo {
  const problems = summary?.problems ?? { errors: 0, warnings: 0, information: 0 };
  if (!summary) for (const d of syntaxProblems) problems[d.severity === 'error' ? 'errors' : d.severity === 'warning' ? 'warnings' : 'information']++;
  const info = cards.db?.info;
  const { loading, updateFailure } = cards;
  return {
    uri,
    version,
    format: summary ? { id: summary.format, name: summary.formatName, source: summary.formatSource } : { id: '', name: '', source: '' },
    counts: summary?.counts ?? { main: 0, commander: 0, companion: 0, sideboard: 0, maybeboard: 0 },
    countText: summary?.countText ?? '',
    commanders: summary?.commanders ?? [],
    problems,
    cardData: {
      label: info?.label ?? '',
      date: info?.date ?? '',
      source: info?.source ?? '',
      cards: info?.cards ?? 0,
      loading,
      ...(loading ? { loadingStep: cards.loadingStep } : {}),
      ...(updateFailure ? { updateFailed: updateFailure } : {}),
    },
  };
}

/** Deck info of a deck checked on the main thread. */
export function deckInfoOf(a: DeckAnalysis, cards: CardDataState): DeckInfo {
  const info = deckInfo(a.uri, a.version, a.check && a.service ? summarize(a.check, a.service, 0) : undefined, a.document.diagnostics, cards);
  if (!a.check && a.parsed) {
    const { format, counts, countText } = a.parsed;
    Object.assign(info, { format: { id: format.format.id, name: formatName(format.format), source: format.source }, counts, countText });
  }
  return info;
}

export function listFormats(store: DeckStore, uri: string | undefined): FormatSummary[] {
  const service = uri ? store.analysis(uri)?.service : undefined;
  if (!service) return BUILTIN_FORMATS.map((f) => ({ id: f.id, name: formatName(f), description: f.description ? formatText(f.description) : '' }));
  return service.formats.ids().map((id) => {
    const f = service.formats.get(id)!;
    return { id, name: formatName(f), description: f.description ? formatText(f.description) : '' };
  });
}

/** Writes or replaces the `// format:` line; null when the document moved on since the client asked. */
export function setFormatEdit(store: DeckStore, doc: TextDocument, params: SetFormatParams, documentChanges: boolean): WorkspaceEdit | null {
  if (params.version !== doc.version || !/^[\w .-]+$/.test(params.format)) return null;
  const document = store.parse(doc.uri);
  if (!document || document.dialect !== 'text') return null;
  const existing = document.directives.find((d) => d.key === 'format');
  const edit = existing
    ? { range: existing.valueRange, newText: params.format }
    : { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: `// format: ${params.format}\n` };
  return versionedEdit(doc, [edit], documentChanges);
}

/** The statistics view's figures, the converted deck, the same-cost list: each over the deck's current check. */
export function withCheck<R>(store: DeckStore, uri: string, f: (a: Required<Pick<DeckAnalysis, 'check' | 'service'>>) => R): R | null {
  const a = store.analysis(uri);
  return a?.check && a.service ? f({ check: a.check, service: a.service }) : null;
}

/** The canonical list of the open deck, or of another deck's text checked with the open deck's service. */
export function canonicalListRequest(store: DeckStore, p: CanonicalListParams): string | null {
  if (p.text === undefined) return withCheck(store, p.uri, (a) => a.service.canonicalList(a.check));
  const service = store.analysis(p.uri)?.service;
  return service ? service.canonicalList(service.check(p.text, { fileName: p.fileName })) : null;
}
