// Scryfall's card records as they are served today (test/fixtures/scryfall-contract/oracle-cards.jsonl,
// shape of 2026-11-27): the `prepare` layout, `front_card` records, and previewed cards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileSource } from '../../../server/src/core/cards/loader';
import { loadIndex } from '../../../server/src/core/cards/compact-index';
import { readCardSource } from '../../../server/src/core/cards/sources';
import { contractRecords } from '../../support/scryfall-bulk';

const tmp = mkdtempSync(path.join(tmpdir(), 'decklist-scryfall-today-'));
const jsonl = (name: string, records: unknown[]) => {
  const p = path.join(tmp, name);
  writeFileSync(p, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return p;
};

test('a front_card record never becomes a card, a name, a completion or a suggestion; a real card of the same name is the card', async () => {
  const records = contractRecords('oracle-cards.jsonl');
  const front = records.find((r) => r.layout === 'front_card')!;
  const bolt = records.find((r) => r.name === 'Lightning Bolt')!;
  // A front_card record that repeats a real card's name, listed before it.
  const file = jsonl('front.jsonl', [{ ...front, name: 'Lightning Bolt', id: 'x' }, ...records]);
  const read = await readCardSource(file);
  assert.deepEqual(read.cards.filter((c) => c.layout === 'front_card'), []);
  assert.equal(read.info.cards, records.length - 1);
  const { bytes } = await compileSource(file);
  const db = loadIndex(path.join(tmp, 'front.dlidx'), bytes);
  assert.equal(db.lookup('Front Card of the Tests'), undefined);
  assert.deepEqual(db.complete('Front Card').map((m) => m.name), []);
  assert.deepEqual(db.suggest('Front Card of the Test').filter((m) => m.name === 'Front Card of the Tests'), []);
  assert.equal(db.lookup('Lightning Bolt')?.layout, bolt.layout);
  assert.equal(db.lookup('Lightning Bolt')?.oracleText, bolt.oracle_text);
});

test('a prepare card (Secrets of Strixhaven) reads like an adventure: both names, the front face\'s types and cost', async () => {
  const file = jsonl('prepare.jsonl', contractRecords('oracle-cards.jsonl'));
  const { bytes } = await compileSource(file);
  const db = loadIndex(path.join(tmp, 'prepare.dlidx'), bytes);
  const card = db.lookup('Quillmane Adept')!;
  assert.equal(card.name, 'Quillmane Adept // Recite the Lesson');
  assert.equal(card.layout, 'prepare');
  assert.deepEqual(card.faces.map((f) => [f.name, f.manaCost, f.typeLine]), [
    ['Quillmane Adept', '{1}{U}', 'Creature — Human Wizard'],
    ['Recite the Lesson', '{U}', 'Sorcery'],
  ]);
  assert.equal(card.manaValue, 2);
  assert.equal(db.lookup('Recite the Lesson')?.name, 'Quillmane Adept // Recite the Lesson');
});

test('a previewed card: its legalities are marked as those before release, and its future release date is not the data\'s date', async () => {
  const records = contractRecords('oracle-cards.jsonl');
  const read = await readCardSource(jsonl('preview.jsonl', records));
  const herald = read.cards.find((c) => c.name === 'Herald of the Next Set')!;
  assert.equal(herald.previewRelease, '2026-09-25');
  // The newest released card in the file dates it (Sol Ring's 2026-06-13 printing), not the preview's release.
  assert.equal(read.info.date, '2026-06-13');
  // A released card that keeps its preview object, legal somewhere, is read as it is.
  assert.equal(read.cards.find((c) => c.name === 'Sol Ring')!.previewRelease, undefined);
  const released = await readCardSource(jsonl('released.jsonl', [{ ...records.find((r) => r.name === 'Herald of the Next Set')!, legalities: { commander: 'legal', future: 'legal', standard: 'legal' } }]));
  assert.equal(released.cards[0].previewRelease, undefined);
});
