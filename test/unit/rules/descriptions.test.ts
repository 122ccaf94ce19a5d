// Each diagnostic code's one-line description is what the settings UI says of its severity
// (package.nls.json), with its default severity: the two cannot drift apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIAGNOSTIC_CODES } from '../../../server/src/core/rules';

test('every diagnostic code\'s description and default severity are the settings\' words for it', () => {
  const nls = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.nls.json'), 'utf8')) as Record<string, string>;
  const missing: string[] = [];
  for (const { code, description, defaultSeverity } of DIAGNOSTIC_CODES) {
    const shown = nls[`config.severity.code.${code}`];
    if (shown === undefined) missing.push(code);
    else assert.equal(shown, `\`${code}\`: ${description} (default: ${defaultSeverity}).`, code);
  }
  assert.deepEqual(missing, []);
});
