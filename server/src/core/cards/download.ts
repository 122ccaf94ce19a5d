// Downloads card data (Scryfall Oracle Cards, MTGJSON AtomicCards) into the cache:
// progress in bytes, descriptive User-Agent, to a temporary file, verified, then
// atomically renamed over the cached copy. A failed or interrupted download leaves
// the previous cache untouched. Node http/https only. Files are stored as sent
// (gzip when the server compresses, and Scryfall's JSON Lines files are gzip files);
// the readers detect gzip by its magic bytes and the format by the content, so the
// cache keeps one file name (scryfall/oracle-cards.json) whatever shape was served.
import { version } from '../../../../package.json';
import * as l10n from '@vscode/l10n';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Scryfall asks for a User-Agent that names the application: the package's name, version and repository. */
export const USER_AGENT = `decklist-language/${version} (Magic: The Gathering decklist checker; +https://github.com/decklist-language/decklist-language)`;
export const SCRYFALL_API = 'https://api.scryfall.com';
export const MTGJSON_API = 'https://mtgjson.com/api/v5';
/** Commander Spellbook's bulk files (variants.json.gz: every combo, about 26 MB). */
export const SPELLBOOK_API = 'https://json.commanderspellbook.com';
export const DEFAULT_MAX_AGE_DAYS = 7;

export interface DownloadOptions {
  /** Scryfall API base URL (tests point it at a local server). */
  scryfallApi?: string;
  /** MTGJSON base URL (files AtomicCards.json.gz lives under). */
  mtgjsonApi?: string;
  /** Commander Spellbook's bulk file host (variants.json.gz lives under it). */
  spellbookApi?: string;
  /** The rules data file (data/rules.json) to refresh the built-in rules from (rules-data/update.ts). */
  rulesUrl?: string;
  userAgent?: string;
  onProgress?: (done: number, total?: number) => void;
  onNotice?: (message: string) => void;
  /** Abort when no byte arrives for this long (default 60 s). */
  idleTimeoutMs?: number;
  /** Cancels the download (the editor's cancellable progress); the cache is left as it was. */
  signal?: AbortSignal;
  /**
   * A download of the same file that finished at or after this time (ms since the epoch; default:
   * when the download was asked for) is used instead of downloading the file again.
   */
  reuseSince?: number;
  /** Called when the download waits for the same file's download already under way (here or in another process). */
  onWaiting?: () => void;
  /** Downloads Scryfall's file even when its index names the file already cached (`cards update --force`). */
  force?: boolean;
}

/** Extra steps of a cached file's download. */
export interface CacheSteps<L = undefined> {
  /** Reads the downloaded temporary file; a throw fails the download and leaves the cache as it was. */
  verify?: (tmpFile: string, location: L) => Promise<void>;
  /**
   * Runs after the file is in the cache and before another process may use it (while the lock is
   * held): what is built from the download (its index) is built once, by the process that downloaded.
   */
  whenCached?: (file: string, meta: CacheMeta) => Promise<void> | void;
}

/** What the cache remembers about a downloaded file. */
export interface CacheMeta {
  /** When we downloaded it (ISO). */
  downloadedAt: string;
  /** When the publisher last updated it (ISO), if known. */
  updatedAt?: string;
  /**
   * When the publisher's index was last read and said this file is still its newest (ISO): the
   * data is as current as then, though nothing was downloaded.
   */
  checkedAt?: string;
  uri: string;
  size: number;
}

const interruptedAfter = (url: string, bytes: number): string => l10n.t('download of {0} was interrupted after {1} bytes', url, bytes);
const cannotWriteFile = (file: string, e: Error): string => l10n.t('cannot write {0} ({1})', file, e.message);
const cannotWriteCache = (dir: string, e: unknown): DownloadError =>
  new DownloadError(
    l10n.t('cannot write the card data cache {0} ({1}); choose another with DECKLIST_CACHE_DIR or --cache-dir', dir, (e as NodeJS.ErrnoException).code ?? (e as Error).message),
  );

export class DownloadError extends Error {
  /** The system's own words for a network failure (`connect ECONNREFUSED 127.0.0.1:443`), for the log. */
  readonly detail?: string;
  constructor(message: string, detail?: string) {
    super(message);
    this.name = 'DownloadError';
    if (detail) this.detail = detail;
  }
}

