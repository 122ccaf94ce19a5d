// Language server entry for Node.js (the desktop editor, other editors over stdio, the npm
// package): the connection and the platform's I/O; the wiring is lsp/serve.ts, shared with the
// web worker (server-web.ts).
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { nodeHost } from './lsp/node-host';
import { serve } from './lsp/serve';

serve(createConnection(ProposedFeatures.all), nodeHost());
