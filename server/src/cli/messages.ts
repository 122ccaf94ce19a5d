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
