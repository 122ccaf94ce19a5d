// Refreshes the rules data (data/rules.json) between releases, as the card data is refreshed
// (cards/download.ts): from the project's repository (the raw file of the main branch; another URL
// with DECKLIST_RULES_URL, the `decklist.cardData.rulesUrl` setting or `cards update --rules-url`),
// downloaded to a temporary file, checked against data/rules.schema.json and against the bundled
// copy (never older), then renamed into the cache. On any failure the copy in force stays (the
// cached one if valid, else the bundled one) and the caller reports it once. Checked when the card
// data is updated, and at most once a day in the background where downloads are allowed.
import { readFileSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import { downloadOnce, downloadToCache, readCacheMeta, type DownloadOptions } from '../cards/download';
import { rulesUpdateAdvice, type Door } from '../doors';
import { BUNDLED_RULES, parseRulesData, rulesData, RulesDataError, useRulesData, type RulesData } from './index';

/** The raw file on the project's main branch (package.json's repository). */
export const DEFAULT_RULES_URL = 'https://raw.githubusercontent.com/decklist-language/decklist-language/main/data/rules.json';
export const RULES_FILE = path.join('rules', 'rules.json');
/** The rules are asked for at most this often in the background (days). */
export const RULES_CHECK_DAYS = 1;

/** The file that remembers the last attempt (successful or not): the background check waits a day after either. */
function checkedPath(file: string): string {
  return `${file}.checked`;
}

/**
 * The rules URL from the options or the environment (DECKLIST_RULES_URL), else the project's;
 * undefined when set to `none` (no rules download: the bundled and cached copies only).
 */
export function rulesUrlOf(dl: Pick<DownloadOptions, 'rulesUrl'>, env: Record<string, string | undefined> = {}): string | undefined {
  const url = (dl.rulesUrl ?? env.DECKLIST_RULES_URL ?? '').trim() || DEFAULT_RULES_URL;
  return url.toLowerCase() === 'none' ? undefined : url;
}

/**
 * The cached rules when they are usable (valid, and not older than the bundled copy); `problem` is
 * told why a cached file is not (it stays on disk until the next download replaces it).
 */
export function readCachedRules(cacheDir: string, problem?: (message: string) => void): RulesData | undefined {
  const file = path.join(cacheDir, RULES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return parseRulesData(text, file);
  } catch (e) {
    // A copy older than the bundled one is what an upgrade leaves behind: nothing to report.
    if (!(e instanceof RulesDataError && e.kind === 'older')) problem?.(l10n.t('{0}; the rules of {1} stay in force', (e as Error).message, rulesData().date));
    return undefined;
  }
}

/** Puts the cached rules in force when they are newer than those in force; returns the rules in force. */
export function useCachedRules(cacheDir: string, problem?: (message: string) => void): RulesData {
  const cached = readCachedRules(cacheDir, problem);
  if (cached) useRulesData(cached);
  return rulesData();
}

/** Whether a check is due after the last attempt (ISO time; none: due): RULES_CHECK_DAYS after it. */
export function rulesDueAfter(lastAttempt: string | undefined, now = Date.now()): boolean {
  const last = lastAttempt ? Date.parse(lastAttempt.trim()) || 0 : 0;
  return now - last >= RULES_CHECK_DAYS * 86_400_000;
}

/** Whether the background check is due: no attempt (or download) in the last RULES_CHECK_DAYS. */
export async function rulesCheckDue(cacheDir: string, now = Date.now()): Promise<boolean> {
  const file = path.join(cacheDir, RULES_FILE);
  let last: string | undefined;
  try {
    last = await readFile(checkedPath(file), 'utf8');
  } catch {
    last = (await readCacheMeta(file))?.downloadedAt;
  }
  return rulesDueAfter(last, now);
}

/**
 * The one sentence a player reads when the rules data could not be updated: what failed (`e`), which
 * rules stay in force (the bundled ones, or a newer copy downloaded before), and what to do in this
 * door (`url`: the file asked for; a URL of the player's own may be the thing to correct).
 */
export function rulesFailureMessage(e: unknown, url: string | undefined, door?: Door): string {
  const inForce = rulesData();
  const kept =
    inForce === BUNDLED_RULES || inForce.date === BUNDLED_RULES.date
      ? l10n.t('the bundled rules of {0} stay in force', inForce.date)
      : l10n.t('the rules of {0} downloaded before stay in force', inForce.date);
  return l10n.t({
    message: 'The rules data was not updated because {0}, so {1}; {2}.',
    args: [e instanceof Error ? e.message : String(e), kept, rulesUpdateAdvice(door, !!url && url !== DEFAULT_RULES_URL)],
    comment: ['{0} is what failed ("the rules file URL is not JSON (…)"), {1} which rules stay in force, {2} what to do'],
  });
}

export interface RulesUpdate {
  /** The rules in force after the update. */
  data: RulesData;
  /** Whether the download put newer rules in force. */
  changed: boolean;
  url: string;
}

/**
 * Downloads the rules file, checks it (schema, not older than the bundled copy), caches it and puts
 * it in force when newer. Throws (RulesDataError or DownloadError) with the rules in force unchanged.
 */
export async function updateRules(cacheDir: string, dl: DownloadOptions, env: Record<string, string | undefined> = {}): Promise<RulesUpdate> {
  const url = rulesUrlOf(dl, env);
  if (!url) throw new RulesDataError(l10n.t('rules data downloads are turned off (DECKLIST_RULES_URL or the rules URL setting is "none")'));
  const file = path.join(cacheDir, RULES_FILE);
  let downloaded: RulesData | undefined;
  const remember = async () => {
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(checkedPath(file), new Date().toISOString());
    } catch {
      // An unwritable cache only means the next start asks again.
    }
  };
  try {
    await downloadOnce(
      file,
      dl,
      () => undefined,
      async () => {
        dl.onNotice?.(l10n.t('Downloading the rules data from {0}', url));
        await downloadToCache(url, file, {
          ...dl,
          rulesUrl: url,
          accept: 'application/json',
          verify: async (tmp) => {
            let text = await readFile(tmp);
            // Stored as sent: a server may gzip it.
            if (text[0] === 0x1f && text[1] === 0x8b) text = (await import('node:zlib')).gunzipSync(text);
            downloaded = parseRulesData(text.toString('utf8'), url);
          },
        });
      },
    );
  } finally {
    await remember();
  }
  // Another window or command had just downloaded it: read what it cached.
  const data = downloaded ?? readCachedRules(cacheDir);
  if (!data) throw new RulesDataError(l10n.t('the rules file {0} could not be read from the cache', file));
  const changed = useRulesData(data);
  if (changed) dl.onNotice?.(l10n.t('Rules data updated: rules of {0}.', data.date));
  return { data: rulesData(), changed, url };
}
