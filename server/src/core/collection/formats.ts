// The collection exports a player keeps beside a deck: the columns of each app's or site's CSV, found by
// its header row. Each shape was read on 2026-11-29 from other open-source projects that read or write it
// (the apps publish no specification):
//   - ManaBox, Moxfield, Deckbox, Dragon Shield, TCGplayer: the column maps of StepKie/MtgCsvHelper
//     (github.com/StepKie/MtgCsvHelper, MtgCsvHelper.BlazorWebAssembly/wwwroot/appsettings.json), and for
//     TCGplayer the export quoted in nicho92/MtgDesktopCompanion issue #157 (2021-03-25);
//   - Dragon Shield's first line `sep=,`: a converter's note read through the code search
//     ("'sep=,' line must be removed from input first");
//   - Archidekt: the fields of its collection export request (`/api/collection/export/v2/…`:
//     quantity, card__oracleCard__name, modifier, …, card__edition__editioncode, card__collectorNumber),
//     written in its CSV as the headers below.
// Delver Lens and Cardmarket let the player choose the columns, so no one header row names them: their
// files are read by the columns' names alone (GENERIC_COLUMNS), as is any other CSV with a name column.

/** How a finish column says foil or etched (values compared without case). */
export interface FinishColumn {
  column: string;
  foil: readonly string[];
  etched: readonly string[];
}

export interface CollectionCsvFormat {
  id: string;
  /** The app or site, as players name it. */
  name: string;
  /** Headers that are all present in this export and, together, in no other. */
  signature: readonly string[];
  quantity: string;
  cardName: string;
  /** The set code column (not a set name). */
  set?: string;
  number?: string;
  finish?: FinishColumn;
}

export const COLLECTION_CSV_FORMATS: readonly CollectionCsvFormat[] = [
  {
    id: 'manabox',
    name: 'ManaBox',
    signature: ['Name', 'Set code', 'Collector number', 'Foil', 'Quantity', 'ManaBox ID'],
    quantity: 'Quantity',
    cardName: 'Name',
    set: 'Set code',
    number: 'Collector number',
    finish: { column: 'Foil', foil: ['foil'], etched: ['etched'] },
  },
  {
    id: 'moxfield',
    name: 'Moxfield',
    signature: ['Count', 'Tradelist Count', 'Name', 'Edition', 'Foil', 'Last Modified', 'Collector Number'],
    quantity: 'Count',
    cardName: 'Name',
    set: 'Edition',
    number: 'Collector Number',
    finish: { column: 'Foil', foil: ['foil'], etched: ['etched'] },
  },
  {
    id: 'deckbox',
    name: 'Deckbox',
    signature: ['Count', 'Tradelist Count', 'Name', 'Edition', 'Card Number', 'Foil'],
    quantity: 'Count',
    cardName: 'Name',
    // Deckbox's `Edition` is the set's name; `Edition Code` is in newer exports only.
    set: 'Edition Code',
    number: 'Card Number',
    finish: { column: 'Foil', foil: ['foil'], etched: ['etched'] },
  },
  {
    id: 'archidekt',
    name: 'Archidekt',
    signature: ['Quantity', 'Name', 'Finish', 'Edition Code'],
    quantity: 'Quantity',
    cardName: 'Name',
    set: 'Edition Code',
    number: 'Collector Number',
    finish: { column: 'Finish', foil: ['foil'], etched: ['etched'] },
  },
  {
    id: 'dragonshield',
    name: 'Dragon Shield',
    signature: ['Folder Name', 'Quantity', 'Trade Quantity', 'Card Name', 'Set Code', 'Card Number', 'Printing'],
    quantity: 'Quantity',
    cardName: 'Card Name',
    set: 'Set Code',
    number: 'Card Number',
    finish: { column: 'Printing', foil: ['foil'], etched: ['etched'] },
  },
  {
    id: 'tcgplayer',
    name: 'TCGplayer',
    signature: ['Quantity', 'Name', 'Simple Name', 'Set', 'Card Number', 'Set Code', 'Printing'],
    quantity: 'Quantity',
    // `Name` carries the treatment ("(Showcase)", "(Extended Art)"); `Simple Name` is the card's.
    cardName: 'Simple Name',
    set: 'Set Code',
    number: 'Card Number',
    finish: { column: 'Printing', foil: ['foil'], etched: ['etched'] },
  },
];

/** Column names (without case) of a CSV that no signature names: the first present of each list is read. */
export const GENERIC_COLUMNS = {
  quantity: ['quantity', 'count', 'qty', 'amount', 'copies'],
  name: ['name', 'card name', 'card', 'simple name', 'card_name'],
  set: ['set code', 'setcode', 'set_code', 'edition code', 'expansion code', 'set'],
  number: ['collector number', "collector's number", 'collector_number', 'card number', 'cn', 'number'],
  finish: ['foil', 'finish', 'printing', 'isfoil', 'is foil'],
} as const;

/** Finish values of a generic column: foil, etched; anything else (empty, normal, false, 0) is not foil. */
export const GENERIC_FOIL = ['foil', 'true', 'yes', '1', 'x'] as const;
export const GENERIC_ETCHED = ['etched', 'foil_etched', 'etched foil'] as const;
