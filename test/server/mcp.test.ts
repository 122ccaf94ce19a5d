// `decklist mcp` as an AI agent's client sees it: the built CLI started over stdio by the MCP SDK's
// own Client and StdioClientTransport. Each tool's structured result is compared with what the
// command line says for the same deck (`decklist check --json`, `stats --json`, `hand --json`,
// `diff --json`, `cards lookup|search|same-cost --json`, `check --list-formats`), or with the exact
// expected value where the CLI has no such command. Paths outside the roots are refused, bad input is
// a tool error with a message, and 1,000 malformed calls leave the server answering.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const root = path.resolve(__dirname, '../..');
const CLI = path.join(root, 'dist', 'cli.js');
const SERVER = path.join(root, 'dist', 'server.js');
const skip = existsSync(CLI) ? false : 'dist/ is not built (npm run build)';
const TOOLS = ['check_deck', 'fix_deck', 'lookup_card', 'search_cards', 'same_cost', 'deck_statistics', 'deck_combos', 'diff_decks', 'convert_deck', 'list_formats'];

let tmp: string;
const env = () => ({ ...(process.env as Record<string, string>), DECKLIST_CARDS: '', DECKLIST_CACHE_DIR: path.join(tmp, 'cache'), DECKLIST_LANG: '', DECKLIST_LOCALE: '', LANG: 'C', LC_ALL: '', LC_MESSAGES: '', DECKLIST_RULES_URL: 'none' });

async function connect(options: { args?: string[]; command?: string[]; cwd?: string; roots?: string[] } = {}): Promise<Client> {
  const [command, ...first] = options.command ?? [process.execPath, CLI];
  const transport = new StdioClientTransport({ command, args: [...first, 'mcp', ...(options.args ?? [])], cwd: options.cwd ?? root, env: env(), stderr: 'pipe' });
  const client = new Client({ name: 'decklist-test', version: '1.0.0' }, options.roots ? { capabilities: { roots: { listChanged: true } } } : {});
  if (options.roots) {
    const roots = options.roots;
    client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: roots.map((r) => ({ uri: pathToFileURL(r).href, name: path.basename(r) })) }));
  }
  await client.connect(transport);
  return client;
}

