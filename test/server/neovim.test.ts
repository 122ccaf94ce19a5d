// A second, independent client: Neovim's built-in LSP client (headless) with the configuration the
// README shows, read from the README, at its first start as a new user meets it: no card data, no
// network. Neovim 0.7 advertises older capabilities (no pull diagnostics, no inlay hints, no
// workspace/executeCommand), so this also shows the server degrades gracefully. Skipped where nvim is
// not installed. The same session with the command installed from the npm package runs in
// npm-package.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { SERVER } from './lsp-client';
import { NEOVIM_EXPECTED, NEOVIM_MISSING, neovimSession } from './neovim-session';

const skip = !existsSync(SERVER) ? 'dist/server.js is not built' : NEOVIM_MISSING;

test('Neovim with the README configuration, first start offline without card data: one message, no prompt; diagnostics, K, a quick fix, the omnifunc on names of several words, formatting', { skip, timeout: 90_000 }, () => {
  const { lines, status, report } = neovimSession({ server: SERVER });
  assert.equal(status, 0, `Neovim ended by itself, no prompt left it waiting\n${report}`);
  for (const [pattern, what] of NEOVIM_EXPECTED) assert.match(lines, pattern, `${what}\n${report}`);
  const told = lines.split('\n').filter((l) => l.startsWith('window/'));
  assert.deepEqual(told, [
    'window/showMessage 2 Decklist: the card data could not be updated: cannot reach 127.0.0.1:9: it refused the connection, so the service may be down; try again later. Decks are checked with offline card data from January 2017, so newer cards are unknown and legalities may be out of date.',
  ], report);
});
