// The message catalog every door speaks through (the language server, the command line, the web
// worker): every message the core reports goes through `l10n.t` of
// @vscode/l10n, which speaks English until it is given a bundle. In Japanese the bundle is the
// package's l10n/bundle.l10n.ja.json (the one the client and `vscode-l10n-dev export` use), found
// next to dist/ from the bundles. A missing or broken bundle leaves the messages in English and
// says so in one log line (the server's log, the command line's stderr); it never stops a door.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import type { Locale } from './locale';

/** The l10n/ folder of the package: next to dist/ (the bundle), or at the repository root (from source). */
function l10nFolder(): string {
  const here = typeof __dirname === 'string' ? __dirname : process.cwd();
  const candidates = [path.join(here, '..', 'l10n'), path.join(here, '..', '..', '..', 'l10n'), path.join(process.cwd(), 'l10n')];
  return candidates.find((dir) => existsSync(path.join(dir, 'bundle.l10n.json'))) ?? candidates[0];
}

/** The bundle file of a locale; undefined for English, which is the messages themselves. */
export function catalogFile(locale: Locale, folder = l10nFolder()): string | undefined {
  return locale === 'en' ? undefined : path.join(folder, `bundle.l10n.${locale}.json`);
}

/** Reads a bundle: its messages, or why it cannot be used. */
export function readCatalog(file: string): { messages: Record<string, string> } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { problem: `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e))})` };
  }
  return parseCatalog(text);
}

/** A bundle's messages from its text, or why it cannot be used. */
export function parseCatalog(text: string): { messages: Record<string, string> } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { problem: `is not valid JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { problem: 'is not an object of messages' };
  const messages: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') messages[k] = v;
  return { messages };
}

/** Where a locale's bundle is and what it holds; undefined for English (the messages themselves). */
export type CatalogReader = (locale: Locale) => { file: string; read: ReturnType<typeof readCatalog> } | undefined;

/** The package's l10n folder read from disk (Node.js). */
export const packageCatalogs = (folder?: string): CatalogReader => (locale) => {
  const file = catalogFile(locale, folder);
  return file ? { file, read: readCatalog(file) } : undefined;
};

let applied: { request: string; inForce: Locale; file: string | undefined } = { request: 'en', inForce: 'en', file: undefined };

/**
 * Makes `l10n.t` speak the locale; returns the locale in force (English when the bundle cannot be
 * used). The same request again changes nothing and logs nothing.
 */
export function applyCatalog(locale: Locale, log: (line: string) => void, catalogs: CatalogReader = packageCatalogs()): Locale {
  const found = catalogs(locale);
  const file = found?.file;
  const request = file ?? 'en';
  if (request === applied.request) return applied.inForce;
  const read = found?.read;
  if (read && 'problem' in read) log(`Decklist: the ${locale} message catalog ${file} ${read.problem}; messages are in English.`);
  const messages = read && 'messages' in read ? read.messages : undefined;
  l10n.config({ contents: messages ?? {} });
  applied = { request, inForce: messages ? locale : 'en', file: messages ? file : undefined };
  return applied.inForce;
}

/**
 * Whether the package ships Japanese (its Japanese catalog is there and readable): VS Code's
 * Japanese command titles (package.nls.ja.json) ship with it, so a Japanese VS Code shows them.
 */
export function packageSpeaksJapanese(catalogs: CatalogReader = packageCatalogs()): boolean {
  const found = catalogs('ja');
  return !!found && 'messages' in found.read;
}

/** The language the messages are in now. */
export function localeInForce(): Locale {
  return applied.inForce;
}

/** The bundle file in force (for the check worker), undefined in English. */
export function catalogInForce(): string | undefined {
  return applied.file;
}

let workerCatalog: string | undefined;

/** In the check worker: speak the bundle the server speaks (a bundle that cannot be read: English). */
export function useCatalogFile(file: string | undefined): void {
  if (file === workerCatalog) return;
  workerCatalog = file;
  const read = file ? readCatalog(file) : undefined;
  l10n.config({ contents: read && 'messages' in read ? read.messages : {} });
}