/** The host (and port) of a URL, as a player would recognize it: `api.scryfall.com`. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * A network failure in a player's words: what went wrong on the way to the host, and what may be
 * done. The system's text (`getaddrinfo ENOTFOUND api.scryfall.com`) goes to the log only (`detail`).
 * The codes are Node's (https://nodejs.org/api/errors.html#common-system-errors, read 2026-11-29).
 */
export function unreachable(url: string, e: NodeJS.ErrnoException): DownloadError {
  const host = hostOf(url);
  const detail = e.message;
  switch (e.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new DownloadError(l10n.t('cannot reach {0}: its address could not be looked up, so this computer may be offline', host), detail);
    case 'ECONNREFUSED':
      return new DownloadError(l10n.t('cannot reach {0}: it refused the connection, so the service may be down; try again later', host), detail);
    case 'ETIMEDOUT':
    case 'ENETUNREACH':
    case 'EHOSTUNREACH':
    case 'ENETDOWN':
      return new DownloadError(l10n.t('cannot reach {0}: the network does not get through to it; check the connection', host), detail);
    case 'ECONNRESET':
    case 'EPIPE':
      return new DownloadError(l10n.t('the connection to {0} was cut off; try again', host), detail);
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return new DownloadError(l10n.t('cannot reach {0} safely: its certificate could not be verified, so a proxy or firewall may be in the way', host), detail);
    default:
      return new DownloadError(l10n.t('cannot reach {0} ({1})', url, e.message), detail);
  }
}

export const SCRYFALL_FILE = path.join('scryfall', 'oracle-cards.json');
export const ATOMIC_FILE = path.join('mtgjson', 'AtomicCards.json.gz');
export const RULINGS_FILE = path.join('scryfall', 'rulings.json');
export const SPELLBOOK_FILE = path.join('spellbook', 'variants.json.gz');

export function metaPath(file: string): string {
  return file + '.meta.json';
}

/**
 * The meta of a cached download. One written by another version of this program (another shape)
 * or lost keeps the download usable: it is dated by the file's modification time.
 */
export async function readCacheMeta(file: string): Promise<CacheMeta | undefined> {
  let size: number;
  let mtime: Date;
  try {
    ({ size, mtime } = await stat(file));
  } catch {
    return undefined;
  }
  let meta: Partial<CacheMeta> = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(metaPath(file), 'utf8'));
    if (parsed && typeof parsed === 'object') meta = parsed as Partial<CacheMeta>;
  } catch {
    return undefined;
  }
  const validDate = (d: unknown): d is string => typeof d === 'string' && !Number.isNaN(Date.parse(d));
  return {
    downloadedAt: validDate(meta.downloadedAt) ? meta.downloadedAt : mtime.toISOString(),
    ...(validDate(meta.updatedAt) ? { updatedAt: meta.updatedAt } : {}),
    ...(validDate(meta.checkedAt) ? { checkedAt: meta.checkedAt } : {}),
    uri: typeof meta.uri === 'string' ? meta.uri : '',
    size: typeof meta.size === 'number' ? meta.size : size,
  };
}

/** When the cached file was last known to be current: downloaded, or confirmed by the publisher's index since. */
export function currentAt(meta: CacheMeta): number {
  return Math.max(Date.parse(meta.downloadedAt), meta.checkedAt ? Date.parse(meta.checkedAt) : 0);
}

export function ageDays(meta: CacheMeta, now = Date.now()): number {
  return (now - currentAt(meta)) / 86_400_000;
}

/**
 * A lock whose file was not touched for this long was left by a process that stopped (its holder
 * touches it every quarter of this while it downloads); another process takes it over.
 */
export const STALE_LOCK_MS = 2 * 60_000;
const LOCK_POLL_MS = 200;
/** Downloads of this process, by cached file: a second caller waits for the first. */
const downloadsHere = new Map<string, Promise<void>>();

