import './web/shims/globals';
// Language server entry for a browser's web worker (the extension on vscode.dev and github.dev):
// the worker's message port and the web platform's I/O; the wiring is lsp/serve.ts, shared with
// the Node.js server (server.ts).
import { BrowserMessageReader, BrowserMessageWriter, createConnection, ProposedFeatures } from 'vscode-languageserver/browser';
import { serve } from './lsp/serve';
import { webHost } from './web/web-host';

// The worker's global scope is its message port.
const port = globalThis as unknown as ConstructorParameters<typeof BrowserMessageReader>[0];
serve(createConnection(ProposedFeatures.all, new BrowserMessageReader(port), new BrowserMessageWriter(port)), webHost());
