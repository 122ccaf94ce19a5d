// The language the server speaks: the `decklist.locale` setting when it says `en` or `ja`, else the
// `locale` initialization option (the VS Code client sends its resolved setting there), else
// InitializeParams.locale (any LSP client's UI language), else English. In Japanese the card name
// table is wanted: an unset `decklist.languages` means `["Japanese"]`. What a locale is, and the
// catalog that words the messages in it, every door shares (server/src/l10n/).
import * as l10n from '@vscode/l10n';
import { localeOf, type Locale } from '../l10n/locale';
import type { ServerSettings } from './settings';

/** Whether a locale value is one the server speaks or defers on: nothing (or blank), `auto`, `en…` or `ja…`. */
function spokenLocale(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && /^\s*(?:(?:auto|en|ja)(?:[-_.@].*)?)?\s*$/i.test(value));
}

/** What to tell the user about a `decklist.locale` value that is not `auto`, `en` or `ja` (undefined when it is one). */
export function unknownLocaleNote(setting: unknown): string | undefined {
  if (spokenLocale(setting)) return undefined;
  return l10n.t('Decklist: decklist.locale is {0}, which is not "auto", "en" or "ja"; using English. Set it to "ja" for Japanese.', JSON.stringify(setting));
}

/**
 * The note for a language that decides the locale but is not one the server speaks: the
 * `decklist.locale` setting (shown: the user wrote it), else the `locale` initialization option or
 * InitializeParams.locale (logged: an editor in German sends `de` on every start). Undefined when
 * the value that decides is English, Japanese or nothing. Word it after the catalog is applied.
 */
export function localeNote(setting: unknown, initializationOption: unknown, clientLocale: unknown): { show: boolean; text: string } | undefined {
  if (!spokenLocale(setting)) return { show: true, text: unknownLocaleNote(setting)! };
  if (localeOf(setting)) return undefined;
  for (const [value, source] of [
    [initializationOption, 'option'],
    [clientLocale, 'client'],
  ] as const) {
    if (localeOf(value) === 'ja') return undefined;
    if (!spokenLocale(value)) {
      const shown = JSON.stringify(value);
      const text =
        source === 'option'
          ? l10n.t('Decklist: the "locale" initialization option is {0}; Decklist speaks English and Japanese, so messages are in English. Set "decklist.locale" to "ja" for Japanese.', shown)
          : l10n.t('Decklist: the editor\'s language is {0}; Decklist speaks English and Japanese, so messages are in English. Set "decklist.locale" to "ja" for Japanese.', shown);
      return { show: false, text };
    }
    if (localeOf(value) === 'en') return undefined;
  }
  return undefined;
}

/** The first of setting, initialization option and client language that names a locale. */
export function effectiveLocale(setting: unknown, initializationOption: unknown, clientLocale: unknown): Locale {
  return localeOf(setting) ?? localeOf(initializationOption) ?? localeOf(clientLocale) ?? 'en';
}

/** The settings as the locale makes them: Japanese card names when the languages are not set. */
export function withLocaleDefaults(settings: ServerSettings, locale: Locale): ServerSettings {
  if (locale !== 'ja' || !settings.languagesUnset) return settings;
  return { ...settings, languages: ['Japanese'] };
}
