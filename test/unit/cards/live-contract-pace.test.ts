// `npm run test:live` keeps each Scryfall endpoint's rate limit (scripts/live-contract-pace.ts;
// scryfall.com/docs/api/rate-limits: /cards/named 2 per second, all other methods 10 per second).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pacedForScryfall, scryfallEndpoint } from '../../../scripts/live-contract-pace';
import { duelLegalities } from '../../../scripts/live-contract-duel';

/** A clock that only moves when slept on, and records each request's start time. */
function fakeClock() {
  let t = 1000;
  return { now: () => t, sleep: async (ms: number) => void (t += ms), get t() { return t; } };
}

test("each endpoint's interval: 500 ms for /cards/named, /cards/search, /cards/random, /cards/collection; 100 ms for the rest; none off the API", () => {
  const api = 'https://api.scryfall.com';
  assert.deepEqual(scryfallEndpoint(`${api}/cards/named?exact=Force%20of%20Will`, api), { endpoint: '/cards/named', ms: 500 });
  assert.deepEqual(scryfallEndpoint(`${api}/cards/search?q=t%3Aangel`, api), { endpoint: '/cards/search', ms: 500 });
  assert.deepEqual(scryfallEndpoint(`${api}/cards/random`, api), { endpoint: '/cards/random', ms: 500 });
  assert.deepEqual(scryfallEndpoint(`${api}/cards/collection`, api), { endpoint: '/cards/collection', ms: 500 });
  assert.deepEqual(scryfallEndpoint(`${api}/bulk-data`, api), { endpoint: 'other', ms: 100 });
  assert.deepEqual(scryfallEndpoint(`${api}/cards/0000`, api), { endpoint: 'other', ms: 100 });
  assert.equal(scryfallEndpoint('https://data.scryfall.io/oracle-cards/x.jsonl', api), undefined);
  assert.equal(scryfallEndpoint('https://mtgjson.com/api/v5/Meta.json', api), undefined);
});

test('the Duel Commander witnesses are asked 500 ms apart; /bulk-data 100 ms after the last one of its own; other hosts at once', async () => {
  const api = 'https://api.example';
  const clock = fakeClock();
  const started: [string, number][] = [];
  const getJson = pacedForScryfall(async (url) => {
    started.push([url.replace(api, ''), clock.t]);
    return { legalities: { duel: 'banned' } };
  }, api, clock);
  await getJson(`${api}/bulk-data`);
  await duelLegalities(getJson, api);
  await getJson(`${api}/bulk-data`);
  await getJson('https://mtgjson.example/Meta.json');
  assert.deepEqual(started, [
    ['/bulk-data', 1000],
    ['/cards/named?exact=Force%20of%20Will', 1000],
    ['/cards/named?exact=Nadu%2C%20Winged%20Wisdom', 1500],
    ['/cards/named?exact=Oloro%2C%20Ageless%20Ascetic', 2000],
    ['/bulk-data', 2000],
    ['https://mtgjson.example/Meta.json', 2000],
  ]);
});
