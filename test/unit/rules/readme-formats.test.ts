// The README's "Built in:" sentence and the Japanese README's "内蔵：" sentence name every
// built-in format id (issue 39, item 10: `competitivebrawl` was left out).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BUILTIN_FORMATS } from '../../../server/src/core/formats/builtin';

/** The paragraph that starts with `start`, up to the next blank line. */
function paragraph(file: string, start: string): string {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(start);
  assert.ok(at >= 0, `${file}: "${start}"`);
  return text.slice(at, text.indexOf('\n\n', at));
}

test('every built-in format id is named in both READMEs\' lists of built-in formats', () => {
  const ids = BUILTIN_FORMATS.map((f) => f.id);
  for (const [file, start] of [['README.md', 'Built in:'], ['README.ja.md', '内蔵：']] as const) {
    const p = paragraph(file, start);
    const missing = ids.filter((id) => !p.includes(`\`${id}\``));
    assert.deepEqual(missing, [], `${file}: ids missing from "${start}"`);
  }
  assert.ok(ids.includes('competitivebrawl'));
});
