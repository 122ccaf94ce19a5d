// The CLI's language: --locale ja|en, else DECKLIST_LOCALE, else the POSIX locale (LC_ALL, then
// LC_MESSAGES, then LANG: ja_JP.UTF-8 → Japanese), else English. A DECKLIST_LOCALE the CLI does not
// know is English with one note; a POSIX locale of another language (C, fr_FR) is simply English.
import { localeOf, type Locale } from '../lsp/locale';

export function cliLocale(flag: string | undefined, env: Record<string, string | undefined>): { locale: Locale; note?: string } {
  if (flag !== undefined) return { locale: localeOf(flag) ?? 'en' };
  const own = env.DECKLIST_LOCALE?.trim();
  if (own && own.toLowerCase() !== 'auto') {
    if (/^(?:en|ja)(?:[-_.@].*)?$/i.test(own)) return { locale: localeOf(own)! };
    return { locale: 'en', note: `DECKLIST_LOCALE is ${JSON.stringify(own)}, which is not "ja" or "en"; using English.` };
  }
  // POSIX: the first of these that is set and not empty decides.
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v.trim() !== '');
  return { locale: posix ? (localeOf(posix) ?? 'en') : 'en' };
}