export function lockPath(file: string): string {
  return file + '.lock';
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a lock file was left behind: untouched for STALE_LOCK_MS, or written by a process of this
 * machine that is gone (a closed editor window), or by this very process (whose own downloads wait
 * for each other in `downloadsHere`, so a lock of its own is left from a failed release).
 */
async function staleLock(lock: string): Promise<{ ino: number } | undefined> {
  let st: Awaited<ReturnType<typeof stat>>;
  try {
    st = await stat(lock);
  } catch {
    return undefined;
  }
  if (Date.now() - st.mtimeMs > STALE_LOCK_MS) return { ino: st.ino };
  try {
    const holder = JSON.parse(await readFile(lock, 'utf8')) as { pid?: unknown; host?: unknown };
    if (holder.host === os.hostname() && typeof holder.pid === 'number' && (holder.pid === process.pid || !processAlive(holder.pid))) return { ino: st.ino };
  } catch {
    // Being written: the holder has just created it.
  }
  return undefined;
}

function cancelled(): DownloadError {
  return new DownloadError(l10n.t('the download was cancelled'));
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const done = () => {
      clearTimeout(t);
      signal?.removeEventListener('abort', abort);
    };
    const t = setTimeout(() => (done(), resolve()), ms);
    const abort = () => (done(), reject(cancelled()));
    signal?.addEventListener('abort', abort);
  });
}

/** Takes the cache directory's lock on one file (waiting while another process holds it); returns its release. */
async function lockCachedFile(file: string, opts: Pick<DownloadOptions, 'onNotice' | 'signal' | 'onWaiting'>): Promise<() => Promise<void>> {
  const lock = lockPath(file);
  try {
    await mkdir(path.dirname(lock), { recursive: true });
  } catch (e) {
    throw cannotWriteCache(path.dirname(lock), e);
  }
  let told = false;
  for (;;) {
    try {
      await writeFile(lock, JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString() }), { flag: 'wx' });
      const touch = setInterval(() => void utimes(lock, new Date(), new Date()).catch(() => undefined), STALE_LOCK_MS / 4);
      touch.unref?.();
      return async () => {
        clearInterval(touch);
        await rm(lock, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw cannotWriteCache(path.dirname(lock), e);
    }
    const stale = await staleLock(lock);
    // Removed only if it is still the lock judged stale (not one another waiter took since).
    if (stale && (await stat(lock).then((st) => st.ino === stale.ino, () => false))) {
      opts.onNotice?.(l10n.t('Taking over the download of {0} that a stopped Decklist process left unfinished.', path.basename(file)));
      await rm(lock, { force: true });
      continue;
    }
    if (!told) {
      told = true;
      opts.onNotice?.(l10n.t('Waiting for the download of {0} that another Decklist window started…', path.basename(file)));
      opts.onWaiting?.();
    }
    await pause(LOCK_POLL_MS, opts.signal);
  }
}

/**
 * One download of a cached file at a time on this machine, whatever asks for it: the decks of two
 * editor windows (two server processes), a refresh and an update of one server, the CLI. Processes
 * share `FILE.lock` in the cache directory; within a process callers queue. A caller that finds the
 * file downloaded since it asked (`reuseSince`) gets that download (`reuse`) instead of another.
 */
export async function downloadOnce<T>(
  file: string,
  opts: Pick<DownloadOptions, 'onNotice' | 'signal' | 'reuseSince' | 'onWaiting'>,
  reuse: (meta: CacheMeta) => T,
  download: () => Promise<T>,
): Promise<T> {
  const since = opts.reuseSince ?? Date.now();
  const before = downloadsHere.get(file);
  let finished!: () => void;
  const done = new Promise<void>((r) => (finished = r));
  const mine = before ? before.then(() => done) : done;
  downloadsHere.set(file, mine);
  try {
    if (before) {
      opts.onNotice?.(l10n.t('Waiting for the download of {0} already under way…', path.basename(file)));
      opts.onWaiting?.();
      await before;
    }
    const release = await lockCachedFile(file, opts);
    try {
      const meta = await readCacheMeta(file);
      if (meta && currentAt(meta) >= since) {
        opts.onNotice?.(l10n.t('Using the download of {0} finished at {1} instead of downloading it again.', path.basename(file), new Date(currentAt(meta)).toISOString()));
        return reuse(meta);
      }
      return await download();
    } finally {
      await release();
    }
  } finally {
    finished();
    if (downloadsHere.get(file) === mine) downloadsHere.delete(file);
  }
}

const MAX_REDIRECTS = 5;

