// Card data for the server, by the CLI's precedence (setting path → DECKLIST_CARDS → cached
// download → offline snapshot); a setting path that cannot be used gives way to the next source,
// said once. Loading never blocks the server: decks get syntax checks, and a note of what the load
// is doing, until the index is ready. An index build or a download reports `$/progress`; downloads
// happen only when the settings allow them, one per file on the machine (core/cards/download.ts).
import * as l10n from '@vscode/l10n';
import type { CancellationToken, Connection, WorkDoneProgressReporter } from 'vscode-languageserver';
import {
  CardDataError,
  COMBO_MESSAGES,
  type CardDatabase,
  type CardDataOrigin,
  type ComboStore,
  type OpenCardDatabaseOptions,
  type OpenedCardDatabase,
} from '../core/cards/index';
import type { CardDataSummary, CardDataUpdateFailure, CardRulings } from './protocol';
import type { ServerSettings } from './settings';
import { cardDataLabel, packagedDataName, rulesData, rulesLabel, rulingSourceName } from '../core/cards/index';

/** The rules URL setting as a download option (unset: the project's; `none`: no rules download). */
function rulesUrlOption(settings: ServerSettings): { rulesUrl?: string } {
  const url = settings.cardData.rulesUrl?.trim();
  return url ? { rulesUrl: url } : {};
}
import { noCardDataAdvice, rulingsAdvice, type Door } from '../core/index';
import type { CardDataBackend } from './host';

export interface CardDataEvents {
  /** The database changed (first load, background refresh, update): re-check every open deck. */
  onChange(db: CardDatabase): void;
  /** One message for the user (errors, "using the offline data because…"). */
  onMessage(kind: 'info' | 'warning' | 'error', message: string): void;
  log(message: string): void;
  /** A download of card data failed (background refresh, first download or the update command). */
  onUpdateFailed?(failure: CardDataUpdateFailure): void;
  /** What the decks' notes and status say of the card data changed (a loading step, a download that succeeded after a failure). */
  onStateChanged?(): void;
  /** No card data could be loaded: decks published while it was loading say so no longer. */
  onLoadFailed?(): void;
  /** Where the messages are read (their advice follows it). */
  door(): Door;
}

/** Where the card data in use was found, for the log: the setting, the variable, the download, the data the package carries. */
function originText(origin: CardDataOrigin, info: CardDatabase['info']): string {
  switch (origin) {
    case 'file':
      return '"decklist.cardData.path"';
    case 'env':
      return 'DECKLIST_CARDS';
    case 'cache':
      return l10n.t('cached download');
    case 'snapshot':
      return packagedDataName(info);
  }
}

/** How often the decks are told a new loading step at most. */
const STEP_INTERVAL_MS = 250;
const loadingCardData = () => l10n.t('Loading card data…');
const checkingDownload = () => l10n.t('Checking the downloaded card data…');
const mb = (n: number) => (n / 1048576).toFixed(1);

export class CardDataManager {
  db: CardDatabase | undefined;
  /** The compiled index file of `db` (a check worker loads the same file). */
  indexPath: string | undefined;
  /** Scryfall's rulings when downloaded (`decklist.cardData.rulings` + the update command); read on first hover. */
  readonly rulings: ReturnType<CardDataBackend['rulings']>;
  /** Commander Spellbook's combos when downloaded (`decklist.cardData.combos` + the update command). */
  combos: { store: ComboStore; path: string } | undefined;
  private generation = 0;
  private current: Promise<void> | undefined;
  /** No load has started yet (the settings are being read): the decks wait for the card data too. */
  private started = false;
  private stepText: string | undefined;
  /** The `decklist.cardData.path` whose problem the user was told (once per path). */
  private pathProblemTold: string | undefined;
  private stepTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly readyWaiters = new Set<() => void>();
  /** The last download failed (cleared by a successful one): the status bar says so. */
  updateFailure: CardDataUpdateFailure | undefined;
  /** Where the data in use came from, and whether it is older than `maxAgeDays`. */
  private inUse: { origin: CardDataOrigin; stale: boolean } | undefined;

  constructor(
    private readonly connection: Connection,
    private readonly canShowProgress: () => boolean,
    private readonly events: CardDataEvents,
    private readonly backend: CardDataBackend,
  ) {
    this.rulings = backend.rulings((m) => events.log(m));
  }

