// Language server entry for Node.js (the desktop editor, other editors over stdio, the npm
// package): the connection and the platform's I/O; the wiring is lsp/serve.ts, shared with the
// web worker (server-web.ts). `decklist-language-server mcp` (what `npx -y decklist-language-server
// mcp` runs) is the MCP server of the package's other command, `decklist mcp`, run as a child with
// this process's stdio: the language server's bundle stays without it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { nodeHost } from './lsp/node-host';
import { serve } from './lsp/serve';

if (process.argv[2] === 'mcp') {
  const cli = path.join(__dirname, 'cli.js');
  if (!existsSync(cli)) {
    process.stderr.write('decklist-language-server mcp: the MCP server comes with the npm package: npx -y decklist-language-server mcp\n');
    process.exit(2);
  }
  const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
} else serve(createConnection(ProposedFeatures.all), nodeHost());
