// The language server and CLI as npm users get them: `npm pack` of the decklist-language-server
// package (scripts/pack-server.mjs), installed into an empty prefix with the network off, then its
// two commands run as installed: `decklist check` on a bundled example, `decklist-language-server
// --stdio` answering initialize and publishing diagnostics, and Neovim starting it from PATH as a
// user's `cmd = { 'decklist-language-server', '--stdio' }` does.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commanderDeck } from '../unit/rules/helpers';
import { SERVER, startServer } from './lsp-client';
import { NEOVIM_EXPECTED, NEOVIM_MISSING, neovimSession } from './neovim-session';

const root = path.resolve(__dirname, '../..');
const skip = existsSync(SERVER) ? false : 'dist/ is not built (npm run build)';
const version: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;

describe('the npm package, installed offline', { skip }, () => {
  let tmp: string;
  let prefix: string;
  let bin: (name: string) => string;
  let installed: string[];
  before(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'decklist-npm-'));
    // @ts-expect-error: a plain .mjs build script without types
    const { packServer } = await import('../../scripts/pack-server.mjs');
    const { tarball } = packServer(tmp) as { tarball: string };
    prefix = path.join(tmp, 'prefix');
    const install = spawnSync('npm', ['install', '-g', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], {
      encoding: 'utf8',
      env: { ...process.env, npm_config_cache: path.join(tmp, 'npm-cache') },
    });
    assert.equal(install.status, 0, `npm install failed: ${install.stderr}`);
    bin = (name) => path.join(prefix, 'bin', name);
    const packageDir = path.join(prefix, 'lib', 'node_modules', 'decklist-language-server');
    installed = [];
    const walk = (dir: string, rel = ''): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) e.isDirectory() ? walk(path.join(dir, e.name), `${rel}${e.name}/`) : installed.push(`${rel}${e.name}`);
    };
    walk(packageDir);
  });
  after(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  test('what is installed: the bundled commands and their data, no sources, tests or dependencies', () => {
    assert.deepEqual(installed.sort(), [
      'LICENSE',
      'README.md',
      'dist/cards-snapshot.dlidx',
      'dist/check-worker.js',
      'dist/cli.js',
      'dist/decklist.config.schema.json',
      'dist/server.js',
      'docs/rules.ja.md',
      'docs/rules.md',
      'l10n/bundle.l10n.ja.json',
      'package.json',
    ]);
    const manifest = JSON.parse(readFileSync(path.join(prefix, 'lib', 'node_modules', 'decklist-language-server', 'package.json'), 'utf8'));
    assert.equal(manifest.version, version, 'one version everywhere');
    assert.equal(manifest.dependencies, undefined, 'everything is bundled');
    assert.equal(manifest.private, undefined);
  });

  test('decklist check on a bundled example: exit status and output as from the built CLI', () => {
    const env = { ...process.env, DECKLIST_CACHE_DIR: path.join(tmp, 'cache'), DECKLIST_CARDS: '', LANG: 'C' };
    const example = path.join('examples', 'phelddagrif-2010.edh');
    const installedRun = spawnSync(bin('decklist'), ['check', example], { cwd: root, encoding: 'utf8', env });
    const built = spawnSync(process.execPath, [path.join(root, 'dist', 'cli.js'), 'check', example], { cwd: root, encoding: 'utf8', env });
    assert.equal(installedRun.status, 1, installedRun.stderr);
    assert.match(installedRun.stdout, /error \[color-identity\] 《ゴブリンの長槍使い\/Goblin Piker》/);
    assert.match(installedRun.stdout, /checked 1 file: 11 errors, 1 warning/);
    assert.equal(installedRun.stdout, built.stdout);
  });

  test('decklist-language-server --stdio: initialize names the server and its version; a deck gets diagnostics', async () => {
    const s = await startServer({ command: bin('decklist-language-server') });
    try {
      assert.deepEqual(s.initializeResult?.serverInfo, { name: 'decklist-language-server', version });
      const uri = s.open('phelddagrif.edh', commanderDeck('Phelddagrif', ['Goblin Piker']));
      const d = await s.diagnosticsFor(uri, 1);
      assert.deepEqual(d.map((x) => x.code), ['color-identity']);
    } finally {
      await s.stop();
    }
  });

  test('Neovim starts the installed decklist-language-server from PATH', { skip: NEOVIM_MISSING }, () => {
    const { lines, report } = neovimSession({ path: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH ?? ''}` });
    for (const [pattern, what] of NEOVIM_EXPECTED) assert.match(lines, pattern, `${what}\n${report}`);
  });
});
