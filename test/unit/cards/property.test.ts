import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIndex, loadIndex } from '../../../server/src/core/cards/compact-index';
import { normalizeCardName } from '../../../server/src/core/cards/normalize';
import { computeColorIdentity } from '../../../server/src/core/cards/color-identity';
import { sampleCards } from './helpers';
import { cardFromScryfall } from '../../../server/src/core/cards/scryfall-card';

const cards = sampleCards();
const file = path.join(mkdtempSync(path.join(tmpdir(), 'decklist-prop-')), 'p.dlidx');
writeFileSync(file, buildIndex(cards, { source: 'x', label: 'x', date: '2024-01-01', cards: 0, hasLegalities: true }, [], {}));
const db = loadIndex(file);

test('lookup, complete and suggest never throw and stay bounded on arbitrary input', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
      db.lookup(s);
      const c = db.complete(s, 10);
      assert.ok(c.length <= 10);
      const f = db.suggest(s, 3);
      assert.ok(f.length <= 3);
      for (const m of [...c, ...f]) assert.ok(m.score >= 0 && m.score <= 1, JSON.stringify(m));
    }),
    { numRuns: 400 },
  );
});

test('every card is found by its name however it is cased and spaced', () => {
  fc.assert(
    fc.property(fc.constantFrom(...cards), fc.boolean(), fc.nat(3), (card, upper, spaces) => {
      let written = upper ? card.name.toUpperCase() : card.name.toLowerCase();
      written = ' '.repeat(spaces) + written.replace(/ /g, ' '.repeat(spaces + 1)) + ' '.repeat(spaces);
      assert.equal(db.lookup(written)?.name, card.name, written);
    }),
  );
});

test('normalizeCardName is idempotent', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (s) => {
      const n = normalizeCardName(s);
      assert.equal(normalizeCardName(n), n);
    }),
    { numRuns: 500 },
  );
});

test('color identity is always a subset of WUBRG in order, and contains every mana-cost color', () => {
  const sym = fc.constantFrom('{W}', '{U}', '{B}', '{R}', '{G}', '{1}', '{C}', '{W/U}', '{2/B}', '{R/P}', '{G/U/P}', '{X}', '{S}');
  fc.assert(
    fc.property(fc.array(sym, { maxLength: 8 }), fc.string({ maxLength: 40 }), (cost, text) => {
      const r = computeColorIdentity({ manaCost: cost.join(''), oracleText: text });
      assert.deepEqual(r.identity, ['W', 'U', 'B', 'R', 'G'].filter((c) => r.identity.includes(c as never)));
      for (const s of cost) for (const ch of s.replace(/[{}]/g, '').split('/')) {
        if ('WUBRG'.includes(ch) && ch.length === 1) assert.ok(r.identity.includes(ch as never), `${s} in ${cost.join('')}`);
      }
      for (const reason of r.reasons) assert.ok(r.identity.includes(reason.color));
    }),
  );
});

test('any JSON shaped like card data either loads into a working index or is one CardDataError', async () => {
  const { readCardSource, CardDataError } = await import('../../../server/src/core/cards/sources');
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-prop-src-'));
  const keys = ['name', 'card_faces', 'mana_cost', 'type_line', 'oracle_text', 'colors', 'color_identity', 'color_indicator', 'legalities', 'layout', 'cmc', 'faceName', 'side', 'foreignData', 'manaCost', 'type', 'text', 'names', 'cards', 'object'];
  const { o } = fc.letrec((tie) => ({
    v: fc.oneof({ depthSize: 'small' }, fc.string(), fc.integer(), fc.constant(null), fc.constantFrom('meld', 'split', 'W', 'Japanese', 'a', 'b', 'Fire // Ice', '_____', 'a\nb', ''), fc.array(tie('v'), { maxLength: 3 }), tie('o')),
    o: fc.dictionary(fc.constantFrom(...keys), tie('v'), { maxKeys: 6 }),
  }));
  const shapes = fc.oneof(
    fc.array(o, { maxLength: 4 }).map((a) => JSON.stringify(a)),
    fc.array(o, { minLength: 1, maxLength: 4 }).map((a) => a.map((x) => JSON.stringify(x)).join('\n')),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.array(o, { maxLength: 3 }), { maxKeys: 3 }).map((d) => JSON.stringify({ meta: { date: '2024-01-01' }, data: d })),
    fc.dictionary(fc.constantFrom('LEA', 'ABC'), fc.record({ name: fc.string(), cards: fc.array(o, { maxLength: 3 }) }), { maxKeys: 2 }).map((d) => JSON.stringify(d)),
  );
  let n = 0;
  await fc.assert(
    fc.asyncProperty(shapes, async (text) => {
      const f = path.join(dir, `s${n++}.json`);
      writeFileSync(f, text);
      let r;
      try {
        r = await readCardSource(f, { languages: ['Japanese'] });
      } catch (e) {
        assert.ok(e instanceof CardDataError, String(e));
        return;
      }
      const idx = loadIndex(f + '.dlidx', buildIndex(r.cards, r.info, r.aliases));
      for (const c of r.cards) assert.ok(idx.lookup(c.name));
      idx.complete('a');
      idx.complete('_');
      idx.suggest('abc');
    }),
    { numRuns: 300 },
  );
});

test('an MTGJSON face name with a line break is one CardDataError naming the card, not a crash of the index (fast-check seed -1432235668)', async () => {
  const { readCardSource, CardDataError } = await import('../../../server/src/core/cards/sources');
  const f = path.join(mkdtempSync(path.join(tmpdir(), 'decklist-face-break-')), 'atomic.json');
  // The shape fast-check found: AtomicCards entries with face names and no name of their own.
  writeFileSync(f, JSON.stringify({ meta: { date: '2024-01-01' }, data: { '!': [{ faceName: 'a\nb' }, { faceName: 'meld' }] } }));
  await assert.rejects(readCardSource(f), (e) => {
    assert.ok(e instanceof CardDataError, String(e));
    assert.match(e.message, /card name "a\\nb \/\/ meld" contains a line break/);
    return true;
  });
});

test('a card whose name leaves no search key ("_____") alone in the index still completes', () => {
  const only = loadIndex(file + '.blank', buildIndex([cardFromScryfall({ name: '_____', type_line: 'Creature — Shapeshifter' })], { source: 'x', label: 'x', date: '2024-01-01', cards: 0, hasLegalities: false }));
  assert.equal(only.lookup('_____')?.name, '_____');
  assert.deepEqual(only.complete('a'), []);
  assert.deepEqual(only.suggest('abc'), []);
});
