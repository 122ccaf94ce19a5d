// A checked deck written out in another export format: plain text (this project's own syntax),
// MTG Arena's import text, or an MTGO `.dek` file. Known cards get their canonical names (as the
// target client spells them); unknown cards keep the name as written. Every result parses back
// with parseDeck to the same cards in the same sections, except where the target has no such
// section (MTGO keeps a companion in the sideboard; Arena and MTGO have no maybeboard).
import type { Card } from './cards/types';
import type { CheckResult } from './check';
import { MTGO_COMMANDER_ANNOTATION } from './parse/xml';
import type { Zone } from './rules/context';

export type ConvertTarget = 'text' | 'arena' | 'mtgo';

export interface ConvertedDeck {
  content: string;
  /** VS Code language id of the result (every target is a decklist this extension reads). */
  language: string;
  /** Names written into the result that the card data does not know (as the deck wrote them), once each. */
  unknown: string[];
}

interface Line {
  zone: Zone;
  name: string;
  quantity: number;
  /** A printing as written, `(SET) 123`, kept by the text targets. */
  printing?: string;
}

/** Directives that become sections in the output instead of being copied. */
const ZONE_DIRECTIVES = new Set(['format', 'commander', 'partner', 'background', 'oathbreaker', 'companion']);

const SPLIT_LAYOUTS = new Set(['split', 'aftermath']);

/** The name a client knows the card by: Arena `A /// B` for split cards, MTGO `A/B`; both name other multi-face cards by the front. */
function clientName(card: Card, target: ConvertTarget): string {
  if (target === 'text' || !card.name.includes(' // ')) return card.name;
  if (SPLIT_LAYOUTS.has(card.layout)) return card.name.split(' // ').join(target === 'arena' ? ' /// ' : '/');
  return card.faces[0]?.name ?? card.name.split(' // ')[0];
}

/** Deck lines per zone in document order, copies of one card in one zone added together. */
function deckLines(result: CheckResult, target: ConvertTarget): Line[] {
  const byKey = new Map<string, Line>();
  for (const r of result.context.entries) {
    // A constructed companion is listed in the sideboard too; MTGO has only that place for it.
    if (target === 'mtgo' && r.zone === 'companion' && r.synthetic) continue;
    const zone: Zone = target === 'mtgo' && r.zone === 'companion' ? 'sideboard' : r.zone;
    if (zone === 'outside' || (zone === 'maybeboard' && target !== 'text')) continue;
    const name = r.card ? clientName(r.card, target) : r.entry.name;
    const printing =
      target !== 'mtgo' && r.entry.set && r.entry.collectorNumber ? `(${r.entry.set.text.toUpperCase()}) ${r.entry.collectorNumber.text}` : undefined;
    const key = `${zone}\u0000${r.key}\u0000${printing ?? ''}`;
    const line = byKey.get(key);
    if (line) line.quantity += r.entry.quantity;
    else byKey.set(key, { zone, name, quantity: r.entry.quantity, printing });
  }
  return [...byKey.values()];
}

/** Sections of the text targets, in the order Arena writes them. */
const TEXT_SECTIONS: Array<{ title: string; zones: Zone[] }> = [
  { title: 'Commander', zones: ['commander', 'signature'] },
  { title: 'Companion', zones: ['companion'] },
  { title: 'Deck', zones: ['main'] },
  { title: 'Sideboard', zones: ['sideboard'] },
  { title: 'Maybeboard', zones: ['maybeboard'] },
];

function textDeck(result: CheckResult, target: 'text' | 'arena'): string {
  const lines = deckLines(result, target);
  const out: string[] = [];
  if (target === 'text') {
    out.push(`// format: ${result.format}`);
    for (const d of result.context.doc.directives) {
      if (!ZONE_DIRECTIVES.has(d.key) && d.value.trim()) out.push(`// ${d.key}: ${d.value.trim()}`);
    }
    out.push('');
  }
  for (const section of TEXT_SECTIONS) {
    const inSection = lines.filter((l) => section.zones.includes(l.zone));
    if (inSection.length === 0) continue;
    out.push(section.title, ...inSection.map((l) => `${l.quantity} ${l.name}${l.printing ? ` ${l.printing}` : ''}`), '');
  }
  return out.join('\n').replace(/\n+$/, '\n');
}

export function escapeXmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function mtgoDeck(result: CheckResult): string {
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <NetDeckID>0</NetDeckID>',
    '  <PreconstructedDeckID>0</PreconstructedDeckID>',
  ];
  const lines = deckLines(result, 'mtgo');
  // MTGO lists the deck, then the sideboard, where a commander is a sideboard card with an annotation.
  for (const l of [...lines.filter((x) => x.zone === 'main'), ...lines.filter((x) => x.zone !== 'main')]) {
    const inCommandZone = l.zone === 'commander' || l.zone === 'signature';
    const annotation = inCommandZone ? ` Annotation="${MTGO_COMMANDER_ANNOTATION}"` : '';
    out.push(`  <Cards Quantity="${l.quantity}" Sideboard="${l.zone !== 'main'}" Name="${escapeXmlAttribute(l.name)}"${annotation} />`);
  }
  out.push('</Deck>', '');
  return out.join('\n');
}

/** The unknown names the result carries: another program importing it will not know them either. */
function unknownNames(result: CheckResult, target: ConvertTarget): string[] {
  const names = new Set<string>();
  for (const r of result.context.entries) {
    if (r.card || r.zone === 'outside' || (r.zone === 'maybeboard' && target !== 'text')) continue;
    names.add(r.entry.name);
  }
  return [...names];
}

export function convertDeck(result: CheckResult, target: ConvertTarget): ConvertedDeck {
  const unknown = unknownNames(result, target);
  if (target === 'mtgo') return { content: mtgoDeck(result), language: 'decklist', unknown };
  return { content: textDeck(result, target), language: 'decklist', unknown };
}
