// A streaming reader for Commander Spellbook's export: it scans the text once, keeping only the
// current element of the top-level "variants" array (handed to JSON.parse whole) and the short
// top-level strings ("timestamp", "version"); everything else ("aliases") is skipped. Token-level
// streaming parsers (stream-json) build every key, string and number as an event, which for the
// 580 MB export is minutes of CPU; this reads it in seconds in the same bounded memory.
//
// What it checks: the nesting of braces and brackets outside strings, that the text ends where the
// root object closes, and (by JSON.parse) every variant. A cut or broken file throws ScanError.

export class ScanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScanError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** The longest variant kept; a longer one is a damaged file, not a combo. */
const MAX_ELEMENT_CHARS = 16 << 20;

export interface ScanHandlers {
  /** A top-level string member (timestamp, version). */
  meta(key: string, value: string): void;
  variant(value: unknown): void;
}

export class ExportScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private done = false;
  /** At depth 1: the next string is a member name. */
  private expectKey = false;
  private key = '';
  /** Capturing a member name or a top-level scalar or a variant. */
  private capture: 'none' | 'key' | 'meta' | 'variant' = 'none';
  private parts: string[] = [];
  private partsLength = 0;
  private inVariants = false;
  private variantsSeen = false;
  private offset = 0;

  constructor(private readonly on: ScanHandlers) {}

  private take(chunk: string, from: number, to: number): void {
    if (to <= from) return;
    this.parts.push(chunk.slice(from, to));
    this.partsLength += to - from;
    if (this.partsLength > MAX_ELEMENT_CHARS) throw new ScanError(`an element near character ${this.offset + from} is longer than ${MAX_ELEMENT_CHARS} characters`);
  }

  private flush(): string {
    const s = this.parts.length === 1 ? this.parts[0] : this.parts.join('');
    this.parts = [];
    this.partsLength = 0;
    return s;
  }

  private parse(text: string, at: number): unknown {
    try {
      return JSON.parse(text);
    } catch (e) {
      throw new ScanError(`broken JSON before character ${at} (${(e as Error).message})`);
    }
  }

  feed(chunk: string): void {
    let start = this.capture === 'none' ? -1 : 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.capture === 'key') {
            this.take(chunk, start, i + 1);
            this.key = this.parse(this.flush(), this.offset + i) as string;
            this.capture = 'none';
            start = -1;
          } else if (this.capture === 'meta') {
            this.take(chunk, start, i + 1);
            const v = this.parse(this.flush(), this.offset + i);
            if (typeof v === 'string') this.on.meta(this.key, v);
            this.capture = 'none';
            start = -1;
          }
        }
        continue;
      }
      if (c === QUOTE) {
        this.inString = true;
        if (this.depth === 1 && this.capture === 'none') {
          this.capture = this.expectKey ? 'key' : this.key === 'timestamp' || this.key === 'version' ? 'meta' : 'none';
          if (this.capture !== 'none') start = i;
          this.expectKey = false;
        }
        continue;
      }
      if (this.done) {
        if (c > 0x20) throw new ScanError(`text after the end of the JSON at character ${this.offset + i}`);
        continue;
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (this.depth === 0 && c !== OPEN_BRACE) throw new ScanError('the file is not a JSON object');
        this.depth++;
        if (this.depth === 1) this.expectKey = true;
        else if (this.depth === 2 && this.key === 'variants' && c === OPEN_BRACKET) this.inVariants = this.variantsSeen = true;
        else if (this.depth === 3 && this.inVariants && c === OPEN_BRACE) {
          this.capture = 'variant';
          start = i;
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (this.depth === 0) throw new ScanError(`unbalanced "${String.fromCharCode(c)}" at character ${this.offset + i}`);
        this.depth--;
        if (this.depth === 2 && this.capture === 'variant') {
          this.take(chunk, start, i + 1);
          this.on.variant(this.parse(this.flush(), this.offset + i));
          this.capture = 'none';
          start = -1;
        } else if (this.depth === 1 && this.inVariants) this.inVariants = false;
        else if (this.depth === 0) this.done = true;
      } else if (this.depth === 1) {
        if (c === COMMA) {
          this.expectKey = true;
          this.key = '';
        } else if (c === COLON) this.expectKey = false;
      } else if (this.depth === 0 && c > 0x20) throw new ScanError('the file is not a JSON object');
    }
    if (this.capture !== 'none' && start >= 0) this.take(chunk, start, chunk.length);
    this.offset += chunk.length;
  }

  /** Throws when the text ended before the root object closed. */
  end(): void {
    if (!this.done) throw new ScanError(this.offset === 0 ? 'the file is empty' : `the JSON ends early, after ${this.offset} characters (cut short?)`);
  }

  /** Whether a top-level "variants" array was seen. */
  get sawVariants(): boolean {
    return this.variantsSeen;
  }
}
