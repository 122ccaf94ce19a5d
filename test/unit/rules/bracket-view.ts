// A service over the Commander Brackets test cards (and three rules test cards: a companion, a
// planeswalker and a red instant), and the bracket rule's diagnostics as a player sees them.
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { DecklistConfig } from '../../../server/src/core/formats';
import { createDecklistService } from '../../../server/src/core/index';
import type { ComboStore } from '../../../server/src/core/combos/store';
import { BRACKET_DB_CARDS } from '../../fixtures/brackets/cards';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { seen, type Seen } from './companion-view';
import { INFO, parseConfig } from './helpers';

const EXTRA = ['Lurrus of the Dream-Den', 'Chandra, Torch of Defiance', 'Lightning Bolt'];
const CARDS = [...BRACKET_DB_CARDS, ...RULES_CARDS.filter((c) => EXTRA.includes(String(c.name)))];
export const BRACKET_DB = createMemoryCardDatabase(CARDS.map(cardFromScryfall), { ...INFO, label: 'bracket rule test cards', cards: CARDS.length });

/** The bracket rule's diagnostics of a deck (and the one a check that throws leaves), checked as `format` with a config's "brackets" (and "formats") and Spellbook's combos. */
export function bracketSeen(text: string, o: { brackets?: unknown; formats?: unknown; format?: string; combos?: ComboStore } = {}): Seen[] {
  const config: DecklistConfig | undefined =
    o.brackets || o.formats ? parseConfig(JSON.stringify({ ...(o.brackets ? { brackets: o.brackets } : {}), ...(o.formats ? { formats: o.formats } : {}) })).config : undefined;
  const service = createDecklistService({ cards: BRACKET_DB, ...(config ? { config } : {}), ...(o.combos ? { combos: o.combos } : {}) });
  return service
    .check(text, { format: o.format ?? 'commander' })
    .diagnostics.filter((d) => d.code === 'bracket' || d.code === 'internal')
    .map(seen);
}
