// The cards a deck needs that a collection lacks, with the card data's prices, and the buy lists that
// shops take.
import type { CardPrices } from '../cards/types';
import type { ResolvedEntry, Zone } from '../rules/context-types';
import { printingKey, type Collection, type Finish } from './read';

/** The zones a player must own cards for: the Maybeboard is only being considered. */
const OWNED_ZONES: ReadonlySet<Zone> = new Set<Zone>(['commander', 'signature', 'companion', 'main', 'sideboard']);

export interface MissingCard {
  /** Canonical name. */
  name: string;
  /** The printing the deck names, when it names one. */
  set?: string;
  number?: string;
  /** Set when the deck asks for a foil or etched copy. */
  finish?: Exclude<Finish, 'nonfoil'>;
  needed: number;
  owned: number;
  missing: number;
  /** One copy's price in the card data (Scryfall's cheapest printing, of the data's date). */
  prices?: CardPrices;
}

export interface MissingReport {
  /** The deck's cards, needed and owned, in the deck's order; `missing` > 0 on the ones to buy. */
  cards: MissingCard[];
  neededCopies: number;
  missingCopies: number;
  /** The missing copies' price per currency in cents; null where no missing card has a price in it. */
  cents: { usd: number | null; eur: number | null; tix: number | null };
  /** Missing cards without a price in a currency that others have (each name once). */
  unpriced: string[];
  /** Names the card data does not know: neither owned nor priced. */
  unknown: string[];
}

interface Need {
  entry: ResolvedEntry;
  set?: string;
  number?: string;
  finish?: Exclude<Finish, 'nonfoil'>;
  quantity: number;
}

const finishOf = (e: ResolvedEntry): Exclude<Finish, 'nonfoil'> | undefined =>
  e.entry.markers.some((m) => m.kind === 'etched') ? 'etched' : e.entry.markers.some((m) => m.kind === 'foil') ? 'foil' : undefined;

/** Whether an owned printing (`set|number|finish`) is the one a deck line names. */
function fits(printing: string, need: Need): boolean {
  const [set, number, finish] = printing.split('|');
  if (need.set && set !== need.set.toLowerCase()) return false;
  if (need.number && number !== need.number.toLowerCase()) return false;
  return !need.finish || finish === need.finish;
}

/**
 * Compares the deck's cards with the collection. A line naming a printing (set, collector number, foil)
 * is matched with copies of that printing first; the other lines take any copies left of the card.
 */
export function missingCards(entries: readonly ResolvedEntry[], collection: Collection): MissingReport {
  const byCard = new Map<string, Need[]>();
  const unknown = new Set<string>();
  for (const e of entries) {
    if (!OWNED_ZONES.has(e.zone) || e.synthetic) continue;
    if (!e.card) {
      unknown.add(e.name);
      continue;
    }
    const need: Need = { entry: e, set: e.entry.set?.text, number: e.entry.collectorNumber?.text, finish: finishOf(e), quantity: e.entry.quantity };
    const list = byCard.get(e.card.name) ?? [];
    list.push(need);
    byCard.set(e.card.name, list);
  }
  const cards: MissingCard[] = [];
  for (const [name, needs] of byCard) {
    const owned = collection.cards.get(name);
    const left = new Map(owned?.printings ?? []);
    const take = (need: Need, wanted: number): number => {
      let got = 0;
      for (const [printing, n] of left) {
        if (got === wanted) break;
        if (!fits(printing, need) || n === 0) continue;
        const k = Math.min(n, wanted - got);
        left.set(printing, n - k);
        got += k;
      }
      return got;
    };
    const specific = needs.filter((n) => n.set || n.number || n.finish);
    const general = needs.filter((n) => !(n.set || n.number || n.finish));
    const prices = needs[0].entry.card?.prices;
    for (const need of specific) {
      const got = take(need, need.quantity);
      cards.push({ name, set: need.set, number: need.number, finish: need.finish, needed: need.quantity, owned: got, missing: need.quantity - got, prices });
    }
    if (general.length) {
      const wanted = general.reduce((s, n) => s + n.quantity, 0);
      const got = take({ entry: general[0].entry, quantity: wanted }, wanted);
      cards.push({ name, needed: wanted, owned: got, missing: wanted - got, prices });
    }
  }
  const cents: MissingReport['cents'] = { usd: null, eur: null, tix: null };
  const unpriced = new Set<string>();
  for (const c of ['usd', 'eur', 'tix'] as const) {
    const priced = cards.filter((m) => m.missing > 0 && priceCents(m.prices, c) !== undefined);
    if (!priced.length) continue;
    cents[c] = priced.reduce((s, m) => s + priceCents(m.prices, c)! * m.missing, 0);
    for (const m of cards) if (m.missing > 0 && priceCents(m.prices, c) === undefined) unpriced.add(m.name);
  }
  return {
    cards,
    neededCopies: cards.reduce((s, m) => s + m.needed, 0),
    missingCopies: cards.reduce((s, m) => s + m.missing, 0),
    cents,
    unpriced: [...unpriced].sort((a, b) => a.localeCompare(b)),
    unknown: [...unknown].sort((a, b) => a.localeCompare(b)),
  };
}

function priceCents(p: CardPrices | undefined, c: 'usd' | 'eur' | 'tix'): number | undefined {
  const v = p?.[c];
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
}

export type BuyListTarget = 'tcgplayer' | 'cardkingdom' | 'cardmarket' | 'text';
export const BUY_LIST_TARGETS: readonly BuyListTarget[] = ['tcgplayer', 'cardkingdom', 'cardmarket', 'text'];

/**
 * The missing cards as a shop's list takes them, one line a card:
 * - tcgplayer: TCGplayer's Mass Entry, `2 Lightning Bolt [M10]` (the set code in brackets, when the deck names one);
 * - cardkingdom, cardmarket: `2 Lightning Bolt`, names only: the one line form every shop's list import reads
 *   (whether these two read a set code on the line was not confirmed when this was written, 2026-11-29);
 * - text: the decklist dialect with the printing, `2 Lightning Bolt (M10) 146 *F*`.
 * Split and double-faced cards are written with their full ` // ` name, which all of them accept.
 */
export function buyList(report: MissingReport, target: BuyListTarget): string {
  const lines: string[] = [];
  for (const m of report.cards) {
    if (m.missing <= 0) continue;
    if (target === 'tcgplayer') lines.push(`${m.missing} ${m.name}${m.set ? ` [${m.set.toUpperCase()}]` : ''}`);
    else if (target === 'text')
      lines.push(`${m.missing} ${m.name}${m.set ? ` (${m.set.toUpperCase()})${m.number ? ` ${m.number}` : ''}` : ''}${m.finish === 'foil' ? ' *F*' : m.finish === 'etched' ? ' *E*' : ''}`);
    else lines.push(`${m.missing} ${m.name}`);
  }
  // Several lines of one card without a printing (shops take a name once): add them up.
  if (target === 'cardkingdom' || target === 'cardmarket') {
    const sums = new Map<string, number>();
    for (const l of lines) {
      const [, n, name] = /^(\d+) (.*)$/.exec(l)!;
      sums.set(name, (sums.get(name) ?? 0) + Number(n));
    }
    return [...sums].map(([name, n]) => `${n} ${name}\n`).join('');
  }
  return lines.map((l) => `${l}\n`).join('');
}