  private updateFailed(reason: string, background: boolean, what?: 'rules'): void {
    const using = this.db ? cardDataLabel(this.db.info) : l10n.t('the offline card data');
    // A background download is tried because the data is old (or missing); the update command may fail on fresh data.
    const outOfDate = what ? false : background || !this.db || this.inUse?.origin === 'snapshot' || !!this.inUse?.stale;
    this.updateFailure = { reason, at: new Date().toISOString(), using, background, outOfDate, ...(what ? { what } : {}) };
    // A rules failure's reason is its whole sentence (said already as a notice).
    if (!what) this.events.log(l10n.t('Card data update failed: {0}', reason));
    this.events.onUpdateFailed?.(this.updateFailure);
  }

  private updateSucceeded(): void {
    if (!this.updateFailure) return;
    this.updateFailure = undefined;
    this.events.onStateChanged?.();
  }

  /** Every ruling of a card (the "All rulings" link); null for a card the data does not know. With none downloaded, what to do about it. */
  rulingsOf(name: string, settings: ServerSettings): CardRulings | null {
    const card = typeof name === 'string' ? this.db?.lookup(name) : undefined;
    if (!card) return null;
    const rulings = card.oracleId ? this.rulings.rulingsFor(card.oracleId) : [];
    const date = this.rulings.date;
    return {
      card: card.name,
      date,
      rulings: rulings.map((r) => ({ ...r, source: rulingSourceName(r.source) })),
      ...(date ? {} : { notDownloaded: rulingsAdvice(this.events.door(), settings.cardData.rulings) }),
    };
  }

  private setCombos(store: ComboStore): void {
    const kept = this.backend.combos;
    this.combos = kept ? { store, path: kept.path } : undefined;
  }

  /**
   * Opens the downloaded combos. A current store is read at once; one to compile (missing or older
   * than the download: seconds for the full export) is compiled in the background, and the decks
   * are checked again when it is ready. A failure is logged; checks go on with the built-in list.
   */
  private loadCombos(gen: number): void {
    const kept = this.backend.combos;
    this.combos = undefined;
    if (!kept) return;
    try {
      const current = kept.current();
      if (current) return this.setCombos(current);
    } catch (e) {
      this.events.log(COMBO_MESSAGES.builtInInstead((e as Error).message));
    }
    void kept.open((m) => this.events.log(m)).then(
      (store) => {
        if (!store || gen !== this.generation) return;
        this.setCombos(store);
        if (this.db) this.events.onChange(this.db);
      },
      (e: unknown) => this.events.log(COMBO_MESSAGES.builtInInstead((e as Error).message)),
    );
  }

  get loading(): boolean {
    return !this.started || !!this.current;
  }

  /** What the load in progress is doing, in a player's words (the decks' note, the status bar). */
  get loadingStep(): string {
    return this.stepText ?? loadingCardData();
  }

  /** Says a new loading step; the decks are told at most every STEP_INTERVAL_MS (a download reports every megabyte). */
  private step(text: string): void {
    if (text === this.stepText) return;
    this.stepText = text;
    this.stepTimer ??= setTimeout(() => {
      this.stepTimer = undefined;
      if (this.current) this.events.onStateChanged?.();
    }, STEP_INTERVAL_MS);
  }

  /** Resolves when the load in progress (if any) has finished. */
  whenLoaded(): Promise<void> {
    return this.current ?? Promise.resolve();
  }

