// Bundles the editor test suite for the extension host (vscode and mocha stay external:
// the host provides vscode, mocha is resolved from the project's node_modules).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Builds out/editor-tests/index.js and returns its absolute path. */
export async function buildSuite() {
  const outfile = path.join(root, 'out', 'editor-tests', 'index.js');
  await build({
    entryPoints: [path.join(root, 'test', 'editor', 'suite', 'index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'inline',
    external: ['vscode', 'mocha'],
    logLevel: 'warning',
  });
  return outfile;
}
