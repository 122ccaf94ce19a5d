// A client that declares the least (no Markdown, no related information, no code descriptions, no
// label details, no diagnostic `data`, no progress, not our extension) receives nothing it did not
// declare, and still every diagnostic and every quick fix. Eglot's strict mode, for one, rejects a
// diagnostic with `data` and reports each custom notification as unknown.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { CodeAction, CompletionItem, CompletionList, Diagnostic, Hover, MarkupContent } from 'vscode-languageserver-protocol';
import { commanderDeck } from '../unit/rules/helpers';
import { fakeScryfall } from '../support/fake-scryfall';
import { applyWorkspaceEdit, FULL_CAPABILITIES, LEAST_CAPABILITIES, SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const OFFLINE = { cardData: { autoUpdate: false, allowNetwork: false } };
/** No Markdown marks, no escapes, no link syntax: what a plain-text client shows as is. */
const MARKDOWN_LEFT = /\*\*|\\[*_`[\]<>#|~&\\]|\]\(|^#+ |`/m;

describe('a client that declares the least', { skip }, () => {
  let s: TestServer;
  const text = commanderDeck('Phelddagrif', ['Goblin Piker', 'Sol Rnig', 'Counterspell', 'Counterspell']);
  let uri: string;
  let diagnostics: Diagnostic[];
  before(async () => {
    s = await startServer({ capabilities: LEAST_CAPABILITIES, initializationOptions: OFFLINE });
    uri = s.open('phelddagrif.edh', text);
    diagnostics = await s.diagnosticsFor(uri, 1);
  });
  after(async () => {
    await s?.stop();
  });

  test('every diagnostic, with no field it did not declare; related locations are written into the message', () => {
    assert.deepEqual(diagnostics.map((d) => d.code).sort(), ['color-identity', 'singleton', 'unknown-card']);
    for (const d of diagnostics) {
      assert.deepEqual(
        Object.keys(d).filter((k) => ['data', 'codeDescription', 'relatedInformation', 'tags'].includes(k)),
        [],
        `${d.code} carries only declared fields`,
      );
    }
    const piker = diagnostics.find((d) => d.code === 'color-identity')!;
    const commanderLine = text.split('\n').indexOf('1 Phelddagrif') + 1;
    const [first, ...notes] = String(piker.message).split('\n');
    assert.match(first, /Goblin Piker/);
    assert.equal(notes.length, 1);
    assert.match(notes[0], new RegExp(`^- .*Phelddagrif.* \\(line ${commanderLine}\\)$`));
    const twice = diagnostics.find((d) => d.code === 'singleton')!;
    const firstCounterspell = text.split('\n').indexOf('1 Counterspell') + 1;
    assert.match(String(twice.message), new RegExp(`\\n- .*\\(line ${firstCounterspell}\\)$`));
  });

  test('no custom notification and no progress request reaches it', async () => {
    // A check of a second version: any deck info would have been sent by now.
    s.replaceAll(uri, 2, `${text}\n`);
    await s.diagnosticsFor(uri, 2);
    assert.deepEqual(s.notifications.filter((n) => n.method.startsWith('decklist/')).map((n) => n.method), []);
    assert.deepEqual(s.requests.filter((m) => m === 'window/workDoneProgress/create'), []);
  });

  test('hover in plain text: the card and its Oracle text with no Markdown left in', async () => {
    const line = text.split('\n').indexOf('1 Goblin Piker');
    const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character: 4 } })) as Hover;
    const contents = h.contents as MarkupContent;
    assert.equal(contents.kind, 'plaintext');
    assert.match(contents.value, /^Goblin Piker/);
    assert.match(contents.value, /can't block/);
    assert.doesNotMatch(contents.value, MARKDOWN_LEFT);
  });

  test('completion: no label details, plain-text documentation', async () => {
    const doc = s.open('complete.txt', '// format: legacy\n4 Sol R\n');
    await s.diagnosticsFor(doc, 1);
    const list = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri: doc }, position: { line: 1, character: 7 } })) as CompletionList;
    const ring = list.items.find((i) => i.label === 'Sol Ring')!;
    assert.ok(ring, 'Sol Ring is offered');
    assert.equal(ring.labelDetails, undefined);
    assert.equal(ring.tags, undefined);
    const resolved = (await s.conn.sendRequest('completionItem/resolve', ring)) as CompletionItem;
    const documentation = resolved.documentation as MarkupContent;
    assert.equal(documentation.kind, 'plaintext');
    assert.match(documentation.value, /Add \{C\}\{C\}/);
    assert.doesNotMatch(documentation.value, MARKDOWN_LEFT);
  });

  test('every quick fix, from the diagnostics as it received them (no data)', async () => {
    const unknown = diagnostics.find((d) => d.code === 'unknown-card')!;
    const actions = (await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: unknown.range, context: { diagnostics: [unknown] } })) as CodeAction[];
    const rename = actions.find((a) => /Sol Ring/.test(a.title));
    assert.ok(rename, `a fix to Sol Ring among ${actions.map((a) => a.title).join(' | ')}`);
    const after = applyWorkspaceEdit(text, rename.edit!, uri);
    assert.equal(after, text.replace('1 Sol Rnig', '1 Sol Ring'));
  });
});

