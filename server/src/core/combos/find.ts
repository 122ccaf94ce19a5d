// Which combos a deck holds, and which it is one card away from, over a compiled combo store.
import type { Color } from '../cards/types';
import type { CheckContext, Zone } from '../rules/context-types';
import { COMBO_MESSAGES as M } from './messages';
import { identityMask, type ComboStore } from './store';
import type { DeckCombos, FoundCombo, NearMiss } from './types';

export type { DeckCombos, FoundCombo, NearMiss } from './types';

/** A card of the deck as the matching sees it. */
export interface DeckCardInput {
  name: string;
  oracleId?: string;
  /** In the command zone (a commander or an Oathbreaker signature spell). */
  commander: boolean;
  /** Copies in the deck. */
  count: number;
}

export const DEFAULT_NEAR_MISS_LIMIT = 50;

/** Scratch counters per store, reused between calls (a call touches a few thousand at most). */
const scratch = new WeakMap<ComboStore, Uint8Array>();

/**
 * The combos whose every card is in the deck (a card the combo needs as commander only when it is
 * one) and whose identity fits `identity` (a WUBRG mask; undefined: any), and those missing exactly
 * one card that could be added (not one that must be the commander).
 */
export function findCombos(store: ComboStore, deck: readonly DeckCardInput[], identity: number | undefined, options: { nearMissLimit?: number } = {}): DeckCombos {
  const present = new Map<number, DeckCardInput>();
  for (const c of deck) {
    const i = store.cardIndex(c.name, c.oracleId);
    if (i === undefined) continue;
    const seen = present.get(i);
    present.set(i, seen ? { ...seen, commander: seen.commander || c.commander, count: seen.count + c.count } : c);
  }
  let counter = scratch.get(store);
  if (!counter) scratch.set(store, (counter = new Uint8Array(store.counts.variants)));
  const touched: number[] = [];
  for (const i of present.keys()) {
    for (const v of store.variantsOf(i)) {
      if (counter[v] === 0) touched.push(v);
      if (counter[v] < 255) counter[v]++;
    }
  }
  const found: number[] = [];
  const near: Array<[number, number]> = [];
  for (const v of touched) {
    const hits = counter[v];
    counter[v] = 0;
    const start = store.useStart[v];
    const end = store.useStart[v + 1];
    if (hits < end - start - 1) continue;
    if (identity !== undefined && (store.identity[v] & ~identity) !== 0) continue;
    let missing = -1;
    let missingCount = 0;
    let usable = true;
    for (let u = start; u < end && usable; u++) {
      const card = store.useCard[u];
      const info = store.useInfo[u];
      const have = present.get(card);
      if (!have || have.count < info >> 1) {
        missingCount++;
        missing = card;
        // A missing commander cannot be added to the deck.
        if (info & 1 || missingCount > 1) usable = false;
      } else if (info & 1 && !have.commander) usable = false;
    }
    if (!usable) continue;
    if (missingCount === 0) found.push(v);
    else near.push([v, missing]);
  }
  const byPopularity = (a: number, b: number) => store.popularity[b] - store.popularity[a] || a - b;
  found.sort(byPopularity);
  near.sort((a, b) => byPopularity(a[0], b[0]));
  const limit = options.nearMissLimit ?? DEFAULT_NEAR_MISS_LIMIT;
  const deckName = new Map<number, string>();
  for (const [i, c] of present) deckName.set(i, c.name);
  return {
    source: M.source(store.date),
    date: store.date,
    found: found.map((v) => {
      const combo = store.combo(v);
      const deckCards: string[] = [];
      for (let u = store.useStart[v]; u < store.useStart[v + 1]; u++) deckCards.push(deckName.get(store.useCard[u]) ?? store.cardName(store.useCard[u]));
      return { ...combo, deckCards };
    }),
    nearMisses: near.slice(0, limit).map(([v, missing]) => ({ combo: store.combo(v), missing: store.cardName(missing) })),
    nearMissTotal: near.length,
  };
}

const IN_GAME: ReadonlySet<Zone> = new Set<Zone>(['main', 'commander', 'signature', 'companion']);

function colorMask(colors: Iterable<Color>): number {
  return identityMask([...colors].join(''));
}

/** The deck's cards in the game (the deck, the command zone and a companion), for findCombos. */
export function deckCardInputs(ctx: CheckContext): DeckCardInput[] {
  const out = new Map<string, DeckCardInput>();
  for (const e of ctx.entries) {
    if (!e.card || !IN_GAME.has(e.zone)) continue;
    const commander = e.zone === 'commander' || e.zone === 'signature';
    const seen = out.get(e.key);
    if (seen) {
      seen.count += e.entry.quantity;
      seen.commander ||= commander;
    } else out.set(e.key, { name: e.card.name, oracleId: e.card.oracleId, commander, count: e.entry.quantity });
  }
  return [...out.values()];
}

/** The combos of a checked deck; the commanders' identity bounds them when the deck has commanders. */
export function deckCombos(ctx: CheckContext, store: ComboStore, options?: { nearMissLimit?: number }): DeckCombos {
  const identity = ctx.commanders.length && ctx.identity ? colorMask(ctx.identity) : undefined;
  return findCombos(store, deckCardInputs(ctx), identity, options);
}

/** The combos of the deck a card is part of (by the deck's name of the card). */
export function combosWithCard(combos: DeckCombos, name: string): FoundCombo[] {
  return combos.found.filter((c) => c.deckCards.includes(name));
}
