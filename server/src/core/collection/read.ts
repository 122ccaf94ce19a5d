// A collection: the cards a player owns, read from an app's CSV export (formats.ts) or from any decklist
// file, and matched by card the way deck lines are (the card data's lookup: any case, accents, front
// faces, Japanese and other names the data knows).
import { parse as parseCsv } from 'csv-parse/sync';
import * as l10n from '@vscode/l10n';
import type { CardDatabase } from '../cards/types';
import { parseDeck } from '../parse';
import { COLLECTION_CSV_FORMATS, GENERIC_COLUMNS, GENERIC_ETCHED, GENERIC_FOIL, type CollectionCsvFormat } from './formats';

export type Finish = 'nonfoil' | 'foil' | 'etched';

export interface OwnedCard {
  /** The card's canonical name. */
  name: string;
  total: number;
  /** Copies per printing: `set|number|finish`, set and number lower case, either empty when not given. */
  printings: Map<string, number>;
}

export interface CollectionProblem {
  /** 1-based line (row) of the file. */
  line: number;
  message: string;
}

export interface Collection {
  /** What the file was read as: an app's name, "CSV" or "decklist". */
  source: string;
  /** Owned cards by canonical name. */
  cards: Map<string, OwnedCard>;
  /** Rows read as cards. */
  rows: number;
  /** Rows not read (no name, a bad count) and names the card data does not know, each with its line. */
  problems: CollectionProblem[];
}

export function printingKey(set: string | undefined, number: string | undefined, finish: Finish): string {
  return `${(set ?? '').trim().toLowerCase()}|${(number ?? '').trim().toLowerCase()}|${finish}`;
}

/** Reads a collection file: an app's CSV export by its header row, else any decklist the parser reads. */
export function readCollection(text: string, fileName: string, cards: CardDatabase): Collection {
  const body = text.replace(/^\uFEFF/, '');
  const csv = csvRows(body);
  if (csv) return fromCsv(csv.rows, csv.firstLine, cards);
  return fromDecklist(body, fileName, cards);
}

interface CsvTable {
  rows: string[][];
  /** The 1-based file line of rows[0] (the header). */
  firstLine: number;
}

/** The rows of a CSV file whose header row has a card name column; undefined for anything else. */
function csvRows(text: string): CsvTable | undefined {
  let firstLine = 1;
  let delimiter = ',';
  // Dragon Shield (and Excel) write `sep=,` above the header.
  const sep = /^sep=(.)\r?\n/i.exec(text);
  if (sep) {
    delimiter = sep[1];
    text = text.slice(sep[0].length);
    firstLine = 2;
  } else {
    const header = text.slice(0, text.search(/\r?\n|$/));
    const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const).sort((a, b) => b[1] - a[1]);
    if (counts[0][1] === 0) return undefined;
    delimiter = counts[0][0];
  }
  let rows: string[][];
  try {
    rows = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
  } catch {
    return undefined;
  }
  if (!rows.length) return undefined;
  const header = rows[0].map((h) => h.toLowerCase());
  return header.some((h) => (GENERIC_COLUMNS.name as readonly string[]).includes(h)) ? { rows, firstLine } : undefined;
}

interface Columns {
  source: string;
  quantity: number;
  name: number;
  set: number;
  number: number;
  finish: number;
  foil: readonly string[];
  etched: readonly string[];
}

function columnsOf(header: string[]): Columns {
  const at = (name: string | undefined) => (name === undefined ? -1 : header.indexOf(name));
  const known = COLLECTION_CSV_FORMATS.find((f: CollectionCsvFormat) => f.signature.every((h) => header.includes(h)));
  if (known) {
    return {
      source: known.name,
      quantity: at(known.quantity),
      name: at(known.cardName),
      set: at(known.set),
      number: at(known.number),
      finish: at(known.finish?.column),
      foil: known.finish?.foil ?? [],
      etched: known.finish?.etched ?? [],
    };
  }
  const lower = header.map((h) => h.toLowerCase());
  const first = (names: readonly string[]) => {
    for (const n of names) {
      const i = lower.indexOf(n);
      if (i >= 0) return i;
    }
    return -1;
  };
  return {
    source: 'CSV',
    quantity: first(GENERIC_COLUMNS.quantity),
    name: first(GENERIC_COLUMNS.name),
    set: first(GENERIC_COLUMNS.set),
    number: first(GENERIC_COLUMNS.number),
    finish: first(GENERIC_COLUMNS.finish),
    foil: GENERIC_FOIL,
    etched: GENERIC_ETCHED,
  };
}

function fromCsv(rows: string[][], firstLine: number, cards: CardDatabase): Collection {
  const columns = columnsOf(rows[0]);
  const out = emptyCollection(columns.source);
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i];
    const line = firstLine + i;
    const name = row[columns.name] ?? '';
    if (!name) {
      out.problems.push({ line, message: l10n.t('Row {0} has no card name.', line) });
      continue;
    }
    const written = columns.quantity >= 0 ? (row[columns.quantity] ?? '') : '1';
    const quantity = /^\d{1,6}$/.test(written) ? Number(written) : NaN;
    if (!Number.isFinite(quantity)) {
      out.problems.push({ line, message: l10n.t("Row {0} ({1}): the count '{2}' is not a number of copies.", line, name, written) });
      continue;
    }
    const finishText = (columns.finish >= 0 ? (row[columns.finish] ?? '') : '').toLowerCase();
    const finish: Finish = columns.etched.includes(finishText) ? 'etched' : columns.foil.includes(finishText) ? 'foil' : 'nonfoil';
    add(out, cards, line, name, quantity, printingKey(row[columns.set], row[columns.number], finish));
  }
  return out;
}

function fromDecklist(text: string, fileName: string, cards: CardDatabase): Collection {
  const out = emptyCollection('decklist');
  for (const e of parseDeck(text, { fileName }).entries) {
    const finish: Finish = e.markers.some((m) => m.kind === 'etched') ? 'etched' : e.markers.some((m) => m.kind === 'foil') ? 'foil' : 'nonfoil';
    const names = e.lookupNames.length ? e.lookupNames : [e.name];
    add(out, cards, e.line + 1, names, e.quantity, printingKey(e.set?.text, e.collectorNumber?.text, finish));
  }
  return out;
}

function emptyCollection(source: string): Collection {
  return { source, cards: new Map(), rows: 0, problems: [] };
}

function add(out: Collection, cards: CardDatabase, line: number, names: string | string[], quantity: number, printing: string): void {
  const tried = typeof names === 'string' ? [names] : names;
  let card;
  for (const n of tried) if ((card = cards.lookup(n))) break;
  if (!card) {
    out.problems.push({ line, message: l10n.t('Line {0}: the card data does not know "{1}".', line, tried[0]) });
    return;
  }
  out.rows++;
  let owned = out.cards.get(card.name);
  if (!owned) out.cards.set(card.name, (owned = { name: card.name, total: 0, printings: new Map() }));
  owned.total += quantity;
  owned.printings.set(printing, (owned.printings.get(printing) ?? 0) + quantity);
}
