// What a .vsix must and must not hold (used by scripts/package.mjs, tested in test/unit/client).
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/**
 * The largest .vsix. Set from measurements (issue 40, 2026-11-29): with the 2017 snapshot the
 * package is 4.0 MB; with the 20,030 Scryfall cards of ../shared/carddata and a few Japanese names,
 * 5.3 MB; with an estimate of a release day's data (32,000 cards in today's record shape with image
 * URLs and prices, 23 legality keys, Japanese names and printed text for 27,000 of them), 13.5 MB.
 * The budget leaves a third for the cards to come.
 */
export const MAX_BYTES = 18 * 1024 * 1024;
/**
 * What a browser loads for the web extension at most (its client, server worker and the card index,
 * uncompressed): 5.2 MB with the 2017 snapshot, 6.9 MB with the shared 20,030 cards, 17.9 MB with the
 * release-day estimate above.
 */
export const MAX_WEB_BYTES = 24 * 1024 * 1024;
export const mb = (n) => `${Math.round(n / 1024 / 1024)} MB`;

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
  // The web extension (vscode.dev, github.dev): package.json "browser" and its server worker.
  'dist/client-web.js',
  'dist/server-web.js',
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
  if (size > MAX_BYTES) problems.push(`the package is ${(size / 1024 / 1024).toFixed(2)} MB, over the ${mb(MAX_BYTES)} limit`);
  if (manifest.main !== './dist/client.js') problems.push(`package.json main is ${manifest.main}`);
  if (manifest.browser !== './dist/client-web.js') problems.push(`package.json browser is ${manifest.browser}`);
  return problems;
}

/** What the web extension loads into a browser: its client, its server worker and the snapshot. */
export const WEB_BUNDLE_FILES = ['dist/client-web.js', 'dist/server-web.js', 'dist/cards-snapshot.dlidx'];

/**
 * Where the packaged README's relative links point: the public repository's files on its main
 * branch, from package.json `repository` (a fork changes that one field). The Marketplace and
 * Open VSX show the README outside the extension, so a relative link would show nothing.
 */
export function readmeBaseUrls(manifest) {
  const raw = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const m = /github\.com[/:]([^/]+)\/([^/#]+?)(?:\.git)?\/?$/.exec(raw ?? '');
  if (!m) throw new Error(`package.json repository (${raw}) is not a GitHub repository URL`);
  const repo = `https://github.com/${m[1]}/${m[2]}`;
  return { repo, content: `${repo}/blob/main`, images: `${repo}/raw/main` };
}

/**
 * Problems of the packaged README's links: a relative link (images, local files), or an absolute
 * link into the repository that names no file of this checkout (`exists(path)`). Anchors and
 * other sites are not checked.
 */
export function readmeLinkProblems(markdown, manifest, exists) {
  const { content, images } = readmeBaseUrls(manifest);
  const problems = [];
  const links = [...markdown.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g), ...markdown.matchAll(/<img\s[^>]*src="([^"]+)"/g)];
  for (const link of links) {
    const image = link[1] === '!' || link[0].startsWith('<img');
    const url = link[2] ?? link[1];
    if (url.startsWith('#') || url.startsWith('mailto:')) continue;
    if (!/^https?:\/\//.test(url)) {
      problems.push(`relative ${image ? 'image ' : ''}link in the packaged README: ${url}`);
      continue;
    }
    const base = [`${images}/`, `${content}/`].find((b) => url.startsWith(b));
    if (!base) continue;
    const file = decodeURIComponent(url.slice(base.length).split('#')[0]);
    if (!exists(file)) problems.push(`the packaged README links ${url}, but the repository has no ${file}`);
    if (image && base !== `${images}/`) problems.push(`image ${url} is a page, not the file (${images}/…)`);
  }
  return problems;
}
