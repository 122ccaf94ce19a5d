// `npm run test:live`: asks the live api.scryfall.com/bulk-data and MTGJSON what they serve today and
// checks the fields the product relies on (scripts/live-contract-checks.ts). Needs the network, so it
// is never part of `npm test`; run it before a release. Reads only the index, Meta.json and the first
// few hundred KB of each file (the download is abandoned there).
// Exit: 0 the contract holds, 1 a change breaks it (the problems are listed), 2 a service cannot be reached.
// DECKLIST_SCRYFALL_API / DECKLIST_MTGJSON_API point it at a mirror (its own test does, at a stand-in).
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { MTGJSON_API, SCRYFALL_API, USER_AGENT } from '../server/src/core/cards/download';
import {
  checkAtomicCardsHead,
  checkBulkIndex,
  checkCardRecord,
  checkMtgjsonMeta,
  checkRulingRecord,
  type ContractReport,
} from './live-contract-checks';
import { checkDuelList, duelLegalities } from './live-contract-duel';

const HEAD_BYTES = 512 * 1024;
const headers = { 'User-Agent': USER_AGENT, Accept: 'application/json' };

class Unreachable extends Error {}

async function getJson(url: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  } catch (e) {
    throw new Unreachable(`cannot reach ${url} (${(e as Error).message})`);
  }
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return res.json();
}

/** The first bytes of a file, decompressed when it is gzip (by its magic bytes). */
async function head(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { 'User-Agent': USER_AGENT }, signal: AbortSignal.timeout(60_000) });
  } catch (e) {
    throw new Unreachable(`cannot reach ${url} (${(e as Error).message})`);
  }
  if (!res.ok || !res.body) throw new Error(`${url} answered HTTP ${res.status}`);
  const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
  const chunks: Buffer[] = [];
  let len = 0;
  let gz: boolean | undefined;
  const gunzip = createGunzip();
  const out: Buffer[] = [];
  let outLen = 0;
  gunzip.on('data', (c: Buffer) => {
    out.push(c);
    outLen += c.length;
  });
  gunzip.on('error', () => undefined); // the stream is cut on purpose
  for await (const c of body) {
    const b = c as Buffer;
    gz ??= b[0] === 0x1f && b[1] === 0x8b;
    if (gz) gunzip.write(b);
    else chunks.push(b);
    len += b.length;
    if (len >= HEAD_BYTES || outLen >= HEAD_BYTES) break;
  }
  body.destroy();
  if (!gz) return Buffer.concat(chunks).toString('utf8');
  // Every byte written comes out before 'close' (the cut stream ends with an error, ignored above).
  await new Promise<void>((r) => {
    gunzip.once('close', () => r());
    gunzip.end();
  });
  return Buffer.concat(out).toString('utf8');
}

/** The complete lines of a file's head (the last one may be cut). */
function firstLines(text: string, n: number): unknown[] {
  const lines = text.split('\n').slice(0, -1).filter((l) => l.trim());
  return lines.slice(0, n).map((l) => JSON.parse(l));
}

async function main(): Promise<number> {
  const all: { what: string; report: ContractReport }[] = [];
  const scryfall = (process.env.DECKLIST_SCRYFALL_API ?? SCRYFALL_API).replace(/\/+$/, '');
  const mtgjson = (process.env.DECKLIST_MTGJSON_API ?? MTGJSON_API).replace(/\/+$/, '');
  const index = (await getJson(`${scryfall}/bulk-data`)) as { data?: Record<string, unknown>[] };
  all.push({ what: `${scryfall}/bulk-data`, report: checkBulkIndex(index, process.env.DECKLIST_SCRYFALL_API ? new URL(scryfall) : undefined) });
  for (const [type, check] of [
    ['oracle_cards', checkCardRecord],
    ['rulings', checkRulingRecord],
  ] as const) {
    const entry = index.data?.find((d) => d?.type === type);
    const uri = (entry?.jsonl_download_uri ?? entry?.download_uri) as string | undefined;
    if (!uri) continue;
    const text = await head(uri);
    const report: ContractReport = { problems: [], notes: [] };
    if (entry?.jsonl_download_uri) {
      let records: unknown[] = [];
      try {
        records = firstLines(text, 200);
      } catch (e) {
        report.problems.push(`${uri}: the first lines are not one JSON object each (${(e as Error).message})`);
      }
      if (!records.length && !report.problems.length) report.problems.push(`${uri}: no complete line in the first ${HEAD_BYTES} bytes`);
      records.forEach((rec, i) => {
        const r = check(rec, `${type} line ${i + 1}`);
        report.problems.push(...r.problems);
        report.notes.push(...r.notes);
      });
    } else if (!text.trimStart().startsWith('[')) report.problems.push(`${uri}: neither JSON Lines nor a JSON array`);
    all.push({ what: uri, report });
  }
  // Duel Commander (issue 27): which committee's list Scryfall's `duel` legality follows.
  all.push({ what: `${scryfall}/cards/named (Duel Commander: which committee's list)`, report: checkDuelList(await duelLegalities(getJson, scryfall)) });
  all.push({ what: `${mtgjson}/Meta.json`, report: checkMtgjsonMeta(await getJson(`${mtgjson}/Meta.json`)) });
  all.push({ what: `${mtgjson}/AtomicCards.json.gz`, report: checkAtomicCardsHead(await head(`${mtgjson}/AtomicCards.json.gz`)) });

  let failed = 0;
  for (const { what, report } of all) {
    const ok = report.problems.length === 0;
    if (!ok) failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    for (const p of report.problems) console.log(`       problem: ${p}`);
    for (const n of [...new Set(report.notes)].slice(0, 20)) console.log(`       note: ${n}`);
  }
  console.log(`\n${all.length - failed} passed, ${failed} failed`);
  if (failed) console.log('The live services no longer match what the product relies on: update server/src/core/cards and test/fixtures/scryfall-contract.');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`test:live: ${(e as Error).message}`);
    process.exit(e instanceof Unreachable ? 2 : 1);
  },
);
