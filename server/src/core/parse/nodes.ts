// Compact node objects for the text dialect. A 50,000-line list must parse in well under 100 ms,
// and most of that time went into allocating ~15 Range/Position objects per entry that nobody
// reads for most entries. These classes keep the offsets as small integers and build each Range
// on first access (then keep it, so `e.nameRange === e.nameRange`). They satisfy the EntryNode /
// Span interfaces: read them as plain properties, assign them if you must, JSON.stringify them
// (toJSON gives the full plain shape).
import type { Range } from '../types';
import type { EntryNode, Marker, MarkerKind, SectionKind, Span } from './types';

function mk(line: number, a: number, b: number): Range {
  return { start: { line, character: a }, end: { line, character: b } };
}

/** A piece of one line, its Range built on demand. */
export class LineSpan implements Span {
  text: string;
  #line: number;
  #a: number;
  #b: number;
  #range: Range | undefined;
  constructor(text: string, line: number, a: number, b: number) {
    this.text = text;
    this.#line = line;
    this.#a = a;
    this.#b = b;
    this.#range = undefined;
  }
  get range(): Range {
    return (this.#range ??= mk(this.#line, this.#a, this.#b));
  }
  /** Where the span ends on its line (character offset). */
  get end(): number {
    return this.#b;
  }
  set range(r: Range) {
    this.#range = r;
  }
  toJSON(): Span {
    return { text: this.text, range: this.range };
  }
}

/** A marker (`*F*`, `*CMDR*`, `(Foil)`) of one line, its Range built on demand. */
export class LineMarker extends LineSpan implements Marker {
  kind: MarkerKind;
  constructor(kind: MarkerKind, text: string, line: number, a: number, b: number) {
    super(text, line, a, b);
    this.kind = kind;
  }
  override toJSON(): Marker {
    return { kind: this.kind, text: this.text, range: this.range };
  }
}

const NO_NAMES = (name: string): string[] => [name];

interface EntryMemo {
  set?: Span | null;
  collectorNumber?: Span | null;
  range?: Range;
  nameRange?: Range;
  quantityRange?: Range | null;
  lookupNames?: string[];
}

const SHIFT = 32768;
const ABSENT = -1;
const WIDE = -2;

/** Two offsets of one line in a single small integer (both < 32768), ABSENT, or WIDE (kept apart). */
function pack(x: number, y: number): number {
  if (x < 0) return ABSENT;
  return x < SHIFT && y < SHIFT ? x + y * SHIFT : WIDE;
}

interface Extras {
  markers?: Marker[];
  tags?: Span[];
}

/**
 * A card entry of the text dialect (see EntryNode). Positions are kept as packed character
 * offsets within `line` (a 50,000-line list allocates one small object per entry, not fifteen).
 */
export class TextEntry implements EntryNode {
  line: number;
  section: SectionKind;
  sectionName?: string;
  quantity: number;
  name: string;
  declare unsure?: true;
  /** Packed [start, end) pairs: the entry, its name, quantity, set code, collector number. */
  #entry: number;
  #name: number;
  #qty: number;
  #set: number;
  #cn: number;
  /** The ten offsets when a line is too long to pack them (≥ 32768 characters). */
  #wide: number[] | undefined;
  /** The document and where this line starts in it: the set code and collector number are sliced when read. */
  #src: string;
  #base: number;
  /** Ranges, spans and lookup names once read (one small object, only for entries someone looks at). */
  #memo: EntryMemo | undefined;
  #extras: Extras | undefined;
  #lookup: (name: string) => string[];

  constructor(
    line: number,
    a: number,
    b: number,
    section: SectionKind,
    quantity: number,
    q0: number,
    q1: number,
    name: string,
    n0: number,
    n1: number,
    lookup: ((name: string) => string[]) | undefined,
    markers: Marker[] | undefined,
    tags: Span[] | undefined,
    sectionName: string | undefined,
    src: string,
    base: number,
    s0: number,
    s1: number,
    c0: number,
    c1: number,
  ) {
    this.line = line;
    this.section = section;
    // Always present (possibly undefined) so every entry has the same shape; JSON omits undefined.
    this.sectionName = sectionName;
    this.quantity = quantity;
    this.name = name;
    this.#entry = pack(a, b);
    this.#name = pack(n0, n1);
    this.#qty = pack(q0, q1);
    this.#set = pack(s0, s1);
    this.#cn = pack(c0, c1);
    this.#wide =
      this.#entry === WIDE || this.#name === WIDE || this.#qty === WIDE || this.#set === WIDE || this.#cn === WIDE
        ? [a, b, n0, n1, q0, q1, s0, s1, c0, c1]
        : undefined;
    this.#src = src;
    this.#base = base;
    this.#memo = undefined;
    this.#extras = markers || tags ? { markers, tags } : undefined;
    this.#lookup = lookup ?? NO_NAMES;
  }

