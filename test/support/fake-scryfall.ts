// A local HTTP server that stands in for Scryfall's bulk-data API (DECKLIST_SCRYFALL_API), serving
// the hand-written rules test cards as Oracle Cards in today's shape: a descriptor with
// `jsonl_download_uri` and `compressed_size`, and a gzip JSON Lines file (see scryfall-bulk.ts).
// Used by the server and the editor tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { descriptorFor, jsonLinesGzip } from './scryfall-bulk';

export const FAKE_SCRYFALL_DATE = '2026-11-20';

export interface FakeScryfall {
  base: string;
  requests: string[];
  /** Lets the held download finish. */
  release(): void;
  /** From now on the index names the file in a field no version of the product knows (as `unknownShape`). */
  changeShape(): void;
  /** From now on the index says the file was updated at this time (Scryfall's `updated_at`). */
  setUpdatedAt(iso: string): void;
  close(): Promise<void>;
}

/**
 * With `hold`, the card file stops after 100 bytes (of the gzip file) until release() (to test
 * progress and cancellation). With `unknownShape`, the index names the file in a field no version
 * of the product knows (what a future change upstream looks like), so every download fails.
 */
export async function fakeScryfall(hold: boolean, options: { unknownShape?: boolean } = {}): Promise<FakeScryfall> {
  const body = jsonLinesGzip(RULES_CARDS);
  const file = { type: 'oracle_cards', objects: RULES_CARDS, updatedAt: `${FAKE_SCRYFALL_DATE}T09:00:00.000+00:00` };
  const requests: string[] = [];
  let unknownShape = !!options.unknownShape;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  if (!hold) release();
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === '/bulk-data') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const d = descriptorFor(file, base, 'jsonl', body);
      if (unknownShape) {
        d.parquet_download_uri = d.jsonl_download_uri;
        delete d.jsonl_download_uri;
      }
      res.end(JSON.stringify({ object: 'list', has_more: false, data: [d] }));
    } else if (req.url === '/oracle-cards.jsonl.gz') {
      res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': String(body.length) });
      res.write(body.subarray(0, 100));
      void released.then(() => res.end(body.subarray(100)));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    release,
    changeShape: () => (unknownShape = true),
    setUpdatedAt: (iso) => (file.updatedAt = iso),
    close: async () => {
      release();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

