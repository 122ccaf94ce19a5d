// A JSON-RPC client for protocol tests: starts the bundled server (dist/server.js --stdio) as a
// child process with hand-written card data, and records what it publishes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  createProtocolConnection,
  PortMessageReader,
  PortMessageWriter,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type InitializeResult,
  type MessageReader,
  type MessageWriter,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { RULES_CARDS } from '../fixtures/rules/cards';

export const SERVER = path.resolve(__dirname, '../../dist/server.js');

/** Every client capability the server makes use of, as VS Code declares them. */
export const FULL_CAPABILITIES: ClientCapabilities = {
  workspace: {
    configuration: true,
    didChangeConfiguration: { dynamicRegistration: true },
    didChangeWatchedFiles: { dynamicRegistration: true },
    workspaceEdit: { documentChanges: true },
  },
  window: { workDoneProgress: true, showMessage: { messageActionItem: { additionalPropertiesSupport: true } } },
  textDocument: {
    hover: { contentFormat: ['markdown', 'plaintext'] },
    completion: {
      completionItem: { labelDetailsSupport: true, documentationFormat: ['markdown', 'plaintext'], tagSupport: { valueSet: [1] } },
    },
    publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true, dataSupport: true, tagSupport: { valueSet: [1, 2] } },
  },
};

/** A client that declares nothing it can do without: no Markdown, no related information, no code descriptions, no label details, no `data`, no progress. */
export const LEAST_CAPABILITIES: ClientCapabilities = {};

export interface StartOptions {
  capabilities?: ClientCapabilities;
  /** Default: `{ decklistExtension: true }`, as the VS Code extension sends; other clients send none. */
  initializationOptions?: unknown;
  /** Answers to workspace/configuration (section `decklist`). */
  settings?: Record<string, unknown>;
  /** A workspace folder (temporary one by default). */
  folder?: string;
  env?: Record<string, string>;
  /** Card data file; default: the rules test cards written as JSON Lines. */
  cards?: string;
  /** InitializeParams.locale (the client's UI language). */
  locale?: string;
  /** InitializeParams.clientInfo (Helix sends `{ name: 'helix' }`). */
  clientInfo?: { name: string; version?: string };
  /** The server bundle to start with node (default: dist/server.js), e.g. in a copy of the package. */
  server?: string;
  /** An executable to start instead (`decklist-language-server` as npm installed it), with `--stdio`. */
  command?: string;
  /** The server's working directory (default: this process's). */
  cwd?: string;
  /** workspace/configuration is answered once this resolves (a client slow to give its settings). */
  configurationGate?: Promise<void>;
  /**
   * Runs the web extension's server (dist/server-web.js) in a worker thread dressed as a browser's
   * web worker (its global scope is its message port, `fetch` reaches the extension's files at
   * `extensionUri`), instead of the Node.js server in a process.
   */
  webWorker?: { extensionUri: string; kept?: Map<string, { base64: string; meta: unknown }> };
}

export const WEB_SERVER = path.resolve(__dirname, '../../dist/server-web.js');

/** A worker thread whose global scope looks like a browser worker's to the server bundle. */
function startWebWorker(): { child: ChildProcess; reader: MessageReader; writer: MessageWriter } {
  const harness = `
    const { parentPort } = require('node:worker_threads');
    let handler;
    Object.defineProperty(globalThis, 'onmessage', { set: (f) => (handler = f), get: () => handler });
    globalThis.addEventListener = () => undefined;
    globalThis.postMessage = (m) => parentPort.postMessage(m);
    parentPort.on('message', (data) => {
      handler && handler({ data });
      // A browser ends the worker (the client terminates it); here the thread ends itself.
      if (data && data.method === 'exit') setTimeout(() => process.exit(0), 0);
    });
    require(${JSON.stringify(WEB_SERVER)});`;
  const worker = new Worker(harness, { eval: true, stderr: true, stdout: true });
  let exitCode: number | null = null;
  worker.once('exit', (code) => (exitCode = code));
  const child = {
    get exitCode() {
      return exitCode;
    },
    kill: () => void worker.terminate(),
    once: (event: string, f: () => void) => worker.once(event, f),
    stderr: worker.stderr,
  } as unknown as ChildProcess;
  return { child, reader: new PortMessageReader(worker), writer: new PortMessageWriter(worker) };
}

