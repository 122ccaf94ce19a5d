// Large decks (a 50,000-line paste) are checked in a worker thread, so hover and completion in
// other decks keep answering while they are checked. A newer version of the same deck replaces
// the job in progress (the worker is restarted rather than left to finish stale work).
import * as l10n from '@vscode/l10n';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { checkJobWith, type CheckJob, type CheckSummary } from './check-job';
import type { CardDatabase, ComboStore } from '../core/cards/index';

/** Checks large decks away from the typing: the same pause, the same result, wherever it runs. */
export interface DeckChecker {
  /** Checks the job; a job with the same key still waiting or running is dropped (its promise rejects with "superseded"). */
  check(key: string, job: Omit<CheckJob, 'id'>): Promise<CheckSummary[]>;
}

/**
 * Checks on the server's own thread (a browser's web worker: it is off the editor's thread
 * already, and has no worker threads of its own). Jobs run one at a time after the pause in
 * typing; the card data is the server's, already loaded.
 */
export class InThreadDeckChecker implements DeckChecker {
  constructor(private readonly data: () => { db: CardDatabase | undefined; combos: ComboStore | undefined }) {}

  check(_key: string, job: Omit<CheckJob, 'id'>): Promise<CheckSummary[]> {
    return new Promise((resolve) => {
      const { db, combos } = this.data();
      if (!db) throw new Error('no card data');
      resolve(checkJobWith(db, combos, { ...job, id: 0 }));
    });
  }
}

export class LargeDeckChecker implements DeckChecker {
  private worker: Worker | undefined;
  private nextId = 1;
  private running: { id: number; key: string; resolve: (r: CheckSummary[]) => void; reject: (e: Error) => void } | undefined;
  private queue: Array<{ job: CheckJob; key: string; resolve: (r: CheckSummary[]) => void; reject: (e: Error) => void }> = [];

  constructor(private readonly log: (m: string) => void) {}

  /** Whether the worker bundle is there (it is next to dist/server.js). */
  static available(): boolean {
    return existsSync(LargeDeckChecker.script());
  }

  private static script(): string {
    return path.join(typeof __dirname === 'string' ? __dirname : process.cwd(), 'check-worker.js');
  }

  /** Checks the job; a job with the same key still waiting or running is dropped (its promise rejects with "superseded"). */
  check(key: string, job: Omit<CheckJob, 'id'>): Promise<CheckSummary[]> {
    return new Promise((resolve, reject) => {
      for (const q of this.queue.filter((x) => x.key === key)) q.reject(new Error('superseded'));
      this.queue = this.queue.filter((x) => x.key !== key);
      this.queue.push({ job: { ...job, id: this.nextId++ }, key, resolve, reject });
      if (this.running?.key === key) {
        // Stale work: restart the worker with the newest job.
        this.running.reject(new Error('superseded'));
        this.running = undefined;
        void this.worker?.terminate();
        this.worker = undefined;
      }
      this.pump();
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(LargeDeckChecker.script());
    w.on('message', (m: { id: number; results?: CheckSummary[]; error?: string }) => {
      const r = this.running;
      if (!r || r.id !== m.id) return;
      this.running = undefined;
      if (m.error) r.reject(new Error(m.error));
      else r.resolve(m.results!);
      this.pump();
    });
    w.on('error', (e) => {
      this.log(l10n.t('The check worker failed: {0}', e.message));
      this.running?.reject(e);
      this.running = undefined;
      this.worker = undefined;
      this.pump();
    });
    w.on('exit', () => {
      if (this.worker === w) this.worker = undefined;
    });
    w.unref();
    this.worker = w;
    return w;
  }

  private pump(): void {
    if (this.running) return;
    const next = this.queue.shift();
    if (!next) return;
    this.running = { id: next.job.id, key: next.key, resolve: next.resolve, reject: next.reject };
    this.ensureWorker().postMessage(next.job);
  }

  dispose(): void {
    void this.worker?.terminate();
  }
}
