// When to (re)check and what to send: checks run right after a change (coalesced within one turn of
// the event loop, so a burst of edits is checked once, at its newest version); a huge file waits a
// moment after the last edit so typing stays responsive. Teammates' decks are re-sent with it.
import type { Connection } from 'vscode-languageserver';
import type { CardDataManager } from './card-data';
import { deckInfo } from './custom-requests';
import type { DeckStore } from './deck-store';
import { diagnosticsFor } from './diagnostics';
import { DECK_INFO_NOTIFICATION } from './protocol';

/** Lines above which a deck is checked after a pause in typing instead of at once. */
export const LARGE_DECK_LINES = 5000;
const LARGE_DECK_DELAY_MS = 300;

export class Publisher {
  private readonly pending = new Set<string>();
  private flushScheduled = false;
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly connection: Connection,
    private readonly store: DeckStore,
    private readonly cards: CardDataManager,
    private readonly lineCount: (uri: string) => number | undefined,
    private readonly pull: () => boolean,
    private readonly isOpen: (uri: string) => boolean,
  ) {}

  /** Re-check a deck (and its teammates) soon. */
  schedule(uri: string): void {
    const lines = this.lineCount(uri) ?? 0;
    if (lines > LARGE_DECK_LINES) {
      clearTimeout(this.timers.get(uri));
      this.timers.set(
        uri,
        setTimeout(() => {
          this.timers.delete(uri);
          this.enqueue(uri);
        }, LARGE_DECK_DELAY_MS),
      );
      return;
    }
    this.enqueue(uri);
  }

  private enqueue(uri: string): void {
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
      if (done.has(uri) || !this.isOpen(uri)) continue;
      const mates = this.store.teamMembers(uri);
      for (const m of mates.length ? mates : []) {
        if (done.has(m.uri)) continue;
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

  /** Publishes one deck's diagnostics (push mode) and its deck info. Never throws. */
  send(uri: string): void {
    try {
      const a = this.store.analysis(uri);
      if (!a) return;
      if (!this.pull()) {
        const state = this.cards.db ? 'ready' : this.cards.loading ? 'loading' : 'failed';
        void this.connection.sendDiagnostics({ uri, version: a.version, diagnostics: diagnosticsFor(a, this.store, state) });
      }
      void this.connection.sendNotification(DECK_INFO_NOTIFICATION, deckInfo(a, this.cards.db, this.cards.loading));
    } catch (e) {
      this.connection.console.error(`Checking ${uri} failed: ${(e as Error).stack ?? e}`);
    }
  }

  clear(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    this.pending.delete(uri);
    if (!this.pull()) void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }
}
