// VS Code client: starts the language server. Nothing about rules lives here.
import * as path from 'node:path';
import type { ExtensionContext } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext) {
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: 'decklist' }],
  };
  client = new LanguageClient('decklist', 'Decklist Language Server', serverOptions, clientOptions);
  await client.start();
  return { isRunning: () => client?.isRunning() ?? false };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
