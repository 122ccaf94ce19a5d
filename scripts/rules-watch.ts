// npm run rules:watch [-- --saved DIR] [--json] [--write] [--today YYYY-MM-DD]
// Reads each official source (rules-watch-checks.ts) and prints every difference from
// data/rules.json with the source's date. Exit 0: none; 1: differences; 2: a source could not be read.
// A source whose answer lacks the structure its parser reads is reported as "could not read SOURCE"
// (exit 2, nothing written), never as differences.
// --saved DIR reads saved copies (DIR/<file>; Scryfall's extra pages as <file> with -2, -3… before
// .json) instead of the network. --write applies what needs no reading (the Game Changers list) to
// data/rules.json. --json prints { differences, unreadable } for the workflow.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { USER_AGENT } from '../server/src/core/cards/download';
import { parseRulesData, type RulesData } from '../server/src/core/rules-data';
import { SOURCES, applyDifferences, differenceLine, differencesOf, type Difference, type WatchSource } from './rules-watch-checks';

const RULES_FILE = path.resolve('data', 'rules.json');

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The first `bytes` of a file, gunzipped (AtomicCards.json.gz is large: its first cards show its keys). */
async function fetchHead(url: string, bytes = 4_000_000): Promise<string> {
  const res = await fetch(url, { headers: { 'User-Agent': USER_AGENT } });
  if (!res.ok || !res.body) throw new Error(`${url} answered HTTP ${res.status}`);
  const { createGunzip } = await import('node:zlib');
  const gunzip = createGunzip();
  const out: Buffer[] = [];
  let len = 0;
  gunzip.on('data', (c: Buffer) => {
    out.push(c);
    len += c.length;
  });
  gunzip.on('error', () => undefined); // cut on purpose
  const reader = res.body.getReader();
  while (len < bytes) {
    const { done, value } = await reader.read();
    if (done) break;
    gunzip.write(value);
    await new Promise((r) => setImmediate(r));
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(out).toString('utf8');
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { headers: { 'User-Agent': USER_AGENT, Accept: url.includes('api.') || url.endsWith('.json') ? 'application/json' : 'text/html' } });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return res.text();
}

/** The source's answer: one body, or every page of a Scryfall list (next_page, half a second apart: Scryfall's limit for searches). */
async function read(source: WatchSource, saved: string | undefined): Promise<string[]> {
  if (saved) {
    const first = path.join(saved, source.file);
    const bodies = [readFileSync(first, 'utf8')];
    const page = (n: number) => first.replace(/\.json$/, `-${n}.json`);
    if (first.endsWith('.json')) for (let n = 2; existsSync(page(n)); n++) bodies.push(readFileSync(page(n), 'utf8'));
    return bodies;
  }
  if (source.id === 'mtgjson-atomic') return [await fetchHead(source.url)];
  const bodies = [await fetchText(source.url)];
  if (source.id === 'scryfall-gamechangers') {
    for (let next = (JSON.parse(bodies[0]) as { next_page?: string }).next_page; next; next = (JSON.parse(bodies.at(-1)!) as { next_page?: string }).next_page) {
      await new Promise((r) => setTimeout(r, 500));
      bodies.push(await fetchText(next));
    }
  }
  return bodies;
}

async function run(): Promise<number> {
  const saved = option('--saved');
  const today = option('--today') ?? new Date().toISOString().slice(0, 10);
  const rules: RulesData = parseRulesData(readFileSync(option('--rules') ?? RULES_FILE, 'utf8'), 'data/rules.json');
  const differences: Difference[] = [];
  const unreadable: string[] = [];
  let gameChangerPages: unknown[] | undefined;
  for (const source of SOURCES) {
    let bodies: string[];
    try {
      bodies = await read(source, saved);
      differences.push(...differencesOf(source, bodies, rules, today));
      if (source.id === 'scryfall-gamechangers') gameChangerPages = bodies.map((b) => JSON.parse(b) as unknown);
    } catch (e) {
      unreadable.push(`[${source.id}] ${source.url}: ${(e as Error).message}`);
    }
  }
  if (process.argv.includes('--write') && gameChangerPages && differences.some((d) => d.action === 'write')) {
    writeFileSync(option('--rules') ?? RULES_FILE, JSON.stringify(applyDifferences(rules, gameChangerPages, today), null, 2) + '\n');
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify({ differences, unreadable }, null, 2));
  else {
    for (const d of differences) console.log(differenceLine(d));
    for (const u of unreadable) console.error(`could not read ${u}`);
    if (!differences.length && !unreadable.length) console.log(`No difference from data/rules.json (rules of ${rules.date}) in ${SOURCES.length} sources.`);
  }
  return unreadable.length ? 2 : differences.length ? 1 : 0;
}

run().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(2);
  },
);
