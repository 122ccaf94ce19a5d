// When to (re)check and what to send. A deck is checked right after a change (coalesced within one
// turn of the event loop, so a burst of edits is checked once, at its newest version). A large deck
// waits for a pause in typing and is checked in a worker thread, so other decks stay responsive.
// Teammates' decks are re-sent with the deck they team with. Spelling suggestions for unknown names
// are not computed during the check (typing a name must not wait for the search): after a pause in
// typing they are computed and the deck's diagnostics are sent again, with them.
import * as l10n from '@vscode/l10n';
import { DiagnosticSeverity, type Connection, type Diagnostic } from 'vscode-languageserver';
import { FULL_SHAPE, type ClientFeatures } from './capabilities';
import type { CardDataManager } from './card-data';
import type { CheckSummary } from './check-job';
import { deckInfo, deckInfoOf } from './custom-requests';
import type { DeckStore } from './deck-store';
import { diagnosticsFor, SHOWN_WHEN_TOO_MANY, toLspDiagnostic, tooManyNote } from './diagnostics';
import type { DeckChecker } from './large-decks';
import { catalogInForce } from '../l10n/catalog';
import { paletteLanguage } from '../core/command-titles';
import { computeDeferredSuggestions } from '../core/index';
import { DECK_INFO_NOTIFICATION } from './protocol';

/** Lines above which a deck is checked in the worker, after a pause in typing. */
export const LARGE_DECK_LINES = 5000;
const LARGE_DECK_DELAY_MS = 300;
/** The pause in typing after which deferred spelling suggestions are computed. */
export const SUGGESTION_DELAY_MS = 200;
/** Suggestion work done at once before yielding to the next message (a few names' worth). */
const SUGGESTION_SLICE_MS = 15;

const note = (message: string): Diagnostic => ({
  range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
  severity: DiagnosticSeverity.Information,
  source: 'decklist',
  code: 'checking',
  message,
});

export class Publisher {
  private readonly pending = new Set<string>();
  private flushScheduled = false;
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** The newest worker results of large decks, by URI. */
  private readonly large = new Map<string, { version: number; diagnostics: Diagnostic[] }>();
  private readonly suggestionTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** The version of each deck whose deferred suggestions were computed (once per version). */
  private readonly suggested = new Map<string, number>();

  constructor(
    private readonly connection: Connection,
    private readonly store: DeckStore,
    private readonly cards: CardDataManager,
    private readonly lineCount: (uri: string) => number | undefined,
    private readonly version: (uri: string) => number | undefined,
    private readonly client: () => ClientFeatures | undefined,
    /** Checks decks over LARGE_DECK_LINES after a pause in typing (none: they are checked as others are). */
    private readonly checker: DeckChecker | undefined,
  ) {}

  private pull(): boolean {
    return !!this.client()?.pullDiagnostics;
  }

  private get shape() {
    return this.client()?.shape ?? FULL_SHAPE;
  }

  /** `decklist/deckInfo` goes to our own extension only: another client would report it as unknown. */
  private sendDeckInfo(info: ReturnType<typeof deckInfo>): void {
    if (this.client()?.extensionClient) void this.connection.sendNotification(DECK_INFO_NOTIFICATION, info);
  }

  isLarge(uri: string): boolean {
    return (this.lineCount(uri) ?? 0) > LARGE_DECK_LINES;
  }

  /** Re-check a deck (and its teammates) soon. */
  schedule(uri: string): void {
    if (this.isLarge(uri) && this.checker && this.cards.indexPath) {
      clearTimeout(this.timers.get(uri));
      if (!this.large.has(uri)) this.sendLarge(uri, [note(l10n.t('Checking this {0}-line file…', this.lineCount(uri)!.toLocaleString('en-US')))]);
      this.timers.set(
        uri,
        setTimeout(() => {
          this.timers.delete(uri);
          this.checkLarge(uri);
        }, LARGE_DECK_DELAY_MS),
      );
      return;
    }
    this.pending.add(uri);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    const uris = [...this.pending];
    this.pending.clear();
    const done = new Set<string>();
    let changedOthers = false;
    for (const uri of uris) {
      if (done.has(uri) || this.version(uri) === undefined) continue;
      for (const m of this.store.teamMembers(uri)) {
        if (done.has(m.uri) || this.isLarge(m.uri)) continue;
        done.add(m.uri);
        if (m.uri !== uri) changedOthers = true;
        this.send(m.uri);
      }
      if (!done.has(uri)) {
        done.add(uri);
        this.send(uri);
      }
    }
    if (this.pull() && changedOthers) void this.connection.languages.diagnostics.refresh().catch(() => undefined);
  }

  private cardState(): 'loading' | 'failed' | 'ready' {
    return this.cards.db ? 'ready' : this.cards.loading ? 'loading' : 'failed';
  }

  /** The diagnostics of a deck's current version, for a pull (a large deck's newest worker result). */
  diagnostics(uri: string): Diagnostic[] {
    if (this.isLarge(uri) && this.checker && this.cards.indexPath) {
      const r = this.large.get(uri);
      if (!r || r.version !== this.version(uri)) this.schedule(uri);
      return r?.diagnostics ?? [note(l10n.t('Checking this large file…'))];
    }
    const a = this.store.analysis(uri);
    return a ? this.shown(uri, a, diagnosticsFor(a, this.store, this.cardState(), this.shape, this.cards.loadingStep)) : [];
  }

