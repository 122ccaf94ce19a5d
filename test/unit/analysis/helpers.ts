import { createDecklistService, type DecklistService } from '../../../server/src/core/index';
import { analysisDb } from '../../fixtures/analysis/cards';

let cached: DecklistService | undefined;
export function service(): DecklistService {
  cached ??= createDecklistService({ cards: analysisDb() });
  return cached;
}

export function analyze(text: string, format?: string) {
  const s = service();
  const check = s.check(text, { format });
  return { check, analysis: s.analysis(check) };
}

/** Every number in a JSON-able value is finite. */
export function assertNoNaN(value: unknown, path = '$'): void {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${path} is ${value}`);
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) assertNoNaN(v, `${path}.${k}`);
}
