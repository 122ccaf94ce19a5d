// Language server speed and memory, driving the real bundled server (dist/server.js --stdio) the
// way an editor does, with the 20,030-card Scryfall data of ../shared/carddata (or --cards PATH)
// and a 100-card Commander deck.
//   - a bare JSON-RPC round trip (a request the server has no handler for): the floor
//   - start → first diagnostics with a compiled index (median of several starts; target ≤ 400 ms)
//   - edit → diagnostics, from didChange sent to the publish received (p95 ≤ 5 ms)
//   - the same while typing card names letter by letter, so that each edit leaves a new unknown
//     name (p95 ≤ 3 ms: the spelling search must not delay the diagnostics)
//   - completion p95 ≤ 10 ms, hover p95 ≤ 5 ms, code actions p95 ≤ 10 ms (≥ 200 samples each); each
//     hover follows an edit and so includes checking the new version: hover on an unchanged
//     document is shown apart
//   - resident memory with the index loaded and one deck open (≤ 150 MB)
//   - a 50,000-line file open in another tab: hover and completion in the 100-card deck meanwhile,
//     the big file's first diagnostics, and the server's peak memory
// Run: npm run build && npm run bench -- server [--cards PATH]
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { SERVER, startServer, type TestServer } from '../test/server/lsp-client';

