// A simple, correct in-memory CardDatabase.
import { computeColorIdentity } from './color-identity';
import { MAX_CARD_NAME_LENGTH, lookupCandidates, normalizeCardName, searchKey } from './normalize';
import { LOW_RANK_LAYOUTS, NameSearch, arraySearchSource, playOrder } from './name-search';
import type { Card, CardDataInfo, CardDatabase, ColorReason, NameMatch, PrintedCard } from './types';

/** An alternative (e.g. Japanese) name of a card. */
export interface NameAlias {
  /** The alternative name as printed. */
  alias: string;
  /** The card's canonical English name (or any name lookup() finds). */
  name: string;
  /** Language, e.g. `Japanese`, when known. */
  language?: string;
  /** The card as printed in this language (name, type line, text), carried by one alias per card and language. */
  printed?: PrintedCard;
  /** A name printed on an English card (Scryfall printed_name/flavor_name), kept whatever languages are asked for. */
  englishPrint?: boolean;
}

/** Builds the exact-lookup table: full names win over face names. */
export function buildNameTable(
  names: readonly string[],
  faceNames: readonly (readonly string[])[],
  low: readonly boolean[] = [],
): Map<string, number> {
  const map = new Map<string, number>();
  // Deck cards first, then tokens & co.; full names before face names.
  for (const wantLow of [false, true]) {
    names.forEach((n, i) => {
      if (!!low[i] !== wantLow) return;
      const k = normalizeCardName(n);
      if (!map.has(k)) map.set(k, i);
    });
  }
  for (const wantLow of [false, true]) {
    faceNames.forEach((faces, i) => {
      if (!!low[i] !== wantLow) return;
      for (const f of faces) {
        const k = normalizeCardName(f);
        if (k && !map.has(k)) map.set(k, i);
      }
    });
  }
  return map;
}

export class MemoryCardDatabase implements CardDatabase {
  private readonly byName: Map<string, number>;
  private readonly byAlias = new Map<string, { card: number; alias: string }>();
  private search: NameSearch | undefined;
  private readonly aliasList: { alias: string; card: number }[] = [];
  /** Per card index: its printed versions by lower-case language. */
  private readonly printedOf = new Map<number, Map<string, PrintedCard>>();
  readonly languageAliasCount: number = 0;

  constructor(
    private readonly cards: Card[],
    readonly info: CardDataInfo,
    aliases: readonly NameAlias[] = [],
  ) {
    this.byName = buildNameTable(
      cards.map((c) => c.name),
      cards.map((c) => (c.faces.length > 1 ? c.faces.map((f) => f.name) : [])),
      cards.map((c) => LOW_RANK_LAYOUTS.has(c.layout)),
    );
    for (const a of aliases) {
      const card = this.byName.get(normalizeCardName(a.name));
      if (card === undefined) continue;
      if (a.printed) addPrinted(this.printedOf, card, a.printed);
      const k = normalizeCardName(a.alias);
      if (!k || this.byName.has(k) || this.byAlias.has(k)) continue;
      this.byAlias.set(k, { card, alias: a.alias });
      this.aliasList.push({ alias: a.alias, card });
      if (!a.englishPrint) this.languageAliasCount++;
    }
  }

  lookup(name: string): Card | undefined {
    if (name.length > MAX_CARD_NAME_LENGTH) return undefined;
    const direct = this.byName.get(normalizeCardName(name));
    if (direct !== undefined) return this.cards[direct];
    for (const cand of lookupCandidates(name)) {
      const k = normalizeCardName(cand);
      const i = this.byName.get(k) ?? this.byAlias.get(k)?.card;
      if (i !== undefined) return this.cards[i];
    }
    return undefined;
  }

  private searcher(): NameSearch {
    if (!this.search) {
      const entries: { key: string; card: number; alias?: string }[] = [];
      this.cards.forEach((c, i) => {
        entries.push({ key: searchKey(c.name), card: i });
        if (c.faces.length > 1) for (const f of c.faces) entries.push({ key: searchKey(f.name), card: i });
      });
      for (const a of this.aliasList) entries.push({ key: searchKey(a.alias), card: a.card, alias: a.alias });
      const src = arraySearchSource(entries, (i) => this.cards[i].name);
      src.low = (c) => LOW_RANK_LAYOUTS.has(this.cards[c].layout);
      src.playOrder = (c) => playOrder(this.cards[c]);
      this.search = new NameSearch(src);
    }
    return this.search;
  }

  complete(prefix: string, limit = 50): NameMatch[] {
    return this.searcher().complete(prefix, limit);
  }

  popular(limit: number, accept: (alias: string | undefined) => boolean): NameMatch[] {
    return this.searcher().popular(limit, accept);
  }

  suggest(name: string, limit = 3): NameMatch[] {
    return this.searcher().suggest(name, limit);
  }

  explainColorIdentity(card: Card): ColorReason[] {
    return computeColorIdentity(card).reasons;
  }

  printed(card: Card, language: string): PrintedCard | undefined {
    const i = this.byName.get(normalizeCardName(card.name));
    return i === undefined ? undefined : this.printedOf.get(i)?.get(language.toLowerCase());
  }

  /** Every card, in source order. */
  all(): readonly Card[] {
    return this.cards;
  }

  allCards(): Iterable<Card> {
    return this.cards;
  }
}

/** Records a card's printed version; the first one of a language wins (later printings of the same translation). */
export function addPrinted(to: Map<number, Map<string, PrintedCard>>, card: number, printed: PrintedCard): void {
  let byLanguage = to.get(card);
  if (!byLanguage) to.set(card, (byLanguage = new Map()));
  const key = printed.language.toLowerCase();
  if (!byLanguage.has(key)) byLanguage.set(key, printed);
}

/** An in-memory CardDatabase over the given cards (and optional alternative names). */
export function createMemoryCardDatabase(cards: Card[], info: CardDataInfo, aliases: readonly NameAlias[] = []): CardDatabase {
  return new MemoryCardDatabase(cards, info, aliases);
}
