// Runs the editor tests (test/editor/suite) inside a real VS Code, offline: code-server 4.100.3
// (the VS Code 1.100 workbench and extension host, from npm) driven by Debian's Chromium through
// playwright-core. Both tools live in test/editor/.tools, outside the product's dependencies.
// It also saves the README screenshots that the suite asks for into images/.
//
// Usage: node test/editor/run.mjs [--grep PATTERN] [--no-screenshots] [--vsix PATH] [--without-japanese-bundle] [--no-web]
//   --vsix: install that packaged extension (as a user would) instead of loading the source tree.
//   --without-japanese-bundle: the extension's files without l10n/bundle.l10n.ja.json (a broken
//     install), with decklist.locale "ja" set before activation; runs only the suite's test of that.
//     A whole run (no --grep) does this second pass by itself.
//   A whole run then runs the web suite (test/web/run.mjs) on the same extension: the same .vsix in
//   VS Code's web-worker extension host. --no-web skips it.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { format } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.mjs';
import { buildSuite } from './build-suite.mjs';
import { installTools, toolsDir } from './install-tools.mjs';
import { TEST_USER_SETTINGS } from './settings.mjs';
import { REQUIRED } from '../../scripts/package-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const grep = option('--grep');
const vsix = option('--vsix');
const withoutJapaneseBundle = args.includes('--without-japanese-bundle');
const JAPANESE_BUNDLE = path.join('l10n', 'bundle.l10n.ja.json');
/** The title of the suite's test for --without-japanese-bundle (test/editor/suite/missing-bundle.test.ts). */
const MISSING_BUNDLE_TEST = 'an installed extension without its Japanese bundle';
const takeScreenshots = !args.includes('--no-screenshots') && !grep && !args.includes('--without-japanese-bundle');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = Number(process.env.DECKLIST_EDITOR_TIMEOUT_MS ?? 10 * 60_000);

/** Harmless messages of an offline workbench (the extension gallery, vsda, the web worker iframe). */
const KNOWN_NOISE = [/open-vsx\.org/, /\bvsda\b/, /webWorkerExtensionHostIframe/, /Creating a socket|Resolving connection token|Resolved connection token/];

