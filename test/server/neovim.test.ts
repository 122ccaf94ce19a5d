// A second, independent client: Neovim's built-in LSP client (headless) with the configuration the
// README shows. It advertises older capabilities (no pull diagnostics, no inlay hints), so this also
// shows the server degrades gracefully. Skipped where nvim is not installed. The same session with
// the command installed from the npm package runs in npm-package.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { SERVER } from './lsp-client';
import { NEOVIM_EXPECTED, NEOVIM_MISSING, neovimSession } from './neovim-session';

const skip = !existsSync(SERVER) ? 'dist/server.js is not built' : NEOVIM_MISSING;

test('Neovim with the README configuration: the server’s diagnostics, completion of a name of several words, a quick fix applied', { skip, timeout: 60_000 }, () => {
  const { lines, report } = neovimSession({ server: SERVER });
  for (const [pattern, what] of NEOVIM_EXPECTED) assert.match(lines, pattern, `${what}\n${report}`);
});
