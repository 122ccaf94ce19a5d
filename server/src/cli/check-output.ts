// What `decklist check` prints: one JSON object (--json), or a header per deck and one
// FILE:LINE:COL: SEVERITY [CODE] MESSAGE line per diagnostic.
import type { CardDataInfo, ComboStore } from '../core/cards/index';
import { bracketSummary, CONFIG_FILE_NAME, deckSizeTotal, type BracketFinding, type DeckDiagnostic, type FileCheck } from '../core/index';
import type { CliIO } from './io';
import { combosJson, combosText } from './combos-output';

function pos1(d: { range: { start: { line: number; character: number } } }): string {
  return `${d.range.start.line + 1}:${d.range.start.character + 1}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function diagnosticJson(d: DeckDiagnostic): Record<string, unknown> {
  const o: Record<string, unknown> = {
    code: d.code,
    severity: d.severity,
    message: d.message,
    card: d.card ?? null,
    range: d.range,
    related: (d.related ?? []).map((r) => ({ message: r.message, range: r.range, ...(r.path ? { path: r.path } : {}) })),
  };
  if (d.data) o.data = d.data;
  return o;
}

function findingJson(f: BracketFinding) {
  return { rule: f.rule, cards: f.cards, bracket: f.bracket, ...(f.pairs ? { pairs: f.pairs } : {}), ...(f.combos ? { combos: f.combos } : {}) };
}

/** `--json`: the card data, then per file its format, commanders, counts, bracket, combos and diagnostics (0-based positions). */
export function printChecksJson(io: CliIO, checked: FileCheck[], info: CardDataInfo, combos: ComboStore | undefined, locale: 'en' | 'ja' = 'en'): void {
  io.out(
    JSON.stringify(
      {
        /** The language of every `message` (codes and field names never change). */
        locale,
        cardData: {
          source: info.source,
          label: info.label,
          date: info.date,
          cards: info.cards,
          hasLegalities: info.hasLegalities,
          combos: combos ? { source: 'commanderspellbook', date: combos.date, variants: combos.counts.variants } : null,
        },
        files: checked.map((r) => ({
          path: r.path,
          format: r.format,
          formatName: r.formatName,
          formatSource: r.formatSource,
          commanders: r.commanders,
          counts: r.counts,
          ...(r.bracket
            ? { bracket: { floor: r.bracket.floor, reasons: r.bracket.reasons.map(findingJson), findings: r.bracket.findings.map(findingJson) } }
            : {}),
          ...(r.combos ? combosJson(r.combos) : {}),
          diagnostics: r.diagnostics.map(diagnosticJson),
        })),
      },
      null,
      2,
    ),
  );
}

/** The text output: the card data, then per deck a header line, its diagnostics (1-based positions) and a count; totals last. */
export function printChecksText(io: CliIO, checked: FileCheck[], info: CardDataInfo): void {
  io.out(`card data: ${info.label} (${info.source}, ${info.date}, ${info.cards.toLocaleString('en-US')} cards${info.hasLegalities ? '' : ', no legalities'})`);
  if (!info.hasLegalities)
    io.out(
      `note: this card data has no legalities, so bans and card pools come only from the formats' own lists; "decklist cards update" downloads Scryfall data with legalities (or pass --cards FILE).`,
    );
  const totals = { error: 0, warning: 0, information: 0, hint: 0 };
  for (const r of checked) {
    io.out(`\n${deckHeader(r)}`);
    if (r.combos) for (const line of combosText(r.combos)) io.out(`${r.path}: ${line}`);
    // Unknown-card messages are short; which card data did not know them is said once per file.
    if (r.diagnostics.some((d) => d.code === 'unknown-card'))
      io.out(`${r.path}: note: cards are looked up in ${info.label} (${info.date}); a card newer than that needs "decklist cards update"`);
    for (const d of r.diagnostics) {
      totals[d.severity]++;
      if (d.code === 'legality-unknown' && d.data?.allUnknown && !info.hasLegalities) {
        // Said once in the header; one short line per file keeps the count and the location.
        io.out(`${r.path}:${pos1(d)}: ${d.severity} [${d.code}] ${r.formatName}: bans and card pool not checked (the card data has no legalities; see the note above)`);
        continue;
      }
      io.out(`${r.path}:${pos1(d)}: ${d.severity} [${d.code}] ${d.message}`);
      const rel = d.related ?? [];
      if (d.code === 'legality-unknown') continue; // its related list is every card
      for (const x of rel.slice(0, 3)) io.out(`    ${x.path ?? r.path}:${pos1(x)}: note: ${x.message}`);
      if (rel.length > 3) io.out(`    … and ${rel.length - 3} more`);
    }
    const e = r.diagnostics.filter((d) => d.severity === 'error').length;
    const w = r.diagnostics.filter((d) => d.severity === 'warning').length;
    io.out(`${r.path}: ${e === 0 ? 'no errors' : plural(e, 'error')}${w ? `, ${plural(w, 'warning')}` : ''}`);
  }
  io.out(`\nchecked ${plural(checked.length, 'file')}: ${plural(totals.error, 'error')}, ${plural(totals.warning, 'warning')}, ${totals.information} information`);
}

/** "deck.txt: Commander [commander, from format: line]; commander X; 100 cards (99 + 1 in the command zone), …; bracket …". */
function deckHeader(r: FileCheck): string {
  const c = r.counts;
  const deck = deckSizeTotal(c, r.context.format);
  const parts = [`${plural(deck, 'card')}${c.commander ? ` (${c.main} + ${c.commander} in the command zone)` : ''}`];
  if (c.sideboard) parts.push(`sideboard ${c.sideboard}`);
  if (c.companion) parts.push(`companion ${c.companion}`);
  if (c.maybeboard) parts.push(`${c.maybeboard} outside the deck`);
  const from = { directive: 'format: line', extension: 'file extension', option: '--format', config: CONFIG_FILE_NAME, inferred: 'a guess' }[r.formatSource];
  const who = r.commanders.length ? `; ${r.context.format.commander?.noun ?? 'commander'} ${r.commanders.join(' + ')}` : '';
  const bracket = r.bracket ? `; ${bracketSummary(r.bracket)}` : '';
  return `${r.path}: ${r.formatName} [${r.format}, from ${from}]${who}; ${parts.join(', ')}${bracket}`;
}
