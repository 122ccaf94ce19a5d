// Quick fixes as the service computes them (the server only wraps them in versioned edits).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDecklistService } from '../../../server/src/core/index';
import { db } from '../rules/helpers';

const service = createDecklistService({ cards: db(), defaultFormat: 'legacy' });

test('quick fixes in an MTGO .dek (XML): a name is rewritten in place; lines are never deleted or moved', () => {
  const xml = '<?xml version="1.0"?>\n<Deck>\n<Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightnig Bolt" />\n<Cards CatID="2" Quantity="5" Sideboard="false" Name="Counterspell" />\n</Deck>\n';
  const check = service.check(xml, { fileName: 'deck.dek', format: 'legacy' });
  const fixes = service.fixes(check, xml, { range: { start: { line: 0, character: 0 }, end: { line: 4, character: 0 } }, diagnostics: check.diagnostics });
  assert.ok(fixes.some((f) => f.title === 'Change to "Lightning Bolt"'), fixes.map((f) => f.title).join('; '));
  assert.ok(fixes.every((f) => f.edits.every((e) => e.newText !== '' && e.range.start.line === e.range.end.line)), 'no deletions');
  assert.equal(service.fixAll(check, xml), undefined);
});
