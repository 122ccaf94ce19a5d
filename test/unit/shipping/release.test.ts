// scripts/release.mjs refuses to publish anything when the tag, the versions or the built files
// disagree; its dry run over the real .vsix and npm tarball runs in .ci/run after `npm run package`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs build script without types
import { releasePlan, TOKENS } from '../../../scripts/release.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

test('a release with no built files, or a tag of another version, is refused with every reason', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-release-'));
  try {
    assert.throws(
      () => releasePlan({ dir, tag: 'v9.9.9' }),
      (e: Error) =>
        e.message.includes(`the tag v9.9.9 is not v${version}`) &&
        e.message.includes(`decklist-language-${version}.vsix is missing`) &&
        e.message.includes(`decklist-language-server-${version}.tgz is missing`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without its tokens the release stops before publishing anything, naming each secret', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-release-'));
  try {
    const env = { ...process.env };
    for (const name of Object.values(TOKENS) as string[]) delete env[name];
    const r = spawnSync(process.execPath, ['scripts/release.mjs', '--dir', dir, '--tag', `v${version}`], { encoding: 'utf8', env });
    assert.equal(r.status, 1);
    assert.match(r.stderr, /is missing \(npm run package\)/);
    assert.match(r.stderr, /not set: VSCE_PAT, OVSX_PAT, NODE_AUTH_TOKEN; nothing was published/);
    assert.equal(r.stdout, '', 'no step started');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the secrets the workflow passes are the ones the script reads', () => {
  const workflow = readFileSync('.github/workflows/release.yml', 'utf8');
  for (const name of Object.values(TOKENS) as string[]) assert.match(workflow, new RegExp(`${name}: \\$\\{\\{ secrets\\.${name === 'NODE_AUTH_TOKEN' ? 'NPM_TOKEN' : name} \\}\\}`), name);
});
