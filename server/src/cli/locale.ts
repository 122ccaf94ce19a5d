// The CLI's language: --locale ja|en, else DECKLIST_LOCALE, else the POSIX locale (LC_ALL, then
// LC_MESSAGES, then LANG: ja_JP.UTF-8 → Japanese), else English. A value the CLI does not know
// (--locale fr, DECKLIST_LOCALE=klingon, LANG=fr_FR.UTF-8) is English with one note on stderr;
// C and POSIX are English without one.
import { localeOf, type Locale } from '../l10n/locale';
import { applyCatalog, localeInForce } from '../l10n/catalog';
import type { CliIO } from './io';

const KNOWN = /^(?:en|ja)(?:[-_.@].*)?$/i;
const POSIX_DEFAULT = /^(?:C|POSIX)(?:[.@].*)?$/i;
const HOW_TO_CHOOSE = 'the messages are in English or Japanese: use --locale ja|en or DECKLIST_LOCALE=ja|en';

export function cliLocale(flag: string | undefined, env: Record<string, string | undefined>): { locale: Locale; note?: string } {
  if (flag !== undefined) {
    const v = flag.trim();
    if (KNOWN.test(v)) return { locale: localeOf(v)! };
    return { locale: 'en', note: `--locale ${v ? JSON.stringify(v) : 'needs a value'}${v ? ' is not "ja" or "en"' : ''}; using English (${HOW_TO_CHOOSE}).` };
  }
  const own = env.DECKLIST_LOCALE?.trim();
  if (own && own.toLowerCase() !== 'auto') {
    if (KNOWN.test(own)) return { locale: localeOf(own)! };
    return { locale: 'en', note: `DECKLIST_LOCALE is ${JSON.stringify(own)}, which is not "ja" or "en"; using English.` };
  }
  // POSIX: the first of these that is set and not empty decides.
  const name = (['LC_ALL', 'LC_MESSAGES', 'LANG'] as const).find((k) => env[k] !== undefined && env[k]!.trim() !== '');
  if (!name) return { locale: 'en' };
  const posix = env[name]!.trim();
  if (KNOWN.test(posix)) return { locale: localeOf(posix)! };
  if (POSIX_DEFAULT.test(posix)) return { locale: 'en' };
  return { locale: 'en', note: `${name} is ${JSON.stringify(posix)}; ${HOW_TO_CHOOSE} (DECKLIST_LOCALE=en also drops this note). Using English.` };
}

/**
 * Takes `--locale X` / `--locale=X` out of a command's arguments (not after `--`, where every
 * argument is a file). `flag` is the last value given; a bare `--locale` at the end gives ''.
 */
export function takeLocaleOption(argv: string[]): { argv: string[]; flag?: string } {
  const rest: string[] = [];
  let flag: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const s = argv[i];
    if (s === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (s.startsWith('--locale=')) flag = s.slice('--locale='.length);
    else if (s === '--locale') {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) flag = '';
      else {
        flag = v;
        i++;
      }
    } else rest.push(s);
  }
  return { argv: rest, flag };
}

/**
 * Runs a command in the language its arguments and environment choose, before the command reads
 * its other arguments (so a usage error is already in that language); English again afterwards,
 * for in-process callers (tests, an embedding tool).
 */
export async function inCliLocale(argv: string[], io: CliIO, run: (argv: string[], locale: Locale) => Promise<number>): Promise<number> {
  const taken = takeLocaleOption(argv);
  const chosen = cliLocale(taken.flag, io.env);
  if (chosen.note) io.err(`decklist: ${chosen.note}`);
  const locale = applyCatalog(chosen.locale, (line) => io.err(line));
  try {
    return await run(taken.argv, locale);
  } finally {
    applyCatalog('en', () => undefined);
  }
}

/**
 * The languages of card names a command reads: --lang, else $DECKLIST_LANG (the loader reads it),
 * else Japanese when the messages are Japanese, as the editor does under `decklist.locale: "ja"`
 * (then quietly: only a Japanese name that is not found says the table is missing).
 */
export function cardNameLanguages(flag: readonly string[] | undefined, env: Record<string, string | undefined>): { languages?: string[]; quietWhenNamesMissing?: boolean } {
  if (flag?.length) return { languages: [...flag] };
  if (env.DECKLIST_LANG?.trim()) return {};
  return localeInForce() === 'ja' ? { languages: ['Japanese'], quietWhenNamesMissing: true } : {};
}
