// Card-level diff of two decks, and the canonical sorted list a git textconv and the editor's
// "Compare With…" show. Names are resolved through the card data first, so a re-spelt, re-cased,
// Japanese or `Fire/Ice`-style name of the same card is no change, and neither is a moved line.
import type { CheckResult } from '../check-result';
import type { DeckDocument } from '../parse/types';
import type { Zone } from '../rules/context';

export interface DeckChange {
  name: string;
  section: Zone;
  from: number;
  to: number;
}

/** Section order of the canonical list, and the header each section is written under. */
const CANONICAL_SECTIONS: Array<{ zone: Zone; header: string }> = [
  { zone: 'commander', header: 'Commander' },
  { zone: 'signature', header: 'Commander' },
  { zone: 'companion', header: 'Companion' },
  { zone: 'main', header: 'Deck' },
  { zone: 'sideboard', header: 'Sideboard' },
  { zone: 'maybeboard', header: 'Maybeboard' },
  { zone: 'outside', header: 'Maybeboard' },
];
const ZONE_RANK = new Map(CANONICAL_SECTIONS.map((s, i) => [s.zone, i]));

interface Count {
  zone: Zone;
  name: string;
  count: number;
}

/** An unknown card keys by its written name folded (case, spaces, accents, `/` vs `//`). */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s*\/\/?\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Copies per (section, card) of a checked deck; a `commander:` line naming a card not listed counts too. */
export function deckCounts(result: CheckResult): Map<string, Count> {
  const out = new Map<string, Count>();
  for (const r of result.context.entries) {
    const name = r.card?.name ?? r.entry.name.trim();
    const key = `${r.zone}\u0000${r.card ? r.card.name : foldName(name)}`;
    const c = out.get(key);
    if (c) c.count += r.entry.quantity;
    else out.set(key, { zone: r.zone, name, count: r.entry.quantity });
  }
  return out;
}

/** The same from a parsed deck only (no card data): names as written, folded. */
export function documentCounts(doc: DeckDocument): Map<string, Count> {
  const out = new Map<string, Count>();
  for (const e of doc.entries) {
    const name = e.lookupNames[0] ?? e.name;
    const key = `${e.section}\u0000${foldName(name)}`;
    const c = out.get(key);
    if (c) c.count += e.quantity;
    else out.set(key, { zone: e.section, name: name.trim(), count: e.quantity });
  }
  return out;
}

function byZoneThenName(a: { zone: Zone; name: string }, b: { zone: Zone; name: string }): number {
  return (ZONE_RANK.get(a.zone)! - ZONE_RANK.get(b.zone)!) || a.name.localeCompare(b.name, 'en') || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

export function diffCounts(before: Map<string, Count>, after: Map<string, Count>): DeckChange[] {
  const changes: DeckChange[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(key);
    const b = after.get(key);
    const from = a?.count ?? 0;
    const to = b?.count ?? 0;
    if (from !== to) changes.push({ name: (b ?? a)!.name, section: (b ?? a)!.zone, from, to });
  }
  return changes.sort((x, y) => byZoneThenName({ zone: x.section, name: x.name }, { zone: y.section, name: y.name }));
}

export function diffDecks(before: CheckResult, after: CheckResult): DeckChange[] {
  return diffCounts(deckCounts(before), deckCounts(after));
}

/** `Deck`/`Sideboard` sections, cards sorted by name, one line per card: it parses back to the same deck. */
export function canonicalList(counts: Map<string, Count>): string {
  const rows = [...counts.values()].filter((c) => c.count > 0).sort(byZoneThenName);
  const out: string[] = [];
  let header: string | undefined;
  for (const r of rows) {
    const h = CANONICAL_SECTIONS[ZONE_RANK.get(r.zone)!].header;
    if (h !== header) {
      if (header) out.push('');
      out.push(h);
      header = h;
    }
    out.push(`${r.count} ${r.name}`);
  }
  return out.length ? out.join('\n') + '\n' : '';
}

/** `+1 Lightning Bolt` lines per section, for people. */
export function diffText(changes: readonly DeckChange[], sectionTitle: (z: Zone) => string): string {
  const out: string[] = [];
  let section: Zone | undefined;
  for (const c of changes) {
    if (c.section !== section) {
      out.push(`${sectionTitle(c.section)}:`);
      section = c.section;
    }
    const d = c.to - c.from;
    out.push(`  ${d > 0 ? '+' : '-'}${Math.abs(d)} ${c.name} (${c.from} → ${c.to})`);
  }
  return out.join('\n');
}
