// Language server speed and memory, driving the real bundled server (dist/server.js --stdio) the
// way an editor does, with the 20,030-card Scryfall data of ../shared/carddata (or --cards PATH)
// and a 100-card Commander deck.
//   - a bare JSON-RPC round trip (a request the server has no handler for): the floor
//   - start → first diagnostics with a compiled index (median of several starts; target ≤ 400 ms)
//   - edit → diagnostics, from didChange sent to the publish received (p95 ≤ 5 ms)
//   - the same while typing card names letter by letter, so that each edit leaves a new unknown
//     name (p95 ≤ 3 ms: the spelling search must not delay the diagnostics)
//   - completion on a new line `1 <typed>` right after the edit that typed it, as VS Code asks on
//     each keystroke, apart for 1-, 2- and 3-letter prefixes and whole names (p95 ≤ 5 ms each, 200
//     samples each); hover p95 ≤ 5 ms, code actions p95 ≤ 10 ms; each hover follows an edit and so
//     includes checking the new version: hover on an unchanged document is shown apart
//   - edit → diagnostics p95 ≤ 3 ms
//   - resident memory with the index loaded and one deck open (≤ 130 MB)
//   - a 50,000-line file open in another tab: hover and completion in the 100-card deck meanwhile,
//     the big file's first diagnostics, and the server's peak memory
// All of it three times, side by side: English; Japanese (InitializeParams.locale "ja", the
// message catalog in force, no name table); Japanese with a Japanese name table (made up for every
// card, bench/japanese-sized.ts), as a Japanese user runs it. The servers run at the same time and
// take turns sample by sample, so that a busy machine slows them alike; the ja ÷ en ratios of the
// medians and p95s are printed (target: within 10%).
// Before and after in one run: --before PATH starts a fourth server, English, from another build's
// bundle (e.g. ../main/dist/server.js, or a checkout of the commit before a change, built), which
// takes its turns with the others; its figures are printed beside this build's, with the ratios.
// --en runs the English server alone (with --before, the two English servers): the Japanese
// comparison left out, for a quicker before/after on a busy machine.
// The last lines are the issue's three targets (completion p95 on 1-, 2-, 3-letter prefixes and
// whole names ≤ 5 ms, edit → diagnostics p95 ≤ 3 ms, resident memory with one deck ≤ 130 MB), each
// beside the bare JSON-RPC round trip of the same run and its ratio to it, before and after when
// --before is given, and the machine's load: on a shared machine the ratios are what compare.
// Run: npm run build && npm run bench -- server [--cards PATH] [--before PATH/dist/server.js] [--en]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { SERVER, startServer, type StartOptions, type TestServer } from '../test/server/lsp-client';
import { writeJapaneseAtomicCards } from './japanese-sized';

const SAMPLES = 250;
/** Rounds run before measuring edits, completion, hover and code actions (a fresh server's JIT warm-up). */
const WARM_UP = 50;
const argCards = (() => {
  const i = process.argv.indexOf('--cards');
  return i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
})();
const cards = argCards ?? path.resolve(__dirname, '../../shared/carddata/cards.jsonl.gz');
const before = (() => {
  const i = process.argv.indexOf('--before');
  return i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
})();
if (before && !existsSync(before)) {
  console.log(`--before ${before}: no such server bundle`);
  process.exit(1);
}
if (!existsSync(SERVER)) {
  console.log('dist/server.js is missing: run npm run build first');
  process.exit(1);
}
if (!existsSync(cards)) {
  console.log(`no card data at ${cards} (../shared/carddata is not here): pass --cards PATH`);
  process.exit(0);
}

