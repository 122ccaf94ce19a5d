// Where things are in a checked deck: the node on a line, the resolved entry under a position.
import type { CheckResult } from '../check';
import type { DeckDocument, LineNode } from '../parse/types';
import type { ResolvedEntry } from '../rules/context';
import type { Position, Range } from '../types';

/** Nodes by line (the text dialect has one per line; XML dialects have them where elements are). */
export function nodeAtLine(doc: DeckDocument, line: number): LineNode | undefined {
  const direct = doc.nodes[line];
  if (direct && direct.line === line) return direct;
  let lo = 0;
  let hi = doc.nodes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const l = doc.nodes[mid].line;
    if (l === line) return doc.nodes[mid];
    if (l < line) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

export function contains(r: Range, p: Position): boolean {
  const afterStart = p.line > r.start.line || (p.line === r.start.line && p.character >= r.start.character);
  const beforeEnd = p.line < r.end.line || (p.line === r.end.line && p.character <= r.end.character);
  return afterStart && beforeEnd;
}

/** The resolved entry whose line holds the position (synthetic directive entries included). */
export function resolvedEntryAt(check: CheckResult, pos: Position): ResolvedEntry | undefined {
  let byLine: ResolvedEntry | undefined;
  for (const e of entriesOnLine(check, pos.line)) {
    if (contains(e.entry.nameRange, pos)) return e;
    byLine ??= e;
  }
  return byLine;
}

/** Entries of a line, found through a per-result line map built on first use. */
const LINE_MAPS = new WeakMap<CheckResult, Map<number, ResolvedEntry[]>>();
export function entriesOnLine(check: CheckResult, line: number): ResolvedEntry[] {
  let map = LINE_MAPS.get(check);
  if (!map) {
    map = new Map();
    for (const e of check.context.entries) {
      const list = map.get(e.entry.line);
      if (list) list.push(e);
      else map.set(e.entry.line, [e]);
    }
    LINE_MAPS.set(check, map);
  }
  return map.get(line) ?? [];
}

/** Text of every line, as LSP counts lines. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function wholeLine(line: number): Range {
  return { start: { line, character: 0 }, end: { line: line + 1, character: 0 } };
}
