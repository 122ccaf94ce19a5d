// Opens the card data the product uses, in this order:
//   1. an explicit file (setting / --cards PATH),
//   2. the DECKLIST_CARDS environment variable,
//   3. the cached Scryfall download (cache dir: DECKLIST_CACHE_DIR or ~/.cache/decklist),
//   4. the offline snapshot shipped in dist/ ("offline card data from January 2017").
// Sources are compiled once into a compact index kept in the cache dir; the index is
// rebuilt (with a notice) when missing, stale or corrupt. When a changed source fails
// to read, the previous good index stays in use.
import * as l10n from '@vscode/l10n';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildIndex, loadIndex, IndexError, type CompactCardDatabase, type IndexSourceStamp } from './compact-index';
import {
  ATOMIC_FILE,
  DEFAULT_MAX_AGE_DAYS,
  SCRYFALL_FILE,
  SPELLBOOK_FILE,
  ageDays,
  downloadAtomicCards,
  downloadScryfallOracle,
  downloadScryfallRulings,
  readCacheMeta,
  type CacheMeta,
  type DownloadOptions,
} from './download';
import { SNAPSHOT_LABEL, SOURCE_LABELS } from './label';
import { mergePauperCommander } from './leadership';
import { openRulings, readRulingsFile, type RulingsStore } from './rulings';
import { updateCombos } from '../combos/update';
import { rulesCheckDue, rulesFailureMessage, rulesUrlOf, updateRules, useCachedRules, type RulesUpdate } from '../rules-data/update';
import type { ComboStore } from '../combos/store';
import { readCardSource, CardDataError, type ReadSourceOptions, type SourceFormat } from './sources';
import type { CardDatabase } from './types';
import type { NameAlias } from './memory-database';
import { languageNamesAdvice, updateCardDataAdvice, type Door } from '../doors';

export const SNAPSHOT_FILE = 'cards-snapshot.dlidx';
/** How long reading a source may take before "Building the card index…" is shown. */
const READ_NOTICE_DELAY_MS = 300;
export { SNAPSHOT_LABEL } from './label';

export interface OpenCardDatabaseOptions {
  cardsPath?: string;
  env?: Record<string, string | undefined>;
  cacheDir?: string;
  /** May download Scryfall data (and AtomicCards for `languages`) when the cache lacks it. */
  allowDownload?: boolean;
  onProgress?: (done: number, total?: number) => void;
  onNotice?: (message: string) => void;
  /** Refresh the cached download when older than this (days; default DECKLIST_MAX_AGE_DAYS or 7). */
  maxAgeDays?: number;
  /**
   * Say nothing when the names of `languages` are missing (the CLI asks for Japanese names by its
   * locale: a deck without a Japanese name needs no word about it; an unknown Japanese name says why).
   */
  quietWhenNamesMissing?: boolean;
  /** Languages of alternative names to add (e.g. ['Japanese']); needs MTGJSON AtomicCards. Default: DECKLIST_LANG (comma-separated). */
  languages?: string[];
  /** Where the snapshot is; default: found next to the bundle or in the project's dist/. */
  snapshotPath?: string;
  /** Download endpoints etc. (tests). */
  download?: DownloadOptions;
  /** updateCardData: also download Scryfall's rulings (and compile their store). */
  rulings?: boolean;
  /**
   * updateCardData: also download Commander Spellbook's combos (and compile their store). Combos
   * already in the cache are refreshed with the cards unless this is false.
   */
  combos?: boolean;
  /**
   * A download that was needed or due failed (the reason, already said as a notice too): the data
   * in use is older than it should be. Called for the background refresh and the first download.
   */
  onUpdateFailure?: (reason: string, what?: 'rules') => void;
  /** Where the notices are read (their advice follows it); default the command line. */
  door?: Door;
  /**
   * Refresh the rules data too (rules-data/update.ts): with updateCardData, and in the background at
   * most daily when downloads are allowed. Off by default in the core; the CLI and the server turn
   * it on. The URL: `download.rulesUrl`, DECKLIST_RULES_URL, else the project's ("none": off).
   */
  rules?: boolean;
}

export type CardDataOrigin = 'file' | 'env' | 'cache' | 'snapshot';