function stats(xs: number[]): { median: number; p95: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] };
}
const ms = (x: number) => (x < 1 ? `${(x * 1000).toFixed(0)} µs` : `${x.toFixed(2)} ms`);
const line = (label: string, xs: number[], target?: string) => {
  const st = stats(xs);
  console.log(`${label.padEnd(44)} median ${ms(st.median).padStart(9)}   p95 ${ms(st.p95).padStart(9)}   (n=${xs.length})${target ? `   target ${target}` : ''}`);
  return st;
};
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}
/** CPU time (user + system) the process has used, in ms (/proc, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** A 100-card Commander deck of real 2019 cards (Golgari: Meren). */
const DECK = [
  'Commander',
  '1 Meren of Clan Nel Toth',
  '',
  'Deck',
  ...[
    'Sol Ring', 'Llanowar Elves', 'Birds of Paradise', 'Eternal Witness', 'Sakura-Tribe Elder', 'Viscera Seer', 'Carrion Feeder',
    'Demonic Tutor', 'Vampiric Tutor', 'Cultivate', "Kodama's Reach", 'Rampant Growth', 'Putrefy', 'Assassin\'s Trophy', 'Beast Within',
    'Golgari Signet', 'Arcane Signet', 'Command Tower', 'Overgrown Tomb', 'Woodland Cemetery', 'Llanowar Wastes', 'Jungle Hollow',
    'Golgari Rot Farm', 'Evolving Wilds', 'Terramorphic Expanse', 'Reassembling Skeleton', 'Gravecrawler', 'Bloodghast',
    'Fleshbag Marauder', 'Plaguecrafter', 'Grave Titan', 'Avenger of Zendikar', 'Craterhoof Behemoth', 'Living Death',
    'Eldritch Evolution', 'Birthing Pod', 'Skullclamp', 'Ashnod\'s Altar', 'Phyrexian Altar', 'Pernicious Deed', 'Toxic Deluge',
    'Damnation', 'Deadly Rollick', 'Grisly Salvage', 'Stinkweed Imp', 'Satyr Wayfinder', 'Mulch', 'World Shaper', 'Ramunap Excavator',
    'Crucible of Worlds', 'Sylvan Library', 'Phyrexian Arena', 'Necropotence', 'Reclamation Sage', 'Acidic Slime', 'Shriekmaw',
    'Ravenous Chupacabra', 'Doom Whisperer', 'Hornet Queen', 'Massacre Wurm', 'Gonti, Lord of Luxury', 'Lightning Bolt',
  ].map((n) => `1 ${n}`),
  '19 Forest',
  '18 Swamp',
].join('\n') + '\n';

/** One way of running the server: its language and the settings that go with it. */
interface Variant {
  label: string;
  locale?: string;
  settings?: Record<string, unknown>;
  /** Another build's server bundle (--before). */
  server?: string;
}

const englishOnly = process.argv.includes('--en');
const VARIANTS: Variant[] = [
  { label: 'en', settings: { languages: [] } },
  ...(englishOnly
    ? []
    : [
        { label: 'ja', locale: 'ja', settings: { languages: [] } },
        // `decklist.languages` unset: in Japanese the name table is on (the made-up AtomicCards in the cache).
        { label: 'ja + name table', locale: 'ja', settings: { languages: null } },
      ]),
  ...(before ? [{ label: 'en, before', settings: { languages: [] }, server: before }] : []),
];
/** The variants of this build (the before one is compared apart). */
const THIS_BUILD = VARIANTS.filter((v) => !v.server);

/** What is typed before completion is asked: 1-, 2- and 3-letter prefixes and whole names (one unknown to the 2019 data, one in lower case). */
const COMPLETION_GROUPS: Array<[string, string[]]> = [
  ['1 letter', ['S', 'L', 'd', 'G', 'a', 'C', 'P', 'e', 'T', 'R']],
  ['2 letters', ['So', 'Ll', 'Gr', 'de', 'Cr', 'Ph', 'ev', 'sa', 'Ta', 'Re']],
  ['3 letters', ['Sol', 'Lla', 'Gra', 'dem', 'Cra', 'Phy', 'eve', 'sak', 'Tox', 'Ass']],
  ['whole names', ['Sol Ring', 'Llanowar Elves', 'Demonic Tutor', 'Craterhoof Behemoth', 'lightning bolt', 'Toxic Deluge', 'Eternal Witness', 'Esper Sentinel', 'Arcane Signet', 'Grave Titan']],
];
const COMPLETION_SAMPLES = 200;

/** What is measured of one variant. */
interface Figures {
  starts: number[];
  rpc: number[];
  edits: number[];
  newNames: number[];
  completion: number[];
  /** Completion by what was typed (COMPLETION_GROUPS). */
  completionBy: Map<string, number[]>;
  hover: number[];
  steadyHover: number[];
  actions: number[];
  /** The server's own CPU time per measured round of each phase (robust where a shared machine makes wall clock noisy). */
  cpu: { edit: number; newName: number; requests: number };
  rssMb: number;
  bigFirstMs: number;
  bigDuring: number[];
  peakMb: number;
}