  /**
   * Resolves once card data is in use, or no load is under way any more (it failed), or after `ms`:
   * what a request that needs card data waits for at start (the settings are still being read, the
   * first load runs), instead of answering "no card data yet" to a client that would ask again.
   */
  async ready(ms: number): Promise<void> {
    if (this.db || !this.loading) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.readyWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.readyWaiters.add(done);
    });
  }

  /** Card data is in use, or the load ended without it: the requests waiting in ready() go on. */
  private settled(): void {
    for (const done of [...this.readyWaiters]) done();
  }

  private options(settings: ServerSettings, root: string | undefined, progress: ProgressSink): OpenCardDatabaseOptions {
    const p = settings.cardData.path;
    return {
      cardsPath: p ? this.backend.resolvePath(root, p) : undefined,
      env: this.backend.env,
      allowDownload: settings.cardData.allowNetwork && settings.cardData.autoUpdate,
      maxAgeDays: settings.cardData.maxAgeDays,
      languages: settings.languages.length ? settings.languages : undefined,
      door: this.events.door(),
      onProgress: (done, total) => {
        progress.report(done, total);
        // After the load (a background refresh, the update command) the decks are checked already: step() tells them nothing.
        this.step(
          total && done >= total
            ? checkingDownload()
            : total
              ? l10n.t('Downloading current card data ({0} of {1} MB, {2}%)…', mb(done), mb(total), Math.floor((done / total) * 100))
              : l10n.t('Downloading current card data ({0} MB)…', mb(done)),
        );
      },
      download: { onWaiting: () => this.step(l10n.t('Waiting for the card data download already under way…')), ...rulesUrlOption(settings) },
      // The rules data (data/rules.json) is refreshed with the cards and at most daily in the background.
      rules: true,
      onNotice: (m) => {
        this.events.log(m);
        progress.notice(m);
      },
      onUpdateFailure: (reason, what) => {
        // Said once the data still in use is known (the first load may still be running).
        void this.whenLoaded().then(() => this.updateFailed(reason, true, what));
      },
    };
  }

  /**
   * Opens the card data; a `decklist.cardData.path` that cannot be used gives way to the next source
   * (the downloaded data, else the snapshot), and the user is told once per path which file it was.
   */
  private async open(options: OpenCardDatabaseOptions): Promise<OpenedCardDatabase> {
    const named = options.cardsPath;
    try {
      const opened = await this.backend.open(options);
      if (named) this.pathProblemTold = undefined;
      return opened;
    } catch (e) {
      if (!named || !(e instanceof CardDataError) || e.file !== named) throw e;
      const opened = await this.backend.open({ ...options, cardsPath: undefined });
      if (this.pathProblemTold !== named) {
        this.pathProblemTold = named;
        const using = cardDataLabel(opened.db.info);
        this.events.onMessage(
          'warning',
          // On the web no path can be read: the setting (synchronized from the desktop, maybe) is not wrong, only unused here.
          this.events.door() === 'vscode-web'
            ? l10n.t('Decklist: the card data file {0} named in "decklist.cardData.path" is read in the desktop editor only (the web version has no file system to read it from), so decks here are checked with {1}.', named, using)
            : this.backend.fileExists(named)
            ? l10n.t('Decklist: the card data file {0} named in "decklist.cardData.path" cannot be used ({1}), so decks are checked with {2}. Correct or clear the setting.', named, e.problem, using)
            : l10n.t('Decklist: the card data file {0} named in "decklist.cardData.path" was not found, so decks are checked with {1}. Correct or clear the setting.', named, using),
        );
      }
      return opened;
    }
  }

  /** (Re)loads by the settings; a newer call supersedes an older one still running. */
  load(settings: ServerSettings, root: string | undefined): Promise<void> {
    const gen = ++this.generation;
    this.started = true;
    this.stepText = undefined;
    const progress = new ProgressSink(this.connection, this.canShowProgress(), l10n.t('Decklist: loading card data'));
    const run = (async () => {
      let failed = false;
      try {
        const opened = await this.open(this.options(settings, root, progress));
        if (gen !== this.generation) return;
        this.db = opened.db;
        this.indexPath = opened.indexPath;
        this.inUse = { origin: opened.origin, stale: !!opened.stale };
        this.events.log(l10n.t('Card data: {0} ({1} cards, from {2}: {3})', cardDataLabel(opened.db.info), opened.db.info.cards.toLocaleString('en-US'), originText(opened.origin, opened.db.info), opened.indexPath));
        this.loadCombos(gen);
        this.events.onChange(opened.db);
        // Newer rules in force (a background check): the decks are checked again under them.
        opened.rulesRefresh?.then((r) => {
          if (r?.changed && gen === this.generation && this.db) {
            this.events.log(l10n.t('Rules data refreshed: {0}', rulesLabel()));
            this.events.onChange(this.db);
          }
        });
        if (opened.origin === 'cache' && !opened.refresh) this.updateSucceeded();
        opened.refresh?.then((fresh) => {
          if (fresh && gen === this.generation) {
            this.db = fresh.db;
            this.indexPath = fresh.indexPath;
            this.inUse = { origin: 'cache', stale: false };
            if (fresh.combos) this.setCombos(fresh.combos);
            this.events.log(l10n.t('Card data refreshed: {0}', cardDataLabel(fresh.db.info)));
            this.updateFailure = undefined;
            this.events.onChange(fresh.db);
          }
        });
      } catch (e) {
        if (gen !== this.generation) return;
        failed = true;
        this.events.onMessage(
          'error',
          l10n.t({
            message: 'Decklist: no card data could be loaded ({0}). Decks are checked for syntax only. {1}',
            args: [(e as Error).message, noCardDataAdvice(this.events.door())],
            comment: ['{1} says how to get card data'],
          }),
        );
      } finally {
        progress.done();
        if (gen === this.generation) this.current = undefined;
        if (failed && gen === this.generation) this.events.onLoadFailed?.();
        if (gen === this.generation) this.settled();
      }
    })();
    this.current = run;
    return run;
  }

  /** Downloads current data even when the cache is fresh (the editor's "Update card data" command). */
  async update(settings: ServerSettings, reporter: WorkDoneProgressReporter | undefined, token: CancellationToken): Promise<CardDataSummary> {
    if (!settings.cardData.allowNetwork) {
      throw new Error(
        settings.cardData.restricted
          ? l10n.t('This workspace is not trusted (Restricted Mode), so nothing is downloaded. Trust the workspace to update the card data.')
          : l10n.t('Downloads are turned off ("decklist.cardData.allowNetwork" is false).'),
      );
    }
    const abort = new AbortController();
    const sub = token.onCancellationRequested(() => abort.abort());
    const progress = new ProgressSink(this.connection, false, l10n.t('Decklist: updating card data'), reporter);
    try {
      const opened = await this.backend.update({
        ...this.options({ ...settings, cardData: { ...settings.cardData, path: undefined } }, undefined, progress),
        download: { signal: abort.signal, ...rulesUrlOption(settings) },
        rulings: settings.cardData.rulings,
        // Off: combos already downloaded are still refreshed with the cards.
        ...(settings.cardData.combos ? { combos: true } : {}),
      });
      this.generation++;
      if (opened.rulings) this.rulings.reset();
      if (opened.combos) this.setCombos(opened.combos);
      // Cleared before the re-check below, so the decks' status says the data is current.
      this.updateSucceeded();
      // A card data path in the settings still wins over the download, as at start-up.
      if (settings.cardData.path) this.events.log(l10n.t('The download is cached; the "decklist.cardData.path" setting still decides which data is used.'));
      else {
        this.db = opened.db;
        this.indexPath = opened.indexPath;
        this.inUse = { origin: 'cache', stale: false };
        this.events.onChange(opened.db);
        this.settled();
      }
      const info = opened.db.info;
      const summary: CardDataSummary = { label: cardDataLabel(info), date: info.date, source: info.source, cards: info.cards, ...(opened.unchanged ? { unchanged: true as const } : {}) };
      if (opened.rulings) summary.rulings = { date: opened.rulings.date, ...opened.rulings.counts };
      if (opened.combos) summary.combos = { date: opened.combos.date, ...opened.combos.counts };
      summary.rules = { label: rulesLabel(), date: rulesData().date, ...(opened.rulesFailure ? { failure: opened.rulesFailure } : {}) };
      // A rules file that could not be used is shown as a failed card data download is.
      if (opened.rulesFailure) this.updateFailed(opened.rulesFailure, false, 'rules');
      else if (opened.rules?.changed && settings.cardData.path) this.events.onChange(this.db ?? opened.db);
      return summary;
    } catch (e) {
      // The system's own words (ECONNREFUSED…) for whoever reads the log; the player reads the cause in words.
      const detail = (e as { detail?: unknown }).detail;
      if (typeof detail === 'string') this.events.log(detail);
      if (!abort.signal.aborted) this.updateFailed((e as Error).message, false);
      throw e;
    } finally {
      sub.dispose();
      progress.done();
    }
  }
}

