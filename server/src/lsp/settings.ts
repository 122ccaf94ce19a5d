// The user's settings: `workspace/configuration` section `decklist` when the client supports it,
// else the initialization options, else defaults. In an untrusted workspace, settings that point
// outside the workspace or allow downloads are ignored.
import * as l10n from '@vscode/l10n';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SeverityMap, SeveritySetting } from '../core/index';
import { isDiagnosticCode } from '../core/index';

export interface ServerSettings {
  /** Default format id for decks that do not name one (`decklist.format`). */
  format?: string;
  cardData: {
    path?: string;
    autoUpdate: boolean;
    maxAgeDays?: number;
    /** False: never open a socket. */
    allowNetwork: boolean;
    /** Downloads were allowed but the workspace is not trusted (Restricted Mode turned them off). */
    restricted?: boolean;
    /** The update command downloads Scryfall's rulings too (shown on hover). */
    rulings: boolean;
    /** The update command downloads Commander Spellbook's combos too (combos in a deck, brackets). */
    combos: boolean;
    /** Where the rules data is refreshed from (`decklist.cardData.rulesUrl`); unset: the project's; `none`: never. */
    rulesUrl?: string;
  };
  severity: SeverityMap;
  /** Languages of card names to accept (e.g. Japanese). */
  languages: string[];
  /** `decklist.languages` is not set (null): the locale decides (Japanese: the Japanese name table). */
  languagesUnset?: boolean;
  /** `decklist.locale` as written (`auto`, `en`, `ja`); see locale.ts. */
  locale?: string;
  hover: { images: boolean; prices: boolean };
}

export const DEFAULT_SETTINGS: ServerSettings = {
  cardData: { autoUpdate: true, allowNetwork: true, rulings: false, combos: false },
  severity: {},
  languages: [],
  hover: { images: true, prices: false },
};

const SEVERITIES = new Set(['error', 'warning', 'information', 'hint', 'off']);

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Reads whatever a client sent (any shape) into settings; unknown or mistyped values fall back to defaults. */
export function readSettings(raw: unknown): ServerSettings {
  const r = obj(raw);
  // Some clients send the whole tree (`{ decklist: {...} }`), some the section.
  const s = 'decklist' in r && typeof r.decklist === 'object' ? obj(r.decklist) : r;
  const card = obj(s.cardData);
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
  const severity: SeverityMap = {};
  for (const [k, v] of Object.entries(obj(s.severity))) if (isDiagnosticCode(k) && typeof v === 'string' && SEVERITIES.has(v)) severity[k] = v as SeveritySetting;
  const maxAge = typeof card.maxAgeDays === 'number' && card.maxAgeDays > 0 ? card.maxAgeDays : undefined;
  const languages = Array.isArray(s.languages) ? s.languages.filter((l): l is string => typeof l === 'string' && !!l.trim()) : typeof s.languages === 'string' ? s.languages.split(',') : [];
  const hover = obj(s.hover);
  return {
    format: str(s.format),
    cardData: {
      path: str(card.path) ?? str(s.cardData),
      autoUpdate: bool(card.autoUpdate, true),
      maxAgeDays: maxAge,
      allowNetwork: bool(card.allowNetwork, true),
      rulings: bool(card.rulings, false),
      combos: bool(card.combos, false),
      rulesUrl: str(card.rulesUrl),
    },
    severity,
    languages,
    ...(s.languages === undefined || s.languages === null ? { languagesUnset: true } : {}),
    locale: str(s.locale),
    hover: { images: bool(hover.images, true), prices: bool(hover.prices, false) },
  };
}

function inside(file: string, folder: string): boolean {
  const rel = path.relative(folder, file);
  return !!rel && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * Restricted mode: no downloads, and a card data path only when it lies inside a workspace folder.
 * Returns the settings in force and, once to be told, what Restricted Mode changes: the settings the
 * workspace sets that VS Code ignored (`workspaceSet`, read by the client), a path of the user's
 * own settings that points outside the workspace, and whether downloads are stopped.
 */
export function restrictForUntrusted(s: ServerSettings, workspaceFolders: string[], workspaceSet: string[] = []): { settings: ServerSettings; notice?: string } {
  const cardData = { ...s.cardData };
  let outsidePath: string | undefined;
  if (cardData.path) {
    const abs = path.resolve(workspaceFolders[0] ?? process.cwd(), cardData.path);
    if (!workspaceFolders.some((f) => inside(abs, f))) {
      outsidePath = cardData.path;
      cardData.path = undefined;
    }
  }
  const downloadsStopped = cardData.allowNetwork || cardData.autoUpdate;
  if (downloadsStopped) {
    // Trusting the workspace would allow the update command only when the network is allowed.
    if (cardData.allowNetwork) cardData.restricted = true;
    cardData.allowNetwork = false;
    cardData.autoUpdate = false;
  }
  // Nothing is downloaded: a workspace's rules URL is not even kept.
  delete cardData.rulesUrl;
  const parts: string[] = [];
  if (workspaceSet.length) parts.push(l10n.t('the settings it sets for Decklist are ignored ({0})', workspaceSet.join(l10n.t(', '))));
  if (outsidePath) parts.push(l10n.t('the card data file {0} is not read, as it is outside the workspace', outsidePath));
  if (downloadsStopped) parts.push(l10n.t('no card data is downloaded'));
  const notice = parts.length
    ? l10n.t('Decklist: this workspace is not trusted (Restricted Mode), so {0}. Trust the workspace to lift this; decks are still checked.', parts.join(l10n.t('; ')))
    : undefined;
  return { settings: { ...s, cardData }, ...(notice ? { notice } : {}) };
}

/**
 * A document's path: its file path, or for a document of a virtual workspace (github.dev's
 * `vscode-vfs://github/…`, vscode.dev, test-web's `vscode-test-web://mount/…`) a POSIX path that
 * keeps its scheme and authority (`/vscode-vfs:/github/owner/repo/deck.edh`), so that the config
 * lookup and messages work there as on files. Undefined for a URI with no path (`untitled:`).
 */
export function uriToPath(uri: string): string | undefined {
  try {
    if (uri.startsWith('file:')) return fileURLToPath(uri);
    const virtual = /^([a-z][\w+.-]*):\/\/([^/?#]*)(\/[^?#]*)?$/i.exec(uri);
    return virtual ? `/${virtual[1]}:/${virtual[2]}${decodeURIComponent(virtual[3] ?? '/')}` : undefined;
  } catch {
    return undefined;
  }
}

/** The URI of a path from uriToPath (a file URI for a file path). */
export function pathToUri(file: string): string {
  const virtual = /^\/([a-z][\w+.-]*):\/([^/]*)(\/.*)?$/i.exec(file);
  if (virtual) return `${virtual[1]}://${virtual[2]}${(virtual[3] ?? '/').split('/').map(encodeURIComponent).join('/')}`;
  return pathToFileURL(file).toString();
}

/** Whether the card data in use stays the same (the rulings and combos settings only matter to the next update). */
export function sameCardDataSettings(a: ServerSettings, b: ServerSettings): boolean {
  const key = (s: ServerSettings) => JSON.stringify([{ ...s.cardData, rulings: undefined, combos: undefined }, s.languages]);
  return key(a) === key(b);
}

/** What a hover shows besides the card: images only when the editor may fetch them from Scryfall. */
export function hoverOptions(s: ServerSettings): { images: boolean; prices: boolean } {
  return { images: s.hover.images && s.cardData.allowNetwork, prices: s.hover.prices };
}