export class TestServer {
  readonly diagnostics = new Map<string, PublishDiagnosticsParams[]>();
  readonly notifications: Array<{ method: string; params: unknown }> = [];
  readonly messages: string[] = [];
  /** Every `window/showMessageRequest` the server sent, with the titles of its buttons. */
  readonly messageRequests: Array<{ message: string; actions: string[] }> = [];
  /** The button a test's user clicks on a `window/showMessageRequest` (none by default). */
  answerMessageRequest: (p: { message: string; actions: string[] }) => string | undefined = () => undefined;
  /** Every request the server sent the client, by method. */
  readonly requests: string[] = [];
  settings: Record<string, unknown>;
  /** What the server answered to `initialize` (its capabilities). */
  initializeResult: InitializeResult | undefined;
  private waiters: Array<() => void> = [];
  stderr = '';

  constructor(
    readonly conn: ProtocolConnection,
    readonly child: ChildProcess,
    readonly folder: string,
    private readonly cleanup: () => void,
    settings: Record<string, unknown>,
  ) {
    this.settings = settings;
  }

  uri(name: string): string {
    return pathToFileURL(path.join(this.folder, name)).toString();
  }

  notified(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Waits (without sleeping a fixed time) until the condition holds. */
  async until<T>(what: string, f: () => T | undefined | false, timeoutMs = 15000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const v = f();
      if (v) return v;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; stderr: ${this.stderr.slice(-2000)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** The newest diagnostics published for a document version (and with card checks done). */
  diagnosticsFor(uri: string, version: number, timeoutMs?: number) {
    return this.until(`diagnostics of ${uri} v${version}`, () => {
      const list = this.diagnostics.get(uri) ?? [];
      const last = list[list.length - 1];
      return last && last.version === version && !last.diagnostics.some((d) => d.code === 'card-data' || d.code === 'checking') ? last.diagnostics : undefined;
    }, timeoutMs);
  }

  open(name: string, text: string, version = 1, languageId = 'decklist'): string {
    const uri = name.includes(':') ? name : this.uri(name);
    void this.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
    return uri;
  }

  replaceAll(uri: string, version: number, text: string): void {
    void this.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
  }

  async stop(): Promise<void> {
    try {
      await Promise.race([this.conn.sendRequest('shutdown'), new Promise((r) => setTimeout(r, 2000))]);
      void this.conn.sendNotification('exit');
    } catch {
      // already gone
    }
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      const t = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 3000);
      this.child.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
    });
    this.conn.dispose();
    this.cleanup();
  }
}

/** Applies a workspace edit of one document to its text (what the client does). */
export function applyWorkspaceEdit(text: string, edit: WorkspaceEdit, uri: string): string {
  const edits: TextEdit[] = edit.documentChanges
    ? edit.documentChanges.flatMap((c) => ('edits' in c && c.textDocument.uri === uri ? (c.edits as TextEdit[]) : []))
    : (edit.changes?.[uri] ?? []);
  return TextDocument.applyEdits(TextDocument.create(uri, 'decklist', 0, text), edits);
}

