// What a locale is, for every door: the languages the messages are in, and how a locale name
// (a setting, an editor's language, a POSIX locale) reads as one of them. Each door chooses its
// locale its own way (the language server: lsp/locale.ts; the command line: cli/locale.ts) and
// words its messages through the catalog next to this file (catalog.ts).

export type Locale = 'en' | 'ja';

/** `ja`, `ja-JP`, `ja_JP.UTF-8` → ja; `en`, `en-US` (and any other language, for now) → en; `auto`, empty → undefined. */
export function localeOf(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (!v || v === 'auto') return undefined;
  return /^ja(?:[-_.@]|$)/.test(v) ? 'ja' : 'en';
}
