// Edits as whole lines. A fix is computed as small edits (a name, a count); an editor applies it
// as lines replaced from their first column to the next line's first column, which every client
// applies alike whatever units it reads columns in (some take UTF-16 code units, some bytes). The
// same lines say what a fix changed, in a player's words ("line 7: … → …").
import type { Range } from '../types';

export interface LineEdit {
  range: Range;
  newText: string;
}

/** Lines `first`.. of the text before (`old`) replaced by `new`; `first` is also where they start after the edits before it. */
export interface LineChange {
  /** The first line replaced, in the text before the edits. */
  first: number;
  /** The first line written, in the text after the edits. */
  firstAfter: number;
  old: string[];
  new: string[];
  /** The change reaches the end of a text that has no line break there. */
  atEnd: boolean;
}

const LINE_BREAK = /\r\n|\r|\n/;

/** The lines a set of (non-overlapping) edits changes, one change per run of touched lines, in document order. */
export function lineChanges(text: string, edits: readonly LineEdit[]): LineChange[] {
  const lines = text.split(LINE_BREAK);
  const last = lines.length - 1;
  const clampLine = (l: number) => Math.max(0, Math.min(l, last));
  const sorted = edits
    .map((e) => ({ ...e, first: clampLine(e.range.start.line), last: clampLine(e.range.end.line) }))
    .sort((a, b) => a.first - b.first || a.range.start.character - b.range.start.character);
  // Runs of edits whose lines touch: one change each.
  const runs: Array<{ first: number; last: number; edits: typeof sorted }> = [];
  for (const e of sorted) {
    const run = runs[runs.length - 1];
    if (run && e.first <= run.last) {
      run.last = Math.max(run.last, e.last);
      run.edits.push(e);
    } else runs.push({ first: e.first, last: e.last, edits: [e] });
  }
  const out: LineChange[] = [];
  let shift = 0;
  for (const run of runs) {
    const old = lines.slice(run.first, run.last + 1);
    const starts: number[] = [];
    let at = 0;
    for (const l of old) {
      starts.push(at);
      at += l.length + 1;
    }
    const offset = (p: { line: number; character: number }) => {
      const i = clampLine(p.line) - run.first;
      return starts[i] + Math.min(Math.max(p.character, 0), old[i].length);
    };
    let segment = old.join('\n');
    for (const e of [...run.edits].sort((a, b) => offset(b.range.start) - offset(a.range.start) || offset(b.range.end) - offset(a.range.end))) {
      segment = segment.slice(0, offset(e.range.start)) + e.newText.replace(/\r\n|\r/g, '\n') + segment.slice(offset(e.range.end));
    }
    const written = segment.split('\n');
    let first = run.first;
    let o = old;
    let n = written;
    const reachesEnd = run.last === last;
    // Lines the edits left as they were are not part of the change…
    while (o.length && n.length && o[o.length - 1] === n[n.length - 1] && !(reachesEnd && o.length === 1)) {
      o = o.slice(0, -1);
      n = n.slice(0, -1);
    }
    const atEnd = reachesEnd && o.length > 0 && first + o.length - 1 === last;
    // …except where the text ends without a line break: a deleted last line takes the break before it.
    while (o.length > 1 && n.length && o[0] === n[0] && !(atEnd && n.length === 1)) {
      o = o.slice(1);
      n = n.slice(1);
      first++;
    }
    if (o.length === n.length && o.every((l, i) => l === n[i])) continue;
    out.push({ first, firstAfter: first + shift, old: o, new: n, atEnd });
    shift += n.length - o.length;
  }
  return out;
}

/**
 * The same edits as whole lines: each run of touched lines is replaced from its first column to the
 * next line's first column (or to the end of a text that ends without a line break there).
 */
export function asWholeLines(text: string, edits: readonly LineEdit[]): LineEdit[] {
  const eol = /^[^\r\n]*(\r\n|\r|\n)/.exec(text)?.[1] ?? '\n';
  const lines = text.split(LINE_BREAK);
  return lineChanges(text, edits).map((c) => {
    const end = c.first + c.old.length;
    if (!c.atEnd) return { range: { start: { line: c.first, character: 0 }, end: { line: end, character: 0 } }, newText: c.new.map((l) => l + eol).join('') };
    const lastLine = end - 1;
    return { range: { start: { line: c.first, character: 0 }, end: { line: lastLine, character: lines[lastLine].length } }, newText: c.new.join(eol) };
  });
}
