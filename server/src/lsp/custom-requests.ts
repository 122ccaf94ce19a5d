// The decklist extensions (protocol.ts): deck info for the status bar, the format list, the
// `format:` line edit, and the card data update.
import * as l10n from '@vscode/l10n';
import type { Connection, ExecuteCommandParams, ProgressToken, WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CardDatabase } from '../core/cards/index';
import type { DeckDiagnostic } from '../core/types';
import { summarize, type CheckSummary } from './check-job';
import { BUILTIN_FORMATS, createFormatRegistry, deckSkeleton, formatName, formatSummary, formatText, japaneseFormatName, normalizeFormatId, rulesLabel, UPDATE_CARD_DATA_COMMAND, type FormatDefinition, type FormatRegistry } from '../core/index';
import { localeInForce } from '../l10n/catalog';
import { isJapanese } from '../core/cards/index';
import { FIX_ALL_APPLIED_COMMAND, versionedEdit } from './code-actions';
import type { DeckAnalysis, DeckStore } from './deck-store';
import {
  CANONICAL_LIST_REQUEST,
  CONVERT_DECK_REQUEST,
  DECK_STATISTICS_REQUEST,
  SAME_COST_REQUEST,
  KNOWN_CARDS_REQUEST,
  type KnownCards,
  SAMPLE_HAND_REQUEST,
  type CanonicalListParams,
  type CardDataSummary,
  type CardDataUpdateFailure,
  type ConvertDeckParams,
  type DeckInfo,
  type FormatSummary,
  type SampleHandParams,
  type SetFormatParams,
} from './protocol';

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
    checked: summary !== undefined,
    cardData: {
      label: info?.label ?? '',
      date: info?.date ?? '',
      source: info?.source ?? '',
      cards: info?.cards ?? 0,
      loading,
      ...(loading ? { loadingStep: cards.loadingStep } : {}),
      ...(updateFailure ? { updateFailed: updateFailure } : {}),
      rules: rulesLabel(),
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
  const summary = (f: FormatDefinition): FormatSummary => ({
    id: f.id,
    name: formatName(f),
    description: formatSummary(f),
    // A new deck under a Japanese UI is written as a Japanese player writes one (// フォーマット: 統率者戦, 統率者, デッキ).
    skeleton: deckSkeleton(f, { japanese: localeInForce() === 'ja' }),
    commander: !!f.commander,
  });
  if (!uri) return BUILTIN_FORMATS.map(summary);
  // A deck not open yet (New Deck…) gets the formats of the config its folder would use, even
  // before the card data is loaded.
  const formats = store.analysis(uri)?.service?.formats ?? formatsForNewDeck(store, uri);
  return formats.ids().map((id) => summary(formats.get(id)!));
}

function formatsForNewDeck(store: DeckStore, uri: string): FormatRegistry {
  const configPath = store.configFor(uri);
  return (
    store.serviceFor(configPath)?.formats ??
    createFormatRegistry(store.configResults().find(([file]) => file === configPath)?.[1].config ?? undefined)
  );
}

/** Writes or replaces the `// format:` line; null when the document moved on since the client asked. */
export function setFormatEdit(store: DeckStore, doc: TextDocument, params: SetFormatParams, documentChanges: boolean): WorkspaceEdit | null {
  if (params.version !== doc.version || !/^[\w .-]+$/.test(params.format)) return null;
  const document = store.parse(doc.uri);
  if (!document || document.dialect !== 'text') return null;
  const existing = document.directives.find((d) => d.key === 'format');
  // A line written in Japanese (// フォーマット: モダン) gets the format's Japanese name, which reads back as the same format.
  const lineText = existing ? doc.getText({ start: { line: existing.range.start.line, character: 0 }, end: existing.valueRange.start }) : '';
  const japanese = existing && (isJapanese(lineText) || isJapanese(existing.value)) ? japaneseFormatName(params.format) : undefined;
  const edit = existing
    ? { range: existing.valueRange, newText: japanese && normalizeFormatId(japanese) === params.format ? japanese : params.format }
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

/**
 * workspace/executeCommand: the card data update, offered to clients other than VS Code (which has
 * its own command), said when done, since such a client shows nothing of the answer; and fix-all's
 * summary, said once its edit is applied.
 */
export async function executeCommand(
  params: ExecuteCommandParams,
  update: (workDoneToken: ProgressToken | undefined) => Promise<CardDataSummary>,
  tell: (message: string) => void,
): Promise<CardDataSummary | null> {
  // Fix-all's edit was applied: say what it changed (the summary the action carries).
  if (params.command === FIX_ALL_APPLIED_COMMAND) {
    const summary = params.arguments?.[0];
    if (typeof summary === 'string' && summary) tell(summary);
    return null;
  }
  if (params.command !== UPDATE_CARD_DATA_COMMAND) return null;
  const summary = await update(params.workDoneToken);
  tell(l10n.t('Decklist: the card data is now {0} ({1} cards).', summary.label, summary.cards.toLocaleString('en-US')));
  return summary;
}

/** Pasted text is read only this far: a deck is far shorter, and the answer must come at once. */
const KNOWN_CARDS_MAX_CHARS = 200_000;
/** How long a paste's question waits for the first card data load before it is answered "not loaded" (null). */
export const KNOWN_CARDS_WAIT_MS = 10_000;

/** How many distinct card names a text's lines give, and how many of them the card data knows. */
export function knownCards(store: DeckStore, text: unknown): KnownCards | null {
  const service = store.serviceFor(undefined);
  if (!service || typeof text !== 'string') return null;
  const { context } = service.check(text.slice(0, KNOWN_CARDS_MAX_CHARS));
  const names = new Map<string, boolean>();
  for (const e of context.entries) names.set(e.key, names.get(e.key) || !!e.card);
  return { names: names.size, known: [...names.values()].filter(Boolean).length };
}

/** The requests of the deck's views (statistics, sample hand, Compare With…, Convert, same cost): each reads the deck's check. */
export function registerDeckViewRequests(connection: Connection, store: DeckStore, images: () => boolean, cardsReady: (ms: number) => Promise<void>): void {
  connection.onRequest(DECK_STATISTICS_REQUEST, (p: { uri: string }) => withCheck(store, p.uri, (a) => a.service.statistics(a.check)));
  connection.onRequest(SAMPLE_HAND_REQUEST, (p: SampleHandParams) =>
    withCheck(store, p.uri, (a) => a.service.sampleHand(a.check, { seed: p.seed, mulligans: p.mulligans, draws: p.draws, images: images() })),
  );
  connection.onRequest(CANONICAL_LIST_REQUEST, (p: CanonicalListParams) => canonicalListRequest(store, p));
  connection.onRequest(CONVERT_DECK_REQUEST, (p: ConvertDeckParams) => withCheck(store, p.uri, (a) => a.service.convert(a.check, p.target)));
  // Asked as text is pasted, maybe while the server starts: answered once the card data is loaded.
  connection.onRequest(KNOWN_CARDS_REQUEST, async (p: { text?: unknown }) => {
    await cardsReady(KNOWN_CARDS_WAIT_MS);
    return knownCards(store, p.text);
  });
  connection.onRequest(SAME_COST_REQUEST, (p: { name: string; uri?: string }) => {
    const service = p.uri ? store.analysis(p.uri)?.service : store.serviceFor(undefined);
    return service?.sameCost(p.name, p.uri ? store.analysis(p.uri)?.check : undefined) ?? null;
  });
}
