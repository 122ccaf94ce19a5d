// A checked deck written out in another export format: plain text (this project's own syntax),
// MTG Arena's import text, or an MTGO `.dek` file. Known cards get their canonical names (as the
// target client spells them); unknown cards keep the name as written. What a line carried besides
// its card (its printing, its finish, its tags) and its section are written in the target's own
// syntax where the target can hold them (TARGET_HOLDS); what it cannot hold is listed in
// `dropped`, and said to the user, never lost in silence. Every result parses back with parseDeck
// to the same cards, sections, printings, finishes and tags, as far as the target holds them.
import * as l10n from '@vscode/l10n';
import type { Card } from './cards/types';
import type { CheckResult } from './check';
import { MTGO_COMMANDER_ANNOTATION } from './parse/xml';
import type { EntryNode } from './parse/types';
import { TAG_SECTION } from './parse/text-words';
import type { Zone } from './rules/context';

export type ConvertTarget = 'text' | 'arena' | 'mtgo';

/** What a deck line may carry besides its card and count, and the sections not every target has. */
export type Kept = 'printing' | 'finish' | 'tags' | 'maybeboard' | 'companion';

/**
 * What each target holds. All hold the deck, the sideboard and the commander. Plain text holds
 * everything the parser reads: `(SET) 123`, `*F*`/`*E*`, `#tags`, every section. Arena's import
 * text holds `(SET) 123` and a Companion section, no finish, tags or maybeboard. MTGO's `.dek`
 * holds names, counts, the sideboard and the commander's annotation only (a companion is a
 * sideboard card there).
 */
export const TARGET_HOLDS: Readonly<Record<ConvertTarget, ReadonlySet<Kept>>> = {
  text: new Set<Kept>(['printing', 'finish', 'tags', 'maybeboard', 'companion']),
  arena: new Set<Kept>(['printing', 'companion']),
  mtgo: new Set<Kept>(),
};

/** Something the deck had that the target cannot hold: on how many lines, how many cards. */
export interface Dropped {
  what: Kept;
  lines: number;
  cards: number;
}

export interface ConvertedDeck {
  content: string;
  /** VS Code language id of the result (every target is a decklist this extension reads). */
  language: string;
  /** Names written into the result that the card data does not know (as the deck wrote them), once each. */
  unknown: string[];
  /** What the deck had that the target cannot hold, in the order of Kept; empty when nothing was left out. */
  dropped: Dropped[];
  /** The sentence that says what was left out (in the language in force), or undefined when nothing was. */
  droppedMessage?: string;
}

interface Line {
  zone: Zone;
  name: string;
  quantity: number;
  /** A printing as written, `(SET) 123` (or `(SET)` alone in plain text). */
  printing?: string;
  /** `*F*` or `*E*`. */
  finish?: string;
  /** The line's own tags and categories (`#Ramp`, `[Ramp]`), without flags and section words. */
  tags: string[];
}

/** The tags of an entry that are the user's own: not Archidekt's flags (`{noDeck}`) nor a section word (`Commander`, `Maybeboard`). */
function userTags(entry: EntryNode): string[] {
  const out: string[] = [];
  for (const t of entry.tags) {
    const text = t.text.trim();
    if (!text || text.startsWith('{') || TAG_SECTION[text.toLowerCase()] !== undefined || out.includes(text)) continue;
    out.push(text);
  }
  return out;
}

