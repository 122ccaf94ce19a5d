// A stand-in for Scryfall's bulk-data API on a local server, in the shape Scryfall serves today
// (test/fixtures/scryfall-contract: descriptors with `jsonl_download_uri` + `compressed_size`, files
// of gzip JSON Lines) or, for the tests of the older shape, `download_uri` to one JSON array.
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// From test/support, or from out/editor-tests when the editor suite bundles this file.
export const CONTRACT_DIR = [path.resolve(__dirname, '..', 'fixtures', 'scryfall-contract'), path.resolve(__dirname, '..', '..', 'test', 'fixtures', 'scryfall-contract')].find((d) => existsSync(d)) ?? path.resolve(__dirname, '..', 'fixtures', 'scryfall-contract');

/** `GET /bulk-data` as Scryfall serves it today (the hand-written contract fixture). */
export function contractIndex(): { object: string; data: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(path.join(CONTRACT_DIR, 'bulk-data.json'), 'utf8'));
}

/** `GET /bulk-data` before 2026-07-20 (download_uri to a JSON array). */
export function oldContractIndex(): { object: string; data: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(path.join(CONTRACT_DIR, 'bulk-data-before-2026-07.json'), 'utf8'));
}

/** The objects of a contract JSON Lines fixture (`oracle-cards.jsonl`, `rulings.jsonl`). */
export function contractRecords(file: string): Record<string, unknown>[] {
  return readFileSync(path.join(CONTRACT_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** One object per line, no enclosing array, gzip-compressed as a file (not a Content-Encoding). */
export function jsonLinesGzip(objects: readonly unknown[]): Buffer {
  return gzipSync(Buffer.from(objects.map((o) => JSON.stringify(o)).join('\n') + '\n', 'utf8'));
}

export type BulkShape = 'jsonl' | 'json';

export interface BulkFile {
  /** `oracle_cards`, `rulings`, … */
  type: string;
  objects: readonly unknown[];
  updatedAt: string;
}

/**
 * A descriptor of one bulk file whose download lives under base: today's fields exactly
 * (jsonl), or the older ones (json). The other fields are those of the contract fixture.
 */
export function descriptorFor(file: BulkFile, base: string, shape: BulkShape, body: Buffer): Record<string, unknown> {
  const template = (shape === 'jsonl' ? contractIndex() : oldContractIndex()).data.find((d) => d.type === file.type) ?? contractIndex().data[0];
  const slug = file.type.replace(/_/g, '-');
  const common = {
    object: 'bulk_data',
    id: template.id,
    type: file.type,
    updated_at: file.updatedAt,
    uri: `${base}/bulk-data/${template.id}`,
    name: template.name,
    description: template.description,
  };
  return shape === 'jsonl'
    ? { ...common, jsonl_download_uri: `${base}/${slug}.jsonl.gz`, compressed_size: body.length }
    : { ...common, size: body.length, download_uri: `${base}/${slug}.json`, content_type: 'application/json', content_encoding: 'gzip' };
}

export interface BulkServerState {
  shape: BulkShape;
  /** Request paths in order. */
  urls: string[];
  headers: http.IncomingHttpHeaders[];
}

/**
 * A request handler serving `GET /bulk-data`, `GET /bulk-data/:type` and the files. Returns the
 * handler (for withLocalServer) and its state; `state.shape` may be changed between requests.
 */
export function bulkApi(files: readonly BulkFile[], shape: BulkShape = 'jsonl'): {
  state: BulkServerState;
  handler: (req: http.IncomingMessage, res: http.ServerResponse, base: string) => void;
} {
  const state: BulkServerState = { shape, urls: [], headers: [] };
  const bodies = new Map<string, { jsonl: Buffer; json: Buffer }>();
  for (const f of files) bodies.set(f.type, { jsonl: jsonLinesGzip(f.objects), json: Buffer.from(JSON.stringify(f.objects)) });
  const handler = (req: http.IncomingMessage, res: http.ServerResponse, base: string) => {
    const url = req.url ?? '';
    state.urls.push(url);
    state.headers.push(req.headers);
    const descriptor = (f: BulkFile) => descriptorFor(f, base, state.shape, bodies.get(f.type)![state.shape]);
    if (url === '/bulk-data') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ object: 'list', has_more: false, data: files.map(descriptor) }));
      return;
    }
    const byType = /^\/bulk-data\/([\w-]+)$/.exec(url);
    const typed = byType && files.find((f) => f.type.replace(/_/g, '-') === byType[1]);
    if (typed) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(descriptor(typed)));
      return;
    }
    for (const f of files) {
      const slug = f.type.replace(/_/g, '-');
      if (url === `/${slug}.jsonl.gz`) {
        const body = bodies.get(f.type)!.jsonl;
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': String(body.length) });
        res.end(body);
        return;
      }
      if (url === `/${slug}.json`) {
        const body = bodies.get(f.type)!.json;
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(body.length) });
        res.end(body);
        return;
      }
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ object: 'error', code: 'not_found', status: 404, details: `No such path ${url}` }));
  };
  return { state, handler };
}