  /**
   * What is published of a deck's diagnostics: an unknown name whose spelling suggestions are still
   * to be computed (after a pause in typing) is held back until they are, so that its message is
   * said once, in its final words ("Did you mean …?"), and never first as "Check the spelling"
   * (NEW-USER-EN-2026-11-29, finding 14). In its place meanwhile, a hint (not listed in Problems)
   * that the name is being looked for.
   */
  private shown(uri: string, a: { version: number; check?: unknown }, diagnostics: Diagnostic[]): Diagnostic[] {
    if (!a.check || this.suggested.get(uri) === a.version) return diagnostics;
    const name = (d: Diagnostic) => (d.code === 'unknown-card' ? (d.data as { suggestionsDeferred?: boolean; name?: string } | undefined) : undefined);
    return diagnostics.map((d) => {
      const data = name(d);
      if (!data?.suggestionsDeferred) return d;
      return { range: d.range, severity: DiagnosticSeverity.Hint, source: 'decklist', code: 'checking', message: l10n.t('Looking for card names like "{0}"…', String(data.name ?? '')) };
    });
  }

  /** Publishes one deck's diagnostics (push mode) and its deck info. Never throws. */
  send(uri: string): void {
    try {
      const a = this.store.analysis(uri);
      if (!a) return;
      if (!this.pull()) void this.connection.sendDiagnostics({ uri, version: a.version, diagnostics: this.shown(uri, a, diagnosticsFor(a, this.store, this.cardState(), this.shape, this.cards.loadingStep)) });
      this.sendDeckInfo(deckInfoOf(a, this.cards));
      if (a.check && this.suggested.get(uri) !== a.version && a.check.diagnostics.some((d) => d.data?.suggestionsDeferred)) {
        clearTimeout(this.suggestionTimers.get(uri));
        this.suggestionTimers.set(uri, setTimeout(() => this.suggest(uri, a.version), SUGGESTION_DELAY_MS));
      }
    } catch (e) {
      this.connection.console.error(l10n.t('Checking {0} failed: {1}', uri, String((e as Error).stack ?? e)));
    }
  }

  /** Computes the suggestions the check of this version deferred, in slices, then sends the deck again. */
  private suggest(uri: string, version: number): void {
    this.suggestionTimers.delete(uri);
    try {
      const a = this.store.analysis(uri);
      // A newer version was checked meanwhile and scheduled its own.
      if (!a?.check || a.version !== version) return;
      const { computed, remaining } = computeDeferredSuggestions(a.check.context, SUGGESTION_SLICE_MS);
      if (remaining) {
        this.suggestionTimers.set(uri, setTimeout(() => this.suggest(uri, version), 0));
        return;
      }
      this.suggested.set(uri, version);
      // Checked again with the suggestions computed; with none computed (all past the limit), the same check, held names and all.
      if (computed > 0) this.store.invalidateCheck(uri);
      this.send(uri);
      if (this.pull()) void this.connection.languages.diagnostics.refresh().catch(() => undefined);
    } catch (e) {
      this.connection.console.error(l10n.t('Spelling suggestions for {0} failed: {1}', uri, String((e as Error).stack ?? e)));
    }
  }

  private sendLarge(uri: string, diagnostics: Diagnostic[], version = this.version(uri)): void {
    if (this.pull()) return;
    void this.connection.sendDiagnostics({ uri, version, diagnostics });
  }

  private checkLarge(uri: string): void {
    const version = this.version(uri);
    const job = this.cards.indexPath ? this.store.checkJob(uri, this.cards.indexPath, SHOWN_WHEN_TOO_MANY) : undefined;
    if (version === undefined || !job || !this.checker) return;
    const catalog = catalogInForce();
    if (catalog) job.catalog = catalog;
    job.palette = paletteLanguage();
    this.checker.check(uri, job).then(
      (results) => this.largeDone(uri, version, results),
      (e: Error) => {
        if (e.message === 'superseded') return;
        // The worker could not check it (e.g. the index lives only in memory): check it here.
        this.connection.console.error(l10n.t('Checking {0} in the worker failed ({1}); checking it here.', uri, e.message));
        this.send(uri);
      },
    );
  }

  private largeDone(uri: string, version: number, results: CheckSummary[]): void {
    if (this.version(uri) !== version) return; // a newer version is on its way
    const own = results[0];
    const diagnostics = own.diagnostics.map((d) => toLspDiagnostic(d, uri, this.store, this.shape));
    if (own.totalDiagnostics > own.diagnostics.length) diagnostics.unshift(tooManyNote(own.totalDiagnostics, own.diagnostics.length, this.store.door));
    this.large.set(uri, { version, diagnostics });
    this.sendLarge(uri, diagnostics, version);
    if (this.pull()) void this.connection.languages.diagnostics.refresh().catch(() => undefined);
    this.sendDeckInfo(deckInfo(uri, version, own, [], this.cards));
  }

  clear(uri: string): void {
    this.forget(uri);
    if (!this.pull()) void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /**
   * Drops what was kept for a deck's versions: on close, and on an open, which may reuse a URI and
   * its version numbers (`Untitled-1` opened again starts at version 1).
   */
  forget(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    clearTimeout(this.suggestionTimers.get(uri));
    this.suggestionTimers.delete(uri);
    this.suggested.delete(uri);
    this.pending.delete(uri);
    this.large.delete(uri);
  }
}
