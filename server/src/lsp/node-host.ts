// The language server's platform on Node.js: card data and downloads in the cache folder
// (core/cards/loader.ts), workspace files read from disk, large decks checked in a worker thread.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CachedRulings, COMBOS_STORE_FILE, defaultCacheDir, loadCurrentCombos, openCardDatabase, openCombos, updateCardData } from '../core/cards/index';
import type { ServerHost } from './host';
import { LargeDeckChecker } from './large-decks';

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
