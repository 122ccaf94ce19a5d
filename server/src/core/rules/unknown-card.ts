import * as l10n from '@vscode/l10n';
import type { CardDatabase } from '../cards/types';
import { DEFAULT_SUGGESTION_BUDGET, type CheckContext, type SuggestionBudget } from './context';
import { collector, type Rule } from './rule';
import { inWritingOf } from '../cards/writing';
import { cardDataMayBeOlderThanDeck } from '../cards/freshness';
import { listSeparator } from '../words';
import { japaneseNamesAdvice, otherLanguageNamesAdvice, updateCardDataAdvice, type Door } from '../doors';
import { nameLanguages, type NameLanguage } from '../cards/name-language';

/**
 * Fuzzy suggestions cost milliseconds per name; an editor re-checks the same deck on every
 * keystroke, so remember them per card database (bounded).
 */
const SUGGESTION_CACHE = new WeakMap<CardDatabase, Map<string, string[]>>();
const CACHE_LIMIT = 2000;

function cacheOf(db: CardDatabase): Map<string, string[]> {
  let cache = SUGGESTION_CACHE.get(db);
  if (!cache) {
    cache = new Map();
    SUGGESTION_CACHE.set(db, cache);
  }
  return cache;
}

function computeSuggestions(db: CardDatabase, cache: Map<string, string[]>, key: string, names: string[]): string[] {
  const out: string[] = [];
  for (const n of names) {
    for (const m of db.suggest(n, 3)) if (!out.includes(m.name)) out.push(m.name);
    if (out.length >= 3) break;
  }
  const result = out.slice(0, 3);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

/**
 * Spends one check's suggestion budget: remembered answers are free; fresh ones are computed until
 * the budget's name count or time runs out, then `undefined` (deferred).
 */
function suggestionSpender(db: CardDatabase, budget: SuggestionBudget): (names: string[]) => string[] | undefined {
  const cache = cacheOf(db);
  let computed = 0;
  let spentMs = 0;
  return (names) => {
    const key = lookupKey(names);
    const hit = cache.get(key);
    if (hit) return hit;
    if (computed >= budget.names || spentMs >= budget.ms) return undefined;
    const t0 = performance.now();
    const result = computeSuggestions(db, cache, key, names);
    spentMs += performance.now() - t0;
    computed++;
    return result;
  };
}

/**
 * Up to three suggestions for the names an unknown entry is looked up by, remembered with the
 * check's own (a hover over the same unknown line asks again and again).
 */
export function rememberedSuggestions(db: CardDatabase, names: string[]): string[] {
  const cache = cacheOf(db);
  const key = lookupKey(names);
  return cache.get(key) ?? computeSuggestions(db, cache, key, names);
}

/** The names an entry is looked up by, and the suggestion cache's key for them. */
function lookupKey(names: string[]): string {
  return names.join('\u0000');
}

/**
 * Computes and remembers the suggestions a check left deferred (at most DEFAULT_SUGGESTION_BUDGET
 * names, for at most `ms` milliseconds), so that checking the deck again shows them. Returns how
 * many were computed and whether deferred names remain (call again, after yielding).
 */
export function computeDeferredSuggestions(ctx: CheckContext, ms: number): { computed: number; remaining: boolean } {
  const cache = cacheOf(ctx.db);
  const t0 = performance.now();
  let computed = 0;
  let missing = 0;
  for (const e of ctx.entries) {
    if (e.card) continue;
    const names = e.entry.lookupNames;
    const key = lookupKey(names);
    if (cache.has(key)) continue;
    if (++missing > DEFAULT_SUGGESTION_BUDGET.names) break;
    // Stryker disable next-line EqualityOperator: elapsed time; > and >= differ only when the clock has not moved at all
    if (performance.now() - t0 >= ms) return { computed, remaining: true };
    computeSuggestions(ctx.db, cache, key, names);
    computed++;
  }
  return { computed, remaining: false };
}

/** A written name, cut short for a message (a "name" can be a whole 100 KB line). */
function shown(name: string): string {
  return name.length > 80 ? name.slice(0, 77) + '…' : name;
}

const CJK_NAME = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Said with every unknown name while the offline snapshot (cards up to January 2017) is in use: most
 * unknown names are then simply newer cards, and the fix is current data, not the spelling.
 */
const snapshotHint = (door: Door | undefined): string =>
  l10n.t({ message: ' The card data in use is the offline snapshot of January 2017: the card may simply be newer. {0}', args: [updateCardDataAdvice(door)], comment: ['{0} says how to get current card data'] });

/** Said with the suggestions for an unknown name when the card data is more than a week old (cards/freshness.ts); its date is said where its label is. */
export const olderDataHint = (): string => l10n.t(' The card may be newer than the card data.');

/**
 * Said with an unknown name written in Japanese that nothing resembles: the Japanese name table is
 * not downloaded (with it, a misspelt Japanese name gets suggestions), and how to download it.
 */
const japaneseNameTableHint = (door: Door | undefined, bothNames = false): string =>
  bothNames
    ? // The line already writes `日本語名/English Name`: the English half is what is misspelt or too new.
      l10n.t(' Check the spelling of the English name after the slash.')
    : l10n.t({ message: ' {0} Or write 《日本語名/English Name》.', args: [japaneseNamesAdvice(door)], comment: ['{0} says how to download the Japanese card names'] });

/** The line writes a Japanese name and its English name together (`《稲妻/Lightning Bolt》`): advising that notation repeats it. */
function writesBothNames(lookupNames: string[]): boolean {
  return lookupNames.length > 1 && lookupNames.some((n) => !CJK_NAME.test(n)) && lookupNames.some((n) => CJK_NAME.test(n));
}

/** A language's name as a message says it ("French", 「フランス語」). */
function languageText(l: NameLanguage): string {
  switch (l.language) {
    case 'French':
      return l10n.t('French');
    case 'German':
      return l10n.t('German');
    case 'Spanish':
      return l10n.t('Spanish');
    case 'Italian':
      return l10n.t('Italian');
    case 'Portuguese (Brazil)':
      return l10n.t('Portuguese');
    case 'Korean':
      return l10n.t('Korean');
    case 'Russian':
      return l10n.t('Russian');
    case 'Chinese Simplified':
      return l10n.t('simplified Chinese');
    case 'Chinese Traditional':
      return l10n.t('traditional Chinese');
    default:
      return l.language;
  }
}

/** "French", "French or Spanish", "French, Spanish, Italian or Portuguese". */
function languagesText(langs: NameLanguage[]): string {
  const names = langs.map(languageText);
  return names.length > 1 ? names.slice(0, -1).join(listSeparator()) + l10n.t(' or ') + names[names.length - 1] : names[0];
}

/**
 * Said with an unknown name that looks written in a language other than English and Japanese
 * (`Élémental de l'air`, `번개`, `闪电击`): which language, and how to download its names, which are
 * then read as Japanese names are.
 */
const otherLanguageHint = (door: Door | undefined, langs: NameLanguage[]): string =>
  l10n.t({
    message: ' The name looks written in {0}. {1}',
    args: [languagesText(langs), otherLanguageNamesAdvice(door, langs.map((l) => l.code), langs.map((l) => l.language))],
    comment: ['{0} is one language or several ("French or Spanish")', '{1} says how to download the names'],
  });

/** The card may be newer than the card data: check the spelling, or get current data. */
const spellingOrNewerHint = (door: Door | undefined): string =>
  l10n.t({ message: ' Check the spelling. If the card is new, the card data may be older than it. {0}', args: [updateCardDataAdvice(door)], comment: ['{0} says how to get current card data'] });

/**
 * The suggestions as a message says them, in the line's writing (`ロフェロス` is offered
 * 「ラノワールの使者ロフェロス」, as its quick fix writes it) and quoted as the language quotes.
 */
function suggestedNames(ctx: CheckContext, written: string, suggestions: string[]): string {
  const quoted = suggestions.map((s) => l10n.t({ message: '"{0}"', args: [inWritingOf(ctx.db, written, s)], comment: ['a card name quoted in a message'] }));
  return quoted.join(quoted.length === 2 ? l10n.t(' or ') : listSeparator());
}

/** A name the card data does not know, with up to three suggestions (the card data's label is said once elsewhere). */
export const unknownCardRule: Rule = {
  id: 'unknown-card',
  defaultSeverity: 'error',
  description: 'a card name the card data does not know',
  check(ctx) {
    const c = collector();
    const suggest = suggestionSpender(ctx.db, ctx.suggestionBudget);
    const snapshot = ctx.db.info.source === 'snapshot';
    // Dated data a while old: a suggested name is a guess, and the card may be newer than the data.
    const dated = !snapshot && cardDataMayBeOlderThanDeck(ctx.db.info);
    for (const e of ctx.entries) {
      if (e.card) continue;
      const written = e.entry.name;
      // A name on several lines costs one search: the spender remembers it (or, past the budget, defers it again).
      const suggestions = suggest(e.entry.lookupNames);
      const outside = e.zone === 'maybeboard' || e.zone === 'outside';
      // A name in another language: say which, and how to download its names. A name with no more than
      // an accent to tell (`Éclair`) only when nothing in the card data resembles it.
      const strong = nameLanguages(written);
      const langs = strong.length ? strong : suggestions?.length === 0 ? nameLanguages(written, true) : [];
      const other = langs.length > 0 && langs[0].language !== 'Japanese';
      // A Japanese name without the name table: no spelling can be suggested; the table is the fix.
      const hint = other
        ? (suggestions?.length ? l10n.t(' Did you mean {0}?', suggestedNames(ctx, written, suggestions)) : '') + otherLanguageHint(ctx.door, langs)
        : CJK_NAME.test(written) && !ctx.db.languageAliasCount
        ? japaneseNameTableHint(ctx.door, writesBothNames(e.entry.lookupNames))
        : !suggestions
        ? ctx.suggestionBudget.names === 0
          ? snapshot
            ? l10n.t(' Check the spelling.') + snapshotHint(ctx.door)
            : spellingOrNewerHint(ctx.door)
          : l10n.t(' This deck has too many unknown names to suggest spellings for all of them.') + (snapshot ? l10n.t(' Check the spelling.') + snapshotHint(ctx.door) : spellingOrNewerHint(ctx.door))
        : suggestions.length
          ? l10n.t(' Did you mean {0}?', suggestedNames(ctx, written, suggestions)) + (snapshot ? snapshotHint(ctx.door) : dated ? olderDataHint() : '')
          : CJK_NAME.test(written)
            ? ctx.db.languageAliasCount
              ? writesBothNames(e.entry.lookupNames)
                ? l10n.t(' Check the spelling of both names.')
                : l10n.t(' Check the spelling: a Japanese name is matched as printed on the card (a name printed in kanji is not found from its reading in kana). Or write 《日本語名/English Name》.')
              : japaneseNameTableHint(ctx.door, writesBothNames(e.entry.lookupNames))
            : snapshot
              ? l10n.t(' Check the spelling.') + snapshotHint(ctx.door)
              : spellingOrNewerHint(ctx.door);
      // Past the budget, `suggestionsDeferred` tells an editor to compute suggestions itself
      // (from `name`) when the user asks for a fix.
      const data: Record<string, unknown> = suggestions ? { suggestions, name: written } : { suggestions: [], name: written, suggestionsDeferred: true };
      c.push(
        ctx.report(
          unknownCardRule,
          e.entry.nameRange,
          l10n.t('Unknown card "{0}".{1}', shown(written), hint),
          { defaultSeverity: outside ? 'warning' : 'error', card: written, data },
        ),
      );
    }
    // A line without a count beside counted ones, and no card's name: the list's title or a remark.
    for (const entry of ctx.unread) {
      c.push(
        ctx.report(
          unknownCardRule,
          entry.range,
          l10n.t(
            'Line {0} was not read as a card: "{1}" has no count, unlike the lines of the list, and is no card name; it is left out of the counts. If it is a card, write its count, e.g. "1 {1}".',
            entry.line + 1,
            shown(entry.name),
          ),
          { defaultSeverity: 'information', card: entry.name, data: { reason: 'not-read-as-card', name: entry.name } },
        ),
      );
    }
    return c.out;
  },
};
