// Invariants of the code's shape that dependency-cruiser (npm run test:deps) does not check.
// docs/architecture.md says why they hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MAX_LINES = 800;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (name.endsWith('.ts')) out.push(p.split(path.sep).join('/'));
  }
  return out;
}

test(`no source file is longer than ${MAX_LINES} lines`, () => {
  const files = [...sources('server/src'), ...sources('client/src')];
  assert.ok(files.length > 100, 'the source folders were found');
  const long = files
    .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length }))
    .filter((x) => x.lines > MAX_LINES);
  assert.deepEqual(long, [], 'split these files along their parts');
});