/** The hosts card data comes from: the APIs above, Scryfall's file host (bulk-data download_uri), and GitHub's raw files (the rules data). */
export const DOWNLOAD_HOSTS = ['api.scryfall.com', 'data.scryfall.io', 'mtgjson.com', 'json.commanderspellbook.com', 'raw.githubusercontent.com'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a download URL is refused, or undefined when it may be fetched. The rule: HTTPS to one of
 * DOWNLOAD_HOSTS, or to the host of a mirror named explicitly (DECKLIST_SCRYFALL_API,
 * DECKLIST_MTGJSON_API, DECKLIST_SPELLBOOK_API, DECKLIST_RULES_URL, or the same options); plain HTTP only to a mirror on this machine
 * (127.0.0.1, localhost: the tests' servers). Every redirect is checked again.
 */
export function refusedDownloadUrl(url: string, opts: Pick<DownloadOptions, 'scryfallApi' | 'mtgjsonApi' | 'spellbookApi' | 'rulesUrl'>): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `refusing to download from ${url}: not a valid URL`;
  }
  const mirrors = [opts.scryfallApi, opts.mtgjsonApi, opts.spellbookApi, opts.rulesUrl].flatMap((m) => {
    try {
      return m ? [new URL(m)] : [];
    } catch {
      return [];
    }
  });
  const mirror = mirrors.some((m) => m.protocol === u.protocol && m.host === u.host);
  if (u.protocol === 'https:' && (DOWNLOAD_HOSTS.includes(u.hostname) || mirror)) return undefined;
  if (u.protocol === 'http:' && mirror && LOOPBACK.has(u.hostname)) return undefined;
  if (u.protocol !== 'https:') return l10n.t('refusing to download card data from {0}: only HTTPS is used (plain HTTP only for a mirror on 127.0.0.1)', url);
  return l10n.t(
    'refusing to download card data from {0}: not {1} nor a mirror named in DECKLIST_SCRYFALL_API, DECKLIST_MTGJSON_API or DECKLIST_SPELLBOOK_API',
    url,
    DOWNLOAD_HOSTS.join(', '),
  );
}

function get(url: string, opts: DownloadOptions, accept: string, redirects = 0, encoding = 'gzip'): Promise<http.IncomingMessage> {
  const refused = refusedDownloadUrl(url, opts);
  if (refused) return Promise.reject(new DownloadError(refused));
  return new Promise((resolve, reject) => {
    const lib = url.startsWith('https:') ? https : http;
    const req = lib.get(url, { headers: { 'User-Agent': opts.userAgent ?? USER_AGENT, Accept: accept, 'Accept-Encoding': encoding }, signal: opts.signal }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (redirects >= MAX_REDIRECTS) {
          reject(new DownloadError(l10n.t('{0} redirects too many times (more than {1})', url, MAX_REDIRECTS)));
          return;
        }
        resolve(get(new URL(res.headers.location, url).toString(), opts, accept, redirects + 1, encoding));
        return;
      }
      if (status !== 200) {
        res.resume();
        reject(new DownloadError(l10n.t('{0} answered HTTP {1}', url, status)));
        return;
      }
      resolve(res);
    });
    req.setTimeout(opts.idleTimeoutMs ?? 60_000, () => req.destroy(new DownloadError(l10n.t('{0} did not answer in time', url))));
    req.on('error', (e) => reject(e instanceof DownloadError ? e : unreachable(url, e)));
  });
}

async function getJson(url: string, opts: DownloadOptions): Promise<unknown> {
  const res = await get(url, opts, 'application/json');
  const chunks: Buffer[] = [];
  for await (const c of res) chunks.push(c as Buffer);
  try {
    let body = Buffer.concat(chunks);
    if (body[0] === 0x1f && body[1] === 0x8b) body = gunzipSync(body);
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new DownloadError(l10n.t('{0} did not answer JSON', url));
  }
}

/**
 * Downloads url to a temporary file next to dest, calls verify on it, then renames it
 * over dest and writes dest's meta. On any failure the temporary file is removed and
 * dest is untouched.
 */
