// Texts more than one CLI command prints, through the message catalog.
import * as l10n from '@vscode/l10n';

/** Why a file could not be read, in words: "no such file", "it is a directory", else its error code or message. */
export function readFailure(e: unknown): string {
  const code = (e as { code?: string } | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return l10n.t('no such file');
    case 'EISDIR':
      return l10n.t('it is a directory');
    case 'EACCES':
      return l10n.t('permission denied');
    default:
      return code ?? (e instanceof Error ? e.message : String(e));
  }
}

/** "cannot read the file (no such file)". */
export function cannotReadFile(e: unknown): string {
  return l10n.t('cannot read the file ({0})', readFailure(e));
}

export function cannotLoadCardData(e: unknown): string {
  return l10n.t('cannot load card data: {0}', e instanceof Error ? e.message : String(e));
}

/**
 * The severity word of a FILE:LINE:COL: SEVERITY [CODE] line in the language in force (エラー, 警告,
 * 情報, ヒント), as GCC does in a Japanese locale. A tool that reads the lines runs with --locale en
 * (or LANG=C) or reads --json, whose "severity" never changes.
 */
export function severityWord(severity: 'error' | 'warning' | 'information' | 'hint'): string {
  switch (severity) {
    case 'error':
      return l10n.t({ message: 'error', comment: ['the severity word of a decklist check line: "deck.txt:2:3: error [copy-limit] …"'] });
    case 'warning':
      return l10n.t({ message: 'warning', comment: ['the severity word of a decklist check line: "deck.txt:2:3: error [copy-limit] …"'] });
    case 'information':
      return l10n.t({ message: 'information', comment: ['the severity word of a decklist check line: "deck.txt:2:3: error [copy-limit] …"'] });
    default:
      return l10n.t({ message: 'hint', comment: ['the severity word of a decklist check line: "deck.txt:2:3: error [copy-limit] …"'] });
  }
}

/** "note:" before a line that says more about the line above it (a related place, the card data in use). */
export function noteWord(): string {
  return l10n.t({ message: 'note:', comment: ['before a note line of decklist check: "deck.txt:6:1: note: Counterspell 1 copy"'] });
}
