// Formatting writes into the user's file: for any deck it must keep the exact multiset of cards
// (by section and card) and be idempotent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createDecklistService } from '../../../server/src/core/index';
import { db } from '../rules/helpers';

const service = createDecklistService({ cards: db(), defaultFormat: 'legacy' });

/** Section and card of every copy, by the card's canonical name when it is known. */
function cards(text: string): string[] {
  const check = service.check(text);
  const out: string[] = [];
  for (const r of check.context.entries) {
    if (r.synthetic) continue;
    for (let i = 0; i < r.entry.quantity; i++) out.push(`${r.entry.section}|${r.card?.name ?? r.entry.name.toLowerCase()}`);
  }
  return out.sort();
}

const names = ['Lightning Bolt', 'lightning bolt', 'Fire/Ice', 'Fire // Ice', 'Counterspell', 'Island', 'Sol Ring', 'Unknownish Card', 'Æther Vial', '《稲妻/Lightning Bolt》', 'Kitchen Finks'];
const line = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 30 }), fc.constantFrom(...names), fc.constantFrom('', ' (M10) 146', ' *F*', ' # note', ' [Ramp]')).chain(([q, n, rest]) =>
    fc.constantFrom(`${q} ${n}${rest}`, `${q}x ${n}${rest}`, `${n} x${q}`, n, `SB: ${q} ${n}`),
  ),
  fc.constantFrom('', '', '   ', 'Sideboard', 'Deck', 'Maybeboard', '// format: legacy', '// just a comment', '# comment', 'Creatures (12)'),
);
const deck = fc.tuple(fc.array(line, { maxLength: 40 }), fc.constantFrom('\n', '\r\n')).map(([lines, eol]) => lines.join(eol) + (lines.length % 2 ? eol : ''));

test('formatting keeps every card in its section and is idempotent', () => {
  fc.assert(
    fc.property(deck, (text) => {
      const once = service.format(service.check(text), text);
      assert.deepEqual(cards(once), cards(text), `before:\n${text}\nafter:\n${once}`);
      const twice = service.format(service.check(once), once);
      assert.equal(twice, once, 'formatting twice changes nothing');
    }),
    { numRuns: 300 },
  );
});

test('formatting examples: N Name style, canonical names, merged duplicates, blank lines', () => {
  const text = '\n4x lightning bolt\n\n\n\nSideboard\n2 Fire/Ice\nFire // Ice x2\n';
  assert.equal(service.format(service.check(text), text), '4 Lightning Bolt\n\nSideboard\n4 Fire // Ice\n');
  const japanese = '4 《稲妻/Lightning Bolt》\n';
  assert.equal(service.format(service.check(japanese), japanese), japanese, 'the bilingual notation is the player’s choice');
});
