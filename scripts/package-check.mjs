// What a .vsix must and must not hold (used by scripts/package.mjs, tested in test/unit/client).
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

export const MAX_BYTES = 8 * 1024 * 1024;

/** What must be in the package (paths inside extension/). */
export const REQUIRED = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'LICENSE.txt',
  'language-configuration.json',
  'dist/client.js',
  'dist/server.js',
  'dist/check-worker.js',
  'dist/decklist.config.schema.json',
  'dist/cards-snapshot.dlidx',
  'syntaxes/decklist.tmLanguage.json',
  'images/icon.png',
  // Manifest strings (package.json's %keys%) and the client's messages (package.json "l10n").
  'package.nls.json',
  'package.nls.ja.json',
  'l10n/bundle.l10n.ja.json',
  // What each diagnostic's codeDescription link opens (server/src/lsp/diagnostics.ts).
  'docs/rules.md',
  'docs/rules.ja.md',
];
/** What must never be: sources, tests, benches, maps, dependencies, local tools. */
const FORBIDDEN = [/^dist\/cli\.js$/, /\.ts$/, /\.map$/, /(^|\/)node_modules\//, /^(test|bench|server|client|scripts|examples|out)\//, /(^|\/)\.tools\//, /\.vsix$/, /(^|\/)\.ci\//];

/** File names (and sizes) in a zip, from its central directory. */
export function zipEntries(file) {
  const buf = readFileSync(file);
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error(`${file} is not a zip file`);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error(`${file}: broken central directory`);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    entries.push({
      name,
      size,
      compressed,
      read() {
        const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
        const data = buf.subarray(start, start + compressed);
        return method === 0 ? data : inflateRawSync(data);
      },
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Problems of a package: its file names (inside extension/), size in bytes and manifest. */
export function packageProblems(names, size, manifest) {
  const problems = [];
  // vsce writes readme.md and changelog.md in lower case.
  for (const r of REQUIRED) if (!names.some((n) => n.toLowerCase() === r.toLowerCase())) problems.push(`missing ${r}`);
  for (const n of names) if (FORBIDDEN.some((re) => re.test(n))) problems.push(`must not be packaged: ${n}`);
  if (size > MAX_BYTES) problems.push(`the package is ${(size / 1024 / 1024).toFixed(2)} MB, over the 8 MB limit`);
  if (manifest.main !== './dist/client.js') problems.push(`package.json main is ${manifest.main}`);
  return problems;
}
