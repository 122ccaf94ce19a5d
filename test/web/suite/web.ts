// What the web suite adds to the editor suite's helpers (test/editor/suite/common.ts): the web
// client's API, the suite's own files served beside the extension, and the workers it starts.
import * as vscode from 'vscode';
import type { DecklistWebExtensionApi } from '../../../client/src/extension-web';
import { codeOf, EXTENSION_ID, extensionApi, waitFor, waitForDiagnostics, type DecklistTestApi } from '../../editor/suite/common';

/** The web client's API: the desktop one, plus download endpoints in place of the desktop's environment variables. */
export type DecklistWebTestApi = DecklistWebExtensionApi;

export async function webApi(): Promise<DecklistWebTestApi> {
  const api = (await extensionApi()) as DecklistWebTestApi;
  if (typeof api.useDownloadEndpoints !== 'function') throw new Error('the web client\'s API has no useDownloadEndpoints()');
  return api;
}

export function extensionUri(): vscode.Uri {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} is not loaded`);
  return ext.extensionUri;
}

/** A file the runner put beside the suite's bundle (test/web/fixtures.ts), as an http URL. */
export function suiteFile(name: string): string {
  return vscode.Uri.joinPath(extensionUri(), 'out', 'web-tests', name).toString(true);
}

/** The script URL of every Worker created in this extension host since the suite started. */
export const workersCreated: string[] = [];

/**
 * Records each Worker the extension creates. Installed when the suite loads, before the extension
 * activates: the client creates its server's Worker through the global constructor.
 */
export function recordWorkers(): void {
  const scope = globalThis as { Worker?: new (url: string | URL, options?: unknown) => object };
  if (!scope.Worker) return;
  scope.Worker = new Proxy(scope.Worker, {
    construct(target, args: [string | URL, unknown?]) {
      workersCreated.push(String(args[0]));
      return Reflect.construct(target, args);
    },
  });
}

/** Figures the benchmark line prints at the end of the suite. */
export const figures: { coldMs?: number; warmMs?: number } = {};

/**
 * The diagnostics of the deck's check with card data: a server that has just started first
 * publishes a `card-data` notice that only the syntax is checked while the card data loads.
 */
export function waitForCheck(uri: vscode.Uri, ready: (d: vscode.Diagnostic[]) => boolean = () => true): Promise<vscode.Diagnostic[]> {
  // A deck is checked once no card-data note and no held-back unknown name ('checking') is left.
  return waitForDiagnostics(uri, (d) => d.length > 0 && !d.some((x) => codeOf(x) === 'card-data' || codeOf(x) === 'checking') && ready(d));
}

type StatusBar = ReturnType<DecklistTestApi['statusBar']>;

/** The status bar once it satisfies `ready`; on a timeout the error says what it showed last. */
export async function waitForStatusBar(api: DecklistTestApi, what: string, ready: (s: StatusBar) => boolean): Promise<StatusBar> {
  try {
    return await waitFor(what, () => (ready(api.statusBar()) ? api.statusBar() : undefined));
  } catch (e) {
    throw new Error(`${e instanceof Error ? e.message : String(e)}; the status bar shows: ${api.statusBar().text}`);
  }
}
