// A new deck's skeleton per format (New Deck…), and the snippets (snippets/decklist.json) that
// are the same text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BUILTIN_FORMATS, createFormatRegistry, deckSkeleton, parseDeck } from '../../../server/src/core/index';

const format = (id: string) => BUILTIN_FORMATS.find((f) => f.id === id)!;
/** The text a snippet leaves once its tab stops are passed over (placeholders kept). */
const expanded = (snippet: string) => snippet.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\{?\d+\}?/g, '');

test('Commander: format line, Commander with a placeholder line selected first, Companion, Deck (the cursor ends there), Maybeboard', () => {
  assert.equal(
    deckSkeleton(format('commander')),
    '// format: commander\n\nCommander\n1 ${1:commander name}\n\nCompanion\n\nDeck\n$0\n\nMaybeboard\n',
  );
});

test('a 60-card format: Companion, Deck and Sideboard, no commander line', () => {
  assert.equal(deckSkeleton(format('modern')), '// format: modern\n\nCompanion\n\nDeck\n$0\n\nSideboard\n');
});

test('Oathbreaker names its commander by its noun; a format without a companion has no Companion section', () => {
  const oathbreaker = deckSkeleton(format('oathbreaker'));
  assert.match(oathbreaker, /^Commander\n1 \$\{1:oathbreaker name\}$/m);
  const noCompanion = { ...format('commander'), id: 'house', companion: { allowed: false, fromSideboard: false } };
  assert.equal(deckSkeleton(noCompanion), '// format: house\n\nCommander\n1 ${1:commander name}\n\nDeck\n$0\n\nMaybeboard\n');
});

test('a house format of decklist.config.json gets the skeleton of what it extends, under its own id', () => {
  const registry = createFormatRegistry({ formats: { 'kitchen-table': { name: 'Kitchen Table', extends: 'commander' } }, severity: {} });
  assert.deepEqual(registry.errors, []);
  assert.match(deckSkeleton(registry.get('kitchen-table')!), /^\/\/ format: kitchen-table\n\nCommander\n1 \$\{1:commander name\}\n/);
});

test('every skeleton, expanded, parses with its format line and its sections and no parse problem', () => {
  for (const f of BUILTIN_FORMATS) {
    const doc = parseDeck(expanded(deckSkeleton(f)));
    assert.equal(doc.directives.find((d) => d.key === 'format')?.value, f.id, f.id);
    assert.deepEqual(doc.diagnostics, [], f.id);
  }
});

test('the snippets are the skeletons of their formats', () => {
  const snippets = JSON.parse(readFileSync('snippets/decklist.json', 'utf8')) as Record<string, { prefix: string; body: string[] }>;
  const formats: Record<string, string> = {
    'deck-commander': 'commander',
    'deck-60': 'constructed',
    'deck-brawl': 'brawl',
    'deck-oathbreaker': 'oathbreaker',
    'deck-pauper-commander': 'paupercommander',
  };
  assert.deepEqual(Object.keys(snippets).sort(), Object.keys(formats).sort());
  for (const [name, snippet] of Object.entries(snippets)) {
    assert.equal(snippet.prefix, name);
    assert.equal(snippet.body.join('\n'), deckSkeleton(format(formats[name])), name);
  }
});
