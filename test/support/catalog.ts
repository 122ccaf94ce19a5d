// Running code with a message catalog in force: the package's Japanese bundle, or a pseudo-locale
// bundle made by @vscode/l10n-dev from the English one (every catalogued word accented, so words
// outside the catalog stand out). English again afterwards, whatever happens.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as l10n from '@vscode/l10n';

const L10N_DEV = path.resolve('node_modules', '@vscode', 'l10n-dev', 'dist', 'cli.js');

export function withCatalog<T>(contents: string, run: () => T): T {
  l10n.config({ contents });
  try {
    return run();
  } finally {
    l10n.config({ contents: {} });
  }
}

export function inJapanese<T>(run: () => T): T {
  return withCatalog(readFileSync('l10n/bundle.l10n.ja.json', 'utf8'), run);
}

let pseudo: string | undefined;

/** The pseudo-locale bundle of l10n/bundle.l10n.json (made once per process). */
export function pseudoCatalog(): string {
  if (pseudo !== undefined) return pseudo;
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-pseudo-'));
  try {
    copyFileSync('l10n/bundle.l10n.json', path.join(dir, 'bundle.l10n.json'));
    const r = spawnSync(process.execPath, [L10N_DEV, 'generate-pseudo', path.join(dir, 'bundle.l10n.json')], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`vscode-l10n-dev generate-pseudo failed: ${r.stderr}`);
    pseudo = readFileSync(path.join(dir, 'bundle.l10n.qps-ploc.json'), 'utf8');
    return pseudo;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function inPseudoLocale<T>(run: () => T): T {
  return withCatalog(pseudoCatalog(), run);
}
