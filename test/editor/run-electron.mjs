// Runs the same editor test suite in a desktop VS Code downloaded by @vscode/test-electron, for
// machines that can reach Microsoft's update server (here the offline runner, run.mjs, is used).
// Screenshots are only taken by the offline runner.
// Usage: node test/editor/run-electron.mjs [--grep PATTERN] [--version 1.100.3]
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTests } from '@vscode/test-electron';
import { buildSuite } from './build-suite.mjs';
import { TEST_USER_SETTINGS } from './settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const testEntry = await buildSuite();
const tmp = mkdtempSync(path.join(tmpdir(), 'decklist-electron-'));
const workspace = path.join(tmp, 'workspace');
cpSync(path.join(root, 'test', 'editor', 'workspace'), workspace, { recursive: true });
mkdirSync(path.join(tmp, 'user', 'User'), { recursive: true });
writeFileSync(path.join(tmp, 'user', 'User', 'settings.json'), JSON.stringify(TEST_USER_SETTINGS, null, 2));
let code = 1;
try {
  code = await runTests({
    version: option('--version') ?? '1.100.3',
    extensionDevelopmentPath: root,
    extensionTestsPath: testEntry,
    extensionTestsEnv: {
      DECKLIST_CACHE_DIR: path.join(tmp, 'decklist-cache'),
      // Tests run offline: no rules data download.
      DECKLIST_RULES_URL: 'none',
      ...(option('--grep') ? { DECKLIST_EDITOR_GREP: option('--grep') } : {}),
    },
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--user-data-dir', path.join(tmp, 'user'), '--extensions-dir', path.join(tmp, 'ext')],
  });
} catch (e) {
  console.error(`[editor-tests] ${e instanceof Error ? e.message : e}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
