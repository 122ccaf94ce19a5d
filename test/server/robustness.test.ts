// Protocol tests for the hard cases: a 50,000-line file, edits faster than checks, out-of-order
// and duplicate versions, positions outside the document, cancellation, a client with no
// capabilities, teams of two files, configuration and config-file changes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hover } from 'vscode-languageserver-protocol';
import { commanderDeck } from '../unit/rules/helpers';
import { SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

describe('language server under load and odd clients', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(async () => {
    await s?.stop();
  });

  test('a document opened again under the same URI at the same version (an editor reusing "Untitled-1") is checked anew, closed in between or not', async () => {
    const uri = 'untitled:Untitled-1';
    const hoverText = async () => ((await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 4 } })) as Hover | null)?.contents as { value: string } | undefined;
    s.open(uri, '// format: legacy\n3 Lightning Bolt\n1 Lightning Bolt\n56 Island\n');
    await s.diagnosticsFor(uri, 1);
    assert.match((await hoverText())?.value ?? '', /4 copies in the deck \(lines 2, 3\)/);
    void s.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    s.open(uri, '// format: legacy\n4 Lightning Bolt\n56 Mountain\n');
    assert.match((await hoverText())?.value ?? '', /4 copies in the deck \(line 2\)/, 'closed, then opened with other text');
    // Opened again without a close in between: the new text still wins over what was kept for version 1.
    s.open(uri, '// format: legacy\n2 Lightning Bolt\n58 Mountain\n');
    assert.match((await hoverText())?.value ?? '', /2 copies in the deck \(line 2\)/, 'opened again without a close');
  });

  test('a 50,000-line file is checked off the main thread: another deck answers hover meanwhile', async () => {
    const small = s.open('small.txt', '// format: legacy\n4 Lightning Bolt\n56 Island\n');
    await s.diagnosticsFor(small, 1);
    const names = ['Lightning Bolt', 'Counterspell', 'Sol Ring', 'Llanowar Elves', 'Island'];
    const big = Array.from({ length: 50_000 }, (_, i) => `1 ${names[i % names.length]}`).join('\n');
    const t0 = Date.now();
    const bigUri = s.open('big.txt', big);
    // Immediately: the large file gets a "checking" note, never a blocked server.
    await s.until('checking note', () => s.diagnostics.get(bigUri)?.some((p) => p.diagnostics.some((d) => d.code === 'checking')));
    const waits: number[] = [];
    const done = s.diagnosticsFor(bigUri, 1, 60_000).then((d) => d.filter((x) => x.code !== 'checking'));
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      const t = Date.now();
      const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri: small }, position: { line: 1, character: 4 } })) as Hover;
      waits.push(Date.now() - t);
      assert.match((h.contents as { value: string }).value, /Lightning Bolt/);
    }
    const d = await done;
    assert.ok(d.some((x) => x.code === 'copy-limit'), 'the big file is checked');
    // VS Code shows at most 1,000 entries of a file: the note first, then 999 problems.
    assert.equal(d.length, 1000);
    assert.equal(d[0].code, 'too-many-problems');
    assert.ok(Math.max(...waits) < 2000, `hover waited ${Math.max(...waits)} ms (${waits.length} hovers) while the big file was checked for ${Date.now() - t0} ms`);
    // Its own features still answer (computed when asked).
    const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri: bigUri }, position: { line: 49_999, character: 3 } })) as Hover;
    assert.match((h.contents as { value: string }).value, /Island/);
  });

  test('out-of-order, duplicate and invalid requests are answered or declined; the server keeps running', async () => {
    const uri = s.open('odd.txt', '// format: legacy\n4 Lightning Bolt\n56 Island\n');
    await s.diagnosticsFor(uri, 1);
    for (const position of [{ line: 999, character: 0 }, { line: 0, character: 999 }, { line: -1, character: -5 }]) {
      await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position });
      await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position });
      await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: { start: position, end: position }, context: { diagnostics: [] } });
    }
    await s.conn.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///not/open.txt' }, position: { line: 0, character: 0 } });
    // A request that is cancelled at once gets an answer or the cancellation error, never a hang.
    const { CancellationTokenSource } = await import('vscode-languageserver-protocol');
    const cts = new CancellationTokenSource();
    const pending = s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 0, character: 4 } }, cts.token);
    cts.cancel();
    await pending.catch((e: { code?: number }) => assert.equal(e.code, -32800));
    s.replaceAll(uri, 5, '// format: legacy\n4 Counterspell\n56 Island\n');
    s.replaceAll(uri, 5, '// format: legacy\n4 Counterspell\n56 Island\n');
    s.replaceAll(uri, 4, '// format: legacy\n9 Counterspell\n51 Island\n');
    const d = await s.diagnosticsFor(uri, 5);
    assert.deepEqual(d, []);
    assert.equal(s.child.exitCode, null);
  });

  test('two decks of one team are checked together; editing one re-publishes the other', async () => {
    const a = s.open('alice.txt', '// format: crossfire\n// team: blue\n3 Counterspell\n57 Island\n');
    const b = s.open('bob.txt', '// format: crossfire\n// team: blue\n1 Counterspell\n59 Island\n');
    await s.diagnosticsFor(a, 1);
    await s.diagnosticsFor(b, 1);
    s.replaceAll(b, 2, '// format: crossfire\n// team: blue\n2 Counterspell\n58 Island\n');
    const bd = await s.diagnosticsFor(b, 2);
    const team = bd.find((x) => x.code === 'team-copy-limit');
    assert.ok(team, 'over the team limit');
    assert.ok(team!.relatedInformation!.some((r) => r.location.uri === a), 'points into the teammate’s file');
    await s.until('alice re-published', () => s.diagnostics.get(a)!.at(-1)!.diagnostics.some((x) => x.code === 'team-copy-limit'));
  });

  test('settings and decklist.config.json changes re-check every open deck', async () => {
    const uri = s.open('settings.txt', '4 Lightning Bolt\n4 Lightning Bolt\n52 Island\n');
    await s.diagnosticsFor(uri, 1);
    s.settings = { ...s.settings, format: 'legacy' };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    await s.until('legacy check', () => s.diagnostics.get(uri)!.at(-1)!.diagnostics.some((x) => x.code === 'copy-limit'));
    s.settings = { ...s.settings, severity: { 'copy-limit': 'off' } };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    await s.until('copy-limit off', () => !s.diagnostics.get(uri)!.at(-1)!.diagnostics.some((x) => x.code === 'copy-limit'));
    const config = path.join(s.folder, 'decklist.config.json');
    writeFileSync(config, JSON.stringify({ formats: { house: { extends: 'legacy', banned: ['Lightning Bolt'] } }, format: 'house' }));
    void s.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(config).toString(), type: 1 }] });
    s.settings = { ...s.settings, format: undefined, severity: {} };
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    await s.until('house ban', () => s.diagnostics.get(uri)!.at(-1)!.diagnostics.some((x) => x.code === 'banned'));
    writeFileSync(config, '{ "formats": { "x": { "extends": "nope" } } ');
    void s.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(config).toString(), type: 2 }] });
    await s.until('config problems shown on the config file', () => s.diagnostics.get(pathToFileURL(config).toString())?.at(-1)?.diagnostics.length);
  });
});