export interface OpenedCardDatabase {
  db: CardDatabase;
  origin: CardDataOrigin;
  /** The compiled index file in use. */
  indexPath: string;
  /** updateCardData with `rulings`: the rulings just downloaded. */
  rulings?: RulingsStore;
  /** updateCardData with `combos` (or combos already cached): the combos just downloaded. */
  combos?: ComboStore;
  /** The cached download is older than maxAgeDays (refresh with updateCardData). */
  stale?: boolean;
  /** updateCardData with `rules`: the rules download (what is in force after it). */
  rules?: RulesUpdate;
  /** The rules download failed (the reason, said as a notice too): the rules in force stay. */
  rulesFailure?: string;
  /** updateCardData: Scryfall's index named the cards already cached, so they were not downloaded again. */
  unchanged?: true;
  /**
   * The background rules check (at most daily, downloads allowed, `rules`), never awaited by
   * openCardDatabase: resolves to the update, or undefined when it failed (reported through
   * onUpdateFailure, once per check) or there was nothing to do.
   */
  rulesRefresh?: Promise<RulesUpdate | undefined>;
  /**
   * When stale and downloads are allowed: the background refresh already started
   * (never awaited by openCardDatabase). Resolves to the fresh database, or undefined
   * when the refresh failed (a notice says why; the current data stays in use).
   */
  refresh?: Promise<OpenedCardDatabase | undefined>;
}

/** Download endpoints from the environment (mirrors, tests): DECKLIST_SCRYFALL_API, DECKLIST_MTGJSON_API, DECKLIST_SPELLBOOK_API. */
function downloadDefaults(env: Record<string, string | undefined>): DownloadOptions {
  const d: DownloadOptions = {};
  if (env.DECKLIST_RULES_URL && env.DECKLIST_RULES_URL.trim().toLowerCase() !== 'none') d.rulesUrl = env.DECKLIST_RULES_URL.trim();
  if (env.DECKLIST_SCRYFALL_API) d.scryfallApi = env.DECKLIST_SCRYFALL_API;
  if (env.DECKLIST_MTGJSON_API) d.mtgjsonApi = env.DECKLIST_MTGJSON_API;
  if (env.DECKLIST_SPELLBOOK_API) d.spellbookApi = env.DECKLIST_SPELLBOOK_API;
  return d;
}

/** Language codes people type (`--lang ja`) → MTGJSON foreignData language names. */
const LANGUAGE_CODES: Record<string, string> = {
  ja: 'Japanese',
  jp: 'Japanese',
  jpn: 'Japanese',
  '日本語': 'Japanese',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  pt: 'Portuguese (Brazil)',
  'pt-br': 'Portuguese (Brazil)',
  portuguese: 'Portuguese (Brazil)',
  ru: 'Russian',
  ko: 'Korean',
  kr: 'Korean',
  zhs: 'Chinese Simplified',
  'zh-cn': 'Chinese Simplified',
  'zh-hans': 'Chinese Simplified',
  zht: 'Chinese Traditional',
  'zh-tw': 'Chinese Traditional',
  'zh-hant': 'Chinese Traditional',
};

/** The languages asked for, as MTGJSON names them; undefined when none. */
export function languageNames(list: readonly string[] | undefined): string[] | undefined {
  const out = [...new Set((list ?? []).map((l) => l.trim()).filter(Boolean).map((l) => LANGUAGE_CODES[l.toLowerCase()] ?? l))];
  return out.length ? out : undefined;
}

export function defaultCacheDir(env: Record<string, string | undefined> = process.env): string {
  return env.DECKLIST_CACHE_DIR || path.join(os.homedir(), '.cache', 'decklist');
}

