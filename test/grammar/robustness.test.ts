// The grammar on hostile input: any line tokenizes without an exception, its tokens cover the
// line exactly, a text line never leaks state into the next line, and long adversarial lines
// take time linear in their length (no catastrophic backtracking in the card-name rule).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { initialState, loadGrammar, type Grammar } from './textmate';

/** Characters that mean something in some dialect, plus ordinary ones. */
const ALPHABET = [
  ...'0123456789xX ',
  ' ',
  '\t',
  '\u3000',
  '\uFEFF',
  ...'()[]{}*#/:,^"\'&;.-+!?',
  '//',
  ' // ',
  ' # ',
  '《',
  '》',
  '『',
  '』',
  '／',
  '：',
  '稲妻',
  'Æ',
  '’',
  ...'abcFEMPSTZ',
  'SB:',
  'Sideboard',
  'Commander',
  'format',
  'noDeck',
  'CMDR',
  '(CMR)',
  '123',
  'CMD-248',
  '\u0000',
  '\uFFFD',
];
const lineArb = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 40 }).map((xs) => xs.join(''));

async function rootState(g: Grammar): Promise<unknown> {
  return g.tokenizeLine('', initialState()).ruleStack;
}

function assertCovers(line: string, tokens: { startIndex: number; endIndex: number }[]): void {
  let at = 0;
  for (const t of tokens) {
    assert.equal(t.startIndex, at, `tokens of ${JSON.stringify(line)} must be contiguous`);
    assert.ok(t.endIndex > t.startIndex || line.length === 0, `empty token in ${JSON.stringify(line)}`);
    at = t.endIndex;
  }
  assert.ok(at >= line.length, `tokens of ${JSON.stringify(line)} stop at ${at} of ${line.length}`);
}

test('any line tokenizes, is covered exactly, and a text line never colours the next one', async () => {
  const g = await loadGrammar();
  const root = await rootState(g);
  const next = '4 Lightning Bolt';
  const expectedNext = g.tokenizeLine(next, root).tokens.map((t) => t.scopes.join(' '));
  await fc.assert(
    fc.asyncProperty(lineArb, async (line) => {
      const r = g.tokenizeLine(line, root);
      assertCovers(line, r.tokens);
      // Only XML constructs and the Arena `About` block may span lines.
      const multiLine = /^[\s\uFEFF]*(<|about\s*$)/i.test(line);
      if (!multiLine) {
        const after = g.tokenizeLine(next, r.ruleStack).tokens.map((t) => t.scopes.join(' '));
        assert.deepEqual(after, expectedNext, `the line ${JSON.stringify(line)} changed how the next line is coloured`);
      }
    }),
    { numRuns: 400 },
  );
});

test('an unclosed XML tag or comment in a text list does not swallow the card lines after it', async () => {
  // An unfinished `<` that is not a tag is a card line; only real tags (`<Cards`, `<!--`) span lines.
  const g = await loadGrammar();
  const root = await rootState(g);
  const r = g.tokenizeLine('<3 Lightning Bolt', root);
  const after = g.tokenizeLine('4 Lightning Bolt', r.ruleStack);
  assert.ok(after.tokens.some((t) => t.scopes.includes('entity.name.type.card.decklist')));
});

test('hostile long lines tokenize in time linear in their length', async () => {
  const g = await loadGrammar();
  const root = await rootState(g);
  const shapes: Record<string, (n: number) => string> = {
    'many suffixes then a word': (n) => '1 X' + ' (AB) 1 *F* [a,b] ^c^'.repeat(n / 20) + ' junk',
    'many words': (n) => '1 ' + 'abc '.repeat(n / 4),
    'white space': (n) => '1 X' + ' '.repeat(n) + 'y',
    'open brackets': (n) => '1 X ' + ' [[(('.repeat(n / 5),
    'stars': (n) => '1 X ' + ' *a* *'.repeat(n / 6) + 'z',
    'slashes in 《》': (n) => '1 《' + '/'.repeat(n),
    'directive value': (n) => '// commander: ' + 'a '.repeat(n / 2),
    'header-like': (n) => 'Ramp' + ' '.repeat(n) + '(1',
  };
  // CPU time this process spends, not the clock: on a loaded machine the clock also counts the time
  // other processes ran, which made this test fail without any change to the grammar.
  const time = (line: string): number => {
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const before = process.cpuUsage();
      g.tokenizeLine(line, root);
      const spent = process.cpuUsage(before);
      best = Math.min(best, (spent.user + spent.system) / 1000);
    }
    return best;
  };
  for (const [name, make] of Object.entries(shapes)) {
    const small = time(make(5_000));
    const big = time(make(40_000));
    // 8x the length: linear is ~8x the time, quadratic ~64x. Allow noise on tiny timings.
    assert.ok(big < 3_000, `${name}: a 40,000-character line took ${big.toFixed(0)} ms`);
    assert.ok(big < Math.max(small, 2) * 24, `${name}: 5k → ${small.toFixed(1)} ms, 40k → ${big.toFixed(1)} ms (not linear)`);
  }
});