  /** The Range of packed pair `p` (index `i` in #wide when it did not fit). */
  #range(p: number, i: number): Range {
    if (p === WIDE) {
      const w = this.#wide!;
      return mk(this.line, w[2 * i], w[2 * i + 1]);
    }
    const x = p % SHIFT;
    return mk(this.line, x, (p - x) / SHIFT);
  }

  /** Always `'entry'` (on the prototype: one field less per entry). */
  get kind(): 'entry' {
    return 'entry';
  }

  get set(): Span | undefined {
    const m = (this.#memo ??= {});
    if (m.set === undefined) m.set = this.#set === ABSENT ? null : this.#span(this.#set, 3);
    return m.set ?? undefined;
  }
  set set(v: Span | undefined) {
    (this.#memo ??= {}).set = v ?? null;
  }
  get collectorNumber(): Span | undefined {
    const m = (this.#memo ??= {});
    if (m.collectorNumber === undefined)
      m.collectorNumber = this.#cn === ABSENT ? null : this.#span(this.#cn, 4);
    return m.collectorNumber ?? undefined;
  }
  set collectorNumber(v: Span | undefined) {
    (this.#memo ??= {}).collectorNumber = v ?? null;
  }

  /** The whole entry, without leading/trailing whitespace and trailing comment. */
  get range(): Range {
    const m = (this.#memo ??= {});
    return (m.range ??= this.#range(this.#entry, 0));
  }
  set range(r: Range) {
    (this.#memo ??= {}).range = r;
  }
  get nameRange(): Range {
    const m = (this.#memo ??= {});
    return (m.nameRange ??= this.#range(this.#name, 1));
  }
  set nameRange(r: Range) {
    (this.#memo ??= {}).nameRange = r;
  }
  /** Whether a quantity was written (without building its Range). */
  get hasQuantity(): boolean {
    return this.#qty !== ABSENT;
  }
  get quantityRange(): Range | undefined {
    const m = (this.#memo ??= {});
    if (m.quantityRange === undefined) m.quantityRange = this.#qty === ABSENT ? null : this.#range(this.#qty, 2);
    return m.quantityRange ?? undefined;
  }
  set quantityRange(r: Range | undefined) {
    (this.#memo ??= {}).quantityRange = r ?? null;
  }
  get lookupNames(): string[] {
    const m = (this.#memo ??= {});
    return (m.lookupNames ??= this.#lookup(this.name));
  }
  set lookupNames(v: string[]) {
    (this.#memo ??= {}).lookupNames = v;
  }
  get markers(): Marker[] {
    return ((this.#extras ??= {}).markers ??= []);
  }
  set markers(v: Marker[]) {
    (this.#extras ??= {}).markers = v;
  }
  get tags(): Span[] {
    return ((this.#extras ??= {}).tags ??= []);
  }
  set tags(v: Span[]) {
    (this.#extras ??= {}).tags = v;
  }

  #span(p: number, i: number): Span {
    const r = this.#range(p, i);
    const text = this.#src.slice(this.#base + r.start.character, this.#base + r.end.character);
    const sp = new LineSpan(text, this.line, r.start.character, r.end.character);
    sp.range = r;
    return sp;
  }

  /** The plain EntryNode shape (what JSON.stringify writes). */
  toJSON(): EntryNode {
    const o: EntryNode = {
      kind: 'entry',
      line: this.line,
      range: this.range,
      section: this.section,
      quantity: this.quantity,
      name: this.name,
      nameRange: this.nameRange,
      lookupNames: this.lookupNames,
      markers: this.markers,
      tags: this.tags,
    };
    if (this.sectionName !== undefined) o.sectionName = this.sectionName;
    if (this.unsure) o.unsure = true;
    const q = this.quantityRange;
    if (q) o.quantityRange = q;
    const set = this.set;
    if (set) o.set = set;
    const cn = this.collectorNumber;
    if (cn) o.collectorNumber = cn;
    return o;
  }
}
