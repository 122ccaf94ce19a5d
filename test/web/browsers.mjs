// @vscode/test-web launches Chromium through its own Playwright, which looks for the browser
// revision it was built with under PLAYWRIGHT_BROWSERS_PATH and has no option for another path.
// No browser can be downloaded here: this lays out symlinks to Debian's Chromium under the names
// that Playwright expects (the revisions from its browsers.json), in test/web/.data/browsers.
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { toolsDir } from '../editor/install-tools.mjs';

/** browsers.json of the playwright-core that @vscode/test-web's playwright loads. */
function playwrightBrowsersJson() {
  const fromTestWeb = createRequire(path.join(toolsDir, 'node_modules', '@vscode', 'test-web', 'package.json'));
  const fromPlaywright = createRequire(fromTestWeb.resolve('playwright/package.json'));
  // browsers.json is not among playwright-core's exports: found beside its package.json.
  return path.join(path.dirname(fromPlaywright.resolve('playwright-core/package.json')), 'browsers.json');
}

/** Where each browser of browsers.json is looked for on Linux x64 (Playwright's registry). */
const EXECUTABLES = {
  chromium: ['chrome-linux64', 'chrome'],
  'chromium-headless-shell': ['chrome-headless-shell-linux64', 'chrome-headless-shell'],
};

function link(target, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  if (existsSync(file) || lstatSync(file, { throwIfNoEntry: false })) {
    if (lstatSync(file).isSymbolicLink() && readlinkSync(file) === target) return;
    rmSync(file, { force: true });
  }
  symlinkSync(target, file);
}

/** Lays out the folder and returns it (for PLAYWRIGHT_BROWSERS_PATH). */
export function linkBrowsers(folder, chromium) {
  if (!existsSync(chromium)) throw new Error(`no Chromium at ${chromium}: apt-get install -y --no-install-recommends chromium (or set CHROMIUM_PATH)`);
  const file = playwrightBrowsersJson();
  const { browsers } = JSON.parse(readFileSync(file, 'utf8'));
  for (const [name, [dir, exe]] of Object.entries(EXECUTABLES)) {
    const entry = browsers.find((b) => b.name === name);
    if (!entry?.revision) throw new Error(`${file} names no revision of ${name}: Playwright's layout changed; update test/web/browsers.mjs`);
    // Playwright's folder names use "_" where the browser's name has "-".
    link(chromium, path.join(folder, `${name.replace(/-/g, '_')}-${entry.revision}`, dir, exe));
  }
  return folder;
}
