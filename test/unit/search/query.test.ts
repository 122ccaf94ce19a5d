// The search language's parser: every key and its aliases, comparisons, negation, or, parentheses,
// and the errors (each names what is wrong).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseQuery, QueryError, usesKey, type QueryNode } from '../../../server/src/core/search';

/** A compact form of the tree: `key op value`, `-x`, `(a & b)`, `(a | b)`. */
function show(n: QueryNode): string {
  if (n.kind === 'term') return `${n.key}${n.op}${n.quoted ? JSON.stringify(n.value) : n.value}`;
  if (n.kind === 'not') return `-${show(n.item)}`;
  return `(${n.items.map(show).join(n.kind === 'and' ? ' & ' : ' | ')})`;
}

test('every key, by each of its spellings', () => {
  const cases: Record<string, string> = {
    'name:bolt': 'name:bolt',
    'n:bolt': 'name:bolt',
    't:goblin': 'type:goblin',
    'type:goblin': 'type:goblin',
    'o:draw': 'oracle:draw',
    'oracle:draw': 'oracle:draw',
    'c:wu': 'color:wu',
    'color:wu': 'color:wu',
    'id:wu': 'identity:wu',
    'identity:wu': 'identity:wu',
    'ci:wu': 'identity:wu',
    'mv:3': 'mv:3',
    'cmc:3': 'mv:3',
    'pow:2': 'pow:2',
    'power:2': 'pow:2',
    'tou:2': 'tou:2',
    'toughness:2': 'tou:2',
    'loy:3': 'loy:3',
    'loyalty:3': 'loy:3',
    'r:rare': 'rarity:rare',
    'rarity:rare': 'rarity:rare',
    'f:legacy': 'legal:legacy',
    'format:legacy': 'legal:legacy',
    'legal:legacy': 'legal:legacy',
    'banned:legacy': 'banned:legacy',
    'restricted:vintage': 'restricted:vintage',
    'is:commander': 'is:commander',
    'kw:flying': 'keyword:flying',
    'keyword:flying': 'keyword:flying',
    'include:extras': 'include:extras',
    'T:Goblin': 'type:Goblin',
  };
  for (const [q, want] of Object.entries(cases)) assert.equal(show(parseQuery(q)), want, q);
});

test('comparisons', () => {
  for (const op of ['=', '!=', '<', '<=', '>', '>=', ':']) assert.equal(show(parseQuery(`mv${op}3`)), `mv${op}3`);
  assert.equal(show(parseQuery('id<=wug')), 'identity<=wug');
  assert.equal(show(parseQuery('pow>tou')), 'pow>tou');
});

test('bare words, quoted phrases, exact names', () => {
  assert.equal(show(parseQuery('lightning bolt')), '(name:lightning & name:bolt)');
  assert.equal(show(parseQuery('"lightning bolt"')), 'name:"lightning bolt"');
  assert.equal(show(parseQuery('o:"draw a card"')), 'oracle:"draw a card"');
  assert.equal(show(parseQuery('!"Fire // Ice"')), 'exact="Fire // Ice"');
  assert.equal(show(parseQuery('!Counterspell')), 'exact=Counterspell');
  assert.equal(show(parseQuery('o:“draw a card”')), 'oracle:"draw a card"', 'curly quotes as typed on a phone');
});

test('negation, or, and, parentheses', () => {
  assert.equal(show(parseQuery('-t:creature')), '-type:creature');
  assert.equal(show(parseQuery('t:goblin or t:elf')), '(type:goblin | type:elf)');
  assert.equal(show(parseQuery('t:goblin OR t:elf')), '(type:goblin | type:elf)');
  assert.equal(show(parseQuery('c:r and t:goblin')), '(color:r & type:goblin)');
  assert.equal(show(parseQuery('c:r (t:goblin or t:elf) mv<=2')), '(color:r & (type:goblin | type:elf) & mv<=2)');
  assert.equal(show(parseQuery('-(t:goblin or t:elf)')), '-(type:goblin | type:elf)');
  assert.equal(show(parseQuery('a b or c d')), '((name:a & name:b) | (name:c & name:d))', 'and binds tighter than or');
  assert.equal(show(parseQuery('((t:elf))')), 'type:elf');
  assert.equal(show(parseQuery('')), '()', 'empty: no terms');
});

test('usesKey finds a term anywhere in the tree', () => {
  assert.ok(usesKey(parseQuery('t:elf (c:g or -id:wu)'), 'identity'));
  assert.ok(!usesKey(parseQuery('t:elf c:g'), 'identity'));
});

test('errors name what is wrong', () => {
  const err = (q: string, re: RegExp, key?: string) => {
    assert.throws(
      () => parseQuery(q),
      (e: unknown) => e instanceof QueryError && re.test(e.message) && (key === undefined || e.key === key),
      q,
    );
  };
  err('m:{R}{R}', /unsupported search key "m"/, 'm');
  err('set:lea', /unsupported search key "set".*supported: name/, 'set');
  err('(t:elf', /"\(" is never closed/);
  err('t:elf)', /"\)" has no matching "\("/);
  err('()', /empty parentheses/);
  err('o:"draw a', /quote .* never closed/);
  err('t:', /"t:" needs a value/, 't');
  err('t:elf or', /"or" must be followed/);
  err('or t:elf', /"or" must come between/);
  err('o:/draw.*card/', /regular expressions/);
  err('!', /must be followed by a card name/);
});
