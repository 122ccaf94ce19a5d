// Core diagnostics → LSP diagnostics: severity, code with a link to its explanation, related
// locations, the quick-fix payload, `Unnecessary` on duplicate lines. Pushed with the document
// version, or answered to a pull.
import * as l10n from '@vscode/l10n';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic, type PublishDiagnosticsParams } from 'vscode-languageserver';
import type { CardDatabase } from '../core/cards/index';
import { fullProblemListAdvice, noCardDataAdvice, unknownConfigCardNames, type ConfigResult, type Door } from '../core/index';
import type { DeckDiagnostic, Severity } from '../core/types';
import type { DeckAnalysis, DeckStore } from './deck-store';
import { localeInForce } from '../l10n/catalog';
import { FULL_SHAPE, type AnswerShape } from './capabilities';
import { pathToUri } from './settings';

/**
 * An editor shows the first problems of a huge paste; more than this many help nobody. VS Code shows
 * at most 1,000 entries of a file: the problems and, first, the note saying how many more there are.
 */
export const MAX_DIAGNOSTICS = 1000;
/** Problems listed when there are more than MAX_DIAGNOSTICS: one entry is left for the note. */
export const SHOWN_WHEN_TOO_MANY = MAX_DIAGNOSTICS - 1;

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

const rulesDocs = new Map<string, string | undefined>();
/** `docs/rules.md` (in Japanese `docs/rules.ja.md`, whose sections have the same anchors) shipped beside the bundle (dist/../docs), as a file URI. */
function rulesDocUri(): string | undefined {
  const name = localeInForce() === 'ja' ? 'rules.ja.md' : 'rules.md';
  if (!rulesDocs.has(name)) {
    const here = typeof __dirname === 'string' ? __dirname : process.cwd();
    const candidates = [path.join(here, '..', 'docs', name), path.join(here, '..', '..', '..', 'docs', name)];
    const found = candidates.find((c) => existsSync(c));
    rulesDocs.set(name, found ? pathToFileURL(found).toString() : undefined);
  }
  return rulesDocs.get(name);
}

/**
 * A diagnostic with only the fields the client declared. Related locations a client cannot show
 * are written into the message, one per line, so nothing is lost; the code actions never need
 * `data` back (they match the client's diagnostics to the check's own by code and range).
 */
export function toLspDiagnostic(d: DeckDiagnostic, uri: string, store: DeckStore, shape: AnswerShape = FULL_SHAPE): Diagnostic {
  const out: Diagnostic = { range: d.range, severity: SEVERITY[d.severity], code: d.code, source: 'decklist', message: d.message };
  const doc = shape.codeDescription ? rulesDocUri() : undefined;
  if (doc) out.codeDescription = { href: `${doc}#${d.code}` };
  if (d.related?.length && shape.relatedInformation) {
    out.relatedInformation = d.related.map((r) => ({
      message: r.message,
      location: { uri: r.path ? store.uriOfPath(r.path) : uri, range: r.range },
    }));
  } else if (d.related?.length) {
    const where = (r: NonNullable<DeckDiagnostic['related']>[number]) =>
      r.path ? l10n.t('{0} ({1}, line {2})', r.message, path.basename(r.path), r.range.start.line + 1) : l10n.t('{0} (line {1})', r.message, r.range.start.line + 1);
    out.message = [d.message, ...d.related.map((r) => `- ${where(r)}`)].join('\n');
  }
  if (d.data?.duplicateLine && shape.diagnosticUnnecessaryTag) out.tags = [DiagnosticTag.Unnecessary];
  if (shape.diagnosticData) out.data = { ...(d.data ?? {}), ...(d.card !== undefined ? { card: d.card } : {}) };
  return out;
}

export function tooManyNote(total: number, shown: number, door: Door): Diagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: DiagnosticSeverity.Information,
    source: 'decklist',
    code: 'too-many-problems',
    message: l10n.t({ message: '{0} more problems are not shown ({1} in all). {2}', args: [total - shown, total, fullProblemListAdvice(door)], comment: ['{2} says where the full list is'] }),
  };
}

/** Everything to show for a deck: its check, or its syntax problems and why cards are not checked yet. */
export function diagnosticsFor(a: DeckAnalysis, store: DeckStore, cardState: 'loading' | 'failed' | 'ready', shape: AnswerShape = FULL_SHAPE, loadingStep?: string): Diagnostic[] {
  const source: DeckDiagnostic[] = a.check ? a.check.diagnostics : [...a.document.diagnostics];
  const tooMany = source.length > MAX_DIAGNOSTICS;
  const list = source.slice(0, tooMany ? SHOWN_WHEN_TOO_MANY : source.length).map((d) => toLspDiagnostic(d, a.uri, store, shape));
  // First, so that an editor's own cap on entries never drops it.
  if (tooMany) list.unshift(tooManyNote(source.length, SHOWN_WHEN_TOO_MANY, store.door));
  if (!a.check && cardState !== 'ready') {
    list.unshift({
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      severity: DiagnosticSeverity.Information,
      source: 'decklist',
      code: 'card-data',
      message:
        cardState === 'loading'
          ? l10n.t('{0} Only the syntax is checked until the card data is ready.', loadingStep ?? l10n.t('Loading card data…'))
          : l10n.t({ message: 'No card data could be loaded, so only the syntax is checked. {0}', args: [noCardDataAdvice(store.door)], comment: ['{0} says how to get card data'] }),
    });
  }
  return list;
}

/**
 * Problems of a decklist.config.json, shown on that file: its errors, and (once card data is
 * loaded) warnings for card names of its bracket lists that the data does not know.
 */
export function configDiagnostics(file: string, result: ConfigResult | undefined, db?: CardDatabase, shape: AnswerShape = FULL_SHAPE): PublishDiagnosticsParams {
  const names = db && result?.cardNames ? unknownConfigCardNames(result.cardNames, db) : [];
  return {
    uri: pathToUri(file),
    diagnostics: [
      ...(result?.errors ?? []).map((e) => ({
        range: { start: { line: e.line, character: e.character }, end: { line: e.line, character: e.character + 1 } },
        severity: DiagnosticSeverity.Error,
        source: 'decklist',
        code: 'config',
        message: e.message,
      })),
      ...names.map((p) => ({
        range: { start: { line: p.line, character: p.character }, end: { line: p.line, character: p.character + p.length } },
        severity: DiagnosticSeverity.Warning,
        source: 'decklist',
        code: 'config',
        message: p.message,
        ...(shape.diagnosticData ? { data: { name: p.name, suggestions: p.suggestions } } : {}),
      })),
    ],
  };
}