test('a client with no capabilities (Neovim 0.7) gets pushed diagnostics and plain answers', { skip }, async () => {
  const s = await startServer({ capabilities: {}, initializationOptions: { format: 'commander' } });
  try {
    const uri = s.open('plain.txt', commanderDeck('Phelddagrif', ['Goblin Piker']));
    const d = await s.diagnosticsFor(uri, 1);
    assert.ok(d.some((x) => x.code === 'color-identity'));
    const actions = (await s.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: d[0].range,
      context: { diagnostics: d },
    })) as Array<{ edit: { changes?: unknown; documentChanges?: unknown } }>;
    assert.ok(actions.length > 0);
    assert.ok(actions.every((a) => a.edit.changes && !a.edit.documentChanges), 'plain changes for a client without documentChanges');
  } finally {
    await s.stop();
  }
});

test('pull diagnostics when the client supports them (and no push)', { skip }, async () => {
  const s = await startServer({
    capabilities: { textDocument: { diagnostic: { dynamicRegistration: false } }, workspace: { diagnostics: { refreshSupport: true }, configuration: true } },
  });
  try {
    const uri = s.open('pull.txt', '// format: legacy\n5 Lightning Bolt\n55 Island\n');
    // Pulled again until the card data is in (the first answer may only have the syntax checked).
    let items: Array<{ code?: string | number }> = [];
    const deadline = Date.now() + 15000;
    while (!items.some((d) => d.code === 'copy-limit') && Date.now() < deadline) {
      items = ((await s.conn.sendRequest('textDocument/diagnostic', { textDocument: { uri } })) as { items: typeof items }).items;
    }
    assert.ok(items.some((d) => d.code === 'copy-limit'), JSON.stringify(items));
    assert.equal(s.diagnostics.get(uri), undefined, 'nothing pushed');
  } finally {
    await s.stop();
  }
});

