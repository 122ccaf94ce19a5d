// The web extension's language server (dist/server-web.js, run in a worker thread dressed as a
// browser's web worker, its files served over HTTP on 127.0.0.1) against the Node.js server, both
// on the offline snapshot: start → first diagnostics of a 100-card Commander deck (the snapshot is
// fetched and loaded by the web server, read from disk by the Node one), median of several starts
// taken in turns, and their ratio; then the sizes of what a browser loads. The web workbench suite
// (test/web) prints the same figure from Chromium.
// Run: npm run build && npm run bench -- web-server
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, WEB_SERVER, type StartOptions } from '../test/server/lsp-client';
import { median } from './stats';

const ROOT = path.resolve(__dirname, '..');
const SNAPSHOT = path.join(ROOT, 'dist/cards-snapshot.dlidx');
const DECK = readFileSync(path.join(ROOT, 'examples/phelddagrif-2010.edh'), 'utf8');
const STARTS = 7;

if (!existsSync(WEB_SERVER) || !existsSync(SNAPSHOT)) {
  console.log('dist/server-web.js or the snapshot is missing: run npm run build first');
  process.exit(1);
}

async function firstDiagnostics(options: StartOptions, uri: string): Promise<number> {
  const t0 = performance.now();
  const s = await startServer(options);
  try {
    const opened = s.open(uri, DECK);
    await s.diagnosticsFor(opened, 1, 60_000);
    return performance.now() - t0;
  } finally {
    await s.stop();
  }
}

async function main(): Promise<void> {
  const server = http.createServer((req, res) => {
    const file = path.join(ROOT, decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (!file.startsWith(path.join(ROOT, 'dist')) && !file.startsWith(path.join(ROOT, 'l10n'))) return void res.writeHead(404).end();
    res.writeHead(200).end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const extensionUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const web: number[] = [];
  const node: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    web.push(await firstDiagnostics({ webWorker: { extensionUri }, initializationOptions: { decklistExtension: true, web: true, extensionUri } }, 'vscode-test-web://mount/deck.edh'));
    node.push(await firstDiagnostics({ cards: SNAPSHOT }, 'deck.edh'));
  }
  server.close();
  const w = median(web);
  const n = median(node);
  console.log(`start → first diagnostics, 100-card deck, snapshot   web worker median ${w.toFixed(0)} ms   Node.js median ${n.toFixed(0)} ms   web ÷ Node ${(w / n).toFixed(2)}   (n=${STARTS} each)`);
  const mb = (f: string) => statSync(path.join(ROOT, f)).size / 1024 / 1024;
  const files = ['dist/client-web.js', 'dist/server-web.js', 'dist/cards-snapshot.dlidx'];
  console.log(`web extension files: ${files.map((f) => `${path.basename(f)} ${mb(f).toFixed(2)} MB`).join(', ')}; together ${files.reduce((s, f) => s + mb(f), 0).toFixed(2)} MB (limit 8 MB)`);
}

void main();
