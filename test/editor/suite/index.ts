/// <reference types="mocha" />
// Entry of the editor tests: VS Code loads this module in the extension host (extensionTestsPath)
// and calls run(). The test files are bundled with it and loaded after mocha's globals exist.
import Mocha from 'mocha';

export async function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 60_000, reporter: 'spec' });
  const grep = process.env.DECKLIST_EDITOR_GREP;
  if (grep) mocha.grep(grep);
  mocha.suite.emit('pre-require', globalThis, 'decklist-editor-tests', mocha);
  await import('./activation.test');
  // Taken while the window is still tidy (no notifications from the other tests).
  await import('./screenshots.test');
  await import('./checking.test');
  await import('./typing-names.test');
  await import('./commands.test');
  await import('./flow.test');
  await import('./fix-all.test');
  await import('./deck-analysis.test');
  await import('./locale.test');
  // Skipped here; the runner's second pass (--without-japanese-bundle) runs it alone.
  await import('./missing-bundle.test');
  await import('./server-restart.test');
  await import('./large-deck.test');
  // Last: afterwards the server uses the downloaded test cards instead of the snapshot.
  await import('./update-card-data.test');
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} editor test${failures === 1 ? '' : 's'} failed`);
}
