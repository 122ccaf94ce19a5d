// The categories and tags of a card line: `[Ramp,Land{noDeck}]`, `#Ramp #!Card Advantage`, and
// the section they or a marker put the entry in (`[Commander]`, `*CMDR*`).
import type { Marker, SectionKind, Span } from './types';
import { isWs, skipWs, trimEndIdx } from './text-util';
import { LineSpan } from './nodes';
import { TAG_SECTION } from './text-words';

/** A tag starts with a letter or `!` right after its `#` (`#Ramp`, `#!Draw`); `# note` and `#1` are comments. */
export function isHashTagStart(c: number): boolean {
  return c === 0x21 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c > 0x7f && !isWs(c));
}

/**
 * Reads `#Tag #!Other Tag` from `#` at `h` into `out` (each tag's text without `#`/`#!`, ranges on
 * the name); a tag runs to the next ` #`. Returns where a trailing ` # comment` starts, or `b`.
 */
export function readHashTags(s: string, h: number, b: number, line: number, out: Span[]): number {
  while (h < b && s.charCodeAt(h) === 0x23 && isHashTagStart(s.charCodeAt(h + 1))) {
    let t0 = h + 1;
    if (s.charCodeAt(t0) === 0x21 /* ! */) t0++;
    let next = s.indexOf('#', t0);
    while (next !== -1 && !isWs(s.charCodeAt(next - 1))) next = s.indexOf('#', next + 1);
    const end = next === -1 ? b : next;
    const t1 = trimEndIdx(s, t0, end);
    if (t1 > t0) out.push(new LineSpan(s.slice(t0, t1), line, t0, t1));
    h = end;
  }
  return h;
}

export function splitTags(s: string, a: number, b: number, line: number): Span[] {
  // `Ramp,Land{noDeck}{noPrice}` → `Ramp`, `Land`, `{noDeck}`, `{noPrice}`.
  const out: Span[] = [];
  let i = a;
  while (i < b) {
    i = skipWs(s, i, b);
    let j = i;
    while (j < b && s.charCodeAt(j) !== 0x2c && s.charCodeAt(j) !== 0x7b) j++;
    const ne = trimEndIdx(s, i, j);
    if (ne > i) out.push(new LineSpan(s.slice(i, ne), line, i, ne));
    while (j < b && s.charCodeAt(j) === 0x7b) {
      const close = s.indexOf('}', j);
      const ce = close === -1 || close >= b ? b : close + 1;
      out.push(new LineSpan(s.slice(j, ce), line, j, ce));
      j = skipWs(s, ce, b);
    }
    while (j < b && s.charCodeAt(j) !== 0x2c) j++;
    i = j + 1;
  }
  return out;
}

export function sectionFromMarkers(markers: Marker[]): SectionKind | undefined {
  for (const m of markers) {
    if (m.kind === 'commander') return 'commander';
    if (m.kind === 'companion') return 'companion';
  }
  return undefined;
}

export function sectionFromTags(tags: Span[]): SectionKind | undefined {
  let noDeck = false;
  let named: SectionKind | undefined;
  for (const t of tags) {
    const lower = t.text.toLowerCase();
    if (lower === '{nodeck}') noDeck = true;
    else if (!named && TAG_SECTION[lower]) named = TAG_SECTION[lower];
  }
  if (named === 'commander' || named === 'companion') return named;
  if (named) return named;
  if (noDeck) return 'outside';
  return undefined;
}