/** `$/progress` created on the first report, so that a load of a few milliseconds shows nothing. */
class ProgressSink {
  private reporter: WorkDoneProgressReporter | undefined;
  private creating: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly connection: Connection,
    private readonly allowed: boolean,
    private readonly title: string,
    given?: WorkDoneProgressReporter,
  ) {
    this.reporter = given;
    if (given) given.begin(title, 0, undefined, true);
  }

  private ensure(then: (r: WorkDoneProgressReporter) => void): void {
    if (this.closed) return;
    if (this.reporter) return then(this.reporter);
    if (!this.allowed) return;
    this.creating ??= this.connection.window.createWorkDoneProgress().then(
      (r) => {
        if (this.closed) return r.done();
        this.reporter = r;
        r.begin(this.title, 0);
      },
      () => undefined,
    );
    void this.creating.then(() => this.reporter && !this.closed && then(this.reporter));
  }

  report(done: number, total?: number): void {
    this.ensure((r) =>
      total ? r.report(Math.min(100, Math.round((done / total) * 100)), l10n.t('{0} of {1} MB', mb(done), mb(total))) : r.report(l10n.t('{0} MB', mb(done))),
    );
  }

  notice(message: string): void {
    this.ensure((r) => r.report(message));
  }

  done(): void {
    if (this.closed) return;
    this.closed = true;
    this.reporter?.done();
  }
}
