// The deck lines as the rules see them, and what commander inference says of them: types of
// their own so that the inference module (commander-inference.ts), which context.ts calls, need
// not import context.ts back.
import type { Card } from '../cards/types';
import type { EntryNode, SectionKind } from '../parse/types';

/** Where an entry counts after commander detection. `signature` = Oathbreaker's signature spell. */
export type Zone = SectionKind | 'signature';

export interface ResolvedEntry {
  entry: EntryNode;
  card?: Card;
  zone: Zone;
  /** Grouping key: the canonical card name, or the written name for unknown cards. */
  key: string;
  /** The card's canonical name (data, lists, lookups), or the name as written for an unknown card. */
  name: string;
  /** The name a person reads in a message or a fix title: see shownName. */
  shown: string;
  /** True for an entry made from a `commander:` directive naming a card not in the list. */
  synthetic?: boolean;
}

export type CommanderSource = 'section' | 'marker' | 'tag' | 'directive' | 'inferred' | 'none';

export interface CommanderInference {
  entries: ResolvedEntry[];
  why: string;
  /**
   * When the commander was taken from its place in the list but leaves cards outside its color
   * identity, and several legends (or legal pairs) of the list would cover every card: those.
   */
  alternatives?: ResolvedEntry[][];
}
