// Human-readable card summaries shared by the CLI (`decklist cards lookup`) and
// the language server's hover: Oracle text of every face, color identity with its
// reasons, deck-building notes, legalities, and the data source footer.
import * as l10n from '@vscode/l10n';
import { computeColorIdentity } from './color-identity';
import { escapeMarkdown } from '../markdown';
import { landTypeName, listSeparator } from '../words';
import type { Card, CardDataInfo, ColorReason, PairingAbility } from './types';
import { cardDataLabel } from './label';

export interface DescribeOptions {
  /** Reasons to show for the identity (default: computed). */
  reasons?: ColorReason[];
  /** Only these legality formats (default all). */
  formats?: string[];
  /** How a legality key is shown (default: the key; the hover names a built-in format). */
  legalityName?: (key: string) => string;
  /** Markdown (hover) instead of plain text (CLI). */
  markdown?: boolean;
  /** The data the card came from, for the footer line. */
  info?: CardDataInfo;
}

function deckbuildingNotes(card: Card): string[] {
  const d = card.deckbuilding;
  const notes: string[] = [];
  if (d.basicLand) notes.push(l10n.t('basic land'));
  if (d.anyNumber) notes.push(l10n.t('any number of copies'));
  if (d.maxCopies) notes.push(l10n.t('up to {0} copies', d.maxCopies));
  if (d.canBeCommander) notes.push(l10n.t('can be your commander'));
  for (const p of d.pairing) notes.push(pairingNote(p));
  if (d.companion) notes.push(l10n.t('companion'));
  return notes;
}

/** A pairing ability as the notes name it (its kind: `partner-with (Kraum, Ludevic's Opus)`). */
function pairingNote(p: PairingAbility): string {
  switch (p.kind) {
    case 'partner':
      return l10n.t({ message: 'partner', comment: 'deck-building note: a pairing ability by its id' });
    case 'partner-with':
      return l10n.t({ message: 'partner-with ({0})', args: [p.with ?? ''], comment: 'deck-building note: a pairing ability by its id' });
    case 'friends-forever':
      return l10n.t({ message: 'friends-forever', comment: 'deck-building note: a pairing ability by its id' });
    case 'partner-variant':
      return l10n.t({ message: 'partner-variant ({0})', args: [p.with ?? ''], comment: 'deck-building note: a pairing ability by its id' });
    case 'choose-a-background':
      return l10n.t({ message: 'choose-a-background', comment: 'deck-building note: a pairing ability by its id' });
    case 'background':
      return l10n.t({ message: 'background', comment: 'deck-building note: a pairing ability by its id' });
    case 'doctors-companion':
      return l10n.t({ message: 'doctors-companion', comment: 'deck-building note: a pairing ability by its id' });
    case 'doctor':
      return l10n.t({ message: 'doctor', comment: 'deck-building note: a pairing ability by its id' });
    default:
      return p.with ? `${p.kind} (${p.with})` : p.kind;
  }
}

/** Where a color of the identity comes from ("the mana cost"), as ColorReason.where says it. */
function whereText(where: string): string {
  switch (where) {
    case 'mana cost':
      return l10n.t('the mana cost');
    case 'rules text':
      return l10n.t('the rules text');
    case 'characteristic-defining ability':
      return l10n.t('the characteristic-defining ability');
    case 'color indicator':
      return l10n.t('the color indicator');
    case 'type line':
      return l10n.t('the type line');
    case 'colors':
      return l10n.t('the colors');
    default:
      return `the ${where}`;
  }
}

/** "B: {B} in the mana cost of Fire". */
function reasonText(r: ColorReason): string {
  const symbol = r.symbol === 'color indicator' ? l10n.t('color indicator') : r.symbol === 'color' ? l10n.t('color') : r.where === 'type line' ? landTypeName(r.symbol) : r.symbol;
  return r.face ? l10n.t('{0}: {1} in {2} of {3}', r.color, symbol, whereText(r.where), r.face) : l10n.t('{0}: {1} in {2}', r.color, symbol, whereText(r.where));
}

/** "modern legal" of the legalities line. */
function legalityEntry(format: string, legality: string): string {
  switch (legality) {
    case 'legal':
      return l10n.t('{0} legal', format);
    case 'not_legal':
      return l10n.t('{0} not legal', format);
    case 'banned':
      return l10n.t('{0} banned', format);
    case 'restricted':
      return l10n.t('{0} restricted', format);
    default:
      return `${format} ${legality.replace('_', ' ')}`;
  }
}

