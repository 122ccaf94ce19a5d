// The web client (vscode.dev, github.dev): the language server runs in a Worker made from the
// extension's own bundle (dist/server-web.js); it fetches the card snapshot and the message
// catalogs from the extension's files, and is sent the workspace's config files, which it cannot
// read itself (workspace-files.ts). The rest is the shared client (activate.ts).
import * as vscode from 'vscode';
import { BrowserMessageReader, BrowserMessageWriter, LanguageClient } from 'vscode-languageclient/browser';
import type { WebInitializationOptions } from '../../server/src/lsp/protocol';
import { activateDecklist, LANGUAGE_ID, type DecklistExtensionApi } from './activate';
import { keepCardData } from './kept-data';
import { WorkspaceFilesSync } from './workspace-files';

export { deactivate } from './activate';

export interface DecklistWebExtensionApi extends DecklistExtensionApi {
  /** Download mirrors from the next server start on (the web suite's stand-in for DECKLIST_SCRYFALL_API). */
  useDownloadEndpoints(endpoints: WebInitializationOptions['downloadEndpoints']): void;
  /** Where the server runs: always a web worker here. */
  serverKind(): 'web-worker';
}

interface WebWorker {
  terminate(): void;
}
declare const Worker: new (url: string) => WebWorker;

export async function activate(context: vscode.ExtensionContext): Promise<DecklistWebExtensionApi> {
  let downloadEndpoints: WebInitializationOptions['downloadEndpoints'] = {};
  let worker: WebWorker | undefined;
  const serverScript = vscode.Uri.joinPath(context.extensionUri, 'dist', 'server-web.js').toString(true);
  const workspaceFiles = new WorkspaceFilesSync();
  context.subscriptions.push(workspaceFiles, { dispose: () => worker?.terminate() });
  const api = await activateDecklist(context, {
    // A new worker at each (re)start; the previous one is ended.
    createClient: (id, name, options) => {
      const client = new LanguageClient(
        id,
        name,
        // The transports, not the worker: the client tells a Worker by `instanceof`, which VS Code's
        // own Worker of the web extension host is not.
        async () => {
          worker?.terminate();
          worker = new Worker(serverScript);
          return { reader: new BrowserMessageReader(worker as never), writer: new BrowserMessageWriter(worker as never) };
        },
        options,
      );
      // Before the first start: the server asks for its kept card data as soon as it is initialized.
      keepCardData(client, context.globalStorageUri);
      return client;
    },
    documentSelector: [{ language: LANGUAGE_ID }],
    initializationOptions: () => ({ web: true, extensionUri: context.extensionUri.toString(true), downloadEndpoints } satisfies WebInitializationOptions),
    started: (client) => workspaceFiles.attach(client),
  });
  return {
    ...api,
    useDownloadEndpoints: (endpoints) => {
      downloadEndpoints = { ...endpoints };
    },
    serverKind: () => 'web-worker',
  };
}
