// Scryfall's rate limits per endpoint, kept by `npm run test:live` (scripts/live-contract.ts).
// Source: https://scryfall.com/docs/api/rate-limits (read 2026-11-29): "/cards/search, /cards/named,
// /cards/random, /cards/collection — 2/second (500ms); all other methods — 10/second (100ms)"; the
// file origins at *.scryfall.io have no rate limits. A 429 answer limits access for 30 seconds.

/** The least time between two requests to one endpoint of api.scryfall.com, in milliseconds. */
export const SCRYFALL_INTERVALS: readonly { path: string; ms: number }[] = [
  { path: '/cards/search', ms: 500 },
  { path: '/cards/named', ms: 500 },
  { path: '/cards/random', ms: 500 },
  { path: '/cards/collection', ms: 500 },
];
/** Every other method of the API. */
export const SCRYFALL_DEFAULT_INTERVAL = 100;

/**
 * The endpoint a URL of the Scryfall API (at `api`, the configured base) belongs to, and its
 * interval; undefined for a URL outside the API (a bulk file on *.scryfall.io, another service).
 */
export function scryfallEndpoint(url: string, api: string): { endpoint: string; ms: number } | undefined {
  const base = api.replace(/\/+$/, '');
  if (!url.startsWith(base + '/')) return undefined;
  const path = url.slice(base.length).replace(/[?#].*$/, '');
  const limited = SCRYFALL_INTERVALS.find((l) => path === l.path || path.startsWith(l.path + '/'));
  return limited ? { endpoint: limited.path, ms: limited.ms } : { endpoint: 'other', ms: SCRYFALL_DEFAULT_INTERVAL };
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

/**
 * Wraps a request function so that requests to each Scryfall endpoint start at least that
 * endpoint's interval apart (the 500 ms endpoints and "all other methods" counted separately, as
 * the page gives them); URLs outside the API pass straight through. Requests are made one at a time.
 */
export function pacedForScryfall<T>(request: (url: string) => Promise<T>, api: string, clock: Clock = realClock): (url: string) => Promise<T> {
  const last = new Map<string, number>();
  return async (url) => {
    const e = scryfallEndpoint(url, api);
    if (e) {
      const prev = last.get(e.endpoint);
      const wait = prev === undefined ? 0 : prev + e.ms - clock.now();
      if (wait > 0) await clock.sleep(wait);
      last.set(e.endpoint, clock.now());
    }
    return request(url);
  };
}
