// Human-readable card summaries shared by the CLI (`decklist cards lookup`) and
// the language server's hover: Oracle text of every face, color identity with its
// reasons, deck-building notes, legalities, and the data source footer.
import { computeColorIdentity } from './color-identity';
import { escapeMarkdown } from '../markdown';
import type { Card, CardDataInfo, ColorReason } from './types';

export interface DescribeOptions {
  /** Reasons to show for the identity (default: computed). */
  reasons?: ColorReason[];
  /** Only these legality formats (default all). */
  formats?: string[];
  /** Markdown (hover) instead of plain text (CLI). */
  markdown?: boolean;
  /** The data the card came from, for the footer line. */
  info?: CardDataInfo;
}

function deckbuildingNotes(card: Card): string[] {
  const d = card.deckbuilding;
  const notes: string[] = [];
  if (d.basicLand) notes.push('basic land');
  if (d.anyNumber) notes.push('any number of copies');
  if (d.maxCopies) notes.push(`up to ${d.maxCopies} copies`);
  if (d.canBeCommander) notes.push('can be your commander');
  for (const p of d.pairing) notes.push(p.with ? `${p.kind} (${p.with})` : p.kind);
  if (d.companion) notes.push('companion');
  return notes;
}

/** A card as text lines: plain for the terminal, Markdown for a hover. */
export function describeCard(card: Card, options: DescribeOptions = {}): string {
  const md = !!options.markdown;
  const esc = (s: string) => (md ? escapeMarkdown(s) : s);
  const lines: string[] = [];
  lines.push(md ? `**${esc(card.name)}** ${esc(card.manaCost)}` : card.name);
  if (!md) lines.push(`  ${card.manaCost ? `${card.manaCost}  ` : ''}(mana value ${card.manaValue})`);
  lines.push(md ? `*${esc(card.typeLine)}* · mana value ${card.manaValue}` : `  ${card.typeLine}`);
  const text = (s: string, indent: string) => {
    for (const t of s.split('\n')) if (t) lines.push(md ? esc(t) + '  ' : indent + t);
  };
  if (card.faces.length > 1) {
    for (const f of card.faces) {
      lines.push(md ? `\n**${esc(f.name)}** ${esc(f.manaCost)} — *${esc(f.typeLine)}*` : `  — ${f.name}${f.manaCost ? ' ' + f.manaCost : ''}: ${f.typeLine}`);
      text(f.oracleText, '      ');
      if (f.power !== undefined) lines.push(md ? `${esc(f.power)}/${esc(f.toughness ?? '')}` : `      ${f.power}/${f.toughness}`);
      if (f.loyalty !== undefined) lines.push(md ? `Loyalty ${esc(f.loyalty)}` : `      Loyalty ${f.loyalty}`);
    }
  } else {
    if (md) lines.push('');
    text(card.oracleText, '    ');
    if (card.power !== undefined) lines.push(md ? `${esc(card.power)}/${esc(card.toughness ?? '')}` : `  ${card.power}/${card.toughness}`);
    if (card.loyalty !== undefined) lines.push(md ? `Loyalty ${esc(card.loyalty)}` : `  Loyalty ${card.loyalty}`);
  }
  if (md) lines.push('');
  const computed = computeColorIdentity(card);
  const reasons = options.reasons ?? computed.reasons;
  lines.push(`Color identity: ${card.colorIdentity.length ? card.colorIdentity.join('') : 'colorless'}`);
  for (const r of reasons) {
    const line = `${r.color}: ${r.symbol} in the ${r.where}${r.face ? ` of ${r.face}` : ''}`;
    lines.push(md ? `- ${esc(line)}` : `  ${line}`);
  }
  if (computed.identity.join('') !== card.colorIdentity.join('')) {
    const note = `(computed ${computed.identity.join('') || 'colorless'}; the card data's value is used)`;
    lines.push(md ? esc(note) : `  ${note}`);
  }
  const notes = deckbuildingNotes(card);
  if (notes.length) lines.push(`${md ? '\n' : ''}Deck building: ${notes.join(', ')}`);
  if (card.legalities) {
    const entries = Object.entries(card.legalities).filter(([f]) => !options.formats || options.formats.includes(f));
    const l = entries.map(([f, v]) => `${f} ${v.replace('_', ' ')}`).join(', ');
    lines.push(`${md ? '\n' : ''}Legalities${card.legalitiesUncertain ? ' (uncertain: preview-state data)' : ''}: ${l}`);
  } else {
    lines.push(`${md ? '\n' : ''}Legalities: unknown (this card data has none)`);
  }
  if (options.info) {
    const footer = `Card data: ${options.info.label} (${options.info.cards} cards)`;
    lines.push(md ? `\n---\n*${esc(footer)}*` : footer);
  }
  return lines.join('\n');
}
