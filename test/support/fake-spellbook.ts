// A stand-in for json.commanderspellbook.com in tests: serves the hand-written variants export
// (test/fixtures/spellbook/variants.ts) as /variants.json.gz and /variants.json, or a damaged copy.
import type http from 'node:http';
import { gzipSync } from 'node:zlib';
import { VARIANTS_EXPORT } from '../fixtures/spellbook/variants';

export type SpellbookMode = 'ok' | 'truncated-gzip' | 'broken-json' | 'interrupt' | 'missing';

export interface FakeSpellbook {
  mode: SpellbookMode;
  /** The export served (tests may change it between downloads). */
  data: unknown;
  urls: string[];
  /** Answers the request when it is for a Spellbook file; false otherwise. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

export function fakeSpellbook(): FakeSpellbook {
  const state: FakeSpellbook = {
    mode: 'ok',
    data: VARIANTS_EXPORT,
    urls: [],
    handle(req, res) {
      if (req.url !== '/variants.json.gz' && req.url !== '/variants.json') return false;
      state.urls.push(req.url);
      const text = JSON.stringify(state.data);
      let body = req.url.endsWith('.gz') ? gzipSync(text) : Buffer.from(text);
      if (state.mode === 'missing') {
        res.writeHead(404);
        res.end();
        return true;
      }
      if (state.mode === 'truncated-gzip') body = body.subarray(0, Math.floor(body.length * 0.6));
      if (state.mode === 'broken-json') {
        const mid = Math.floor(text.length / 2);
        body = gzipSync(text.slice(0, mid) + '"]]}{,' + text.slice(mid));
      }
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(body.length) });
      if (state.mode === 'interrupt') {
        res.write(body.subarray(0, 40));
        setTimeout(() => res.socket?.destroy(), 20);
        return true;
      }
      res.end(body);
      return true;
    },
  };
  return state;
}