export async function downloadToCache(
  url: string,
  dest: string,
  opts: DownloadOptions & {
    accept?: string;
    /** `identity` for a file that is compressed already (no gzip around the gzip); default gzip. */
    acceptEncoding?: string;
    updatedAt?: string;
    /** The size the index announced: the progress total when the answer has no Content-Length. */
    expectedSize?: number;
    verify?: (tmpFile: string) => Promise<void>;
  },
): Promise<CacheMeta> {
  const cannotWrite = (e: unknown) => cannotWriteCache(path.dirname(dest), e);
  try {
    await mkdir(path.dirname(dest), { recursive: true });
  } catch (e) {
    throw cannotWrite(e);
  }
  const tmp = `${dest}.download-${process.pid}-${Date.now()}`;
  try {
    const res = await get(url, opts, opts.accept ?? '*/*', 0, opts.acceptEncoding);
    const length = res.headers['content-length'] ? Number(res.headers['content-length']) : undefined;
    // Without a Content-Length the announced size only drives the progress; a short file fails verification.
    const total = length ?? opts.expectedSize;
    let done = 0;
    const progress = progressSteps(total);
    const out = createWriteStream(tmp);
    await new Promise<void>((resolve, reject) => {
      let finished = false;
      const fail = (e: Error) => {
        if (finished) return;
        finished = true;
        out.destroy();
        res.destroy();
        reject(e);
      };
      res.setTimeout?.(opts.idleTimeoutMs ?? 60_000, () => fail(new DownloadError(l10n.t('download of {0} stalled', url))));
      res.on('data', (chunk: Buffer) => {
        done += chunk.length;
        if (opts.onProgress && progress(done)) opts.onProgress(done, total !== undefined ? Math.max(total, done) : undefined);
        if (!out.write(chunk)) {
          res.pause();
          out.once('drain', () => res.resume());
        }
      });
      res.on('aborted', () => fail(new DownloadError(interruptedAfter(url, done))));
      res.on('error', (e) => fail(new DownloadError(l10n.t('download of {0} failed after {1} bytes ({2})', url, done, e.message))));
      res.on('end', () => {
        if (finished) return;
        if (!res.complete) return fail(new DownloadError(interruptedAfter(url, done)));
        if (length !== undefined && done !== length) {
          return fail(new DownloadError(l10n.t('download of {0} was interrupted: got {1} of {2} bytes', url, done, length)));
        }
        // A write that failed (a full disk) is reported here too, maybe before its 'error' event.
        out.end((err?: Error | null) => {
          if (err) return fail(new DownloadError(cannotWriteFile(tmp, err)));
          finished = true;
          resolve();
        });
      });
      out.on('error', (e) => fail(new DownloadError(cannotWriteFile(tmp, e))));
    });
    opts.onProgress?.(done, length ?? done);
    if (done === 0) throw new DownloadError(l10n.t('{0} sent an empty file', url));
    if (opts.verify) await opts.verify(tmp);
    const meta: CacheMeta = { downloadedAt: new Date().toISOString(), uri: url, size: done };
    if (opts.updatedAt) meta.updatedAt = opts.updatedAt;
    try {
      await rename(tmp, dest);
      // The meta file too goes through a temporary file: a half-written one would hide the cache.
      await writeFile(`${tmp}.meta`, JSON.stringify(meta, null, 2));
      await rename(`${tmp}.meta`, metaPath(dest));
    } catch (e) {
      throw cannotWrite(e);
    }
    return meta;
  } finally {
    await rm(tmp, { force: true });
    await rm(`${tmp}.meta`, { force: true });
  }
}

/**
 * When a download's progress is worth reporting: the first bytes (a waiting player sees it start),
 * then each whole percent of a known size, or each 64 KB of an unknown one; and the last byte.
 * Every megabyte was too coarse: at 150 KB/s a 2 MB file showed "0.0 of 2.1 MB" for 7 s.
 */
export function progressSteps(total: number | undefined): (done: number) => boolean {
  let last = -1;
  return (done) => {
    const step = total ? Math.floor((Math.min(done, total) * 100) / total) : Math.floor(done / 65536);
    if (step === last && done !== total) return false;
    last = step;
    return true;
  };
}

/** Where today's bulk file of a kind is, read from Scryfall's bulk-data index. */
export interface BulkLocation {
  uri: string;
  /** `jsonl`: gzip JSON Lines (jsonl_download_uri, since July 2026); `json`: one JSON array (download_uri, before). */
  shape: 'jsonl' | 'json';
  updatedAt?: string;
  /** Bytes to download when the index says (compressed_size for JSON Lines): the progress total. */
  size?: number;
}

