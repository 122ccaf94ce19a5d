// The desktop client: the language server is a Node.js process (dist/server.js) over IPC; the
// rest is the shared client (activate.ts).
import * as path from 'node:path';
import type * as vscode from 'vscode';
import { LanguageClient, TransportKind, type ServerOptions } from 'vscode-languageclient/node';
import { activateDecklist, LANGUAGE_ID, type DecklistExtensionApi } from './activate';

export { deactivate, LANGUAGE_ID, type DecklistExtensionApi } from './activate';

export async function activate(context: vscode.ExtensionContext): Promise<DecklistExtensionApi> {
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  return activateDecklist(context, {
    createClient: (id, name, options) => new LanguageClient(id, name, serverOptions, options),
    documentSelector: [
      { language: LANGUAGE_ID, scheme: 'file' },
      { language: LANGUAGE_ID, scheme: 'untitled' },
    ],
    // vscode-languageclient keeps the forked server process private; the tests need its pid to
    // crash it on purpose.
    serverPid: (client) => (client as unknown as { _serverProcess?: { pid?: number } })._serverProcess?.pid,
  });
}