/** Finds the offline snapshot from dist/cli.js, dist/server.js or the TypeScript sources. */
export function findSnapshot(): string | undefined {
  const here = typeof __dirname === 'string' ? __dirname : process.cwd();
  const candidates = [path.join(here, SNAPSHOT_FILE)];
  let dir = here;
  for (let i = 0; i < 8; i++) {
    candidates.push(path.join(dir, 'dist', SNAPSHOT_FILE));
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  candidates.push(path.join(process.cwd(), 'dist', SNAPSHOT_FILE));
  return candidates.find((c) => existsSync(c));
}

/** Whether the file starts like a compiled card index ("DLCIDX"). */
function isCompiledIndex(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(6);
    return readSync(fd, head, 0, 6, 0) === 6 && head.toString('latin1') === 'DLCIDX';
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function stampOf(file: string): { path: string; size: number; mtimeMs: number } {
  const st = statSync(file);
  return { path: path.resolve(file), size: st.size, mtimeMs: Math.round(st.mtimeMs) };
}

function sameStamp(a: IndexSourceStamp, b: IndexSourceStamp): boolean {
  const eq = (x?: { size?: number; mtimeMs?: number }, y?: { size?: number; mtimeMs?: number }) =>
    (!x && !y) || (!!x && !!y && x.size === y.size && x.mtimeMs === y.mtimeMs);
  return a.size === b.size && a.mtimeMs === b.mtimeMs && eq(a.aliases, b.aliases);
}

export function indexPathFor(cacheDir: string, source: string, languages: string[] = []): string {
  const h = createHash('sha1')
    .update(path.resolve(source) + '|' + languages.map((l) => l.toLowerCase()).sort().join(','))
    .digest('hex')
    .slice(0, 16);
  return path.join(cacheDir, 'index', `${path.basename(source).replace(/[^\w.-]+/g, '_')}-${h}.dlidx`);
}

/** Writes a file through a temporary file and a rename. */
export async function writeFileAtomic(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  try {
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}

export interface CompileOptions extends ReadSourceOptions {
  aliasSource?: string;
  onNotice?: (message: string) => void;
  /** Override parts of the info (e.g. the snapshot's source and label). */
  infoOverride?: Partial<import('./types').CardDataInfo>;
  /** The path the source will have once renamed (a download compiled under its temporary name). */
  finalPath?: string;
}

/** Reads a source (and alias source) and compiles the index bytes. */
export async function compileSource(source: string, options: CompileOptions = {}): Promise<{ bytes: Buffer; cards: number }> {
  const data = await readCardSource(source, options);
  let aliases: NameAlias[] = data.aliases;
  const stamp: IndexSourceStamp = stampOf(source);
  if (options.finalPath) {
    stamp.path = path.resolve(options.finalPath);
    data.info.path = options.finalPath;
  }
  if (options.aliasSource) {
    const extra = await readCardSource(options.aliasSource, { languages: options.languages, aliasesOnly: true });
    aliases = [...aliases, ...extra.aliases];
    // AtomicCards says which cards may lead a Pauper Commander deck; Scryfall's data does not.
    if (extra.pauperCommander) mergePauperCommander(data.cards, extra.pauperCommander);
    stamp.aliases = { ...stampOf(options.aliasSource), count: 0 };
  }
  // Names printed on English cards always count; names in other languages only when asked for.
  if (!options.languages) aliases = aliases.filter((a) => a.englishPrint);
  const info = { ...data.info, ...options.infoOverride };
  return { bytes: buildIndex(data.cards, info, aliases, stamp), cards: data.cards.length };
}

/**
 * Opens the index of a source file, building it when missing, stale or corrupt.
 * When the source cannot be read but an older index of it exists, that index is used.
 */
export async function openSource(
  source: string,
  cacheDir: string,
  options: CompileOptions = {},
): Promise<{ db: CompactCardDatabase; indexPath: string }> {
  const notice = options.onNotice ?? (() => {});
  if (isCompiledIndex(source)) {
    // A file written by `decklist cards build-index` is used as it is.
    try {
      return { db: loadIndex(source), indexPath: source };
    } catch (e) {
      if (!(e instanceof IndexError)) throw e;
      throw new CardDataError(
        source,
        l10n.t("is a compiled card index that cannot be used (it {0}); build it again with 'decklist cards build-index SOURCE OUT'", e.message.replace(/^card index \S+ /, '')),
      );
    }
  }
  const languages = options.languages ?? [];
  const indexPath = indexPathFor(cacheDir, source, languages);
  let previous: CompactCardDatabase | undefined;
  let current: { path: string; size: number; mtimeMs: number } | undefined;
  try {
    current = stampOf(source);
  } catch {
    current = undefined;
  }
  let aliasStamp: IndexSourceStamp['aliases'];
  if (options.aliasSource) {
    try {
      aliasStamp = { ...stampOf(options.aliasSource), count: 0 };
    } catch {
      aliasStamp = undefined;
    }
  }
  // Said once the source is known to be readable card data, so that a bad source gives
  // one message (the error), not "rebuilding…" followed by the error.
  let pending: string | undefined;
  try {
    previous = loadIndex(indexPath);
    if (current && sameStamp(previous.stamp, { ...current, aliases: aliasStamp })) return { db: previous, indexPath };
    pending = l10n.t('The card data {0} changed since its index was built; rebuilding the index.', source);
  } catch (e) {
    if (e instanceof IndexError) {
      if (e.reason === 'missing') pending = l10n.t('Building the card index for {0} (once per data update)…', source);
      else pending = l10n.t('The card index {0} {1}; rebuilding it.', indexPath, e.message.replace(/^card index \S+ /, ''));
    } else throw e;
  }
  const sayPending = () => {
    if (pending) notice(pending);
    pending = undefined;
  };
  // A long read is announced while it runs; a quick one that fails gives only its error.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bytes: Buffer;
  try {
    ({ bytes } = await compileSource(source, {
      ...options,
      aliasSource: aliasStamp ? options.aliasSource : undefined,
      onReadStart: (format) => {
        timer = setTimeout(sayPending, READ_NOTICE_DELAY_MS);
        timer.unref?.();
        options.onReadStart?.(format);
      },
    }));
    clearTimeout(timer);
    sayPending();
  } catch (e) {
    clearTimeout(timer);
    if (e instanceof CardDataError && previous) {
      notice(l10n.t('{0}. Still using the previous card index, built from the earlier version of this file.', e.message));
      return { db: previous, indexPath };
    }
    throw e;
  }
  try {
    await writeFileAtomic(indexPath, bytes);
    return { db: loadIndex(indexPath), indexPath };
  } catch (e) {
    notice(l10n.t('Could not save the card index to {0} ({1}); it will be rebuilt next time.', indexPath, (e as Error).message));
    return { db: loadIndex(indexPath, bytes), indexPath };
  }
}

/** The check of a downloaded AtomicCards file: MTGJSON AtomicCards with names in the languages asked for. */
export async function verifyAtomic(tmp: string, languages: string[]): Promise<void> {
  const r = await readCardSource(tmp, { languages, aliasesOnly: true });
  if (r.info.source !== 'mtgjson-atomic') throw new CardDataError(tmp, l10n.t('is {0} data, not MTGJSON AtomicCards', r.info.source));
  if (r.aliases.length === 0) throw new CardDataError(tmp, l10n.t('has no card names in {0}', languages.join(', ')));
}

function cachedLabel(meta: { updatedAt?: string; downloadedAt: string }): { label: string; date: string } {
  const date = (meta.updatedAt ?? meta.downloadedAt).slice(0, 10);
  return { label: `${SOURCE_LABELS['scryfall-oracle']} of ${date}`, date };
}

/**
 * Downloads fresh Scryfall Oracle Cards (and AtomicCards when languages are asked for),
 * verifies them by reading every card, then replaces the cache atomically and
 * compiles the index.
 */
export async function updateCardData(options: OpenCardDatabaseOptions = {}): Promise<OpenedCardDatabase> {
  const env = options.env ?? process.env;
  const cacheDir = options.cacheDir ?? defaultCacheDir(env);
  const dl: DownloadOptions = { ...downloadDefaults(env), ...options.download, onProgress: options.onProgress, onNotice: options.onNotice };
  const languages = languageNames(options.languages);
  let aliasSource: string | undefined;
  if (languages) {
    const r = await downloadAtomicCards(cacheDir, {
      ...dl,
      verify: (tmp) => verifyAtomic(tmp, languages),
    });
    aliasSource = r.file;
  }
  const dest = path.join(cacheDir, SCRYFALL_FILE);
  let compiled: Buffer | undefined;
  const downloadOracle = (force: boolean) => downloadScryfallOracle(cacheDir, {
    ...dl,
    force,
    verify: async (tmp, location) => {
      options.onNotice?.(l10n.t('Checking the downloaded card data…'));
      // The check reads every card, so it builds the index too: the download is read once.
      const { label, date } = cachedLabel({ updatedAt: location.updatedAt, downloadedAt: new Date().toISOString() });
      let format: SourceFormat | undefined;
      const r = await compileSource(tmp, { label, date, languages, aliasSource, finalPath: dest, onReadStart: (f) => (format = f) });
      // Today's gzip JSON Lines, or the JSON array Scryfall served before July 2026.
      const expected = location.shape === 'jsonl' ? 'scryfall-jsonl' : 'scryfall-oracle';
      if (format !== expected) {
        throw new CardDataError(
          tmp,
          location.shape === 'jsonl'
            ? l10n.t('is {0} data, not Scryfall Oracle Cards as gzip JSON Lines (from {1})', String(format), location.uri)
            : l10n.t('is {0} data, not Scryfall Oracle Cards as a JSON array (from {1})', String(format), location.uri),
        );
      }
      compiled = r.bytes;
    },
    // Written before another window may read the download, so that the index is built once.
    // The renamed download keeps the size and modification time the index was stamped with.
    whenCached: (cached) => writeFileAtomic(indexPathFor(cacheDir, cached, languages ?? []), compiled!).catch(() => undefined),
  });
  const openDownload = (got: { file: string; meta: CacheMeta }) =>
    openSource(got.file, cacheDir, { ...cachedLabel(got.meta), languages, aliasSource, onNotice: options.onNotice });
  let got = await downloadOracle(false);
  let opened: Awaited<ReturnType<typeof openSource>>;
  try {
    opened = await openDownload(got);
  } catch (e) {
    // The cached file the index still names cannot be read: it is downloaded again.
    if (!got.unchanged) throw e;
    got = await downloadOracle(true);
    opened = await openDownload(got);
  }
  const out: OpenedCardDatabase = { db: opened.db, origin: 'cache', indexPath: opened.indexPath, ...(got.unchanged ? { unchanged: true as const } : {}) };
  if (options.rulings) {
    const r = await downloadScryfallRulings(cacheDir, {
      ...dl,
      verify: async (tmp) => {
        options.onNotice?.(l10n.t('Checking the downloaded rulings…'));
        readRulingsFile(tmp);
      },
    });
    out.rulings = openRulings(cacheDir, cachedLabel(r.meta).date);
  }
  if (options.combos ?? (options.combos !== false && existsSync(path.join(cacheDir, SPELLBOOK_FILE)))) {
    out.combos = await updateCombos(cacheDir, dl, options.onNotice);
  }
  // The rules with the cards; a failure leaves the rules in force and the card update stands.
  if (options.rules && rulesUrlOf(dl, env)) {
    try {
      out.rules = await updateRules(cacheDir, dl, env);
    } catch (e) {
      out.rulesFailure = rulesFailureMessage(e, rulesUrlOf(dl, env), options.door);
      options.onNotice?.(out.rulesFailure);
    }
  }
  return out;
}

/** The background rules check of openCardDatabase (see OpenedCardDatabase.rulesRefresh). */
async function refreshRulesInBackground(cacheDir: string, options: OpenCardDatabaseOptions, env: Record<string, string | undefined>): Promise<RulesUpdate | undefined> {
  const dl: DownloadOptions = { ...downloadDefaults(env), ...options.download, onNotice: options.onNotice };
  if (!options.rules || !options.allowDownload || !rulesUrlOf(dl, env) || !(await rulesCheckDue(cacheDir))) return undefined;
  try {
    return await updateRules(cacheDir, { ...dl, reuseSince: undefined }, env);
  } catch (e) {
    const reason = rulesFailureMessage(e, rulesUrlOf(dl, env), options.door);
    options.onNotice?.(reason);
    options.onUpdateFailure?.(reason, 'rules');
    return undefined;
  }
}

/**
 * Opens the card data by the precedence above. Throws CardDataError (one clear message) when none is
 * usable. The cached rules data (when newer than the bundled copy) is put in force first; with
 * `rules`, the daily rules check starts in the background (`rulesRefresh`).
 */
export async function openCardDatabase(options: OpenCardDatabaseOptions = {}): Promise<OpenedCardDatabase> {
  const env = options.env ?? process.env;
  const cacheDir = options.cacheDir ?? defaultCacheDir(env);
  useCachedRules(cacheDir, options.onNotice);
  const opened = await openCards(options);
  if (options.rules && options.allowDownload) opened.rulesRefresh = refreshRulesInBackground(cacheDir, options, env);
  return opened;
}

async function openCards(options: OpenCardDatabaseOptions): Promise<OpenedCardDatabase> {
  const env = options.env ?? process.env;
  const cacheDir = options.cacheDir ?? defaultCacheDir(env);
  const languages = languageNames(options.languages ?? env.DECKLIST_LANG?.split(','));
  const notice = options.onNotice;
  // What another window (or this open's names download) downloads from now on is used, not downloaded again.
  options = { ...options, download: { reuseSince: Date.now(), ...options.download } };
  const aliasFile = path.join(cacheDir, ATOMIC_FILE);
  let aliasSource = languages && existsSync(aliasFile) ? aliasFile : undefined;
  if (languages && !aliasSource && options.allowDownload) {
    try {
      aliasSource = (
        await downloadAtomicCards(cacheDir, {
          ...downloadDefaults(env),
          ...options.download,
          onProgress: options.onProgress,
          onNotice: notice,
          verify: (tmp) => verifyAtomic(tmp, languages),
        })
      ).file;
    } catch (e) {
      notice?.(l10n.t('Could not download card names in other languages: {0}', (e as Error).message));
    }
  }
  // Said after opening: a source that carries the names itself (MTGJSON AtomicCards or
  // AllSets given with --cards) needs no separate download.
  const done = (r: OpenedCardDatabase): OpenedCardDatabase => {
    if (languages) r.db.wantedLanguages = languages;
    if (languages && !(r.db.languageAliasCount ?? 0) && !options.quietWhenNamesMissing) {
      notice?.(
        aliasSource
          ? l10n.t({
              message: 'Card names in {0} are not available with the offline card data, only with downloaded Scryfall data. {1} The 《日本語名/English Name》 notation works without it.',
              args: [languages.join(', '), languageNamesAdvice(options.door, languages[0])],
              comment: ['{1} says how to download them'],
            })
          : l10n.t({
              message: 'Card names in {0} need MTGJSON AtomicCards, which is not downloaded yet. {1} The 《日本語名/English Name》 notation works without it.',
              args: [languages.join(', '), languageNamesAdvice(options.door, languages[0])],
              comment: ['{1} says how to download them'],
            }),
      );
    }
    return r;
  };
  const explicit: [string | undefined, CardDataOrigin][] = [
    [options.cardsPath, 'file'],
    [env.DECKLIST_CARDS, 'env'],
  ];
  for (const [p, origin] of explicit) {
    if (!p) continue;
    const { db, indexPath } = await openSource(p, cacheDir, { languages, aliasSource, onNotice: notice });
    return done({ db, origin, indexPath });
  }
  const cached = path.join(cacheDir, SCRYFALL_FILE);
  const meta = await readCacheMeta(cached);
  const envAge = Number(env.DECKLIST_MAX_AGE_DAYS);
  const maxAge = options.maxAgeDays ?? (env.DECKLIST_MAX_AGE_DAYS && envAge > 0 ? envAge : DEFAULT_MAX_AGE_DAYS);
  if (meta) {
    const { label, date } = cachedLabel(meta);
    try {
      const { db, indexPath } = await openSource(cached, cacheDir, { label, date, languages, aliasSource, onNotice: notice });
      const stale = ageDays(meta) > maxAge;
      if (stale && options.allowDownload) {
        notice?.(l10n.t('Card data is {0} days old; refreshing it in the background.', Math.floor(ageDays(meta))));
        const refresh = updateCardData({ ...options, cacheDir, rules: false }).catch((e: unknown) => {
          notice?.(l10n.t('Could not refresh card data: {0}. Still using {1}.', (e as Error).message, label));
          options.onUpdateFailure?.((e as Error).message);
          return undefined;
        });
        return done({ db, origin: 'cache', indexPath, stale, refresh });
      }
      if (stale) {
        notice?.(l10n.t({ message: 'Card data is {0} days old. {1}', args: [Math.floor(ageDays(meta)), updateCardDataAdvice(options.door)], comment: ['{1} says how to get current card data'] }));
      }
      return done({ db, origin: 'cache', indexPath, stale });
    } catch (e) {
      if (!(e instanceof CardDataError)) throw e;
      notice?.(l10n.t('{0}. Ignoring the cached download.', e.message));
    }
  } else if (options.allowDownload) {
    try {
      return done(await updateCardData({ ...options, cacheDir }));
    } catch (e) {
      notice?.(l10n.t('Could not download card data: {0}. Using the offline card data instead.', (e as Error).message));
      options.onUpdateFailure?.((e as Error).message);
    }
  }
  const snapshot = options.snapshotPath ?? findSnapshot();
  if (!snapshot) {
    throw new CardDataError(
      '(none)',
      l10n.t("no card data found: the offline snapshot is missing (run 'npm run build'); pass --cards PATH, set DECKLIST_CARDS, or run 'decklist cards update'"),
    );
  }
  try {
    return done({ db: loadIndex(snapshot), origin: 'snapshot', indexPath: snapshot });
  } catch (e) {
    if (e instanceof IndexError) {
      throw new CardDataError(snapshot, l10n.t("the offline snapshot cannot be used ({0}); rebuild it with 'npm run build'", e.message));
    }
    throw e;
  }
}
