// Shared copy-limit logic for singleton, copy-limit, restricted and team-copy-limit.
import type { DeckDiagnostic, RelatedLocation } from '../types';
import type { CardGroup, CheckContext } from './context';
import { inList } from '../cards/names';
import type { DiagnosticSource } from './report';

export interface CopyLimit {
  limit: number;
  /** `exempt` (no limit), `restricted`, `card-text` (up to seven …) or `format`. */
  kind: 'exempt' | 'restricted' | 'card-text' | 'format';
  why: string;
}

export function copyLimitFor(ctx: CheckContext, group: CardGroup): CopyLimit {
  const f = ctx.format;
  const card = group.card!;
  const db = card.deckbuilding;
  if (f.exempt.basicLands && db.basicLand) return { limit: Infinity, kind: 'exempt', why: 'basic land' };
  if (f.exempt.cardText && db.anyNumber) return { limit: Infinity, kind: 'exempt', why: 'its text allows any number' };
  if (inList(f.exempt.names, card.name)) return { limit: Infinity, kind: 'exempt', why: `${f.name} exempts it` };
  const restrictedByList = inList(f.restricted, card.name);
  const restrictedByData = f.restrictedMeans === 'one-copy' && ctx.legality(card) === 'restricted';
  if ((restrictedByList || restrictedByData) && f.copyLimit > 1)
    return {
      limit: 1,
      kind: 'restricted',
      why: restrictedByList ? `restricted in ${f.name}` : `restricted in ${f.name} (card data)`,
    };
  if (f.exempt.cardText && db.maxCopies !== undefined)
    return { limit: db.maxCopies, kind: 'card-text', why: `its text allows up to ${db.maxCopies}` };
  return { limit: f.copyLimit, kind: 'format', why: f.copyLimit === 1 ? `${f.name} is singleton` : `${f.name} allows ${f.copyLimit} copies` };
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
  const zoneWord = (z: string) => (z === 'main' ? 'deck' : z === 'signature' ? 'command zone' : z === 'commander' ? 'command zone' : z);
  // A pasted list can repeat one card thousands of times: each diagnostic names a bounded number of
  // the other copies (message and related locations), or the output grows with the square of the lines.
  const listed = group.entries.slice(0, MAX_LISTED_COPIES).map((o) => `${o.entry.quantity} on line ${o.entry.line + 1}`);
  const unlisted = group.entries.length - listed.length;
  const where =
    group.entries.length > 1
      ? `${group.total} copies in all (${listed.join(', ')}${unlisted > 0 ? `, and ${unlisted} more ${unlisted === 1 ? 'line' : 'lines'}` : ''})`
      : undefined;
  group.entries.forEach((e, i) => {
    if (i === 0 && e.entry.quantity <= limit) return;
    const related: RelatedLocation[] = [];
    for (const o of group.entries) {
      if (o === e) continue;
      if (related.length === MAX_LISTED_COPIES) break;
      related.push({ message: `${o.entry.quantity} ${o.name} (${zoneWord(o.zone)})`, range: o.entry.nameRange });
    }
    const d = ctx.report(rule, e.entry.nameRange, message(where ?? `${e.entry.quantity} copies`), { card: group.name, related, data: { ...data, total: group.total, duplicateLine: i > 0 } });
    if (d) out.push(d);
  });
  return out;
}
