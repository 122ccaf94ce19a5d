// The language server's platform on Node.js: card data and downloads in the cache folder
// (core/cards/loader.ts), workspace files read from disk, large decks checked in a worker thread.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CachedRulings, COMBOS_STORE_FILE, defaultCacheDir, loadCurrentCombos, openCardDatabase, openCombos, updateCardData } from '../core/cards/index';
import type { KeptNote, ServerHost } from './host';
import { LargeDeckChecker } from './large-decks';

/** A note in a file of the cache folder; a folder that cannot be written keeps none (the note is then said each start). */
function fileNote(dir: () => string, name: string): KeptNote {
  return {
    read: () => {
      try {
        return readFileSync(path.join(dir(), name), 'utf8');
      } catch {
        return undefined;
      }
    },
    write: (value) => {
      try {
        mkdirSync(dir(), { recursive: true });
        writeFileSync(path.join(dir(), name), value);
      } catch {
        // Not kept: told again at the next start.
      }
    },
  };
}

export function nodeHost(env: Record<string, string | undefined> = process.env): ServerHost {
  const cacheDir = () => defaultCacheDir(env);
  return {
    cardData: {
      open: openCardDatabase,
      update: updateCardData,
      fileExists: existsSync,
      resolvePath: (root, file) => path.resolve(root ?? process.cwd(), file),
      env,
      rulings: (log) => new CachedRulings(cacheDir(), log),
      failureTold: fileNote(cacheDir, 'update-failure-told.txt'),
      combos: {
        path: path.join(cacheDir(), COMBOS_STORE_FILE),
        current: () => loadCurrentCombos(cacheDir()),
        open: (log) => openCombos(cacheDir(), log),
      },
    },
    readTextFile: (file) => readFileSync(file, 'utf8'),
    largeDecks: (log) => (LargeDeckChecker.available() ? new LargeDeckChecker(log) : undefined),
  };
}
