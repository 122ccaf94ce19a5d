// What `decklist check` prints: one JSON object (--json), or a header per deck and one
// FILE:LINE:COL: SEVERITY [CODE] MESSAGE line per diagnostic.
import type { CardDataInfo, ComboStore } from '../core/cards/index';
import * as l10n from '@vscode/l10n';
import { bracketSummary, cardDataJson, commanderNoun, CONFIG_FILE_NAME, deckSizeTotal, fileCheckJson, formatName, type FileCheck } from '../core/index';
import type { CliIO } from './io';
import { combosText } from './combos-output';
import { noteWord, severityWord } from './messages';
import { cardDataLabel, cardDataSourceName, labelHasDate } from '../core/cards/index';

function pos1(d: { range: { start: { line: number; character: number } } }): string {
  return `${d.range.start.line + 1}:${d.range.start.character + 1}`;
}

const errors = (n: number) => (n === 1 ? l10n.t('1 error') : l10n.t('{0} errors', n));
const warnings = (n: number) => (n === 1 ? l10n.t('1 warning') : l10n.t('{0} warnings', n));
const cards = (n: number) => (n === 1 ? l10n.t('1 card') : l10n.t('{0} cards', n));
const files = (n: number) => (n === 1 ? l10n.t('1 file') : l10n.t('{0} files', n));

/** Where the format of a file came from, for its header line. */
function formatSourceText(source: FileCheck['formatSource']): string {
  switch (source) {
    case 'directive':
      return l10n.t('format: line');
    case 'extension':
      return l10n.t('file extension');
    case 'option':
      return '--format';
    case 'config':
      return CONFIG_FILE_NAME;
    default:
      return l10n.t({ message: 'a guess', comment: ['where a deck\'s format came from: "Commander [commander, from a guess]"'] });
  }
}

/** `--json`: the card data, then per file its format, commanders, counts, bracket, combos and diagnostics (0-based positions). */
export function printChecksJson(io: CliIO, checked: FileCheck[], info: CardDataInfo, combos: ComboStore | undefined, locale: 'en' | 'ja' = 'en'): void {
  io.out(
    JSON.stringify(
      {
        /** The language of every `message` (codes and field names never change). */
        locale,
        cardData: cardDataJson(info, combos),
        files: checked.map(fileCheckJson),
      },
      null,
      2,
    ),
  );
}

/** The text output: the card data, then per deck a header line, its diagnostics (1-based positions) and a count; totals last. */
export function printChecksText(io: CliIO, checked: FileCheck[], info: CardDataInfo): void {
  const noLegalities = info.hasLegalities ? '' : l10n.t(', no legalities');
  const cardCount = info.cards.toLocaleString('en-US');
  io.out(
    labelHasDate(info)
      ? l10n.t('card data: {0} ({1}, {2} cards{3})', cardDataLabel(info), cardDataSourceName(info.source), cardCount, noLegalities)
      : l10n.t('card data: {0} ({1}, {2}, {3} cards{4})', cardDataLabel(info), cardDataSourceName(info.source), info.date, cardCount, noLegalities),
  );
  if (!info.hasLegalities)
    io.out(
      l10n.t(`note: this card data has no legalities, so bans and card pools come only from the formats' own lists; "decklist cards update" downloads Scryfall data with legalities (or pass --cards FILE).`),
    );
  const totals = { error: 0, warning: 0, information: 0, hint: 0 };
  for (const r of checked) {
    io.out(`\n${deckHeader(r)}`);
    if (r.combos) for (const line of combosText(r.combos, r.context.shownName)) io.out(`${r.path}: ${line}`);
    // Unknown-card messages are short; which card data did not know them is said once per file.
    if (r.diagnostics.some((d) => d.code === 'unknown-card'))
      io.out(
        `${r.path}: ${noteWord()} ${
          labelHasDate(info)
            ? l10n.t('cards are looked up in {0}; a card newer than that needs "decklist cards update"', cardDataLabel(info))
            : l10n.t('cards are looked up in {0} ({1}); a card newer than that needs "decklist cards update"', cardDataLabel(info), info.date)
        }`,
      );
    for (const d of r.diagnostics) {
      totals[d.severity]++;
      if (d.code === 'legality-unknown' && d.data?.allUnknown && !info.hasLegalities) {
        // Said once in the header; one short line per file keeps the count and the location.
        io.out(`${r.path}:${pos1(d)}: ${severityWord(d.severity)} [${d.code}] ${l10n.t('{0}: bans and card pool not checked (the card data has no legalities; see the note above)', formatName({ id: r.format, name: r.formatName }))}`);
        continue;
      }
      io.out(`${r.path}:${pos1(d)}: ${severityWord(d.severity)} [${d.code}] ${d.message}`);
      const rel = d.related ?? [];
      if (d.code === 'legality-unknown') continue; // its related list is every card
      for (const x of rel.slice(0, 3)) io.out(`    ${x.path ?? r.path}:${pos1(x)}: ${noteWord()} ${x.message}`);
      if (rel.length > 3) io.out(`    ${l10n.t('… and {0} more', rel.length - 3)}`);
    }
    const e = r.diagnostics.filter((d) => d.severity === 'error').length;
    const w = r.diagnostics.filter((d) => d.severity === 'warning').length;
    io.out(`${r.path}: ${e === 0 ? l10n.t('no errors') : errors(e)}${w ? l10n.t({ message: ', {0}', args: [warnings(w)], comment: ['after the errors of a file: "2 errors, 1 warning"'] }) : ''}`);
  }
  io.out(`\n${l10n.t('checked {0}: {1}, {2}, {3} information', files(checked.length), errors(totals.error), warnings(totals.warning), totals.information)}`);
}

/** "deck.txt: Commander [commander, from format: line]; commander X; 100 cards (99 + 1 in the command zone), …; bracket …". */
function deckHeader(r: FileCheck): string {
  const c = r.counts;
  const deck = deckSizeTotal(c, r.context.format);
  const parts = [c.commander ? l10n.t('{0} ({1} + {2} in the command zone)', cards(deck), c.main, c.commander) : cards(deck)];
  if (c.sideboard) parts.push(l10n.t('sideboard {0}', c.sideboard));
  if (c.companion) parts.push(l10n.t('companion {0}', c.companion));
  if (c.maybeboard) parts.push(l10n.t('{0} outside the deck', c.maybeboard));
  const who = r.shownCommanders.length ? `; ${commanderNoun(r.context.format)} ${r.shownCommanders.join(' + ')}` : '';
  const bracket = r.bracket ? `; ${bracketSummary(r.bracket)}` : '';
  return `${r.path}: ${formatName({ id: r.format, name: r.formatName })} [${l10n.t('{0}, from {1}', r.format, formatSourceText(r.formatSource))}]${who}; ${parts.join(l10n.t({ message: ', ', comment: ['between the counts of a deck header: "60 cards, sideboard 15"'] }))}${bracket}`;
}
