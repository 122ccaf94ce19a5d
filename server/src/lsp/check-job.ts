// A deck check as plain data, for checking large decks in a worker thread: the job names the
// compiled card index and the service's options; the result is what publishing needs.
import { ComboStore, loadIndex, type CardDatabase } from '../core/cards/index';
import { createDecklistService, formatName, useRulesData, type RulesData, type DecklistConfig, type DecklistService, type Door, type FileCheck, type SeverityMap } from '../core/index';
import type { DeckDiagnostic } from '../core/types';
import { useCatalogFile } from '../l10n/catalog';
import { setPaletteLanguage, type PaletteLanguage } from '../core/command-titles';
import type { DeckCountsInfo } from './protocol';

export interface CheckJob {
  id: number;
  indexPath: string;
  /** Commander Spellbook's compiled combos, when downloaded. */
  combosPath?: string;
  /** The rules data in force in the server when it is not the bundled copy (rules-data/). */
  rules?: RulesData;
  config?: DecklistConfig;
  defaultFormat?: string;
  severities: SeverityMap;
  /** The deck first, then its open teammates. */
  files: Array<{ path: string; text: string }>;
  /** Diagnostics to send back per file at most (the rest are counted). */
  maxDiagnostics: number;
  /** The message catalog the server speaks (l10n/catalog.ts); none: English. */
  catalog?: string;
  /** The language of VS Code's command titles that messages name (core/command-titles.ts); none: English. */
  palette?: PaletteLanguage;
  /** Where the messages are read (their advice follows it). */
  door: Door;
  /** The languages whose card names the settings ask for (CardDatabase.wantedLanguages). */
  languages?: string[];
}

export interface CheckSummary {
  path: string;
  format: string;
  /** The format's name as the user reads it (status bar, outline). */
  formatName: string;
  formatSource: string;
  /** The commanders as the deck writes them (the status bar's tooltip). */
  commanders: string[];
  counts: DeckCountsInfo;
  countText: string;
  diagnostics: DeckDiagnostic[];
  totalDiagnostics: number;
  problems: { errors: number; warnings: number; information: number };
}

export function summarize(check: FileCheck, service: DecklistService, maxDiagnostics = Infinity): CheckSummary {
  const problems = { errors: 0, warnings: 0, information: 0 };
  for (const d of check.diagnostics) {
    if (d.severity === 'error') problems.errors++;
    else if (d.severity === 'warning') problems.warnings++;
    else problems.information++;
  }
  return {
    path: check.path ?? '',
    format: check.format,
    formatName: formatName({ id: check.format, name: check.formatName }),
    formatSource: check.formatSource,
    commanders: check.shownCommanders,
    counts: { ...check.counts },
    countText: service.countText(check),
    diagnostics: check.diagnostics.slice(0, maxDiagnostics),
    totalDiagnostics: check.diagnostics.length,
    problems,
  };
}

let loaded: { path: string; db: CardDatabase } | undefined;
let loadedCombos: { path: string; store: ComboStore | undefined } | undefined;

/** The combo store a job names (kept while jobs name the same file); a damaged one is skipped. */
function combosFor(file: string | undefined): ComboStore | undefined {
  if (!file) return undefined;
  if (loadedCombos?.path !== file) {
    let store: ComboStore | undefined;
    try {
      store = ComboStore.load(file);
    } catch {
      store = undefined;
    }
    loadedCombos = { path: file, store };
  }
  return loadedCombos.store;
}

/** Runs a job (in the worker): the index is loaded once and kept while jobs name the same file. */
export function runCheckJob(job: CheckJob): CheckSummary[] {
  useCatalogFile(job.catalog);
  setPaletteLanguage(job.palette ?? 'en');
  if (job.rules) useRulesData(job.rules);
  if (!loaded || loaded.path !== job.indexPath) loaded = { path: job.indexPath, db: loadIndex(job.indexPath) };
  loaded.db.wantedLanguages = job.languages;
  return checkJobWith(loaded.db, combosFor(job.combosPath), job);
}

/** Runs a job with card data already loaded (the server's own thread). */
export function checkJobWith(cards: CardDatabase, combos: ComboStore | undefined, job: CheckJob): CheckSummary[] {
  const service = createDecklistService({ cards, config: job.config, defaultFormat: job.defaultFormat, severities: job.severities, door: job.door, ...(combos ? { combos } : {}) });
  return service.checkFiles(job.files).map((c) => summarize(c, service, job.maxDiagnostics));
}
