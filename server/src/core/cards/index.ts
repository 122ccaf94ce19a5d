// Public surface of the card data layer.
export * from './types';
export { normalizeCardName, searchKey, lookupCandidates } from './normalize';
export { computeColorIdentity, symbolColors, stripReminderText } from './color-identity';
export type { ColorIdentityInput, ColorIdentityResult } from './color-identity';
export { readDeckbuilding } from './deckbuilding';
export { cardFromScryfall, CardRecordError } from './scryfall-card';
export { createMemoryCardDatabase, MemoryCardDatabase } from './memory-database';
export type { NameAlias } from './memory-database';
