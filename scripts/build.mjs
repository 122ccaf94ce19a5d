// Bundles the three front doors (VS Code client, language server, CLI) into dist/,
// then builds the offline card snapshot when its builder exists.
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
]);

// The decklist.config.json schema, for the editor's JSON validation (package.json jsonValidation).
copyFileSync('server/src/core/formats/config.schema.json', 'dist/decklist.config.schema.json');

if (existsSync('scripts/build-snapshot.mjs')) {
  const r = spawnSync(process.execPath, ['scripts/build-snapshot.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
