// `npm run test:live`: asks the live api.scryfall.com/bulk-data, MTGJSON and Commander Spellbook what
// they serve today and checks every key the product reads from them (scripts/live-contract-checks.ts:
// bulk-data fields, Scryfall's legality keys and layouts, MTGJSON's leadershipSkills, Spellbook's
// variant fields). Needs the network, so it is never part of `npm test`; run it before a release.
// Reads only the index, Meta.json and the first few hundred KB of each file (the download is
// abandoned there).
// Exit: 0 the contract holds, 1 a change breaks it (the problems are listed), 2 a service cannot be
// reached (no network here, or the service is down: said per service, nothing is judged for it).
// DECKLIST_SCRYFALL_API / DECKLIST_MTGJSON_API / DECKLIST_SPELLBOOK_API point it at a mirror (its own
// test does, at a stand-in).
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { MTGJSON_API, SCRYFALL_API, SPELLBOOK_API, USER_AGENT } from '../server/src/core/cards/download';
import {
  checkAtomicCardsHead,
  checkBulkIndex,
  checkCardRecord,
  checkMtgjsonMeta,
  checkRulingRecord,
  checkSpellbookHead,
  type ContractReport,
} from './live-contract-checks';
import { checkDuelList, duelLegalities } from './live-contract-duel';
import { pacedForScryfall } from './live-contract-pace';

const HEAD_BYTES = 512 * 1024;
const headers = { 'User-Agent': USER_AGENT, Accept: 'application/json' };

class Unreachable extends Error {}

async function fetchJson(url: string): Promise<unknown> {
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

type Outcome = { what: string; report: ContractReport } | { what: string; unreachable: string };

/** Runs one service's checks; a service that cannot be reached is said once, the others still run. */
async function service(what: string, run: (add: (what: string, report: ContractReport) => void) => Promise<void>): Promise<Outcome[]> {
  const out: Outcome[] = [];
  try {
    await run((w, report) => out.push({ what: w, report }));
  } catch (e) {
    if (!(e instanceof Unreachable)) throw e;
    out.push({ what, unreachable: e.message });
  }
  return out;
}

async function main(): Promise<number> {
  const scryfall = (process.env.DECKLIST_SCRYFALL_API ?? SCRYFALL_API).replace(/\/+$/, '');
  const mtgjson = (process.env.DECKLIST_MTGJSON_API ?? MTGJSON_API).replace(/\/+$/, '');
  const spellbook = (process.env.DECKLIST_SPELLBOOK_API ?? SPELLBOOK_API).replace(/\/+$/, '');
  // Each Scryfall endpoint's own rate limit (/cards/named 2 per second, the others 10).
  const getJson = pacedForScryfall(fetchJson, scryfall);
  const all: Outcome[] = [];
  all.push(
    ...(await service(`${scryfall}/bulk-data`, async (add) => {
      const index = (await getJson(`${scryfall}/bulk-data`)) as { data?: Record<string, unknown>[] };
      add(`${scryfall}/bulk-data`, checkBulkIndex(index, process.env.DECKLIST_SCRYFALL_API ? new URL(scryfall) : undefined));
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
        add(uri, report);
      }
      // Duel Commander (issue 27): which committee's list Scryfall's `duel` legality follows.
      add(`${scryfall}/cards/named (Duel Commander: which committee's list)`, checkDuelList(await duelLegalities(getJson, scryfall)));
    })),
  );
  all.push(
    ...(await service(`${mtgjson}/Meta.json`, async (add) => {
      add(`${mtgjson}/Meta.json`, checkMtgjsonMeta(await getJson(`${mtgjson}/Meta.json`)));
      add(`${mtgjson}/AtomicCards.json.gz`, checkAtomicCardsHead(await head(`${mtgjson}/AtomicCards.json.gz`)));
    })),
  );
  all.push(
    ...(await service(`${spellbook}/variants.json.gz`, async (add) => {
      add(`${spellbook}/variants.json.gz`, checkSpellbookHead(await head(`${spellbook}/variants.json.gz`)));
    })),
  );

  let failed = 0;
  let unreachable = 0;
  for (const o of all) {
    if ('unreachable' in o) {
      unreachable++;
      console.log(`SKIP ${o.what}`);
      console.log(`       not checked: ${o.unreachable}`);
      continue;
    }
    const ok = o.report.problems.length === 0;
    if (!ok) failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${o.what}`);
    for (const p of o.report.problems.slice(0, 20)) console.log(`       problem: ${p}`);
    if (o.report.problems.length > 20) console.log(`       … and ${o.report.problems.length - 20} more problems`);
    for (const n of [...new Set(o.report.notes)].slice(0, 20)) console.log(`       note: ${n}`);
  }
  const checked = all.length - unreachable;
  console.log(`\n${checked - failed} passed, ${failed} failed${unreachable ? `, ${unreachable} not reached` : ''}`);
  if (failed) console.log('The live services no longer match what the product relies on: update server/src/core/cards, server/src/core/combos/fields.ts and the contract fixtures (test/fixtures/scryfall-contract, test/fixtures/spellbook).');
  if (unreachable) console.log('Some services could not be reached (no network?): their contract was not checked. Run again with network access.');
  return failed ? 1 : unreachable ? 2 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`test:live: ${(e as Error).message}`);
    process.exit(1);
  },
);
