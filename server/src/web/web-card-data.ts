// Card data in a browser's web worker (vscode.dev, github.dev). The offline snapshot is fetched
// from the extension's own files. Current data is Scryfall's Oracle Cards, downloaded with fetch:
// api.scryfall.com sends CORS headers, and Scryfall says its file hosts (*.scryfall.io, where the
// bulk files are) "function the same" with CORS (scryfall.com/blog, "Upcoming API changes to
// Scryfall image URIs and download URIs", 2022); where a browser refuses the download all the
// same, the failure is said once and the snapshot stays in use. The compiled index is kept in the
// extension's global storage, which the client reads and writes for the worker (KeptStore), and
// reused across sessions. The rules data (data/rules.json) is refreshed as on the desktop
// (core/rules-data/update.ts): from the same URL (the `decklist.cardData.rulesUrl` setting, else the
// project's raw file on raw.githubusercontent.com; whether that host answers web pages (CORS) was
// not confirmed in the sources read on 2026-11-29, so a refused download is one more failure said
// once), checked against the schema and the bundled copy, kept in the
// same storage, put in force when newer; with each card data update and at most daily in the
// background, and only where downloads are allowed. Rulings, combos and other languages' names are
// downloaded on the desktop only.
import * as l10n from '@vscode/l10n';
import {
  ageDays,
  buildIndex,
  CardCollector,
  CardDataError,
  collectScryfallLines,
  DEFAULT_MAX_AGE_DAYS,
  DownloadError,
  loadIndex,
  parseRulesData,
  refusedDownloadUrl,
  rulesData,
  RulesDataError,
  rulesDueAfter,
  rulesFailureMessage,
  rulesUrlOf,
  useRulesData,
  scryfallBulkLocation,
  SOURCE_LABELS,
  type CacheMeta,
  type CardDataInfo,
  type DownloadOptions,
  type OpenCardDatabaseOptions,
  type OpenedCardDatabase,
  type RulesUpdate,
} from '../core/cards/index';
import type { CardDataBackend } from '../lsp/host';

/** The names the data in use goes by in the log (there are no files in a browser). */
const SNAPSHOT_NAME = 'dist/cards-snapshot.dlidx';
const KEPT_KEY = 'scryfall-oracle-cards';
const KEPT_NAME = `globalStorage/${KEPT_KEY}`;
/** The rules data downloaded (its text), and the time of the last attempt (meta only: the daily check waits a day after either). */
const RULES_KEY = 'rules-data';
const RULES_CHECKED_KEY = 'rules-data-checked';
const RULES_NAME = `globalStorage/${RULES_KEY}`;

/** Files kept between sessions (the extension's global storage, through the client). */
export interface KeptStore {
  read(key: string): Promise<{ bytes: Uint8Array; meta: unknown } | undefined>;
  write(key: string, bytes: Uint8Array, meta: unknown): Promise<void>;
}

/** Where the worker finds what it fetches: the extension's files, and download mirrors (tests). */
export interface WebCardDataPlaces {
  extensionUri: string;
  endpoints: Pick<DownloadOptions, 'scryfallApi' | 'rulesUrl' | 'idleTimeoutMs'>;
}

const unreachable = (url: string, e: unknown) =>
  new DownloadError(
    l10n.t(
      'cannot reach {0} from the browser ({1}): the network is down, or the site does not allow downloads from web pages',
      url,
      e instanceof Error ? e.message : String(e),
    ),
  );

/**
 * A fetch's own cancellation: the caller's (the editor's Cancel), or nothing arriving for `idleMs`
 * (a stalled connection must not leave the editor "downloading" for ever; the desktop's is the same).
 */
class Stall {
  readonly controller = new AbortController();
  stalled = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly idleMs: number,
    readonly outer: AbortSignal | undefined,
  ) {
    if (outer?.aborted) this.controller.abort();
    outer?.addEventListener('abort', () => this.controller.abort());
    this.touch();
  }

  /** Something arrived. */
  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.stalled = true;
      this.controller.abort();
    }, this.idleMs);
  }

  done(): void {
    clearTimeout(this.timer);
  }
}

