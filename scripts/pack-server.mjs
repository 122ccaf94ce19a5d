// Builds the npm package of the language server and the CLI (decklist-language-server): the
// manifest in packaging/npm/package.json with the extension's version, the bundled dist/ files it
// lists (esbuild put every dependency inside them, so the package has none), the Japanese
// messages, the rules docs the diagnostics link to, its README and the LICENSE. Staged in
// out/npm/, packed with `npm pack`, checked with publint. Fails on a missing file or a publint
// error.
// Usage: node scripts/pack-server.mjs [--out DIR]   (default: the repository root)
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The package's manifest: the template with the extension's version (one version everywhere). */
export function serverManifest() {
  const template = JSON.parse(readFileSync(path.join(root, 'packaging', 'npm', 'package.json'), 'utf8'));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const { name, description, ...rest } = template;
  return { name, version, description, ...rest };
}

export function tarballName(manifest = serverManifest()) {
  return `${manifest.name}-${manifest.version}.tgz`;
}

function fail(message) {
  console.error(`pack-server: ${message}`);
  process.exit(1);
}

/**
 * Packs the npm package into outDir. `stage`: where it is put together (default out/npm); `replace`:
 * files packed from elsewhere, by their path in the package (a test packs card data it built).
 */
export function packServer(outDir = root, { stage = path.join(root, 'out', 'npm'), replace = {} } = {}) {
  const manifest = serverManifest();
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  const files = [...manifest.files, ['packaging/npm/README.md', 'README.md'], ['LICENSE', 'LICENSE']];
  for (const entry of files) {
    const [from, to] = Array.isArray(entry) ? entry : [entry, entry];
    const source = replace[to] ?? path.join(root, from);
    if (!existsSync(source)) fail(`${from} is missing (run npm run build first)`);
    mkdirSync(path.dirname(path.join(stage, to)), { recursive: true });
    copyFileSync(source, path.join(stage, to));
  }
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const publint = spawnSync(process.execPath, [path.join(root, 'node_modules', 'publint', 'src', 'cli.js'), 'run', stage, '--strict'], { encoding: 'utf8' });
  if (publint.status !== 0) fail(`publint found problems:\n${publint.stdout}${publint.stderr}`);
  mkdirSync(outDir, { recursive: true });
  const pack = spawnSync('npm', ['pack', '--silent', '--pack-destination', outDir], { cwd: stage, encoding: 'utf8' });
  if (pack.status !== 0) fail(`npm pack failed: ${pack.stderr}`);
  const tarball = path.join(outDir, tarballName(manifest));
  if (!existsSync(tarball)) fail(`npm pack did not write ${tarball}`);
  return { tarball, manifest, publint: publint.stdout.trim() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out');
  const { tarball, publint } = packServer(outIndex >= 0 ? path.resolve(process.argv[outIndex + 1]) : root);
  console.log(`${path.relative(process.cwd(), tarball)}${publint ? `\n${publint}` : ''}`);
}
