// The names to look a written card name up by: Japanese and English names written together
// (`稲妻/Lightning Bolt`, `《稲妻》`, `稲妻 (Lightning Bolt)`) and the Japanese basic lands.
import { JAPANESE_BASICS } from './text-words';

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

export function bilingualNamesPlain(written: string): string[] {
  return bilingualNames(written, false);
}

export function bilingualNamesBracketed(written: string): string[] {
  return bilingualNames(written, true);
}

/** The names to try for a written name: `日本語名/English Name` → English first, then Japanese. */
function bilingualNames(written: string, bracketed: boolean): string[] {
  const basic = written.charCodeAt(0) > 0x3000 ? JAPANESE_BASICS[written] : undefined;
  if (basic) return [basic, written];
  const last = written.charCodeAt(written.length - 1);
  if (last === 0x29 || last === 0xff09) {
    // `稲妻 (Lightning Bolt)`, `稲妻（Lightning Bolt）`: a Japanese name with its English name in parentheses.
    const open = Math.max(written.lastIndexOf('('), written.lastIndexOf('\uff08'));
    if (open > 0) {
      const left = written.slice(0, open).trim();
      const inner = written.slice(open + 1, -1).trim();
      if (left && inner && CJK.test(left) && !CJK.test(inner) && /[A-Za-z]/.test(inner)) return [inner, left];
    }
  }
  if (written.indexOf('/') === -1 && written.indexOf('\uff0f') === -1) return [written];
  const slash = findTranslationSlash(written);
  if (slash >= 0) {
    const left = written.slice(0, slash).trim();
    const right = written.slice(slash + 1).trim();
    if (bracketed || (CJK.test(left) && !CJK.test(right))) {
      const out: string[] = [];
      if (right) out.push(right);
      if (left && left !== right) out.push(left);
      return out.length ? out : [written];
    }
    if (!CJK.test(written) && left && right) return [written, `${left} // ${right}`];
  }
  return [written];
}

/**
 * The slash between a Japanese name and its English name: the first single slash whose right side
 * has no CJK (so `火／氷/Fire // Ice` splits before `Fire`), else the first single slash.
 */
function findTranslationSlash(t: string): number {
  const first = findSingleSlash(t);
  if (first < 0 || !CJK.test(t)) return first;
  for (let at = first; at >= 0; at = findSingleSlash(t, at + 1)) {
    if (!CJK.test(t.slice(at + 1))) return at;
  }
  return first;
}

/** Index of a `/` or `／` that is not part of a ` // ` split-card separator, or -1. */
function findSingleSlash(t: string, from = 0): number {
  for (let i = from; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 0xff0f) return i;
    if (c === 0x2f) {
      if (t.charCodeAt(i + 1) === 0x2f) {
        i++;
        continue;
      }
      return i;
    }
  }
  return -1;
}