const SAMPLES = 250;
/** Rounds run before measuring edits, completion, hover and code actions (a fresh server's JIT warm-up). */
const WARM_UP = 50;
const argCards = (() => {
  const i = process.argv.indexOf('--cards');
  return i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
})();
const cards = argCards ?? path.resolve(__dirname, '../../shared/carddata/cards.jsonl.gz');
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

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'decklist-bench-'));
  const cacheDir = path.join(tmp, 'cache');
  const env = { DECKLIST_CACHE_DIR: cacheDir };
  try {
    console.log(`card data: ${cards}`);
    // Compile the index once (the cache is shared by the starts below).
    const warm = await startServer({ cards, env });
    const wu = warm.open('warm.edh', DECK);
    await warm.diagnosticsFor(wu, 1, 120_000);
    await warm.stop();

    // Start → first diagnostics with a compiled index.
    const starts: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t0 = performance.now();
      const s = await startServer({ cards, env });
      const uri = s.open('deck.edh', DECK);
      await s.diagnosticsFor(uri, 1, 30_000);
      starts.push(performance.now() - t0);
      await s.stop();
    }
    const s: TestServer = await startServer({ cards, env });
    const uri = s.open('deck.edh', DECK);
    const first = await s.diagnosticsFor(uri, 1, 30_000);
    console.log(`deck: 100 cards, ${first.length} diagnostics (${[...new Set(first.map((d) => d.code))].join(', ') || 'none'})\n`);

    const rpc: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      await s.conn.sendRequest('decklist/ping').catch(() => undefined);
      rpc.push(performance.now() - t);
    }
    const floor = line('bare JSON-RPC round trip (floor)', rpc);
    const start = line('start → first diagnostics (compiled index)', starts, '≤ 400 ms');

    // Edit → diagnostics: alternate one line, wait for the publish of that version.
    const lines = DECK.split('\n');
    const editLine = lines.indexOf('1 Sol Ring');
    const edits: number[] = [];
    let version = 1;
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      version++;
      const name = i % 2 ? 'Sol Ring' : 'Sol Rin';
      const t = performance.now();
      await s.conn.sendNotification('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ range: { start: { line: editLine, character: 0 }, end: { line: editLine, character: lines[editLine].length } }, text: `1 ${name}` }],
      });
      const v = version;
      await s.until('publish', () => (s.diagnostics.get(uri) ?? []).some((p: PublishDiagnosticsParams) => p.version === v));
      if (i >= WARM_UP) edits.push(performance.now() - t);
      lines[editLine] = `1 ${name}`;
    }
    console.log(`(edits, completion, hover and code actions below are measured after ${WARM_UP} warm-up rounds)`);
    const edit = line('edit → diagnostics', edits, 'p95 ≤ 5 ms');

    // Typing names letter by letter on a new line: every edit leaves a name the data does not know
    // (and has never been asked about), as a player typing a card sees it.
    const typed = DECK.split('\n').filter((l) => /^1 /.test(l)).map((l) => l.slice(2));
    const typingLine = lines.length - 1;
    version++;
    await s.conn.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [{ range: { start: { line: typingLine, character: 0 }, end: { line: typingLine, character: 0 } }, text: '1 \n' }],
    });
    const typedPrefixes: string[] = [];
    for (const name of typed) for (let k = 2; k <= name.length && typedPrefixes.length < WARM_UP + SAMPLES; k++) typedPrefixes.push(name.slice(0, k));
    const newNames: number[] = [];
    let written = '';
    for (let i = 0; i < typedPrefixes.length; i++) {
      const next = typedPrefixes[i];
      version++;
      const t = performance.now();
      await s.conn.sendNotification('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ range: { start: { line: typingLine, character: 2 }, end: { line: typingLine, character: 2 + written.length } }, text: next }],
      });
      const v = version;
      await s.until('publish', () => (s.diagnostics.get(uri) ?? []).some((p: PublishDiagnosticsParams) => p.version === v));
      if (i >= WARM_UP) newNames.push(performance.now() - t);
      written = next;
    }
    line('edit → diagnostics, a new unknown name each', newNames, 'p95 ≤ 3 ms');
    version++;
    await s.conn.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [{ range: { start: { line: typingLine, character: 0 }, end: { line: typingLine + 1, character: 0 } }, text: '' }],
    });
    s.diagnostics.set(uri, []);

    const completion: number[] = [];
    const hover: number[] = [];
    const actions: number[] = [];
    const prefixes = ['So', 'Lla', 'Grave', 'dem', 'Crater', 'ev', 'Toxic D', 'sak', 'Ph', 'Ass'];
    const typeLine = lines.length - 1;
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const measured = i >= WARM_UP;
      const p = prefixes[i % prefixes.length];
      version++;
      await s.conn.sendNotification('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ range: { start: { line: typeLine, character: 0 }, end: { line: typeLine, character: 0 } }, text: `1 ${p}` }],
      });
      let t = performance.now();
      await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: typeLine, character: 2 + p.length } });
      if (measured) completion.push(performance.now() - t);
      version++;
      await s.conn.sendNotification('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ range: { start: { line: typeLine, character: 0 }, end: { line: typeLine, character: 2 + p.length } }, text: '' }],
      });
      const at = 4 + (i % 60);
      t = performance.now();
      await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: at, character: 4 } });
      if (measured) hover.push(performance.now() - t);
      t = performance.now();
      await s.conn.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: { start: { line: at, character: 2 }, end: { line: at, character: 2 } },
        context: { diagnostics: first.filter((d) => d.range.start.line === at) },
      });
      if (measured) actions.push(performance.now() - t);
    }
    // The hovers above each follow an edit, so they include checking the new version (the check
    // runs on the first request after a change). The same hovers with nothing edited in between:
    const steadyHover: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 4 + (i % 60), character: 4 } });
      steadyHover.push(performance.now() - t);
    }
    const c = line('completion', completion, 'p95 ≤ 10 ms');
    const h = line('hover (right after an edit)', hover, 'p95 ≤ 5 ms');
    line('hover (document unchanged)', steadyHover);
    const a = line('code actions', actions, 'p95 ≤ 10 ms');
    const rss = rssMb(s.child.pid!);
    console.log(`${'resident memory, index loaded, one deck open'.padEnd(44)} ${rss.toFixed(1)} MB   target ≤ 150 MB`);
    console.log(
      `\nratios to the JSON-RPC floor (medians): edit ${(edit.median / floor.median).toFixed(1)}×, completion ${(c.median / floor.median).toFixed(1)}×, hover ${(h.median / floor.median).toFixed(1)}×, code actions ${(a.median / floor.median).toFixed(1)}×; start ${(start.median / floor.median).toFixed(0)}×`,
    );

    // A 50,000-line paste in another tab.
    const names = DECK.split('\n').filter((l) => /^1 /.test(l)).map((l) => l.slice(2));
    const big = Array.from({ length: 50_000 }, (_, i) => `1 ${i % 3 === 0 ? `Unknown Card Number ${i}` : names[i % names.length]}`).join('\n');
    const t0 = performance.now();
    const bigUri = s.open('huge.txt', big);
    const during: number[] = [];
    let bigDone = false;
    const bigFirst = s.diagnosticsFor(bigUri, 1, 60_000).then((d) => {
      bigDone = true;
      return d;
    });
    while (!bigDone && performance.now() - t0 < 60_000) {
      const t = performance.now();
      await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 5, character: 4 } });
      await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 5, character: 4 } });
      during.push(performance.now() - t);
    }
    const bd = await bigFirst;
    const bigMs = performance.now() - t0;
    console.log(`\n50,000-line file (1 in 3 names unknown) opened beside the deck:`);
    console.log(`  its first diagnostics after ${ms(bigMs)} (${bd.length} published)   target ≤ 3 s`);
    if (during.length) line('  hover + completion in the other deck meanwhile', during, 'each ≤ 250 ms');
    console.log(`  server peak memory ${peakRssMb(s.child.pid!).toFixed(0)} MB   target ≤ 400 MB`);
    await s.stop();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
