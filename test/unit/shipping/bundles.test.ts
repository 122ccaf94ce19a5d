// The bundles in dist/ are whole: a dependency whose main file requires its own files at run time
// (a UMD build) would make the bundle require a path that the .vsix does not hold, and the
// extension would not activate at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const BUNDLES = ['dist/client.js', 'dist/client-web.js', 'dist/server.js', 'dist/check-worker.js', 'dist/cli.js', 'dist/server-web.js'];

test('no bundle requires a relative path at run time (the .vsix holds the bundles only)', { skip: existsSync('dist/client.js') ? false : 'not built (npm run build)' }, () => {
  for (const file of BUNDLES) {
    const relative = [...readFileSync(file, 'utf8').matchAll(/\brequire\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => m[1]);
    assert.deepEqual(relative, [], file);
  }
});
