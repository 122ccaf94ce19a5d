// Small card databases written for the legality and unknown-name tests: each test says which cards
// lack a legality key, which have none at all, and which are previewed, instead of reshaping the
// shared rules fixture. The cards are made up (no names or text from any card data).
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { CardDatabase, CardDataInfo } from '../../../server/src/core/cards/types';
import { card, legal } from '../../fixtures/rules/cards';

export const LABEL = 'legality test cards';

export const TEST_INFO: CardDataInfo = { source: 'scryfall-jsonl', label: LABEL, date: '2025-01-01', cards: 0, hasLegalities: true };

/** A vanilla creature, legal everywhere (rare, so not in Pauper's pool) unless `o` says otherwise. */
export function creature(name: string, o: Record<string, unknown> = {}): Record<string, unknown> {
  return card({ name, mana_cost: '{1}{G}', cmc: 2, type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2', colors: ['G'], color_identity: ['G'], legalities: legal(), ...o });
}

/** A card whose legalities lack `key` (data older than the format that uses it). */
export function withoutKey(name: string, key: string, o: Record<string, unknown> = {}): Record<string, unknown> {
  const l = legal();
  delete l[key];
  return creature(name, { legalities: l, ...o });
}

/** A card with no legalities at all. */
export function withoutLegalities(name: string, o: Record<string, unknown> = {}): Record<string, unknown> {
  const { legalities: _l, ...rest } = creature(name, o);
  return rest;
}

/** A previewed card (Scryfall's `preview` object, `not_legal` in every key it has) released on `release`. */
export function previewed(name: string, release: string, keys: string[] = Object.keys(legal())): Record<string, unknown> {
  return creature(name, {
    released_at: release,
    preview: { previewed_at: '2024-12-20', source: 'Written for the tests', source_uri: 'https://example.invalid/preview' },
    legalities: Object.fromEntries(keys.map((k) => [k, 'not_legal'])),
  });
}

export const BASICS = ['Island', 'Forest'].map((name) =>
  card({ name, mana_cost: '', cmc: 0, type_line: `Basic Land — ${name}`, oracle_text: '', colors: [], color_identity: [], rarity: 'common', legalities: legal({}, true) }),
);

/** A database of these cards and the basics; `info` overrides the data's info. */
export function cardDb(cards: Record<string, unknown>[], info: Partial<CardDataInfo> = {}): CardDatabase {
  const all = [...cards, ...BASICS];
  return createMemoryCardDatabase(all.map(cardFromScryfall), { ...TEST_INFO, cards: all.length, ...info });
}
