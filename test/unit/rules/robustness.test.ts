import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createDecklistService } from '../../../server/src/core';
import { BUILTIN_FORMATS } from '../../../server/src/core/formats';
import { db } from './helpers';

const svc = createDecklistService({ cards: db() });
const NAMES = ['Phelddagrif', 'Sol Ring', 'Island', 'Lurrus of the Dream-Den', 'Raised by Giants', 'Life // Death', 'Nope', '《生/Life》', 'Seven Dwarves'];
const line = fc.oneof(
  fc.string(),
  fc.tuple(fc.integer({ min: -2, max: 120 }), fc.constantFrom(...NAMES), fc.constantFrom('', ' *CMDR*', ' [Commander{top}]', ' (CMR) 1')).map(([q, n, m]) => `${q} ${n}${m}`),
  fc.constantFrom('Commander', 'Companion', 'Deck', 'Sideboard', 'Maybeboard', '', '// format: commander', '// commander: Phelddagrif', '// team: A', '// format: zzz', '<?xml'),
);

test('never throws, on any input and any format; every range lies inside the document', () => {
  fc.assert(
    fc.property(fc.array(line, { maxLength: 40 }), fc.constantFrom(...BUILTIN_FORMATS.map((f) => f.id)), (lines, format) => {
      const text = lines.join('\n');
      const r = svc.check(text, { format });
      const lineCount = r.document.lineCount;
      for (const d of r.diagnostics) {
        assert.ok(d.range.start.line >= 0 && d.range.end.line < Math.max(lineCount, 1), `${d.code} at ${JSON.stringify(d.range)} (${lineCount} lines)`);
        assert.ok(d.message.length > 0);
        assert.ok(['error', 'warning', 'information', 'hint'].includes(d.severity));
      }
    }),
    { numRuns: 300 },
  );
});

test('several files at once (teams) never throw either', () => {
  fc.assert(
    fc.property(fc.array(fc.array(line, { maxLength: 15 }), { minLength: 1, maxLength: 4 }), (decks) => {
      const files = decks.map((d, i) => ({ path: `d${i}.txt`, text: `// format: crossfire\n// team: T\n${d.join('\n')}` }));
      const rs = svc.checkFiles(files);
      assert.equal(rs.length, files.length);
    }),
    { numRuns: 100 },
  );
});

test('at most 1,000 diagnostics of one rule per deck, then one summary saying how many more (a 50,000-line list would flood)', () => {
  const lines = Array.from({ length: 1500 }, (_, i) => `1 Nonexistent Card ${i}`);
  const r = createDecklistService({ cards: db(), suggestionBudget: { names: 0, ms: 0 } }).check(lines.join('\n'));
  const unknown = r.diagnostics.filter((d) => d.code === 'unknown-card');
  assert.equal(unknown.length, 1001);
  const summary = unknown[1000];
  assert.equal(summary.range.start.line, 1000, 'the summary sits on the first line not listed');
  assert.deepEqual(summary.data, { reason: 'too-many-problems', omitted: 500 });
  assert.match(summary.message, /500 more "unknown-card" problems/);
  assert.equal(summary.severity, 'error');
  // Below the cap nothing changes.
  const small = svc.check(lines.slice(0, 999).join('\n'));
  assert.equal(small.diagnostics.filter((d) => d.code === 'unknown-card').length, 999);
});

test('no message grows with the input: a 10,000-character format value or name is cut in the middle (found by npm run fuzz)', () => {
  const long = 'commander'.repeat(1200);
  const r = svc.check(`// format: ${long}\nCompanion\n1 ${'x'.repeat(10_000)}\n1 Island\n`);
  assert.ok(r.diagnostics.length > 0);
  for (const d of r.diagnostics) assert.ok(d.message.length <= 2000, `${d.code}: ${d.message.length} characters`);
  const format = r.diagnostics.find((d) => d.code === 'format');
  assert.match(format!.message, /^Unknown format "commandercommander/);
  assert.match(format!.message, /…/);
  assert.match(format!.message, /instead\.$/, 'the end (what is done about it) is kept');
});