/** A card as text lines: plain for the terminal, Markdown for a hover. */
export function describeCard(card: Card, options: DescribeOptions = {}): string {
  const md = !!options.markdown;
  const esc = (s: string) => (md ? escapeMarkdown(s) : s);
  const lines: string[] = [];
  lines.push(md ? `**${esc(card.name)}** ${esc(card.manaCost)}` : card.name);
  const manaValue = l10n.t('mana value {0}', card.manaValue);
  if (!md) lines.push(`  ${card.manaCost ? `${card.manaCost}  ` : ''}(${manaValue})`);
  lines.push(md ? `*${esc(card.typeLine)}* · ${manaValue}` : `  ${card.typeLine}`);
  const text = (s: string, indent: string) => {
    for (const t of s.split('\n')) if (t) lines.push(md ? esc(t) + '  ' : indent + t);
  };
  if (card.faces.length > 1) {
    for (const f of card.faces) {
      lines.push(md ? `\n**${esc(f.name)}** ${esc(f.manaCost)} — *${esc(f.typeLine)}*` : `  — ${f.name}${f.manaCost ? ' ' + f.manaCost : ''}: ${f.typeLine}`);
      text(f.oracleText, '      ');
      if (f.power !== undefined) lines.push(md ? `${esc(f.power)}/${esc(f.toughness ?? '')}` : `      ${f.power}/${f.toughness}`);
      if (f.loyalty !== undefined) lines.push(md ? l10n.t('Loyalty {0}', esc(f.loyalty)) : `      ${l10n.t('Loyalty {0}', f.loyalty)}`);
    }
  } else {
    if (md) lines.push('');
    text(card.oracleText, '    ');
    if (card.power !== undefined) lines.push(md ? `${esc(card.power)}/${esc(card.toughness ?? '')}` : `  ${card.power}/${card.toughness}`);
    if (card.loyalty !== undefined) lines.push(md ? l10n.t('Loyalty {0}', esc(card.loyalty)) : `  ${l10n.t('Loyalty {0}', card.loyalty)}`);
  }
  if (md) lines.push('');
  const computed = computeColorIdentity(card);
  const reasons = options.reasons ?? computed.reasons;
  const colorless = l10n.t('colorless');
  lines.push(l10n.t('Color identity: {0}', card.colorIdentity.length ? card.colorIdentity.join('') : colorless));
  for (const r of reasons) {
    const line = reasonText(r);
    lines.push(md ? `- ${esc(line)}` : `  ${line}`);
  }
  if (computed.identity.join('') !== card.colorIdentity.join('')) {
    const note = l10n.t("(computed {0}; the card data's value is used)", computed.identity.join('') || colorless);
    lines.push(md ? esc(note) : `  ${note}`);
  }
  const separator = listSeparator();
  const notes = deckbuildingNotes(card);
  if (notes.length) lines.push(`${md ? '\n' : ''}${l10n.t('Deck building: {0}', notes.join(separator))}`);
  // No section without content: a format with no card pool (casual) asks for no legality, and data
  // without the one asked for says nothing here (the hover's "In this deck" line says so).
  const entries = Object.entries(card.legalities ?? {}).filter(([f]) => !options.formats || options.formats.includes(f));
  if (entries.length) {
    const name = options.legalityName ?? ((key: string) => key);
    const l = entries.map(([f, v]) => legalityEntry(name(f), v)).join(separator);
    const legalities =
      card.previewRelease === undefined
        ? l10n.t('Legalities: {0}', l)
        : card.previewRelease
          ? l10n.t('Legalities: unknown until its release on {1} (a previewed card: Scryfall lists it as not legal everywhere until then): {0}', l, card.previewRelease)
          : l10n.t('Legalities: unknown until its release (a previewed card: Scryfall lists it as not legal everywhere until then): {0}', l);
    lines.push(`${md ? '\n' : ''}${legalities}`);
  } else if (!card.legalities && options.formats?.length !== 0) {
    lines.push(`${md ? '\n' : ''}${l10n.t('Legalities: unknown (this card data has none)')}`);
  }
  if (options.info) {
    const footer = l10n.t('Card data: {0} ({1} cards)', cardDataLabel(options.info), options.info.cards.toLocaleString('en-US'));
    lines.push(md ? `\n---\n*${esc(footer)}*` : footer);
  }
  return lines.join('\n');
}
