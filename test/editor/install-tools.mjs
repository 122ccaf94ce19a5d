// Installs the offline editor-test tools (code-server 4.100.3 = VS Code 1.100, playwright-core, and
// @vscode/test-web for the web suite) into test/editor/.tools, outside the product's dependencies, so
// that `npm ci` on a fresh clone installs nothing that downloads a browser. Chromium comes from Debian
// (apt-get install chromium); see ../shared/docs/editor-tests.md for why each step is needed.
// Usage: node test/editor/install-tools.mjs   (does nothing when the tools are already there)
import { existsSync, mkdirSync, copyFileSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const CODE_SERVER_VERSION = '4.100.3';
const PLAYWRIGHT_VERSION = '1.65.1';
export const TEST_WEB_VERSION = '0.0.81';
// @vscode/ripgrep as pinned by code-server 4.100.3, and the rg release it asks for.
const RIPGREP_PACKAGE_VERSION = '1.15.11';
const RIPGREP_RELEASE = 'v13.0.0-10';

export const toolsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.tools');

function installedVersion(pkg) {
  const file = path.join(toolsDir, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

export function installTools() {
  if (installedVersion('code-server') === CODE_SERVER_VERSION && installedVersion('playwright-core') && installedVersion('@vscode/test-web') === TEST_WEB_VERSION) return;
  const rg = which('rg');
  if (!rg) throw new Error('ripgrep is missing: apt-get install -y --no-install-recommends ripgrep libkrb5-dev pkg-config chromium');
  mkdirSync(toolsDir, { recursive: true });
  // code-server's @vscode/ripgrep downloads rg from GitHub unless its cache already has the archive.
  const tmp = path.join(toolsDir, 'tmp');
  const cache = path.join(tmp, `vscode-ripgrep-cache-${RIPGREP_PACKAGE_VERSION}`);
  const rgDir = path.join(tmp, 'rg');
  mkdirSync(cache, { recursive: true });
  mkdirSync(rgDir, { recursive: true });
  copyFileSync(rg, path.join(rgDir, 'rg'));
  const tar = spawnSync('tar', ['czf', path.join(cache, `ripgrep-${RIPGREP_RELEASE}-x86_64-unknown-linux-musl.tar.gz`), '-C', rgDir, 'rg'], { stdio: 'inherit' });
  if (tar.status !== 0) throw new Error('could not pack rg for the ripgrep cache');
  writeFileSync(path.join(toolsDir, 'package.json'), '{ "private": true }\n');
  console.log(`installing code-server@${CODE_SERVER_VERSION}, playwright-core and @vscode/test-web@${TEST_WEB_VERSION} into ${toolsDir} (1–2 minutes)…`);
  const packages = [`code-server@${CODE_SERVER_VERSION}`, `playwright-core@${PLAYWRIGHT_VERSION}`, `@vscode/test-web@${TEST_WEB_VERSION}`];
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', ...packages], {
    cwd: toolsDir,
    stdio: 'inherit',
    // test-web's Playwright would download its own Chromium: the web suite runs Debian's (test/web/browsers.mjs).
    env: { ...process.env, TMPDIR: tmp, npm_config_yes: 'true', npm_config_unsafe_perm: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  rmSync(rgDir, { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`npm install of the editor-test tools failed (status ${r.status})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    installTools();
    console.log(`editor-test tools ready in ${toolsDir}`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