/** The finish an entry's markers say, as plain text writes it. */
function finishOf(entry: EntryNode): string | undefined {
  for (const m of entry.markers) {
    if (m.kind === 'etched') return '*E*';
    if (m.kind === 'foil') return '*F*';
  }
  return undefined;
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

/** Deck lines per zone in document order, copies of one card in one zone (and printing, finish, tags) added together; and what the target cannot hold. */
function deckLines(result: CheckResult, target: ConvertTarget): { lines: Line[]; dropped: Dropped[] } {
  const holds = TARGET_HOLDS[target];
  const byKey = new Map<string, Line>();
  const dropped = new Map<Kept, Dropped>();
  const drop = (what: Kept, cards: number) => {
    const d = dropped.get(what);
    if (d) {
      d.lines++;
      d.cards += cards;
    } else dropped.set(what, { what, lines: 1, cards });
  };
  const inSideboard = new Set(result.context.entries.filter((r) => r.zone === 'sideboard').map((r) => r.key));
  for (const r of result.context.entries) {
    // A constructed companion is listed in the sideboard too; MTGO has only that place for it.
    if (!holds.has('companion') && r.zone === 'companion' && r.synthetic) continue;
    if (r.zone === 'outside') continue;
    const quantity = r.entry.quantity;
    if (r.zone === 'maybeboard' && !holds.has('maybeboard')) {
      drop('maybeboard', quantity);
      continue;
    }
    let zone: Zone = r.zone;
    if (zone === 'companion' && !holds.has('companion')) {
      drop('companion', quantity);
      // Arena lists a companion in Companion and in the sideboard: one copy in the sideboard is all MTGO needs.
      if (inSideboard.has(r.key)) continue;
      zone = 'sideboard';
    }
    const name = r.card ? clientName(r.card, target) : r.entry.name;
    const set = r.entry.set?.text.toUpperCase();
    const number = r.entry.collectorNumber?.text;
    // Arena needs both halves of a printing; plain text keeps a set code alone too (`(M10)`).
    let printing: string | undefined;
    if (set && holds.has('printing') && (number || target === 'text')) printing = number ? `(${set}) ${number}` : `(${set})`;
    else if (set) drop('printing', quantity);
    let finish = finishOf(r.entry);
    if (finish && !holds.has('finish')) {
      drop('finish', quantity);
      finish = undefined;
    }
    let tags = userTags(r.entry);
    if (tags.length && !holds.has('tags')) {
      drop('tags', quantity);
      tags = [];
    }
    const key = `${zone}\u0000${r.key}\u0000${printing ?? ''}\u0000${finish ?? ''}\u0000${tags.join('\u0000')}`;
    const line = byKey.get(key);
    if (line) line.quantity += quantity;
    else byKey.set(key, { zone, name, quantity, printing, finish, tags });
  }
  const order: Kept[] = ['printing', 'finish', 'tags', 'companion', 'maybeboard'];
  return { lines: [...byKey.values()], dropped: order.filter((k) => dropped.has(k)).map((k) => dropped.get(k)!) };
}

/** A text target's card line: `4 Name (SET) 123 *F* #Tag #Other Tag`. */
function cardLine(l: Line): string {
  let out = `${l.quantity} ${l.name}`;
  if (l.printing) out += ` ${l.printing}`;
  if (l.finish) out += ` ${l.finish}`;
  for (const t of l.tags) out += ` #${t}`;
  return out;
}

/** Sections of the text targets, in the order Arena writes them. */
const TEXT_SECTIONS: Array<{ title: string; zones: Zone[] }> = [
  { title: 'Commander', zones: ['commander', 'signature'] },
  { title: 'Companion', zones: ['companion'] },
  { title: 'Deck', zones: ['main'] },
  { title: 'Sideboard', zones: ['sideboard'] },
  { title: 'Maybeboard', zones: ['maybeboard'] },
];

function textDeck(lines: Line[], result: CheckResult, target: 'text' | 'arena'): string {
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
    out.push(section.title, ...inSection.map(cardLine), '');
  }
  return out.join('\n').replace(/\n+$/, '\n');
}

export function escapeXmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function mtgoDeck(lines: Line[]): string {
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <NetDeckID>0</NetDeckID>',
    '  <PreconstructedDeckID>0</PreconstructedDeckID>',
  ];
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

/** The target's name as the user knows it, for the message on what was left out. */
function targetName(target: ConvertTarget): string {
  return target === 'arena' ? 'MTG Arena' : target === 'mtgo' ? 'MTGO .dek' : l10n.t('Plain text');
}

/** "MTGO .dek cannot hold the printings of 3 lines, …; they are left out." */
export function droppedMessage(target: ConvertTarget, dropped: readonly Dropped[]): string | undefined {
  if (dropped.length === 0) return undefined;
  const parts = dropped.map((d) => {
    switch (d.what) {
      case 'printing':
        return d.lines === 1 ? l10n.t('the printing (set and collector number) of 1 line') : l10n.t('the printings (set and collector number) of {0} lines', d.lines);
      case 'finish':
        return d.lines === 1 ? l10n.t('the finish (foil, etched) of 1 line') : l10n.t('the finishes (foil, etched) of {0} lines', d.lines);
      case 'tags':
        return d.lines === 1 ? l10n.t('the tags of 1 line') : l10n.t('the tags of {0} lines', d.lines);
      case 'companion':
        return l10n.t('the Companion section (its card stays in the sideboard)');
      case 'maybeboard':
        return d.cards === 1 ? l10n.t('the maybeboard (1 card)') : l10n.t('the maybeboard ({0} cards)', d.cards);
    }
  });
  return l10n.t('{0} cannot hold {1}: left out of the converted deck. Convert to plain text to keep them.', targetName(target), parts.join(l10n.t(', ')));
}

export function convertDeck(result: CheckResult, target: ConvertTarget): ConvertedDeck {
  const unknown = unknownNames(result, target);
  const { lines, dropped } = deckLines(result, target);
  const content = target === 'mtgo' ? mtgoDeck(lines) : textDeck(lines, result, target);
  const out: ConvertedDeck = { content, language: 'decklist', unknown, dropped };
  const message = droppedMessage(target, dropped);
  if (message) out.droppedMessage = message;
  return out;
}
