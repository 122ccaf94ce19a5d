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

/** A card entry of the text dialect (see EntryNode). Offsets are characters within `line`. */
export class TextEntry implements EntryNode {
  line: number;
  section: SectionKind;
  sectionName?: string;
  quantity: number;
  name: string;
  #a: number;
  #b: number;
  #n0: number;
  #n1: number;
  #q0: number;
  #q1: number;
  /** Set code and collector number as written, and where (the Spans are built when read). */
  #setText: string | undefined;
  #s0: number;
  #s1: number;
  #cnText: string | undefined;
  #c0: number;
  #c1: number;
  /** Ranges and lookup names once read (one small object, only for entries someone looks at). */
  #memo: EntryMemo | undefined;
  #markers: Marker[] | undefined;
  #tags: Span[] | undefined;
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
    setText: string | undefined,
    s0: number,
    s1: number,
    cnText: string | undefined,
    c0: number,
    c1: number,
  ) {
    this.line = line;
    this.section = section;
    // Always present (possibly undefined) so every entry has the same shape; JSON omits undefined.
    this.sectionName = sectionName;
    this.quantity = quantity;
    this.name = name;
    this.#a = a;
    this.#b = b;
    this.#n0 = n0;
    this.#n1 = n1;
    this.#q0 = q0;
    this.#q1 = q1;
    this.#setText = setText;
    this.#s0 = s0;
    this.#s1 = s1;
    this.#cnText = cnText;
    this.#c0 = c0;
    this.#c1 = c1;
    this.#memo = undefined;
    this.#markers = markers;
    this.#tags = tags;
    this.#lookup = lookup ?? NO_NAMES;
  }

  /** Always `'entry'` (on the prototype: one field less per entry). */
  get kind(): 'entry' {
    return 'entry';
  }

  get set(): Span | undefined {
    const m = (this.#memo ??= {});
    if (m.set === undefined) m.set = this.#setText === undefined ? null : new LineSpan(this.#setText, this.line, this.#s0, this.#s1);
    return m.set ?? undefined;
  }
  set set(v: Span | undefined) {
    (this.#memo ??= {}).set = v ?? null;
  }
  get collectorNumber(): Span | undefined {
    const m = (this.#memo ??= {});
    if (m.collectorNumber === undefined)
      m.collectorNumber = this.#cnText === undefined ? null : new LineSpan(this.#cnText, this.line, this.#c0, this.#c1);
    return m.collectorNumber ?? undefined;
  }
  set collectorNumber(v: Span | undefined) {
    (this.#memo ??= {}).collectorNumber = v ?? null;
  }

  /** The whole entry, without leading/trailing whitespace and trailing comment. */
  get range(): Range {
    const m = (this.#memo ??= {});
    return (m.range ??= mk(this.line, this.#a, this.#b));
  }
  set range(r: Range) {
    (this.#memo ??= {}).range = r;
  }
  get nameRange(): Range {
    const m = (this.#memo ??= {});
    return (m.nameRange ??= mk(this.line, this.#n0, this.#n1));
  }
  set nameRange(r: Range) {
    (this.#memo ??= {}).nameRange = r;
  }
  get quantityRange(): Range | undefined {
    const m = (this.#memo ??= {});
    if (m.quantityRange === undefined) m.quantityRange = this.#q0 < 0 ? null : mk(this.line, this.#q0, this.#q1);
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
    return (this.#markers ??= []);
  }
  set markers(v: Marker[]) {
    this.#markers = v;
  }
  get tags(): Span[] {
    return (this.#tags ??= []);
  }
  set tags(v: Span[]) {
    this.#tags = v;
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
    const q = this.quantityRange;
    if (q) o.quantityRange = q;
    const set = this.set;
    if (set) o.set = set;
    const cn = this.collectorNumber;
    if (cn) o.collectorNumber = cn;
    return o;
  }
}
