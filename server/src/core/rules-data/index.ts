// The rules lists that change between releases (Duel Commander's lists and announcement chain, the
// banned-as-companion lists, the Commander Brackets' lists and limits) are data: data/rules.json,
// under version control, each entry with its date and source. The build bundles that file; the
// product may replace it at run time with a newer copy that passes data/rules.schema.json (update.ts
// downloads one). Who reads the lists (formats/builtin.ts, brackets/data.ts) asks `rulesData()` and
// listens with `onRulesData` to follow a change.
import * as l10n from '@vscode/l10n';
import bundled from '../../../../data/rules.json';
import schema from '../../../../data/rules.schema.json';
import { schemaProblems, type JsonSchema } from './schema';

export type DuelCommittee = 'committee' | 'duelcommander.org' | 'mtgdc.info';
/** What a card is after an announcement. `legal` also lifts a "banned as commander". */
export type DuelCardStatus = 'banned' | 'banned-as-commander' | 'banned-as-companion' | 'legal';

export interface DuelListChange {
  card: string;
  becomes: DuelCardStatus;
  /** Where this change was read: the announcement itself, or the trackers when its copy is cut or missing. */
  source: string;
}

export interface DuelAnnouncement {
  kind: 'announcement';
  /** As the committee dates it: YYYY-MM-DD, or YYYY-MM when no copy gives the day. */
  date: string;
  committee: DuelCommittee;
  url?: string;
  /** `read`: a stored copy shows its decisions; `cut`: it stops before them; `not-found`: no copy was found. */
  copy: 'read' | 'cut' | 'not-found';
  changes: DuelListChange[];
  rules?: string[];
  /** On the two-month schedule (last Monday of odd months, since December 2020), or off it. */
  scheduled: boolean;
  next?: string;
  nextFrom?: 'announcement' | 'schedule';
  note?: string;
}

/** Changes only trackers show, between two dates, when no announcement read says which one made them. */
export interface DuelTrackerChanges {
  kind: 'tracker';
  after: string;
  before: string;
  url: string;
  changes: DuelListChange[];
  note: string;
}

export type DuelHistoryEntry = DuelAnnouncement | DuelTrackerChanges;

export interface RulesAnnouncement {
  date: string;
  url: string;
  what: string;
}

export interface RulesCardList {
  source: string;
  sourceUrl: string;
  asOf: string;
  cards: string[];
}

export type RulesLimits = Partial<Record<'1' | '2' | '3', number>>;

export interface RulesData {
  version: 1;
  /** The day the file was last changed. */
  date: string;
  commander: { asOf: string; sourceUrl: string; bannedAsCompanion: string[]; announcements: RulesAnnouncement[] };
  duelCommander: {
    /** The day the sources were read: the announcement chain is complete up to it. */
    sourcesReadOn: string;
    /** The list the history starts from. */
    base: { date: string; url: string; source: string; bannedAsCommander: string[] };
    history: DuelHistoryEntry[];
  };
  brackets: {
    announcements: RulesAnnouncement[];
    limits: Record<'game-changers' | 'mass-land-denial' | 'extra-turns' | 'two-card-combos' | 'tutors', RulesLimits>;
    gameChangers: RulesCardList;
    massLandDenial: RulesCardList;
    twoCardCombos: { source: string; sourceUrl: string; asOf: string; pairs: Array<[string, string]> };
  };
}

export class RulesDataError extends Error {
  constructor(
    message: string,
    /** `older`: a valid file older than the bundled copy (an earlier download, after an upgrade). */
    readonly kind: 'json' | 'schema' | 'older' | 'other' = 'other',
  ) {
    super(message);
    this.name = 'RulesDataError';
  }
}

/** The problems of a rules file against data/rules.schema.json ("/date: does not match …"), none when it is valid. */
export function rulesDataProblems(value: unknown): string[] {
  return schemaProblems(value, schema as unknown as JsonSchema);
}

/**
 * A rules file read from `where`, checked against the schema and against the bundled copy (a copy
 * older than the one the product was built with is never used). Throws RulesDataError.
 */
export function parseRulesData(text: string, where: string): RulesData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new RulesDataError(l10n.t('the rules file {0} is not JSON ({1})', where, (e as Error).message), 'json');
  }
  const problems = rulesDataProblems(value);
  if (problems.length) {
    const shown = problems.slice(0, 3).join('; ') + (problems.length > 3 ? '; …' : '');
    throw new RulesDataError(l10n.t('the rules file {0} does not follow data/rules.schema.json ({1})', where, shown), 'schema');
  }
  const data = value as RulesData;
  if (data.date < BUNDLED_RULES.date) {
    throw new RulesDataError(l10n.t('the rules file {0} is of {1}, older than the rules this version carries', where, data.date), 'older');
  }
  return data;
}

/** The copy the build bundled. */
export const BUNDLED_RULES: RulesData = bundled as unknown as RulesData;

let current: RulesData = BUNDLED_RULES;
const listeners: Array<(data: RulesData) => void> = [];

/** The rules in force: the bundled copy, or a newer one the product downloaded. */
export function rulesData(): RulesData {
  return current;
}

/** "rules of 2026-11-29" (with "bundled" when it is the build's own copy). */
export function rulesLabel(data: RulesData = current): string {
  return data === BUNDLED_RULES || data.date === BUNDLED_RULES.date ? l10n.t('rules of {0}, bundled', data.date) : l10n.t('rules of {0}', data.date);
}

/** Puts a (validated) copy in force and tells the readers; an older one than in force is ignored. Returns whether it changed. */
export function useRulesData(data: RulesData): boolean {
  if (data === current || data.date < current.date) return false;
  current = data;
  for (const l of listeners) l(data);
  return true;
}

/** Back to the bundled copy (tests, and a cache that turned out unusable). */
export function resetRulesData(): void {
  if (current === BUNDLED_RULES) return;
  current = BUNDLED_RULES;
  for (const l of listeners) l(current);
}

/** Called with the rules each time another copy comes into force. */
export function onRulesData(listener: (data: RulesData) => void): void {
  listeners.push(listener);
}
