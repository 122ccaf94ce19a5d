// Security: nothing from a deck file or card text reaches the terminal as a control sequence, and
// the program opens no socket at all when downloads are off (checking, parsing, card lookups, even
// with stale cached data).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { terminalSafe } from '../../server/src/cli/io';
import { main } from '../../server/src/cli';
import { updateCardData } from '../../server/src/core/cards/loader';
import { SCRYFALL_FILE } from '../../server/src/core/cards/download';
import { memoryIO } from '../support/memory-io';
import { sampleObjects } from './cards/helpers';

const root = path.resolve(__dirname, '..', '..');
const cli = path.join(root, 'dist', 'cli.js');
const built = existsSync(cli) && existsSync(path.join(root, 'dist', 'cards-snapshot.dlidx')) ? false : 'dist/ is not built (npm run build)';
const UNSAFE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

const ESC = '\x1b';
const HOSTILE = [
  `${ESC}[2J${ESC}[H`, // clear the screen
  `${ESC}]8;;https://evil.example${ESC}\\click me${ESC}]8;;${ESC}\\`, // a hyperlink
  `${ESC}]0;pwned\x07`, // the window title
  '\x9b31m', // C1 CSI
  'Sol\rRing', // carriage return overwrites the line
  'Is\u202eland', // right-to-left override
  '\x00\x07\x08\x7f',
];

test('terminalSafe escapes control characters and bidi overrides visibly, keeps tabs, newlines and every other character', () => {
  assert.equal(terminalSafe(`a${ESC}[31mb\x9bc\u202ed\te\nf 稲妻 Æ`), 'a\\u001b[31mb\\u009bc\\u202ed\te\nf 稲妻 Æ');
  for (const h of HOSTILE) assert.doesNotMatch(terminalSafe(h), UNSAFE);
  // Inside JSON the escape is the JSON escape of the same character.
  assert.deepEqual(JSON.parse(terminalSafe(JSON.stringify({ n: `x\x9b${ESC}\u202e` }))), { n: `x\x9b${ESC}\u202e` });
});

test('the built CLI prints no control sequence from deck files, file names or card text (check, --json, parse, cards lookup)', { skip: built }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-security-'));
  // Enough real cards that it is read as a decklist (a file of mostly odd lines is "not a decklist").
  const deck = '4 Sol Ring\n4 Island\n4 Lightning Bolt\n4 Counterspell\n4 Dark Ritual\n4 Swamp\n4 Mountain\n4 Forest\n' + HOSTILE.map((h, i) => `${i + 1} ${h} Card`).join('\n') + `\n// format: ${ESC}[5mcommander\n// ${ESC}[31m: x\nSideboard${ESC}[0m\n`;
  const cod = `<?xml version="1.0"?><cockatrice_deck><deckname>&#27;[2JName</deckname><comments>CDR: &#27;]0;t&#7;Sol Ring</comments><zone name="main"><card number="1" name="&#27;[31mIsland"/></zone></cockatrice_deck>`;
  writeFileSync(path.join(dir, 'hostile.txt'), deck);
  writeFileSync(path.join(dir, 'hostile.cod'), cod);
  const oddName = path.join(dir, `name${ESC}[2J.txt`);
  writeFileSync(oddName, '1 Island\n');
  // Card data whose Oracle text carries escapes.
  const cards = sampleObjects().map((o) => (o.name === 'Sol Ring' ? { ...o, oracle_text: `${ESC}[2J{T}: Add {C}{C}.${ESC}]8;;https://evil.example\x07` } : o));
  const cardsFile = path.join(dir, 'cards.json');
  writeFileSync(cardsFile, JSON.stringify(cards));
  const env = { PATH: process.env.PATH, HOME: dir, DECKLIST_CACHE_DIR: path.join(dir, 'cache') };
  const runs = [
    ['check', path.join(dir, 'hostile.txt'), path.join(dir, 'hostile.cod'), oddName],
    ['check', '--json', path.join(dir, 'hostile.txt'), path.join(dir, 'hostile.cod')],
    ['parse', path.join(dir, 'hostile.txt'), path.join(dir, 'hostile.cod')],
    ['cards', 'lookup', '--cards', cardsFile, 'Sol Ring'],
    ['cards', 'lookup', '--cards', cardsFile, `${ESC}[2JSol Rign`],
    ['check', '--format', `${ESC}[2Jnope`, path.join(dir, 'hostile.txt')],
  ];
  for (const args of runs) {
    const r = spawnSync(process.execPath, [cli, ...args], { cwd: dir, env, encoding: 'utf8' });
    assert.ok(r.status !== null && r.status <= 2, `${args.join(' ')}: exit ${r.status}\n${r.stderr}`);
    assert.ok(r.stdout.length + r.stderr.length > 0);
    for (const [stream, text] of [['stdout', r.stdout], ['stderr', r.stderr]] as const) {
      const m = UNSAFE.exec(text);
      assert.equal(m, null, `${args.join(' ')}: ${stream} has U+${m?.[0].charCodeAt(0).toString(16)} near ${JSON.stringify(text.slice(Math.max(0, (m?.index ?? 0) - 40), (m?.index ?? 0) + 20))}`);
    }
    if (args.includes('--json')) {
      const parsed = JSON.parse(r.stdout) as { files: Array<{ diagnostics: Array<{ card?: string }> }> };
      const names = parsed.files.flatMap((f) => f.diagnostics.map((d) => d.card ?? ''));
      assert.ok(names.some((n) => n === 'Is\u202eland Card'), `--json keeps the exact text, escaped as JSON: ${JSON.stringify(names)}`);
    }
  }
  const lookup = spawnSync(process.execPath, [cli, 'cards', 'lookup', '--cards', cardsFile, 'Sol Ring'], { cwd: dir, env, encoding: 'utf8' });
  assert.match(lookup.stdout, /\\u001b\[2J\{T\}: Add/, 'Oracle text is shown with its escapes made visible');
});