test('the VS Code-like client gets Markdown, related information, code descriptions, data and deck info', { skip }, async () => {
  const s = await startServer({ capabilities: FULL_CAPABILITIES });
  try {
    const text = commanderDeck('Phelddagrif', ['Goblin Piker']);
    const uri = s.open('full.edh', text);
    const d = (await s.diagnosticsFor(uri, 1)).find((x) => x.code === 'color-identity')!;
    assert.ok(d.relatedInformation?.length && d.codeDescription && d.data);
    assert.doesNotMatch(String(d.message), /\n/);
    const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: text.split('\n').indexOf('1 Goblin Piker'), character: 4 } })) as Hover;
    assert.equal((h.contents as MarkupContent).kind, 'markdown');
    await s.until('deck info', () => s.notifications.some((n) => n.method === 'decklist/deckInfo'));
  } finally {
    await s.stop();
  }
});

/** What Neovim 0.7.2 declares of `window`: it shows a `window/showMessageRequest` with `inputlist()`, which blocks the editor. */
const NEOVIM_0_7_WINDOW = { window: { showMessage: { messageActionItem: { additionalPropertiesSupport: false } }, showDocument: { support: false }, workDoneProgress: true } };

for (const capabilities of [LEAST_CAPABILITIES, NEOVIM_0_7_WINDOW]) {
  const who = capabilities === LEAST_CAPABILITIES ? 'a client that declares nothing' : 'a client that declares message actions (Neovim 0.7)';
  test(`a failed background update reaches ${who} as window/showMessage, never a request that waits for an answer; once per cache, not per start`, { skip }, async () => {
    const scryfall = await fakeScryfall(false, { unknownShape: true });
    const { mkdtempSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const home = mkdtempSync(path.join(os.tmpdir(), 'decklist-cache-'));
    const start = () =>
      startServer({
        capabilities,
        initializationOptions: { cardData: { autoUpdate: true, allowNetwork: true } },
        env: { DECKLIST_CARDS: '', DECKLIST_SCRYFALL_API: scryfall.base, DECKLIST_CACHE_DIR: path.join(home, 'cache') },
      });
    const failedLogs = (s: TestServer) => s.notifications.filter((n) => n.method === 'window/logMessage' && /Card data update failed/.test(String((n.params as { message: string }).message))).length;
    try {
      for (const run of [1, 2]) {
        const s = await start();
        try {
          const uri = s.open('deck.txt', '// format: legacy\n4 Lightning Bolt\n56 Island\n');
          await s.until('the download failed', () => failedLogs(s) === 1);
          // Whatever the server sent before this answer has arrived.
          await s.diagnosticsFor(uri, 1);
          assert.deepEqual(s.messageRequests, [], 'no window/showMessageRequest');
          assert.deepEqual(s.requests.filter((m) => m === 'window/showMessageRequest'), []);
          if (run === 1) {
            assert.equal(s.messages.length, 1);
            assert.match(s.messages[0], /^Decklist: the card data could not be updated: .*neither "jsonl_download_uri" nor "download_uri".*Decks are checked with offline card data from January 2017/);
          } else {
            assert.deepEqual(s.messages, [], 'the same cache: the player was told at the first start');
          }
          assert.deepEqual(s.notifications.filter((n) => n.method.startsWith('decklist/')).map((n) => n.method), []);
        } finally {
          await s.stop();
        }
      }
      assert.equal(scryfall.requests.filter((r) => r === '/bulk-data').length, 2, 'each start tried to download');
    } finally {
      await scryfall.close();
      rmSync(home, { recursive: true, force: true });
    }
  });
}
