// Shared copy-limit logic for singleton, copy-limit, restricted and team-copy-limit.
import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import type { DeckDiagnostic, RelatedLocation } from '../types';
import type { CardGroup, CheckContext } from './context';
import { inList } from '../cards/names';
import type { DiagnosticSource } from './report';
import { listSeparator } from '../words';

export interface CopyLimit {
  limit: number;
  /** `exempt` (no limit), `restricted`, `card-text` (up to seven …) or `format`. */
  kind: 'exempt' | 'restricted' | 'card-text' | 'format';
  /** What set the limit; `copyLimitReason` words it (only when a message says it). */
  source: 'basic-land' | 'any-number' | 'exempt-list' | 'restricted-list' | 'restricted-data' | 'card-text' | 'format';
}

// Plain data, no closure per card: copyLimitFor runs for every card of every check.
export function copyLimitFor(ctx: CheckContext, group: CardGroup): CopyLimit {
  const f = ctx.format;
  const card = group.card!;
  const db = card.deckbuilding;
  if (f.exempt.basicLands && db.basicLand) return { limit: Infinity, kind: 'exempt', source: 'basic-land' };
  if (f.exempt.cardText && db.anyNumber) return { limit: Infinity, kind: 'exempt', source: 'any-number' };
  if (inList(f.exempt.names, card.name)) return { limit: Infinity, kind: 'exempt', source: 'exempt-list' };
  const restrictedByList = inList(f.restricted, card.name);
  const restrictedByData = f.restrictedMeans === 'one-copy' && ctx.legality(card) === 'restricted';
  if ((restrictedByList || restrictedByData) && f.copyLimit > 1) return { limit: 1, kind: 'restricted', source: restrictedByList ? 'restricted-list' : 'restricted-data' };
  if (f.exempt.cardText && db.maxCopies !== undefined) return { limit: db.maxCopies, kind: 'card-text', source: 'card-text' };
  return { limit: f.copyLimit, kind: 'format', source: 'format' };
}

/** Why a card has its copy limit, in the user's language. */
export function copyLimitReason(ctx: CheckContext, limit: CopyLimit): string {
  const f = ctx.format;
  switch (limit.source) {
    case 'basic-land':
      return l10n.t('basic land');
    case 'any-number':
      return l10n.t('its text allows any number');
    case 'exempt-list':
      return l10n.t('{0} exempts it', formatName(f));
    case 'restricted-list':
      return l10n.t('restricted in {0}', formatName(f));
    case 'restricted-data':
      return l10n.t('restricted in {0} (card data)', formatName(f));
    case 'card-text':
      return l10n.t('its text allows up to {0}', limit.limit);
    case 'format':
      return f.copyLimit === 1 ? l10n.t('{0} is singleton', formatName(f)) : l10n.t('{0} allows {1} copies', formatName(f), f.copyLimit);
  }
}

/**
 * Diagnostics for a group over its limit: one on every entry after the first, pointing to the
 * others; on the first too when its own quantity is over the limit.
 */
/** How many other copies one diagnostic names. */
export const MAX_LISTED_COPIES = 10;

export function overLimitDiagnostics(
  ctx: CheckContext,
  group: CardGroup,
  rule: DiagnosticSource,
  message: (where: string) => string,
  data: Record<string, unknown>,
): DeckDiagnostic[] {
  const out: DeckDiagnostic[] = [];
  const limit = data.limit as number;
  // A copy group holds the deck, the command zone and (where it counts) the sideboard: nothing else.
  const zoneWord = (z: string) => (z === 'main' ? l10n.t('deck') : z === 'signature' || z === 'commander' ? l10n.t('command zone') : l10n.t('sideboard'));
  // A pasted list can repeat one card thousands of times: each diagnostic names a bounded number of
  // the other copies (message and related locations), or the output grows with the square of the lines.
  const listed = group.entries.slice(0, MAX_LISTED_COPIES).map((o) => l10n.t('{0} on line {1}', o.entry.quantity, o.entry.line + 1));
  const unlisted = group.entries.length - listed.length;
  const where =
    group.entries.length > 1
      ? l10n.t('{0} copies in all ({1})', group.total, listed.join(listSeparator()) + (unlisted > 0 ? (unlisted === 1 ? l10n.t(', and 1 more line') : l10n.t(', and {0} more lines', unlisted)) : ''))
      : undefined;
  group.entries.forEach((e, i) => {
    if (i === 0 && e.entry.quantity <= limit) return;
    const related: RelatedLocation[] = [];
    for (const o of group.entries) {
      if (o === e) continue;
      if (related.length === MAX_LISTED_COPIES) break;
      related.push({ message: l10n.t('{0} {1} ({2})', o.entry.quantity, o.shown, zoneWord(o.zone)), range: o.entry.nameRange });
    }
    const d = ctx.report(rule, e.entry.nameRange, message(where ?? l10n.t('{0} copies', e.entry.quantity)), { card: group.name, related, data: { ...data, total: group.total, duplicateLine: i > 0 } });
    if (d) out.push(d);
  });
  return out;
}
