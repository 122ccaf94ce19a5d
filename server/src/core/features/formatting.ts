// Formatting a text decklist: canonical card names, one `N Name` style, duplicate lines of the same
// printing in one section merged, blank lines normalized. Never reorders; keeps comments, headers,
// directives, sets, markers and tags as written; keeps the exact multiset of cards; idempotent.
import type { CheckResult } from '../check';
import { parseDeck } from '../parse';
import type { DeckDocument, EntryNode } from '../parse/types';
import type { ResolvedEntry } from '../rules/context';
import { splitLines } from './document-map';

function writtenName(r: ResolvedEntry | undefined, entry: EntryNode): string {
  const card = r?.card;
  if (!card || r?.synthetic) return entry.name;
  // 《日本語名/English》 and names in another language are the player's choice: kept.
  if (entry.name.startsWith('《') || !entry.lookupNames.includes(entry.name)) return entry.name;
  const alias = card.name.localeCompare(entry.name, 'en', { sensitivity: 'base' }) !== 0 && !/^[\x00-\x7F\u00C0-\u024F\u2018-\u201F\s]*$/.test(entry.name);
  if (alias) return entry.name;
  // A double-faced card may be written by its front face.
  if (card.faces.length > 1 && card.layout !== 'split' && card.faces[0].name.localeCompare(entry.name, 'en', { sensitivity: 'base' }) === 0)
    return card.faces[0].name;
  return card.name;
}

/** Section and card of every copy in a parsed text (cards by their canonical name when known). */
function cardMultiset(check: CheckResult, doc: DeckDocument): string {
  const db = check.context.db;
  const out: string[] = [];
  for (const e of doc.entries) {
    const card = db.lookup(e.lookupNames[0] ?? e.name) ?? (e.lookupNames.length > 1 ? db.lookup(e.lookupNames[1]) : undefined);
    out.push(`${e.section}|${card?.name ?? e.name.toLowerCase()}|${e.quantity}`);
  }
  // Quantities are summed per key, so merged lines compare equal to the lines they came from.
  const sums = new Map<string, number>();
  for (const x of out) {
    const i = x.lastIndexOf('|');
    const k = x.slice(0, i);
    sums.set(k, (sums.get(k) ?? 0) + Number(x.slice(i + 1)));
  }
  return [...sums].filter(([, n]) => n > 0).map(([k, n]) => `${k}|${n}`).sort().join('\n');
}

/**
 * The formatted text, or the same string when there is nothing to change. XML exports are left
 * alone. A layout can carry meaning (two single cards above a blank line are read as commanders),
 * so each candidate is read back: merging duplicates is dropped when it would change where a card
 * counts, and nothing is changed when even the plain clean-up would.
 */
export function formatDeckText(check: CheckResult, text: string): string {
  if (check.context.doc.dialect !== 'text') return text;
  const before = cardMultiset(check, check.context.doc);
  for (const merge of [true, false]) {
    const out = render(check, text, merge);
    if (out === text || cardMultiset(check, parseDeck(out, { fileName: check.context.path })) === before) return out;
  }
  return text;
}

function render(check: CheckResult, text: string, merge: boolean): string {
  const doc = check.context.doc;
  const eol = /\r\n/.test(text) ? '\r\n' : '\n';
  const lines = splitLines(text);
  const resolved = new Map<EntryNode, ResolvedEntry>();
  for (const r of check.context.entries) if (!r.synthetic) resolved.set(r.entry, r);

  interface OutLine {
    text: string;
    blank: boolean;
    /** For entries: merge key and quantity, so later duplicates can be folded in. */
    merge?: { quantity: number; head: string; name: string; rest: string };
  }
  const out: OutLine[] = [];
  const firstOf = new Map<string, OutLine>();
  let sectionId = 0;
  const rowLines = new Set<number>();
  for (let i = 1; i < doc.entries.length; i++) if (doc.entries[i].line === doc.entries[i - 1].line) rowLines.add(doc.entries[i].line);
  for (let line = 0; line < lines.length; line++) {
    const node = doc.nodes[line];
    const raw = lines[line];
    // A line read as no card (a title: EntryNode.unsure), or a table row of many cards, stays as written.
    if (node?.kind === 'entry' && ((node.unsure && !resolved.has(node)) || rowLines.has(line))) {
      out.push({ text: raw.replace(/\s+$/, ''), blank: false });
      continue;
    }
    if (!node || node.kind !== 'entry') {
      if (node?.kind === 'section') sectionId++;
      out.push({ text: raw.replace(/\s+$/, ''), blank: raw.trim() === '' });
      continue;
    }
    const e = node;
    const r = resolved.get(e);
    const lineStart = raw.length - raw.trimStart().length;
    const sb = /^SB:\s*/i.exec(raw.slice(lineStart));
    const q = e.quantityRange;
    const nameStart = e.nameRange.start.character;
    const nameEnd = e.nameRange.end.character;
    // What stands between the quantity (or the line's start) and the name: an opening 《.
    const before = q && q.end.character <= nameStart ? raw.slice(q.end.character, nameStart).replace(/^\s*(?:[xX×ｘ:：枚]|[.．…]{2,})?\s*/, '') : raw.slice(lineStart + (sb ? sb[0].length : 0), nameStart).trim();
    let rest = raw.slice(nameEnd);
    // A quantity written after the name (`Bolt x4`, `稲妻 ×4`, `対抗呪文 4枚`) goes with its sign and counter word.
    if (q && q.start.character >= nameEnd)
      rest = raw.slice(nameEnd, q.start.character).replace(/\s*[xX×]?\s*$/, '') + raw.slice(q.end.character).replace(/^\s*[xX×枚]/, '');
    rest = rest.replace(/\s+$/, '').replace(/^\s+/, ' ');
    const head = sb ? 'SB: ' : '';
    const name = before + writtenName(r, e);
    const key = `${sectionId}\u0000${e.section}\u0000${head}\u0000${(r?.card?.name ?? e.name).toLowerCase()}\u0000${rest}`;
    const earlier = firstOf.get(key);
    if (merge && earlier && earlier.merge && e.quantity > 0) {
      const m = earlier.merge;
      m.quantity += e.quantity;
      earlier.text = `${m.head}${m.quantity} ${m.name}${m.rest}`;
      continue;
    }
    const o: OutLine = { text: `${head}${e.quantity} ${name}${rest}`, blank: false, merge: { quantity: e.quantity, head, name, rest } };
    if (e.quantity > 0) firstOf.set(key, o);
    out.push(o);
  }
  // Blank lines: none at the start, at most one in a row, one line break at the end.
  const kept: string[] = [];
  for (const o of out) {
    if (o.blank && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(o.blank ? '' : o.text);
  }
  while (kept.length && kept[kept.length - 1] === '') kept.pop();
  return kept.length ? kept.join(eol) + eol : '';
}
