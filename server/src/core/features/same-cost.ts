// Mental Legacy in the editor: a card's "castable as" line for a hover, and the mana cost typed
// on a line for completion to offer the cards with it.
import * as l10n from '@vscode/l10n';
import type { Card, CardDatabase } from '../cards/types';
import type { FormatDefinition } from '../formats/schema';
import { sameCostCards } from '../formats/same-cost';
import { formatName } from '../formats/texts';
import { escapeMarkdown } from '../markdown';

export interface SameCostSummary {
  /** The card's declarable name and printed cost. */
  card: string;
  manaCost: string;
  /** How many other cards it can be cast as. */
  count: number;
  /** The first few of them, by name. */
  first: string[];
  /** Same-cost cards the format bans (named, not offered). */
  banned: string[];
  noManaCost: boolean;
  legalityUnknown?: string;
  /** The summary as Markdown for a hover. */
  markdown: string;
}

export interface SummaryOptions {
  /** How many names to show (default 5). */
  limit?: number;
  /** A command id for a "show all" link (`command:ID?[name]`); no link without it. */
  command?: string;
}

const escapeMd = escapeMarkdown;

/** One card's Mental Legacy line for a hover: how many cards share its exact cost, the first few, a link to all. */
export function sameCostSummary(db: CardDatabase, card: Card, format: FormatDefinition, options: SummaryOptions = {}): SameCostSummary {
  const r = sameCostCards(db, card, format);
  const limit = options.limit ?? 5;
  const first = r.cards.slice(0, limit).map((c) => c.name);
  const banned = r.notLegal.filter((x) => x.legality === 'banned').map((x) => x.name);
  const cost = r.manaCost ? `\`${r.manaCost}\`` : '';
  const title = `**${escapeMd(formatName(format))}:**`;
  let md: string;
  if (r.noManaCost) {
    md = l10n.t('{0} {1} has no mana cost, so it cannot be cast as another card and no card can be cast as it.', title, escapeMd(r.card!));
  } else if (r.cards.length === 0) {
    md = l10n.t('{0} no other card has exactly {1}; {2} can only be cast as itself.', title, cost, escapeMd(r.card!));
  } else {
    const names = first.map(escapeMd).join(', ') + (r.cards.length > first.length ? l10n.t(', … ({0} more)', r.cards.length - first.length) : '');
    const link = options.command
      ? ` ${l10n.t('[Show all {0}]({1})', r.cards.length, `command:${options.command}?${encodeURIComponent(JSON.stringify([r.card]))}`)}`
      : '';
    md =
      (r.cards.length === 1
        ? l10n.t('{0} castable as 1 other card with exactly {1}: {2}.', title, cost, names)
        : l10n.t('{0} castable as {1} other cards with exactly {2}: {3}.', title, r.cards.length, cost, names)) + link;
  }
  if (banned.length) md += `\n\n${l10n.t('Banned, so not declarable: {0}.', banned.map(escapeMd).join(', '))}`;
  if (r.legalityUnknown) md += `\n\n*${l10n.t('Legality unknown: {0}; every card with the cost is listed.', escapeMd(r.legalityUnknown))}*`;
  return { card: r.card!, manaCost: r.manaCost, count: r.cards.length, first, banned, noManaCost: !!r.noManaCost, legalityUnknown: r.legalityUnknown, markdown: md };
}

/**
 * A mana cost typed after a line's quantity, up to the cursor (`4 {1}{U}` or the unfinished
 * `4 {1}{U`): the cost and its columns, for completion to offer the cards with it.
 */
export function costQueryAt(line: string, character: number): { cost: string; start: number; end: number } | undefined {
  const before = line.slice(0, character);
  const m = /^(\s*\d+\s*[xX×]?\s+)((?:\{[^{}\s]*\}\s*)*\{?[^{}\s]*)$/.exec(before);
  if (!m || !m[2].startsWith('{')) return undefined;
  const typed = m[2].trimEnd();
  const cost = typed.endsWith('}') ? typed : `${typed}}`;
  if (!/^(\{[^{}\s]+\}\s*)+$/.test(cost)) return undefined;
  return { cost, start: m[1].length, end: character };
}
