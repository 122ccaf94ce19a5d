// The export scanner: only the variants (whole, by JSON.parse) and the top-level strings are kept,
// at any chunking; strings holding braces, quotes or a nested "variants" key do not confuse it; a
// cut or broken text throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ExportScanner, ScanError } from '../../../server/src/core/combos/scan';

function scan(text: string, chunk = text.length) {
  const meta: Record<string, string> = {};
  const variants: unknown[] = [];
  const s = new ExportScanner({ meta: (k, v) => (meta[k] = v), variant: (v) => variants.push(v) });
  for (let i = 0; i < text.length; i += chunk) s.feed(text.slice(i, i + chunk));
  s.end();
  return { meta, variants, sawVariants: s.sawVariants };
}

const TRICKY = {
  timestamp: '2026-11-20T04:00:00+00:00',
  other: { variants: [{ id: 'not this one' }], text: '"variants": [{' },
  version: 'v "quoted" } ]',
  variants: [
    { id: '1-2', description: 'Braces { and } and [ ] and \\" inside, and "variants":[', uses: [{ card: { name: 'A "B" \\ C' } }] },
    { id: '3', nested: { variants: [1, 2] }, text: '日本語 ✓' },
  ],
  aliases: [{ alias: '9', variant: '1-2' }],
};

test('variants and top-level strings come out whole, at any chunk size', () => {
  const text = JSON.stringify(TRICKY, null, 1);
  for (const chunk of [1, 2, 7, 64, text.length]) {
    const r = scan(text, chunk);
    assert.deepEqual(r.variants, TRICKY.variants, `chunk ${chunk}`);
    assert.deepEqual(r.meta, { timestamp: TRICKY.timestamp, version: TRICKY.version });
    assert.equal(r.sawVariants, true);
  }
});

test('a cut text, broken JSON in a variant, text after the end, or not an object: ScanError', () => {
  const text = JSON.stringify(TRICKY);
  assert.throws(() => scan(text.slice(0, text.length - 10)), (e: Error) => e instanceof ScanError && /ends early/.test(e.message));
  const at = text.indexOf('"uses"');
  assert.throws(() => scan(text.slice(0, at) + '"uses":[{,}]' + text.slice(at + 6)), /broken JSON/);
  assert.throws(() => scan(text + ' {}'), /text after the end/);
  assert.throws(() => scan('[1, 2]'), /not a JSON object/);
  assert.throws(() => scan(''), /empty/);
  assert.throws(() => scan('{"a": 1}}'), /text after the end|unbalanced/);
  assert.equal(scan('{"object":"list","data":[]}').sawVariants, false);
});
