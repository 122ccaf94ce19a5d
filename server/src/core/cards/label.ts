// The name of the card data in force, as the user reads it. The label is stored with the data
// (the index header keeps it), in English: the offline snapshot's, the data the package carries
// ("card data of 2026-11-29, bundled": scripts/bundle-card-data.ts), or a source's name and date
// ("Scryfall Oracle Cards of 2026-11-20"). Those are put in the language in force when shown; a
// label the user gave (--label) is shown as written.
import * as l10n from '@vscode/l10n';
import type { CardDataInfo } from './types';

/** The offline snapshot's label (scripts/build-snapshot.mjs writes the same words). */
export const SNAPSHOT_LABEL = 'offline card data from January 2017';

/** The label of the data the package carries, built on its release day (scripts/bundle-card-data.ts). */
export function bundledLabel(date: string): string {
  return `card data of ${date}, bundled`;
}
const BUNDLED = /^card data of (\d{4}-\d{2}-\d{2}), bundled$/;

/** Whether the label is that of the data the package carries (a release day's, not the 2017 snapshot). */
export function isBundledLabel(label: string): boolean {
  return BUNDLED.test(label);
}

/** The name of each kind of card data file, in its label "NAME of DATE". */
export const SOURCE_LABELS = {
  'scryfall-oracle': 'Scryfall Oracle Cards',
  'scryfall-jsonl': 'Scryfall card data (JSON Lines)',
  'mtgjson-atomic': 'MTGJSON AtomicCards',
  'mtgjson-allsets': 'MTGJSON AllSets',
} as const;

const SOURCE_NAMES = new Set<string>(Object.values(SOURCE_LABELS));

export function cardDataLabel(info: Pick<CardDataInfo, 'label'>): string {
  if (info.label === SNAPSHOT_LABEL) return l10n.t('offline card data from January 2017');
  const bundled = BUNDLED.exec(info.label);
  if (bundled) return l10n.t({ message: 'card data of {0}, bundled', args: [bundled[1]], comment: ['the card data the extension carries, built on its release day: {0} is its date, 2026-11-29'] });
  const m = /^(.+) of (\d{4}-\d{2}-\d{2})$/.exec(info.label);
  if (m && SOURCE_NAMES.has(m[1])) return l10n.t({ message: '{0} of {1}', args: [sourceLabelName(m[1]), m[2]], comment: ['the card data: a source name and its date, "Scryfall Oracle Cards of 2026-11-20"'] });
  return info.label;
}

/** A source's name in its label: the products' names as they are; Scryfall's JSON Lines data in words. */
function sourceLabelName(name: string): string {
  return name === SOURCE_LABELS['scryfall-jsonl'] ? l10n.t({ message: 'Scryfall card data (JSON Lines)', comment: ["the name of a kind of card data file in its label: Scryfall's cards as JSON Lines"] }) : name;
}

/**
 * The kind of card data as a person reads it: the offline snapshot by name (オフライン・スナップショット);
 * a file's kind by its id in English (scryfall-oracle, as --json writes it), by its name in another
 * language (Scryfall の Oracle Cards): an id is no word to a Japanese reader (issue 42, finding 11).
 */
export function cardDataSourceName(source: string): string {
  switch (source) {
    case 'snapshot':
      return l10n.t('offline snapshot');
    case 'scryfall-oracle':
      return l10n.t({ message: 'scryfall-oracle', comment: ["a kind of card data file, its id as --json writes it (kept in English; elsewhere the kind by name): Scryfall's Oracle Cards bulk file (JSON)"] });
    case 'scryfall-jsonl':
      return l10n.t({ message: 'scryfall-jsonl', comment: ["a kind of card data file, its id as --json writes it (kept in English; elsewhere the kind by name): Scryfall's cards as JSON Lines"] });
    case 'mtgjson-atomic':
      return l10n.t({ message: 'mtgjson-atomic', comment: ["a kind of card data file, its id as --json writes it (kept in English; elsewhere the kind by name): MTGJSON's AtomicCards file"] });
    case 'mtgjson-allsets':
      return l10n.t({ message: 'mtgjson-allsets', comment: ["a kind of card data file, its id as --json writes it (kept in English; elsewhere the kind by name): MTGJSON's AllSets file"] });
    default:
      return source;
  }
}

/**
 * Where the card data the package carries came from, as the user reads it: the 2017 offline snapshot
 * of a build without network, or a release day's data ("bundled card data").
 */
export function packagedDataName(info: Pick<CardDataInfo, 'source' | 'label'>): string {
  return info.source !== 'snapshot' && isBundledLabel(info.label) ? l10n.t('bundled card data') : l10n.t('offline snapshot');
}

/**
 * Whether the label already says the data's date ("MTGJSON AtomicCards of 2026-11-20"): where the
 * label is shown, the date is then not said again beside it.
 */
export function labelHasDate(info: Pick<CardDataInfo, 'label' | 'date'>): boolean {
  return !!info.date && info.label.includes(info.date);
}
