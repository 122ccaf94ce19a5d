/// <reference types="mocha" />
// Entry of the web suite: VS Code's web-worker extension host loads this bundle
// (extensionTestsPath) and calls run(). Mocha's browser build defines its globals; the test files
// are loaded after that.
import 'mocha/mocha.js';

/** The runner's --grep (test/web/build-suite.mjs defines it). */
declare const WEB_SUITE_GREP: string;

export async function run(): Promise<void> {
  mocha.setup({ ui: 'bdd', reporter: 'spec', timeout: 60_000, color: false });
  if (WEB_SUITE_GREP) mocha.grep(WEB_SUITE_GREP);
  await import('./activation.test');
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} web test${failures === 1 ? '' : 's'} failed`);
}
