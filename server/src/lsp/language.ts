// The language the server speaks, kept as settings arrive: which locale (lsp/locale.ts), the
// catalog that words the messages (l10n/catalog.ts), and one note about a language it does not speak.
import { applyCatalog, localeInForce, type CatalogReader } from '../l10n/catalog';
import type { Locale } from '../l10n/locale';
import { effectiveLocale, localeNote, withLocaleDefaults } from './locale';
import type { ServerSettings } from './settings';

export interface LanguageEvents {
  /** A line for the log: a catalog that cannot be used (error), a language not spoken (info). */
  error(line: string): void;
  info(line: string): void;
  /** A note for the user: the `decklist.locale` setting names a language not spoken. */
  tell(text: string): void;
  /** The catalog in force changed: texts worded when read (config problems) must be worded again. */
  catalogChanged(): void;
}

export class ServerLanguage {
  locale: Locale = 'en';
  /** The note last given (given once per text). */
  private noteGiven: string | undefined;

  constructor(
    private readonly events: LanguageEvents,
    private readonly catalogs?: CatalogReader,
  ) {}

  /** Settings as sent, with the language they and the client give; applies the catalog. */
  apply(asSent: ServerSettings, clientLocales: { option: unknown; client: unknown } | undefined): ServerSettings {
    this.locale = effectiveLocale(asSent.locale, clientLocales?.option, clientLocales?.client);
    // A missing or broken catalog: English, said once.
    const before = localeInForce();
    if (applyCatalog(this.locale, (line) => this.events.error(line), this.catalogs) !== before) this.events.catalogChanged();
    // Worded in the catalog just applied (an unknown language means English).
    const note = localeNote(asSent.locale, clientLocales?.option, clientLocales?.client);
    if (note && note.text !== this.noteGiven) {
      this.noteGiven = note.text;
      if (note.show) this.events.tell(note.text);
      else this.events.info(note.text);
    }
    return withLocaleDefaults(asSent, this.locale);
  }
}