/** Writes the hand-written rules cards as Scryfall JSON Lines. */
export function writeFixtureCards(dir: string): string {
  const file = path.join(dir, 'cards.jsonl');
  writeFileSync(file, RULES_CARDS.map((c) => JSON.stringify(c)).join('\n') + '\n');
  return file;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'decklist-lsp-'));
  const folder = options.folder ?? path.join(tmp, 'workspace');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(folder, { recursive: true });
  const cards = options.cards ?? writeFixtureCards(tmp);
  const [program, args] = options.command ? [options.command, ['--stdio']] : [process.execPath, [options.server ?? SERVER, '--stdio']];
  const web = options.webWorker ? startWebWorker() : undefined;
  const child = web?.child ?? spawn(program, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: tmp,
      DECKLIST_CACHE_DIR: path.join(tmp, 'cache'),
      DECKLIST_CARDS: cards,
      // Tests run offline: the rules data is downloaded only where a test names a stand-in for it.
      DECKLIST_RULES_URL: 'none',
      ...options.env,
    },
  });
  const conn = web ? createProtocolConnection(web.reader, web.writer) : createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const server = new TestServer(conn, child, folder, () => rmSync(tmp, { recursive: true, force: true }), {
    cardData: { autoUpdate: false, allowNetwork: false },
    ...(options.settings ?? {}),
  });
  child.stderr!.on('data', (c) => (server.stderr += String(c)));
  conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    const list = server.diagnostics.get(p.uri) ?? [];
    list.push(p);
    server.diagnostics.set(p.uri, list);
    server.notified();
  });
  for (const method of ['decklist/deckInfo', 'decklist/cardDataUpdateFailed', '$/progress', 'window/logMessage']) {
    conn.onNotification(method, (params: unknown) => {
      server.notifications.push({ method, params });
      server.notified();
    });
  }
  // Any other notification (a custom one a client did not ask for) is recorded too.
  conn.onUnhandledNotification((n) => {
    server.notifications.push({ method: n.method, params: n.params });
    server.notified();
  });
  const answered = (method: string, answer: (params: never) => unknown) =>
    conn.onRequest(method, (params: never) => {
      server.requests.push(method);
      server.notified();
      return answer(params);
    });
  answered('workspace/configuration', async (p: { items: Array<{ section?: string }> }) => {
    await options.configurationGate;
    return p.items.map(() => server.settings);
  });
  answered('window/workDoneProgress/create', () => null);
  // The web client keeps the web server's card data in the extension's storage (client/src/kept-data.ts).
  const kept = options.webWorker?.kept;
  if (kept) {
    answered('decklist/keptData/read', (p: { key: string }) => kept.get(p.key) ?? null);
    answered('decklist/keptData/write', (p: { key: string; base64: string; meta: unknown }) => {
      kept.set(p.key, { base64: p.base64, meta: p.meta });
      return true;
    });
  }
  answered('client/registerCapability', () => null);
  answered('workspace/diagnostic/refresh', () => null);
  answered('workspace/inlayHint/refresh', () => null);
  answered('window/showMessageRequest', (p: { message: string; actions?: Array<{ title: string }> }) => {
    const request = { message: p.message, actions: (p.actions ?? []).map((a) => a.title) };
    server.messageRequests.push(request);
    const title = server.answerMessageRequest(request);
    return title ? { title } : null;
  });
  conn.onNotification('window/showMessage', (p: { message: string }) => {
    server.messages.push(p.message);
    server.notified();
  });
  conn.listen();
  server.initializeResult = await conn.sendRequest<InitializeResult>('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(folder).toString(),
    workspaceFolders: [{ uri: pathToFileURL(folder).toString(), name: 'workspace' }],
    capabilities: options.capabilities ?? FULL_CAPABILITIES,
    initializationOptions:
      'initializationOptions' in options ? options.initializationOptions : { decklistExtension: true, ...(options.webWorker ? { extensionUri: options.webWorker.extensionUri } : {}) },
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.clientInfo ? { clientInfo: options.clientInfo } : {}),
  });
  void conn.sendNotification('initialized', {});
  return server;
}

/** The document's `source.fixAll` code actions. */
export function fixAllActions(s: TestServer, uri: string): Promise<CodeAction[]> {
  return s.conn.sendRequest('textDocument/codeAction', {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics: [], only: ['source.fixAll'] },
  }) as Promise<CodeAction[]>;
}
