// Bundles the three front doors (VS Code client, language server, CLI) into dist/, the web
// extension's client and server worker (vscode.dev, github.dev), then builds the offline card
// snapshot when its builder exists; its options (--bundle-download, --bundle-cards FILE
// --bundle-atomic FILE, …: scripts/build-snapshot.mjs) build today's card data instead.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);
mkdirSync('dist', { recursive: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  external: ['vscode'],
};

const shims = 'server/src/web/shims';
const web = {
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  sourcemap: true,
  minify: true,
  logLevel: 'warning',
  define: { __dirname: 'undefined' },
  alias: {
    'node:path': 'path-browserify',
    path: 'path-browserify',
    'node:zlib': `./${shims}/zlib.ts`,
    'node:url': `./${shims}/url.ts`,
    ...Object.fromEntries(
      ['node:fs', 'node:fs/promises', 'node:crypto', 'node:os', 'node:http', 'node:https', 'node:stream', 'node:worker_threads', 'node:child_process', 'stream-json', 'stream-json/filters/pick.js', 'stream-json/streamers/stream-array.js', 'stream-json/streamers/stream-object.js'].map((m) => [
        m,
        `./${shims}/unavailable.ts`,
      ]),
    ),
  },
};

await Promise.all([
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js' }),
  build({ ...common, entryPoints: ['server/src/server.ts'], outfile: 'dist/server.js', banner: { js: '#!/usr/bin/env node' } }),
  build({ ...common, entryPoints: ['server/src/check-worker.ts'], outfile: 'dist/check-worker.js' }),
  build({
    ...common,
    entryPoints: ['server/src/cli.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  }),
  // The web extension: its client runs in VS Code's web-worker extension host (only `vscode` may
  // be required there), its server in a Worker of its own. Node's modules are replaced by what a
  // browser has (server/src/web/shims): the web platform never reaches the file system.
  build({ ...web, entryPoints: ['client/src/extension-web.ts'], outfile: 'dist/client-web.js', format: 'cjs', external: ['vscode'] }),
  build({ ...web, entryPoints: ['server/src/server-web.ts'], outfile: 'dist/server-web.js', format: 'iife' }),
]);

// The decklist.config.json schema, for the editor's JSON validation (package.json jsonValidation).
copyFileSync('server/src/core/formats/config.schema.json', 'dist/decklist.config.schema.json');

if (existsSync('scripts/build-snapshot.mjs')) {
  const r = spawnSync(process.execPath, ['scripts/build-snapshot.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