const stallFor = (opts: Pick<DownloadOptions, 'idleTimeoutMs' | 'signal'>) => new Stall(opts.idleTimeoutMs ?? 60_000, opts.signal);

async function fetchOk(url: string, init: RequestInit, stall: Stall): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: stall.controller.signal });
  } catch (e) {
    stall.done();
    if (stall.stalled) throw new DownloadError(l10n.t('{0} did not answer in time', url));
    if (stall.outer?.aborted) throw new DownloadError(l10n.t('the download was cancelled'));
    throw unreachable(url, e);
  }
  if (!res.ok) {
    stall.done();
    throw new DownloadError(l10n.t('{0} answered HTTP {1}', url, res.status));
  }
  stall.touch();
  return res;
}

async function fetchJson(url: string, opts: DownloadOptions): Promise<unknown> {
  const stall = stallFor(opts);
  const res = await fetchOk(url, { headers: { Accept: 'application/json' } }, stall);
  try {
    return await res.json();
  } catch {
    throw new DownloadError(stall.stalled ? l10n.t('download of {0} stalled', url) : l10n.t('{0} did not answer JSON', url));
  } finally {
    stall.done();
  }
}

/** The lines of a byte stream (UTF-8), gunzipped when it is a gzip file; `onBytes` counts what arrives. */
async function* textLines(body: ReadableStream<Uint8Array>, url: string, stall: Stall, onBytes: (n: number) => number): AsyncGenerator<string> {
  const reader = body.getReader();
  const first = await reader.read();
  const gzip = !first.done && first.value[0] === 0x1f && first.value[1] === 0x8b;
  let received = 0;
  const counted = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) return controller.close();
      received = onBytes(first.value.byteLength);
      stall.touch();
      controller.enqueue(first.value);
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) return controller.close();
      received = onBytes(chunk.value.byteLength);
      stall.touch();
      controller.enqueue(chunk.value);
    },
    cancel: (why) => reader.cancel(why),
  });
  const bytes = gzip ? counted.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>) : counted;
  const text = bytes.pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>).getReader();
  let rest = '';
  for (;;) {
    let next: Awaited<ReturnType<typeof text.read>>;
    try {
      next = await text.read();
    } catch (e) {
      if (stall.stalled) throw new DownloadError(l10n.t('download of {0} stalled', url));
      if (stall.outer?.aborted) throw new DownloadError(l10n.t('the download was cancelled'));
      throw new DownloadError(l10n.t('download of {0} failed after {1} bytes ({2})', url, received, e instanceof Error ? e.message : String(e)));
    }
    if (next.done) break;
    const parts = (rest + next.value).split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  if (rest) yield rest;
}