/** A running server of one variant with the deck open, and where its edits stand. */
interface Session {
  variant: Variant;
  figures: Figures;
  s: TestServer;
  uri: string;
  version: number;
  lines: string[];
  first: PublishDiagnosticsParams['diagnostics'];
}

function serverOptions(v: Variant, cards: string, env: Record<string, string>): StartOptions {
  return { cards, env, ...(v.server ? { server: v.server } : {}), ...(v.locale ? { locale: v.locale } : {}), settings: { cardData: { autoUpdate: false, allowNetwork: false }, ...v.settings } };
}

async function change(x: Session, range: { start: { line: number; character: number }; end: { line: number; character: number } }, text: string): Promise<number> {
  x.version++;
  const v = x.version;
  await x.s.conn.sendNotification('textDocument/didChange', { textDocument: { uri: x.uri, version: v }, contentChanges: [{ range, text }] });
  return v;
}

async function published(x: Session, v: number): Promise<void> {
  await x.s.until('publish', () => (x.s.diagnostics.get(x.uri) ?? []).some((p: PublishDiagnosticsParams) => p.version === v));
}

async function time(f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

/**
 * Runs `step` for every session, sample after sample (the variants take turns); the first
 * `warmUp` rounds are not measured; the order rotates from round to round. Returns each session's server CPU time per measured round.
 */
async function inTurns(sessions: Session[], rounds: number, warmUp: number, step: (x: Session, i: number, measured: boolean) => Promise<void>): Promise<Map<Session, number>> {
  const cpuAtStart = new Map<Session, number>();
  for (let i = 0; i < rounds; i++) {
    // Who goes first changes each round, so that no variant always follows the same one.
    const order = [...sessions.slice(i % sessions.length), ...sessions.slice(0, i % sessions.length)];
    for (const x of order) {
      if (i === warmUp) cpuAtStart.set(x, cpuMs(x.s.child.pid!));
      await step(x, i, i >= warmUp);
    }
  }
  return new Map(sessions.map((x) => [x, (cpuMs(x.s.child.pid!) - cpuAtStart.get(x)!) / (rounds - warmUp)]));
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'decklist-bench-'));
  const cacheDir = path.join(tmp, 'cache');
  const env = { DECKLIST_CACHE_DIR: cacheDir };
  try {
    console.log(`card data: ${cards}`);
    mkdirSync(path.join(cacheDir, 'mtgjson'), { recursive: true });
    const japaneseNames = writeJapaneseAtomicCards(cards, path.join(cacheDir, 'mtgjson', 'AtomicCards.json.gz'));
    console.log(`Japanese name table (ja + name table): made up for ${japaneseNames.size} cards, MTGJSON AtomicCards in the cache`);
    const figures = new Map<Variant, Figures>(
      VARIANTS.map((v) => [
        v,
        { starts: [], rpc: [], edits: [], newNames: [], completion: [], completionBy: new Map(COMPLETION_GROUPS.map(([g]) => [g, []])), hover: [], steadyHover: [], actions: [], cpu: { edit: NaN, newName: NaN, requests: NaN }, rssMb: NaN, bigFirstMs: NaN, bigDuring: [], peakMb: NaN },
      ]),
    );
    // Compile each variant's index once (the cache is shared by the starts below).
    for (const v of VARIANTS) {
      const warm = await startServer(serverOptions(v, cards, env));
      await warm.diagnosticsFor(warm.open('warm.edh', DECK), 1, 180_000);
      await warm.stop();
    }

    // Start → first diagnostics with a compiled index.
    for (let i = 0; i < 9; i++) {
      for (const v of VARIANTS) {
        const t0 = performance.now();
        const s = await startServer(serverOptions(v, cards, env));
        await s.diagnosticsFor(s.open('deck.edh', DECK), 1, 30_000);
        figures.get(v)!.starts.push(performance.now() - t0);
        await s.stop();
      }
    }
    const sessions: Session[] = [];
    for (const v of VARIANTS) {
      const s = await startServer(serverOptions(v, cards, env));
      const uri = s.open('deck.edh', DECK);
      const first = await s.diagnosticsFor(uri, 1, 30_000);
      sessions.push({ variant: v, figures: figures.get(v)!, s, uri, version: 1, lines: DECK.split('\n'), first });
    }
    for (const x of sessions) {
      const text = (m: (typeof x.first)[number]) => (typeof m.message === 'string' ? m.message : m.message.value);
      console.log(`${x.variant.label}: deck of 100 cards, ${x.first.length} diagnostics (${[...new Set(x.first.map((d) => d.code))].join(', ') || 'none'})${x.first[0] ? `; e.g. "${text(x.first[0]).slice(0, 70)}"` : ''}`);
    }

    await inTurns(sessions, SAMPLES, 0, async (x) => {
      x.figures.rpc.push(await time(() => x.s.conn.sendRequest('decklist/ping').catch(() => undefined)));
    });

    // Edit → diagnostics: alternate one line, wait for the publish of that version.
    const editLine = DECK.split('\n').indexOf('1 Sol Ring');
    const editCpu = await inTurns(sessions, WARM_UP + SAMPLES, WARM_UP, async (x, i, measured) => {
      const name = i % 2 ? 'Sol Ring' : 'Sol Rin';
      const t = performance.now();
      const v = await change(x, { start: { line: editLine, character: 0 }, end: { line: editLine, character: x.lines[editLine].length } }, `1 ${name}`);
      await published(x, v);
      if (measured) x.figures.edits.push(performance.now() - t);
      x.lines[editLine] = `1 ${name}`;
    });

    // Typing names letter by letter on a new line: every edit leaves a name the data does not know
    // (and has never been asked about), as a player typing a card sees it.
    const typed = DECK.split('\n').filter((l) => /^1 /.test(l)).map((l) => l.slice(2));
    const typingLine = DECK.split('\n').length - 1;
    const typedPrefixes: string[] = [];
    for (const name of typed) for (let k = 2; k <= name.length && typedPrefixes.length < WARM_UP + SAMPLES; k++) typedPrefixes.push(name.slice(0, k));
    const written = new Map<Session, string>();
    for (const x of sessions) {
      await change(x, { start: { line: typingLine, character: 0 }, end: { line: typingLine, character: 0 } }, '1 \n');
      written.set(x, '');
    }
    const newNameCpu = await inTurns(sessions, typedPrefixes.length, WARM_UP, async (x, i, measured) => {
      const next = typedPrefixes[i];
      const t = performance.now();
      const v = await change(x, { start: { line: typingLine, character: 2 }, end: { line: typingLine, character: 2 + written.get(x)!.length } }, next);
      await published(x, v);
      if (measured) x.figures.newNames.push(performance.now() - t);
      written.set(x, next);
    });
    for (const x of sessions) {
      await change(x, { start: { line: typingLine, character: 0 }, end: { line: typingLine + 1, character: 0 } }, '');
      x.s.diagnostics.set(x.uri, []);
    }

    // Each group in turn, COMPLETION_SAMPLES completions each; the warm-up rounds go round all of them.
    const typedInOrder = COMPLETION_GROUPS.flatMap(([group, typed]) => Array.from({ length: COMPLETION_SAMPLES }, (_, i) => ({ group, typed: typed[i % typed.length] })));
    const warmUps = Array.from({ length: WARM_UP }, (_, i) => ({ group: '', typed: COMPLETION_GROUPS[i % 4][1][Math.floor(i / 4) % 10] }));
    const rounds = [...warmUps, ...typedInOrder];
    const typeLine = DECK.split('\n').length - 1;
    const requestCpu = await inTurns(sessions, rounds.length, WARM_UP, async (x, i, measured) => {
      const { group, typed: p } = rounds[i];
      await change(x, { start: { line: typeLine, character: 0 }, end: { line: typeLine, character: 0 } }, `1 ${p}`);
      const c = await time(() => x.s.conn.sendRequest('textDocument/completion', { textDocument: { uri: x.uri }, position: { line: typeLine, character: 2 + p.length } }));
      await change(x, { start: { line: typeLine, character: 0 }, end: { line: typeLine, character: 2 + p.length } }, '');
      const at = 4 + (i % 60);
      const h = await time(() => x.s.conn.sendRequest('textDocument/hover', { textDocument: { uri: x.uri }, position: { line: at, character: 4 } }));
      const a = await time(() =>
        x.s.conn.sendRequest('textDocument/codeAction', {
          textDocument: { uri: x.uri },
          range: { start: { line: at, character: 2 }, end: { line: at, character: 2 } },
          context: { diagnostics: x.first.filter((d) => d.range.start.line === at) },
        }),
      );
      if (!measured) return;
      x.figures.completion.push(c);
      x.figures.completionBy.get(group)!.push(c);
      x.figures.hover.push(h);
      x.figures.actions.push(a);
    });
    // The hovers above each follow an edit, so they include checking the new version (the check
    // runs on the first request after a change). The same hovers with nothing edited in between:
    await inTurns(sessions, SAMPLES, 0, async (x, i) => {
      x.figures.steadyHover.push(await time(() => x.s.conn.sendRequest('textDocument/hover', { textDocument: { uri: x.uri }, position: { line: 4 + (i % 60), character: 4 } })));
    });
    for (const x of sessions) {
      x.figures.cpu = { edit: editCpu.get(x)!, newName: newNameCpu.get(x)!, requests: requestCpu.get(x)! };
      x.figures.rssMb = rssMb(x.s.child.pid!);
      // The name table is in use where it should be: the hover of Sol Ring shows its (made-up) Japanese printing.
      const hover = (await x.s.conn.sendRequest('textDocument/hover', { textDocument: { uri: x.uri }, position: { line: 4, character: 4 } })) as { contents: { value: string } } | null;
      const printed = (hover?.contents.value ?? '').includes(japaneseNames.get('Sol Ring')!);
      if (printed !== (x.variant.settings?.languages === null)) throw new Error(`${x.variant.label}: the hover ${printed ? 'shows' : 'does not show'} the Japanese printing: ${hover?.contents.value.slice(0, 300)}`);
    }

    // A 50,000-line paste in another tab (one variant after another: the worker is the load).
    const names = DECK.split('\n').filter((l) => /^1 /.test(l)).map((l) => l.slice(2));
    const big = Array.from({ length: 50_000 }, (_, i) => `1 ${i % 3 === 0 ? `Unknown Card Number ${i}` : names[i % names.length]}`).join('\n');
    for (const x of sessions) {
      // The other build's server (--before) is compared on the figures above only.
      if (x.variant.server) {
        await x.s.stop();
        continue;
      }
      const t0 = performance.now();
      const bigUri = x.s.open('huge.txt', big);
      let bigDone = false;
      // Over a minute (a machine busy with other work): reported as not reached, the rest still printed.
      const bigFirst = x.s.diagnosticsFor(bigUri, 1, 60_000).then(
        () => (bigDone = true),
        () => (bigDone = true),
      );
      while (!bigDone && performance.now() - t0 < 60_000) {
        x.figures.bigDuring.push(
          await time(async () => {
            await x.s.conn.sendRequest('textDocument/hover', { textDocument: { uri: x.uri }, position: { line: 5, character: 4 } });
            await x.s.conn.sendRequest('textDocument/completion', { textDocument: { uri: x.uri }, position: { line: 5, character: 4 } });
          }),
        );
      }
      await bigFirst;
      x.figures.bigFirstMs = performance.now() - t0;
      x.figures.peakMb = peakRssMb(x.s.child.pid!);
      await x.s.stop();
    }

    for (const v of VARIANTS) report(v, figures.get(v)!);
    if (THIS_BUILD.length > 1) compare(figures);
    const was = VARIANTS.find((v) => v.server);
    if (was) beforeAndAfter(figures.get(was)!, figures.get(VARIANTS[0])!);
    targets(figures.get(VARIANTS[0])!, was && figures.get(was)!);
    console.log(`\nmachine load average (1 min, 5 min) / cores: ${os.loadavg()[0].toFixed(2)}, ${os.loadavg()[1].toFixed(2)} / ${os.cpus().length}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The figures of one variant, with their targets. */
function report(v: Variant, f: Figures): void {
  console.log(`\n── ${v.label} ──`);
  const floor = line('bare JSON-RPC round trip (floor)', f.rpc);
  const start = line('start → first diagnostics (compiled index)', f.starts, '≤ 400 ms');
  console.log(`(edits, completion, hover and code actions below are measured after ${WARM_UP} warm-up rounds)`);
  const edit = line('edit → diagnostics', f.edits, 'p95 ≤ 3 ms');
  line('edit → diagnostics, a new unknown name each', f.newNames, 'p95 ≤ 3 ms');
  const c = line('completion, all', f.completion, 'p95 ≤ 5 ms');
  for (const [group, xs] of f.completionBy) line(`  completion after ${group}`, xs, 'p95 ≤ 5 ms');
  const h = line('hover (right after an edit)', f.hover, 'p95 ≤ 5 ms');
  line('hover (document unchanged)', f.steadyHover);
  const a = line('code actions', f.actions, 'p95 ≤ 10 ms');
  console.log(`${'server CPU time per edit / new name / round'.padEnd(44)} ${ms(f.cpu.edit)} / ${ms(f.cpu.newName)} / ${ms(f.cpu.requests)}   (a round: 2 edits, completion, hover, code actions)`);
  console.log(`${'resident memory, index loaded, one deck open'.padEnd(44)} ${f.rssMb.toFixed(1)} MB   target ≤ 130 MB`);
  console.log(
    `ratios to the JSON-RPC floor (medians): edit ${(edit.median / floor.median).toFixed(1)}×, completion ${(c.median / floor.median).toFixed(1)}×, hover ${(h.median / floor.median).toFixed(1)}×, code actions ${(a.median / floor.median).toFixed(1)}×; start ${(start.median / floor.median).toFixed(0)}×`,
  );
  if (v.server) return;
  console.log(`50,000-line file (1 in 3 names unknown) opened beside the deck:`);
  console.log(`  its first diagnostics after ${ms(f.bigFirstMs)}   target ≤ 3 s`);
  if (f.bigDuring.length) line('  hover + completion in the other deck meanwhile', f.bigDuring, 'each ≤ 250 ms');
  console.log(`  server peak memory ${f.peakMb.toFixed(0)} MB   target ≤ 400 MB`);
}

/** The other build (--before) beside this one, English both, from the same run: medians, p95s and after ÷ before. */
function beforeAndAfter(was: Figures, now: Figures): void {
  const rows: Array<[string, (f: Figures) => number, (x: number) => string]> = [
    ['bare JSON-RPC round trip, median', (f) => stats(f.rpc).median, ms],
    ...COMPLETION_GROUPS.flatMap(([g]): Array<[string, (f: Figures) => number, (x: number) => string]> => [
      [`completion after ${g}, median`, (f) => stats(f.completionBy.get(g)!).median, ms],
      [`completion after ${g}, p95`, (f) => stats(f.completionBy.get(g)!).p95, ms],
    ]),
    ['edit → diagnostics, median', (f) => stats(f.edits).median, ms],
    ['edit → diagnostics, p95', (f) => stats(f.edits).p95, ms],
    ['new unknown name → diagnostics, p95', (f) => stats(f.newNames).p95, ms],
    ['hover after an edit, p95', (f) => stats(f.hover).p95, ms],
    ['code actions, p95', (f) => stats(f.actions).p95, ms],
    ['server CPU per round of requests', (f) => f.cpu.requests, ms],
    ['resident memory, one deck open', (f) => f.rssMb, (x) => `${x.toFixed(1)} MB`],
  ];
  const w = 16;
  console.log(`\nBefore (${before}) and after (this build), English, same run, the servers taking turns:`);
  console.log(`${''.padEnd(40)}${'before'.padStart(w)}${'after'.padStart(w)}${'after ÷ before'.padStart(16)}`);
  for (const [label, get, show] of rows) {
    const b = get(was);
    const a = get(now);
    console.log(`${label.padEnd(40)}${show(b).padStart(w)}${show(a).padStart(w)}${(a / b).toFixed(2).padStart(16)}`);
  }
}

/**
 * The three targets of completion, edits and memory, English, each beside the JSON-RPC floor of
 * the same server in the same run (a p95 beside the floor's p95, a median beside its median), with
 * the ratio to it; with --before, the other build's figures and ratios too.
 */
function targets(now: Figures, was: Figures | undefined): void {
  const builds: Array<[string, Figures]> = was ? [['before', was], ['after', now]] : [['this build', now]];
  const rows: Array<{ label: string; get: (f: Figures) => number[]; limit: number }> = [
    ...COMPLETION_GROUPS.map(([g]) => ({ label: `completion after ${g}`, get: (f: Figures) => f.completionBy.get(g)!, limit: 5 })),
    { label: 'edit → diagnostics', get: (f) => f.edits, limit: 3 },
  ];
  const w = 40;
  console.log(`\nTargets (English; each figure ÷ the bare JSON-RPC round trip of the same server, same run):`);
  console.log(`${''.padEnd(30)}${builds.map(([b]) => `${b}: median / p95 (× floor)`.padStart(w)).join('')}   target`);
  const cell = (st: { median: number; p95: number }, floor: { median: number; p95: number }) =>
    `${ms(st.median)} / ${ms(st.p95)} (${(st.median / floor.median).toFixed(1)}× / ${(st.p95 / floor.p95).toFixed(1)}×)`.padStart(w);
  console.log(`${'JSON-RPC floor'.padEnd(30)}${builds.map(([, f]) => `${ms(stats(f.rpc).median)} / ${ms(stats(f.rpc).p95)}`.padStart(w)).join('')}`);
  for (const r of rows) {
    const met = stats(r.get(now)).p95 <= r.limit ? 'met' : 'not met';
    console.log(`${r.label.padEnd(30)}${builds.map(([, f]) => cell(stats(r.get(f)), stats(f.rpc))).join('')}   p95 ≤ ${r.limit} ms: ${met}`);
  }
  console.log(`${'resident memory, one deck'.padEnd(30)}${builds.map(([, f]) => `${f.rssMb.toFixed(1)} MB`.padStart(w)).join('')}   ≤ 130 MB: ${now.rssMb <= 130 ? 'met' : 'not met'}`);
}

/** Japanese beside English: each figure and its ratio to English (target ≤ 1.10). */
function compare(figures: Map<Variant, Figures>): void {
  const [en, ...others] = THIS_BUILD;
  const rows: Array<[string, (f: Figures) => number, (x: number) => string]> = [
    ['start → first diagnostics, median', (f) => stats(f.starts).median, ms],
    ['edit → diagnostics, median', (f) => stats(f.edits).median, ms],
    ['edit → diagnostics, p95', (f) => stats(f.edits).p95, ms],
    ['new unknown name → diagnostics, p95', (f) => stats(f.newNames).p95, ms],
    ['completion, p95', (f) => stats(f.completion).p95, ms],
    ['hover after an edit, median', (f) => stats(f.hover).median, ms],
    ['hover after an edit, p95', (f) => stats(f.hover).p95, ms],
    ['hover, document unchanged, median', (f) => stats(f.steadyHover).median, ms],
    ['code actions, p95', (f) => stats(f.actions).p95, ms],
    ['server CPU per edit', (f) => f.cpu.edit, ms],
    ['server CPU per edit, new unknown name', (f) => f.cpu.newName, ms],
    ['server CPU per round of requests', (f) => f.cpu.requests, ms],
    ['resident memory, one deck open', (f) => f.rssMb, (x) => `${x.toFixed(1)} MB`],
    ['50,000 lines: first diagnostics', (f) => f.bigFirstMs, ms],
    ['50,000 lines: server peak memory', (f) => f.peakMb, (x) => `${x.toFixed(0)} MB`],
  ];
  const w = 16;
  console.log(`\nJapanese beside English (same run, the servers taking turns; ratio to en, target ≤ 1.10):`);
  console.log(`${''.padEnd(40)}${'en'.padStart(w)}${others.map((v) => `${v.label.padStart(w)}${'ratio'.padStart(8)}`).join('')}`);
  for (const [label, get, show] of rows) {
    const base = get(figures.get(en)!);
    const cells = others.map((v) => {
      const x = get(figures.get(v)!);
      const ratio = x / base;
      return `${show(x).padStart(w)}${`${ratio.toFixed(2)}${ratio > 1.1 ? '!' : ' '}`.padStart(8)}`;
    });
    console.log(`${label.padEnd(40)}${show(base).padStart(w)}${cells.join('')}`);
  }
  console.log('(! over 1.10; the p95 of a shared machine is noisy: run again before reading much into one)');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
