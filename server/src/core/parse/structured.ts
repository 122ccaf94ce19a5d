// What the readers of structured deck files (MTGO/Cockatrice/OCTGN XML, MTGJSON JSON) share: they
// find card names, quantities, set codes and collector numbers at offsets of the source text and
// build the same DeckDocument the text dialect builds, with the same quantity checks.
import * as l10n from '@vscode/l10n';
import type { DeckDiagnostic, Range } from '../types';
import type { DeckDocument, Dialect, DirectiveNode, EntryNode, LineNode, Marker, SectionKind } from './types';
import { LineIndex } from './text-util';

/** A value as written in the source: its text (undecoded) and its offsets. */
export interface RawValue {
  value: string;
  start: number;
  end: number;
}

export function short(t: string): string {
  return t.length > 60 ? t.slice(0, 57) + '…' : t;
}

function tooManyCopies(quantity: string, name: string): string {
  return l10n.t("Quantity {0} for '{1}' is more than 999; write the number of copies.", quantity, short(name));
}

export interface EntryFields {
  /** Offsets of the whole element or object. */
  start: number;
  end: number;
  /** The decoded name and where it is written. */
  name: string;
  nameStart: number;
  nameEnd: number;
  section: SectionKind;
  sectionName?: string;
  quantity: { quantity: number; range?: Range };
  markers?: Marker[];
  set?: { text: string; start: number; end: number };
  collectorNumber?: { text: string; start: number; end: number };
}

export class StructuredDeckBuilder {
  readonly index: LineIndex;
  readonly nodes: LineNode[] = [];
  readonly entries: EntryNode[] = [];
  readonly directives: DirectiveNode[] = [];
  readonly diagnostics: DeckDiagnostic[] = [];

  constructor(
    readonly text: string,
    readonly dialect: Dialect,
  ) {
    this.index = new LineIndex(text);
  }

  rng(a: number, b: number): Range {
    return { start: this.index.position(a), end: this.index.position(b) };
  }

  diagnostic(message: string, r: Range, reason: string, severity: DeckDiagnostic['severity'] = 'error', data: Record<string, unknown> = {}): void {
    this.diagnostics.push({ code: 'parse', severity, message, range: r, data: { reason, ...data } });
  }

  unparsed(start: number, end: number): void {
    const r = this.rng(start, end);
    this.nodes.push({ kind: 'unparsed', line: r.start.line, range: r, text: this.text.slice(start, Math.min(end, start + 200)) });
  }

  /** A quantity as written (`"4"` in an attribute, `4` in JSON); `raw` absent means `fallback` copies, implied. */
  quantity(raw: RawValue | undefined, nameForMsg: string, fallback = 1): { quantity: number; range?: Range } {
    if (!raw) return { quantity: fallback };
    const r = this.rng(raw.start, raw.end);
    const t = raw.value.trim();
    if (/^\d{16,}$/.test(t)) {
      this.diagnostic(tooManyCopies(short(t), nameForMsg), r, 'quantity-too-large');
      return { quantity: Number.MAX_SAFE_INTEGER, range: r };
    }
    if (!/^\d{1,15}$/.test(t)) {
      this.diagnostic(l10n.t('The quantity \'{0}\' of \'{1}\' is not a whole number; write e.g. "1".', short(raw.value), short(nameForMsg)), r, 'quantity-invalid');
      return { quantity: fallback, range: r };
    }
    const n = Number(t);
    if (n === 0 || n > 999) {
      this.diagnostic(
        n === 0 ? l10n.t("Quantity 0 for '{0}': an entry must count at least one copy. Write 1, or remove the element.", short(nameForMsg)) : tooManyCopies(String(n), nameForMsg),
        r,
        n === 0 ? 'quantity-zero' : 'quantity-too-large',
      );
    }
    return { quantity: n, range: r };
  }

  /** A section header: an OCTGN `<section name="Main">`, an MTGJSON `"mainBoard"` key. */
  section(title: string, section: SectionKind, start: number, end: number): void {
    const r = this.rng(start, end);
    this.nodes.push({ kind: 'section', line: r.start.line, range: r, section, title });
  }

  /** A card entry; its line is the line of its name (an entry of a JSON file spans many lines). */
  entry(f: EntryFields): EntryNode {
    const nameRange = this.rng(f.nameStart, f.nameEnd);
    const e: EntryNode = {
      kind: 'entry',
      line: nameRange.start.line,
      range: this.rng(f.start, f.end),
      section: f.section,
      quantity: f.quantity.quantity,
      name: f.name,
      nameRange,
      lookupNames: [f.name],
      markers: f.markers ?? [],
      tags: [],
    };
    if (f.sectionName !== undefined) e.sectionName = f.sectionName;
    if (f.quantity.range) e.quantityRange = f.quantity.range;
    if (f.set && f.set.text.trim()) e.set = { text: f.set.text, range: this.rng(f.set.start, f.set.end) };
    if (f.collectorNumber && f.collectorNumber.text.trim())
      e.collectorNumber = { text: f.collectorNumber.text, range: this.rng(f.collectorNumber.start, f.collectorNumber.end) };
    this.nodes.push(e);
    this.entries.push(e);
    return e;
  }

  /** A directive (`name`, `commander`); its range starts at its key unless `rangeStart` says otherwise. */
  directive(key: string, keyStart: number, keyEnd: number, value: string, valueStart: number, valueEnd: number, rangeStart = keyStart): void {
    const d: DirectiveNode = {
      kind: 'directive',
      line: this.index.position(rangeStart).line,
      range: this.rng(rangeStart, valueEnd),
      key,
      keyRange: this.rng(keyStart, keyEnd),
      value,
      valueRange: this.rng(valueStart, valueEnd),
    };
    this.nodes.push(d);
    this.directives.push(d);
  }

  /** The document; `emptyMessage` words the warning for a file that holds no card and no error. */
  finish(emptyMessage?: () => string): DeckDocument {
    if (emptyMessage && this.entries.length === 0 && !this.diagnostics.some((d) => d.severity === 'error')) {
      this.diagnostic(emptyMessage(), this.rng(0, 0), 'empty', 'warning');
    }
    // Stable: nodes of one line keep their order.
    this.nodes.sort((x, y) => x.line - y.line || x.range.start.line - y.range.start.line || x.range.start.character - y.range.start.character);
    return {
      dialect: this.dialect,
      lineCount: this.index.lineCount,
      nodes: this.nodes,
      entries: this.entries,
      directives: this.directives,
      diagnostics: this.diagnostics,
    };
  }
}
