// The deck's price from the card data's prices (Scryfall's cheapest printing), per section and
// per currency, labelled with the data's date. Sums are in cents so no float noise shows.
import type { CardPrices } from '../cards/types';
import type { ResolvedEntry, Zone } from '../rules/context';

export type Currency = 'usd' | 'eur' | 'tix';
export const CURRENCIES: readonly Currency[] = ['usd', 'eur', 'tix'];

export interface PriceTotals {
  usd: number | null;
  eur: number | null;
  tix: number | null;
}

export interface DeckPrice extends PriceTotals {
  /** The card data's date: prices are of that day. */
  date: string;
  /** Known cards without a price in a currency the totals show (each name once). */
  missing: string[];
  sections: Array<{ section: Zone } & PriceTotals>;
}

/** Zones in the deck's total; the maybeboard and cards outside the deck are priced apart. */
const TOTAL_ZONES: ReadonlySet<Zone> = new Set<Zone>(['commander', 'signature', 'companion', 'main', 'sideboard']);

function cents(p: CardPrices | undefined, c: Currency): number | undefined {
  const v = p?.[c];
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
}

/** Undefined when no card of the deck has any price (the data has none): nothing is shown then. */
export function deckPrice(entries: readonly ResolvedEntry[], date: string): DeckPrice | undefined {
  const shown = new Set<Currency>();
  for (const r of entries) for (const c of CURRENCIES) if (cents(r.card?.prices, c) !== undefined) shown.add(c);
  if (shown.size === 0) return undefined;
  const total: Record<Currency, number> = { usd: 0, eur: 0, tix: 0 };
  const bySection = new Map<Zone, Record<Currency, number>>();
  const missing = new Set<string>();
  for (const r of entries) {
    if (!r.card || r.synthetic) continue;
    const section = bySection.get(r.zone) ?? { usd: 0, eur: 0, tix: 0 };
    bySection.set(r.zone, section);
    for (const c of shown) {
      const p = cents(r.card.prices, c);
      if (p === undefined) {
        missing.add(r.card.name);
        continue;
      }
      section[c] += p * r.entry.quantity;
      if (TOTAL_ZONES.has(r.zone)) total[c] += p * r.entry.quantity;
    }
  }
  const out = (t: Record<Currency, number>): PriceTotals => ({
    usd: shown.has('usd') ? t.usd / 100 : null,
    eur: shown.has('eur') ? t.eur / 100 : null,
    tix: shown.has('tix') ? t.tix / 100 : null,
  });
  return {
    ...out(total),
    date,
    missing: [...missing].sort((a, b) => a.localeCompare(b)),
    sections: [...bySection].map(([section, t]) => ({ section, ...out(t) })),
  };
}
