// Bundles the web suite (test/web/suite) for VS Code's web-worker extension host, where a module
// can require nothing but 'vscode': the tests, mocha's browser build and the `assert` package
// (with a small `process`, test/web/process-shim.js) all go into one file.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Builds `<outDir>/index.js` (running only the tests whose title matches `grep`, when given) and returns its absolute path. */
export async function buildWebSuite(outDir, { grep } = {}) {
  const outfile = path.join(outDir, 'index.js');
  await build({
    entryPoints: [path.join(root, 'test', 'web', 'suite', 'index.ts')],
    outfile,
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    format: 'cjs',
    sourcemap: 'inline',
    external: ['vscode'],
    inject: [path.join(root, 'test', 'web', 'process-shim.js')],
    define: { global: 'globalThis', WEB_SUITE_GREP: JSON.stringify(grep ?? '') },
    logLevel: 'warning',
  });
  return outfile;
}