/**
 * Reads one bulk-data descriptor (an entry of `GET /bulk-data`). Today's (since 2026-07-20,
 * https://scryfall.com/docs/api/bulk-data and the blog post "Two new ways to sync Scryfall data"):
 * `jsonl_download_uri` to a plain gzip file of one card object per line, sized by `compressed_size`.
 * The older `download_uri` to one JSON array (sized by `size`) is still accepted. Neither: an error
 * naming the fields that did arrive, so that the next upstream change can be told from a report.
 */
export function bulkLocationOf(entry: Record<string, unknown>, where: string): BulkLocation {
  const updatedAt = typeof entry.updated_at === 'string' ? entry.updated_at : undefined;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);
  if (typeof entry.jsonl_download_uri === 'string' && entry.jsonl_download_uri) {
    return { uri: entry.jsonl_download_uri, shape: 'jsonl', updatedAt, size: num(entry.compressed_size) };
  }
  if (typeof entry.download_uri === 'string' && entry.download_uri) {
    return { uri: entry.download_uri, shape: 'json', updatedAt, size: num(entry.size) };
  }
  const fields = Object.keys(entry).slice(0, 40).join(', ') || 'none';
  throw new DownloadError(
    l10n.t(
      '{0} has neither "jsonl_download_uri" nor "download_uri" (fields: {1}); Scryfall\'s API may have changed. The card data you had is kept; please report this message.',
      where,
      fields,
    ),
  );
}

/** Asks Scryfall's bulk-data index where today's file of a kind (`oracle_cards`, `rulings`) is. */
export async function scryfallBulkLocation(
  type: string,
  opts: DownloadOptions,
  fetchJson: (url: string, opts: DownloadOptions) => Promise<unknown> = getJson,
): Promise<BulkLocation> {
  const base = (opts.scryfallApi ?? SCRYFALL_API).replace(/\/+$/, '');
  const index = (await fetchJson(`${base}/bulk-data`, opts)) as { data?: unknown } | null;
  if (!index || typeof index !== 'object' || !Array.isArray(index.data)) {
    const fields = index && typeof index === 'object' && !Array.isArray(index) ? Object.keys(index).slice(0, 40).join(', ') || 'none' : typeof index;
    throw new DownloadError(l10n.t('{0}/bulk-data is not a list of bulk files (no "data" array; fields: {1}); Scryfall\'s API may have changed', base, fields));
  }
  const entries = index.data.filter((d): d is Record<string, unknown> => !!d && typeof d === 'object' && !Array.isArray(d));
  const entry = entries.find((d) => d.type === type);
  if (!entry) {
    const types = entries.map((d) => String(d.type)).join(', ') || 'none';
    throw new DownloadError(l10n.t('{0}/bulk-data has no "{1}" entry (it lists: {2}); Scryfall\'s API may have changed', base, type, types));
  }
  return bulkLocationOf(entry, `${base}/bulk-data's "${type}" entry`);
}

/** A cached download: the file, its meta, and (when this call downloaded it) where it came from. */
export interface CachedDownload<L = undefined> {
  file: string;
  meta: CacheMeta;
  /** Undefined when another window or command had just downloaded it (`downloadOnce`). */
  location?: L;
  /** The publisher's index says the cached file is its newest: nothing was downloaded. */
  unchanged?: true;
}

/**
 * Whether the cached file is the one the index points to now: same address, same `updated_at`
 * (Scryfall's "date this file was last updated", https://scryfall.com/docs/api/bulk-data, read
 * 2026-11-29). Without an `updated_at` on either side nothing can be told: downloaded again.
 */
function sameBulkFile(meta: CacheMeta | undefined, where: BulkLocation): meta is CacheMeta {
  return !!meta && !!meta.updatedAt && !!where.updatedAt && meta.uri === where.uri && Date.parse(meta.updatedAt) === Date.parse(where.updatedAt);
}

/** Notes in the cache's meta that the index was read now and named the cached file (its age starts again). */
async function markChecked(file: string, meta: CacheMeta): Promise<CacheMeta> {
  const checked = { ...meta, checkedAt: new Date().toISOString() };
  const tmp = `${metaPath(file)}.${process.pid}-${Date.now()}`;
  try {
    await writeFile(tmp, JSON.stringify(checked, null, 2));
    await rename(tmp, metaPath(file));
  } catch {
    // The meta could not be written: the data is current all the same; its age is told from the download.
    await rm(tmp, { force: true });
    return meta;
  }
  return checked;
}

