/// <reference types="mocha" />
// Entry of the web suite: VS Code's web-worker extension host loads this bundle
// (extensionTestsPath) and calls run(). Mocha's browser build defines its globals; the test files
// are loaded after that.
import 'mocha/mocha.js';
import * as vscode from 'vscode';
import { recordWorkers } from './web';

/** The runner's --grep (test/web/build-suite.mjs defines it). */
declare const WEB_SUITE_GREP: string;

export async function run(): Promise<void> {
  recordWorkers();
  // Never reach for the real Scryfall: the workspace's .vscode/settings.json says so too, but the
  // in-memory workspace's file system may register after the first look at it.
  await vscode.workspace.getConfiguration('decklist').update('cardData.autoUpdate', false, vscode.ConfigurationTarget.Global);
  mocha.setup({ ui: 'bdd', reporter: 'spec', timeout: 60_000, color: false });
  if (WEB_SUITE_GREP) mocha.grep(WEB_SUITE_GREP);
  await import('./activation.test');
  await import('./checking.test');
  await import('./commands.test');
  await import('../../editor/suite/typing-names.test');
  await import('./locale.test');
  await import('./benchmark.test');
  // Last: it points the server at other download endpoints.
  await import('./card-data.test');
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} web test${failures === 1 ? '' : 's'} failed`);
}