/** Records (and refuses) every outgoing socket while fn runs. */
async function socketsOpenedDuring(fn: () => Promise<unknown>, refuse = true): Promise<string[]> {
  const opened: string[] = [];
  const realConnect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    opened.push(JSON.stringify(args[0]));
    if (refuse) throw new Error('test: no socket may be opened here');
    return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof realConnect;
  try {
    await fn();
  } finally {
    net.Socket.prototype.connect = realConnect;
  }
  return opened;
}

test('with downloads off, no command opens a socket, even when the cached data is stale', async () => {
  // The hook does see a download (so the assertion below is not vacuous).
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: [] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const seen = await socketsOpenedDuring(() => updateCardData({ cacheDir: mkdtempSync(path.join(tmpdir(), 'decklist-net-')), env: {}, download: { scryfallApi: base } }).catch(() => undefined), false);
    assert.ok(seen.length >= 1, 'the hook records a real download');
  } finally {
    server.closeAllConnections?.();
    await new Promise((r) => server.close(r));
  }

  // A cache a year old: the CLI says it is stale and uses it, without trying to refresh it.
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'decklist-net-'));
  const file = path.join(cacheDir, SCRYFALL_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(sampleObjects()));
  writeFileSync(file + '.meta.json', JSON.stringify({ downloadedAt: '2020-01-01T00:00:00Z', uri: 'https://data.scryfall.io/x.json', size: 1 }));
  const deck = '4 Sol Ring\n4 Lightnig Bolt\n52 Island\n';
  const env = { DECKLIST_CACHE_DIR: cacheDir, DECKLIST_LANG: 'Japanese', DECKLIST_MAX_AGE_DAYS: '1' };
  const outputs: string[] = [];
  const opened = await socketsOpenedDuring(async () => {
    for (const argv of [['check', '/deck.txt'], ['check', '--json', '/deck.txt'], ['parse', '/deck.txt'], ['cards', 'info'], ['cards', 'lookup', 'Sol Ring']]) {
      const io = memoryIO({ '/deck.txt': deck }, { env });
      const code = await main(argv, io);
      outputs.push(`${argv.join(' ')} → ${code}\n${io.stdout.join('')}${io.stderr.join('')}`);
      assert.ok(code <= 1, outputs.at(-1));
    }
  });
  assert.deepEqual(opened, [], outputs.join('\n'));
  assert.match(outputs.join('\n'), /days old\. For current card data, run 'decklist cards update'\./);
});
