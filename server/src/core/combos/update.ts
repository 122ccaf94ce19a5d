// Downloads Commander Spellbook's combos and compiles their store, as the rulings are: the download
// is verified by compiling it (a truncated gzip or broken JSON fails the download, and the cached
// file and store stay as they were), then the store is written next to it atomically.
import path from 'node:path';
import { downloadSpellbookVariants, type DownloadOptions } from '../cards/download';
import { COMBO_MESSAGES as M } from './messages';
import { COMBOS_STORE_FILE, ComboStore, compileCombos, stampOf, writeAtomic } from './store';

export async function updateCombos(cacheDir: string, dl: DownloadOptions, onNotice?: (message: string) => void): Promise<ComboStore> {
  let compiled: Buffer | undefined;
  const store = path.join(cacheDir, COMBOS_STORE_FILE);
  await downloadSpellbookVariants(cacheDir, {
    ...dl,
    verify: async (tmp) => {
      onNotice?.(M.checking());
      // A rename keeps size and modification time: the stamp of the temporary file is the cached file's.
      const r = await compileCombos(tmp, stampOf(tmp));
      onNotice?.(M.compiled(r.variants, r.cards));
      compiled = r.bytes;
    },
    whenCached: () => {
      try {
        writeAtomic(store, compiled!);
      } catch {
        // An unwritable store is compiled again when opened.
      }
    },
  });
  // Not compiled here: another window or command had just downloaded and compiled it.
  return compiled ? ComboStore.load(store, compiled) : ComboStore.load(store);
}
