// Public surface of the card data layer.
export * from './types';
export { normalizeCardName, searchKey, lookupCandidates } from './normalize';
export { computeColorIdentity, symbolColors, stripReminderText } from './color-identity';
export type { ColorIdentityInput, ColorIdentityResult } from './color-identity';
export { readDeckbuilding } from './deckbuilding';
export { cardFromScryfall, CardRecordError } from './scryfall-card';
export { createMemoryCardDatabase, MemoryCardDatabase } from './memory-database';
export type { NameAlias } from './memory-database';
export { readCardSource, CardDataError, CardCollector, collectScryfallLines } from './sources';
export type { CardSourceData, ReadSourceOptions, SourceFormat } from './sources';
export { buildIndex, loadIndex, CompactCardDatabase, IndexError, INDEX_FORMAT_VERSION } from './compact-index';
export {
  openCardDatabase,
  updateCardData,
  openSource,
  compileSource,
  defaultCacheDir,
  findSnapshot,
  SNAPSHOT_LABEL,
} from './loader';
export type { OpenCardDatabaseOptions, OpenedCardDatabase, CardDataOrigin } from './loader';
export { ageDays, DownloadError, DEFAULT_MAX_AGE_DAYS, refusedDownloadUrl, scryfallBulkLocation, USER_AGENT } from './download';
export type { DownloadOptions, CacheMeta } from './download';
export { describeCard } from './describe';
export { bundledLabel, cardDataLabel, cardDataSourceName, isBundledLabel, labelHasDate, packagedDataName, SOURCE_LABELS } from './label';
export type { DescribeOptions } from './describe';
export { languageNames, writeFileAtomic } from './loader';
export { CachedRulings, RulingsError, rulingSourceName } from './rulings';
export type { RulingsSource } from './rulings';
// Commander Spellbook's combos are downloaded, compiled and opened with the card data.
export { COMBOS_STORE_FILE, ComboError, ComboStore, loadCurrentCombos, openCombos } from '../combos/store';
export { COMBO_MESSAGES } from '../combos/messages';
// The rules data in force (data/rules.json, bundled or downloaded since) and its refresh.
export { parseRulesData, rulesData, rulesLabel, useRulesData, BUNDLED_RULES, RulesDataError } from '../rules-data';
export type { RulesData } from '../rules-data';
export { DEFAULT_RULES_URL, readCachedRules, rulesDueAfter, rulesFailureMessage, rulesUrlOf, useCachedRules } from '../rules-data/update';
export type { RulesUpdate } from '../rules-data/update';
