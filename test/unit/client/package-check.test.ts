import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs build script without types
import { packageProblems, readmeBaseUrls, readmeLinkProblems, zipEntries, MAX_BYTES, REQUIRED } from '../../../scripts/package-check.mjs';

// As vsce writes them: readme.md and changelog.md in lower case.
const GOOD: string[] = REQUIRED.map((n: string) => (/^(README|CHANGELOG)\.md$/.test(n) ? n.toLowerCase() : n));
const MANIFEST = { main: './dist/client.js', browser: './dist/client-web.js' };

test('package check: the expected files pass', () => {
  assert.deepEqual(packageProblems(GOOD, 2_000_000, MANIFEST), []);
});

test('package check: sources, tests, maps, node_modules and the CLI bundle are refused; missing files and size are reported', () => {
  const leaked = ['server/src/server.ts', 'test/unit/cli.test.ts', 'dist/client.js.map', 'node_modules/saxes/saxes.js', 'dist/cli.js', 'bench/check.bench.ts'];
  const problems: string[] = packageProblems([...GOOD.filter((n) => n !== 'dist/server.js'), ...leaked], MAX_BYTES + 1, MANIFEST);
  for (const l of leaked) assert.ok(problems.includes(`must not be packaged: ${l}`), l);
  assert.ok(problems.includes('missing dist/server.js'));
  assert.ok(problems.includes(`the package is ${((MAX_BYTES + 1) / 1024 / 1024).toFixed(2)} MB, over the 18 MB limit`));
});

/** A minimal zip with stored and deflated entries. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  Object.entries(files).forEach(([name, text], i) => {
    const raw = Buffer.from(text);
    const method = i % 2 ? 8 : 0;
    const data = method ? deflateRawSync(raw) : raw;
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  });
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(files).length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

test('zipEntries lists the names and reads stored and deflated entries', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'zip-')), 'x.vsix');
  writeFileSync(file, zip({ 'extension/package.json': '{"main":"./dist/client.js"}', 'extension/readme.md': '# hello '.repeat(50) }));
  const entries = zipEntries(file);
  assert.deepEqual(entries.map((e: { name: string }) => e.name), ['extension/package.json', 'extension/readme.md']);
  assert.equal(JSON.parse(entries[0].read().toString()).main, './dist/client.js');
  assert.equal(entries[1].read().toString(), '# hello '.repeat(50));
});

test('the packaged README: a relative link, or an absolute one to a file the repository lacks, is a problem', () => {
  const manifest = { repository: { type: 'git', url: 'git+https://github.com/owner/repo.git' } };
  const files = new Set(['images/a.png', 'docs/rules.md']);
  const exists = (f: string) => files.has(f);
  assert.deepEqual(
    readmeLinkProblems(
      [
        '![ok](https://github.com/owner/repo/raw/main/images/a.png)',
        '[ok](https://github.com/owner/repo/blob/main/docs/rules.md#copy-limit)',
        '[elsewhere](https://scryfall.com/docs/api) [anchor](#install)',
        '![rel](images/a.png)',
        '![gone](https://github.com/owner/repo/raw/main/images/gone.png)',
        '![page](https://github.com/owner/repo/blob/main/images/a.png)',
      ].join('\n'),
      manifest,
      exists,
    ),
    [
      'relative image link in the packaged README: images/a.png',
      'the packaged README links https://github.com/owner/repo/raw/main/images/gone.png, but the repository has no images/gone.png',
      'image https://github.com/owner/repo/blob/main/images/a.png is a page, not the file (https://github.com/owner/repo/raw/main/…)',
    ],
  );
  assert.deepEqual(readmeBaseUrls(manifest), {
    repo: 'https://github.com/owner/repo',
    content: 'https://github.com/owner/repo/blob/main',
    images: 'https://github.com/owner/repo/raw/main',
  });
});

test('the player README (the Details page) names only files this repository has, and starts with what it does, not npm commands', () => {
  const readme = readFileSync('README.marketplace.md', 'utf8');
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  const { content, images } = readmeBaseUrls(manifest);
  // What vsce --baseContentUrl/--baseImagesUrl make of its relative links.
  const rewritten = readme.replace(/(!?)\[([^\]]*)\]\((?!https?:|#)([^)]+)\)/g, (_m, bang: string, text: string, url: string) => `${bang}[${text}](${bang ? images : content}/${url})`);
  assert.deepEqual(readmeLinkProblems(rewritten, manifest, (f: string) => existsSync(f)), []);
  const firstCode = readme.indexOf('```');
  assert.ok(firstCode < 0 || firstCode > readme.indexOf('## Install'), 'no command block before the install section');
  assert.doesNotMatch(readme.slice(0, readme.indexOf('## Install')), /npm (ci|run|test)/);
});
