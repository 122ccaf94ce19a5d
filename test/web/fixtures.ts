// Writes the static files the web suite reads over http from the extension's own folder, where
// test-web serves them (test/web/run.mjs): stand-ins for Scryfall's bulk-data API in today's shape
// (descriptors with `jsonl_download_uri`, gzip JSON Lines; test/fixtures/scryfall-contract), made
// from the hand-written rules test cards.
//   fake-scryfall/        GET /bulk-data and the Oracle Cards file, as Scryfall serves them
//   fake-scryfall-moved/  GET /bulk-data naming the file in a field no version of the product
//                         knows (`parquet_download_uri`): every download fails, as in
//                         test/editor/suite/update-card-data.test.ts
// Usage: node --import tsx test/web/fixtures.ts DIR BASE_URL   (BASE_URL: where DIR is served)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { FAKE_SCRYFALL_DATE } from '../support/fake-scryfall';
import { descriptorFor, jsonLinesGzip } from '../support/scryfall-bulk';

const [dir, base] = process.argv.slice(2);
if (!dir || !base) throw new Error('usage: fixtures.ts DIR BASE_URL');

const body = jsonLinesGzip(RULES_CARDS);
const file = { type: 'oracle_cards', objects: RULES_CARDS, updatedAt: `${FAKE_SCRYFALL_DATE}T09:00:00.000+00:00` };

function write(name: string, data: (d: Record<string, unknown>) => Record<string, unknown>) {
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  const descriptor = data(descriptorFor(file, `${base}/${name}`, 'jsonl', body));
  writeFileSync(path.join(folder, 'bulk-data'), JSON.stringify({ object: 'list', has_more: false, data: [descriptor] }));
  writeFileSync(path.join(folder, 'oracle-cards.jsonl.gz'), body);
}

write('fake-scryfall', (d) => d);
write('fake-scryfall-moved', ({ jsonl_download_uri, ...d }) => ({ ...d, parquet_download_uri: jsonl_download_uri }));