test('an untrusted workspace: the settings it sets, a card data path outside it and downloads are ignored, said once; decks are still checked', { skip }, async () => {
  const s = await startServer({
    // The client read the workspace's settings file: it sets the path and allowNetwork, not autoUpdate.
    initializationOptions: { untrusted: true, workspaceRestricted: ['decklist.cardData.path', 'decklist.cardData.allowNetwork'] },
    settings: { cardData: { path: '/etc/passwd', autoUpdate: true, allowNetwork: true } },
  });
  try {
    const uri = s.open('untrusted.txt', '// format: legacy\n5 Lightning Bolt\n55 Island\n');
    const d = await s.diagnosticsFor(uri, 1);
    assert.ok(d.some((x) => x.code === 'copy-limit'));
    await s.until('the restriction is said', () => s.messages.some((m) => /not trusted/.test(m)));
    assert.equal(s.messages.filter((m) => /not trusted/.test(m)).length, 1);
    assert.equal(
      s.messages.find((m) => /not trusted/.test(m)),
      'Decklist: this workspace is not trusted (Restricted Mode), so the settings it sets for Decklist are ignored (decklist.cardData.path, decklist.cardData.allowNetwork); the card data file /etc/passwd is not read, as it is outside the workspace; no card data is downloaded. Trust the workspace to lift this; decks are still checked.',
    );
    // The update command says why it cannot run and what would let it, not that the network setting is off.
    await assert.rejects(s.conn.sendRequest('decklist/updateCardData', {}), {
      message: 'Request decklist/updateCardData failed with message: This workspace is not trusted (Restricted Mode), so nothing is downloaded. Trust the workspace to update the card data.',
    });
  } finally {
    await s.stop();
  }
});

test('Restricted Mode: advice about card data says to trust the workspace first, and never names the setting it ignores', { skip }, async () => {
  const deck = '// format: legacy\n4 Lightning Bolt\n4 Jeskas Wil\n52 Island\n';
  const unknownMessage = async (untrusted: boolean) => {
    const s = await startServer({ initializationOptions: { decklistExtension: true, untrusted } });
    try {
      const uri = s.open('advice.txt', deck);
      const d = await s.diagnosticsFor(uri, 1);
      return String(d.find((x) => x.code === 'unknown-card')?.message);
    } finally {
      await s.stop();
    }
  };
  const restricted = await unknownMessage(true);
  assert.match(restricted, /trust this workspace, then run "Decklist: Update Card Data"/);
  assert.doesNotMatch(restricted, /decklist\.cardData\.path/);
  const trusted = await unknownMessage(false);
  assert.match(trusted, /run "Decklist: Update Card Data"/);
  assert.doesNotMatch(trusted, /trust this workspace/);
});
