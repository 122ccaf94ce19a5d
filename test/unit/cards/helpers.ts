import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { cardFromScryfall } from '../../../server/src/core/cards/scryfall-card';
import type { Card } from '../../../server/src/core/cards/types';

export const projectRoot = path.resolve(__dirname, '..', '..', '..');
export const fixturesDir = path.join(projectRoot, 'test', 'fixtures', 'cards');
// ../shared beside the repository; DECKLIST_SHARED_DIR names it from a worktree elsewhere.
export const sharedDir = process.env.DECKLIST_SHARED_DIR || path.resolve(projectRoot, '..', 'shared');
export const sharedScryfall = path.join(sharedDir, 'carddata', 'cards.jsonl.gz');
export const sharedMtgjson = path.join(sharedDir, 'carddata', 'cards-mtgjson3-2017.jsonl.gz');
export const skipNoShared = (p: string) => (existsSync(p) ? false : `shared card data not found at ${p}; skipping`);

export function sampleObjects(): Record<string, unknown>[] {
  return JSON.parse(readFileSync(path.join(fixturesDir, 'scryfall-sample.json'), 'utf8'));
}

export function sampleCards(): Card[] {
  return sampleObjects().map(cardFromScryfall);
}

export function sampleCard(name: string): Card {
  const c = sampleCards().find((x) => x.name === name);
  if (!c) throw new Error(`fixture has no ${name}`);
  return c;
}