/** The result, or a rejection as soon as `signal` is aborted (the caller stops waiting; the work goes on). */
function untilAborted<T>(result: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return result;
  const cancelled = () => new DownloadError(l10n.t('the download was cancelled'));
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(cancelled());
    signal.addEventListener('abort', abort, { once: true });
    result.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export class WebCardData implements CardDataBackend {
  readonly env: Record<string, string | undefined> = {};
  private snapshot: Promise<OpenedCardDatabase> | undefined;
  private snapshotBytes: Promise<ArrayBuffer> | undefined;
  /** The download under way, and who follows its progress. */
  private underWay: { result: Promise<OpenedCardDatabase>; followers: Set<NonNullable<OpenCardDatabaseOptions['onProgress']>> } | undefined;

  constructor(
    private readonly places: () => WebCardDataPlaces,
    private readonly kept: () => KeptStore | undefined,
  ) {}

  fileExists(): boolean {
    return false;
  }

  resolvePath(_root: string | undefined, file: string): string {
    return file;
  }

  rulings() {
    return { date: '', rulingsFor: () => [], reset: () => undefined };
  }

  private async readKept(notice: (m: string) => void): Promise<(OpenedCardDatabase & { meta: CacheMeta }) | undefined> {
    try {
      const kept = await this.kept()?.read(KEPT_KEY);
      const meta = kept?.meta as CacheMeta | undefined;
      if (!kept || typeof meta?.downloadedAt !== 'string') return undefined;
      return { db: loadIndex(KEPT_NAME, Buffer.from(kept.bytes)), origin: 'cache', indexPath: KEPT_NAME, meta };
    } catch (e) {
      notice(l10n.t('{0}. Ignoring the cached download.', `${KEPT_NAME}: ${(e as Error).message}`));
      return undefined;
    }
  }

  /**
   * Starts fetching the snapshot's bytes at `initialize`, while the client and the server still
   * talk: it is what the first deck is usually checked with. Dropped when kept data opens instead.
   */
  prefetchSnapshot(): void {
    this.snapshotBytes ??= this.fetchSnapshot();
    this.snapshotBytes.catch(() => undefined);
  }

  private snapshotUrl(): string {
    return `${this.places().extensionUri.replace(/\/+$/, '')}/${SNAPSHOT_NAME}`;
  }

  private async fetchSnapshot(): Promise<ArrayBuffer> {
    const url = this.snapshotUrl();
    const stall = new Stall(60_000, undefined);
    const res = await fetchOk(url, {}, stall);
    return res.arrayBuffer().finally(() => stall.done());
  }

  private openSnapshot(): Promise<OpenedCardDatabase> {
    this.snapshot ??= (async () => {
      const bytes = await (this.snapshotBytes ?? this.fetchSnapshot());
      this.snapshotBytes = undefined;
      return { db: loadIndex(SNAPSHOT_NAME, Buffer.from(bytes)), origin: 'snapshot' as const, indexPath: SNAPSHOT_NAME };
    })();
    this.snapshot.catch(() => (this.snapshot = undefined));
    return this.snapshot;
  }

  /**
   * The kept rules data (when newer than the bundled copy) is put in force first, then the cards are
   * opened; with `rules` and downloads allowed, the daily rules check starts in the background
   * (`rulesRefresh`, as the desktop's openCardDatabase).
   */
  async open(options: OpenCardDatabaseOptions): Promise<OpenedCardDatabase> {
    await this.useKeptRules(options.onNotice ?? (() => undefined));
    // The cards' own downloads leave the rules to the background check, which reports a failure once.
    const opened = await this.openCards({ ...options, rules: false });
    if (options.rules && options.allowDownload) opened.rulesRefresh = this.refreshRules(options);
    return opened;
  }

  private async openCards(options: OpenCardDatabaseOptions): Promise<OpenedCardDatabase> {
    const notice = options.onNotice ?? (() => undefined);
    if (options.cardsPath) throw new CardDataError(options.cardsPath, l10n.t('cannot be read in the web version of the extension, which has no file system of its own'));
    const kept = await this.readKept(notice);
    if (kept) this.snapshotBytes = undefined;
    const maxAge = options.maxAgeDays ?? DEFAULT_MAX_AGE_DAYS;
    if (kept) {
      const stale = ageDays(kept.meta) > maxAge;
      if (stale && options.allowDownload) {
        notice(l10n.t('Card data is {0} days old; refreshing it in the background.', Math.floor(ageDays(kept.meta))));
        const { result, joined } = this.download(options, false);
        const refresh = result.catch((e: unknown) => {
          if (!joined) {
            notice(l10n.t('Could not refresh card data: {0}. Still using {1}.', (e as Error).message, kept.db.info.label));
            options.onUpdateFailure?.((e as Error).message);
          }
          return undefined;
        });
        return { db: kept.db, origin: 'cache', indexPath: KEPT_NAME, stale, refresh };
      }
      return { db: kept.db, origin: 'cache', indexPath: KEPT_NAME, stale };
    }
    if (options.allowDownload) {
      const { result, joined } = this.download(options, false);
      try {
        return await result;
      } catch (e) {
        // Said once, by the caller whose download it was.
        if (!joined) {
          notice(l10n.t('Could not download card data: {0}. Using the offline card data instead.', (e as Error).message));
          options.onUpdateFailure?.((e as Error).message);
        }
      }
    }
    return this.openSnapshot();
  }

  /** Downloads current data even when the kept copy is fresh; joins a download already under way, and follows its progress. */
  update(options: OpenCardDatabaseOptions): Promise<OpenedCardDatabase> {
    return this.download(options, true).result;
  }

  /**
   * One download at a time, whoever asks: the loads of a first start (the settings arrive, the
   * decks open), a background refresh and the update command all get the download under way. Its
   * progress goes to the caller that started it, and to the update command that joins it (the
   * player's own progress notification), not to every load: one progress for one download. A
   * caller that joins stops waiting when its own download is cancelled; the download goes on.
   */
  private download(options: OpenCardDatabaseOptions, follow: boolean): { result: Promise<OpenedCardDatabase>; joined: boolean } {
    const under = this.underWay;
    if (under) {
      if (follow && options.onProgress) under.followers.add(options.onProgress);
      const result = untilAborted(under.result, options.download?.signal).finally(() => options.onProgress && under.followers.delete(options.onProgress));
      return { result, joined: true };
    }
    const followers = new Set<NonNullable<OpenCardDatabaseOptions['onProgress']>>(options.onProgress ? [options.onProgress] : []);
    const result = this.downloadOnce({ ...options, onProgress: (done, total) => followers.forEach((f) => f(done, total)) });
    const mine = { result, followers };
    this.underWay = mine;
    const clear = () => {
      if (this.underWay === mine) this.underWay = undefined;
    };
    result.then(clear, clear);
    return { result, joined: false };
  }

  /** Downloads Scryfall's Oracle Cards (gzip JSON Lines), compiles the index and keeps it. */
  private async downloadOnce(options: OpenCardDatabaseOptions): Promise<OpenedCardDatabase> {
    const notice = options.onNotice ?? (() => undefined);
    const dl: DownloadOptions = { ...this.places().endpoints, ...options.download };
    const where = await scryfallBulkLocation('oracle_cards', dl, fetchJson);
    const refused = refusedDownloadUrl(where.uri, dl);
    if (refused) throw new DownloadError(refused);
    const date = (where.updatedAt ?? new Date().toISOString()).slice(0, 10);
    notice(l10n.t('Downloading Scryfall {0} ({1}) from {2}', 'Oracle Cards', date, where.uri));
    const stall = stallFor(dl);
    const res = await fetchOk(where.uri, { headers: { Accept: 'application/gzip, application/octet-stream, */*' } }, stall);
    if (!res.body) {
      stall.done();
      throw new DownloadError(l10n.t('{0} sent an empty file', where.uri));
    }
    let received = 0;
    const collector = new CardCollector();
    const lines = textLines(res.body, where.uri, stall, (n) => {
      received += n;
      options.onProgress?.(received, where.size);
      return received;
    });
    try {
      await collectScryfallLines(lines, where.uri, collector);
    } finally {
      stall.done();
    }
    if (received === 0) throw new DownloadError(l10n.t('{0} sent an empty file', where.uri));
    if (collector.cards.length === 0) throw new CardDataError(where.uri, l10n.t('contains no cards'));
    const info: CardDataInfo = {
      source: 'scryfall-jsonl',
      label: `${SOURCE_LABELS['scryfall-oracle']} of ${date}`,
      date,
      cards: collector.cards.length,
      hasLegalities: collector.sawLegalities,
      path: where.uri,
    };
    const index = buildIndex(collector.cards, info, collector.aliases);
    const meta: CacheMeta = { downloadedAt: new Date().toISOString(), updatedAt: where.updatedAt, uri: where.uri, size: received };
    try {
      await this.kept()?.write(KEPT_KEY, index, meta);
    } catch (e) {
      notice(l10n.t('Could not save the card index to {0} ({1}); it will be rebuilt next time.', KEPT_NAME, (e as Error).message));
    }
    const out: OpenedCardDatabase = { db: loadIndex(KEPT_NAME, index), origin: 'cache', indexPath: KEPT_NAME };
    // The rules with the cards; a failure leaves the rules in force and the card update stands.
    const rulesUrl = rulesUrlOf(dl);
    if (options.rules && rulesUrl) {
      try {
        out.rules = await this.updateRules(dl, notice);
      } catch (e) {
        out.rulesFailure = rulesFailureMessage(e, rulesUrl, options.door);
        notice(out.rulesFailure);
      }
    }
    return out;
  }

  /** Puts the kept rules data in force when it is usable and newer than the bundled copy; a damaged one is said. */
  private async useKeptRules(notice: (m: string) => void): Promise<void> {
    let kept: Awaited<ReturnType<KeptStore['read']>>;
    try {
      kept = await this.kept()?.read(RULES_KEY);
    } catch {
      return;
    }
    if (!kept) return;
    try {
      useRulesData(parseRulesData(new TextDecoder().decode(kept.bytes), RULES_NAME));
    } catch (e) {
      // A copy older than the bundled one is what an upgrade leaves behind: nothing to report.
      if (!(e instanceof RulesDataError && e.kind === 'older')) notice(l10n.t('{0}; the rules of {1} stay in force', (e as Error).message, rulesData().date));
    }
  }

  /** The background rules check: at most daily (after any attempt); a failure is reported once per check. */
  private async refreshRules(options: OpenCardDatabaseOptions): Promise<RulesUpdate | undefined> {
    const notice = options.onNotice ?? (() => undefined);
    const dl: DownloadOptions = { ...this.places().endpoints, ...options.download };
    const url = rulesUrlOf(dl);
    if (!url) return undefined;
    let last: string | undefined;
    try {
      last = ((await this.kept()?.read(RULES_CHECKED_KEY))?.meta as { checkedAt?: string } | undefined)?.checkedAt;
    } catch {
      // Unreadable storage: check now.
    }
    if (!rulesDueAfter(last)) return undefined;
    try {
      return await this.updateRules(dl, notice);
    } catch (e) {
      const reason = rulesFailureMessage(e, url, options.door);
      notice(reason);
      options.onUpdateFailure?.(reason, 'rules');
      return undefined;
    }
  }

  /**
   * Downloads the rules file with fetch, checks it (schema, not older than the bundled copy), keeps
   * it and puts it in force when newer. Throws (RulesDataError or DownloadError) with the rules in
   * force unchanged; the attempt is remembered either way.
   */
  private async updateRules(dl: DownloadOptions, notice: (m: string) => void): Promise<RulesUpdate> {
    const url = rulesUrlOf(dl);
    if (!url) throw new RulesDataError(l10n.t('rules data downloads are turned off (DECKLIST_RULES_URL or the rules URL setting is "none")'));
    try {
      const refused = refusedDownloadUrl(url, dl);
      if (refused) throw new DownloadError(refused);
      notice(l10n.t('Downloading the rules data from {0}', url));
      const stall = stallFor(dl);
      const res = await fetchOk(url, { headers: { Accept: 'application/json' } }, stall);
      let text: string;
      try {
        text = await res.text();
      } catch (e) {
        throw stall.stalled ? new DownloadError(l10n.t('download of {0} stalled', url)) : unreachable(url, e);
      } finally {
        stall.done();
      }
      const data = parseRulesData(text, url);
      try {
        await this.kept()?.write(RULES_KEY, new TextEncoder().encode(text), { downloadedAt: new Date().toISOString(), uri: url });
      } catch (e) {
        notice(l10n.t('Could not save the rules data to {0} ({1}); it is downloaded again tomorrow.', RULES_NAME, (e as Error).message));
      }
      const changed = useRulesData(data);
      if (changed) notice(l10n.t('Rules data updated: rules of {0}.', data.date));
      return { data: rulesData(), changed, url };
    } finally {
      try {
        await this.kept()?.write(RULES_CHECKED_KEY, new Uint8Array(0), { checkedAt: new Date().toISOString() });
      } catch {
        // Unwritable storage only means the next start asks again.
      }
    }
  }
}
