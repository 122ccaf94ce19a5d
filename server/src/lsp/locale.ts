// The language the server speaks: the `decklist.locale` setting when it says `en` or `ja`, else the
// `locale` initialization option (the VS Code client sends its resolved setting there), else
// InitializeParams.locale (any LSP client's UI language), else English. In Japanese the card name
// table is wanted: an unset `decklist.languages` means `["Japanese"]`.
import type { ServerSettings } from './settings';

export type Locale = 'en' | 'ja';

/** `ja`, `ja-JP`, `ja_JP.UTF-8` → ja; `en`, `en-US` (and any other language, for now) → en; `auto`, empty → undefined. */
export function localeOf(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (!v || v === 'auto') return undefined;
  return /^ja(?:[-_.@]|$)/.test(v) ? 'ja' : 'en';
}

/** What to tell the user about a `decklist.locale` value that is not `auto`, `en` or `ja` (undefined when it is one). */
export function unknownLocaleNote(setting: unknown): string | undefined {
  if (setting === undefined || setting === null || (typeof setting === 'string' && /^\s*(?:auto|en|ja)(?:[-_.@].*)?\s*$/i.test(setting))) return undefined;
  return `Decklist: decklist.locale is ${JSON.stringify(setting)}, which is not "auto", "en" or "ja"; using English. Set it to "ja" for Japanese.`;
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
