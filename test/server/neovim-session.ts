// Neovim's built-in LSP client, headless, with the README's Neovim 0.7 configuration read from
// README.md (readme-config.ts) and a player's keystrokes (test/editors/neovim-drive.lua), started
// as a new user starts it: `decklist-language-server` on PATH, an empty HOME, no card data of its
// own and no network (the download endpoints refuse connections), so the server downloads nothing
// and checks with the card data it bundles.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { newUser } from './readme-config';

export const NEOVIM_MISSING = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status !== 0 ? 'nvim is not installed (apt-get install neovim)' : false;

/**
 * Runs the session. `server`: the bundle that the `decklist-language-server` on PATH starts; `path`:
 * a PATH that already has the installed command.
 */
export function neovimSession(command: { server?: string; path?: string }): { lines: string; status: number | null; report: string } {
  const user = newUser('neovim-0.7', 'init.lua', command);
  try {
    const started = Date.now();
    const r = spawnSync('nvim', ['--headless', '--clean', '-u', user.config, '-S', path.resolve(__dirname, '../editors/neovim-drive.lua'), user.deck], {
      cwd: user.dir,
      encoding: 'utf8',
      timeout: 60_000,
      env: user.env,
    });
    const lines = existsSync(user.out) ? readFileSync(user.out, 'utf8') : '';
    return { lines, status: r.status, report: `nvim status ${r.status} after ${Date.now() - started} ms${r.error ? ` (${r.error.message})` : ''}; wrote:\n${lines}\nstderr: ${r.stderr}` };
  } finally {
    rmSync(user.dir, { recursive: true, force: true });
  }
}

/** What the session must show, whichever way the server was installed. */
export const NEOVIM_EXPECTED: Array<[RegExp, string]> = [
  [/^omnifunc option v:lua\.vim\.lsp\.omnifunc$/m, "the README's omnifunc"],
  [/color-identity .*Goblin Piker/, 'the off-color card'],
  // Neovim 0.7 declares no workspace/executeCommand: the advice is the command line.
  [/unknown-card Unknown card "Sol Rnig"\..* For current card data, run "decklist cards update" in a terminal and restart the language server\.$/m, 'the misspelt card, with the update route Neovim 0.7 can take'],
  [/^hover \*\*Goblin Piker\*\* \{1\}\{R\} \| \*Creature — Goblin Warrior\*/m, 'K shows the hover of the card under the cursor'],
  [/^fixed 1 Sol Ring$/m, 'the quick fix picked from \\a, applied'],
  // Neovim 0.7's own omnifunc (CTRL-X CTRL-O, then CTRL-Y), names of several words and a 《日本語名/ pair.
  [/^omnifunc 1 Sol Ring$/m, 'the omnifunc on "1 Sol R"'],
  [/^omnifunc 1 Atraxa, Praetors' Voice$/m, 'the omnifunc on "1 Atraxa, Pr"'],
  [/^omnifunc 1 《稲妻\/Lightning Bolt》$/m, 'the omnifunc on "1 《稲妻/Lightning Bo"'],
  [/^formatted 1 Counterspell$/m, '\\f formats "counterspell x1"'],
];
