// The card data's label is stored in English with the data; it is shown in the language in force:
// the offline snapshot's and "SOURCE of DATE" labels are worded by the catalog, a label the user
// gave is shown as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardDataLabel, SNAPSHOT_LABEL } from '../../../server/src/core/cards/index';
import { inJapanese } from '../../support/catalog';

test('the snapshot and source labels in Japanese; English unchanged; a user label as written', () => {
  const scryfall = { label: 'Scryfall Oracle Cards of 2026-11-20' };
  const atomic = { label: 'MTGJSON AtomicCards of 2026-11-20' };
  const own = { label: 'our league pool of 2026-01-01' };
  assert.equal(cardDataLabel({ label: SNAPSHOT_LABEL }), 'offline card data from January 2017');
  assert.equal(cardDataLabel(scryfall), scryfall.label);
  assert.equal(cardDataLabel(own), own.label);
  inJapanese(() => {
    assert.equal(cardDataLabel({ label: SNAPSHOT_LABEL }), '2017年1月のオフラインのカードデータ');
    assert.equal(cardDataLabel(scryfall), 'Scryfall Oracle Cards（2026-11-20）');
    assert.equal(cardDataLabel(atomic), 'MTGJSON AtomicCards（2026-11-20）');
    assert.equal(cardDataLabel(own), own.label, 'a label the user gave is shown as written');
  });
});
