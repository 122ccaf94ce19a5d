// Builds the .vsix with @vscode/vsce: bundled code only (no node_modules, no sources, tests or
// benches), the card data, the grammar, icon and docs. Fails when the package is over
// its budget (package-check.mjs MAX_BYTES), when a source or test file leaks in, or when something it needs is missing; prints its
// size and contents.
// Usage: node scripts/package.mjs [--out FILE] [--bundle-download | --bundle-cards FILE --bundle-atomic FILE …]
//   --out: default decklist-language-VERSION.vsix; the --bundle-… options (scripts/build-snapshot.mjs)
//   pack today's card data instead of the 2017 snapshot: the release packs with --bundle-download.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_BYTES, MAX_WEB_BYTES, mb, packageProblems, readmeBaseUrls, readmeLinkProblems, WEB_BUNDLE_FILES, zipEntries } from './package-check.mjs';
import { packServer } from './pack-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const outIndex = process.argv.indexOf('--out');
const out = outIndex >= 0 ? process.argv[outIndex + 1] : `${pkg.name}-${pkg.version}.vsix`;

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`package: ${cmd} ${args.join(' ')} failed (status ${r.status})`);
    process.exit(r.status ?? 1);
  }
}


function kb(n) {
  return `${(n / 1024).toFixed(0)} KB`;
}

// Everything but --out is the build's (the card data the package carries).
const buildArgs = process.argv.slice(2).filter((a, i, all) => a !== '--out' && all[i - 1] !== '--out');
run(process.execPath, ['scripts/build.mjs', ...buildArgs]);
run(process.execPath, [
  path.join('node_modules', '@vscode', 'vsce', 'vsce'),
  'package',
  '--no-dependencies',
  // The Details page (Marketplace, Open VSX, VS Code) is the player's README, not the repository's.
  '--readme-path',
  'README.marketplace.md',
  '--baseContentUrl',
  readmeBaseUrls(pkg).content,
  '--baseImagesUrl',
  readmeBaseUrls(pkg).images,
  '--out',
  out,
]);

const entries = zipEntries(out).filter((e) => e.name.startsWith('extension/'));
const size = statSync(out).size;
const manifest = JSON.parse(entries.find((e) => e.name === 'extension/package.json').read().toString('utf8'));
const readme = entries.find((e) => e.name.toLowerCase() === 'extension/readme.md');
const problems = [
  ...packageProblems(entries.map((e) => e.name.slice('extension/'.length)), size, manifest),
  ...(readme ? readmeLinkProblems(readme.read().toString('utf8'), manifest, (file) => existsSync(path.join(root, file))) : []),
];
console.log(`\n${out}: ${kb(size)} (${(size / 1024 / 1024).toFixed(2)} MB of at most ${mb(MAX_BYTES)}), ${entries.length} files:`);
for (const e of entries.sort((a, b) => b.size - a.size)) console.log(`  ${e.name.slice(10).padEnd(40)} ${kb(e.size).padStart(8)} → ${kb(e.compressed)}`);
const webBytes = WEB_BUNDLE_FILES.reduce((sum, f) => sum + (entries.find((e) => e.name === `extension/${f}`)?.size ?? 0), 0);
console.log(`\nweb extension (${WEB_BUNDLE_FILES.join(' + ')}): ${(webBytes / 1024 / 1024).toFixed(2)} MB of at most ${mb(MAX_WEB_BYTES)}`);
if (webBytes > MAX_WEB_BYTES) problems.push(`the web extension's files are ${(webBytes / 1024 / 1024).toFixed(2)} MB, over the ${mb(MAX_WEB_BYTES)} limit`);
if (problems.length) {
  console.error(`\npackage: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
// The language server and CLI for other editors, from the same build: decklist-language-server-VERSION.tgz.
const { tarball } = packServer(root);
console.log(`${path.relative(root, tarball)}: ${kb(statSync(tarball).size)}`);
