/// <reference types="mocha" />
// Shared helpers of the desktop editor tests: those of common.ts (the vscode API alone, shared
// with the web suite), and the ones that need Node.js: the runner's screenshots.
import * as fs from 'node:fs';
import * as path from 'node:path';

export * from './common';
import { extensionApi, waitFor } from './common';

/**
 * Asks the runner to take a screenshot of the whole window (README images). Only the offline
 * runner can (it drives the browser); elsewhere this does nothing. The runner first waits for
 * `waitForSelector` in the page, or with `inFrame` in any frame (a webview's content).
 */
export async function screenshot(name: string, waitForSelector?: string, inFrame = false): Promise<boolean> {
  const dir = process.env.DECKLIST_EDITOR_SCREENSHOTS;
  if (!dir) return false;
  const done = path.join(dir, `${name}.done`);
  console.log(`[decklist-screenshot] ${JSON.stringify({ name, waitForSelector, inFrame })}`);
  await waitFor(`the screenshot ${name}`, () => (fs.existsSync(done) ? true : undefined), 60_000);
  return true;
}

/**
 * Skips the running test, saying why, while the language server has no handler for `method`
 * (its custom requests are wired into the server separately). Any other answer, even an error,
 * means the handler exists and the test runs.
 */
export async function skipUnlessServerHandles(ctx: Mocha.Context, method: string, params: unknown): Promise<void> {
  const api = await extensionApi();
  if (await api.serverHandles(method, params)) return;
  console.log(`      (skipped: the language server does not answer ${method} yet)`);
  ctx.skip();
}
