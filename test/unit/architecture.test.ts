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

/** The relative imports and re-exports of a source file (type-only ones included), as file paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)) {
    const base = path.posix.join(path.posix.dirname(file), m[1]);
    for (const candidate of [`${base}.ts`, `${base}/index.ts`]) {
      try {
        if (statSync(candidate).isFile()) {
          out.push(candidate);
          break;
        }
      } catch {
        // not this one
      }
    }
  }
  return out;
}

test('building a deck\'s context reaches neither the combo search nor the bracket floor: checkDeck runs them as passes after it', () => {
  const start = 'server/src/core/rules/context.ts';
  const seen = new Set<string>([start]);
  const queue = [start];
  const reached: string[] = [];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of importsOf(file)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
      if (/^server\/src\/core\/(combos|brackets)\//.test(next)) reached.push(`${file} → ${next}`);
    }
  }
  assert.ok(seen.has('server/src/core/rules/commander-inference.ts'), 'the import scan follows context.ts into its modules');
  assert.deepEqual(reached, []);
});