function log(msg) {
  console.log(`[editor-tests] ${msg}`);
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y --no-install-recommends chromium (or set CHROMIUM_PATH)`);
  if (!vsix && !existsSync(path.join(root, 'dist', 'server.js'))) throw new Error('dist/ is missing: run npm run build first');
  installTools();
  const testEntry = await buildSuite();

  const tmp = mkdtempSync(path.join(tmpdir(), 'decklist-editor-'));
  const workspace = path.join(tmp, 'workspace');
  const screenshots = path.join(tmp, 'screenshots');
  cpSync(path.join(root, 'test', 'editor', 'workspace'), workspace, { recursive: true });
  mkdirSync(path.join(tmp, 'user', 'User'), { recursive: true });
  mkdirSync(screenshots, { recursive: true });
  const settings = withoutJapaneseBundle ? { ...TEST_USER_SETTINGS, 'decklist.locale': 'ja' } : TEST_USER_SETTINGS;
  writeFileSync(path.join(tmp, 'user', 'User', 'settings.json'), JSON.stringify(settings, null, 2));

  const codeServer = path.join(toolsDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
  const common = ['--user-data-dir', path.join(tmp, 'user'), '--extensions-dir', path.join(tmp, 'ext')];
  const env = {
    ...process.env,
    HOME: tmp,
    XDG_CACHE_HOME: path.join(tmp, 'cache'),
    DECKLIST_CACHE_DIR: path.join(tmp, 'decklist-cache'),
    // Tests run offline: no rules data download.
    DECKLIST_RULES_URL: 'none',
    ...(takeScreenshots ? { DECKLIST_EDITOR_SCREENSHOTS: screenshots } : {}),
    ...(grep ? { DECKLIST_EDITOR_GREP: grep } : {}),
    ...(withoutJapaneseBundle ? { DECKLIST_EDITOR_WITHOUT_JA_BUNDLE: '1', DECKLIST_EDITOR_GREP: MISSING_BUNDLE_TEST } : {}),
  };
  let extensionPath = root;
  if (vsix) {
    log(`installing ${vsix} as a user would`);
    const r = spawnSync(process.execPath, [codeServer, '--install-extension', path.resolve(vsix), ...common], { env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`code-server --install-extension failed:\n${r.stdout}${r.stderr}`);
    // The workbench runs extension tests only in a development host: point it at the installed
    // copy, so that exactly the packaged files are tested.
    const installed = readdirSync(path.join(tmp, 'ext')).find((n) => n.startsWith('decklist.decklist-language-'));
    if (!installed) throw new Error(`the .vsix did not install into ${path.join(tmp, 'ext')}`);
    extensionPath = path.join(tmp, 'ext', installed);
  } else if (withoutJapaneseBundle) {
    // What a package holds (scripts/package-check.mjs) and the English bundle, from the source tree.
    extensionPath = path.join(tmp, 'extension');
    for (const f of [...REQUIRED, path.join('l10n', 'bundle.l10n.json'), 'LICENSE']) {
      if (existsSync(path.join(root, f))) cpSync(path.join(root, f), path.join(extensionPath, f));
    }
  }
  if (withoutJapaneseBundle) {
    rmSync(path.join(extensionPath, JAPANESE_BUNDLE), { force: true });
    log(`testing ${extensionPath} without ${JAPANESE_BUNDLE}`);
  }
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      codeServer,
      '--auth', 'none',
      '--bind-addr', `127.0.0.1:${port}`,
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
      ...common,
    ],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let serverLog = '';
  const listening = new Promise((resolve, reject) => {
    const onData = (b) => {
      serverLog += b.toString();
      if (serverLog.includes('HTTP server listening')) resolve();
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`code-server exited (${code}) before listening:\n${serverLog}`)));
  });

  let browser;
  let exitCode = 1;
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopServer();
      rmSync(tmp, { recursive: true, force: true });
      process.exit(130);
    });
  }
  try {
    await Promise.race([listening, new Promise((_, rej) => setTimeout(() => rej(new Error(`code-server did not start in 60 s:\n${serverLog}`)), 60_000))]);
    log(`code-server ${port} ready`);
    const require = createRequire(path.join(toolsDir, 'package.json'));
    const { chromium } = require('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      env: { ...process.env, HOME: tmp },
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    const browserContext = await browser.newContext({ viewport: { width: 1200, height: 720 }, deviceScaleFactor: 1 });
    // The extension's Copy commands write the clipboard through the browser.
    await browserContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${port}` });
    const page = await browserContext.newPage();
    let finish;
    const finished = new Promise((resolve) => (finish = resolve));
    // A workbench that never starts the tests says nothing at all: give up early with a reason.
    let heard = false;
    const silence = setTimeout(() => {
      if (!heard) {
        console.error('[editor-tests] the extension host sent nothing in 3 minutes: the tests did not start');
        finish(1);
      }
    }, 180_000);
    const pending = [];
    await page.exposeFunction('codeAutomationLog', (type, logArgs) => {
      heard = true;
      const text = format(...(Array.isArray(logArgs) ? logArgs : [logArgs]));
      if (KNOWN_NOISE.some((re) => re.test(text))) return;
      const m = /\[decklist-screenshot\] (\{.*\})/.exec(text);
      if (m) {
        pending.push(takeScreenshot(page, JSON.parse(m[1]), screenshots));
        return;
      }
      for (const line of text.split('\n')) console.log(type === 'error' ? `  ! ${line}` : `  ${line}`);
    });
    await page.exposeFunction('codeAutomationExit', (code) => finish(code));
    const authority = `127.0.0.1:${port}`;
    const payload = [
      ['extensionDevelopmentPath', `vscode-remote://${authority}${extensionPath}`],
      ['extensionTestsPath', `vscode-remote://${authority}${testEntry}`],
      ['skipWelcome', 'true'],
    ];
    const url = `http://${authority}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
    await page.goto(url);
    exitCode = await Promise.race([
      finished,
      new Promise((resolve) => setTimeout(() => {
        console.error(`[editor-tests] no result after ${TIMEOUT_MS / 1000} s`);
        resolve(1);
      }, TIMEOUT_MS)),
    ]);
    clearTimeout(silence);
    await Promise.allSettled(pending);
    if (takeScreenshots && exitCode === 0) {
      const images = path.join(root, 'images');
      mkdirSync(images, { recursive: true });
      for (const f of readdirSync(screenshots).filter((n) => n.endsWith('.png'))) {
        cpSync(path.join(screenshots, f), path.join(images, f));
        log(`saved images/${f}`);
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    stopServer();
    rmSync(tmp, { recursive: true, force: true });
  }
  log(exitCode === 0 ? 'passed' : `failed (exit code ${exitCode})`);
  return exitCode;
}

async function waitInSomeFrame(page, selector, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    for (const frame of page.frames()) {
      if (await frame.$(selector).catch(() => null)) return;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no frame shows ${selector}`);
}

async function takeScreenshot(page, { name, waitForSelector, inFrame }, dir) {
  try {
    if (waitForSelector && inFrame) await waitInSomeFrame(page, waitForSelector, 20_000);
    else if (waitForSelector) await page.waitForSelector(waitForSelector, { state: 'visible', timeout: 20_000 });
    // Let the hover or view finish its fade-in before the picture.
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
  } catch (e) {
    console.error(`[editor-tests] screenshot ${name} failed: ${e instanceof Error ? e.message : e}`);
  } finally {
    writeFileSync(path.join(dir, `${name}.done`), '');
  }
}

/** After a whole run: the second pass, without the Japanese bundle (a new code-server, about 10 s). */
function secondPass(code) {
  if (code !== 0 || grep || withoutJapaneseBundle) return code;
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--without-japanese-bundle', '--no-screenshots', ...(vsix ? ['--vsix', vsix] : [])], { stdio: 'inherit' });
  return r.status ?? 1;
}

/** After a whole run: the web suite on the same extension (test/web/run.mjs, about 15 s). */
function webPass(code) {
  if (code !== 0 || grep || withoutJapaneseBundle || args.includes('--no-web')) return code;
  const r = spawnSync(process.execPath, [path.join(root, 'test', 'web', 'run.mjs'), ...(vsix ? ['--vsix', vsix] : [])], { stdio: 'inherit' });
  return r.status ?? 1;
}

main().then(
  (code) => process.exit(webPass(secondPass(code))),
  (e) => {
    console.error(`[editor-tests] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  },
);
