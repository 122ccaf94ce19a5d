// Texts more than one CLI command prints, through the message catalog.
import * as l10n from '@vscode/l10n';

/** Why a file could not be read, from its error code: "cannot read the file (no such file)". */
export function cannotReadFile(code: string | undefined): string {
  switch (code) {
    case 'ENOENT':
      return l10n.t('cannot read the file (no such file)');
    case 'EISDIR':
      return l10n.t('cannot read the file (it is a directory)');
    case 'EACCES':
      return l10n.t('cannot read the file (permission denied)');
    case undefined:
      return l10n.t('cannot read the file');
    default:
      return l10n.t('cannot read the file ({0})', code);
  }
}

export function cannotLoadCardData(e: unknown): string {
  return l10n.t('cannot load card data: {0}', e instanceof Error ? e.message : String(e));
}