/** Downloads one of Scryfall's bulk files into cacheDir/file (verify should read it). */
function downloadScryfallBulk(type: string, what: string, file: string, opts: DownloadOptions & CacheSteps<BulkLocation>): Promise<CachedDownload<BulkLocation>> {
  return downloadOnce(file, opts, (meta) => ({ file, meta }), async () => {
    const where = await scryfallBulkLocation(type, opts);
    const cached = opts.force ? undefined : await readCacheMeta(file);
    if (sameBulkFile(cached, where)) {
      opts.onNotice?.(l10n.t('Scryfall {0} of {1} is the file already downloaded; it is not downloaded again.', what, where.updatedAt!.slice(0, 10)));
      return { file, meta: await markChecked(file, cached), location: where, unchanged: true };
    }
    opts.onNotice?.(l10n.t('Downloading Scryfall {0} ({1}) from {2}', what, where.updatedAt?.slice(0, 10) ?? l10n.t('latest'), where.uri));
    const verify = opts.verify;
    const meta = await downloadToCache(where.uri, file, {
      ...opts,
      // The JSON Lines file is a gzip file in its own right (not a Content-Encoding): stored as sent.
      accept: where.shape === 'jsonl' ? 'application/gzip, application/octet-stream, */*' : 'application/json',
      acceptEncoding: where.shape === 'jsonl' ? 'identity' : 'gzip',
      updatedAt: where.updatedAt,
      expectedSize: where.size,
      verify: verify && ((tmp) => verify(tmp, where)),
    });
    await opts.whenCached?.(file, meta);
    return { file, meta, location: where };
  });
}

/** Downloads Scryfall's Oracle Cards into cacheDir (verify should parse it). */
export function downloadScryfallOracle(cacheDir: string, opts: DownloadOptions & CacheSteps<BulkLocation>): Promise<CachedDownload<BulkLocation>> {
  return downloadScryfallBulk('oracle_cards', 'Oracle Cards', path.join(cacheDir, SCRYFALL_FILE), opts);
}

/** Downloads Scryfall's rulings into cacheDir (verify should read them). */
export function downloadScryfallRulings(cacheDir: string, opts: DownloadOptions & CacheSteps<BulkLocation>): Promise<CachedDownload<BulkLocation>> {
  return downloadScryfallBulk('rulings', l10n.t('rulings'), path.join(cacheDir, RULINGS_FILE), opts);
}

/** Downloads a file of a fixed URL into the cache, one download at a time (`downloadOnce`). */
function downloadFixed(url: string, file: string, accept: string, notice: string, opts: DownloadOptions & CacheSteps): Promise<CachedDownload> {
  return downloadOnce(file, opts, (meta) => ({ file, meta }), async () => {
    opts.onNotice?.(notice);
    const verify = opts.verify;
    const meta = await downloadToCache(url, file, { ...opts, accept, verify: verify && ((tmp) => verify(tmp, undefined)) });
    await opts.whenCached?.(file, meta);
    return { file, meta };
  });
}

/** Downloads MTGJSON AtomicCards.json.gz into cacheDir (for foreign names). */
export function downloadAtomicCards(cacheDir: string, opts: DownloadOptions & CacheSteps): Promise<CachedDownload> {
  const url = `${(opts.mtgjsonApi ?? MTGJSON_API).replace(/\/+$/, '')}/AtomicCards.json.gz`;
  const notice = l10n.t('Downloading MTGJSON AtomicCards (card names in other languages) from {0}', url);
  return downloadFixed(url, path.join(cacheDir, ATOMIC_FILE), 'application/gzip, application/octet-stream', notice, opts);
}

/** Downloads Commander Spellbook's variants.json.gz (every combo) into cacheDir (verify should compile it). */
export function downloadSpellbookVariants(cacheDir: string, opts: DownloadOptions & CacheSteps): Promise<CachedDownload> {
  const url = `${(opts.spellbookApi ?? SPELLBOOK_API).replace(/\/+$/, '')}/variants.json.gz`;
  const notice = l10n.t('Downloading Commander Spellbook combos from {0}', url);
  return downloadFixed(url, path.join(cacheDir, SPELLBOOK_FILE), 'application/gzip, application/json, application/octet-stream', notice, opts);
}
