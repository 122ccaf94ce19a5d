// A second, independent client: Neovim's built-in LSP client (headless) with the configuration the
// README shows. It advertises older capabilities (no pull diagnostics, no inlay hints), so this also
// shows the server degrades gracefully. Skipped where nvim is not installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commanderDeck } from '../unit/rules/helpers';
import { SERVER, writeFixtureCards } from './lsp-client';

const nvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
const skip = !existsSync(SERVER) ? 'dist/server.js is not built' : nvim.status !== 0 ? 'nvim is not installed (apt-get install neovim)' : false;

test('Neovim with the README configuration: the server’s diagnostics, completion of a name of several words, a quick fix applied', { skip, timeout: 60_000 }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-nvim-'));
  try {
    const deck = path.join(dir, 'phelddagrif.edh');
    writeFileSync(deck, commanderDeck('Phelddagrif', ['Goblin Piker', 'Sol Rnig']));
    const out = path.join(dir, 'diagnostics.txt');
    const r = spawnSync('nvim', ['--headless', '--clean', '-u', path.resolve(__dirname, '../editors/neovim-decklist.lua'), deck], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 45_000,
      env: { ...process.env, HOME: dir, DECKLIST_LS: SERVER, DECKLIST_OUT: out, DECKLIST_CARDS: writeFixtureCards(dir), DECKLIST_CACHE_DIR: path.join(dir, 'cache') },
    });
    assert.ok(existsSync(out), `nvim wrote no diagnostics (status ${r.status}): ${r.stderr}`);
    const lines = readFileSync(out, 'utf8');
    assert.match(lines, /color-identity .*Goblin Piker/);
    assert.match(lines, /unknown-card .*Sol Rnig/);
    assert.match(lines, /^completed 1 Sol Ring$/m, 'a card name of several words, completed with the item\'s edit');
    assert.match(lines, /^fixed 1 Sol Ring$/m, 'the quick fix picked from the code action list, applied');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
