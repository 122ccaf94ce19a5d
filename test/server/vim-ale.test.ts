// A fourth, independent client: Vim 9 with ALE 3.3 (Debian's vim and vim-ale), with the vimrc the
// README shows, read from the README, at its first start as a new user meets it: no card data, no
// network. ALE declares little (no workspace/executeCommand, no window capabilities, plain-text
// hovers, no position encodings: it applies columns as bytes), and completes from the last word
// before the cursor. Vim has no headless mode: it runs with --not-a-term and a standard input that
// stays open (Vim reads keys from it), bounded by a timeout. Skipped where vim or vim-ale is not installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER } from './lsp-client';
import { newUser } from './readme-config';

/** Where Debian's vim-ale puts ALE (`packadd! ale` in the README's vimrc loads it). */
const DEBIAN_ALE = '/usr/share/vim/vimfiles/pack/dist-bundle/opt/ale/plugin/ale.vim';
const vim = spawnSync('vim', ['--version'], { encoding: 'utf8' });
const skip = !existsSync(SERVER)
  ? 'dist/server.js is not built'
  : vim.status !== 0 || !/\+timers/.test(vim.stdout)
    ? 'vim with timers is not installed (apt-get install vim)'
    : !existsSync(DEBIAN_ALE)
      ? 'ALE is not installed (apt-get install vim-ale)'
      : false;

/** Runs vim until it quits by itself, or kills it after `ms` (status null). */
function runVim(args: string[], cwd: string, env: NodeJS.ProcessEnv, ms: number): Promise<{ status: number | null; stderr: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('vim', args, { cwd, env, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr, ms: Date.now() - started });
    });
  });
}

test('Vim with ALE and the README vimrc, first start offline without card data: the message shown, problems, K, a quick fix from \\a, the omnifunc on names of several words', { skip, timeout: 120_000 }, async () => {
  const user = newUser('vim-ale', 'vimrc', { server: SERVER });
  try {
    const r = await runVim(['-N', '-u', user.config, '-i', 'NONE', '--not-a-term', '-S', path.resolve(__dirname, '../editors/vim-ale-drive.vim'), user.deck], user.dir, user.env, 90_000);
    const lines = existsSync(user.out) ? readFileSync(user.out, 'utf8').trim().split('\n') : [];
    const report = `vim status ${r.status} after ${r.ms} ms; wrote:\n${lines.join('\n')}\n--- stderr ---\n${r.stderr.slice(-2000)}`;
    assert.equal(r.status, 0, `Vim ended by itself, nothing left it waiting\n${report}`);
    assert.deepEqual(lines.filter((l) => l.startsWith('timeout')), [], report);
    // The failed background download, shown because the vimrc lowers ALE's message severity; once.
    assert.deepEqual(lines.filter((l) => l.startsWith('message ')), [
      'message Warning:decklist: Decklist: the card data could not be updated: cannot reach 127.0.0.1:9: it refused the connection, so the service may be down; try again later. Decks are checked with offline card data from January 2017, so newer cards are unknown and legalities may be out of date.',
    ], report);
    assert.equal(lines.find((l) => l.startsWith('omnifunc option ')), 'omnifunc option ale#completion#OmniFunc', report);
    // ALE declares no workspace/executeCommand: the advice is the command line.
    assert.deepEqual(lines.filter((l) => /^\d+:\d+ /.test(l)), [
      '4:1 legality-unknown Bans and the card pool of Commander were not checked: the card data (offline card data from January 2017) has no legalities. For card data with legalities, run "decklist cards update" in a terminal and restart the language server, or name such a file in the "decklist.cardData.path" setting.',
      "5:3 color-identity Goblin Piker has red ({R}) in its color identity, outside Phelddagrif's color identity {W}{U}{G}: {R} in its mana cost. Remove it, or choose a commander whose color identity includes red.",
      '6:3 unknown-card Unknown card "Sol Rnig". Check the spelling. The card data in use is the offline snapshot of January 2017: the card may simply be newer. For current card data, run "decklist cards update" in a terminal and restart the language server.',
    ], report);
    // K: the plain-text hover (ALE declares no Markdown) in the preview window.
    assert.match(lines.find((l) => l.startsWith('hover ')) ?? '', /^hover Goblin Piker \{1\}\{R\} \| Creature — Goblin Warrior · mana value 2 \| {2}\| 2\/1 \|/, report);
    assert.equal(lines.find((l) => l.startsWith('actions ')), 'actions Code Fixes: | 1) Change to "Sol Ring" | 2) Fix all safe problems in this deck | Type number and <Enter> (empty cancels): ', report);
    assert.equal(lines.find((l) => l.startsWith('fixed ')), 'fixed 1 Sol Ring', report);
    assert.deepEqual(lines.filter((l) => l.startsWith('omnifunc 1')), ['omnifunc 1 Sol Ring', "omnifunc 1 Atraxa, Praetors' Voice", 'omnifunc 1 《稲妻/Lightning Bolt》'], report);
  } finally {
    rmSync(user.dir, { recursive: true, force: true });
  }
});