function cli(args: string[], cwd = root): unknown {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: env() });
  assert.ok(r.stdout.trim().startsWith('{') || r.stdout.trim().startsWith('['), `decklist ${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

const call = async (c: Client, name: string, args: Record<string, unknown>) => (await c.callTool({ name, arguments: args })) as CallToolResult;
const structured = async (c: Client, name: string, args: Record<string, unknown>) => {
  const r = await call(c, name, args);
  assert.equal(r.isError, undefined, `${name}: ${JSON.stringify(r.content)}`);
  // The text content is the same object, for clients that read only text.
  assert.deepEqual(JSON.parse((r.content[0] as { text: string }).text), r.structuredContent);
  return r.structuredContent as Record<string, unknown>;
};
const errorText = async (c: Client, name: string, args: Record<string, unknown>) => {
  const r = await call(c, name, args);
  assert.equal(r.isError, true, `${name} should fail: ${JSON.stringify(r)}`);
  return (r.content as Array<{ text: string }>).map((x) => x.text).join('\n');
};

const PHELDDAGRIF = 'examples/phelddagrif-2010.edh';
const AZUSA = 'examples/azusa.edh';

describe('decklist mcp over stdio, driven by the SDK client', { skip }, () => {
  let client: Client;
  before(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'decklist-mcp-'));
    client = await connect();
  });
  after(async () => {
    await client?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  test('lists the ten tools, each with an input and an output schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), TOOLS);
    for (const t of tools) {
      assert.equal(t.inputSchema.type, 'object', t.name);
      assert.equal(t.outputSchema?.type, 'object', t.name);
      assert.equal(t.annotations?.readOnlyHint, true, `${t.name} writes nothing`);
    }
    const check = tools.find((t) => t.name === 'check_deck')!;
    assert.deepEqual(Object.keys(check.inputSchema.properties ?? {}), ['text', 'path', 'format', 'config']);
  });

  test('check_deck: the same result as decklist check --json, from a path and from the text', async () => {
    for (const deck of [PHELDDAGRIF, AZUSA, 'examples/house-rules.edh']) {
      const expected = cli(['check', '--json', deck]) as { cardData: unknown; files: Array<Record<string, unknown>> };
      const got = await structured(client, 'check_deck', { path: deck });
      assert.deepEqual(got, { cardData: expected.cardData, ...expected.files[0] }, deck);
    }
    const text = (await import('node:fs')).readFileSync(path.join(root, PHELDDAGRIF), 'utf8');
    const fromText = await structured(client, 'check_deck', { text });
    const fromPath = await structured(client, 'check_deck', { path: PHELDDAGRIF });
    assert.deepEqual({ ...fromText, path: PHELDDAGRIF }, fromPath);
    assert.equal((fromPath.diagnostics as unknown[]).length, 12);
  });

  test('check_deck: the format given wins over the guess, as --format does', async () => {
    const deck = '4 Lightning Bolt\n4 Ponder\n';
    const expected = cli(['check', '--json', '--format', 'modern', writeDeck('d.txt', deck)]) as { files: Array<Record<string, unknown>> };
    const got = await structured(client, 'check_deck', { text: deck, format: 'modern' });
    assert.deepEqual({ ...got, path: expected.files[0].path, cardData: undefined }, { ...expected.files[0], cardData: undefined });
    assert.equal(got.format, 'modern');
  });

  test('fix_deck: the safe fixes, the new text and what changed', async () => {
    const got = await structured(client, 'fix_deck', { text: '1 sol ring\n1 lightning bolt\n' });
    assert.deepEqual(got, {
      changed: true,
      text: '1 Sol Ring\n1 Lightning Bolt\n',
      edits: [
        { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 10 } }, newText: 'Sol Ring' },
        { range: { start: { line: 1, character: 2 }, end: { line: 1, character: 16 } }, newText: 'Lightning Bolt' },
      ],
      summary: 'Decklist: "Fix all safe problems" made 2 changes: line 1: "1 sol ring" → "1 Sol Ring"; line 2: "1 lightning bolt" → "1 Lightning Bolt". No card and no line was removed.',
    });
    // Four copies too many in Commander: removing one is a choice, so nothing is fixed.
    const none = await structured(client, 'fix_deck', { text: 'Commander\n1 Azusa, Lost but Seeking\n\nDeck\n2 Sol Ring\n' });
    assert.deepEqual(none, { changed: false, text: 'Commander\n1 Azusa, Lost but Seeking\n\nDeck\n2 Sol Ring\n', edits: [], summary: 'No safe fix applies: every remaining problem needs a choice (see check_deck).' });
  });

  test('lookup_card: the card and its color identity reasons as decklist cards lookup --json', async () => {
    for (const name of ['Sol Ring', 'Phelddagrif', 'Fire // Ice']) {
      const expected = cli(['cards', 'lookup', '--json', name]) as { card: Record<string, unknown>; colorIdentityReasons: unknown };
      const got = await structured(client, 'lookup_card', { name });
      const card = got.card as Record<string, unknown>;
      for (const key of ['name', 'manaCost', 'manaValue', 'typeLine', 'oracleText', 'faces', 'colors', 'colorIdentity']) assert.deepEqual(card[key], expected.card[key], `${name}: ${key}`);
      assert.deepEqual(got.colorIdentityReasons, expected.colorIdentityReasons, name);
      assert.equal(got.found, true);
      assert.equal(got.rulings, null, 'no rulings downloaded');
    }
    const missing = await structured(client, 'lookup_card', { name: 'Sol Rign' });
    assert.deepEqual({ ...missing, suggestions: (missing.suggestions as string[]).slice(0, 1) }, { query: 'Sol Rign', found: false, suggestions: ['Sol Ring'] });
  });

  test('search_cards: the same cards as decklist cards search --json; a deck bounds the search by its identity', async () => {
    const expected = cli(['cards', 'search', '--json', '--limit', '10', 't:goblin mv=1']) as { total: number; cards: unknown[] };
    const got = await structured(client, 'search_cards', { query: 't:goblin mv=1', limit: 10 });
    assert.deepEqual(got, { query: 't:goblin mv=1', total: expected.total, cards: expected.cards, error: null, limitedToIdentity: null, format: null });
    const inDeck = await structured(client, 'search_cards', { query: 't:elf mv=1', limit: 500, deck: { path: AZUSA } });
    const all = await structured(client, 'search_cards', { query: 't:elf mv=1 id<=g', limit: 500 });
    assert.equal(inDeck.limitedToIdentity, 'G');
    assert.equal(inDeck.format, 'commander');
    assert.deepEqual(inDeck.cards, all.cards);
    const bad = await structured(client, 'search_cards', { query: 'mv<=' });
    assert.equal(bad.total, 0);
    assert.equal(typeof bad.error, 'string');
  });

  test('same_cost: as decklist cards same-cost --json, by card and by cost', async () => {
    const expected = cli(['cards', 'same-cost', '--json', 'Counterspell']) as Record<string, unknown>;
    const got = await structured(client, 'same_cost', { card: 'Counterspell' });
    assert.deepEqual(
      { card: got.card, manaCost: got.manaCost, format: got.format, cards: got.cards, notLegal: got.notLegal, legalityUnknown: got.legalityUnknown },
      { card: expected.card, manaCost: expected.manaCost, format: expected.format, cards: expected.cards, notLegal: expected.notLegal, legalityUnknown: expected.legalityUnknown },
    );
    const byCost = cli(['cards', 'same-cost', '--json', '--cost', '{U}{U}']) as Record<string, unknown>;
    assert.deepEqual((await structured(client, 'same_cost', { cost: '{U}{U}' })).cards, byCost.cards);
    assert.equal(await errorText(client, 'same_cost', { card: 'Counterspell', cost: '{U}{U}' }), 'Give "card" or "cost", one of the two.');
  });

  test('deck_statistics: the analysis of decklist stats --json and the hand of decklist hand --seed', async () => {
    const stats = cli(['stats', '--json', AZUSA]) as { files: unknown[] };
    const hand = cli(['hand', '--json', '--seed', '7', '--draw', '2', AZUSA]) as Record<string, unknown>;
    const got = await structured(client, 'deck_statistics', { path: AZUSA, seed: 7, draws: 2 });
    assert.deepEqual(got.analysis, stats.files[0]);
    assert.deepEqual(got.sampleHand, hand);
    assert.equal(got.format, 'commander');
    assert.equal((got.lands as number) + (got.nonlands as number), 100);
  });

  test('deck_combos: says when the combos are not downloaded', async () => {
    assert.deepEqual(await structured(client, 'deck_combos', { path: AZUSA }), {
      available: false,
      note: 'Commander Spellbook combos are not downloaded: run "decklist cards update --combos" once.',
      combos: [],
      nearMisses: [],
      nearMissTotal: 0,
      combosSource: null,
      date: null,
    });
  });

  test('diff_decks: as decklist diff --json', async () => {
    const expected = cli(['diff', '--json', AZUSA, PHELDDAGRIF]);
    assert.deepEqual(await structured(client, 'diff_decks', { before: { path: AZUSA }, after: { path: PHELDDAGRIF } }), expected);
    assert.deepEqual(await structured(client, 'diff_decks', { before: { text: '4 Sol Ring\n' }, after: { text: '3 sol ring\n1 Ponder\n' } }), {
      changes: [
        { name: 'Ponder', section: 'main', from: 0, to: 1 },
        { name: 'Sol Ring', section: 'main', from: 4, to: 3 },
      ],
    });
  });

  test('convert_deck: an Arena list and an MTGO .dek', async () => {
    const deck = 'Deck\n4 lightning bolt\n2 Mountain\n\nSideboard\n1 Pyroblast\n';
    assert.deepEqual(await structured(client, 'convert_deck', { text: deck, target: 'arena' }), { target: 'arena', content: 'Deck\n4 Lightning Bolt\n2 Mountain\n\nSideboard\n1 Pyroblast\n', unknownCards: [] });
    const mtgo = await structured(client, 'convert_deck', { text: deck, target: 'mtgo' });
    assert.match(mtgo.content as string, /^<\?xml/);
    assert.equal((mtgo.content as string).match(/<Cards /g)?.length, 3);
  });

  test('list_formats: the formats of decklist check --list-formats', async () => {
    const r = spawnSync(process.execPath, [CLI, 'check', '--list-formats'], { cwd: root, encoding: 'utf8', env: env() });
    const ids = r.stdout
      .split('\n')
      .filter((l) => l && !l.startsWith('2hg ID'))
      .map((l) => l.split(/\s+/)[0]);
    const got = await structured(client, 'list_formats', {});
    assert.deepEqual((got.formats as Array<{ id: string }>).map((f) => f.id), ids);
    const verbose = await structured(client, 'list_formats', { verbose: true });
    assert.equal(typeof (verbose.formats as Array<{ rules: string }>)[0].rules, 'string');
  });

  test("resources: the formats, each format's rules and the card data", async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    assert.deepEqual(uris.slice(0, 2), ['decklist://formats', 'decklist://card-data']);
    assert.ok(uris.includes('decklist://formats/commander'));
    const card = JSON.parse(((await client.readResource({ uri: 'decklist://card-data' })).contents[0] as { text: string }).text);
    assert.deepEqual(card, { source: 'snapshot', label: 'offline card data from January 2017', date: '2017-01-20', cards: 16827, hasLegalities: false, combos: null, rules: card.rules, rulings: false, path: null });
    const rules = ((await client.readResource({ uri: 'decklist://formats/commander' })).contents[0] as { text: string }).text;
    assert.match(rules, /Commander/);
  });

  test('prompts: check this deck, build within bracket N', async () => {
    const { prompts } = await client.listPrompts();
    assert.deepEqual(prompts.map((p) => p.name), ['check-deck', 'build-within-bracket']);
    const p = await client.getPrompt({ name: 'build-within-bracket', arguments: { bracket: '2', commander: 'Azusa, Lost but Seeking' } });
    const text = (p.messages[0].content as { text: string }).text;
    assert.match(text, /Commander Bracket 2\. Use check_deck/);
    assert.match(text, /The commander: Azusa, Lost but Seeking\./);
  });

  test('a path outside the working directory is refused; bad input is a tool error with a message', async () => {
    assert.equal(await errorText(client, 'check_deck', { path: '/etc/passwd' }), `/etc/passwd is outside the folders this server may read (${root}). Give a path inside them, or pass the deck as text.`);
    assert.equal(await errorText(client, 'check_deck', { path: '../outside.txt' }), `../outside.txt is outside the folders this server may read (${root}). Give a path inside them, or pass the deck as text.`);
    assert.equal(await errorText(client, 'check_deck', {}), 'Give the deck as "text" or as "path", one of the two.');
    assert.equal(await errorText(client, 'check_deck', { text: 'x', path: AZUSA }), 'Give the deck as "text" or as "path", one of the two.');
    assert.equal(await errorText(client, 'check_deck', { path: 'examples/no-such-deck.txt' }), 'Cannot read examples/no-such-deck.txt: no such file');
    assert.equal(await errorText(client, 'check_deck', { path: 'examples' }), 'Cannot read examples: it is a directory');
    assert.match(await errorText(client, 'check_deck', { text: '1 Sol Ring', format: 'modren' }), /^Unknown format 'modren'\. Known: commander, /);
    assert.match(await errorText(client, 'check_deck', { text: 5 }), /Input validation error: Invalid arguments for tool check_deck: .*expected string, received number/);
    assert.match(await errorText(client, 'convert_deck', { text: '1 Sol Ring', target: 'pdf' }), /Input validation error/);
    assert.match(await errorText(client, 'no_such_tool', {}), /Tool no_such_tool not found/);
  });

  test('1,000 malformed calls neither crash nor hang it', async () => {
    const junk: unknown[] = [null, 0, -1, 1e308, '', 'x'.repeat(5000), [], {}, { a: 1 }, true, '\u0000', '../../../../etc/shadow'];
    const names = [...TOOLS, 'nope'];
    const calls: Array<Promise<CallToolResult>> = [];
    for (let i = 0; i < 1000; i++) {
      const name = names[i % names.length];
      const value = junk[i % junk.length];
      const args = { text: value, path: junk[(i * 7) % junk.length], name: value, query: value, card: value, before: value, after: value, target: value, seed: value, verbose: value, limit: value };
      calls.push(client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 }) as Promise<CallToolResult>);
    }
    const results = await Promise.all(calls);
    // A few are well-formed after all (a name of junk characters, verbose: true): answered, the rest refused.
    const wellFormed = (i: number) => {
      const [name, value] = [names[i % names.length], junk[i % junk.length]];
      return (name === 'lookup_card' && typeof value === 'string' && value.length >= 1 && value.length <= 300) || (name === 'list_formats' && value === true);
    };
    results.forEach((r, i) => assert.equal(r.isError, wellFormed(i) ? undefined : true, `call ${i}: ${JSON.stringify(r).slice(0, 200)}`));
    assert.equal(results.filter((r) => r.isError === true).length, 976);
    for (const [i, r] of results.entries()) if (names[i % names.length] === 'lookup_card' && !r.isError) assert.equal((r.structuredContent as { found: boolean }).found, false);
    assert.ok(results.every((r) => typeof (r.content[0] as { text: string }).text === 'string' && (r.content[0] as { text: string }).text.length > 0));
    // Still answering, the same as before.
    assert.equal((await structured(client, 'check_deck', { path: AZUSA })).format, 'commander');
  });

  function writeDeck(name: string, text: string): string {
    const file = path.join(tmp, name);
    writeFileSync(file, text);
    return file;
  }
});

describe('decklist mcp with roots the client grants', { skip }, () => {
  let dir: string;
  let client: Client;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-mcp-roots-'));
    tmp ??= dir;
    mkdirSync(path.join(dir, 'decks'));
    writeFileSync(path.join(dir, 'decks', 'bolt.txt'), '4 Lightning Bolt\n');
    writeFileSync(path.join(dir, 'secret.txt'), '1 Sol Ring\n');
    client = await connect({ roots: [path.join(dir, 'decks')] });
  });
  after(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('reads under a granted root (a relative path from the first one), refuses the working directory and a link out', async () => {
    assert.equal((await structured(client, 'check_deck', { path: 'bolt.txt' })).path, 'bolt.txt');
    assert.equal((await structured(client, 'check_deck', { path: path.join(dir, 'decks', 'bolt.txt') })).format, 'constructed');
    const refused = (p: string) => `${p} is outside the folders this server may read (${path.join(dir, 'decks')}). Give a path inside them, or pass the deck as text.`;
    assert.equal(await errorText(client, 'check_deck', { path: path.join(root, AZUSA) }), refused(path.join(root, AZUSA)));
    assert.equal(await errorText(client, 'check_deck', { path: '../secret.txt' }), refused('../secret.txt'));
    (await import('node:fs')).symlinkSync(path.join(dir, 'secret.txt'), path.join(dir, 'decks', 'link.txt'));
    assert.equal(await errorText(client, 'check_deck', { path: 'link.txt' }), refused('link.txt'));
  });
});

describe('decklist mcp in Japanese (--locale ja, as every command takes)', { skip }, () => {
  test('messages as decklist check --json --locale ja words them; a refused path in Japanese', async () => {
    tmp ??= mkdtempSync(path.join(os.tmpdir(), 'decklist-mcp-'));
    const client = await connect({ args: ['--locale', 'ja'] });
    try {
      const expected = cli(['check', '--json', '--locale', 'ja', PHELDDAGRIF]) as { cardData: unknown; files: Array<Record<string, unknown>> };
      assert.equal(expected.files[0].diagnostics !== undefined, true);
      assert.deepEqual(await structured(client, 'check_deck', { path: PHELDDAGRIF }), { cardData: expected.cardData, ...expected.files[0] });
      assert.equal(await errorText(client, 'check_deck', { path: '/etc/passwd' }), `/etc/passwd は、このサーバーが読めるフォルダー（${root}）の外にあります。その中のパスを渡すか、デッキを本文で渡してください。`);
    } finally {
      await client.close();
    }
  });

  test("decklist mcp --help goes to stderr: stdout is the protocol's", () => {
    const r = spawnSync(process.execPath, [CLI, 'mcp', '--help'], { cwd: root, encoding: 'utf8', env: env() });
    assert.equal(r.status, 0);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^usage: decklist mcp \[--cards PATH\]/);
  });
});

describe('decklist-language-server mcp (what npx -y decklist-language-server mcp runs)', { skip: existsSync(SERVER) ? skip : 'not built' }, () => {
  test('answers as decklist mcp does', async () => {
    tmp ??= mkdtempSync(path.join(os.tmpdir(), 'decklist-mcp-'));
    const client = await connect({ command: [process.execPath, SERVER] });
    try {
      assert.deepEqual((await client.listTools()).tools.map((t) => t.name), TOOLS);
      const expected = cli(['check', '--json', AZUSA]) as { files: Array<Record<string, unknown>> };
      assert.deepEqual((await structured(client, 'check_deck', { path: AZUSA })).diagnostics, expected.files[0].diagnostics);
    } finally {
      await client.close();
    }
  });
});

describe("the README's MCP client configurations (English and Japanese)", () => {
  /** The code blocks of a README's MCP section. */
  const blocks = (file: string, heading: string): Array<{ lang: string; body: string }> => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const start = text.indexOf(`\n${heading}\n`);
    assert.ok(start >= 0, `${file} has "${heading}"`);
    const section = text.slice(start + 1, text.indexOf('\n## ', start + 1));
    return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], body: m[2] }));
  };
  const manifest = JSON.parse(readFileSync(path.join(root, 'packaging', 'npm', 'package.json'), 'utf8'));

  for (const [file, heading, locale] of [
    ['README.md', '## AI agents: the MCP server', []],
    ['README.ja.md', '## AI エージェント：MCP サーバー', ['--locale', 'ja']],
  ] as const) {
    test(`${file}: each JSON config is valid JSON and names npx -y decklist-language-server mcp, the package's own bin`, () => {
      const found = blocks(file, heading);
      assert.deepEqual(found.map((b) => b.lang), ['json', 'json', 'bash']);
      const [desktop, vscode, claudeCode] = found;
      const expectedArgs = ['-y', manifest.name, 'mcp', ...locale];
      assert.deepEqual(JSON.parse(desktop.body), { mcpServers: { decklist: { command: 'npx', args: expectedArgs } } });
      assert.deepEqual(JSON.parse(vscode.body), { servers: { decklist: { type: 'stdio', command: 'npx', args: expectedArgs } } });
      assert.equal(claudeCode.body.trim(), `claude mcp add decklist -- npx ${expectedArgs.join(' ')}`);
      // npx -y PACKAGE runs the bin named as the package: the language server's entry, whose `mcp` starts this server.
      assert.equal(manifest.bin[manifest.name], 'dist/server.js');
      assert.ok(manifest.files.includes('dist/cli.js'), 'the MCP server (in the CLI bundle) is in the package');
    });
  }
});
