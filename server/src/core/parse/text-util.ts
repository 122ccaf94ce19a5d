// Small helpers shared by the dialect parsers: whitespace, line splitting, offset → position.
import type { Position } from '../types';

/** Space-like characters people leave in pasted lists (incl. NBSP, ideographic space, a stray BOM). */
export function isWs(code: number): boolean {
  if (code > 0x20 && code < 0xa0) return false;
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0xa0 ||
    code === 0x3000 ||
    code === 0xfeff ||
    code === 0x0b ||
    code === 0x0c ||
    code === 0x200b
  );
}

export function skipWs(s: string, i: number, end: number): number {
  while (i < end && isWs(s.charCodeAt(i))) i++;
  return i;
}

export function trimEndIdx(s: string, start: number, end: number): number {
  while (end > start && isWs(s.charCodeAt(end - 1))) end--;
  return end;
}

/**
 * Start offsets of every line, as LSP counts lines: `\r\n`, `\n` and `\r` each end a line,
 * and a final line break starts an empty last line.
 */
export function lineStarts(text: string): number[] {
  const starts = [0];
  const n = text.length;
  if (text.indexOf('\r') === -1) {
    // The common case: LF only.
    let i = text.indexOf('\n');
    while (i !== -1) {
      starts.push(i + 1);
      i = text.indexOf('\n', i + 1);
    }
    return starts;
  }
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (i + 1 < n && text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/** Optimal string alignment distance (Levenshtein plus swaps of neighbours), stopping above `max`. */
export function editDistance(x: string, y: string, max: number): number {
  const m = x.length;
  const n = y.length;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = x.charCodeAt(i - 1) === y.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && x.charCodeAt(i - 1) === y.charCodeAt(j - 2) && x.charCodeAt(i - 2) === y.charCodeAt(j - 1)) {
        v = Math.min(v, prev2[j - 2] + 1);
      }
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[n];
}

/** Converts string offsets to LSP positions (line, UTF-16 character). */
export class LineIndex {
  readonly starts: number[];
  constructor(readonly text: string) {
    this.starts = lineStarts(text);
  }
  get lineCount(): number {
    return this.starts.length;
  }
  /** End offset of a line's content (before its line break). */
  lineEnd(line: number): number {
    const next = line + 1 < this.starts.length ? this.starts[line + 1] : this.text.length + 1;
    let e = next - 1;
    if (line + 1 >= this.starts.length) return this.text.length;
    // next - 1 is the '\n' or '\r'; step over a '\r\n' pair.
    if (this.text.charCodeAt(e) === 10 && e > 0 && this.text.charCodeAt(e - 1) === 13 && e - 1 >= this.starts[line]) e--;
    return e;
  }
  private last = 0;
  position(offset: number): Position {
    if (offset < 0) offset = 0;
    if (offset > this.text.length) offset = this.text.length;
    const st = this.starts;
    let lo = 0;
    let hi = st.length - 1;
    // Offsets mostly come in document order: try the last line found, then binary search.
    const l = this.last;
    if (st[l] <= offset && (l + 1 >= st.length || st[l + 1] > offset)) lo = hi = l;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (st[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    this.last = lo;
    // An offset inside a "\r\n" pair belongs to the line's end.
    const lineEnd = this.lineEnd(lo);
    return { line: lo, character: Math.min(offset, lineEnd) - st[lo] };
  }
}
