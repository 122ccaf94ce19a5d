// Runs the web suite (test/web/suite) in VS Code's web-worker extension host in headless Chromium,
// offline: @vscode/test-web serves the VS Code web workbench that code-server ships (laid out by
// test/web/seed.mjs) and drives Debian's Chromium (test/web/browsers.mjs); the workspace is
// test/web/workspace, mounted as test-web's in-memory vscode-test-web://mount/ (as on vscode.dev:
// only workspace.fs). The exit code is the suite's.
//
// Usage: node test/web/run.mjs [--vsix PATH | --extension FOLDER] [--grep PATTERN]
//   --vsix: unpack that packaged extension and run it, so that the .vsix the desktop suite installs
//     is what runs on the web; --extension: an extension folder; otherwise the source tree (after
//     npm run build).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.mjs';
import { installTools, toolsDir } from '../editor/install-tools.mjs';
import { buildWebSuite } from './build-suite.mjs';
import { linkBrowsers } from './browsers.mjs';
import { seed, dataDir } from './seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const vsix = option('--vsix');
const unpacked = option('--extension');
const grep = option('--grep');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A whole run takes well under a minute; a workbench that never starts the tests says nothing. */
// Five minutes: typing names key by key (typing-names.test.ts) takes over a minute on a busy machine.
const TIMEOUT_MS = Number(process.env.DECKLIST_WEB_TIMEOUT_MS ?? 5 * 60_000);
/** Where the suite's bundle and its files go, inside the extension folder (test-web serves only that folder). */
const SUITE_DIR = path.join('out', 'web-tests');

/**
 * Harmless messages of this offline workbench: the extension gallery, vsda, the iframe warning,
 * code-server's built-in extensions that have no browser build, and the missing service worker.
 */
const KNOWN_NOISE = [
  /open-vsx\.org|marketplace|gallery/i,
  /\bvsda\b/,
  /webWorkerExtensionHostIframe/,
  /service ?worker/i,
  // test-web's access log (the workbench asks for a favicon and the extension's package.nls.json files)
  /^\W*\[\d*m(GET|POST|HEAD) \//,
  /package\.nls\.[\w.]*json' failed with status code 404/,
  // the in-memory workspace's file system registers after the workbench first looks at it
  /No file system provider found for resource 'vscode-test-web:\/\/mount\/|Unable to read file 'vscode-test-web:\/\/mount\/\.vscode\//,
  // koa's static files, when the browser drops a response (a server worker ended by a restart)
  /ERR_STREAM_PREMATURE_CLOSE/,
  /^\s*$/,
];

function log(msg) {
  console.log(`[web-tests] ${msg}`);
}

/** The extension folder of a .vsix (a zip whose extension/ folder is what VS Code installs). */
function unpackVsix(file, into) {
  const r = spawnSync('unzip', ['-q', path.resolve(file), 'extension/*', '-d', into], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`could not unpack ${file} (apt-get install -y unzip): ${r.stderr || r.error}`);
  return path.join(into, 'extension');
}

/** Static files the suite reads through the extension's URI (stand-ins for the download services). */
function writeSuiteFiles(dir, baseUrl) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'test', 'web', 'fixtures.ts'), dir, baseUrl], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`could not write the web suite's fixtures:\n${r.stdout}${r.stderr}`);
}

async function main() {
  const tmp = mkdtempSync(path.join(tmpdir(), 'decklist-web-'));
  try {
    const extension = vsix ? unpackVsix(vsix, path.join(tmp, 'vsix')) : unpacked ? path.resolve(unpacked) : root;
    const browserEntry = path.join(extension, 'dist', 'client-web.js');
    if (!existsSync(browserEntry)) throw new Error(`${browserEntry} is missing: ${vsix ? 'the .vsix has no web client' : 'run npm run build first'}`);
    installTools();
    const { commit, quality } = seed();
    const browsers = linkBrowsers(path.join(dataDir, 'browsers'), CHROMIUM);
    const suiteDir = path.join(extension, SUITE_DIR);
    rmSync(suiteDir, { recursive: true, force: true });
    mkdirSync(suiteDir, { recursive: true });
    const testEntry = await buildWebSuite(suiteDir, { grep });
    const workspace = path.join(tmp, 'workspace');
    cpSync(path.join(root, 'test', 'web', 'workspace'), workspace, { recursive: true });

    const port = await freePort();
    writeSuiteFiles(suiteDir, `http://localhost:${port}/static/devextensions/${SUITE_DIR.split(path.sep).join('/')}`);
    const cli = path.join(toolsDir, 'node_modules', '@vscode', 'test-web', 'out', 'server', 'index.js');
    const cliArgs = [
      cli,
      '--headless',
      '--browserType', 'chromium',
      '--quality', quality,
      '--commit', commit,
      '--testRunnerDataDir', dataDir,
      // Not 127.0.0.1: the worker host's iframe lives on <uuid>.<host>, which must be a name.
      '--host', 'localhost',
      '--port', String(port),
      '--browserOption=--disable-gpu',
      '--browserOption=--disable-dev-shm-usage',
      '--browserOption=--disable-background-networking',
      '--browserOption=--disable-component-update',
      // The page's console too (the workbench's and the workers' logs): DECKLIST_WEB_VERBOSE=1.
      ...(process.env.DECKLIST_WEB_VERBOSE ? ['--verbose'] : []),
      '--extensionDevelopmentPath', extension,
      '--extensionTestsPath', testEntry,
      workspace,
    ];
    log(`running ${vsix ? `${vsix} (unpacked)` : unpacked ? extension : 'the source tree'} in VS Code ${commit.slice(0, 8)} (web, ${quality}) on port ${port}`);
    const child = spawn(process.execPath, cliArgs, {
      cwd: tmp,
      env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsers, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', HOME: tmp, XDG_CONFIG_HOME: path.join(tmp, 'config'), XDG_CACHE_HOME: path.join(tmp, 'cache') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const relay = (stream, out) => {
      let rest = '';
      stream.on('data', (b) => {
        const lines = (rest + b.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) if (!KNOWN_NOISE.some((re) => re.test(line))) out.write(`  ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`  ${rest}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    };
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        stop();
        rmSync(tmp, { recursive: true, force: true });
        process.exit(130);
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      console.error(`[web-tests] no result after ${TIMEOUT_MS / 1000} s`);
      timedOut = true;
      stop();
    }, TIMEOUT_MS);
    const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(timedOut || signal ? 1 : (c ?? 1))));
    clearTimeout(timer);
    stop();
    rmSync(suiteDir, { recursive: true, force: true });
    return code;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    log(code === 0 ? 'passed' : `failed (exit code ${code})`);
    process.exit(code);
  },
  (e) => {
    console.error(`[web-tests] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  },
);
